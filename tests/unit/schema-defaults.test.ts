/**
 * Defaults live in the schema only: the loader fills them in (ajv useDefaults), so every component
 * gets them. ajv fills a default only where the schema puts it on a property (right under
 * `properties`, beside its $ref or not), never inside an anyOf or a oneOf without discriminator, and
 * never from the root of a referenced schema. This test finds every `default` of schema/ and checks,
 * for each one, that loading content which leaves the property out gives the property its value.
 *
 * The content: the shipped site, the valid fixture site (which leaves most settings out), every
 * example of the schemas, and the few sections below that leave out what nothing else does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../src/build/content/schemas';

type Json = Record<string, unknown>;
const SCHEMA_DIR = resolve('schema');
const schemas = loadSchemas(SCHEMA_DIR);
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

const cache = new Map<string, Json>();
const readSchema = (file: string): Json => {
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Json);
  return cache.get(file)!;
};
const schemaFiles = (readdirSync(SCHEMA_DIR, { recursive: true }) as string[])
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => join(SCHEMA_DIR, name));

/** A schema node, the file it is in and its JSON pointer there: `sections/cta.schema.json#/properties/tone`. */
interface At {
  node: Json;
  file: string;
  pointer: string;
}
const idOf = (file: string, pointer: string) => `${relative(SCHEMA_DIR, file)}#${pointer}`;

function follow(ref: string, from: string): At {
  const [path = '', pointer = ''] = ref.split('#');
  const file = path ? resolve(dirname(from), path) : from;
  let node: unknown = readSchema(file);
  for (const part of pointer.split('/').filter(Boolean)) node = (node as Json)[part];
  return { node: node as Json, file, pointer };
}

/**
 * Every property of schema/ that has a default, as `file#pointer` of the property's schema, and
 * every other schema with a default (which ajv would not apply).
 */
function allDefaults(): { found: string[]; misplaced: string[] } {
  const found: string[] = [];
  const misplaced: string[] = [];
  const walk = (node: unknown, file: string, pointer: string, underProperties = false) => {
    if (Array.isArray(node)) node.forEach((child, index) => walk(child, file, `${pointer}/${index}`));
    if (!isObject(node)) return;
    if (node.default !== undefined && !underProperties) misplaced.push(idOf(file, pointer));
    for (const [key, child] of Object.entries(node)) {
      if (['examples', 'default', 'enum', 'const', 'x-ui'].includes(key)) continue;
      if (key === 'properties' && isObject(child)) {
        for (const [name, property] of Object.entries(child)) {
          if (isObject(property) && property.default !== undefined) found.push(idOf(file, `${pointer}/properties/${name}`));
          walk(property, file, `${pointer}/properties/${name}`, true);
        }
        continue;
      }
      walk(child, file, `${pointer}/${key}`);
    }
  };
  for (const file of schemaFiles) walk(readSchema(file), file, '');
  return { found: found.sort(), misplaced };
}

/** For each default: the places content left the property out, and those where it stayed missing after loading. */
const applied = new Map<string, string[]>();
const missed = new Map<string, string[]>();
const note = (map: Map<string, string[]>, id: string, where: string) => map.set(id, [...(map.get(id) ?? []), where]);

/** Walk a loaded value beside its schema and what was written before loading (`written`). */
function visit(at: At, written: unknown, loaded: unknown, where: string): void {
  const { node, file, pointer } = at;
  if (typeof node.$ref === 'string') visit(follow(node.$ref, file), written, loaded, where);
  if (isObject(node.discriminator) && Array.isArray(node.oneOf) && isObject(loaded)) {
    (node.oneOf as Json[]).forEach((branch, index) => {
      const target =
        typeof branch.$ref === 'string' ? follow(branch.$ref, file) : { node: branch, file, pointer: `${pointer}/oneOf/${index}` };
      const type = ((target.node.properties as Json | undefined)?.type as Json | undefined)?.const;
      if (type === loaded.type) visit(target, written, loaded, where);
    });
  }
  if (!isObject(loaded)) {
    if (Array.isArray(loaded) && isObject(node.items)) {
      loaded.forEach((item, index) =>
        visit(
          { node: node.items as Json, file, pointer: `${pointer}/items` },
          (written as unknown[] | undefined)?.[index],
          item,
          `${where}[${index}]`,
        ),
      );
    }
    return;
  }
  const own = isObject(written) ? written : {};
  const properties = (node.properties as Record<string, Json> | undefined) ?? {};
  for (const [name, property] of Object.entries(properties)) {
    const id = idOf(file, `${pointer}/properties/${name}`);
    if (property.default !== undefined && !Object.hasOwn(own, name)) {
      if (!Object.hasOwn(loaded, name)) note(missed, id, `${where}.${name}`);
      else {
        note(applied, id, `${where}.${name}`);
        if (!isObject(property.default) && !Array.isArray(property.default))
          expect(loaded[name], `${where}.${name}`).toEqual(property.default);
      }
    }
    if (Object.hasOwn(loaded, name))
      visit({ node: property, file, pointer: `${pointer}/properties/${name}` }, own[name], loaded[name], `${where}.${name}`);
  }
  if (isObject(node.additionalProperties)) {
    for (const [name, value] of Object.entries(loaded)) {
      if (!Object.hasOwn(properties, name))
        visit({ node: node.additionalProperties, file, pointer: `${pointer}/additionalProperties` }, own[name], value, `${where}.${name}`);
    }
  }
}

