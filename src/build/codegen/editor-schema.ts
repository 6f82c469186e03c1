import { join } from 'node:path';
import { stringify } from 'yaml';
import { schemaFiles } from '../content/schema-names.ts';
import { isRecord } from '../content/is-record.ts';
import { byType, Files, markdown, sectionSnippet, sentence, valueMessage, type Json } from './editor-schema-parts.ts';

/**
 * Editor-only copies of schema/ for the YAML language server that VS Code's YAML extension runs
 * (`yaml-language-server`), written to EDITOR_SCHEMA_DIR and named in .vscode/settings.json.
 * The server ignores ajv's `discriminator` and ranks `oneOf` branches by a best-match guess, so a
 * key of the wrong section type was blamed on `type:`; it ignores `patternMessage`; it offers
 * object examples as `[object Object]`. The copies say the same things in the keywords it reads:
 * `type` as an enum with a description per value and one `if`/`then` per section type,
 * `patternErrorMessage`, `errorMessage`, `defaultSnippets` and `markdownDescription`.
 * ajv, the generated types and the loader keep reading schema/ itself.
 */

/** Where the editor schemas are written, relative to the project (mirrors schema/'s folders). */
export const EDITOR_SCHEMA_DIR = '.vscode/schemas';

/** Keywords of the editor schemas that JSON Schema does not define (for an ajv that compiles them strictly). */
export const EDITOR_KEYWORDS = [
  'patternErrorMessage',
  'errorMessage',
  'markdownDescription',
  'enumDescriptions',
  'markdownEnumDescriptions',
  'defaultSnippets',
];

/** Keywords whose value is a schema, a list of schemas, or a map of names to schemas. */
const ONE = [
  'items',
  'additionalProperties',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'unevaluatedProperties',
  'unevaluatedItems',
];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
/** An enum longer than this gets a short errorMessage instead of the server's list of every value. */
const LONG_ENUM = 20;

/** A value an editor cannot offer as a completion label (`[object Object]`): a mapping, or a list holding one. */
const structured = (v: unknown) => isRecord(v) || (Array.isArray(v) && v.some((x) => typeof x === 'object' && x !== null));

function jsonType(v: unknown): string {
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  if (v === null) return 'null';
  return Array.isArray(v) ? 'array' : typeof v;
}

/**
 * `discriminator` + `oneOf` of `$ref`s: dispatch on the tag with one `if`/`then` per branch, and
 * offer the tag as an enum, so a mistake is reported inside the branch its tag names, at the key.
 */
function dispatch(node: Json, file: string, files: Files): Json {
  const tag = String((node.discriminator as Json).propertyName);
  const branches = (node.oneOf as Json[]).map((branch) => {
    const rel = files.target(String(branch.$ref), file);
    const schema = files.read(rel);
    const value = ((schema.properties as Json)[tag] as Json).const as string;
    return { ref: branch.$ref as string, value, schema, description: String(schema.description ?? '') };
  });
  // The node's $comment speaks of its oneOf (page-schema.ts), which the copy replaces.
  const { discriminator: _d, oneOf: _o, $comment: _c, properties, ...rest } = node;
  const own = ((properties as Json | undefined)?.[tag] ?? {}) as Json;
  const values = branches.map((b) => b.value);
  const what = `${String(node.title ?? 'value').toLowerCase()} ${tag}`;
  return {
    ...rest,
    type: 'object',
    required: [...new Set([...((rest.required as string[] | undefined) ?? []), tag])],
    properties: {
      ...(properties as Json | undefined),
      [tag]: {
        type: 'string',
        description: own.description,
        enum: values,
        enumDescriptions: branches.map((b) => b.description),
        markdownEnumDescriptions: branches.map((b) => markdown(b.description)),
        errorMessage: `Unknown ${what}. Use one of: ${values.join(', ')}.`,
      },
    },
    allOf: [
      ...((rest.allOf as Json[] | undefined) ?? []),
      ...branches.map((b) => ({
        if: { type: 'object', properties: { [tag]: { const: b.value } }, required: [tag] },
        then: { $ref: b.ref },
      })),
      // The new-item snippets, offered only while the item has no tag (so not among the keys of a
      // section being written). `type: object` keeps the server from offering them a second time.
      {
        if: { properties: { [tag]: false } },
        then: { type: 'object', defaultSnippets: branches.map((b) => sectionSnippet(tag, b.value, b.schema, b.description)) },
      },
    ],
  };
}

