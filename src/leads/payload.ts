/** The parts of a lead form's YAML that decide what it sends. */
export interface LeadFormConfig {
  formType: string;
  source: string;
  fields?: { businessName?: boolean; message?: boolean; splitName?: boolean };
  select: { name: string };
}

/** What the visitor typed, by field name. */
export type LeadValues = Record<string, string>;

/**
 * The JSON body of one lead, with exactly the keys of its form (SPEC §3), in order:
 * service forms `name, email, phone, businessName, unitType, message, timestamp, source, formType`;
 * the contact form the same without businessName; get-started
 * `firstName, lastName, email, phone, service, timestamp, source, formType`.
 * Consent is required to submit but is not sent; neither is the honeypot.
 */
export function buildLeadPayload(form: LeadFormConfig, values: LeadValues, now: Date = new Date()): Record<string, string> {
  const value = (name: string) => (values[name] ?? '').trim();
  const fields = form.fields ?? {};
  const payload: Record<string, string> = {};
  if (fields.splitName) {
    payload.firstName = value('firstName');
    payload.lastName = value('lastName');
  } else payload.name = value('name');
  payload.email = value('email');
  payload.phone = value('phone');
  if (fields.businessName) payload.businessName = value('businessName');
  payload[form.select.name] = value(form.select.name);
  if (fields.message) payload.message = value('message');
  payload.timestamp = now.toISOString();
  payload.source = form.source;
  payload.formType = form.formType;
  return payload;
}
