/**
 * The first screen comes before any script, and a section's code comes when the section does: the
 * shipped site, built and served by `vite preview`, in Chromium at a phone's size (Lighthouse's
 * mobile screen). Behaviour, not timing: which requests start before which paint, and which
 * section's code is fetched before and after it is scrolled near.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems } from '../helpers/browser';
import { servedSite } from '../helpers/served-site';

const PHONE = { width: 412, height: 823 };
/** The page's sections in order, whether on their own or in an island's element. */
const SECTIONS = 'main > section, main > [data-island] > section';
const site = servedSite();

/** Paths of the scripts the page has requested so far. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/_app\/.*\.js$/.test(path)),
  );

/** Whether section `index` of main (0-based) has been hydrated. */
const isHydrated = (page: Page, index: number) =>
  page.evaluate(
    ([i, all]) => {
      const section = document.querySelectorAll(all)[i];
      return !!section && Object.keys(section).some((key) => key.startsWith('__reactFiber'));
    },
    [index, SECTIONS] as const,
  );

/**
 * Waits until section `index` has hydrated; then the page's text is still `text`, nothing was
 * logged, and the page is closed.
 */
async function hydratedInPlace(page: Page, index: number, text: string, problems: string[]) {
  await page.waitForFunction(([i, all]) => Object.keys(document.querySelectorAll(all)[i]!).some((key) => key.startsWith('__reactFiber')), [
    index,
    SECTIONS,
  ] as const);
  expect(await page.evaluate(() => document.querySelector('main')!.innerText)).toBe(text);
  expect(problems).toEqual([]);
  await page.close();
}

async function open(route: string) {
  const page = await site.browser.newPage({ viewport: PHONE });
  const problems = collectProblems(page);
  await page.goto(site.base + route, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  return { page, problems };
}

describe('the first screen', () => {
  it.each(['/', '/contact', '/products/pro-model'])(
    '%s paints its largest content with no entrance animation, and loads the island loader only: no React, no section code',
    async (route) => {
      const { page, problems } = await open(route);
      const timing = await page.evaluate(async () => {
        const lcp = await new Promise<PerformanceEntry[]>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }),
        );
        const last = lcp.at(-1) as PerformanceEntry & { element: Element | null };
        const element = last.element!;
        const js = performance.getEntriesByType('resource').filter((entry) => /\/_app\/.*\.js$/.test(entry.name));
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return {
          scripts: js.map((entry) => new URL(entry.name).pathname.replace(/-[\w-]+\.js$/, '')),
          // The island loader is asked for once the page has loaded and its largest content is painted.
          loaderAfterLoad: js.every((entry) => entry.startTime >= navigation.loadEventEnd && entry.startTime >= last.startTime),
          tag: element.tagName,
          animations: element.getAnimations({ subtree: false }).length,
          opacity: getComputedStyle(element).opacity,
          loading: element.getAttribute('loading'),
          fetchPriority: element.getAttribute('fetchpriority'),
        };
      });
      expect(timing.scripts, `${route}: only the island loader, until the visitor does something`).toEqual(['/_app/index']);
      expect(timing.loaderAfterLoad, `${route}: the loader is fetched after the load and the largest paint`).toBe(true);
      expect(timing.animations).toBe(0);
      expect(timing.opacity).toBe('1');
      if (timing.tag === 'IMG') expect([timing.loading, timing.fetchPriority]).toEqual([null, 'high']);
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});

