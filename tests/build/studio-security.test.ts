import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { previewToken } from '../../src/server/studio/preview-links.ts';
import type { RunningStudio } from '../../src/server/studio/server.ts';
import { studioSite, type StudioSite } from '../helpers/studio.ts';
import { StudioClient } from '../helpers/studio-client.ts';
import { startNginx } from '../helpers/nginx.ts';
import { freePort } from '../helpers/ports.ts';
import { temporaryFolder } from '../helpers/temporary.ts';

/**
 * The studio refuses whatever has no right to an answer: no session, the wrong role, another site,
 * a guessed password, a hostile name, a link out of the worktree, an altered preview link. One
 * studio (behind --trust-proxy, so that each test comes from an address of its own) on a site
 * whose origin is a bare repository in a temporary folder.
 */
let site: StudioSite;
let running: RunningStudio;
const logs: string[] = [];
let author: { email: string; password: string };
let publisher: { email: string; password: string };
let admin: { email: string; password: string };
let locked: { email: string; password: string };
let address = 10;

/** GET `path` exactly as written (fetch would resolve its dot segments before sending): the status. */
function rawGet(path: string, cookie: string): Promise<number> {
  const { hostname, port } = new URL(running.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers: { cookie, accept: 'text/html' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A browser from an address of its own (X-Forwarded-For, believed behind --trust-proxy). */
const browser = () => new StudioClient(running.url, { 'x-forwarded-for': `203.0.113.${address++}` });

async function signedIn(who: { email: string; password: string }): Promise<StudioClient> {
  const client = browser();
  expect((await client.signIn(who.email, who.password)).status).toBe(303);
  return client;
}

beforeAll(async () => {
  site = studioSite();
  author = await site.account('ann@example.com', 'author', 'Ann Author');
  publisher = await site.account('pat@example.com', 'publisher', 'Pat Publisher');
  admin = await site.account('ada@example.com', 'admin', 'Ada Admin');
  locked = await site.account('lou@example.com', 'author', 'Lou Locked');
  running = await site.start({ trustProxy: true, log: (line) => logs.push(line) });
  const client = await signedIn(author);
  expect((await client.post('/__studio/drafts', { title: 'Open draft' })).headers.get('location')).toBe('/__studio/drafts/open-draft');
});

afterAll(() => running?.close());

describe('without a session', () => {
  test('every studio page and API answers 401, and changes nothing', async () => {
    const client = browser();
    const gets = [
      '/__studio',
      '/__studio/drafts/open-draft',
      '/__studio/accounts',
      '/__studio/history',
      '/__studio/view/published/',
      '/__edit/api/pages',
      '/__edit/api/page?route=/about',
      '/__edit/api/schema',
      '/__draft/open-draft/__edit',
      '/__draft/open-draft/about',
      '/about',
    ];
    for (const path of gets) expect([path, (await client.get(path)).status]).toEqual([path, 401]);
    const posts = [
      '/__studio/drafts',
      '/__studio/drafts/open-draft/publish',
      '/__studio/drafts/open-draft/propose',
      '/__studio/accounts',
      '/__studio/history/restore',
      '/__studio/sign-out-everywhere',
    ];
    for (const path of posts)
      expect([path, (await client.post(path, { title: 'x', email: 'eve@example.com', name: 'Eve', role: 'admin' })).status]).toEqual([
        path,
        401,
      ]);
    const api = await client.api('open-draft', 'POST', 'page/text', { route: '/about', baseHash: 'x', text: 'title: x' });
    expect(api.status).toBe(401);
    expect(site.git(site.repo, 'log', '--format=%s', 'studio/open-draft', '-1').trim()).toBe('The site');
  });
});

describe('roles, checked on the server', () => {
  test("an author's session gets 403 for a publisher's and an admin's actions", async () => {
    const client = await signedIn(author);
    for (const action of ['publish', 'schedule', 'unschedule']) {
      const res = await client.post(`/__studio/drafts/open-draft/${action}`, { at: '2030-01-01T09:00' });
      expect([action, res.status]).toEqual([action, 403]);
    }
    expect((await client.get('/__studio/accounts')).status).toBe(403);
    expect((await client.post('/__studio/accounts', { email: 'eve@example.com', name: 'Eve', role: 'admin' })).status).toBe(403);
    const publisherClient = await signedIn(publisher);
    expect((await publisherClient.post('/__studio/accounts', { email: 'eve@example.com', name: 'Eve', role: 'admin' })).status).toBe(403);
    const adminClient = await signedIn(admin);
    expect((await adminClient.get('/__studio/accounts')).status).toBe(200);
    expect(await adminClient.page('/__studio/accounts').then((page) => page.html)).not.toContain('eve@example.com');
  });
});

describe('other sites', () => {
  test('a cross-site form post and a fetch from another origin are refused, and so is a form without the CSRF token', async () => {
    const client = await signedIn(author);
    const crossSite = await client.post('/__studio/drafts', { title: 'From elsewhere' }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const noOrigin = await client.post('/__studio/drafts', { title: 'From elsewhere' }, { origin: '' });
    expect(noOrigin.status).toBe(403);
    const fetchSite = await client.post('/__studio/drafts', { title: 'From elsewhere' }, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.status).toBe(403);
    const noToken = await client.post('/__studio/drafts', { title: 'From elsewhere', csrf: '' });
    expect(noToken.status).toBe(403);
    const page = await client.api('open-draft', 'GET', 'page?route=/about');
    const { hash } = (await page.json()) as { hash: string };
    const api = await client.api(
      'open-draft',
      'POST',
      'page/text',
      { route: '/about', baseHash: hash, text: 'title: x\n' },
      { origin: 'https://evil.example' },
    );
    expect(api.status).toBe(403);
    const wrongToken = await client.api(
      'open-draft',
      'POST',
      'page/text',
      { route: '/about', baseHash: hash, text: 'title: x\n' },
      { 'x-editor-token': 'open-draft.guess' },
    );
    expect(wrongToken.status).toBe(403);
    expect(site.git(site.repo, 'branch', '--list', 'studio/from-elsewhere').trim()).toBe('');
    expect(site.git(site.repo, 'log', '--format=%s', 'studio/open-draft', '-1').trim()).toBe('The site');
  });
});

describe('the session cookie', () => {
  test('is HttpOnly and SameSite=Strict, and behind HTTPS Secure with the __Host- prefix', async () => {
    const plain = browser();
    const res = await plain.post('/__studio/sign-in', { email: author.email, password: author.password });
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^studio=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    const secure = new StudioClient(running.url, { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' });
    const origin = running.url.replace('http:', 'https:');
    const answer = await secure.post('/__studio/sign-in', { email: author.email, password: author.password }, { origin });
    const [hostCookie] = answer.headers.getSetCookie();
    expect(hostCookie).toMatch(/^__Host-studio=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200; Secure$/);
    expect(hostCookie).not.toMatch(/Domain=/i);
    // The page holds the CSRF token, never the session's token, and no script may read the cookie.
    const page = await plain.page('/__studio');
    expect(page.html).not.toContain(plain.jar.get('studio'));
    expect((await plain.get('/__studio')).headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  test("is found beside another cookie of the host's that is not percent-encoded", async () => {
    const client = await signedIn(author);
    const res = await client.get('/__studio', { cookie: `promo=50%off; ${client.cookie()}` });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Ann Author');
  });

  test('sign out everywhere ends every session of the account', async () => {
    const [one, two] = [await signedIn(publisher), await signedIn(publisher)];
    expect((await two.get('/__studio')).status).toBe(200);
    expect((await one.post('/__studio/sign-out-everywhere')).status).toBe(303);
    expect((await one.get('/__studio')).status).toBe(401);
    expect((await two.get('/__studio')).status).toBe(401);
  });
});

describe('failed sign-ins', () => {
  /** What twelve wrong sign-ins for `email` from one address answer, then the right password's answer. */
  async function attempts(email: string, password: string): Promise<{ status: number; text: string }[]> {
    const client = browser();
    const out: { status: number; text: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await client.post('/__studio/sign-in', { email, password: 'not the password at all' });
      out.push({ status: res.status, text: /<div class="notice error" role="alert">([^<]*)</.exec(await res.text())?.[1] ?? '' });
    }
    const last = await client.post('/__studio/sign-in', { email, password });
    out.push({ status: last.status, text: /<div class="notice error" role="alert">([^<]*)</.exec(await last.text())?.[1] ?? '' });
    return out;
  }

  test('are slowed, then locked, with the same answers for an unknown e-mail as for a wrong password', async () => {
    const known = await attempts(locked.email, locked.password);
    expect(known[0]).toEqual({ status: 401, text: 'The e-mail or the password is wrong.' });
    expect(known.slice(3).every((answer) => answer.status === 429)).toBe(true);
    expect(known.at(-1)!.text).toMatch(/^Too many failed sign-ins for this e-mail or from this address\. Try again in 15 minutes/);
    const unknown = await attempts('nobody@example.com', 'whatever it is');
    expect(unknown).toEqual(known);
    // The lock holds the account, from every address, even with the right password.
    expect((await browser().post('/__studio/sign-in', { email: locked.email, password: locked.password })).status).toBe(429);
  });

  test('sent all at once, are checked no faster than one after another', async () => {
    // An e-mail of its own on each try: a retry starts without the failures of the first.
    const rushed = await site.account(`rita-${Date.now()}@example.com`, 'author', 'Rita Rushed');
    const client = browser();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => client.post('/__studio/sign-in', { email: rushed.email, password: 'not the password at all' })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    // As one after another: three passwords checked, then slowed; twelve failures lock the account.
    expect(statuses).toEqual([401, 401, 401, ...Array(9).fill(429)]);
    expect((await browser().post('/__studio/sign-in', { email: rushed.email, password: rushed.password })).status).toBe(429);
  });
});

describe('hostile names', () => {
  test('draft and route names with ../, encoded dots, backslashes, NUL and shell metacharacters never leave the worktree nor reach a shell', async () => {
    const client = await signedIn(admin);
    const marker = join(site.data, 'pwned');
    const titles = [
      '../../outside',
      '..%2F..%2Fetc',
      'a\\..\\..\\b',
      'nul\u0000byte',
      '$(touch ' + marker + ')',
      '`touch ' + marker + '`; rm -rf / | x && y',
    ];
    const slugs: string[] = [];
    for (const title of titles) {
      const res = await client.post('/__studio/drafts', { title });
      expect(res.status).toBe(303);
      slugs.push(res.headers.get('location')!.replace('/__studio/drafts/', ''));
    }
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9-]+$/);
    expect(existsSync(marker)).toBe(false);
    for (const path of [
      '/__studio/drafts/..%2F..%2Fetc',
      '/__studio/drafts/%2e%2e',
      '/__studio/drafts/..\\..',
      '/__studio/drafts/a%00b',
      '/__studio/drafts/../../../etc/passwd',
      '/__edit/api/../../x',
      '/__studio/view/d.%2e%2e/',
      '/__studio/view/d..%2F..%2F/',
    ]) {
      const status = await rawGet(path, client.cookie());
      expect([path, [400, 404].includes(status)]).toEqual([path, true]);
    }
    for (const token of ['../../x', '..%2F', 'a\\b', 'a\u0000b'].map((slug) => `${slug}.${client.csrf}`)) {
      const res = await client.api('open-draft', 'GET', 'pages', undefined, { 'x-editor-token': encodeURIComponent(token) });
      expect(res.status).toBe(403);
    }
    for (const route of ['/../../package', '/%2e%2e/x', '/..\\..\\x', '/a\u0000b', '/$(touch x)']) {
      const res = await client.api('open-draft', 'POST', 'page/text', { route, baseHash: 'x', text: 'title: x\n' });
      expect([route, res.status]).toEqual([route, 403]);
      const restore = await client.post('/__studio/history/restore', { commit: site.git(site.repo, 'rev-parse', 'main').trim(), route });
      expect([route, restore.status]).toEqual([route, 404]);
    }
    expect(existsSync(marker)).toBe(false);
  });

  test('a symlink inside site/ is never followed for a write', async () => {
    const client = await signedIn(author);
    const outside = join(site.data, 'outside.yaml');
    writeFileSync(outside, 'title: kept\n');
    const page = join(site.data, 'drafts', 'open-draft', 'site', 'pages', 'linked.yaml');
    symlinkSync(outside, page);
    try {
      const listed = (await (await client.api('open-draft', 'GET', 'pages')).json()) as { pages: { route: string }[] };
      const doc = await client.api('open-draft', 'GET', 'page?route=/linked');
      const hash = doc.status === 200 ? ((await doc.json()) as { hash: string }).hash : 'x';
      const write = await client.api('open-draft', 'POST', 'page/text', { route: '/linked', baseHash: hash, text: 'title: changed\n' });
      expect(write.status === 403 || write.status === 404).toBe(true);
      expect(readFileSync(outside, 'utf8')).toBe('title: kept\n');
      expect(listed.pages.every((p) => p.route !== '/linked') || write.status === 403).toBe(true);
    } finally {
      rmSync(page);
    }
  });
});

describe('preview links', () => {
  test('a valid link shows the draft without an account; an expired or altered one is refused', async () => {
    const { store } = running.studio;
    const valid = previewToken(store, 'open-draft', Date.now() + 60_000);
    const stranger = browser();
    const shown = await stranger.get(`/__studio/p/${valid}/about`);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('<main');
    expect(html).not.toMatch(/<script(?![^>]*application\/json)/);
    expect(shown.headers.get('content-security-policy')).toContain('sandbox');
    const expired = previewToken(store, 'open-draft', Date.now() - 1);
    expect((await stranger.get(`/__studio/p/${expired}/about`)).status).toBe(403);
    const altered = valid.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await stranger.get(`/__studio/p/${altered}/about`)).status).toBe(403);
    const otherDraft = valid.replace('open-draft.', 'other-draft.');
    expect((await stranger.get(`/__studio/p/${otherDraft}/about`)).status).toBe(403);
    // The link shows the draft, never the editor or its API.
    expect((await stranger.get('/__edit/api/pages')).status).toBe(401);
  });
});

describe('behind nginx with TLS', () => {
  /** One HTTPS request through the proxy, trusting its throwaway certificate: status, headers, body. */
  function viaTls(
    url: string,
    ca: string,
    options: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(url, { method: options.method ?? 'GET', headers: options.headers, ca }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end(options.body);
    });
  }

  test('over HTTPS the session cookie is __Host- and Secure, and signing in works through the proxy', async () => {
    // A throwaway self-signed certificate for 127.0.0.1, and nginx proxying to the studio as the README's server block does.
    const dir = temporaryFolder('studio-tls-');
    const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    const tlsPort = await freePort();
    mkdirSync(join(dir, 'nginx'));
    writeFileSync(
      join(dir, 'nginx', 'site.conf'),
      [
        `listen 127.0.0.1:${tlsPort} ssl;`,
        `ssl_certificate ${cert};`,
        `ssl_certificate_key ${key};`,
        'location / {',
        `    proxy_pass ${running.url};`,
        '    proxy_http_version 1.1;',
        // $http_host where the README has $host: the browser's Host carries this test's port, which $host drops.
        '    proxy_set_header Host $http_host;',
        '    proxy_set_header X-Forwarded-Proto $scheme;',
        '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        '}',
        '',
      ].join('\n'),
    );
    const nginx = await startNginx(dir);
    try {
      const origin = `https://127.0.0.1:${tlsPort}`;
      const ca = readFileSync(cert, 'utf8');
      const signIn = await viaTls(`${origin}/__studio/sign-in`, ca, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body: new URLSearchParams({ email: publisher.email, password: publisher.password }).toString(),
      });
      expect(signIn.status).toBe(303);
      const [cookie] = (signIn.headers['set-cookie'] as string[] | undefined) ?? [];
      expect(cookie).toMatch(/^__Host-studio=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200; Secure$/);
      const session = cookie!.split(';')[0]!;
      const changes = await viaTls(`${origin}/__studio`, ca, { headers: { cookie: session, accept: 'text/html' } });
      expect(changes.status).toBe(200);
      expect(changes.body).toContain('Pat Publisher');
      // The same cookie over plain HTTP (the proxy's port without TLS) names no session: it is the HTTPS one.
      expect((await fetch(`${nginx.url}/__studio`, { headers: { cookie: session, accept: 'text/html' }, redirect: 'manual' })).status).toBe(
        401,
      );
      // A form posted through the proxy needs the studio's own HTTPS origin.
      const csrf = /name="csrf" value="([^"]+)"/.exec(changes.body)![1]!;
      const foreign = await viaTls(`${origin}/__studio/drafts`, ca, {
        method: 'POST',
        headers: { origin: `http://127.0.0.1:${tlsPort}`, cookie: session, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf, title: 'Over plain origin' }).toString(),
      });
      expect(foreign.status).toBe(403);
    } finally {
      await nginx.stop();
    }
  });
});
