/**
 * The editor API for the site's other files and for whole pages (src/build/editor/api.ts), on a
 * node:http server on 127.0.0.1 over a copy of tests/fixtures/valid/minimal: site.yaml and the files
 * of site/data read and written with the same minimal edits as pages (exact text diffs), refused
 * outside their folders; pages deleted only when nothing links to them.
 */
import { existsSync, readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorMiddleware, editorToken } from '../../src/build/editor/api';
import { fixtureSite, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';
import { temporaryFolder } from '../helpers/temporary';

let site: FixtureSite;
let server: Server;
let base: string;

beforeAll(async () => {
  site = fixtureSite();
  const api = editorMiddleware({ root: site.root, siteDir: site.siteDir, schemaDir: SCHEMA_DIR });
  server = createServer((req, res) => api(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__edit/api`;
});
afterAll(() => {
  server.close();
  site.cleanup();
});

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-editor-token': editorToken(), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}
const file = (name: string) => call('GET', `/file?name=${encodeURIComponent(name)}`);
const fileOps = async (name: string, ops: unknown[]) => call('POST', '/file/ops', { name, baseHash: (await file(name)).json.hash, ops });
const siteYaml = () => join(site.siteDir, 'site.yaml');

describe('site.yaml and the files of site/data', () => {
  it('lists them with their health, and gives each with its text, hash, value and issues', async () => {
    const { json } = await call('GET', '/files');
    expect(json.files.map((entry: { name: string }) => entry.name)).toEqual([
      'site.yaml',
      'data/form-types.yaml',
      'data/machines.yaml',
      'data/options.yaml',
      'data/testimonials.yaml',
    ]);
    expect(json.files[0]).toEqual({ name: 'site.yaml', file: 'site/site.yaml', errors: 0, warnings: 0 });
    const doc = await file('site.yaml');
    expect(doc.status).toBe(200);
    expect(doc.json).toMatchObject({ name: 'site.yaml', file: 'site/site.yaml', text: readFileSync(siteYaml(), 'utf8'), issues: [] });
    expect(doc.json.value.contact.phone).toBe('(214) 555-0142');
    const schema = await call('GET', '/schema');
    expect(Object.keys(schema.json.data)).toEqual(['form-types', 'machines', 'options', 'testimonials']);
    expect(schema.json.data.testimonials['x-ui'].label).toBe('Customer quotes');
  });

  it('changes the phone in site.yaml by exactly its line: comments, order and blank lines kept', async () => {
    const before = readFileSync(siteYaml(), 'utf8');
    const { status, json } = await fileOps('site.yaml', [{ op: 'set', path: ['contact', 'phone'], value: '(972) 555-0199' }]);
    expect(status).toBe(200);
    const expected = before.replace('  phone: (214) 555-0142\n', '  phone: (972) 555-0199\n');
    expect(expected).not.toBe(before);
    expect(readFileSync(siteYaml(), 'utf8')).toBe(expected);
    expect(json.value.contact.phone).toBe('(972) 555-0199');
  });

  it('adds a record to a keyed collection of site/data, and reports the loader issue of an empty field at its path', async () => {
    const name = 'data/testimonials.yaml';
    const path = join(site.siteDir, name);
    const before = readFileSync(path, 'utf8');
    const { status, json } = await fileOps(name, [
      { op: 'set', path: ['items', 'cafe-owner'], value: { quote: '', author: 'Ana Ruiz', role: 'Owner, a Dallas café', rating: 5 } },
    ]);
    expect(status).toBe(200);
    expect(readFileSync(path, 'utf8')).toBe(
      `${before}  cafe-owner:\n    quote: ""\n    author: Ana Ruiz\n    role: Owner, a Dallas café\n    rating: 5\n`,
    );
    expect(json.issues).toContainEqual(expect.objectContaining({ severity: 'error', path: ['items', 'cafe-owner', 'quote'] }));
    writeFileSync(path, before);
  });

  it('answers 409 with the fresh file when it changed on disk, and 422 for a text that is not YAML, writing nothing', async () => {
    const { json: old } = await file('site.yaml');
    writeFileSync(siteYaml(), `${old.text}# changed elsewhere\n`);
    const stale = await call('POST', '/file/ops', { name: 'site.yaml', baseHash: old.hash, ops: [{ op: 'unset', path: ['locale'] }] });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ conflict: true, text: `${old.text}# changed elsewhere\n` });
    const fresh = await file('site.yaml');
    const broken = await call('POST', '/file/text', { name: 'site.yaml', baseHash: fresh.json.hash, text: 'brand: [unclosed\n' });
    expect(broken.status).toBe(422);
    expect(broken.json.error).toMatch(/^the text cannot be read as YAML \(line \d+, column \d+: .*\), so nothing was written$/);
    expect(readFileSync(siteYaml(), 'utf8')).toBe(fresh.json.text);
  });

  it.each(['../site.yaml', 'pages/about.yaml', 'data/../site.yaml', 'data/nothing.yaml', '/etc/passwd', 'site.yaml\0'])(
    'knows no file %j',
    async (name) => {
      expect((await file(name)).status).toBe(404);
      const write = await call('POST', '/file/text', { name, baseHash: 'x', text: 'a: 1\n' });
      expect(write.status).toBe(403);
      // A path of the machine outside the project is named by its file name alone (security.ts errorAnswer).
      const named = name.startsWith('/') ? name.slice(name.lastIndexOf('/') + 1) : name;
      expect(write.json.error).toBe(`${JSON.stringify(named)} is not site.yaml or a file of site/data that the editor may write`);
    },
  );

  it('never writes through a data file that is a link out of the site folder', async () => {
    const outside = join(temporaryFolder('editor-outside-'), 'options.yaml');
    const path = join(site.siteDir, 'data/options.yaml');
    const before = readFileSync(path, 'utf8');
    writeFileSync(outside, before);
    unlinkSync(path);
    symlinkSync(outside, path);
    try {
      const write = await call('POST', '/file/text', { name: 'data/options.yaml', baseHash: 'x', text: 'items: {}\n' });
      expect(write.status).toBe(403);
      expect(readFileSync(outside, 'utf8')).toBe(before);
    } finally {
      unlinkSync(path);
      writeFileSync(path, before);
    }
  });
});

