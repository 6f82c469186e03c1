/**
 * The editor API (src/build/editor/api.ts) mounted on a node:http server on 127.0.0.1, over a
 * temporary copy of tests/fixtures/valid/minimal: what it writes to disk, what it refuses.
 */
import { createHash } from 'node:crypto';
import { existsSync, linkSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorMiddleware, editorToken } from '../../src/build/editor/api';
import { writePageRequest } from '../../src/build/editor/api-writes';
import { editorHtmlRoute } from '../../src/build/editor/html-route';
import { loadSite } from '../../src/build/content/load-site';
import { fixtureSite, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';

let site: FixtureSite;
let server: Server;
let port: number;
const aboutFile = () => join(site.siteDir, 'pages/about.yaml');
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  site = fixtureSite();
  const api = editorMiddleware({ root: site.root, siteDir: site.siteDir, schemaDir: SCHEMA_DIR });
  writeFileSync(join(site.root, 'editor.html'), '<html><head><meta name="editor-token" content="" /></head><body></body></html>');
  const html = editorHtmlRoute({ htmlFile: join(site.root, 'editor.html') });
  server = createServer((req, res) => api(req, res, () => html(req, res, () => res.writeHead(404, { 'x-passed-on': 'yes' }).end())));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  site.cleanup();
});

interface Reply {
  status: number;
  json: Record<string, any>;
  headers: Record<string, unknown>;
}

/** One request with the token and this server's Host unless `headers` says otherwise (a null header is left out). */
function call(method: string, path: string, body?: unknown, headers: Record<string, string | null> = {}): Promise<Reply> {
  const data = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const all: Record<string, string | null> = {
    'x-editor-token': editorToken(),
    host: `127.0.0.1:${port}`,
    'content-type': 'application/json',
    ...headers,
  };
  const sent = Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null));
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const json = /^application\/json/.test(res.headers['content-type'] ?? '') ? (JSON.parse(text) as Record<string, any>) : { text };
        resolve({ status: res.statusCode!, json, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end(data);
  });
}

const page = (route: string) => call('GET', `/__edit/api/page?route=${encodeURIComponent(route)}`);
const ops = async (route: string, list: unknown[], baseHash?: string) =>
  call('POST', '/__edit/api/page/ops', { route, baseHash: baseHash ?? (await page(route)).json.hash, ops: list });

describe('reading', () => {
  it('lists every page with its file, title, sections and issue counts', async () => {
    const { status, json } = await call('GET', '/__edit/api/pages');
    expect(status).toBe(200);
    expect(json.pages.map((p: { route: string }) => p.route)).toEqual(['/', '/about', '/contact']);
    expect(json.pages[1]).toMatchObject({
      route: '/about',
      file: 'site/pages/about.yaml',
      title: 'Fixture About',
      sections: 2,
      errors: 0,
      warnings: 0,
    });
  });

  it('gives a page as text, hash and value', async () => {
    const { status, json } = await page('/about');
    const text = readFileSync(aboutFile(), 'utf8');
    expect(status).toBe(200);
    expect(json).toMatchObject({ route: '/about', file: 'site/pages/about.yaml', text, hash: sha(text), issues: [] });
    expect(json.value.sections[1].paragraphs).toEqual(['First paragraph.', 'Second paragraph.']);
    expect((await page('/nowhere')).status).toBe(404);
  });

  it('gives the schemas with every $ref inline, and the choices of the pickers', async () => {
    const schema = await call('GET', '/__edit/api/schema');
    expect(JSON.stringify(schema.json)).not.toContain('$ref');
    expect(schema.json.page.properties.title).toMatchObject({ type: 'string', minLength: 1 });
    expect(schema.json.sections.hero.properties.actions.items.properties.href).toMatchObject({
      'x-link': true,
      pattern: expect.any(String),
    });
    const { json } = await call('GET', '/__edit/api/choices');
    expect(json.pages).toContainEqual({ route: '/', title: 'Fixture Home', ids: ['how-it-works'] });
    expect(json.assets).toContain('/assets/machines/pro-model.svg');
    expect(json.collections.testimonials).toContainEqual({ id: 'office-manager', name: 'Sarah Mitchell' });
    expect(json.icons).toContain('check');
  });
});

