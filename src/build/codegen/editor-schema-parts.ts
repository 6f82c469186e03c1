import { join, posix, relative, sep } from 'node:path';
import { stringify } from 'yaml';
import { SchemaReader, type Json, type Located } from './schema-reader.ts';

/**
 * Parts of editor-schema.ts: reading schema/, telling `anyOf` branches apart by type, and the words
 * and snippets of the editor schemas (text the YAML language server shows as it is).
 */

export type { Json };

/** `schema/<rel>`, read once per generation (through SchemaReader, which follows the `$ref`s). */
export class Files {
  private readonly reader: SchemaReader;
  constructor(readonly dir: string) {
    this.reader = new SchemaReader(dir);
  }
  read(rel: string): Json {
    return this.reader.read(join(this.dir, rel));
  }
  /** The file a `$ref` of `from` names, as a path relative to schema/. */
  target(ref: string, from: string): string {
    const path = ref.split('#')[0]!;
    return path ? posix.normalize(posix.join(posix.dirname(from), path)) : from;
  }
  /** The one JSON type a schema allows (following `$ref`s), if it names exactly one. */
  typeOf(schema: Json, from: string): string | undefined {
    if (typeof schema.type === 'string') return schema.type;
    if (typeof schema.$ref !== 'string') return undefined;
    let found: Located;
    try {
      found = this.reader.follow(schema.$ref, join(this.dir, from));
    } catch {
      return undefined;
    }
    return this.typeOf(found.node, relative(this.dir, found.file).split(sep).join('/'));
  }
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  object: 'a mapping (key: value lines)',
  array: 'a list',
  boolean: 'true or false',
  integer: 'a whole number',
  number: 'a number',
};

/**
 * `anyOf`/`oneOf` whose branches each allow a JSON type of their own (a paragraph of text or a
 * list:): the value's type chooses the branch, so a mistake inside a mapping is not blamed on
 * its not being text. Undefined when the branches cannot be told apart by type.
 */
export function byType(node: Json, file: string, files: Files): Json | undefined {
  const key = ['anyOf', 'oneOf'].find((k) => Array.isArray(node[k]));
  if (!key || node.discriminator !== undefined) return undefined;
  const branches = node[key] as Json[];
  const types = branches.map((b) => files.typeOf(b, file));
  if (types.some((t) => !t) || new Set(types).size < types.length || (types.includes('integer') && types.includes('number')))
    return undefined;
  const words = branches.map((b, i) =>
    typeof b.description === 'string' ? b.description.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase()) : TYPE_WORDS[types[i]!],
  );
  const { [key]: _, ...rest } = node;
  return {
    ...rest,
    type: types,
    errorMessage: `Must be ${words.join(', or ')}.`,
    allOf: [...((rest.allOf as Json[] | undefined) ?? []), ...branches.map((then, i) => ({ if: { type: types[i] }, then }))],
  };
}

/** Keywords that say nothing a value can break. */
const NOTES = new Set(['type', 'title', 'description', 'markdownDescription', 'examples', 'default', 'patternErrorMessage', '$comment']);

/**
 * The message of a plain text, number or true/false value, for every mistake it can have (the
 * server's are `Incorrect type. Expected "string".` and `String is shorter than the minimum length
 * of 1.`); undefined for a value with other rules (enum, const, format, a long minimum length...).
 * A pattern keeps its own message (patternErrorMessage comes first).
 */
export function valueMessage(node: Json): string | undefined {
  const rules = Object.keys(node).filter((k) => !NOTES.has(k) && !k.startsWith('x-'));
  const { minimum: min, maximum: max } = node as { minimum?: number; maximum?: number };
  if (node.type === 'string') {
    if (rules.some((k) => !['minLength', 'pattern'].includes(k)) || Number(node.minLength ?? 0) > 1) return undefined;
    if (node.pattern !== undefined && node.patternErrorMessage === undefined) return undefined;
    return `Must be text${node.minLength ? ' (not empty)' : ''}. To use a number, a date or true/false as text, put it in quotes, e.g. "2025".`;
  }
  if (node.type === 'integer' || node.type === 'number') {
    if (rules.some((k) => !['minimum', 'maximum'].includes(k))) return undefined;
    const range =
      min !== undefined && max !== undefined
        ? ` from ${min} to ${max}`
        : min !== undefined
          ? ` of at least ${min}`
          : max !== undefined
            ? ` of at most ${max}`
            : '';
    return `Must be ${node.type === 'integer' ? 'a whole number' : 'a number'}${range}, without quotes.`;
  }
  if (node.type === 'boolean' && rules.length === 0) return 'Must be true or false, without quotes.';
  return undefined;
}

/** Plain text as Markdown, escaped the way the language server escapes a `description`. */
export function markdown(plain: string): string {
  return plain.replace(/([^\n\r])(\r?\n)([^\n\r])/g, '$1\n\n$3').replace(/[\\`*_{}[\]#+!]/g, '\\$&');
}

/** A loader message (`must be ...`) as a sentence on its own: `Must be ...`. */
export function sentence(message: string): string {
  const text = message.trim();
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}

/** A scalar as YAML writes it (quoted only when it must be: `"#how-it-works"`), escaped for a snippet placeholder. */
function placeholder(value: string | number | boolean, stop: () => number): string {
  const yaml = stringify(value, { lineWidth: 0 }).trimEnd();
  return `\${${stop()}:${yaml.replace(/[\\$}]/g, '\\$&')}}`;
}

/** A value of an example as a snippet body: every scalar a tab stop. */
function body(value: unknown, stop: () => number): unknown {
  if (Array.isArray(value)) return value.map((v) => body(v, stop));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, body(v, stop)]));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return placeholder(value, stop);
  return value;
}

/**
 * The completion of a new list item of one branch (a section type): `<tag>: <value>` and the
 * branch's other required keys, with the values of its first example (or of the key's first example).
 */
export function sectionSnippet(tag: string, value: string, schema: Json, description: string): Json {
  const example = ((schema.examples as Json[] | undefined) ?? [])[0] ?? {};
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  let n = 0;
  const stop = () => ++n;
  const fields: Json = { [tag]: value };
  for (const key of (schema.required as string[] | undefined) ?? []) {
    if (key === tag) continue;
    const fallback = (properties[key]?.examples as unknown[] | undefined)?.[0] ?? '';
    fields[key] = body(key in example ? example[key] : fallback, stop);
  }
  return { label: value, description, body: fields };
}
