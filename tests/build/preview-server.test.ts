/**
 * `npm run preview` (vite preview + src/build/vite/preview/server.ts) against the shipped site, built
 * once: it serves dist/ and nothing else, answers as the generated nginx configuration does, and
 * sends the security headers of dist/_headers on every answer (404, 400 and 405 too).
 *
 * The build goes to <work>/dist, and <work> holds what must never be served: a copy of the
 * repository's index.html template and a secret file, with symlinks from dist/ to them (dist/ never
 * has one, but the server must not trust that). Requests go through node:http so that a path
 * such as /..%2F reaches the server byte for byte (fetch would normalize it).
 */
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersForPath } from '../../src/build/output/headers-file';
import { parseRequestPath } from '../../src/build/vite/preview/request-path';
import { resolveRequest } from '../../src/build/vite/preview/resolve-request';
import { startNginx, type NginxServer } from '../helpers/nginx';
import { previewSite, sharedBuild } from '../helpers/site-build';

const work = mkdtempSync(join(tmpdir(), 'site-preview-'));
const dist = join(work, 'dist');
const SECRET = `preview-secret-${randomBytes(8).toString('hex')}`;
/** Text that only a file from outside dist/ can contain: the source template, /etc/passwd, the secret. */
const LEAKS = ['/src/entry-client.tsx', '<!--app-html-->', 'root:x:0:', SECRET];

