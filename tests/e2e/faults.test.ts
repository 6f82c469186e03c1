/**
 * What a visitor on a real network meets when something fails: a section's code that never
 * arrives, an open tab whose files were replaced by a deploy, a word longer than the screen. The
 * production build, served by nginx with the generated configuration, in Chromium.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import type { PageData } from '../../src/content/model';
import { isInteractive } from '../../src/render/interactive';
import { LATER_ATTRIBUTE } from '../../src/render/later-sections';
import { collectProblems } from '../helpers/browser';
import { servedSite } from '../helpers/served-site';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const site = servedSite({ server: 'nginx' });
let pages: PageData[];

beforeAll(() => {
  const data = JSON.parse(readFileSync(join(site.dist, '_data/site.json'), 'utf8')) as { catchAll: string[] };
  expect(data.catchAll).toBeDefined();
  pages = (readdirSync(join(site.dist, '_data'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.json') && file !== 'site.json')
    .map((file) => JSON.parse(readFileSync(join(site.dist, '_data', file), 'utf8')) as PageData);
});

/** `contact-cards` → the chunk of `src/sections/ContactCards.tsx`. */
const chunkOf = (type: string) => new RegExp(`/_app/${type.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}-[\\w-]+\\.js$`);

/**
 * Scroll to the bottom a screen at a time, so every section comes into view once: two frames at each
 * stop, for the page's intersection observers to see what is on screen (what that starts is polled
 * for afterwards).
 */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700)
    await page.evaluate(
      (top) =>
        new Promise<void>((done) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => done()));
        }),
      y,
    );
}

/**
 * The text of <main> as rendered. Sections not laid out yet on a fresh visit (src/render/later-sections.ts)
 * have no rendered text: the mark is lifted for the reading, so that every section counts.
 */
const mainText = (page: Page) =>
  page.evaluate((later) => {
    const html = document.documentElement;
    const marked = html.hasAttribute(later);
    html.removeAttribute(later);
    const text = document.querySelector('main')!.innerText.replace(/\s+/g, ' ').trim();
    if (marked) html.setAttribute(later, '');
    return text;
  }, LATER_ATTRIBUTE);

/** Every section type the shipped pages use. */
const shipped = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!.pages;
const sectionTypes = [...new Set(shipped.flatMap((page) => page.sections.map((section) => section.type)))].sort();

/**
 * Section types blocked at once at most: the page keeps sections that load, next to those that
 * fail (half of the home page's ten at most). Each visit of the home page costs about three
 * CPU-seconds of Chromium; five at a time makes two visits fewer than three at a time.
 */
const AT_ONCE = 5;

/**
 * Visits that block the code of every section type once: the page using most of the types left,
 * a few of them at a time.
 */
function visits(): { route: string; types: string[] }[] {
  const left = new Set(sectionTypes);
  const planned: { route: string; types: string[] }[] = [];
  while (left.size) {
    const [route, types] = shipped
      .map((page) => [page.route, [...new Set(page.sections.map((section) => section.type))].filter((type) => left.has(type))] as const)
      .reduce((best, next) => (next[1].length > best[1].length ? next : best));
    for (let at = 0; at < types.length; at += AT_ONCE) planned.push({ route, types: types.slice(at, at + AT_ONCE) });
    types.forEach((type) => left.delete(type));
  }
  return planned;
}

