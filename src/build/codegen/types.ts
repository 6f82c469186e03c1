import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { resolve, sep } from 'node:path';
import { dataCollections, FROM_FILE_MARK, sectionTypes as sectionTypesOf, UI_WORDS } from '../content/schema-names.ts';
import { PAGE_SCHEMA, pageSchema } from './page-schema.ts';
import { SchemaReader, type Json } from './schema-reader.ts';

const banner = `/* Generated from schema/ by \`npm run gen:types\`. Do not edit: change the schema and run it again. */`;

/**
 * The loader fills in every default (ajv useDefaults) and an image's size from its file
 * (FROM_FILE_MARK), so the model the components get always has such a property: in the copy of the
 * schemas the types are generated from, it is required. There is one set of types, the validated model's; what an author may leave
 * out is the schema's business, not the types'.
 */
function defaultsRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(defaultsRequired);
  if (!node || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, defaultsRequired(value)]));
  const properties = copy.properties as Record<string, { default?: unknown }> | undefined;
  if (properties && typeof properties === 'object') {
    const required = new Set((copy.required as string[] | undefined) ?? []);
    for (const [key, property] of Object.entries(properties))
      if (
        property &&
        typeof property === 'object' &&
        (property.default !== undefined || (property as Record<string, unknown>)[FROM_FILE_MARK])
      )
        required.add(key);
    if (required.size) copy.required = [...required];
  }
  return copy;
}

/**
 * A $ref with notes beside it (description, examples, default, the editor's words) would become a new copy of the
 * referenced type; for the types only the shape matters, so the notes are dropped there.
 */
function withoutNotesBesideRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutNotesBesideRefs);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>);
  const isRef = entries.some(([key]) => key === '$ref');
  return Object.fromEntries(
    entries
      .filter(([key]) => !(isRef && ['description', 'examples', 'default', 'title', UI_WORDS].includes(key)))
      .map(([key, value]) => [key, withoutNotesBesideRefs(value)]),
  );
}

/**
 * A $ref to an unnamed plain value (a text, an address, an id: a def with no title and no $ref of
 * its own) becomes the value itself with the notes beside the ref, so that each property's type
 * comment is its own description ("The section heading.") rather than the def's, repeated.
 */
function plainRefsInlined(node: unknown, file: string, reader: SchemaReader): unknown {
  if (Array.isArray(node)) return node.map((child) => plainRefsInlined(child, file, reader));
  if (!node || typeof node !== 'object') return node;
  const object = node as Json;
  const target = typeof object.$ref === 'string' ? plainTarget(object.$ref, file, reader) : undefined;
  if (target) {
    const { $ref: _ref, ...notes } = object;
    return { ...target, ...notes };
  }
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, plainRefsInlined(value, file, reader)]));
}

/** What a $ref names, when it is a plain value. */
function plainTarget(ref: string, from: string, reader: SchemaReader): Json | undefined {
  let def: Json;
  try {
    def = reader.follow(ref, from).node;
  } catch {
    return undefined; // not a local file: left to the generator's own resolving
  }
  const plain = ['string', 'integer', 'number', 'boolean'].includes(def.type as string);
  return plain && def.title === undefined && !JSON.stringify(def).includes('"$ref"') ? def : undefined;
}

const HEADING_REF = '../defs/common.schema.json#/$defs/sectionHeading';

/**
 * The heading most sections open with (id, eyebrow, title, subtitle: what SectionFrame draws) is
 * one interface, SectionHeading: a section whose four fields have its shape (the same definitions,
 * title required, the others optional) extends it instead of listing them again. Its schema keeps
 * its own help for each field; the types need the shape once.
 */
function headingShared(schema: Json, file: string, reader: SchemaReader): Json {
  const heading = reader.follow(HEADING_REF, file);
  const wanted = heading.node.properties as Record<string, Json>;
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const headingRequired = new Set(heading.node.required as string[]);
  const same = Object.entries(wanted).every(([key, field]) => {
    const own = properties[key];
    if (!own || typeof own.$ref !== 'string' || Object.keys(own).some((k) => !['$ref', 'description', 'examples'].includes(k)))
      return false;
    let target: Json;
    try {
      target = reader.follow(own.$ref, file).node;
    } catch {
      return false; // not a local definition: the section keeps its own fields
    }
    return target === reader.follow(field.$ref as string, heading.file).node && required.has(key) === headingRequired.has(key);
  });
  if (!same) return schema;
  return {
    ...schema,
    extends: [{ $ref: HEADING_REF }],
    properties: Object.fromEntries(Object.entries(properties).filter(([key]) => !(key in wanted))),
    required: [...required].filter((key) => !(key in wanted)),
  };
}

function typeName(type: string): string {
  return type.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase()) + 'Section';
}

/**
 * The TypeScript types of the content, generated from the JSON Schemas so that the schema stays
 * the one description of every section. `page` is the page schema with its list of section types
 * (page-schema.ts), made again from schema/sections unless given. Returns the file's text.
 */
export async function generateTypes(schemaDir: string, page: Json = pageSchema(schemaDir)): Promise<string> {
  const sectionTypes = sectionTypesOf(schemaDir);
  const collections = dataCollections(schemaDir);
  const reader = new SchemaReader(schemaDir);
  reader.provide(PAGE_SCHEMA, page);
  const sectionsDir = resolve(schemaDir, 'sections') + sep;
  const wrapper = {
    title: 'Content',
    type: 'object',
    additionalProperties: false,
    required: ['page', 'site', 'data', 'sections'],
    properties: {
      page: { $ref: PAGE_SCHEMA },
      site: { $ref: 'site.schema.json' },
      data: {
        type: 'object',
        additionalProperties: false,
        required: collections,
        properties: Object.fromEntries(collections.map((c) => [c, { $ref: `data/${c}.schema.json` }])),
      },
      sections: {
        type: 'object',
        additionalProperties: false,
        required: sectionTypes,
        properties: Object.fromEntries(sectionTypes.map((t) => [t, { $ref: `sections/${t}.schema.json` }])),
      },
    },
  };
  const body = await compile(wrapper as JSONSchema, 'Content', {
    cwd: schemaDir,
    bannerComment: '',
    additionalProperties: false,
    format: true,
    unknownAny: true,
    ignoreMinAndMaxItems: true,
    $refOptions: {
      resolve: {
        file: {
          order: 1,
          canRead: /\.json$/,
          read: (file: { url: string }) => {
            const path = file.url.replace(/^file:\/\//, '');
            const read = reader.read(path);
            const own = path.startsWith(sectionsDir) ? headingShared(read, path, reader) : read;
            const schema = plainRefsInlined(own, path, reader);
            return JSON.stringify(withoutNotesBesideRefs(defaultsRequired(schema)));
          },
        },
      },
    },
  });
  const map = sectionTypes.map((t) => `  '${t}': ${typeName(t)};`).join('\n');
  return `${banner}\n${body}\n/** Each section type and the props of its component. */\nexport interface SectionPropsMap {\n${map}\n}\n\nexport type SectionType = keyof SectionPropsMap;\n`;
}
