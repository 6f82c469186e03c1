/**
 * The words the editor's forms show come from the schemas (their x-ui blocks and descriptions),
 * never from the technical names: every section type, field, list entry and choice of schema/ has
 * words for people, and no help text speaks YAML (true adds…, site/data/….yaml, /assets/<file>).
 */
import { describe, expect, it } from 'vitest';
import { schemaBundle } from '../../src/build/content/schema-bundle';
import type { JsonSchema, SchemaBundle } from '../../src/editor/api/types';
import { helpText } from '../../src/editor/form/words';
import { SCHEMA_DIR } from '../helpers/fixture-site';

const bundle = schemaBundle(SCHEMA_DIR) as unknown as SchemaBundle;

/** Keys whose words alone would be technical or say little ("Href", "Seo", "Ui", "Ids"). */
const TECHNICAL = /[A-Z]|^(id|ids|href|src|alt|seo|ui|locale|noindex|cta|radii|sm|md|lg|xl|x)$/;
const YAML_TALK = /\btrue\b|\bfalse\b|site\/|\.ya?ml\b|\/assets\/<|schema\/|mailto:|tel:|https?:\/\/…/;

interface Finding {
  where: string;
  what: string;
}

/** Every schema the forms show, with where it is, walked as the form generator walks it. */
function walk(schema: JsonSchema, where: string, found: Finding[], key?: string): void {
  const ui = schema['x-ui'];
  if (key !== undefined && TECHNICAL.test(key) && !ui?.label) found.push({ where, what: `the field ${key} has no x-ui label` });
  const help = helpText(schema);
  if (help && YAML_TALK.test(help)) found.push({ where, what: `its help speaks YAML: ${help}` });
  if (schema.enum && !schema['x-icon'])
    for (const value of schema.enum)
      if (!ui?.choices?.[String(value)]) found.push({ where, what: `the choice ${JSON.stringify(value)} has no words in x-ui.choices` });
  const isList = schema.type === 'array' || schema.items !== undefined;
  if (isList && !ui?.item && !schema.items?.['x-ui']?.item)
    found.push({ where, what: 'a list without x-ui.item (what one entry is called)' });
  for (const [name, child] of Object.entries(schema.properties ?? {})) if (name !== 'type') walk(child, `${where} › ${name}`, found, name);
  if (schema.items) walk(schema.items, `${where}[]`, found);
  if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${where}.*`, found);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(branch, `${where} (a kind)`, found);
}

describe('the words of the forms', () => {
  it('names every section type, the site settings and each file of site/data in words', () => {
    const names = Object.entries({ ...bundle.sections, 'site.yaml': bundle.site, ...bundle.data }).map(
      ([name, schema]) => [name, schema['x-ui']?.label] as const,
    );
    expect(names.filter(([, label]) => !label)).toEqual([]);
    expect(names.find(([name]) => name === 'floating-snacks')?.[1]).toBe('Floating snack pictures');
    // Two section types never share a name: the Add section list tells every one apart.
    const labels = Object.values(bundle.sections).map((schema) => schema['x-ui']!.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('gives every technical field a label, every choice words, every list a name for its entries, and help without YAML', () => {
    const found: Finding[] = [];
    walk(bundle.page, 'page', found);
    for (const [type, schema] of Object.entries(bundle.sections)) walk(schema, type, found);
    walk(bundle.site, 'site.yaml', found);
    for (const [name, schema] of Object.entries(bundle.data)) walk(schema, `data/${name}.yaml`, found);
    expect(found.map((finding) => `${finding.where}: ${finding.what}`)).toEqual([]);
  });

  it('words the cases the issue named: button styles, the id list of testimonials, the select name', () => {
    const variant = bundle.site.properties!.header!.properties!.action!.properties!.variant!;
    expect(variant['x-ui']?.choices?.destructive).toBe('Red, for a warning');
    expect(variant['x-ui']?.choices?.ghost).toBe('Plain, no frame');
    const ids = bundle.sections.testimonials!.properties!.ids!;
    expect([ids['x-ui']?.label, ids['x-ui']?.item]).toEqual(['Shared quotes', 'Quote']);
    const select = bundle.sections['lead-form']!.properties!.select!.properties!.name!;
    expect(select['x-ui']?.choices?.unitType).toBe('Location type');
  });
});