describe('a section whose code cannot load', () => {
  it('is tried for every section type of the shipped pages', () => {
    expect(sectionTypes.length).toBeGreaterThan(15);
    expect(
      visits()
        .flatMap((visit) => visit.types)
        .sort(),
    ).toEqual(sectionTypes);
  });

  // Concurrent, each in a browser context of its own: most of each test is waiting for the page.
  it.concurrent.for(visits().map(({ route, types }) => [route, types.join(', '), types] as const))(
    '%s with the code of %s blocked: keeps the page readable, then hydrates those sections on the next visit',
    async ([route, , types], { expect }) => {
      // Only interactive sections ask for their code on the page served; a static one never does.
      const sections = shipped
        .find((page) => page.route === route)!
        .sections.filter((section) => types.includes(section.type) && isInteractive(section));
      const asked = types.filter((type) => sections.some((section) => section.type === type));
      // A context of its own: a tab of a shared one could take a chunk from another tab's memory cache, never asking for it.
      const context = await site.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const problems = collectProblems(page);
      const blocked = new Map(types.map((type) => [type, 0]));
      let block = true;
      const typeOf = (url: string) => types.find((type) => chunkOf(type).test(url));
      await page.route(
        (url) => typeOf(url.href) !== undefined,
        (request) => {
          if (!block) return request.continue();
          const type = typeOf(request.request().url())!;
          blocked.set(type, blocked.get(type)! + 1);
          return request.abort('failed');
        },
      );
      // The text as prerendered, before any script has run.
      const served = await (await context.request.get(`${site.base}${route}`)).text();
      expect(served).toContain('<main');
      await page.goto(`${site.base}${route}`, { waitUntil: 'commit' });
      await page.waitForLoadState('domcontentloaded');
      const before = await mainText(page);
      expect(before.length, `${route} prerendered text`).toBeGreaterThan(100);
      await page.waitForLoadState('load');
      await scrollThrough(page);
      // The app may start after the scroll on a busy machine: a section scrolled past is still asked for then.
      await expect
        .poll(() => asked.filter((type) => blocked.get(type) === 0), { message: `chunks never requested on ${route}`, timeout: 10_000 })
        .toEqual([]);
      expect(
        types.filter((type) => !asked.includes(type) && blocked.get(type)! > 0),
        'static sections fetch no code',
      ).toEqual([]);
      // One message naming each section that failed (the boundary reports in its commit, which a busy
      // machine may run after the scroll ended); the others loaded and are no longer the served markup.
      const named = () => problems.flatMap((p) => /\(([a-z-]+)\) could not be shown/.exec(p)?.[1] ?? []).sort();
      await expect
        .poll(named, { message: 'one message per failed section', timeout: 10_000 })
        .toEqual(sections.map((section) => section.type).sort());
      // Once they have failed, the page reads as it was served, and those islands were never hydrated.
      expect(await mainText(page), `${types.join(', ')} blocked on ${route}`).toBe(before);
      const asServed = () =>
        page.evaluate(
          () =>
            // Its section (React may have put a preload of the section's picture before it).
            [...document.querySelectorAll('main [data-island]')].filter(
              (island) => !Object.keys(island.querySelector(':scope > section') ?? {}).some((key) => key.startsWith('__reactFiber')),
            ).length,
        );
      await expect.poll(asServed, { message: 'sections left as served', timeout: 10_000 }).toBe(sections.length);
      // Unblocked, the next visit loads and hydrates them all.
      block = false;
      await page.goto(`${site.base}${route}`, { waitUntil: 'load' });
      await scrollThrough(page);
      await expect
        .poll(asServed, { message: `${types.join(', ')} on ${route}: still not hydrated on the next visit`, timeout: 10_000 })
        .toBe(0);
      // Only the interactive sections: a static one's code is never downloaded, on any visit.
      for (const type of asked) {
        const requested = await page.evaluate(
          (source) => performance.getEntriesByType('resource').filter((entry) => new RegExp(source).test(entry.name)).length,
          chunkOf(type).source,
        );
        expect(requested, `${type} downloaded again`).toBeGreaterThan(0);
      }
      await context.close();
    },
  );
});