/** One schema node, its sub-schemas first. `key` is the property name the node is the schema of. */
function transform(input: Json, file: string, files: Files, key?: string): Json {
  const node: Json = { ...input };
  for (const k of ONE) if (isRecord(node[k])) node[k] = transform(node[k] as Json, file, files);
  for (const k of LIST)
    if (Array.isArray(node[k])) node[k] = (node[k] as unknown[]).map((s) => (isRecord(s) ? transform(s, file, files) : s));
  for (const k of MAP) {
    if (isRecord(node[k]))
      node[k] = Object.fromEntries(
        Object.entries(node[k] as Json).map(([name, s]) => [
          name,
          isRecord(s) ? transform(s, file, files, k === 'properties' ? name : undefined) : s,
        ]),
      );
  }
  if (typeof node.patternMessage === 'string') {
    node.patternErrorMessage = sentence(node.patternMessage);
    delete node.patternMessage;
  }
  if ('const' in node && node.type === undefined) node.type = jsonType(node.const);
  if ('const' in node && typeof node.const !== 'string' && node.errorMessage === undefined) {
    const text = JSON.stringify(node.const);
    node.errorMessage = `Must be ${text}${typeof node.const === 'number' ? ', a number without quotes' : ''}${key ? ` (${key}: ${text})` : ''}.`;
  }
  if (Array.isArray(node.enum) && node.enum.length > LONG_ENUM && node.errorMessage === undefined) {
    node.errorMessage = `Not an allowed value: press Ctrl+Space here to choose one of the ${node.enum.length} allowed values.`;
  }
  node.errorMessage ??= valueMessage(node);
  if (node.errorMessage === undefined) delete node.errorMessage;
  if (Array.isArray(node.examples) && node.examples.some(structured)) {
    const shown = (node.examples as unknown[]).filter(structured);
    const kept = (node.examples as unknown[]).filter((e) => !structured(e));
    if (kept.length) node.examples = kept;
    else delete node.examples;
    const blocks = shown.map((e) => `Example:\n\n\`\`\`yaml\n${stringify(e, { lineWidth: 0 })}\`\`\``);
    node.markdownDescription = [markdown(String(node.description ?? '')), ...blocks].filter(Boolean).join('\n\n');
  }
  return isRecord(node.discriminator) && Array.isArray(node.oneOf) ? dispatch(node, file, files) : (byType(node, file, files) ?? node);
}

/**
 * The editor schemas made from the schema folder: each `<rel>` of schema/ (page, site, sections/,
 * data/, defs/) to the JSON text of its editor copy, to be written to `EDITOR_SCHEMA_DIR/<rel>`.
 * Pure: reads schema/ only, writes nothing.
 */
export function editorSchemas(schemaDir: string): Map<string, string> {
  const files = new Files(schemaDir);
  const out = new Map<string, string>();
  for (const rel of schemaFiles(schemaDir)) {
    const schema = transform(files.read(rel), rel, files);
    const note = `Generated from schema/${rel} by npm run gen:editor-schema, for editors only (the build reads schema/). Do not edit.`;
    const { $schema, ...body } = schema;
    out.set(rel, `${JSON.stringify({ $schema, $comment: note, ...body }, null, 2)}\n`);
  }
  return out;
}

/** The same, as files relative to the project (`.vscode/schemas/page.schema.json`), for a write-or-check CLI. */
export function editorSchemaOutputs(schemaDir: string): { file: string; text: string }[] {
  return [...editorSchemas(schemaDir)].map(([rel, text]) => ({ file: join(EDITOR_SCHEMA_DIR, rel), text }));
}
