import type { JsonSchema } from '../api/types';

/**
 * The words a form shows come from the schema: its `x-ui` block (label, help, item, choices) and
 * its description. Keys and values themselves are for the YAML view; a key in words is the last
 * resort, for plain one-word keys (title → Title) that need no label of their own.
 */

/** `effectiveDate` → `Effective date`, `hide_title` → `Hide title`. */
export function keyInWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's label: its `x-ui` label, else its key in words. */
export function fieldLabel(key: string, schema: JsonSchema): string {
  return schema['x-ui']?.label?.trim() || keyInWords(key);
}

/** A field's help for people: its `x-ui` help, else its description (written for people who edit the YAML). */
export function helpText(schema: JsonSchema): string | undefined {
  return schema['x-ui']?.help ?? schema.description;
}

/** What one entry of a list or collection is called: the entries' own `x-ui` item, else the list's, else the list's label made singular. */
export function itemLabel(listLabel: string, items: JsonSchema, list?: JsonSchema): string {
  const named = items['x-ui']?.item ?? list?.['x-ui']?.item;
  if (named) return named;
  return listLabel.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
}

/** The label of one entry of a list: Items → Item 3. */
export function entryLabel(singular: string, index: number): string {
  return `${singular} ${index + 1}`;
}

/** The words a record of a collection is known by in the form: its name, title, author or label, else its id. */
export function entryName(record: unknown, id: string): string {
  if (!record || typeof record !== 'object') return id;
  const fields = record as Record<string, unknown>;
  const name = ['name', 'title', 'author', 'label', 'description']
    .map((key) => fields[key])
    .find((value) => typeof value === 'string' && value);
  return typeof name === 'string' ? name : id;
}

/** A value as words for a list of choices or a default: the schema's `x-ui` choices, else true → on, text as it is. */
export function valueInWords(value: unknown, schema?: JsonSchema): string {
  const named = schema?.['x-ui']?.choices?.[String(value)];
  if (named) return named;
  if (value === true) return 'on';
  if (value === false) return 'off';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