/** Load one document as the loader does and walk it. */
function load(root: 'page' | 'site' | `data/${string}`, value: unknown, where: string) {
  const written = structuredClone(value);
  const validate = root === 'page' ? schemas.page : root === 'site' ? schemas.site : schemas.data.get(root.slice('data/'.length))!;
  const { valid } = schemas.run(validate, value);
  expect(valid, `${where}: ${JSON.stringify(validate.errors)}`).toBe(true);
  const file = join(SCHEMA_DIR, root === 'page' || root === 'site' ? `${root}.schema.json` : `${root}.schema.json`);
  visit({ node: readSchema(file), file, pointer: '' }, written, value, where);
}

function loadFolder(dir: string) {
  const yaml = (rel: string) => parse(readFileSync(join(dir, rel), 'utf8')) as unknown;
  load('site', yaml('site.yaml'), `${dir}/site.yaml`);
  for (const name of schemas.data.keys()) load(`data/${name}`, yaml(`data/${name}.yaml`), `${dir}/data/${name}.yaml`);
  for (const rel of readdirSync(join(dir, 'pages'), { recursive: true }) as string[])
    if (rel.endsWith('.yaml')) load('page', yaml(`pages/${rel}`), `${dir}/pages/${rel}`);
}

const page = (sections: unknown[]) => ({
  title: 'Defaults',
  description: 'A page that leaves out what has a default, to see it filled in.',
  sections,
});

/** Sections that leave out what neither the sites nor the examples leave out. */
const sparse = [
  { type: 'benefits', title: 'Why', items: [{ title: 'One', text: 'Text.', link: { label: 'More', href: '/more' } }] },
  {
    type: 'lead-form',
    id: 'request-form',
    formType: 'quote_request',
    source: 'defaults-page',
    title: 'Get a Quote',
    submitLabel: 'Send',
    select: { name: 'unitType', label: 'Location', placeholder: 'Pick one', optionSet: 'vending-locations' },
  },
  { type: 'product-highlights', machine: 'pro-model', title: 'Key Facts', reasonsTitle: 'Why', reasons: [{ title: 'Fast' }] },
  {
    type: 'hero',
    title: 'Hi',
    media: { poster: { src: '/assets/hero-poster.svg', alt: 'A fridge', width: 1200, height: 800 }, video: '/assets/video/hero.mp4' },
    actions: [{ label: 'Go', href: '/go' }],
  },
  { type: 'text', title: 'Text', paragraphs: ['One.'], actions: [{ label: 'More', href: '/more' }] },
  { type: 'features', title: 'Features', items: [{ title: 'One', text: 'Text.' }] },
  { type: 'lineup', title: 'Models' },
  { type: 'product-hero', machine: 'pro-model' },
];

loadFolder(resolve('site'));
loadFolder(resolve('tests/fixtures/valid/minimal'));
for (const type of schemas.sectionTypes) {
  const examples = (readSchema(join(SCHEMA_DIR, 'sections', `${type}.schema.json`)).examples as unknown[] | undefined) ?? [];
  examples.forEach((example, index) => load('page', page([structuredClone(example)]), `example ${index + 1} of ${type}`));
}
load('page', page(structuredClone(sparse)), 'the sparse sections of this test');
// The settings of leads.attribution, left out whole by both sites.
const minimalSite = parse(readFileSync(resolve('tests/fixtures/valid/minimal/site.yaml'), 'utf8')) as { leads: object };
load('site', { ...minimalSite, leads: { ...minimalSite.leads, attribution: {} } }, 'a site with an empty leads.attribution');

describe('every default of schema/ is filled in when the content leaves it out', () => {
  const { found: defaults, misplaced } = allDefaults();

  it('finds the defaults of the schemas, each on a property (ajv ignores a default anywhere else)', () => {
    expect(defaults.length).toBeGreaterThan(20);
    expect(misplaced).toEqual([]);
  });

  it.each(defaults)('%s', (id) => {
    expect(missed.get(id) ?? [], 'left out and still missing after loading').toEqual([]);
    expect(applied.get(id)?.length ?? 0, 'no content leaves it out: add a case to this test').toBeGreaterThan(0);
  });
});
