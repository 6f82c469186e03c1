import type { Locator, Page } from 'playwright-core';
import type { SiteData } from '../../src/content/model';
import type { LeadFormSection } from '../../src/generated/content-types';

/** What a test visitor types into a lead form. */
export const visitor = {
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 214 555 0100',
  businessName: 'Analytical Engines LLC',
  message: 'Two floors, about 80 staff.',
};

/** Every value a visitor typed, as it may appear in an address (encoded or not). */
export function typedFragments(): string[] {
  return Object.values(visitor).flatMap((value) => [
    value,
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
  ]);
}

/**
 * Fill a lead form the way a visitor does, through its visible labels: every field the form has,
 * the last option of its list, and the consent box. Returns the form and the option chosen.
 */
export async function fillLeadForm(page: Page, form: LeadFormSection, site: SiteData): Promise<{ scope: Locator; choice: string }> {
  const scope = page.locator(`form[data-form-type="${form.formType}"]`);
  const { fields } = form;
  if (fields.splitName) {
    await scope.getByLabel('First Name', { exact: true }).fill(visitor.firstName);
    await scope.getByLabel('Last Name', { exact: true }).fill(visitor.lastName);
  } else await scope.getByLabel('Full Name', { exact: true }).fill(visitor.name);
  await scope.getByLabel('Email Address', { exact: true }).fill(visitor.email);
  await scope.getByLabel('Phone Number', { exact: true }).fill(visitor.phone);
  if (fields.businessName) await scope.getByLabel('Business Name', { exact: true }).fill(visitor.businessName);
  const option = site.data.options.items[form.select.optionSet]!.options.at(-1)!;
  await scope.getByLabel(form.select.label, { exact: true }).selectOption(option.value);
  if (fields.message) await scope.getByLabel('Additional Details (optional)', { exact: true }).fill(visitor.message);
  await scope.getByRole('checkbox').check();
  return { scope, choice: option.value };
}

/** The lead fields a form sends for what fillLeadForm typed, in the order of SPEC §3. */
export function expectedLead(form: LeadFormSection, choice: string): Record<string, string> {
  const { fields } = form;
  return {
    ...(fields.splitName ? { firstName: visitor.firstName, lastName: visitor.lastName } : { name: visitor.name }),
    email: visitor.email,
    phone: visitor.phone,
    ...(fields.businessName ? { businessName: visitor.businessName } : {}),
    [form.select.name]: choice,
    ...(fields.message ? { message: visitor.message } : {}),
  };
}

/**
 * What a lead form shows: the value of each of its fields, named as in a lead (the keys of
 * expectedLead, in its order), and `consent`, whether its consent box is ticked.
 */
export async function readLeadForm(page: Page, form: LeadFormSection): Promise<Record<string, string | boolean>> {
  const scope = page.locator(`form[data-form-type="${form.formType}"]`);
  const value = (label: string) => scope.getByLabel(label, { exact: true }).inputValue();
  const { fields } = form;
  return {
    ...(fields.splitName
      ? { firstName: await value('First Name'), lastName: await value('Last Name') }
      : { name: await value('Full Name') }),
    email: await value('Email Address'),
    phone: await value('Phone Number'),
    ...(fields.businessName ? { businessName: await value('Business Name') } : {}),
    [form.select.name]: await value(form.select.label),
    ...(fields.message ? { message: await value('Additional Details (optional)') } : {}),
    consent: await scope.getByRole('checkbox').isChecked(),
  };
}
