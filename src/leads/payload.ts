import type { LeadFormSection } from '../generated/content-types.ts';
import { MAX_LENGTH } from './fields.ts';

/** The parts of a lead form's YAML that decide what it sends (with the schema's defaults applied). */
export type LeadFormConfig = Pick<LeadFormSection, 'formType' | 'source' | 'fields'> & { select: { name: string } };

/** What the visitor typed, by field name. */
export type LeadValues = Record<string, string>;

/**
 * The JSON body of one lead, with exactly the keys of its form (SPEC §3), in order:
 * service forms `name, email, phone, businessName, unitType, message, timestamp, source, formType`;
 * the contact form the same without businessName; get-started
 * `firstName, lastName, email, phone, service, timestamp, source, formType`.
 * Every value is sent trimmed. The typed fields are also cut to their MAX_LENGTH: the form's
 * `maxlength` already stops a visitor there, so this only bounds values set by script (an old
 * draft, a held submission), keeping every lead below what the webhook accepts.
 * Consent is required to submit but is not sent; neither is the honeypot.
 */
export function buildLeadPayload(form: LeadFormConfig, values: LeadValues, now: Date = new Date()): Record<string, string> {
  const value = (name: string) => (values[name] ?? '').trim();
  const typed = (name: keyof typeof MAX_LENGTH) => value(name).slice(0, MAX_LENGTH[name]).trimEnd();
  const { fields } = form;
  const payload: Record<string, string> = {};
  if (fields.splitName) {
    payload.firstName = typed('firstName');
    payload.lastName = typed('lastName');
  } else payload.name = typed('name');
  payload.email = typed('email');
  payload.phone = typed('phone');
  if (fields.businessName) payload.businessName = typed('businessName');
  payload[form.select.name] = value(form.select.name);
  if (fields.message) payload.message = typed('message');
  payload.timestamp = now.toISOString();
  payload.source = form.source;
  payload.formType = form.formType;
  return payload;
}
