import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { stringify } from 'yaml';
import { DESCRIPTION_MIN, MAIN_HEADING_SECTIONS } from '../content/guard-rails.ts';

/**
 * The section reference for editors, site/SECTIONS.md, written from schema/: what each section
 * type is for, every field (nested ones too) and a copy-paste example. `npm run docs` writes it;
 * a test fails when the committed file differs from what this returns.
 */

type Json = Record<string, unknown>;

/** A schema node and the file it was read from (for resolving its relative $refs). */
interface Located {
  node: Json;
  file: string;
}

export interface SectionDoc {
  type: string;
  /** What the section is for (the schema's description). */
  description: string;
  examples: Json[];
}

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

export class SchemaReader {
  private readonly cache = new Map<string, Json>();

  constructor(readonly schemaDir: string) {}

  read(file: string): Json {
    let json = this.cache.get(file);
    if (!json) {
      json = JSON.parse(readFileSync(file, 'utf8')) as Json;
      this.cache.set(file, json);
    }
    return json;
  }

  /** The node a `$ref` points at, from the file that holds the reference. */
  follow(ref: string, from: string): Located {
    const [path = '', pointer = ''] = ref.split('#');
    const file = path ? resolve(dirname(from), path) : from;
    let node: unknown = this.read(file);
    for (const part of pointer.split('/').filter(Boolean)) node = (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (!node || typeof node !== 'object') throw new Error(`${relative(this.schemaDir, from)}: cannot resolve ${ref}`);
    return { node: node as Json, file };
  }

  /** A node with its $ref chain merged in: its own keywords win over those of the target. */
  merged(located: Located): Located & { target?: Json } {
    const { node, file } = located;
    if (typeof node.$ref !== 'string') return located;
    const inner = this.merged(this.follow(node.$ref, file));
    const { $ref: _, ...own } = node;
    return { node: { ...inner.node, ...own }, file: inner.file, target: inner.node };
  }

  sectionTypes(): string[] {
    return readdirSync(join(this.schemaDir, 'sections'))
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => name.replace(/\.schema\.json$/, ''))
      .sort();
  }

  sectionFile(type: string): string {
    return join(this.schemaDir, 'sections', `${type}.schema.json`);
  }

  section(type: string): SectionDoc {
    const schema = this.read(this.sectionFile(type));
    return { type, description: String(schema.description ?? ''), examples: (schema.examples as Json[] | undefined) ?? [] };
  }
}

