import type { IssueDraft } from './issues.ts';

/**
 * The catalogue of every message the content checks can print. Each entry returns the code,
 * the message (what is wrong) and the hint (what to do). Tests assert these texts exactly.
 */
const q = (s: string) => JSON.stringify(s);
const didYouMean = (s?: string) => (s ? ` Did you mean ${q(s)}?` : '');
const list = (xs: readonly unknown[]) => xs.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', ');

export const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping (key: value lines)',
  array: 'a list (lines starting with "- ")',
  null: 'empty',
};

export const catalogue = {
  readFailed: (reason: string): IssueDraft => ({
    code: 'read-failed',
    message: `cannot read this file (${reason})`,
    hint: 'Save the file as UTF-8 text and check that it is readable.',
  }),
  notUtf8: (): IssueDraft => ({
    code: 'read-failed',
    message: 'this file is not valid UTF-8 text',
    hint: 'Save the file with UTF-8 encoding; the first invalid character is here.',
  }),
  missingFile: (name: string, schema: string): IssueDraft => ({
    code: 'missing-file',
    message: `${name} is missing`,
    hint: `Create ${name}; the shape it needs is described in ${schema}.`,
  }),
  schemaError: (detail: string): IssueDraft => ({
    code: 'schema-error',
    message: `a schema file is not valid JSON Schema: ${detail}`,
    hint: 'Fix the schema file named in the message (this is a schema mistake, not a content mistake).',
  }),
  misnamedPage: (name: string, why: string, rename?: string, renameExists = false, fromJson = false): IssueDraft => ({
    code: 'bad-filename',
    message: `${q(name)} is not read as a page: ${why}`,
    hint: !rename
      ? 'Page files are named in lower-case letters, digits and dashes and end in .yaml, e.g. pages/vending-services.yaml.'
      : renameExists
        ? `${rename} exists already and is the page: move what you need from this file into it, then delete this file.`
        : `Rename it to ${rename}.${fromJson ? ' JSON is also YAML, so the content can stay as it is.' : ''}`,
  }),
  notAPage: (name: string): IssueDraft => ({
    code: 'not-a-page',
    severity: 'warning',
    message: `${q(name)} is not a page and is ignored: only .yaml files in site/pages are pages`,
    hint: 'Move it out of site/pages (pictures and documents belong in site/assets), or delete it.',
  }),
  reservedAddress: (route: string, reason: string, rename: string): IssueDraft => ({
    code: 'reserved-address',
    message: `the address ${route} is reserved: ${reason}`,
    hint: `Rename the file, e.g. ${rename}.`,
  }),
  linkOutside: (target?: string): IssueDraft => ({
    code: 'unsafe-link',
    message:
      target === undefined
        ? 'this file is reached through a link that leads outside the site folder: it is not read or published'
        : `this is a link to ${q(target)}, outside the site folder: it is not read or published`,
    hint: 'Replace the link with a copy of the file inside the site folder, or delete it: only files inside the site folder are read and published.',
  }),
  linkLoop: (where?: string): IssueDraft => ({
    code: 'unsafe-link',
    message:
      where === undefined
        ? 'this link leads back to itself through other links: it is not read or published'
        : `this link leads back to ${where}, a folder that contains it: it is not followed, so nothing is read or published through it`,
    hint:
      where === undefined
        ? 'Delete the link, or point it at a file inside the site folder.'
        : 'Delete the link (a link to "." or ".." repeats a folder inside itself forever); to have the same files under a second name, copy them.',
  }),
  linkRepeat: (where: string, listedAs: string): IssueDraft => ({
    code: 'unsafe-link',
    message: `this link leads to ${where}, which is already listed${listedAs === where ? '' : ` as ${listedAs}`}: it is not followed, so nothing is read or published through it`,
    hint: 'Delete the link; to have the same files under this name too, copy them.',
  }),
  linkBroken: (target: string): IssueDraft => ({
    code: 'unsafe-link',
    message: `this link leads to ${q(target)}, which does not exist`,
    hint: 'Delete the link, or point it at an existing file inside the site folder.',
  }),
  notRegularFile: (): IssueDraft => ({
    code: 'unsafe-link',
    message: 'this is not a regular file (it is a pipe, a socket or a device): it is not read or published',
    hint: 'Delete it: only regular files are read and published.',
  }),
  unpublishedAsset: (src: string, why: 'dot' | 'leftover' | 'outside' | 'unsafe'): IssueDraft => ({
    code: 'unpublished-asset',
    message: `the file ${q(src)} is not published: ${
      {
        dot: 'names starting with a dot are never published',
        leftover: 'its name is that of an editor or system leftover (a backup, lock or swap file), which is never published',
        outside: 'it is a link, or in a linked folder, that leads outside the site folder',
        unsafe: 'it is neither a regular file nor a link to one inside the site folder',
      }[why]
    }`,
    hint: {
      dot: 'Rename the file (and its folders) so that no name starts with a dot, and use the new path here.',
      leftover: 'Rename the file to an ordinary name (without ~, .bak, .orig or the like) and use the new path here.',
      outside: 'Copy the file into site/assets instead of linking to it.',
      unsafe: 'Put a regular file at this path in site/assets (see the error reported at that file).',
    }[why],
  }),
  yamlSyntax: (detail: string): IssueDraft => ({
    code: 'yaml-syntax',
    message: `YAML syntax error: ${detail}`,
    hint: 'Check this line for a missing colon, an unclosed quote or bracket, or wrong indentation.',
  }),
  yamlColon: (): IssueDraft => ({
    code: 'yaml-syntax',
    message: 'YAML syntax error: a value contains ": " and reads as a nested key',
    hint: 'Put the whole value in quotes, e.g. title: "Note: installation is free".',
  }),
  yamlTab: (): IssueDraft => ({
    code: 'yaml-tab',
    message: 'a tab is used for indentation',
    hint: 'YAML indents with spaces only: replace the tab with spaces (two per level).',
  }),
  duplicateKey: (key: string): IssueDraft => ({
    code: 'yaml-duplicate-key',
    message: `the key ${q(key)} appears twice in the same block`,
    hint: 'Keep one of them: each key may appear only once in a block.',
  }),
  aliasLimit: (reason: string): IssueDraft => ({
    code: 'yaml-alias',
    message: `YAML aliases (*name) cannot be used here: ${reason}`,
    hint: 'Write the values out instead of repeating them through anchors (&name) and aliases (*name).',
  }),
  emptyFile: (): IssueDraft => ({
    code: 'empty-file',
    message: 'the file is empty',
    hint: 'Add content, or delete the file. A page needs title:, description: and sections:.',
  }),
  notAMapping: (): IssueDraft => ({
    code: 'not-a-mapping',
    message: 'the file must contain key: value lines at the top level',
    hint: 'Start with keys such as title:, description: and sections:.',
  }),
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
  wrongType: (expected: string, actual: string): IssueDraft => ({
    code: 'wrong-type',
    message: `must be ${typeWords[expected] ?? expected}, but it is ${typeWords[actual] ?? actual}`,
    hint:
      expected === 'string'
        ? 'Put the value in quotes to make it text, e.g. "24/7".'
        : `Change the value to ${typeWords[expected] ?? expected}.`,
  }),
  missingProp: (prop: string): IssueDraft => ({
    code: 'missing-prop',
    message: `missing required property ${q(prop)}`,
    hint: `Add "${prop}:" here.`,
  }),
  notAllowed: (allowed: readonly unknown[], actual: unknown, suggestion?: string): IssueDraft =>
    allowed.length === 1
      ? { code: 'not-allowed', message: `must be ${list(allowed)}`, hint: `Set it to ${list(allowed)}.` }
      : {
          code: 'not-allowed',
          message: `${typeof actual === 'string' ? q(actual) : JSON.stringify(actual)} is not one of the allowed values.${didYouMean(suggestion)}`,
          hint: `Use one of: ${list(allowed)}.`,
        },
  badFormat: (explain: string): IssueDraft => ({
    code: 'bad-format',
    message: explain,
    hint: 'Correct the value to the format described.',
  }),
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
  missingRoute: (href: string, suggestion?: string): IssueDraft => ({
    code: 'missing-route',
    message: `the link ${q(href)} goes to no page of this site.${didYouMean(suggestion)}`,
    hint: 'Link to an existing page (a file in site/pages) or create that page.',
  }),
  missingAnchor: (href: string, route: string, ids: readonly string[]): IssueDraft => ({
    code: 'missing-anchor',
    message: `the link ${q(href)} jumps to a section id that the page ${route} does not have`,
    hint: ids.length ? `Section ids on ${route}: ${list(ids)}. Add "id:" to the target section or fix the link.` : `Add "id:" to the section of ${route} that the link should jump to.`,
  }),
  missingRef: (collection: string, id: string, known: readonly string[], suggestion?: string): IssueDraft => ({
    code: 'missing-ref',
    message: `no ${collection} entry has the id ${q(id)}.${didYouMean(suggestion)}`,
    hint: `Ids in site/data/${collection}.yaml: ${list(known)}.`,
  }),
  missingAsset: (src: string): IssueDraft => ({
    code: 'missing-asset',
    message: `the file ${q(src)} does not exist in site/assets`,
    hint: 'Put the file in site/assets or correct the path (paths are case-sensitive).',
  }),
  duplicateRoute: (route: string, other: string): IssueDraft => ({
    code: 'duplicate-route',
    message: `the address ${route} is also claimed by ${other}`,
    hint: 'Keep one of the two files: a page is either name.yaml or name/index.yaml.',
  }),
  duplicateId: (id: string): IssueDraft => ({
    code: 'duplicate-id',
    message: `the section id ${q(id)} is used twice on this page`,
    hint: 'Give each section on a page a different id.',
  }),
  navItem: (): IssueDraft => ({
    code: 'nav-item',
    message: 'a menu entry needs either href (a link) or items (a dropdown), not both and not neither',
    hint: 'Write "href: /page" for a link, or "items:" with a list of links for a dropdown.',
  }),
  longTitle: (length: number): IssueDraft => ({
    code: 'long-title',
    severity: 'warning',
    message: `the title is ${length} characters long; search results cut it after about 60`,
    hint: 'Shorten the title to 60 characters or fewer.',
  }),
  longDescription: (length: number): IssueDraft => ({
    code: 'long-description',
    severity: 'warning',
    message: `the description is ${length} characters long; search results cut it after about 160`,
    hint: 'Shorten the description to 160 characters or fewer.',
  }),
  shortDescription: (length: number): IssueDraft => ({
    code: 'short-description',
    severity: 'warning',
    message: `the description is ${length} characters long; search results show 50 to 160 to summarise a page`,
    hint: 'Lengthen the description to 50 characters or more: one or two sentences on what the page offers.',
  }),
  noMainHeading: (): IssueDraft => ({
    code: 'no-main-heading',
    severity: 'warning',
    message: 'this page has no main heading (H1): none of its sections is a hero, product-hero or legal',
    hint: 'Start the page with a hero section (product-hero on a machine page, legal on a legal page): it shows the one main heading that visitors, screen readers and search engines look for.',
  }),
  extraMainHeading: (first: string): IssueDraft => ({
    code: 'extra-main-heading',
    message: `a second main heading (H1): ${first} already gives this page its main heading`,
    hint: 'Keep one hero, product-hero or legal section per page; for another heading use a section with a title, such as text, benefits or cta.',
  }),
  extraLeadForm: (first: string, id: string): IssueDraft => ({
    code: 'extra-lead-form',
    message: `a second lead form: ${first} is already the form of this page, and a page has at most one`,
    hint: `Remove this form; buttons jump to the page's form with href: "#${id}".`,
  }),
  missingAlt: (): IssueDraft => ({
    code: 'missing-alt',
    message: 'the picture has no alt text',
    hint: 'Describe what the picture shows in a few words (screen readers read it aloud). Only for a purely decorative picture, keep alt: "" and add decorative: true.',
  }),
  decorativeAlt: (alt: string): IssueDraft => ({
    code: 'decorative-alt',
    message: `a decorative picture must have an empty alt, but this one has ${q(alt)}`,
    hint: 'Delete "decorative: true" if the picture shows something worth describing, or set alt: "" if it is pure decoration.',
  }),
  emptyConsent: (): IssueDraft => ({
    code: 'empty-consent',
    message: 'the consent text is empty: visitors must see what they agree to before they send the form',
    hint: 'Write the consent wording here, or delete the consent line to use the standard wording.',
  }),
  noDefaultConsent: (): IssueDraft => ({
    code: 'empty-consent',
    message: 'this lead form has no consent text: it has no consent line and the standard wording is empty',
    hint: 'Add "consent:" with the wording to this form, or restore the standard wording in src/sections/lead-form-consent.ts.',
  }),
  tooManyIssues: (limit: number): IssueDraft => ({
    code: 'too-many-issues',
    message: `this file has more than ${limit} problems; only the first ${limit} are listed`,
    hint: 'Fix the problems listed above and validate again to see the rest.',
  }),
} as const;

