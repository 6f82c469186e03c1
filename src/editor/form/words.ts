import type { JsonSchema } from '../api/types';

/** Keys whose words alone would say little to someone who does not read YAML. */
const KEY_WORDS: Record<string, string> = {
  id: 'ID (for #links)',
  href: 'Link',
  src: 'File',
  alt: 'Alt text',
  noindex: 'Hide from search engines',
  catchAll: 'Also show for unknown addresses below it',
  cta: 'Call to action',
};

/** `effectiveDate` → `Effective date`, `hide_title` → `Hide title`. */
export function keyInWords(key: string): string {
  if (KEY_WORDS[key]) return KEY_WORDS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A field's label: its schema `title`, else its key in words. Titles that name a type rather than
 * a field (IconName, Image, Action: one identifier, no spaces, brought in by a $ref to a shared
 * definition) would hide what the field is for, so the key wins over those.
 */
export function fieldLabel(key: string, schema: JsonSchema): string {
  const title = schema.title?.trim();
  if (title && !/^[A-Z][A-Za-z0-9]*$/.test(title)) return title;
  return keyInWords(key);
}

/** The label of one entry of a list: Items → Item 3. */
export function entryLabel(listLabel: string, index: number): string {
  const singular = listLabel.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
  return `${singular} ${index + 1}`;
}

/** A value as words for a list of choices or a default: true → on. */
export function valueInWords(value: unknown): string {
  if (value === true) return 'on';
  if (value === false) return 'off';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