describe('deleting a page', () => {
  it('refuses a page others link to, naming every page and file that does, and deletes nothing', async () => {
    const contact = await call('POST', '/pages/delete', { route: '/contact' });
    expect(contact.status).toBe(409);
    expect(contact.json).toMatchObject({ pages: ['/'], files: ['site.yaml'] });
    expect(contact.json.error).toBe(
      'the page /contact is not deleted: / and the site settings (site.yaml) link to it. Change or remove those links first, then delete it.',
    );
    expect(existsSync(join(site.siteDir, 'pages/contact.yaml'))).toBe(true);
    const about = await call('POST', '/pages/delete', { route: '/about' });
    expect(about.json.error).toBe(
      'the page /about is not deleted: the site settings (site.yaml) links to it. Change or remove those links first, then delete it.',
    );
  });

  it('deletes a page nothing links to, which then is gone from the list', async () => {
    expect((await call('POST', '/pages', { route: '/gyms' })).status).toBe(201);
    const deleted = await call('POST', '/pages/delete', { route: '/gyms' });
    expect(deleted).toEqual({ status: 200, json: { deleted: '/gyms', file: 'site/pages/gyms.yaml' } });
    expect(existsSync(join(site.siteDir, 'pages/gyms.yaml'))).toBe(false);
    expect((await call('GET', '/pages')).json.pages.map((page: { route: string }) => page.route)).toEqual(['/', '/about', '/contact']);
    expect((await call('POST', '/pages/delete', { route: '/gyms' })).status).toBe(404);
  });

  it('a duplicate of a page is a new page with the same sections', async () => {
    const copy = await call('POST', '/pages', { route: '/about-copy', from: '/about' });
    expect(copy.status).toBe(201);
    const [original, duplicate] = await Promise.all(['/about', '/about-copy'].map((route) => call('GET', `/page?route=${route}`)));
    expect(duplicate!.json.value).toEqual(original!.json.value);
    expect((await call('POST', '/pages/delete', { route: '/about-copy' })).status).toBe(200);
  });
});
