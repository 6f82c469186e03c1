/**
 * The local lead inbox (src/build/vite/lead-inbox.ts) against what a hostile page or script sends
 * it: a `next` that cannot be a header or leads off the site, posts from another site, a flood
 * from one address, a full inbox, and the no-JavaScript honeypot.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INBOX_PATH, leadInbox, RATE_BURST, THANK_YOU, type InboxOptions } from '../../src/build/vite/lead-inbox';
import { HONEYPOT_FIELD } from '../../src/leads/fields';
import { temporaryFolder } from '../helpers/temporary';

const PAGES = new Set(['/', '/about', '/thank-you', '/contact/thanks']);

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** An inbox served on 127.0.0.1 (its file, and the address of its server). */
async function inbox(options: InboxOptions = {}) {
  const file = join(temporaryFolder('inbox-'), 'inbox.jsonl');
  const middleware = leadInbox(file, { isPage: (path) => PAGES.has(path), ...options });
  server = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end('no')));
  await new Promise<void>((ready) => server!.listen(0, '127.0.0.1', ready));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { file, base, url: `${base}${INBOX_PATH}` };
}

const leads = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : []);

/** A form post as a browser without JavaScript sends it. */
const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});

const LEAD = { formType: 'quote_request', source: 'quote-page', name: 'Ada Lovelace', email: 'ada@example.com', consent: 'on' };

/** A POST from a chosen local address (127.0.0.x), as a second visitor would send it. */
function postFrom(localAddress: string, url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the next address of a form post', () => {
  it('a next that is no valid header (a line break, non-ASCII) is answered, and the server goes on answering', async () => {
    const { url } = await inbox();
    for (const next of ['/\n', '/日', '/a\r\nSet-Cookie: x=1', '/\u0000']) {
      const answer = await fetch(url, formPost({ ...LEAD, next }));
      expect(answer.status, JSON.stringify(next)).toBe(303);
      expect(answer.headers.get('location')).toBe(THANK_YOU);
    }
    expect((await fetch(url, formPost({ ...LEAD, next: '/about' }))).headers.get('location')).toBe('/about');
  });

  it('every location it answers is a page of this site', async () => {
    const { url, base } = await inbox();
    const hostile = [
      '/\t/evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /about',
      '/ /evil.example',
      '/no-such-page',
      '',
    ];
    for (const next of hostile) {
      const location = (await fetch(url, formPost({ ...LEAD, next }))).headers.get('location');
      expect(location, JSON.stringify(next)).toBe(THANK_YOU);
    }
    for (const next of ['/about', '/contact/thanks#form', '/?from=quote']) {
      const location = (await fetch(url, formPost({ ...LEAD, next }))).headers.get('location')!;
      expect(location).toBe(next);
      expect(new URL(location, base).origin).toBe(base);
    }
  });
});

describe('the honeypot of a form post', () => {
  it('a filled honeypot stores nothing, and still leads to the thank-you page', async () => {
    const { url, file } = await inbox();
    const trapped = await fetch(url, formPost({ ...LEAD, [HONEYPOT_FIELD]: 'http://spam.example', next: '/about' }));
    expect(trapped.status).toBe(303);
    expect(trapped.headers.get('location')).toBe('/about');
    expect(leads(file)).toEqual([]);
    // Blank (spaces only) is what a person leaves: that lead is stored.
    await fetch(url, formPost({ ...LEAD, [HONEYPOT_FIELD]: '  ', next: '/about' }));
    expect(leads(file).map((line) => JSON.parse(line).lead.email)).toEqual(['ada@example.com']);
  });
});

describe('posts from another site', () => {
  it('refuses a foreign Origin or Referer (form posts and JSON), and takes this site’s own and non-browser posts', async () => {
    const { url, base, file } = await inbox();
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: base.replace('127.0.0.1', 'localhost') },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const answer = await fetch(url, formPost({ ...LEAD, next: '/about' }, headers));
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      const json = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"a":1}' });
      expect(json.status, JSON.stringify(headers)).toBe(403);
    }
    expect(leads(file)).toEqual([]);
    const own: Record<string, string>[] = [
      { origin: base, 'sec-fetch-site': 'same-origin' },
      { referer: `${base}/contact` },
      {}, // a script or curl: no browser's word either way
    ];
    for (const headers of own) expect((await fetch(url, formPost({ ...LEAD, next: '/about' }, headers))).status).toBe(303);
    expect(leads(file)).toHaveLength(own.length);
  });
});

describe('the rate limit and the size of the inbox', () => {
  it('one address gets RATE_BURST posts, then 429 with Retry-After until time gives it more; another address is not held', async () => {
    let now = 1_000_000;
    const { url, file } = await inbox({ now: () => now, refillMs: 3_000 });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_BURST + 5; i++) statuses.push(await postFrom('127.0.0.1', url, `{"n":${i}}`));
    expect(statuses).toEqual([...Array<number>(RATE_BURST).fill(201), ...Array<number>(5).fill(429)]);
    const refused = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = await fetch(url, formPost({ ...LEAD, next: '/about' }));
    expect(page.status).toBe(429);
    expect(await page.text()).toMatch(
      /Too many leads from this address: try again in \d+ s\.[^]*<button type="submit">Send again<\/button>/,
    );
    expect(await postFrom('127.0.0.2', url, '{"other":true}')).toBe(201);
    now += 3_000;
    expect(await postFrom('127.0.0.1', url, '{"later":true}')).toBe(201);
    expect(leads(file)).toHaveLength(RATE_BURST + 2);
  });

  it('a full inbox keeps the leads it has and refuses the new one with 503', async () => {
    const kept = `${JSON.stringify({ receivedAt: '2026-01-01T00:00:00.000Z', lead: { name: 'x'.repeat(300) } })}\n`;
    // Room for one more short line (about 50 bytes), not for a lead of 100 characters.
    const { url, file } = await inbox({ maxFileBytes: Buffer.byteLength(kept) + 60 });
    writeFileSync(file, kept);
    const json = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'y'.repeat(100) }),
    });
    expect(json.status).toBe(503);
    expect(await json.json()).toEqual({ error: expect.stringContaining('full') });
    // A visitor without JavaScript gets a page saying so, with their values and a button that sends them again.
    const page = await fetch(url, formPost({ ...LEAD, next: '/about' }));
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await page.text();
    expect(text).toContain('<p role="alert">The inbox is full: the lead was not stored.</p>');
    for (const [name, value] of Object.entries(LEAD).filter(([name]) => !['formType', 'source', 'consent', 'nectar'].includes(name)))
      if (value.trim()) expect(text).toContain(`<dt>${name}</dt><dd>${value}</dd>`);
    expect(text).toContain('<input type="hidden" name="next" value="/about">');
    expect(readFileSync(file, 'utf8')).toBe(kept);
    // A small lead that still fits is taken.
    expect((await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' })).status).toBe(201);
  });
});
