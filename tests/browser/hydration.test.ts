import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems } from '../helpers/browser';
import { sharedBuild } from '../helpers/site-build';
import { servedSite } from '../helpers/served-site';

const SITE = 'tests/fixtures/valid/minimal';

interface TraceEvent {
  name: string;
  tid: number;
  ts: number;
  dur?: number;
}
const site = servedSite({ build: () => sharedBuild({ siteDir: SITE }) });

/** The visitor moves the pointer (the islands near the screen hydrate then) and the header's island has hydrated. */
async function moveAndWaitForHeader(page: Page) {
  await page.mouse.move(5, 5);
  await page.mouse.move(10, 10);
  await page.waitForFunction(() => Object.keys(document.querySelector('header a')!).some((key) => key.startsWith('__reactProps')));
}

describe('the prerendered site in Chromium', () => {
  it.each(['/', '/about', '/contact'])('hydrates the islands of %s with no console error and no hydration warning', async (route) => {
    const page = await site.newPage();
    const problems = collectProblems(page);
    const response = await page.goto(site.base + route, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    // Untouched, the page loads the island loader only: no React, no island's code.
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/_app\/.*\.js$/.test(entry.name)).length);
    await expect(scripts()).resolves.toBe(1);
    // Nor the islands' props: they come with the islands' code, once per page.
    const propsFiles = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_app/islands/')).length);
    await expect(propsFiles()).resolves.toBe(0);
    await moveAndWaitForHeader(page);
    await page.waitForLoadState('networkidle');
    await expect(propsFiles()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("keeps every island as served, with one console error, when the page's props file does not arrive", async () => {
    const page = await site.newPage();
    const problems = collectProblems(page);
    const asked: string[] = [];
    await page.route('**/_app/islands/**', (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await page.goto(`${site.base}/`, { waitUntil: 'load' });
    const served = await page.locator('main').innerHTML();
    await page.mouse.move(5, 5);
    await page.mouse.move(10, 10);
    // The steps section is an island too: scrolled to, it asks for nothing more.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.mouse.move(20, 20);
    const ours = () => problems.filter((p) => p.includes("islands' props"));
    await expect.poll(() => ours().length, { timeout: 10_000 }).toBe(1);
    expect(ours()[0]).toMatch(
      /^console\.error: The islands' props \/_app\/islands\/[0-9a-f]{16}\.json could not be loaded \(404\); the page stays as it was served\.$/,
    );
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
    const hydrated = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-island]')].filter((island) =>
          [...island.querySelectorAll('*')].some((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
        ).length,
    );
    expect(hydrated).toBe(0);
    expect(await page.locator('main').innerHTML()).toBe(served);
    // Besides the browser's own line for the 404, nothing else.
    expect(problems.filter((p) => !p.includes("islands' props") && !p.includes('Failed to load resource'))).toEqual([]);
    expect(ours()).toHaveLength(1);
    await page.close();
  });

  it('shows the full content with JavaScript disabled', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Tap, Grab & Go');
    const hidden = await page.evaluate(
      () =>
        [...document.querySelectorAll('#root *')].filter(
          (el) => getComputedStyle(el).opacity === '0' && (el.textContent ?? '').trim() !== '',
        ).length,
    );
    expect(hidden).toBe(0);
    await context.close();
  });

  it('answers an unknown address with the 404 page, status 404, and logs the path', async () => {
    const page = await site.newPage();
    const problems = collectProblems(page);
    const response = await page.goto(`${site.base}/no-such-page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).resolves.toBe('/');
    expect(problems.some((p) => p.includes('/no-such-page'))).toBe(true);
    await page.close();
  });

  it('serves a catch-all page for unknown addresses below it', async () => {
    const page = await site.newPage();
    const problems = collectProblems(page);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const response = await page.goto(`${site.base}/contact/anything`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Talk to us' }).isVisible()).resolves.toBe(true);
    expect(fetched.filter((path) => path.startsWith('/_data/'))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads another page as a whole document, fetched ahead while the pointer rests on its link: at the top, with its title', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 600 } });
    const problems = collectProblems(page);
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const link = page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'About' });
    await link.hover();
    const prefetched = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/about' && request.headers()['sec-purpose'] === 'prefetch',
    );
    await link.hover({ position: { x: 2, y: 2 } });
    await prefetched;
    await link.click();
    await page.getByRole('heading', { name: 'Our Mission' }).waitFor();
    await expect(page.title()).resolves.toBe('Fixture About');
    // The document came from the prefetch: no request of its own when the click landed.
    await expect(
      page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
      ),
    ).resolves.toBe('navigational-prefetch');
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('scrolls to an #anchor on the same page without leaving it', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'See How It Works' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('how-it-works')!.getBoundingClientRect().top;
      return Math.abs(top) < 120;
    });
    expect(page.url()).toBe(`${site.base}/#how-it-works`);
    await page.close();
  });

  it('starts the app without placing stack frames, even with DevTools attached, and errors have stacks again after', async () => {
    // With DevTools attached (as Lighthouse is), V8 places every Error made: React DOM makes three
    // as its module starts, and placing them re-parses the whole entry (a long task under
    // throttling). The island loader turns stack traces off while those modules evaluate.
    const page = await site.browser.newPage();
    await site.browser.startTracing(page, { categories: ['v8', 'disabled-by-default-v8.compile'] });
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    await moveAndWaitForHeader(page);
    const events = (JSON.parse((await site.browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    // The longest module evaluation is React DOM's, with the island hydrator (loaded at the first move).
    const [entry] = events.filter((event) => event.name === 'v8.evaluateModule').sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
    if (!entry) throw new Error('the trace holds no module evaluation');
    const end = entry.ts + (entry.dur ?? 0);
    const placing = events.filter(
      (event) => event.name === 'V8.CollectSourcePositions' && event.tid === entry.tid && event.ts >= entry.ts && event.ts <= end,
    );
    expect(placing.map((event) => `${event.dur} µs`)).toEqual([]);
    await expect(page.evaluate(() => [Error.stackTraceLimit, typeof new Error('later').stack])).resolves.toEqual([10, 'string']);
    await page.close();
  });

  it('takes the served styles over where they are: no stylesheet added again, no served class compiled again', async () => {
    const page = await site.browser.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { styleLog: string[] }).styleLog = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node.nodeName === 'STYLE') seen.push(`added ${(node as Element).outerHTML.slice(0, 80)}`);
      }).observe(document, { childList: true, subtree: true });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        seen.push(`rule ${rule.slice(0, rule.indexOf('{'))}`);
        return insertRule.call(this, rule, index);
      };
    });
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    await moveAndWaitForHeader(page);
    const { served, log } = await page.evaluate(() => ({
      served: document.querySelector('style[data-served-css]')!.getAttribute('data-served-css')!.split(' ').slice(1),
      log: (window as unknown as { styleLog: string[] }).styleLog,
    }));
    expect(served.length).toBeGreaterThan(10);
    // Each served <style> was added once, by the parser.
    expect(log.filter((line) => line.startsWith('added <style data-served-css'))).toHaveLength(1);
    // The page's global styles (the theme's and the pictures' placeholders) are each added once, none again by the app.
    const globals = log.filter((line) => line.startsWith('added <style data-s="" data-emotion="css-glob'));
    expect(globals.length).toBeGreaterThan(0);
    expect(new Set(globals).size).toBe(globals.length);
    expect(log.filter((line) => line.startsWith('rule') && served.some((name) => line.includes(`.css-${name}`)))).toEqual([]);
    await page.close();
  });
});
