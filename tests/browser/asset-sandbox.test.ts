/**
 * An asset opened on its own runs nothing on the development server's origin (src/build/vite/dev-assets.ts):
 * an SVG of site/assets with a script, opened in Chromium at /assets/, is sandboxed by its CSP, so
 * the script that would call the editor's API never runs. Its answer says nosniff too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_HEADERS, devAssets } from '../../src/build/vite/dev-assets';
import { launchBrowser } from '../helpers/browser';
import { temporaryFolder } from '../helpers/temporary';

// A synchronous request: had the script run, the server has seen it before the page's load event.
const EVIL = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
<script>var x = new XMLHttpRequest(); x.open('GET', '/__edit/api/pages', false); x.send();</script>
<rect width="10" height="10" fill="red"/></svg>`;

let server: Server;
let base: string;
let browser: Browser;
const asked: string[] = [];

beforeAll(async () => {
  const siteDir = temporaryFolder('asset-sandbox-');
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'assets', 'evil.svg'), EVIL);
  const assets = devAssets(siteDir);
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    assets(req, res, () => res.writeHead(404).end());
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

describe('an asset of the development server', () => {
  it('is sandboxed: an SVG opened on its own runs no script', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const answer = await page.goto(`${base}/assets/evil.svg`, { waitUntil: 'load' });
    expect(answer?.status()).toBe(200);
    expect(asked).toContain('/assets/evil.svg');
    expect(asked).not.toContain('/__edit/api/pages');
    expect(answer?.headers()['content-security-policy']).toBe(ASSET_HEADERS['Content-Security-Policy']);
    expect(answer?.headers()['x-content-type-options']).toBe('nosniff');
    await context.close();
  });
});