let base: string;
let server: PreviewServer | undefined;
const inboxBefore = process.env.LEAD_INBOX_FILE;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** One request with the path sent exactly as given (no normalization, no redirect, no decompression). */
function send(
  origin: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const all = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: all, text: all.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
const preview = (path: string, options?: Parameters<typeof send>[2]) => send(base, path, options);

const file = (path: string) => readFileSync(join(dist, path));
/** Every route the build wrote, from its HTML files: `/`, `/about`, `/products/pro-model`, … */
function builtRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && !entry.isSymbolicLink()) walk(path);
      else if (entry.name === 'index.html') routes.push(`/${relative(dist, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/');
    }
  };
  walk(dist);
  return routes.sort();
}
const appFile = (extension: string) =>
  readdirSync(join(dist, '_app')).find((name) => name.endsWith(extension) && !name.startsWith('leak'))!;
/** The headers `_headers` puts on every path: the security headers. */
const everywhere = () => headersForPath(readFileSync(join(dist, '_headers'), 'utf8'), '/');

function expectNoLeak(answer: Answer, label: string) {
  for (const marker of LEAKS) expect(answer.text, `${label} leaks "${marker}"`).not.toContain(marker);
}
function expectSecurityHeaders(answer: Answer, label: string) {
  const expected = everywhere();
  expect(expected.length).toBeGreaterThan(3);
  for (const { name, value } of expected) expect(answer.headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
}
function expectNotFoundPage(answer: Answer, label: string) {
  expect(answer.status, label).toBe(404);
  expect(answer.headers['content-type'], label).toBe('text/html; charset=utf-8');
  expect(answer.body.equals(file('404.html')), `${label}: the body is 404.html`).toBe(true);
  expect(answer.headers['cache-control'], label).toBe('no-cache');
  expectSecurityHeaders(answer, label);
}

beforeAll(async () => {
  // A copy of the shared build: the links below go into it.
  cpSync(await sharedBuild(), dist, { recursive: true });
  // Beside dist/: what a path escaping it would reach.
  copyFileSync('index.html', join(work, 'index.html'));
  mkdirSync(join(work, 'outside'));
  copyFileSync('index.html', join(work, 'outside', 'index.html'));
  writeSecret(join(work, 'secret.txt'));
  writeSecret(join(work, 'outside', 'secret.svg'));
  // Symlinks inside dist/ leading out of it, as a page, a folder and asset files.
  symlinkSync(join(work, 'outside'), join(dist, 'leak'));
  symlinkSync(join(work, 'outside'), join(dist, 'assets', 'leak-dir'));
  symlinkSync(join(work, 'secret.txt'), join(dist, 'assets', 'leak.txt'));
  symlinkSync(join(work, 'outside', 'secret.svg'), join(dist, '_app', 'leak.svg'));
  // A symlink that stays inside dist/ may be followed.
  symlinkSync(join(dist, 'assets', 'logo.svg'), join(dist, 'assets', 'logo-link.svg'));
  process.env.LEAD_INBOX_FILE = join(work, 'inbox.jsonl');
  ({ base, server } = await previewSite(dist));
});

const writeSecret = (path: string) => writeFileSync(path, SECRET);

afterAll(async () => {
  await server?.close();
  if (inboxBefore === undefined) delete process.env.LEAD_INBOX_FILE;
  else process.env.LEAD_INBOX_FILE = inboxBefore;
  rmSync(work, { recursive: true, force: true });
});

describe('pages', () => {
  it('serves every built route, with and without its trailing slash, as its HTML file', async () => {
    const routes = builtRoutes();
    expect(routes).toContain('/');
    expect(routes).toContain('/about');
    expect(routes).toContain('/products/pro-model');
    for (const route of routes) {
      const expected = file(route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
      for (const path of route === '/' ? ['/'] : [route, `${route}/`]) {
        const answer = await preview(path);
        expect(answer.status, path).toBe(200);
        expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(answer.headers['cache-control'], path).toBe('no-cache');
        expect(answer.body.equals(expected), `${path}: the body is its HTML file`).toBe(true);
        expectSecurityHeaders(answer, path);
      }
    }
  });

  it('answers with no redirect through fetch either (redirect: manual)', async () => {
    for (const path of ['/about', '/about/', '/products/pro-model/']) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('location'), path).toBeNull();
      await response.arrayBuffer();
    }
  });

  it.each([
    '/index.html',
    '/about/index.html',
    '/products/index.html',
    '//about',
    '/about//',
    '/./about',
    '/about/.',
    '/ab%6fut',
    '/about%2F',
    '/about?x=1',
  ])('%s is a page too, as nginx serves it', async (path) => {
    const answer = await preview(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each(['/products/no-such-model', '/products/no-such-model/', '/products/a/b/c', '/products/index', '/products/%FF'])(
    '%s shows the catch-all page /products with 200',
    async (path) => {
      const answer = await preview(path);
      expect(answer.status).toBe(200);
      expect(answer.body.equals(file('products/index.html'))).toBe(true);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(answer, path);
    },
  );

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const path of ['/', '/about', '/products/x', '/_data/index.json', '/no-such-page', '/_app/missing.js']) {
      const [get, head] = await Promise.all([preview(path), preview(path, { method: 'HEAD' })]);
      expect(head.status, path).toBe(get.status);
      expect(head.body.length, path).toBe(0);
      expect(head.headers['content-length'], path).toBe(String(get.body.length));
      expect(head.headers['content-type'], path).toBe(get.headers['content-type']);
      expect(head.headers['content-security-policy'], path).toBe(get.headers['content-security-policy']);
    }
  });
});

describe('files', () => {
  it.each([
    ['/sitemap.xml', /^(text|application)\/xml\b/, 'no-cache'],
    ['/robots.txt', /^text\/plain; charset=utf-8$/, 'no-cache'],
    ['/_data/index.json', /^application\/json\b/, 'no-cache'],
    ['/_data/site.json', /^application\/json\b/, 'no-cache'],
    ['/assets/logo.svg', /^image\/svg\+xml$/, 'public, max-age=3600'],
    ['/assets/video/hero.mp4', /^video\/mp4$/, 'public, max-age=3600'],
    ['/assets/video/hero.webm', /^video\/webm$/, 'public, max-age=3600'],
    ['/assets/logo-link.svg', /^image\/svg\+xml$/, 'public, max-age=3600'],
  ])('%s is served with its content type and cache rule', async (path, type, cache) => {
    const answer = await preview(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(type);
    expect(answer.headers['cache-control']).toBe(cache);
    expect(answer.body.equals(file(path === '/assets/logo-link.svg' ? 'assets/logo.svg' : path.slice(1)))).toBe(true);
    expectSecurityHeaders(answer, path);
  });

  it('serves the hashed scripts and sprite of /_app/ as immutable', async () => {
    for (const [name, type] of [
      [appFile('.js'), /^(text|application)\/javascript\b/],
      [appFile('.svg'), /^image\/svg\+xml$/],
    ] as const) {
      const answer = await preview(`/_app/${name}`);
      expect(answer.status, name).toBe(200);
      expect(answer.headers['content-type'], name).toMatch(type);
      expect(answer.headers['cache-control'], name).toBe('public, max-age=31536000, immutable');
      expect(answer.body.equals(file(`_app/${name}`)), name).toBe(true);
    }
  });

  it('answers byte ranges (video) and conditional requests', async () => {
    const video = file('assets/video/hero.mp4');
    const part = await preview('/assets/video/hero.mp4', { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(part.body.equals(video.subarray(0, 100))).toBe(true);
    const tail = await preview('/assets/video/hero.mp4', { headers: { Range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(video.subarray(video.length - 10))).toBe(true);
    const beyond = await preview('/assets/video/hero.mp4', { headers: { Range: `bytes=${video.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);

    const first = await preview('/robots.txt');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await preview('/robots.txt', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expectSecurityHeaders(again, '304');
  });
});

