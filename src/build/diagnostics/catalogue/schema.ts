import type { IssueDraft } from '../issues.ts';
import { didYouMean, draft, list, q } from './words.ts';

/** JSON types in words, as an editor of YAML sees them. */
const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping (key: value lines)',
  array: 'a list (lines starting with "- ")',
  null: 'empty',
};
const typeWords = (type: string) => TYPE_WORDS[type] ?? type;

/** What the schema refuses (diagnostics/ajv-issues.ts maps each ajv error to one of these). */
/** How many allowed values a hint lists before it points to the section reference instead. */
export const MAX_LISTED = 30;

export const schemaIssues = {
  unknownSection: (type: string, known: readonly string[], suggestion?: string): IssueDraft => ({
    code: 'unknown-section',
    message: `unknown section type ${q(type)}.${didYouMean(suggestion)}`,
    hint: `Section types: ${list(known)}.`,
  }),
  missingSectionType: (known: readonly string[]): IssueDraft => ({
    code: 'missing-section-type',
    message: 'this section has no type',
    hint: `Start the section with "- type: <name>". Section types: ${list(known)}.`,
  }),
  unknownKey: (key: string, allowed: readonly string[], suggestion?: string): IssueDraft => ({
    code: 'unknown-key',
    message: `unknown property ${q(key)}.${didYouMean(suggestion)}`,
    hint: allowed.length ? `Allowed here: ${list(allowed)}.` : 'Nothing else is allowed here.',
  }),
  /** `value`, when given, is the value found: a number or yes/no meant as text is shown in quotes. */
  wrongType: (expected: string, actual: string, value?: unknown): IssueDraft => ({
    code: 'wrong-type',
    message: `must be ${typeWords(expected)}, but it is ${typeWords(actual)}`,
    hint: expected !== 'string' ? `Change the value to ${typeWords(expected)}.` : textHint(actual, value),
  }),
  /** `route:` at the top of a page, whose address comes from its file's name. */
  routeKey: () =>
    draft(
      'unknown-key',
      'a page has no "route": its address comes from its file name (pages/gyms.yaml is /gyms)',
      'Remove "route:" and name the file after the address you want (run npm run new-page -- /address for a new one).',
    ),
  /** `- hero` in a page's sections: the type alone, not a section. */
  /** `- hero:` for `- type: hero`. */
  sectionTypeAsKey: (type: string): IssueDraft => ({
    code: 'missing-section-type',
    message: `this section has no type: ${q(`${type}:`)} is a section type written as a key`,
    hint: `Write "- type: ${type}" in place of "- ${type}:", with the section's fields under it, lined up with "type:".`,
  }),
  /** `sections:` followed by `hero:`, `text:`… for a list of sections. */
  sectionsAsMapping: (type: string): IssueDraft => ({
    code: 'wrong-type',
    message: `must be a list of sections, but it is a mapping: ${q(`${type}:`)} is a section type written as a key`,
    hint: `Write each section as an item of a list: "- type: ${type}" in place of "${type}:", with its fields under it, lined up with "type:".`,
  }),
  sectionAsName: (type: string) =>
    draft(
      'wrong-type',
      `a section is written with its type as "type: ${type}", not as its name alone`,
      `Write "- type: ${type}" and the section's fields under it (site/SECTIONS.md has an example of each type).`,
    ),
  missingProp: (prop: string): IssueDraft => ({
    code: 'missing-prop',
    message: `missing required property ${q(prop)}`,
    hint: `Add "${prop}:" here.`,
  }),
  notAllowed: (allowed: readonly unknown[], actual: unknown, suggestion?: string | readonly string[]): IssueDraft =>
    allowed.length === 1
      ? { code: 'not-allowed', message: `must be ${list(allowed)}`, hint: `Set it to ${list(allowed)}.` }
      : {
          code: 'not-allowed',
          message: `${typeof actual === 'string' ? q(actual) : JSON.stringify(actual)} is not one of the allowed values.${didYouMean(suggestion)}`,
          // A long list (the icon names) is not read by anyone: say where it is instead.
          hint:
            allowed.length > MAX_LISTED
              ? `Use one of the ${allowed.length} allowed values listed for this field in site/SECTIONS.md.`
              : `Use one of: ${list(allowed)}.`,
        },
  /** A date of the right shape that names no day (2025-02-30). */
  noSuchDay: (date: string): IssueDraft => ({
    code: 'bad-format',
    message: `${JSON.stringify(date)} is no day of the calendar`,
    hint: 'Check the month and the day, written as YYYY-MM-DD: for example 2025-10-06.',
  }),
  badFormat: (explain: string, fix?: string): IssueDraft => ({
    code: 'bad-format',
    message: explain,
    hint: fix ?? 'Correct the value to the format described.',
  }),
  /** The fix for a link the link pattern refuses, when its slip is a common one. */
  linkFix: (href: string): string | undefined => {
    const [path = '', rest = ''] = href.split(/(?=[?#])/);
    if (/^(www\.|[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/|$))/i.test(href)) return `Write the whole web address: "https://${href}".`;
    if (/^[a-z0-9][a-z0-9/._-]*$/i.test(path) && !rest) return `Start an address on this site with a slash: "/${path.toLowerCase()}".`;
    if (path.startsWith('/') && path !== path.toLowerCase())
      return `Addresses on this site are lower case: "${path.toLowerCase()}${rest}".`;
    if (path.startsWith('/') && rest.startsWith('?')) return `A link on this site takes no ?query: "${path}".`;
    return undefined;
  },
  badCount: (what: 'at least' | 'at most', n: number, unit: 'items' | 'characters'): IssueDraft => ({
    code: 'bad-count',
    message: `must have ${what} ${n} ${n === 1 ? unit.replace(/s$/, '') : unit}`,
    hint: what === 'at least' ? `Add ${unit === 'items' ? 'entries' : 'text'} here.` : `Remove some ${unit} here.`,
  }),
  badNumber: (comparison: string, limit: number): IssueDraft => ({
    code: 'bad-number',
    message: `must be ${comparison} ${limit}`,
    hint: 'Change the number.',
  }),
} as const;

/** How to make text of a value of another kind. */
function textHint(actual: string, value: unknown): string {
  if (actual === 'array') return 'Write the text on the line of its key, not as a list (lines starting with "- ").';
  if (actual === 'object') return 'Write the text on the line of its key, not as key: value lines under it.';
  const typed = value === null || value === undefined ? '' : String(value);
  return typed ? `Put the value in quotes to make it text: "${typed}".` : 'Write the text after the key, or remove the key.';
}
