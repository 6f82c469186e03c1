/**
 * A YAML tag the site does not read, saved into a page while `npm run dev` runs: the dev server
 * stays up, the overlay names the tag at its line and column, the editor still opens the page
 * (with the same error) and refuses to write a tag, and writing the page without it puts the site back.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorPayload, HotPayload, Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorToken } from '../../src/build/editor/api';
import { fixtureSite, type FixtureSite } from '../helpers/fixture-site';
import { startDevServer, type DevServer } from '../helpers/vite-config';

let site: FixtureSite;
let dev: DevServer;
/** What the server sent to the open pages, and the waits for a payload to come. */
const sent: HotPayload[] = [];
const waits: { match: (payload: HotPayload) => boolean; done: (payload: HotPayload) => void }[] = [];

/** The first payload sent from now on that `match` accepts. */
function nextPayload(match: (payload: HotPayload) => boolean): Promise<HotPayload> {
  return new Promise((done) => waits.push({ match, done }));
}

const recorder: Plugin = {
  name: 'record-hot-payloads',
  configureServer(server) {
    const send = server.ws.send.bind(server.ws) as (payload: HotPayload) => void;
    server.ws.send = ((payload: HotPayload) => {
      sent.push(payload);
      for (const wait of waits.splice(0)) {
        if (wait.match(payload)) wait.done(payload);
        else waits.push(wait);
      }
      send(payload);
    }) as typeof server.ws.send;
  },
};

const about = () => join(site.siteDir, 'pages', 'about.yaml');
let valid: string;

beforeAll(async () => {
  site = fixtureSite();
  valid = readFileSync(about(), 'utf8');
  dev = await startDevServer({ siteDir: site.siteDir, plugins: [recorder] });
  // The first load is done once a page is answered.
  expect((await fetch(`${dev.base}/about`)).status).toBe(200);
});
afterAll(async () => {
  await dev?.server.close();
  site?.cleanup();
});

const api = (path: string, body?: unknown) =>
  fetch(`${dev.base}/__edit/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-editor-token': editorToken(), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('a YAML tag saved into a page on the dev server', () => {
  it('is one error in the overlay at the tag; the editor opens the page, refuses a tag and takes the fix', async () => {
    const tagged = valid.replace(/^(description: .*\n)/m, '$1extra: !!binary aGVsbG8=\n');
    expect(tagged.split('\n')[2]).toBe('extra: !!binary aGVsbG8=');
    const overlay = nextPayload((payload) => payload.type === 'error');
    writeFileSync(about(), tagged);
    const { err } = (await overlay) as ErrorPayload;
    expect(err.message).toContain('site/pages/about.yaml:3:8  the YAML tag "!!binary" is not read here');
    expect(err.loc).toMatchObject({ line: 3, column: 8 });

    // The server answers on: a page, and the editor's page with the same error, positioned.
    expect((await fetch(`${dev.base}/`)).status).toBe(200);
    const opened = await api('page?route=/about');
    expect(opened.status).toBe(200);
    const doc = (await opened.json()) as { hash: string; text: string; issues: { code: string; line: number; column: number }[] };
    expect(doc.text).toBe(tagged);
    expect(doc.issues).toEqual([expect.objectContaining({ code: 'yaml-tag', line: 3, column: 8 })]);

    // Another tag typed in the YAML view is refused, positioned, and nothing is written.
    const set = await api('page/text', { route: '/about', baseHash: doc.hash, text: `${valid}kinds: !!set {a, b}\n` });
    expect(set.status).toBe(422);
    const refused = (await set.json()) as { issues: { code: string; line: number; column: number }[] };
    expect(refused.issues).toEqual([expect.objectContaining({ code: 'yaml-tag', line: valid.split('\n').length, column: 8 })]);
    expect(readFileSync(about(), 'utf8')).toBe(tagged);

    // The fix is written and published.
    const update = nextPayload((payload) => payload.type === 'custom' && payload.event === 'site:update');
    const fixed = await api('page/text', { route: '/about', baseHash: doc.hash, text: valid });
    expect(fixed.status).toBe(200);
    expect(((await fixed.json()) as { issues: unknown[] }).issues).toEqual([]);
    await update;
    expect(readFileSync(about(), 'utf8')).toBe(valid);
  });
});
