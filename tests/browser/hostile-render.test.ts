/**
 * Markup in content is text. tests/fixtures/hostile/markup puts script tags, event-handler
 * attributes and tag-closing tricks into every kind of text (titles, paragraphs, button labels,
 * quotes, stats, alt texts, form labels, the page title and description that go into <head>,
 * the brand and footer texts of site.yaml). The site is built and opened in Chromium, with the
 * site's Content-Security-Policy bypassed so that escaping alone is tested: every text shows
 * literally, `window.__pwned` stays undefined, and <head> (title, meta, JSON-LD) is escaped.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import type { SiteModel } from '../../src/content/model';
import { HEAD_SCRIPT } from '../../src/build/output/html';
import { collectProblems } from '../helpers/browser';
import { fixtureSite, HOSTILE_DIR, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';
import { sharedBuild } from '../helpers/site-build';
import { servedSite } from '../helpers/served-site';

const SCRIPT = '<script>window.__pwned=1</script>';
const IMG = '<img src=x onerror="window.__pwned=1">';
const SVG = '"><svg onload=window.__pwned=1>';

let fixture: FixtureSite;
let model: SiteModel;

beforeAll(() => {
  fixture = fixtureSite('markup', HOSTILE_DIR);
  const loaded = loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR });
  if (!loaded.model) throw new Error(`the hostile markup fixture must be valid content: ${loaded.issues.map((i) => i.message).join('; ')}`);
  model = loaded.model;
});
afterAll(() => fixture?.cleanup());
const site = servedSite({ build: () => sharedBuild({ siteDir: fixture.siteDir }) });

/** Every text of a value, depth first (keys that hold addresses, names or ids left out). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) =>
      ['href', 'src', 'type', 'id', 'formType', 'source', 'name', 'optionSet', 'icon', 'webhookUrl', 'siteUrl'].includes(key)
        ? []
        : texts(v),
    );
  }
  return [];
}
const hostile = (text: string) => /pwned/.test(text);

async function visit(route: string): Promise<{ page: Page; problems: string[]; raw: string }> {
  const page = await site.browser.newPage({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
  const problems = collectProblems(page);
  await page.addInitScript(() => {
    // Anything that runs content as code would also trip this.
    window.alert = () => ((window as unknown as { __pwned: number }).__pwned = 2);
  });
  const response = await page.goto(site.base + route, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.querySelector('#root')?.hasChildNodes());
  return { page, problems, raw: await response!.text() };
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

describe('hostile text in a built site', () => {
  it('the fixture really is hostile: every kind of text carries markup', () => {
    const siteTexts = texts(model.site.site).filter(hostile);
    expect(siteTexts.length).toBeGreaterThanOrEqual(12);
    for (const page of model.pages) expect(texts(page).filter(hostile).length, page.route).toBeGreaterThanOrEqual(5);
  });

  it.each(['/', '/about', '/contact'])('%s shows every hostile text literally and runs none of it', async (route) => {
    const { page, problems, raw } = await visit(route);
    const data = model.pages.find((p) => p.route === route)!;

    // The prerendered document: no payload survives as markup, anywhere (head, body or data).
    for (const payload of [SCRIPT, IMG, SVG.slice(2), '<iframe', '</title><script>', '</script><script>'])
      expect(raw).not.toContain(payload);
    // Content reaches scripts only as JSON data; the build's own scripts carry none of it.
    for (const [, attributes, body] of raw.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/type="application\/(ld\+)?json"/.test(attributes!)) expect(body).not.toMatch(/[<>]/);
      else expect(body).not.toContain('pwned');
    }

    // After hydration: nothing ran, no element came from content, the texts are shown as typed.
    expect(await pwned(page)).toBeUndefined();
    const injected = await page.evaluate(() => ({
      scripts: [...document.scripts].filter(
        (s) =>
          !/^application\/(ld\+)?json$/.test(s.type) &&
          (s.text.includes('pwned') || (s.src && !s.src.startsWith(`${location.origin}/_app/`))),
      ).length,
      handlers: [...document.querySelectorAll('*')]
        .filter((el) => [...el.attributes].some((a) => a.name.startsWith('on')))
        .map((el) => el.outerHTML.slice(0, 80)),
      svgs: [...document.querySelectorAll('svg')].filter(
        (svg) => !svg.closest('[aria-hidden="true"]') && svg.getAttribute('aria-hidden') !== 'true',
      ).length,
      iframes: document.querySelectorAll('iframe').length,
      badImages: [...document.images].filter((img) => img.getAttribute('src') === 'x').length,
      bold: document.querySelectorAll('main b').length,
    }));
    expect(injected).toEqual({ scripts: 0, handlers: [], svgs: 0, iframes: 0, badImages: 0, bold: 0 });

    // textContent, not innerText: eyebrows are upper-cased by CSS.
    const shown = await page.evaluate(() => document.getElementById('root')!.textContent!.replace(/\s+/g, ' '));
    const alts = await page.evaluate(() => [...document.querySelectorAll('img')].map((img) => img.alt));
    const visibleTexts = [...texts(data.sections), model.site.site.brand.name, model.site.site.footer.copyright].filter(hostile);
    const missing = visibleTexts.filter(
      (text) => !shown.includes(text.replace(/\s+/g, ' ')) && !alts.includes(text) && !(route === '/' && text.startsWith('Play ')),
    );
    expect(missing).toEqual([]);
    expect(alts).toContain(model.site.site.brand.logo.alt);

    // <head>: the title, the meta description and the JSON-LD hold the texts, escaped.
    const head = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      jsonLd: JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as { '@graph': { name?: string }[] },
      headScripts: [...document.head.querySelectorAll('script:not([type])')].map((script) => script.textContent),
    }));
    expect(head.title).toBe(data.title);
    expect(head.description).toBe(data.description);
    expect(head.ogTitle).toBe(data.title);
    expect(head.jsonLd['@graph'][0]!.name).toBe(model.site.site.brand.name);
    // The only script in <head> is the build's own, the same on every page: no content in it.
    expect(head.headScripts).toEqual([HEAD_SCRIPT]);

    expect(await pwned(page)).toBeUndefined();
    expect(problems.filter((p) => !/favicon|Failed to load resource/.test(p))).toEqual([]);
    await page.close();
  });

  it('client-side navigation, the mobile menu and the form keep the texts inert too', async () => {
    const { page } = await visit('/');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: `About ${IMG}` }).click();
    await page.waitForURL(`${site.base}/about`);
    await page.getByRole('heading', { level: 1, name: `About ${IMG}` }).waitFor();
    expect(await page.title()).toBe(model.pages.find((p) => p.route === '/about')!.title);
    await page.getByRole('link', { name: `Talk ${SCRIPT}` }).click();
    await page.waitForURL(`${site.base}/contact`);
    const form = page.locator('form[data-form-type="quote_request"]');
    await form.getByRole('button', { name: `Send ${SCRIPT}` }).waitFor();
    await form.getByLabel(`Location ${SCRIPT}`).waitFor();
    await form.getByRole('checkbox', { name: 'I agree <img src=x onerror="window.__pwned=1"> to be contacted.' }).waitFor();
    expect(await pwned(page)).toBeUndefined();
    await page.close();
  });

  it('the 404 page shows the hostile brand name as text', async () => {
    const page = await site.browser.newPage({ bypassCSP: true });
    const response = await page.goto(`${site.base}/no-such-page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    const raw = await response!.text();
    expect(raw).not.toContain(SCRIPT);
    expect(await page.title()).toBe(`Page not found | ${model.site.site.brand.name}`);
    expect(await pwned(page)).toBeUndefined();
    await page.close();
  });
});