describe("a form whose section's code cannot load", () => {
  it('keeps what the visitor typed, and the field they were in, when its served markup is put back', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.route(chunkOf('lead-form'), (request) => request.abort('failed'));
    await page.goto(`${site.base}/contact`, { waitUntil: 'load' });
    const form = page.locator('main form');
    // Typing starts the section's download (focus in it); its failure may come at any keystroke, and
    // leaves the served form as it is, in use.
    await form.locator('[name="name"]').click();
    await page.keyboard.type('Zoë Ávila', { delay: 20 });
    await page.keyboard.press('Tab');
    await page.keyboard.type('zoe@example.com', { delay: 20 });
    await expect.poll(() => problems.some((p) => /\(lead-form\) could not be shown/.test(p))).toBe(true);
    expect(
      await page.evaluate(() => {
        const fields = document.querySelector<HTMLFormElement>('main form')!.elements;
        const value = (name: string) => (fields.namedItem(name) as HTMLInputElement).value;
        return { name: value('name'), email: value('email'), focused: (document.activeElement as HTMLInputElement | null)?.name };
      }),
    ).toEqual({ name: 'Zoë Ávila', email: 'zoe@example.com', focused: 'email' });
    await context.close();
  });
});

describe('an open tab after a deploy', () => {
  async function openHome(viewport = DESKTOP) {
    const page = await site.newPage({ viewport, reducedMotion: 'reduce' });
    await page.goto(`${site.base}/`);
    await page.waitForFunction(() => document.querySelector('main h1') !== null);
    // Wait until the header's island has hydrated (its Services button becomes a menu button then).
    await page.mouse.move(5, 5);
    await page.mouse.move(10, 10);
    await page.waitForFunction(() => document.querySelector('header nav[aria-label="Main"] button[aria-haspopup="true"]') !== null);
    return page;
  }

  const headerLinks = ['/about', '/contact', '/get-started', '/vending-services', '/micro-market'];

  it('loads each header link as a whole page when the old code files are gone', async () => {
    const page = await openHome();
    const loaded = new Set(
      await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)),
    );
    await page.route('**/_app/**', (route) =>
      loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.fulfill({ status: 404, body: 'gone' }),
    );
    for (const target of headerLinks) {
      const expected = pages.find((p) => p.route === target)!;
      await page.evaluate((href) => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>('header a')].find((a) => a.getAttribute('href') === href);
        link!.click();
      }, target);
      await page.waitForURL(`${site.base}${target}`);
      await page.waitForFunction(
        (title) => document.title === title && (document.querySelector('main')?.innerText.length ?? 0) > 200,
        expected.title,
        { timeout: 15_000 },
      );
      const h1 = await page.locator('main h1').first().textContent();
      expect(h1, target).toBeTruthy();
      await page.goto(`${site.base}/`);
    }
    await page.close();
  });

  it('loads every page it links to as a document of its own, with no page data fetched: a deploy between two pages mixes nothing', async () => {
    const page = await openHome();
    let documents = 0;
    const data: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents++;
      if (new URL(request.url()).pathname.startsWith('/_data/')) data.push(request.url());
    });
    await page.locator('header nav[aria-label="Main"] a[href="/about"]').click();
    await page.waitForURL(`${site.base}/about`);
    await page.waitForFunction(() => document.title.startsWith('About'), undefined, { timeout: 15_000 });
    expect(documents).toBeGreaterThanOrEqual(1);
    expect(data).toEqual([]);
    expect(await page.locator('main h1').count()).toBe(1);
    await page.close();
  });
});

describe('long words', () => {
  it('wrap inside the screen instead of pushing the page sideways', async () => {
    const word = 'Supercalifragilisticexpialidociousvendingbox';
    expect(word).toHaveLength(44);
    const page = await site.newPage({ viewport: PHONE, javaScriptEnabled: false });
    // The home page as the build writes it for a title with that word: its prerendered heading says so
    // (without JavaScript nothing else shows it; tests/build/prerender.test.ts checks titles reach the <h1>).
    await page.route(`${site.base}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<h1\b[^>]*>)[^<]*/, `$1${word} machines`);
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${site.base}/`);
    await expect(page.locator('main h1').textContent(), 'premise: the long word is the heading').resolves.toContain(word);
    const { scrollWidth, right } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      right: Math.max(...[...document.querySelectorAll('main h1, main h1 ~ *, main p')].map((el) => el.getBoundingClientRect().right)),
    }));
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(right).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