describe('writing', () => {
  it('writes exactly the text of the operations and answers the fresh page', async () => {
    const before = readFileSync(aboutFile(), 'utf8');
    const { status, json } = await ops('/about', [
      { op: 'set', path: ['sections', 1, 'title'], value: 'Our Story: 2024' },
      { op: 'insert', path: ['sections', 1, 'paragraphs'], index: 2, value: 'Third.' },
    ]);
    const expected = before
      .replace('    title: Our Mission\n', '    title: "Our Story: 2024"\n')
      .replace('Second paragraph.]', 'Second paragraph., Third.]');
    expect(status).toBe(200);
    expect(readFileSync(aboutFile(), 'utf8')).toBe(expected);
    expect(json).toMatchObject({ text: expected, hash: sha(expected), value: { title: 'Fixture About' } });
  });

  it('writes a schema error, and reports it with its path', async () => {
    const { status, json } = await ops('/about', [{ op: 'set', path: ['sections', 1, 'colour'], value: 'red' }]);
    expect(status).toBe(200);
    expect(readFileSync(aboutFile(), 'utf8')).toContain('    colour: red\n');
    expect(json.issues).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'unknown-key', path: ['sections', 1, 'colour'], line: 9, column: 5 }),
    );
    expect((await call('GET', '/__edit/api/pages')).json.pages[1].errors).toBe(1);
  });

  it('answers 409 with the file as it is on disk when it changed meanwhile, and writes nothing', async () => {
    const { json: old } = await page('/about');
    const changed = `${old.text}# changed in another editor\n`;
    writeFileSync(aboutFile(), changed);
    const { status, json } = await ops('/about', [{ op: 'set', path: ['title'], value: 'Mine' }], old.hash);
    expect(status).toBe(409);
    expect(json).toMatchObject({ conflict: true, text: changed, hash: sha(changed) });
    expect(readFileSync(aboutFile(), 'utf8')).toBe(changed);
  });

  it('answers 422 and writes nothing for text that does not parse or operations that fail', async () => {
    const { json: now } = await page('/about');
    const text = await call('POST', '/__edit/api/page/text', { route: '/about', baseHash: now.hash, text: 'title: [open\n' });
    expect(text.status).toBe(422);
    expect(text.json.error).toMatch(/nothing was written/);
    const failed = await ops('/about', [{ op: 'remove', path: ['sections'], index: 7 }], now.hash);
    expect(failed.status).toBe(422);
    expect(readFileSync(aboutFile(), 'utf8')).toBe(now.text);
    const written = await call('POST', '/__edit/api/page/text', {
      route: '/about',
      baseHash: now.hash,
      text: `${now.text}# saved from the YAML view\n`,
    });
    expect(written.status).toBe(200);
    expect(readFileSync(aboutFile(), 'utf8')).toBe(`${now.text}# saved from the YAML view\n`);
  });

  it('creates a page as npm run new-page does, in its words when refused', async () => {
    const created = await call('POST', '/__edit/api/pages', { route: '/smart-gyms' });
    expect(created).toMatchObject({ status: 201, json: { route: '/smart-gyms', file: 'site/pages/smart-gyms.yaml' } });
    const text = readFileSync(join(site.siteDir, 'pages/smart-gyms.yaml'), 'utf8');
    expect(text).toContain('title: Smart Gyms');
    // The first line names the editor schema of pages, from the file: the project is the editor's root.
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../.vscode/schemas/page.schema.json');
    const own = loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR }).issues.filter((issue) => issue.file.endsWith('smart-gyms.yaml'));
    expect(own.filter((issue) => issue.severity === 'error')).toEqual([]);
    const copy = await call('POST', '/__edit/api/pages', { route: '/team', from: '/about' });
    expect(copy.status).toBe(201);
    expect(readFileSync(join(site.siteDir, 'pages/team.yaml'), 'utf8')).toBe(
      `# yaml-language-server: $schema=../../.vscode/schemas/page.schema.json\n${readFileSync(aboutFile(), 'utf8')}`,
    );
    const again = await call('POST', '/__edit/api/pages', { route: '/smart-gyms' });
    expect(again).toMatchObject({ status: 409, json: { error: expect.stringContaining('the page /smart-gyms already exists') } });
    const bad = await call('POST', '/__edit/api/pages', { route: '/Gyms!' });
    expect(bad).toMatchObject({ status: 400, json: { error: expect.stringContaining('is not a page address') } });
  });
});

