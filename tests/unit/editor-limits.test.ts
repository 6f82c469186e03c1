/**
 * What one request may ask of the editor API (src/build/editor/security.ts, yaml-ops.ts): a cap on
 * the operations of a request, on the size of the page they make and on how deep a body nests,
 * each refused at once with a clear 4xx; a long list of operations leaves the server answering
 * others; and no answer names a path of the machine.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorMiddleware, editorToken } from '../../src/build/editor/api';
import { errorAnswer, MAX_OPS } from '../../src/build/editor/security';
import { fixtureSite, REPO_DIR, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';

let site: FixtureSite;
let server: Server;
let port: number;
/** Called when the server has read the whole body of a request. */
let onBodyRead: ((req: IncomingMessage) => void) | undefined;

beforeAll(async () => {
  site = fixtureSite();
  const api = editorMiddleware({ root: site.root, siteDir: site.siteDir, schemaDir: SCHEMA_DIR });
  server = createServer((req, res) => {
    req.on('end', () => onBodyRead?.(req));
    api(req, res, () => res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  site.cleanup();
});

const bodies: string[] = [];

/** One API request with the token; every answer's body is kept, to look for paths in it. */
function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, any> }> {
  return new Promise((resolve, reject) => {
    const headers = { 'x-editor-token': editorToken(), host: `127.0.0.1:${port}`, 'content-type': 'application/json' };
    const req = request({ host: '127.0.0.1', port, method, path: `/__edit/api/${path}`, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        bodies.push(text);
        resolve({ status: res.statusCode!, json: JSON.parse(text) as Record<string, any> });
      });
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const file = (name: string) => join(site.siteDir, 'pages', name);

/** A page of the site with one text section of `paragraphs` paragraphs of `size` characters each. */
function writeLongPage(name: string, paragraphs: number, size: number): string {
  const items = Array.from({ length: paragraphs }, (_, i) => `      - ${'Lorem ipsum '.repeat(size / 12).trim()} ${i}.`);
  const text = [
    'title: Long page',
    'description: A page with long paragraphs, to see what the editor takes in one request.',
    'sections:',
    '  - type: text',
    '    title: Long',
    '    paragraphs:',
    ...items,
    '',
  ].join('\n');
  writeFileSync(file(name), text);
  return text;
}

const hashOf = async (route: string) => (await call('GET', `page?route=${encodeURIComponent(route)}`)).json.hash as string;

describe('the caps of one request', () => {
  it(`more than ${MAX_OPS} operations are refused with 413 before any is worked on, and nothing is written`, async () => {
    const before = readFileSync(file('about.yaml'), 'utf8');
    const ops = Array.from({ length: 100 }, () => ({ op: 'duplicate', path: ['sections'], index: 0 }));
    const { status, json } = await call('POST', 'page/ops', { route: '/about', baseHash: await hashOf('/about'), ops });
    expect(status).toBe(413);
    expect(json.error).toBe(`a request may carry at most ${MAX_OPS} operations, not 100: send them in parts`);
    expect(readFileSync(file('about.yaml'), 'utf8')).toBe(before);
  });

  it('operations that would grow the page past 256 KB are refused with 413, and nothing is written', async () => {
    const before = writeLongPage('grows.yaml', 1, 100_000);
    const ops = Array.from({ length: 3 }, () => ({ op: 'duplicate', path: ['sections', 0, 'paragraphs'], index: 0 }));
    const { status, json } = await call('POST', 'page/ops', { route: '/grows', baseHash: await hashOf('/grows'), ops });
    expect(status).toBe(413);
    expect(json.error).toBe(
      'operation 2 of 3: the page would grow past 256 KB, the largest page the editor writes, so nothing was written',
    );
    expect(readFileSync(file('grows.yaml'), 'utf8')).toBe(before);
  });

  it('a body nested deeper than any page, and a page address too long for a file, are 400s in words', async () => {
    let value: unknown = 'deep';
    for (let i = 0; i < 10_000; i++) value = [value];
    const deep = await call('POST', 'page/ops', {
      route: '/about',
      baseHash: await hashOf('/about'),
      ops: [{ op: 'set', path: ['title'], value }],
    });
    expect(deep).toEqual({ status: 400, json: { error: expect.stringContaining('nested more than 64 deep') } });

    const long = await call('POST', 'pages', { route: `/${'b'.repeat(300)}` });
    expect(long.status).toBe(400);
    expect(long.json.error).toMatch(
      /is too long for a page address: keep each part between slashes to 100 characters \(this one has 300\)/,
    );
  });
});

describe('a long request and the others', () => {
  it('many operations on a long page leave the server answering another request meanwhile', async () => {
    writeLongPage('busy.yaml', 60, 600);
    const ops = Array.from({ length: 30 }, (_, i) => ({ op: 'set', path: ['sections', 0, 'title'], value: `Long ${i}` }));
    const baseHash = await hashOf('/busy');
    const finished: string[] = [];
    // Once the server has the whole body of the operations, another request is sent.
    let other: Promise<unknown> | undefined;
    onBodyRead = (req) => {
      if (req.url !== '/__edit/api/page/ops') return;
      onBodyRead = undefined;
      other = call('GET', 'pages').then(({ status }) => finished.push(`pages ${status}`));
    };
    const written = await call('POST', 'page/ops', { route: '/busy', baseHash, ops }).then(({ status }) => finished.push(`ops ${status}`));
    await other;
    expect(written).toBeTruthy();
    expect(finished).toEqual(['pages 200', 'ops 200']);
    expect(readFileSync(file('busy.yaml'), 'utf8')).toContain('    title: Long 29\n');
  });
});

describe('paths in answers', () => {
  it('no answer of this file named a folder of the machine', () => {
    expect(bodies.length).toBeGreaterThan(5);
    for (const body of bodies) {
      expect(body).not.toContain(site.root);
      expect(body).not.toContain(REPO_DIR);
    }
  });

  it('an unexpected error is a 500 whose words name files relative to the project, or by their name alone', () => {
    const root = '/home/someone/project';
    const error = Object.assign(new Error(`ENOENT: no such file or directory, open '${root}/site/pages/gone.yaml'`), { code: 'ENOENT' });
    expect(errorAnswer(error, root)).toEqual({
      status: 500,
      message: "the editor failed: ENOENT: no such file or directory, open 'site/pages/gone.yaml'",
    });
    expect(errorAnswer(new Error('EACCES: permission denied, open /etc/shadow'), root).message).toBe(
      'the editor failed: EACCES: permission denied, open shadow',
    );
    const tooLong = Object.assign(new Error(`ENAMETOOLONG: name too long, open '${root}/site/pages/${'b'.repeat(300)}.yaml'`), {
      code: 'ENAMETOOLONG',
    });
    expect(errorAnswer(tooLong, root)).toEqual({ status: 400, message: expect.not.stringContaining(root) });
    expect(errorAnswer(new RangeError('Maximum call stack size exceeded'), root).status).toBe(400);
  });
});
