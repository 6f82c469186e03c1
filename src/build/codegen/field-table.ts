import { anchorOf, cell, code } from './markdown.ts';
import type { Json, Located, SchemaReader } from './schema-reader.ts';

export interface FieldRow {
  /** `title`, `actions[].label`, `media.poster.src`. */
  field: string;
  type: string;
  required: boolean;
  allowed: string;
  default: string;
  description: string;
}

/** Icon lists and other long value lists are printed once, under this heading. */
const LONG_ENUM = 12;

/** Headings for long value lists, by the schema title of the list. */
const LIST_TITLES: Record<string, string> = { IconName: 'Icon names' };
const listTitle = (title: unknown) => LIST_TITLES[String(title)] ?? String(title);

function enumWords(values: unknown[], title: unknown): string {
  if (values.length > LONG_ENUM) return `one of the ${values.length} names under [${listTitle(title)}](#${anchorOf(listTitle(title))})`;
  return values.map(code).join(', ');
}

function countWords(node: Json): string {
  const min = node.minItems as number | undefined;
  const max = node.maxItems as number | undefined;
  const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${entries(min)}` : `${min} to ${entries(max)}`;
  if (max !== undefined) return `up to ${entries(max)}`;
  if (min !== undefined && min > 1) return `at least ${entries(min)}`;
  return '';
}

const SCALAR_WORDS: Record<string, string> = { string: 'text', integer: 'whole number', number: 'number', boolean: 'true or false' };
const OBJECT_WORDS: Record<string, string> = {
  Image: 'picture (fields below)',
  Action: 'button (fields below)',
  LegalList: 'bullet list (list:, below)',
};
const wordFor = (words: Record<string, string>, key: unknown) =>
  typeof key === 'string' && Object.hasOwn(words, key) ? words[key] : undefined;

/** A list's type in words, from the words of its entries. */
function listWords(inner: string): string {
  if (inner.startsWith('button')) return 'list of buttons (fields below)';
  if (inner.startsWith('group')) return 'list of entries (fields below)';
  if (inner === 'text') return 'list of texts';
  if (inner === 'link') return 'list of links';
  if (inner.startsWith('file in ')) return `list of files in ${inner.slice('file in '.length)}`;
  if (inner.startsWith('id in ')) return `list of ids in ${inner.slice('id in '.length)}`;
  return `list of: ${inner}`;
}

/** The rows of the field table of a schema node, nested fields and list entries included. */
export class FieldTable {
  readonly rows: FieldRow[] = [];
  /** Long value lists met on the way (icon names), printed once after the sections. */
  readonly lists = new Map<string, unknown[]>();

  constructor(private readonly reader: SchemaReader) {}

  /** One row per property of `located`, then rows for the fields of nested groups and list entries. */
  add(located: Located, prefix = ''): this {
    const { node, file } = this.reader.merged(located);
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const [key, own] of Object.entries((node.properties as Record<string, Json> | undefined) ?? {})) {
      const prop = this.reader.merged({ node: own, file });
      const field = `${prefix}${key}`;
      this.rows.push({
        field,
        type: this.typeWords(prop),
        required: required.has(key),
        allowed: this.allowedWords(prop.node),
        default: prop.node.default === undefined ? '' : code(prop.node.default),
        description: String(own.description ?? prop.node.description ?? ''),
      });
      this.nested(prop, field);
    }
    return this;
  }

  private nested(prop: Located, field: string) {
    const { node, file } = prop;
    if (node.properties) this.add(prop, `${field}.`);
    if (!node.items || typeof node.items !== 'object') return;
    const items = this.reader.merged({ node: node.items as Json, file });
    if (items.node.properties) this.add(items, `${field}[].`);
    for (const branch of (items.node.anyOf as Json[] | undefined) ?? []) {
      const merged = this.reader.merged({ node: branch, file: items.file });
      if (merged.node.properties) this.add(merged, `${field}[].`);
    }
  }

  private typeWords(prop: Located): string {
    const { node, file } = prop;
    if (node.const !== undefined) return typeof node.const === 'number' ? 'whole number' : 'text';
    if (node.anyOf) return (node.anyOf as Json[]).map((branch) => this.typeWords(this.reader.merged({ node: branch, file }))).join(', or ');
    if (node['x-link']) return 'link';
    if (node['x-asset']) return 'file in site/assets';
    if (typeof node['x-ref'] === 'string') return `id in site/data/${node['x-ref']}.yaml`;
    const scalar = wordFor(SCALAR_WORDS, node.type);
    if (scalar) return scalar;
    if (node.type === 'object')
      return wordFor(OBJECT_WORDS, node.title) ?? (node.properties ? 'group of fields (below)' : 'group of fields');
    if (node.type !== 'array') return 'value';
    const items = node.items && typeof node.items === 'object' ? this.reader.merged({ node: node.items as Json, file }) : undefined;
    return items ? listWords(this.typeWords(items)) : 'list';
  }

  private allowedWords(node: Json): string {
    const parts: string[] = [];
    if (node.const !== undefined) parts.push(`always ${code(node.const)}`);
    if (Array.isArray(node.enum)) {
      if (node.enum.length > LONG_ENUM) this.lists.set(listTitle(node.title), node.enum);
      parts.push(enumWords(node.enum, node.title));
    }
    if (typeof node.patternMessage === 'string' && !node['x-link'] && !node['x-asset']) parts.push(node.patternMessage);
    if (node['x-asset']) parts.push('/assets/<file>');
    if (node['x-link']) parts.push('/page, #id, /page#id, https://…, mailto: or tel:');
    if (node.type === 'array') {
      const count = countWords(node);
      if (count) parts.push(count);
      if (node.uniqueItems) parts.push('each at most once');
    }
    if (typeof node.minimum === 'number' && typeof node.maximum === 'number') parts.push(`${node.minimum} to ${node.maximum}`);
    else if (typeof node.minimum === 'number') parts.push(`${node.minimum} or more`);
    if (typeof node.maxLength === 'number') parts.push(`up to ${node.maxLength} characters`);
    return parts.join('; ');
  }
}

/** A Markdown table of field rows. */
export function fieldTable(rows: readonly FieldRow[]): string {
  const lines = ['| Field | Type | Required | Allowed values | Default | What it is |', '|---|---|---|---|---|---|'];
  for (const row of rows) {
    lines.push(
      `| \`${row.field}\` | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${cell(row.allowed)} | ${cell(row.default)} | ${cell(row.description)} |`,
    );
  }
  return lines.join('\n');
}
