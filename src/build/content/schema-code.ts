/**
 * The schemas' validators, compiled once and kept. Compiling the schemas costs about 0.3 s of CPU,
 * in every process and on every worker thread that validates; so the JavaScript ajv writes for them
 * is kept in .cache/schemas/ under a hash of all it is made from (the schema files and their folder,
 * ajv's version and this file, which defines the keywords), and a later run evaluates that code
 * instead of compiling again. Nothing is kept when a schema does not compile: the error is thrown
 * as before, on every run.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CodeKeywordDefinition, KeywordCxt, ValidateFunction } from 'ajv/dist/2020.js';
import { contentCacheDir } from './content-cache.ts';
import { abandoned, quietlyRemove, temporaryName } from './atomic-file.ts';
import { FROM_FILE_MARK, MAIN_HEADING_MARK, UI_WORDS } from './schema-names.ts';
import type { Mark } from './schemas.ts';

const requireHere = createRequire(import.meta.url);

/**
 * ajv itself, loaded only to compile: a run whose validators are kept evaluates their code, which
 * needs none of it (loading it costs a tenth of a second on every thread).
 */
function ajvPackage() {
  return {
    ...(requireHere('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js')),
    standaloneCode: (requireHere('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')).default,
    enumKeyword: (requireHere('ajv/dist/vocabularies/validation/enum.js') as typeof import('ajv/dist/vocabularies/validation/enum.js'))
      .default,
  };
}

/** Enums this long or longer are looked up in a set; shorter ones are compared one value after another, as ajv does. */
const SET_ENUM = 50;

const isPrimitive = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * ajv's `enum`, except that a long list of texts, numbers and booleans (the icon names: thousands)
 * is one set lookup rather than a comparison with each value in turn. A set finds what ajv's
 * comparison finds for such values (the same value, NaN equal to NaN); the errors are ajv's own,
 * and the keyword keeps its place among the others, so they come in the same order.
 */
function setEnumKeyword(): CodeKeywordDefinition {
  const { enumKeyword, _, stringify } = ajvPackage();
  return {
    ...enumKeyword,
    before: 'not',
    code(cxt: KeywordCxt) {
      const { gen, data, $data, schema } = cxt;
      const list: unknown = schema;
      if ($data || !Array.isArray(list) || list.length < SET_ENUM || !list.every(isPrimitive)) return enumKeyword.code(cxt);
      const values = gen.scopeValue('obj', { key: list, ref: new Set(list), code: _`new Set(${stringify(list)})` });
      cxt.pass(_`${values}.has(${data})`);
    },
  };
}

/**
 * A keyword that records the value it sits on (a string) in the validation's context, `this.marks`
 * (ajv passes the context on: passContext), with its JSON pointer as ajv writes it in errors.
 */
function markKeyword(keyword: string, kind: Mark['kind'], schemaType: 'boolean' | 'string') {
  return {
    keyword,
    schemaType,
    errors: false as const,
    code(cxt: KeywordCxt) {
      const { _, Name } = ajvPackage();
      const THIS = new Name('this');
      const INSTANCE_PATH = new Name('instancePath');
      const { gen, data, it } = cxt;
      const collection = kind === 'ref' ? _`, collection: ${String(cxt.schema)}` : _``;
      gen.if(_`${THIS} && ${THIS}.marks && typeof ${data} == "string"`, () =>
        gen.code(_`${THIS}.marks.push({kind: ${kind}, pointer: ${INSTANCE_PATH} + ${it.errorPath}, value: ${data}${collection}})`),
      );
    },
  };
}

function newAjv() {
  const { default: Ajv2020 } = ajvPackage();
  // useDefaults: a property's `default` (on the schema right under `properties`, beside its $ref or
  // not) is filled in where the content leaves the property out; tests/unit/schema-registry.test.ts
  // checks that every default of schema/ is applied.
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    discriminator: true,
    verbose: true,
    useDefaults: true,
    passContext: true,
    code: { source: true },
  });
  ajv.removeKeyword('enum');
  ajv.addKeyword(setEnumKeyword());
  ajv.addKeyword({ keyword: 'patternMessage', schemaType: 'string' });
  ajv.addKeyword({ keyword: MAIN_HEADING_MARK, schemaType: 'boolean' });
  ajv.addKeyword({ keyword: FROM_FILE_MARK, schemaType: 'boolean' });
  // The editor's words for a part of the schema (label, help, item, choices): read by the editor, checked by nothing.
  ajv.addKeyword({ keyword: UI_WORDS, schemaType: 'object' });
  ajv.addKeyword(markKeyword('x-link', 'link', 'boolean'));
  ajv.addKeyword(markKeyword('x-asset', 'asset', 'boolean'));
  ajv.addKeyword(markKeyword('x-ref', 'ref', 'string'));
  ajv.addKeyword(markKeyword('x-icon', 'icon', 'boolean'));
  ajv.addKeyword(markKeyword('x-date', 'date', 'boolean'));
  return ajv;
}

/** A schema file of the folder: its path and its parsed content. */
export interface SchemaFile {
  file: string;
  text: string;
}

const idOf = (file: string) => pathToFileURL(file).href;

function keyOf(dir: string, files: readonly SchemaFile[], wanted: Record<string, string>): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(fileURLToPath(import.meta.url))).update('\0');
  hash.update(readFileSync(requireHere.resolve('ajv/package.json'))).update('\0');
  hash.update(JSON.stringify([dir, wanted])).update('\0');
  for (const { file, text } of files) hash.update(file).update('\0').update(text).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** The validators the kept code defines, or undefined when there is none (or it cannot be read). */
function evaluate(file: string, names: readonly string[]): Record<string, ValidateFunction> | undefined {
  let code: string;
  try {
    code = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const module = { exports: {} as Record<string, ValidateFunction> };
    new Function('require', 'module', 'exports', code)(requireHere, module, module.exports);
    return names.every((name) => typeof module.exports[name] === 'function') ? module.exports : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the code in one piece (a temporary file renamed), replacing what the folder kept before. */
function keep(folder: string, file: string, code: () => string): void {
  try {
    mkdirSync(folder, { recursive: true });
    const partial = temporaryName(file);
    writeFileSync(partial, code());
    renameSync(partial, file);
    // The code kept before, and what a run stopped while writing left behind; not what another run is writing.
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (path !== file && (!name.endsWith('.tmp') || abandoned(path))) quietlyRemove(path);
    }
  } catch {
    // A folder that cannot be written: the next run compiles again.
  }
}

/**
 * The validators of the schema folder `dir` (all its files in `files`): for each name of `wanted`,
 * the validator of the file it names.
 */
export function validators(dir: string, files: readonly SchemaFile[], wanted: Record<string, string>): Record<string, ValidateFunction> {
  const folder = contentCacheDir(dir, process.cwd(), 'schemas');
  const file = join(folder, `${keyOf(dir, files, wanted)}.cjs`);
  const kept = evaluate(file, Object.keys(wanted));
  if (kept) return kept;
  const ajv = newAjv();
  for (const { file, text } of files) ajv.addSchema({ ...(JSON.parse(text) as object), $id: idOf(file) });
  const compiled = Object.fromEntries(
    Object.entries(wanted).map(([name, schemaFile]) => {
      const validate = ajv.getSchema(idOf(schemaFile));
      if (!validate) throw new Error(`schema ${schemaFile} is missing from ${dir}`);
      return [name, validate];
    }),
  );
  keep(folder, file, () =>
    ajvPackage().standaloneCode(ajv, Object.fromEntries(Object.entries(wanted).map(([name, f]) => [name, idOf(f)]))),
  );
  return compiled;
}
