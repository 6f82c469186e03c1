import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';

/** A value the schema marks for a cross-check: a link, an asset path or a reference to a data id. */
export interface Mark {
  kind: 'link' | 'asset' | 'ref';
  /** For refs: the data collection, e.g. testimonials. */
  collection?: string;
  /** JSON pointer of the value, as ajv reports it. */
  pointer: string;
  value: string;
}

export interface SchemaSet {
  dir: string;
  page: ValidateFunction;
  site: ValidateFunction;
  /** One validator per data collection: schema/data/<name>.schema.json checks site/data/<name>.yaml. */
  data: Map<string, ValidateFunction>;
  /** Section types, from the file names in schema/sections. */
  sectionTypes: string[];
  /** Validate with marks collected: the marks of values the schema calls links, assets or refs. */
  run(validate: ValidateFunction, value: unknown): { valid: boolean; marks: Mark[] };
}

let marks: Mark[] | undefined;

function markKeyword(keyword: string, kind: Mark['kind'], schemaType: 'boolean' | 'string') {
  return {
    keyword,
    schemaType,
    errors: false as const,
    validate(schema: unknown, data: unknown, _parent: unknown, cxt?: { instancePath: string }) {
      if (marks && typeof data === 'string' && cxt) {
        marks.push({ kind, pointer: cxt.instancePath, value: data, ...(kind === 'ref' ? { collection: String(schema) } : {}) });
      }
      return true;
    },
  };
}

function schemaFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => join(dir, name))
    .sort();
}

function compile(dir: string): SchemaSet {
  const ajv = new Ajv2020({ allErrors: true, strict: true, discriminator: true, verbose: true });
  ajv.addKeyword({ keyword: 'patternMessage', schemaType: 'string' });
  ajv.addKeyword(markKeyword('x-link', 'link', 'boolean'));
  ajv.addKeyword(markKeyword('x-asset', 'asset', 'boolean'));
  ajv.addKeyword(markKeyword('x-ref', 'ref', 'string'));
  const idOf = (file: string) => pathToFileURL(file).href;
  for (const file of schemaFiles(dir)) {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    ajv.addSchema({ ...schema, $id: idOf(file) });
  }
  const get = (rel: string): ValidateFunction => {
    const validate = ajv.getSchema(idOf(join(dir, rel)));
    if (!validate) throw new Error(`schema ${rel} is missing from ${dir}`);
    return validate;
  };
  const dataDir = join(dir, 'data');
  const data = new Map(
    schemaFiles(dataDir).map((file) => [relative(dataDir, file).replace(/\.schema\.json$/, ''), get(relative(dir, file))]),
  );
  const sectionTypes = schemaFiles(join(dir, 'sections')).map((file) =>
    relative(join(dir, 'sections'), file).replace(/\.schema\.json$/, ''),
  );
  return {
    dir,
    page: get('page.schema.json'),
    site: get('site.schema.json'),
    data,
    sectionTypes,
    run(validate, value) {
      marks = [];
      try {
        const valid = validate(value) as boolean;
        return { valid, marks };
      } finally {
        marks = undefined;
      }
    },
  };
}

const cache = new Map<string, { stamp: string; set: SchemaSet }>();

/** Compile the schemas of a folder once; compiled again only when a schema file changes. */
export function loadSchemas(dir: string): SchemaSet {
  const stamp = schemaFiles(dir)
    .map((file) => `${file}:${statSync(file).mtimeMs}`)
    .join('|');
  const hit = cache.get(dir);
  if (hit && hit.stamp === stamp) return hit.set;
  const set = compile(dir);
  cache.set(dir, { stamp, set });
  return set;
}
