/**
 * Content checks where editors already work: the YAML language server that VS Code's YAML extension
 * runs (yaml-language-server, over stdio, with the `yaml` settings of .vscode/settings.json) reads
 * the editor schemas of .vscode/schemas/ (src/build/codegen/editor-schema.ts). Every shipped file
 * is clean; a file with one mistake gets one diagnostic, at the mistake, in plain words; a new
 * section is completed with the section types. Also: the editor schemas are up to date with schema/.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EDITOR_KEYWORDS, EDITOR_SCHEMA_DIR, editorSchemas } from '../../src/build/codegen/editor-schema';
import { sectionTypes as sectionTypesOf } from '../../src/build/content/schema-names';
import { loadSchemas } from '../../src/build/content/schemas';
import { schemaLine } from '../../src/build/content/starter-page';

const ROOT = resolve('.');
const FIXTURES = join(ROOT, 'tests/fixtures/lsp');
const SERVER = join(ROOT, 'node_modules/yaml-language-server/bin/yaml-language-server');
const uri = (file: string) => pathToFileURL(join(ROOT, file)).href;
let opened = 0;
/**
 * A new address for a document that is not on disk, ending in `file` (the settings' globs match the
 * end of a path; never a dot folder, which their `**` skips): each open gets its own, so a late answer about
 * an earlier document cannot be taken for it. Nothing is written there.
 */
const scratchUri = (file: string) => uri(`tests/fixtures/lsp/opened-as/${++opened}/${file}`);
const filesUnder = (dir: string, ext: string) =>
  (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
    .map((f) => f.split(/[\\/]/).join('/'))
    .filter((f) => f.endsWith(ext))
    .sort();

interface Position {
  line: number;
  character: number;
}
interface Diagnostic {
  range: { start: Position; end: Position };
  message: string;
}
interface CompletionItem {
  label: string;
  insertText?: string;
  textEdit?: { newText: string };
}

/** `"yaml.schemas": …` of VS Code's flat settings as the `yaml` section the server asks for. */
function yamlSection(settings: Record<string, unknown>): Record<string, unknown> {
  const section: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings).filter(([k]) => k.startsWith('yaml.'))) {
    const parts = key.slice('yaml.'.length).split('.');
    let at = section;
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    at[parts.at(-1)!] = value;
  }
  return section;
}

/** A minimal LSP client: JSON-RPC with Content-Length framing over the server's stdin and stdout. */
class LanguageServer {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private lastId = 0;
  private readonly replies = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  private readonly listeners = new Set<(uri: string, diagnostics: Diagnostic[]) => void>();

  constructor(private readonly yaml: Record<string, unknown>) {
    this.child = spawn(process.execPath, [SERVER, '--stdio'], { cwd: ROOT });
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
  }

  private send(message: object) {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }));
    this.child.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]));
  }

  private receive(chunk: Buffer) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, Math.max(end, 0)).toString())?.[1]);
      if (end < 0 || this.buffer.length < end + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString());
      this.buffer = this.buffer.subarray(end + 4 + length);
      if (message.method === undefined) this.replies.get(message.id)?.(message);
      else if (message.method === 'workspace/configuration') {
        // What VS Code answers: the `yaml` section of the settings; nothing for http, [yaml] and editor.
        this.send({
          id: message.id,
          result: message.params.items.map((item: { section: string }) => (item.section === 'yaml' ? this.yaml : null)),
        });
      } else if (message.id !== undefined) this.send({ id: message.id, result: null });
      else if (message.method === 'textDocument/publishDiagnostics')
        for (const l of this.listeners) l(message.params.uri, message.params.diagnostics);
    }
  }

  request<T>(method: string, params: unknown): Promise<T> {
    const id = ++this.lastId;
    return new Promise((done, fail) => {
      this.replies.set(id, (m) => (m.error ? fail(new Error(m.error.message)) : done(m.result as T)));
      this.send({ id, method, params });
    });
  }

  notify(method: string, params: unknown) {
    this.send({ method, params });
  }

  /** The next diagnostics published for a document that satisfy `accept`. */
  diagnostics(documentUri: string, accept: (d: Diagnostic[]) => boolean = () => true): Promise<Diagnostic[]> {
    return new Promise((done) => {
      const listener = (at: string, diagnostics: Diagnostic[]) => {
        if (at !== documentUri || !accept(diagnostics)) return;
        this.listeners.delete(listener);
        done(diagnostics);
      };
      this.listeners.add(listener);
    });
  }

  async initialize() {
    const rootUri = pathToFileURL(ROOT).href;
    await this.request('initialize', {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: 'project' }],
      capabilities: { workspace: { configuration: true }, textDocument: { completion: { completionItem: { snippetSupport: true } } } },
    });
    this.notify('initialized', {});
    this.notify('workspace/didChangeConfiguration', { settings: { yaml: this.yaml } });
  }

  /** Opens a document and resolves with its diagnostics (validation runs 200 ms after a change). */
  open(documentUri: string, text: string, accept?: (d: Diagnostic[]) => boolean): Promise<Diagnostic[]> {
    const published = this.diagnostics(documentUri, accept);
    this.notify('textDocument/didOpen', { textDocument: { uri: documentUri, languageId: 'yaml', version: 1, text } });
    return published;
  }

  close(documentUri: string) {
    this.notify('textDocument/didClose', { textDocument: { uri: documentUri } });
  }

  async completion(documentUri: string, position: Position): Promise<CompletionItem[]> {
    const result = await this.request<CompletionItem[] | { items: CompletionItem[] }>('textDocument/completion', {
      textDocument: { uri: documentUri },
      position,
    });
    return Array.isArray(result) ? result : result.items;
  }

  async stop() {
    await this.request('shutdown', null).catch(() => undefined);
    this.notify('exit', null);
    this.child.kill();
  }
}

