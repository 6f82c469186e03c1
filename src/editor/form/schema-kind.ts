import type { JsonSchema } from '../api/types';

export type FieldKind =
  'const' | 'choice' | 'icon' | 'enum' | 'ref' | 'asset' | 'link' | 'text' | 'number' | 'boolean' | 'object' | 'map' | 'list' | 'unknown';

/** The schema of each entry of a keyed collection (the records of site/data by id), or undefined for any other schema. */
export function entrySchema(schema: JsonSchema): JsonSchema | undefined {
  const entries = schema.additionalProperties;
  return !schema.properties && typeof entries === 'object' ? entries : undefined;
}

/** allOf merged into one schema (the schemas of schema/ use none today; a server may produce it when it resolves $refs). */
export function normalize(schema: JsonSchema): JsonSchema {
  if (!schema.allOf?.length) return schema;
  const { allOf, ...own } = schema;
  return allOf.map(normalize).reduce<JsonSchema>(
    (merged, part) => ({
      ...part,
      ...merged,
      properties: { ...part.properties, ...merged.properties },
      required: [...(part.required ?? []), ...(merged.required ?? [])],
    }),
    own,
  );
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** Which control a schema gets. Icon names are marked x-icon (or, in older schemas, an enum of only icon names). */
export function kindOf(input: JsonSchema, icons: ReadonlySet<string>): FieldKind {
  const schema = normalize(input);
  if ('const' in schema) return 'const';
  if (schema.anyOf?.length || schema.oneOf?.length) return 'choice';
  if (schema['x-icon']) return 'icon';
  if (schema.enum?.length) {
    const allIcons = schema.enum.every((value) => typeof value === 'string' && icons.has(value));
    return allIcons || (icons.size === 0 && schema.title === 'IconName') ? 'icon' : 'enum';
  }
  if (schema['x-ref']) return 'ref';
  if (schema['x-asset']) return 'asset';
  if (schema['x-link']) return 'link';
  switch (typeOf(schema)) {
    case 'string':
      return 'text';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'list';
    case 'object':
      return entrySchema(schema) ? 'map' : 'object';
  }
  if (schema.properties) return 'object';
  if (schema.items) return 'list';
  return 'unknown';
}

/**
 * A blank value of a schema, for a part added to a page by hand (Add media, Add item): its required
 * parts, empty, so nothing of the schema's examples (a sample video, another page's alt text) slips
 * into the page unnoticed. Each empty required text then shows its issue on its field until written.
 */
export function blankValue(input: JsonSchema): unknown {
  const schema = normalize(input);
  if ('const' in schema) return schema.const;
  if ('default' in schema) return structuredClone(schema.default);
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return blankValue(branch);
  switch (typeOf(schema) ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined)) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, blankValue(schema.properties?.[key] ?? {})]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => newEntry(schema));
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    default:
      return '';
  }
}

/** A new entry of a list, blank (blankValue). */
export function newEntry(list: JsonSchema): unknown {
  return blankValue(list.items ?? {});
}

/** Whether a value has the shape of a schema (to pick the branch of an anyOf that a value takes). */
export function fits(input: JsonSchema, value: unknown): boolean {
  const schema = normalize(input);
  const type = typeOf(schema) ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  if (type === 'string') return typeof value === 'string';
  if (type === 'integer' || type === 'number') return typeof value === 'number';
  if (type === 'boolean') return typeof value === 'boolean';
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return true;
}

/** Long texts (examples over a line) get a text area. */
export function isLongText(schema: JsonSchema): boolean {
  return (schema.examples ?? []).some((example) => typeof example === 'string' && example.length > 60);
}
