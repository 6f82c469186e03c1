import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { temporaryFolder } from '../helpers/temporary';
import { startDevServer } from '../helpers/vite-config';

// A folder inside the temporary one: the content cache goes next to it (<folder>/.cache), and goes with it.
const site = join(temporaryFolder('site-dev-'), 'site');
cpSync('tests/fixtures/valid/minimal', site, { recursive: true });
const indexFile = join(site, 'pages/index.yaml');
const original = readFileSync(indexFile, 'utf8');
let server: ViteDevServer;
let browser: Browser;
let page: Page;
let base: string;

const overlayText = () => page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? null);

beforeAll(async () => {
  ({ server, base } = await startDevServer({ siteDir: site }));
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(`${base}/`);
  await page.getByRole('heading', { level: 1, name: 'Tap, Grab & Go' }).waitFor({ timeout: 30_000 });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('npm run dev', () => {
  it('shows an edit to a page without reloading it', async () => {
    writeFileSync(indexFile, original.replace('title: Tap, Grab & Go', 'title: Edited Headline'));
    await page.getByRole('heading', { level: 1, name: 'Edited Headline' }).waitFor({ timeout: 15_000 });
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(7);
  });

  it('shows an invalid edit in the error overlay at the YAML line, and clears it once fixed', async () => {
    writeFileSync(indexFile, original.replace('- type: hero', '- type: heor'));
    await page.waitForFunction(() => document.querySelector('vite-error-overlay') !== null, undefined, { timeout: 15_000 });
    const text = await overlayText();
    expect(text).toContain('pages/index.yaml:4:11');
    expect(text).toContain('unknown section type "heor". Did you mean "hero"?');
    // "Fix it in the editor" links to the page editor (same origin) at the section of the error.
    const href = await page.waitForFunction(
      () => document.querySelector('vite-error-overlay')?.shadowRoot?.querySelector('a[data-editor-link]')?.getAttribute('href'),
      undefined,
      { timeout: 5_000 },
    );
    expect(await href.jsonValue()).toBe('/__edit/index?section=1');
    expect(await overlayText()).toContain('Fix it in the editor');
    writeFileSync(indexFile, original);
    await page.getByRole('heading', { level: 1, name: 'Tap, Grab & Go' }).waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => document.querySelector('vite-error-overlay') === null);
  });

  it('serves a new page file at its address with no code change', async () => {
    writeFileSync(
      join(site, 'pages/new-landing.yaml'),
      'title: New Landing\ndescription: A page added as YAML only.\nsections:\n  - type: text\n    title: Brand New Page\n    paragraphs: [Added without code.]\n',
    );
    await new Promise((r) => setTimeout(r, 300));
    await page.goto(`${base}/new-landing`);
    await page.getByRole('heading', { name: 'Brand New Page' }).waitFor({ timeout: 15_000 });
    await expect(page.title()).resolves.toBe('New Landing');
  });

  it('updates the header when site.yaml changes', async () => {
    const file = join(site, 'site.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('label: Contact\n      href: /contact', 'label: Talk to Us\n      href: /contact'),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Talk to Us' }).waitFor({ timeout: 15_000 });
  });

  it('ends rapid saves with the state of the last one, valid or not', async () => {
    await page.goto(`${base}/`);
    const valid = (n: number) => original.replace('title: Tap, Grab & Go', `title: Round ${n}`);
    const invalid = original.replace('- type: hero', '- type: heor');
    for (let round = 0; round < 6; round++) {
      const endsValid = round % 2 === 1;
      const saves = endsValid
        ? [invalid, valid(round * 10 + 1), invalid, invalid, valid(round)]
        : [valid(round * 10 + 1), invalid, valid(round * 10 + 2), valid(round * 10 + 3), invalid];
      for (const text of saves) {
        writeFileSync(indexFile, text);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      if (endsValid) {
        await page.getByRole('heading', { level: 1, name: `Round ${round}` }).waitFor({ timeout: 15_000 });
        await page.waitForFunction(() => document.querySelector('vite-error-overlay') === null, undefined, { timeout: 5_000 });
      } else {
        await page.waitForFunction(() => document.querySelector('vite-error-overlay') !== null, undefined, { timeout: 15_000 });
      }
      // Still so a moment later: no late message from an earlier save undoes it.
      await new Promise((resolve) => setTimeout(resolve, 400));
      await expect(page.evaluate(() => document.querySelector('vite-error-overlay') !== null)).resolves.toBe(!endsValid);
      if (endsValid) await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`Round ${round}`);
    }
    writeFileSync(indexFile, original);
    await page.getByRole('heading', { level: 1, name: 'Tap, Grab & Go' }).waitFor({ timeout: 15_000 });
  });

  it('shows a page opened while the content was invalid as soon as it is fixed, without a reload', async () => {
    writeFileSync(indexFile, original.replace('- type: hero', '- type: heor'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await page.goto(`${base}/`);
    await page.waitForFunction(() => document.querySelector('vite-error-overlay') !== null, undefined, { timeout: 15_000 });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 9));
    writeFileSync(indexFile, original);
    await page.getByRole('heading', { level: 1, name: 'Tap, Grab & Go' }).waitFor({ timeout: 15_000 });
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(9);
    await expect(page.getByText('Oops! Page not found').count()).resolves.toBe(0);
  });
});