describe('sections below the screen', () => {
  it("fetch their code only when scrolled near, then hydrate; the page's text never changes", async () => {
    const { page, problems } = await open('/');
    const text = await page.evaluate(() => document.querySelector('main')!.innerText);
    const loaded = await scripts(page);
    for (const name of ['Hero', 'Benefits', 'Steps', 'Lineup', 'Testimonials', 'Cta', 'FloatingSnacks'])
      expect(
        loaded.some((path) => path.includes(`/${name}-`)),
        `${name} fetched before it came near`,
      ).toBe(false);
    expect(await isHydrated(page, 2)).toBe(false);

    // The third section (steps) scrolled into view: its code arrives and it hydrates in place.
    await page.evaluate((all) => document.querySelectorAll(all)[2]!.scrollIntoView(), SECTIONS);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/_app\/Steps-/.test(entry.name)));
    expect((await scripts(page)).some((path) => path.includes('/Testimonials-'))).toBe(false);
    await hydratedInPlace(page, 2, text, problems);
  });

  it('/contact: a static section on the first screen (ContactCards) never fetches code nor hydrates, even once the visitor moves', async () => {
    const { page, problems } = await open('/contact');
    expect(await page.evaluate((all) => document.querySelectorAll(all)[1]!.getBoundingClientRect().top < innerHeight, SECTIONS)).toBe(true);
    await page.mouse.move(200, 300);
    await page.evaluate((all) => document.querySelectorAll(all)[1]!.scrollIntoView(), SECTIONS);
    await page.waitForLoadState('networkidle');
    expect((await scripts(page)).some((path) => path.includes('/ContactCards-'))).toBe(false);
    // A static section is no island: nothing of it was hydrated.
    const inside = await page.evaluate(
      (all) =>
        [document.querySelectorAll(all)[1]!, ...document.querySelectorAll(all)[1]!.querySelectorAll('*')].filter((node) =>
          Object.keys(node).some((key) => key.startsWith('__react')),
        ).length,
      SECTIONS,
    );
    expect(inside).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([['/get-started', 'LeadForm']])(
    '%s: the rest of the first screen (%s) waits for the visitor to move; then it hydrates in place',
    async (route, chunk) => {
      const { page, problems } = await open(route);
      const second = await page.evaluate((all) => document.querySelectorAll(all)[1]!.getBoundingClientRect().top < innerHeight, SECTIONS);
      expect(second, `${route}: its second section is on the first screen`).toBe(true);
      const text = await page.evaluate(() => document.querySelector('main')!.innerText);
      await page.waitForTimeout(500);
      expect((await scripts(page)).some((path) => path.includes(`/${chunk}-`))).toBe(false);
      expect(await isHydrated(page, 1)).toBe(false);

      await page.mouse.move(200, 300);
      await hydratedInPlace(page, 1, text, problems);
    },
  );

  it('stay in place when an #anchor link among them is clicked before they have their code: the page lands on its section', async () => {
    const { page, problems } = await open('/');
    const link = page.getByRole('link', { name: 'Request Full Specs + Pricing' });
    expect(await link.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactProps'))), 'its section waits for its code').toBe(
      false,
    );
    // Every frame from the click until a second and a half after it: the fewest sections the page had.
    const fewest = page.evaluate(async (all) => {
      const sections = () => document.querySelectorAll(all).length;
      const clicked = new Promise<number>((resolve) =>
        addEventListener('click', () => resolve(performance.now()), { capture: true, once: true }),
      );
      let least = sections();
      let end = Infinity;
      void clicked.then((at) => (end = at + 1500));
      while (performance.now() < end) {
        least = Math.min(least, sections());
        await new Promise(requestAnimationFrame);
      }
      return { least, all: sections() };
    }, SECTIONS);
    await link.click();
    const { least, all } = await fewest;
    expect(least, 'no section dropped meanwhile').toBe(all);
    const top = await page.evaluate(() => Math.round(document.getElementById('contact')!.getBoundingClientRect().top));
    expect(top, '#contact just below the header').toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('card grids below the screen', () => {
  /** The reveal state (`data-shown`) and the first card's opacity of every card grid of the page, in order. */
  const grids = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-reveal]')].map((grid) => ({
        shown: grid.getAttribute('data-shown'),
        opacity: getComputedStyle(grid.querySelector('li')!).opacity,
        below: grid.getBoundingClientRect().top >= innerHeight,
      })),
    );

  it('slide in with CSS when scrolled into view, with no animation code downloaded; with less motion they stay put', async () => {
    const { page, problems } = await open('/');
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-later'));
    await page.waitForFunction(() => [...document.querySelectorAll('[data-reveal]')].every((grid) => grid.hasAttribute('data-shown')));
    const before = await grids(page);
    expect(before.length, '/ has card grids').toBeGreaterThan(0);
    expect(before).toEqual(before.map(() => ({ shown: 'wait', opacity: '0', below: true })));
    await page.evaluate(() => document.querySelector('[data-reveal]')!.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(() => {
      const grid = document.querySelector('[data-reveal]')!;
      return (
        grid.getAttribute('data-shown') === 'in' && [...grid.querySelectorAll('li')].every((card) => getComputedStyle(card).opacity === '1')
      );
    });
    // The cards come in one after another: the second waits longer than the first.
    const delays = await page.evaluate(() =>
      [...document.querySelector('[data-reveal]')!.querySelectorAll('li')]
        .slice(0, 2)
        .map((card) => getComputedStyle(card).transitionDelay),
    );
    expect(delays).toEqual(['0.05s', '0.15s']);
    expect((await scripts(page)).filter((path) => /framer|reveal-motion|float-motion/i.test(path))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();

    const still = await site.browser.newPage({ viewport: PHONE, reducedMotion: 'reduce' });
    await still.goto(site.base + '/', { waitUntil: 'load' });
    await still.waitForLoadState('networkidle');
    expect((await grids(still)).every((grid) => grid.shown === null && grid.opacity === '1')).toBe(true);
    await still.close();
  });
});

describe('a control in a section still waiting for its code', () => {
  /** On /about at a phone's size, taps Play video in the second section before it has hydrated; the video must start. */
  async function tapBeforeHydration(busy: boolean) {
    const page = await site.browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    const problems = collectProblems(page);
    await page.goto(`${site.base}/about`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const second = page.locator(SECTIONS).nth(1);
    expect(await isHydrated(page, 1), 'the second section waits for the visitor').toBe(false);
    // A busy phone: the section's code arrives just after the tap, and a task queued for "as soon as
    // possible" runs 3 s late, well after the section has hydrated.
    let release = () => {};
    if (busy) {
      const held = new Promise<void>((done) => (release = done));
      await page.route(/\/_app\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.evaluate(() => {
        const later = window.setTimeout.bind(window);
        window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
          later(handler, ms || 3000, ...rest)) as typeof window.setTimeout;
      });
    }
    await second.getByRole('button', { name: /^Play video/ }).tap();
    release();
    await second.locator('video').waitFor({ timeout: 10_000 });
    expect(await second.getByRole('button', { name: /^Play video/ }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  }

  it('is not lost: the tap that fetches the section is played again once it has hydrated', () => tapBeforeHydration(false));

  it('is not lost when it lands before the island loader has run: the loader plays it again once the section has hydrated', async () => {
    const page = await site.browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    const problems = collectProblems(page);
    // Every script held: the tap starts the loader (the boot script), which cannot run yet.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/_app\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    let loaderAsked = false;
    page.on('request', (request) => (loaderAsked ||= /\/_app\/index-[\w-]+\.js$/.test(request.url())));
    await page.goto(`${site.base}/about`, { waitUntil: 'domcontentloaded' });
    const second = page.locator(SECTIONS).nth(1);
    await second.getByRole('button', { name: /^Play video/ }).tap();
    await expect.poll(() => loaderAsked, { message: 'the tap asked for the loader' }).toBe(true);
    release();
    await second.locator('video').waitFor({ timeout: 10_000 });
    expect(await second.getByRole('button', { name: /^Play video/ }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is not lost when the section hydrates before the page gets round to its next task', () => tapBeforeHydration(true));
});