describe('publishing a write', () => {
  it('publishes the content once after each write that changed the file (the preview follows at once), with its issues', async () => {
    const published: number[] = [];
    const publish = () => {
      published.push(Date.now());
      return loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR }).issues;
    };
    const paths = { root: site.root, siteDir: site.siteDir, schemaDir: SCHEMA_DIR, publish };
    const now = (await page('/about')).json;
    const same = await writePageRequest(paths, { route: '/about', baseHash: now.hash, text: now.text }, 'text');
    expect(same.status).toBe(200);
    expect(published).toHaveLength(0);
    const changed = await writePageRequest(paths, { route: '/about', baseHash: now.hash, text: `${now.text}# published\n` }, 'text');
    expect(changed).toMatchObject({ status: 200, body: { text: `${now.text}# published\n`, issues: (await page('/about')).json.issues } });
    expect(published).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('writes nothing outside site/pages: no .. and no link that leads out', async () => {
    const outside = join(site.root, 'outside.yaml');
    writeFileSync(outside, 'title: Outside\n');
    symlinkSync(outside, join(site.siteDir, 'pages/linked.yaml'));
    for (const route of ['/../site', '/linked', '/../../outside']) {
      const { status } = await call('POST', '/__edit/api/page/text', { route, baseHash: sha('title: Outside\n'), text: 'title: Hacked\n' });
      expect(status).toBe(403);
    }
    expect(readFileSync(outside, 'utf8')).toBe('title: Outside\n');
    expect(existsSync(join(site.root, 'site.yaml'))).toBe(false);
  });

  it('refuses a hard link to a file outside and a new page through a folder link: the outside files stay byte for byte', async () => {
    const outside = join(site.root, 'outside-hard.yaml');
    const bytes = Buffer.from('title: Outside\ndescription: Kept as it is.\nsections: []\n');
    writeFileSync(outside, bytes);
    const hard = join(site.siteDir, 'pages/hard.yaml');
    const folder = join(site.siteDir, 'pages/linkdata');
    linkSync(outside, hard);
    symlinkSync('../data', folder);
    const data = join(site.siteDir, 'data');
    const dataBefore = readdirSync(data).sort();
    try {
      const opened = await page('/hard');
      expect(opened.status).toBe(200);
      const text = await call('POST', '/__edit/api/page/text', { route: '/hard', baseHash: opened.json.hash, text: 'title: Hacked\n' });
      expect(text.status).toBe(403);
      expect(text.json.error).toMatch(/hard link/);
      const edit = [{ op: 'set', path: ['title'], value: 'Hacked' }];
      expect((await ops('/hard', edit, opened.json.hash)).status).toBe(403);
      expect(readFileSync(outside)).toEqual(bytes);

      const created = await call('POST', '/__edit/api/pages', { route: '/linkdata/new' });
      expect(created.status).toBe(400);
      expect(created.json.error).toMatch(/outside site\/pages/);
      expect(readdirSync(data).sort()).toEqual(dataBefore);
    } finally {
      rmSync(hard);
      rmSync(folder);
    }
  });

  it.each<[string, Record<string, string | null>]>([
    ['another origin', { origin: 'http://evil.example' }],
    ['another port of this machine', { origin: 'http://127.0.0.1:1' }],
    ['another host name (DNS rebinding)', { host: 'evil.example:5173' }],
    ['no token', { 'x-editor-token': null }],
    ['a wrong token', { 'x-editor-token': 'guess' }],
  ])('refuses a request from %s with 403 and writes nothing', async (_, headers) => {
    const before = readFileSync(aboutFile(), 'utf8');
    const { status, json } = await call(
      'POST',
      '/__edit/api/page/text',
      { route: '/about', baseHash: sha(before), text: 'title: Hacked\n' },
      headers,
    );
    expect(status).toBe(403);
    expect(json.error).toEqual(expect.any(String));
    expect(readFileSync(aboutFile(), 'utf8')).toBe(before);
    expect((await call('GET', '/__edit/api/pages', undefined, headers)).status).toBe(403);
  });

  it('accepts its own origin, and refuses a body over 256 KB with 413', async () => {
    expect((await call('GET', '/__edit/api/pages', undefined, { origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    const before = readFileSync(aboutFile(), 'utf8');
    const big = { route: '/about', baseHash: sha(before), text: `title: x\ndescription: ${'y'.repeat(300 * 1024)}\n` };
    expect((await call('POST', '/__edit/api/page/text', big)).status).toBe(413);
    expect(readFileSync(aboutFile(), 'utf8')).toBe(before);
  });

  it('serves the editor page with the token only at a loopback host, never in a frame', async () => {
    const ok = await call('GET', '/__edit/about', undefined, { 'x-editor-token': null });
    expect(ok).toMatchObject({ status: 200, headers: { 'x-frame-options': 'DENY' } });
    expect(ok.json.text).toContain(`<meta name="editor-token" content="${editorToken()}" />`);
    const rebound = await call('GET', '/__edit', undefined, { 'x-editor-token': null, host: 'evil.example' });
    expect(rebound.status).toBe(403);
    expect(rebound.json.text).not.toContain(editorToken());
  });

  it('passes on what is not the API, and answers 404 for an unknown call', async () => {
    expect((await call('GET', '/about')).headers['x-passed-on']).toBe('yes');
    expect((await call('GET', '/__edit/api/nothing')).status).toBe(404);
  });
});