describe('not found: 404.html with status 404', () => {
  it.each([
    '/no-such-page',
    '/no-such-page/',
    '/About',
    '/index',
    '/404',
    '/404.html',
    '/about/index.html/',
    '/about/nothing-here',
    '/about.html',
    '/favicon.ico',
    '/products/x.js',
    // Folders hold no listing and no page.
    '/_app',
    '/_app/',
    '/_data',
    '/_data/',
    '/assets',
    '/assets/',
    '/assets/machines',
    '/assets/machines/',
    '/assets/logo.svg/',
    '/_app/x/',
    // Missing files are not the home page (Vite's SPA fallback).
    '/_app/missing.js',
    '/_data/x.json',
    '/_data/products/x.json',
    // Dotfiles, dot-folders and what is for the server only.
    '/.env',
    '/.git/config',
    '/_app/.x',
    '/.vite/manifest.json',
    '/.well-known/security.txt',
    '/_headers',
    '/_headers/',
    '/_redirects',
    '/vercel.json',
    '/nginx',
    '/nginx/',
    '/nginx/site.conf',
    '/%2Enginx',
    '/%6Eginx/site.conf',
    '/_he%61ders',
    // Bytes that are no UTF-8 name a file that cannot exist.
    '/%FF',
    '/%C0%AE%C0%AE/',
    '/%C0%AE%C0%AE/etc/passwd',
    '/a%5C..%5Cindex.html',
    // The page editor and the section gallery exist on the development server only.
    '/__edit',
    '/__edit/',
    '/__edit/about',
    '/__edit/index',
    '/__edit/api/pages',
    '/__edit/api/page?route=%2Fabout',
    '/editor.html',
    '/__sections',
  ])('%s', async (path) => {
    const answer = await preview(path);
    expectNotFoundPage(answer, path);
    expectNoLeak(answer, path);
  });

  it('has no page editor API to write through: its POSTs are 404 too', async () => {
    for (const path of ['/__edit/api/pages', '/__edit/api/page/ops', '/__edit/api/page/text']) {
      const answer = await preview(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"route":"/x"}' });
      expect(answer.status, path).toBe(404);
    }
  });

  it('is 404 however it is asked (POST, PUT, DELETE) and for HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await preview('/no-such-page', { method });
      expect(answer.status, method).toBe(404);
      expectSecurityHeaders(answer, method);
    }
    const head = await preview('/_app/missing.js', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.headers['cache-control']).toBe('no-cache');
  });
});

describe('paths that would leave dist/', () => {
  it.each([
    '/..%2F',
    '/..%2Findex.html',
    '/..%2F..%2Fetc%2Fpasswd',
    '/..%2F..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '/%2e%2e/',
    '/%2E%2E%2Findex.html',
    '/%2e%2e%2f%2e%2e%2fetc/passwd',
    '/..',
    '/../index.html',
    '/a/../../x',
    '/a/../../index.html',
    '/assets/..%2F..%2Fsecret.txt',
    '/a/../about',
    '/about/..',
    '/..%5C..%5Cindex.html/..',
  ])('%s is 400 with a short text', async (path) => {
    const answer = await preview(path);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.text.length).toBeLessThan(100);
    expect(answer.text).not.toMatch(/\bat \S+ \(|Error:/);
    expectNoLeak(answer, path);
    expectSecurityHeaders(answer, path);
  });

  it.each(['/%', '/%zz', '/%E0%A4%A', '/about%', '/%2', '/%%41', '/%00', '/about%00', '/index.html%00.js', '/%00/../etc/passwd'])(
    '%s (a broken escape or a NUL byte) is 400 with a short text, not 500 with a stack trace',
    async (path) => {
      const answer = await preview(path);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.text.length).toBeLessThan(100);
      expect(answer.text).not.toMatch(/\bat \S+ \(|URIError|node_modules/);
      expectSecurityHeaders(answer, path);
    },
  );

  it.each([
    '/leak',
    '/leak/',
    '/leak/index.html',
    '/leak/secret.svg',
    '/assets/leak.txt',
    '/assets/leak-dir/index.html',
    '/assets/leak-dir/secret.svg',
    '/_app/leak.svg',
  ])('%s, a symlink out of dist/, is 404', async (path) => {
    expect(existsSync(join(dist, path.split('/')[1]!))).toBe(true);
    const answer = await preview(path);
    expectNotFoundPage(answer, path);
    expectNoLeak(answer, path);
  });
});

