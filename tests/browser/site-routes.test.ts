import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import { collectProblems, launchBrowser } from '../helpers/browser';
import { buildSite, previewSite } from '../helpers/site-build';

const routes = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!.pages.map((page) => page.route);
const out = mkdtempSync(join(tmpdir(), 'site-routes-'));
let server: PreviewServer;
let browser: Browser;
let base: string;

beforeAll(async () => {
  ({ base, server } = await previewSite(buildSite({ outDir: out })));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('every page of the shipped site in Chromium', () => {
  it.each(routes)('%s loads and hydrates with nothing logged and no sideways scrolling on a phone', async (route) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = collectProblems(page);
    const response = await page.goto(base + route, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.readyState === 'complete' && document.querySelector('main')?.childElementCount);
    expect(problems).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling on a phone').toBeLessThanOrEqual(0);
    await page.close();
  });
});
