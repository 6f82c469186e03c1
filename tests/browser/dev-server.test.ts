/**
 * `npm run dev` on a copy of the minimal fixture in Chromium: edits shown without a reload, invalid
 * ones in the error overlay, new pages served, and a lead form sent to the local inbox.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import type { SiteData } from '../../src/content/model';
import { dataUrl } from '../../src/content/routes';
import type { LeadFormSection } from '../../src/generated/content-types';
import { launchBrowser } from '../helpers/browser';
import { expectedLead, fillLeadForm } from '../helpers/lead-form';
import { temporaryFolder } from '../helpers/temporary';
import { startDevServer } from '../helpers/vite-config';

const work = temporaryFolder('site-dev-');
// A folder inside the temporary one: the content cache goes next to it (<folder>/.cache), and goes with it.
const site = join(work, 'site');
cpSync('tests/fixtures/valid/minimal', site, { recursive: true });
// A page with a lead form, and the thank-you page it leads to (the fixture's site.yaml sends leads to the local inbox).
writeFileSync(
  join(site, 'pages/quote.yaml'),
  `title: Fixture Quote
description: Ask the fixture company for a quote on a smart fridge for your place of work.
sections:
  - type: hero
    title: Ask for a Quote
  - type: lead-form
    id: request-form
    formType: quote_request
    source: quote-page
    title: Request a Quote
    submitLabel: Request My Quote
    fields: { message: true }
    select: { name: unitType, label: Machine Model, placeholder: Select a machine model, optionSet: machine-models }
`,
);
writeFileSync(
  join(site, 'pages/thank-you.yaml'),
  'title: Thank You\ndescription: Thank you for your request. The fixture company will call you back within one working day.\nnoindex: true\nsections:\n  - type: hero\n    title: Thank You!\n',
);
const inbox = join(work, 'inbox.jsonl');
const indexFile = join(site, 'pages/index.yaml');
const original = readFileSync(indexFile, 'utf8');
let server: ViteDevServer;
let browser: Browser;
let page: Page;
let base: string;
let siteData: SiteData;
let quoteForm: LeadFormSection;

const overlayText = () => page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? null);

// The local inbox is the one of site.yaml (LEAD_WEBHOOK_URL would replace it at each load of the
// content) and writes to LEAD_INBOX_FILE, read when the server starts. Undone before the next file.
const noWebhookOverride = () => vi.stubEnv('LEAD_WEBHOOK_URL', undefined);
beforeEach(noWebhookOverride);

beforeAll(async () => {
  const { model, issues } = loadSite({ siteDir: site, schemaDir: 'schema' });
  if (!model) throw new Error(issues.map((issue) => `${issue.file}:${issue.line}: ${issue.message}`).join('\n'));
  siteData = model.site;
  quoteForm = model.pages.find((p) => p.route === '/quote')!.sections.find((s): s is LeadFormSection => s.type === 'lead-form')!;
  noWebhookOverride();
  vi.stubEnv('LEAD_INBOX_FILE', inbox);
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
  vi.unstubAllEnvs();
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

  it('catches up with a fix saved while the page was still loading its scripts', async () => {
    const late = await browser.newPage();
    try {
      // The page's own script arrives only after the fix is published: that update went out before it listened.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await late.route(/\/src\/app\/full-render\.tsx/, async (route) => {
        await held;
        await route.continue();
      });
      writeFileSync(indexFile, original.replace('- type: hero', '- type: heor'));
      await new Promise((resolve) => setTimeout(resolve, 400));
      await late.goto(`${base}/`);
      await late.waitForFunction(() => document.querySelector('vite-error-overlay') !== null, undefined, { timeout: 15_000 });
      writeFileSync(indexFile, original);
      // The server answers page data again once the fixed content is loaded and published.
      await expect.poll(async () => (await late.request.get(`${base}${dataUrl('/')}`)).status(), { timeout: 15_000 }).toBe(200);
      release();
      await late.getByRole('heading', { level: 1, name: 'Tap, Grab & Go' }).waitFor({ timeout: 15_000 });
      await expect(late.evaluate(() => document.querySelector('vite-error-overlay'))).resolves.toBeNull();
    } finally {
      await late.close();
    }
  });

  it('sends a lead form to the local inbox, one JSON line, and shows /thank-you', async () => {
    await page.goto(`${base}/quote`);
    // The dev server compiles the form's code on its first visit: filled once it runs.
    await page.locator('form[data-lead-form][data-ready]').waitFor({ timeout: 30_000 });
    const { scope, choice } = await fillLeadForm(page, quoteForm, siteData);
    await scope.getByRole('button', { name: quoteForm.submitLabel }).click();
    await page.waitForURL(`${base}/thank-you`, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Thank You!' }).waitFor();
    expect(existsSync(inbox)).toBe(true);
    const lines = readFileSync(inbox, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    const { lead } = JSON.parse(lines[0]!) as { lead: Record<string, string> };
    expect(Object.keys(lead)).toEqual([...Object.keys(expectedLead(quoteForm, choice)), 'timestamp', 'source', 'formType']);
    expect(lead).toMatchObject({ ...expectedLead(quoteForm, choice), source: 'quote-page', formType: 'quote_request' });
  });
});