describe('methods', () => {
  it.each(['/about', '/products/x', '/assets/logo.svg', '/_data/index.json'])(
    'POST, PUT and DELETE on %s are 405 with Allow',
    async (path) => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const answer = await preview(path, { method, headers: { 'content-type': 'text/plain' }, body: 'x' });
        expect(answer.status, method).toBe(405);
        expect(answer.headers.allow, method).toBe('GET, HEAD');
        expectSecurityHeaders(answer, `${method} ${path}`);
      }
    },
  );

  it('TRACE is 405 everywhere, as in nginx', async () => {
    expect((await preview('/no-such-page', { method: 'TRACE' })).status).toBe(405);
  });

  it('keeps the lead inbox at /api/leads, with the security headers', async () => {
    const lead = await preview('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Test' }),
    });
    expect(lead.status).toBe(201);
    expectSecurityHeaders(lead, 'POST /api/leads');
    expect(readFileSync(join(work, 'inbox.jsonl'), 'utf8')).toContain('"name":"Test"');
    const get = await preview('/api/leads');
    expect(get.status).toBe(405);
  });
});

describe('the path rules (resolveRequest)', () => {
  it('decodes percent-escapes once and merges // and /./', () => {
    expect(parseRequestPath('/a%252F')).toEqual({ segments: ['a%2F'], trailingSlash: false, fileSafe: true });
    expect(parseRequestPath('//a/./b//')).toEqual({ segments: ['a', 'b'], trailingSlash: true, fileSafe: true });
    expect(parseRequestPath('/')).toEqual({ segments: [], trailingSlash: false, fileSafe: true });
    expect(parseRequestPath('http://example.com/about?x')).toEqual({ segments: ['about'], trailingSlash: false, fileSafe: true });
    expect(parseRequestPath('/caf%C3%A9').segments).toEqual(['café']);
    expect(parseRequestPath('/%FF').fileSafe).toBe(false);
  });

  it('never names a file outside dist/', () => {
    for (const url of ['/..%2F', '/%2e%2e/', '/a/../../x', '/%', '/%00', '*', 'about'])
      expect(resolveRequest(dist, url).status, url).toBe(400);
    const found = resolveRequest(dist, '/about');
    expect(found.status).toBe(200);
    if (found.status === 200) expect(found.found.file.startsWith(join(dist, 'about'))).toBe(true);
    expect(resolveRequest(join(work, 'no-such-dist'), '/').status).toBe(404);
  });
});

/**
 * The same build under nginx with dist/nginx/site.conf: each path must get the same status, and a
 * page or the 404 page the same body, content type, Cache-Control and security headers.
 */