const settings = JSON.parse(readFileSync(join(ROOT, '.vscode/settings.json'), 'utf8')) as Record<string, unknown>;
const associations = Object.entries(settings['yaml.schemas'] as Record<string, string | string[]>);
const sectionTypes = sectionTypesOf(join(ROOT, 'schema'));
const sectionSchema = (type: string) => JSON.parse(readFileSync(join(ROOT, 'schema/sections', `${type}.schema.json`), 'utf8'));
const PAGE_HEAD =
  'title: Smart Vending for Gyms\ndescription: Protein drinks and snacks around the clock, with free installation and no lease.\nsections:\n';

describe('editor schemas (.vscode/schemas)', () => {
  const fresh = editorSchemas(join(ROOT, 'schema'));

  it('are up to date with schema/ (run npm run gen:editor-schema when this fails)', () => {
    const written = filesUnder(EDITOR_SCHEMA_DIR, '.schema.json');
    expect(written).toEqual([...fresh.keys()].sort());
    for (const [file, text] of fresh) expect(readFileSync(join(ROOT, EDITOR_SCHEMA_DIR, file), 'utf8'), file).toBe(text);
  });

  it('compile with a strict ajv once their editor keywords are registered, and judge the content as the loader does', () => {
    // Strict, as the loader's: unknown keywords are errors unless registered. Union types (`type: [string, object]`,
    // a paragraph or a list: in a legal section) are how the editor copy tells anyOf branches apart.
    const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    const custom = new Set<string>(EDITOR_KEYWORDS);
    const collect = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith('x-')) custom.add(key);
        collect(value);
      }
    };
    for (const text of fresh.values()) collect(JSON.parse(text));
    for (const keyword of custom) ajv.addKeyword({ keyword });
    for (const [file, text] of fresh) ajv.addSchema({ ...JSON.parse(text), $id: `file:///editor/${file}` });
    const editor = (schema: string) => ajv.getSchema(`file:///editor/${schema}`)!;
    const read = (file: string) => parse(readFileSync(join(ROOT, file), 'utf8'));
    for (const file of filesUnder('site', '.yaml')) {
      const schema =
        file === 'site.yaml' ? 'site.schema.json' : file.startsWith('data/') ? file.replace(/\.yaml$/, '.schema.json') : 'page.schema.json';
      expect(editor(schema)(read(`site/${file}`)), file).toBe(true);
    }
    const loader = loadSchemas(join(ROOT, 'schema'));
    for (const file of filesUnder('tests/fixtures/lsp/pages', '.yaml')) {
      const value = read(`tests/fixtures/lsp/pages/${file}`);
      expect([editor('page.schema.json')(value), loader.page(value)], file).toEqual([false, false]);
    }
  });

  it('are what .vscode/settings.json gives the pages, site.yaml and every data file', () => {
    const schemaOf = (file: string) => associations.find(([, globs]) => [globs].flat().includes(file))?.[0];
    expect(schemaOf('site/site.yaml')).toBe(`./${EDITOR_SCHEMA_DIR}/site.schema.json`);
    expect(schemaOf('site/pages/**/*.yaml')).toBe(`./${EDITOR_SCHEMA_DIR}/page.schema.json`);
    for (const name of filesUnder('schema/data', '.schema.json')) {
      expect(schemaOf(`site/data/${name.replace(/\.schema\.json$/, '.yaml')}`)).toBe(`./${EDITOR_SCHEMA_DIR}/data/${name}`);
    }
    for (const [schema] of associations) expect(existsSync(join(ROOT, schema)), schema).toBe(true);
  });
});