/** Every section type with its description and examples, in alphabetical order. */
export function sectionDocs(schemaDir: string): SectionDoc[] {
  const reader = new SchemaReader(schemaDir);
  return reader.sectionTypes().map((type) => reader.section(type));
}

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function countWords(node: Json): string {
  const min = node.minItems as number | undefined;
  const max = node.maxItems as number | undefined;
  const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${entries(min)}` : `${min} to ${entries(max)}`;
  if (max !== undefined) return `up to ${entries(max)}`;
  if (min !== undefined && min > 1) return `at least ${entries(min)}`;
  return '';
}

/** Headings for long value lists, by the schema title of the list. */
const LIST_TITLES: Record<string, string> = { IconName: 'Icon names' };
const listTitle = (title: unknown) => LIST_TITLES[String(title)] ?? String(title);

function enumWords(values: unknown[], title: unknown): string {
  if (values.length > LONG_ENUM) return `one of the ${values.length} names under [${listTitle(title)}](#${anchorOf(listTitle(title))})`;
  return values.map(code).join(', ');
}

function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

export class FieldTable {
  readonly rows: FieldRow[] = [];
  /** Long value lists met on the way (icon names), printed once after the sections. */
  readonly lists = new Map<string, unknown[]>();

  constructor(private readonly reader: SchemaReader) {}

  /** One row per property of `located`, then rows for the fields of nested groups and list entries. */
  add(located: Located, prefix = ''): this {
    const { node, file } = this.reader.merged(located);
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const [key, raw] of Object.entries((node.properties as Record<string, Json> | undefined) ?? {})) {
      const own = raw;
      const prop = this.reader.merged({ node: raw, file });
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
    if (node.items && typeof node.items === 'object') {
      const items = this.reader.merged({ node: node.items as Json, file });
      if (items.node.properties) this.add(items, `${field}[].`);
      for (const branch of (items.node.anyOf as Json[] | undefined) ?? []) {
        const merged = this.reader.merged({ node: branch, file: items.file });
        if (merged.node.properties) this.add(merged, `${field}[].`);
      }
    }
  }

  private typeWords(prop: Located): string {
    const { node, file } = prop;
    if (node.const !== undefined) return typeof node.const === 'number' ? 'whole number' : 'text';
    if (node.anyOf) return (node.anyOf as Json[]).map((branch) => this.typeWords(this.reader.merged({ node: branch, file }))).join(', or ');
    if (node['x-link']) return 'link';
    if (node['x-asset']) return 'file in site/assets';
    if (typeof node['x-ref'] === 'string') return `id in site/data/${node['x-ref']}.yaml`;
    switch (node.type) {
      case 'string':
        return 'text';
      case 'integer':
        return 'whole number';
      case 'number':
        return 'number';
      case 'boolean':
        return 'true or false';
      case 'object':
        if (node.title === 'Image') return 'picture (fields below)';
        if (node.title === 'Action') return 'button (fields below)';
        if (node.title === 'LegalList') return 'bullet list (list:, below)';
        return node.properties ? 'group of fields (below)' : 'group of fields';
      case 'array': {
        const items = node.items && typeof node.items === 'object' ? this.reader.merged({ node: node.items as Json, file }) : undefined;
        if (!items) return 'list';
        const inner = this.typeWords(items);
        if (inner.startsWith('button')) return 'list of buttons (fields below)';
        if (inner.startsWith('group')) return 'list of entries (fields below)';
        if (inner === 'text') return 'list of texts';
        if (inner === 'link') return 'list of links';
        if (inner.startsWith('file in ')) return `list of files in ${inner.slice('file in '.length)}`;
        if (inner.startsWith('id in ')) return `list of ids in ${inner.slice('id in '.length)}`;
        return `list of: ${inner}`;
      }
      default:
        return 'value';
    }
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

/** A list entry as it sits under `sections:` in a page file (two leading spaces included). */
export function exampleYaml(example: Json): string {
  return stringify({ sections: [example] }, { lineWidth: 0 })
    .split('\n')
    .slice(1)
    .join('\n')
    .trimEnd();
}

function table(rows: FieldRow[]): string {
  const lines = ['| Field | Type | Required | Allowed values | Default | What it is |', '|---|---|---|---|---|---|'];
  for (const row of rows) {
    lines.push(`| \`${row.field}\` | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${cell(row.allowed)} | ${cell(row.default)} | ${cell(row.description)} |`);
  }
  return lines.join('\n');
}

const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

const NOTES: Record<string, string> = {
  'lead-form': 'A page has at most one lead form. Its consent text (the standard wording unless `consent:` sets another) may not be empty.',
};

/** The whole of site/SECTIONS.md. */
export function sectionReference(schemaDir: string): string {
  const reader = new SchemaReader(schemaDir);
  const docs = reader.sectionTypes().map((type) => reader.section(type));
  const lists = new Map<string, unknown[]>();
  const out: string[] = [];

  out.push(
    '<!-- Generated from schema/ by `npm run docs`. Do not edit this file: change the descriptions and examples in schema/ and run npm run docs again. -->',
    '',
    '# Section reference',
    '',
    'Every page of the site is a YAML file in `site/pages/`. The file path is the address: `site/pages/index.yaml` is `/`,',
    '`site/pages/gyms.yaml` is `/gyms`, `site/pages/products/pro-model.yaml` is `/products/pro-model`.',
    'A page has a `title`, a `description` and a list of `sections`, top to bottom; each section starts with `type:`.',
    '',
    '- **Start a page:** `npm run new-page -- /your-address` writes a valid page with a hero, a few blocks and a lead form,',
    '  and prints its address. `npm run new-page -- /your-address --from /contact` copies an existing page instead.',
    '- **See it:** `npm run dev`, then open http://127.0.0.1:5173/your-address. Saved changes show at once;',
    '  mistakes show in the browser and the terminal with the file, the line and a fix.',
    '- **See every section type:** with `npm run dev` running, open http://127.0.0.1:5173/__sections: each section below,',
    '  drawn from its example (the gallery exists only on the development server, never on the public site).',
    '- **Check everything:** `npm run validate` (add `-- --strict` to fail on warnings too, as the tests do).',
    '- **Editor help:** open the project in VS Code and install the recommended YAML extension (Red Hat):',
    '  every file under `site/` then gets completion, descriptions on hover and red squiggles under mistakes.',
    '',
    'Each example below is one entry of the `sections:` list: paste it under the `sections:` line of a page,',
    'keeping its two leading spaces, then change the words. A field marked "no" under Required can be left out.',
    '',
    '## Rules every page follows',
    '',
    '- **One main heading.** Exactly one section shows the page\'s main heading (H1): ' +
      `${MAIN_HEADING_SECTIONS.map(code).join(', ')}. Put it first. A second one is an error; none is a warning.`,
    '- **At most one lead form** per page. Buttons jump to it with its id, for example `href: "#request-form"`.',
    `- **Search title and description.** \`title\` has at most 60 characters; \`description\` ${DESCRIPTION_MIN} to 160 (warnings).`,
    '- **Pictures** are files in `site/assets/`, written `/assets/<file>`, and each has `alt` text saying what it shows.',
    '  Only a purely decorative picture has `alt: ""`, and it then says `decorative: true`.',
    '- **Links** to pages of the site must reach a page (`/contact`), and `#id` links a section `id` on that page.',
    '- **Ids** of sections are unique on a page: lower-case letters, digits and dashes (`how-it-works`).',
    '- Put text that starts with `#`, `*`, `&`, `!`, `[` or `{`, or that contains `: ` or ` #`, in quotes: `href: "#contact"`.',
    '',
    '## Section types',
    '',
    '| Type | What it is for |',
    '|---|---|',
    ...docs.map((doc) => `| [\`${doc.type}\`](#${anchorOf(doc.type)}) | ${cell(firstSentence(doc.description))} |`),
    '',
    '## Page fields',
    '',
    'The top level of every file in `site/pages/`.',
    '',
  );
  const page = new FieldTable(reader).add({ node: reader.read(join(schemaDir, 'page.schema.json')), file: join(schemaDir, 'page.schema.json') });
  const pageRows = page.rows
    .filter((row) => !row.field.startsWith('sections[]'))
    .map((row) => (row.field === 'sections' ? { ...row, type: 'list of sections (see [Section types](#section-types))' } : row));
  out.push(table(pageRows), '');

  for (const doc of docs) {
    const fields = new FieldTable(reader).add({ node: reader.read(reader.sectionFile(doc.type)), file: reader.sectionFile(doc.type) });
    for (const [title, values] of fields.lists) lists.set(title, values);
    out.push(`## ${doc.type}`, '', doc.description, '');
    if (MAIN_HEADING_SECTIONS.includes(doc.type)) out.push('This section shows the page\'s main heading (H1): use it once, as the first section of the page.', '');
    if (NOTES[doc.type]) out.push(NOTES[doc.type]!, '');
    out.push(table(fields.rows), '');
    doc.examples.forEach((example, index) => {
      out.push(doc.examples.length > 1 ? `Example ${index + 1}:` : 'Example:', '', '```yaml', exampleYaml(example), '```', '');
    });
  }

  for (const [title, values] of [...lists].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`## ${title}`, '', `The allowed values: ${values.map(code).join(', ')}.`, '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** The YAML blocks of a reference, in order: what an editor copies. */
export function yamlBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```yaml\n([\s\S]*?)\n```/g)].map((match) => match[1]!);
}