describe('the same answers as nginx with the generated configuration', () => {
  let nginx: NginxServer;
  beforeAll(async () => {
    nginx = await startNginx(dist);
  });
  afterAll(async () => {
    await nginx?.stop();
  });

  const SAME: [method: string, path: string][] = [
    ...[
      '/',
      '/index.html',
      '/about',
      '/about/',
      '/about/index.html',
      '/about/index.html/',
      '/about//',
      '//about',
      '/./about',
      '/about/.',
      '/ab%6fut',
      '/about%2F',
      '/About',
      '/index',
      '/no-such-page',
      '/no-such-page/',
      '/about/nothing-here',
      '/products',
      '/products/',
      '/products/index',
      '/products/index.html',
      '/products/pro-model',
      '/products/no-such-model',
      '/products/no-such-model/',
      '/products/a/b/c',
      '/products/%FF',
      '/products/x.js',
      '/products/pro-model.json',
      '/404',
      '/404.html',
      '/404.html/',
      '/_app',
      '/_app/',
      '/_app/x/',
      '/_app/missing.js',
      '/_data',
      '/_data/',
      '/_data/x.json',
      '/_data/index.json',
      '/_data/about.json',
      '/_data/site.json',
      '/assets',
      '/assets/',
      '/assets/machines',
      '/assets/machines/',
      '/assets/logo.svg',
      '/assets/logo.svg/',
      '/assets/video/hero.mp4',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.ico',
      '/about.html',
      '/.env',
      '/.git/config',
      '/_app/.x',
      '/.vite/manifest.json',
      '/_headers',
      '/_headers/',
      '/_redirects',
      '/vercel.json',
      '/nginx',
      '/nginx/',
      '/nginx/site.conf',
      '/%FF',
      '/%C0%AE%C0%AE/',
      '/..%2F',
      '/..%2F..%2Fetc%2Fpasswd',
      '/%2e%2e/',
      '/%2e%2e%2f%2e%2e%2fetc/passwd',
      '/a/../../x',
      '/%',
      '/%zz',
      '/%E0%A4%A',
      '/%00',
      '/about%00',
    ].map((path) => ['GET', path] as [string, string]),
    ['HEAD', '/about'],
    ['HEAD', '/no-such-page'],
    ['POST', '/about'],
    ['POST', '/no-such-page'],
    ['PUT', '/assets/logo.svg'],
    ['DELETE', '/_app/missing.js'],
    ['POST', '/products/x'],
    ['TRACE', '/about'],
    ['TRACE', '/no-such-page'],
  ];

  it('never follows a symbolic link in dist/ out of it (disable_symlinks)', async () => {
    for (const path of ['/leak/secret.svg', '/leak/index.html', '/assets/leak.txt', '/assets/leak-dir/secret.svg', '/_app/leak.svg']) {
      const answer = await send(nginx.url, path);
      expect([403, 404], path).toContain(answer.status);
      expectNoLeak(answer, `nginx ${path}`);
    }
  });

  it('gives the same status for every path of the table', async () => {
    const differences: string[] = [];
    for (const [method, path] of SAME) {
      const [ours, theirs] = await Promise.all([preview(path, { method }), send(nginx.url, path, { method })]);
      if (ours.status !== theirs.status) differences.push(`${method} ${path}: preview ${ours.status}, nginx ${theirs.status}`);
      expectNoLeak(ours, `${method} ${path}`);
    }
    expect(differences).toEqual([]);
  });

  it('gives the same body, content type, Cache-Control and security headers for pages, files and 404s', async () => {
    const type = (value: unknown) => String(value).replace('application/javascript', 'text/javascript');
    const paths = [
      '/',
      '/about',
      '/about/',
      '/products/no-such-model',
      '/products/no-such-model/',
      '/products/a/b/c',
      '/no-such-page',
      '/no-such-page/',
      '/about/nothing-here',
      '/404.html',
      '/_app/',
      '/assets/',
      '/_data/',
      '/_app/missing.js',
      '/_headers',
      '/nginx/site.conf',
      '/.env',
      '/_data/index.json',
      '/assets/logo.svg',
      '/robots.txt',
      `/_app/${appFile('.js')}`,
    ];
    for (const path of paths) {
      const [ours, theirs] = await Promise.all([preview(path), send(nginx.url, path)]);
      expect(ours.status, path).toBe(theirs.status);
      expect(ours.body.equals(theirs.body), `${path}: same body`).toBe(true);
      expect(type(ours.headers['content-type']), path).toBe(type(theirs.headers['content-type']));
      expect(ours.headers['cache-control'], path).toBe(theirs.headers['cache-control']);
      for (const { name } of everywhere())
        expect(ours.headers[name.toLowerCase()], `${path}: ${name}`).toBe(theirs.headers[name.toLowerCase()]);
    }
  });

  it('keeps the security headers on the 400 answers, as nginx does', async () => {
    for (const path of ['/..%2F', '/%']) {
      const [ours, theirs] = await Promise.all([preview(path), send(nginx.url, path)]);
      expect([ours.status, theirs.status], path).toEqual([400, 400]);
      for (const { name } of everywhere())
        expect(ours.headers[name.toLowerCase()], `${path}: ${name}`).toBe(theirs.headers[name.toLowerCase()]);
    }
  });
});