describe('yaml-language-server with .vscode/settings.json', () => {
  // The settings of .vscode/settings.json; the schema store (a download) is off, as the tests have no network.
  let server: LanguageServer;

  beforeAll(async () => {
    server = new LanguageServer({ ...yamlSection(settings), schemaStore: { enable: false } });
    await server.initialize();
    // The settings arrive asynchronously: wait until a page with a mistake is checked against the page schema.
    const probe = scratchUri('site/pages/probe.yaml');
    await server.open(probe, `${PAGE_HEAD}  - type: heroo\n`, (d) => d.length > 0);
    server.close(probe);
  }, 20_000);
  afterAll(() => server?.stop());

  it('finds nothing to report in any shipped file of site/', async () => {
    const files = filesUnder('site', '.yaml');
    expect(files).toContain('pages/index.yaml');
    const results = await Promise.all(
      files.map((file) => server.open(uri(`site/${file}`), readFileSync(join(ROOT, 'site', file), 'utf8'))),
    );
    expect(Object.fromEntries(files.map((file, i) => [file, results[i]!.map((d) => `${d.range.start.line + 1}: ${d.message}`)]))).toEqual(
      Object.fromEntries(files.map((file) => [file, []])),
    );
    for (const file of files) server.close(uri(`site/${file}`));
  });

  /** Each one-mistake file: the line (1-based) and the exact text the diagnostic covers, and words of its message. */
  const mistakes: Record<string, { line: number; covers: string; words: RegExp }> = {
    'pages/hero-tone.yaml': { line: 6, covers: 'tone', words: /^Property tone is not allowed\.$/ },
    'pages/cta-tone.yaml': { line: 8, covers: 'navy', words: /Valid values: "light", "muted", "dark", "brand"/ },
    'pages/hero-columns.yaml': { line: 6, covers: 'columns', words: /^Property columns is not allowed\.$/ },
    'pages/type-misspelt.yaml': { line: 4, covers: 'heroo', words: /^Unknown section type\. Use one of: audiences, .*\bhero, .*text\.$/ },
    'pages/bad-id.yaml': {
      line: 5,
      covers: 'How_It_Works',
      words: /^Must be lower-case letters, digits and dashes, starting with a letter/,
    },
    'pages/bad-link.yaml': {
      line: 8,
      covers: 'www.example.com/pricing',
      words: /^Must be a site path \(\/about\), an #anchor, an http\(s\):\/\/ address/,
    },
    'pages/misspelt-key.yaml': { line: 6, covers: 'subtitel', words: /^Property subtitel is not allowed\.$/ },
    'pages/wrong-enum.yaml': { line: 9, covers: 'primary', words: /Valid values: .*"hero", "hero-outline"/ },
    // A missing key is reported where its section starts (the server's place for it: the section's first character).
    'pages/missing-field.yaml': { line: 6, covers: 't', words: /^Missing property "actions"\.$/ },
    'pages/title-number.yaml': {
      line: 5,
      covers: '2025',
      words: /^Must be text \(not empty\)\. To use a number, a date or true\/false as text, put it in quotes/,
    },
    'pages/unknown-icon.yaml': {
      line: 9,
      covers: 'telephone-handset',
      words: /^Not an allowed value: press Ctrl\+Space here to choose one of the \d+ allowed values\.$/,
    },
    'pages/rating-text.yaml': { line: 12, covers: '"5"', words: /^Must be 5, a number without quotes \(rating: 5\)\.$/ },
    'data/testimonials/rating-text.yaml': { line: 6, covers: '"5"', words: /^Must be 5, a number without quotes \(rating: 5\)\.$/ },
  };
  /** Where a fixture is opened: a page as a page of site/pages/, a data fixture as its collection's file. */
  const openedAs = (fixture: string) => (fixture.startsWith('data/') ? `site/data/${fixture.split('/')[1]}.yaml` : `site/${fixture}`);

  it('has a case for every one-mistake file', () => {
    expect(filesUnder('tests/fixtures/lsp', '.yaml')).toEqual(Object.keys(mistakes).sort());
  });

  it.each(Object.entries(mistakes))('%s: exactly one diagnostic, at the mistake, in plain words', async (fixture, expected) => {
    const text = readFileSync(join(FIXTURES, fixture), 'utf8');
    const at = scratchUri(openedAs(fixture));
    const diagnostics = await server.open(at, text);
    server.close(at);
    expect(diagnostics.map((d) => d.message)).toHaveLength(1);
    const { range, message } = diagnostics[0]!;
    expect(range.start.line + 1).toBe(expected.line);
    expect(range.end.line).toBe(range.start.line);
    expect(text.split('\n')[range.start.line]!.slice(range.start.character, range.end.character)).toBe(expected.covers);
    expect(message).toMatch(expected.words);
  });

  it("site.yaml with a colour that is not a hex code: one diagnostic with the schema's explanation", async () => {
    const text = readFileSync(join(ROOT, 'site/site.yaml'), 'utf8').replace(/^(\s+primary: ).*$/m, '$1blue');
    expect(text).toMatch(/^\s+primary: blue$/m);
    const at = scratchUri('site/site.yaml');
    const diagnostics = await server.open(at, text);
    server.close(at);
    expect(diagnostics.map((d) => d.message)).toEqual(['Must be a hex colour such as #2563eb.']);
  });

  it('completes a new list item under sections: with the section types, each with its required keys', async () => {
    const at = scratchUri('site/pages/new-section.yaml');
    await server.open(at, `${PAGE_HEAD}  - type: hero\n    title: Fuel Every Workout\n  - `);
    const items = await server.completion(at, { line: 5, character: 4 });
    server.close(at);
    const sections = items.filter((item) => sectionTypes.includes(item.label));
    expect(sections.map((item) => item.label).sort()).toEqual(sectionTypes);
    for (const item of sections) {
      const inserted = item.textEdit?.newText ?? item.insertText ?? '';
      expect(inserted.split('\n')[0], item.label).toBe(`type: ${item.label}`);
      for (const key of (sectionSchema(item.label).required as string[]).filter((k) => k !== 'type'))
        expect(inserted, `${item.label} ${key}`).toContain(`\n  ${key}:`);
    }
    expect(items.filter((item) => !sectionTypes.includes(item.label) && item.label !== 'type' && item.label !== 'Section')).toEqual([]);
  });

  it('completes inside a hero with the keys of a hero only', async () => {
    const at = scratchUri('site/pages/in-hero.yaml');
    await server.open(at, `${PAGE_HEAD}  - type: hero\n    title: Fuel Every Workout\n    `);
    const labels = (await server.completion(at, { line: 5, character: 4 })).map((item) => item.label);
    server.close(at);
    const heroKeys = Object.keys(sectionSchema('hero').properties);
    expect(labels).toContain('subtitle');
    expect(labels).toContain('actions');
    expect(labels.filter((label) => !heroKeys.includes(label))).toEqual([]);
  });
});

describe('yaml-language-server with no settings: the schema line of a new page', () => {
  // An editor that reads no workspace settings (another editor, a file opened alone): only the page's first line names its schema.
  let server: LanguageServer;
  beforeAll(async () => {
    server = new LanguageServer({ validate: true, schemaStore: { enable: false } });
    await server.initialize();
  }, 20_000);
  afterAll(() => server?.stop());

  it('checks a page written by new-page through its first line alone', async () => {
    const at = scratchUri('elsewhere/gyms.yaml');
    const file = fileURLToPath(at);
    const text = `${schemaLine(file, ROOT)}\n${PAGE_HEAD}  - type: hero\n    title: Fuel Every Workout\n    subtitel: typo\n`;
    const diagnostics = await server.open(at, text, (d) => d.length > 0);
    server.close(at);
    expect(diagnostics.map((d) => [d.range.start.line + 1, d.message])).toEqual([[7, 'Property subtitel is not allowed.']]);
    // Without it, this server knows no schema for the file and says nothing.
    const alone = scratchUri('elsewhere/gyms.yaml');
    const unchecked = await server.open(alone, text.split('\n').slice(1).join('\n'));
    server.close(alone);
    expect(unchecked).toEqual([]);
  }, 20_000);
});
