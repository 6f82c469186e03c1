import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from '../content/is-record.ts';
import { sectionTypes } from '../content/schema-names.ts';
import type { Json } from './schema-reader.ts';

/** The page schema, relative to the schema folder. */
export const PAGE_SCHEMA = 'page.schema.json';

const NOTE =
  'The oneOf below is written by npm run gen:types from the files of schema/sections: add or rename a section schema and run it.';

/**
 * schema/page.schema.json with its list of section types, the `oneOf` of `$defs.section`, made
 * from the one list (sectionTypes: the files of schema/sections), a `$ref` to each in order. The
 * rest of the file is written by hand and kept as it is. It stays a file of schema/, since editors'
 * YAML servers (through .vscode/schemas) read the schema files themselves.
 */
export function pageSchema(schemaDir: string): Json {
  const page = JSON.parse(readFileSync(join(schemaDir, PAGE_SCHEMA), 'utf8')) as Json;
  const defs = page.$defs;
  if (!isRecord(defs) || !isRecord(defs.section))
    throw new Error(`schema/${PAGE_SCHEMA} has no $defs.section, where its section types are listed`);
  const { oneOf: _written, ...section } = defs.section;
  const oneOf = sectionTypes(schemaDir).map((type) => ({ $ref: `sections/${type}.schema.json` }));
  return { ...page, $defs: { ...defs, section: { ...section, $comment: NOTE, oneOf } } };
}

/** A schema's text as the files of schema/ it is written to are laid out: two spaces, a final newline. */
export const schemaText = (schema: Json) => `${JSON.stringify(schema, null, 2)}\n`;
