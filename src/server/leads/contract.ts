import type { SiteModel } from '../../content/model.ts';
import type { LeadFormSection } from '../../generated/content-types.ts';
import { MAX_LENGTH, type TypedField } from '../../leads/fields.ts';
import type { LeadFormConfig } from '../../leads/payload.ts';

/** What one form of the site may send, generated from its section in site/pages. */
export interface FormContract {
  form: LeadFormConfig;
  /** The fields a visitor fills, in the order of the body, each with its limit. */
  typed: TypedField[];
  /** The typed fields a visitor must fill (all but the message). */
  required: Set<string>;
  /** The values the form's drop-down list offers. */
  options: Set<string>;
  /** The thank-you page of the form. */
  successHref: string;
}

/** Every form of the site, by `formType`; two forms of one type differ by `source`. */
export type Contracts = Map<string, FormContract[]>;

/** The contracts of every lead-form section of the site's pages. */
export function formContracts(model: SiteModel): Contracts {
  const contracts: Contracts = new Map();
  for (const page of model.pages)
    for (const section of page.sections) {
      if (section.type !== 'lead-form') continue;
      const { formType, source, fields, select, successHref } = section as LeadFormSection;
      const typed: TypedField[] = fields.splitName ? ['firstName', 'lastName'] : ['name'];
      if (fields.businessName) typed.push('businessName');
      typed.push('email', 'phone');
      if (fields.message) typed.push('message');
      const options = model.site.data.options.items[select.optionSet]?.options ?? [];
      const contract: FormContract = {
        form: { formType, source, fields, select: { name: select.name } },
        typed,
        required: new Set(typed.filter((name) => name !== 'message')),
        options: new Set(options.map((option) => option.value)),
        successHref,
      };
      const same = contracts.get(formType) ?? [];
      if (!same.some((other) => other.form.source === source)) same.push(contract);
      contracts.set(formType, same);
    }
  return contracts;
}

/** Why a post's values break its form's contract, or null when they keep it. */
export function contractError(contract: FormContract, values: Record<string, unknown>): string | null {
  for (const name of contract.typed) {
    const value = values[name] ?? '';
    if (typeof value !== 'string') return `${name} must be text`;
    if (contract.required.has(name) && value.trim() === '') return `${name} is required`;
    // What the page's maxlength counts: UTF-16 code units.
    if (value.trim().length > MAX_LENGTH[name]) return `${name} is longer than ${MAX_LENGTH[name]} characters`;
  }
  const choice = values[contract.form.select.name];
  if (typeof choice !== 'string' || !contract.options.has(choice.trim()))
    return `${contract.form.select.name} must be one of the form's options: ${[...contract.options].join(', ')}`;
  const email = String(values.email).trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return 'email must be an e-mail address';
  return null;
}
