import { isRecord } from '@/build/content/is-record';
import { sameValue } from '@/build/editor/json-ops';
import type { Choices, JsonSchema, SchemaBundle, SectionValue } from '../api/types';
import { normalize } from '../form/schema-kind';
import { fitLinks } from './fit-links';
import { withUniqueId } from './section-label';

/**
 * `value` without the parts that only say what the schema's default already says: the page gets
 * the lines an editor would have written, and the default keeps one home (the consent wording of a
 * lead form stays the schema's, not a copy frozen into every page that adds the section).
 */
export function withoutDefaults(value: unknown, input: JsonSchema): unknown {
  const schema = normalize(input);
  if (Array.isArray(value)) return schema.items ? value.map((item) => withoutDefaults(item, schema.items!)) : value;
  if (!isRecord(value) || !schema.properties) return value;
  const required = new Set(schema.required ?? []);
  const kept: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(value)) {
    const property = schema.properties[key];
    if (!property) kept[key] = part;
    else if (!required.has(key) && 'default' in property && sameValue(part, property.default)) continue;
    else kept[key] = withoutDefaults(part, property);
  }
  return kept;
}

/**
 * The section "Add section" inserts: its type's example with an id no other section has, without
 * what repeats a default, its links fitted to the site (`pages`: the other pages and their ids).
 */
export function newSection(
  type: string,
  { bundle, sections, pages }: { bundle: SchemaBundle | null; sections: SectionValue[]; pages: Choices['pages'] },
): SectionValue {
  const schema = bundle?.sections[type];
  const example = (schema?.examples?.[0] ?? { type }) as SectionValue;
  const copy = withUniqueId(
    example,
    sections.map((section) => section.id),
  );
  if (!bundle || !schema) return copy;
  return fitLinks(withoutDefaults(copy, schema) as SectionValue, { bundle, sections, pages });
}
