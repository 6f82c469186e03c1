/**
 * End to end: the shipped site, built as for production (LEAD_WEBHOOK_URL at the run's webhook
 * address, which the test's Chromium sends to its capture server: tests/helpers/ports.ts), served by a real nginx with the configuration the build generates (dist/nginx/site.conf),
 * visited by Chromium at a phone and a desktop size. One build, one nginx, one browser; every route in
 * a page of its own, a few at a time; the interactions in one page per viewport, reused.
 */
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDED_SCRIPTS, escapeHtml } from '../../src/build/output/html';
import { loadSite } from '../../src/build/content/load-site';
import { securityHeaders } from '../../src/build/output/security-headers';
import { inlineScriptHashes, scriptHash } from '../../src/build/output/deploy-config';
import type { SiteData } from '../../src/content/model';
import type { LeadFormSection } from '../../src/generated/content-types';
import { axeViolations, linkNames, nameClashes } from '../helpers/axe';
import { collectProblems } from '../helpers/browser';
import { expectedLead, fillLeadForm } from '../helpers/lead-form';
import { servedSite, tabPool } from '../helpers/served-site';

const model = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!;
const routes = model.pages.map((page) => page.route);
const titleOf = (route: string) => model.pages.find((page) => page.route === route)!.title;
const machineNames = Object.values(model.site.data.machines.items).map((machine) => machine.fullName);
const NOT_FOUND_TITLE = `Page not found | ${model.site.site.brand.name}`;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const site = servedSite({ webhook: true, server: 'nginx' });
/** The site data as built (with the webhook override), from dist/_data/site.json. */
let built: SiteData;
beforeAll(() => {
  built = JSON.parse(readFileSync(join(site.dist, '_data/site.json'), 'utf8')) as SiteData;
});

// ---------------------------------------------------------------------------------------------
// Watching a page: console errors, uncaught errors, hydration warnings, CSP violations (both the
// console message and the securitypolicyviolation event) and Permissions-Policy warnings.

interface Watched {
  page: Page;
  problems: string[];
}

/**
 * A context whose pages are watched: each page's problems, the CSP violations its document reports
 * included, go to that page's list (watchedPage).
 */
async function watchingContext(options: Parameters<typeof site.browser.newContext>[0]): Promise<BrowserContext> {
  const context = await site.browser.newContext(options);
  await context.exposeBinding('__reportViolation', ({ page }, text: string) => sinks.get(page)?.push(`securitypolicyviolation: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        ),
      true,
    );
  });
  return context;
}

const sinks = new WeakMap<Page, string[]>();

async function watchedPage(context: BrowserContext): Promise<Watched> {
  return watch(await context.newPage());
}

/** Collect a page's problems from now on (its listeners and its sink). */
function watch(page: Page): Watched {
  const problems = collectProblems(page);
  sinks.set(page, problems);
  page.on('console', (message) => {
    if (message.type() !== 'error' && /Content.Security.Policy|Permissions-Policy/i.test(message.text()))
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  return { page, problems };
}

/**
 * For the tests of the enclosing describe: a browser context at `viewport` with one watched page,
 * filled in before them and closed after, by which time the page must have logged nothing at all.
 */
function watchedContext(viewport: { width: number; height: number }): Watched {
  const watched = {} as Watched & { context?: BrowserContext };
  beforeAll(async () => {
    watched.context = await watchingContext({ viewport });
    Object.assign(watched, await watchedPage(watched.context));
  });
  afterAll(async () => {
    expect(watched.problems).toEqual([]);
    await watched.context?.close();
  });
  return watched;
}

/** The problems left once what the 404 page logs by design is taken out: the failed document request and the path asked for. */
function unexpectedOnNotFound(problems: string[], path: string) {
  return problems.filter(
    (p) =>
      !p.includes('Failed to load resource: the server responded with a status of 404') &&
      !(p.includes('404 Error: User attempted to access non-existent route') && p.includes(path)),
  );
}

/**
 * The page's scripts have run: the islands wait for the visitor's first move, so the pointer moves,
 * and the header's island (on every page, the not-found page too) becomes React's.
 */
async function hydrated(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__react')));
}

/** How many of each landmark the page exposes: every page has a banner, navigation and contentinfo, and one main. */
async function landmarks(page: Page) {
  const roles = ['banner', 'navigation', 'main', 'contentinfo'] as const;
  const counts = await Promise.all(roles.map((role) => page.getByRole(role).count()));
  return Object.fromEntries(roles.map((role, i) => [role, role === 'main' ? counts[i] : Math.min(counts[i]!, 1)]));
}
const LANDMARKS = { banner: 1, navigation: 1, main: 1, contentinfo: 1 };

/**
 * Words the page shows broken across two lines other than after a hyphen, a slash or an @
 * ("Dimension|s", "info@smartvend.exampl|e"). Text no one sees (aria-hidden, or for screen readers
 * only) is left out.
 */
async function splitWords(page: Page) {
  return page.evaluate(() => {
    const split: string[] = [];
    const range = document.createRange();
    const lineOf = (node: Text, from: number, to: number) => {
      range.setStart(node, from);
      range.setEnd(node, to);
      return [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top));
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.parentElement?.closest('[aria-hidden="true"], .visually-hidden')) continue;
      for (const word of node.data.matchAll(/\S{2,}/g)) {
        const start = word.index;
        if (new Set(lineOf(node, start, start + word[0].length)).size < 2) continue;
        for (let i = 1; i < word[0].length; i++) {
          const wraps = lineOf(node, start + i, start + i + 1)[0]! > lineOf(node, start + i - 1, start + i)[0]!;
          if (wraps && !/[-/@]/.test(word[0][i - 1]!)) split.push(`${word[0].slice(0, i)}|${word[0].slice(i)}`);
        }
      }
    }
    return split;
  });
}

/** Headings of a centred block (text-align: center) that do not sit in its middle, with how far off they are. */
async function offCentreHeadings(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3')].flatMap((heading) => {
      const style = heading.parentElement && getComputedStyle(heading.parentElement);
      const box = heading.getBoundingClientRect();
      if (!style || style.textAlign !== 'center' || box.width === 0) return [];
      const outer = heading.parentElement!.getBoundingClientRect();
      const left = outer.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
      const right = outer.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      const off = Math.round((box.left + box.right) / 2 - (left + right) / 2);
      return Math.abs(off) > 2 ? [`${heading.textContent} (${off} px)`] : [];
    }),
  );
}

/** Text laid over a picture (a badge placed on it, not a control such as a play button), as "text" over alt. */
async function textOverPictures(page: Page) {
  return page.evaluate(() => {
    const pictures = [...document.querySelectorAll<HTMLImageElement>('main img')].map((img) => ({ img, box: img.getBoundingClientRect() }));
    const overlays = [...document.querySelectorAll<HTMLElement>('main *')].filter(
      (el) =>
        getComputedStyle(el).position === 'absolute' &&
        !el.closest('button, a, [aria-hidden="true"], .visually-hidden') &&
        el.innerText.trim() !== '',
    );
    return overlays.flatMap((el) => {
      const b = el.getBoundingClientRect();
      return pictures
        .filter(({ img, box: p }) => !el.contains(img) && b.left < p.right && p.left < b.right && b.top < p.bottom && p.top < b.bottom)
        .map(({ img }) => `${JSON.stringify(el.innerText.trim())} over ${img.alt}`);
    });
  });
}

/** Lets the browser lay out, run intersection observers and React commit. */
async function settle(page: Page, ms = 120) {
  await page.evaluate(
    (wait) => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, wait)))),
    ms,
  );
}

/** Links to other sites, and those of them that do not open a new tab without this window and the referrer. */
async function externalLinks(page: Page) {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="http"], a[target="_blank"]')].filter(
      (a) => new URL(a.href).origin !== location.origin || a.target === '_blank',
    );
    const unsafe = links.filter((a) => {
      const rel = a.rel.split(/\s+/);
      return a.target !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer');
    });
    return { count: links.length, unsafe: unsafe.map((a) => a.outerHTML.slice(0, 120)) };
  });
}

// ---------------------------------------------------------------------------------------------
// HTTP: what nginx answers, read raw (no redirects followed, no decompression).

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${site.base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the build output for hosts', () => {
  it('writes dist/_headers and dist/nginx/site.conf with the webhook origin in connect-src', () => {
    expect(existsSync(join(site.dist, '_headers'))).toBe(true);
    const conf = readFileSync(join(site.dist, 'nginx/site.conf'), 'utf8');
    expect(conf).toContain(`connect-src 'self' ${new URL(site.hookUrl).origin};`);
    expect(conf).toContain('location /products/ {');
  });
});

// How nginx routes (pages with and without the slash, the 404s, the catch-all) is compared path by
// path with `npm run preview`, whose answers are checked one by one, in tests/build/preview-server.test.ts;
// every route is visited below, its served title checked.

describe('response headers', () => {
  // The island loader, named on the boot script that adds it (output/html.ts).
  const scriptOf = (html: string) => /<script data-entry="([^"]+)"/.exec(html)![1]!;

  it('puts every security header on HTML, JS, data, asset and 404 responses', async () => {
    const home = await get('/');
    // The inline scripts (the boot and later sections' in <head>, on a page with a lead form the one that holds
    // it, and the prefetch rules the island loader adds; each the same on every page) are allowed by their hashes.
    const scriptHashes = [
      ...new Set([...ADDED_SCRIPTS.map(scriptHash), ...inlineScriptHashes(home.body), ...inlineScriptHashes((await get('/contact')).body)]),
    ];
    expect(scriptHashes).toHaveLength(3);
    const expected = securityHeaders(built, { scriptHashes });
    expect(expected.find((h) => h.name === 'Content-Security-Policy')!.value).toContain(
      `connect-src 'self' ${new URL(site.hookUrl).origin};`,
    );
    const responses = {
      html: home,
      js: await get(scriptOf(home.body)),
      data: await get('/_data/about.json'),
      asset: await get('/assets/logo.svg'),
      notFound: await get('/no-such-page'),
    };
    for (const [kind, response] of Object.entries(responses)) {
      for (const { name, value } of expected) expect(response.headers[name.toLowerCase()], `${kind}: ${name}`).toBe(value);
    }
    expect(responses.notFound.status).toBe(404);
  });

  it('caches hashed scripts for a year, revalidates pages and page data', async () => {
    const home = await get('/');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect((await get(scriptOf(home.body))).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/_data/about.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/no-such-page')).headers['cache-control']).toBe('no-cache');
    expect((await get('/_app/missing.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/logo.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('gzips HTML, scripts and JSON, hides the nginx version', async () => {
    const home = await get('/');
    for (const path of ['/', scriptOf(home.body), '/_data/about.json', '/assets/logo.svg']) {
      const response = await get(path, { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding'], path).toBe('gzip');
      expect(response.headers.vary, path).toBe('Accept-Encoding');
    }
    expect(home.headers.server).toBe('nginx');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

// ---------------------------------------------------------------------------------------------
// Chromium, at both sizes.

/** What axe and the link names showed on each visit of a route (`<width>px <route>`). */
const axeFound: string[] = [];
const nameClashesFound: string[] = [];
let surveyed = 0;

describe.each(viewports)('every route at %s size', (_name, viewport) => {
  // One context for the size, as one visitor's browser (later pages load the scripts from its
  // cache), asking for less motion: every card is shown at once, as axe must see it. Its tabs go
  // from test to test, as a visitor goes from page to page (tabPool, tests/helpers/served-site.ts).
  const tab = tabPool(() => watchingContext({ viewport, reducedMotion: 'reduce' }));

  /** A watched page for the test alone, given back when the test ends. */
  async function freshPage(onTestFinished: (done: () => Promise<void>) => void): Promise<Watched> {
    const page = await tab();
    onTestFinished(() => page.close());
    return watch(page);
  }

  /** axe-core's violations and the link names of a visited page, kept for the checks after the visits. */
  async function survey(page: Page, route: string) {
    const where = `${viewport.width}px ${route}`;
    axeFound.push(...(await axeViolations(page)).map((line) => `${where}: ${line}`));
    nameClashesFound.push(...nameClashes(where, await linkNames(page)));
    surveyed++;
  }

  // Concurrent: most of each test is waiting for the page to load and settle.
  it.concurrent.for(routes)(
    '%s: 200, hydrates, nothing logged, no CSP violation, the landmarks, safe external links, words whole, headings centred, pictures uncovered',
    async (route, { expect, onTestFinished }) => {
      const { page, problems } = await freshPage(onTestFinished);
      const response = await page.goto(site.base + route, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      // Served with its own title, and still titled so once the app runs.
      expect(await response!.text()).toContain(`<title>${escapeHtml(titleOf(route))}</title>`);
      await hydrated(page);
      await expect(page.title()).resolves.toBe(titleOf(route));
      expect(await landmarks(page)).toEqual(LANDMARKS);
      const external = await externalLinks(page);
      expect(external.count, 'the footer links to the social networks').toBeGreaterThan(0);
      expect(external.unsafe).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      expect(await splitWords(page), 'no word broken inside').toEqual([]);
      expect(await offCentreHeadings(page), 'the headings of centred cards centred').toEqual([]);
      expect(await textOverPictures(page), 'no badge covers a picture').toEqual([]);
      await survey(page, route);
      expect(problems).toEqual([]);
    },
  );

  it('an unknown address: status 404, the 404 page with the landmarks, only the expected log lines', async ({ onTestFinished }) => {
    const { page, problems } = await freshPage(onTestFinished);
    const response = await page.goto(`${site.base}/no-such-page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await page.getByText('Oops! Page not found').waitFor();
    await expect(page.title()).resolves.toBe(NOT_FOUND_TITLE);
    expect(await landmarks(page)).toEqual(LANDMARKS);
    await survey(page, '/no-such-page');
    expect(problems.some((p) => p.includes('404 Error: User attempted to access non-existent route: /no-such-page'))).toBe(true);
    expect(unexpectedOnNotFound(problems, '/no-such-page')).toEqual([]);
  });

  it('/products/<unknown>: status 200 and the list of the six models', async ({ onTestFinished }) => {
    const { page, problems } = await freshPage(onTestFinished);
    const response = await page.goto(`${site.base}/products/no-such-model`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(page.url()).toBe(`${site.base}/products/no-such-model`);
    const names = await page.locator('#models article h3').allTextContents();
    expect(names).toEqual(machineNames);
    expect(names).toHaveLength(6);
    expect(problems).toEqual([]);
  });
});

describe('accessibility of every route and the 404 page, at both sizes (axe-core, under the production headers)', () => {
  // Every rule of the WCAG 2.0/2.1/2.2 A and AA tags and the best-practice tag (tests/helpers/axe.ts).
  it('axe finds nothing', () => {
    expect(surveyed, 'every route and the 404 page, at both sizes').toBe(viewports.length * (routes.length + 1));
    expect(axeFound.sort()).toEqual([]);
  });

  it('no two links on a page share an accessible name but lead to different places', () => {
    expect([...new Set(nameClashesFound)].sort()).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Interaction, under the production headers. The header menus once hydrated (the phone menu, the
// Services dropdown by keyboard and mouse) are tested under nginx in tests/e2e/menus-no-js.test.ts,
// How It Works on a wide screen in tests/browser/steps.test.ts.

describe('on a desktop', () => {
  const watched = watchedContext(DESKTOP);
  let page: Page;
  beforeAll(() => void (page = watched.page));

  async function open(route: string) {
    await page.goto(site.base + route, { waitUntil: 'networkidle' });
    await hydrated(page);
  }

  /** Waits for the page at `route` to be shown: address, title, window at the top. */
  async function arrived(route: string) {
    await page.waitForURL(site.base + route);
    await page.waitForFunction((title) => document.title === title, titleOf(route));
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 });
  }

  it('the header links lead to their pages, each marked as the current one there', async () => {
    await open('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const [label, route] of [
      ['Contact', '/contact'],
      ['About', '/about'],
      ['Home', '/'],
    ] as const) {
      await main.getByRole('link', { name: label, exact: true }).click();
      await arrived(route);
      await expect(main.getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).resolves.toBe('page');
    }
    await page.getByRole('banner').getByRole('link', { name: model.site.site.header.action.label, exact: true }).click();
    await arrived(model.site.site.header.action.href);
  });

  it('every footer link navigates and the window scrolls back to the top', async () => {
    await open('/about');
    const footer = page.getByRole('contentinfo');
    const links = [
      ...model.site.site.footer.columns.flatMap((column) => column.links.map((link) => ({ nav: column.title, ...link }))),
      ...model.site.site.footer.legal.map((link) => ({ nav: 'Legal', ...link })),
    ];
    let current = '/about';
    for (const link of links) {
      if (link.href === current) continue;
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const scrolled = await page.evaluate(() => window.scrollY);
      const tall = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 10);
      if (tall) expect(scrolled, `premise: scrolled down on ${current}`).toBeGreaterThan(0);
      await footer.getByRole('navigation', { name: link.nav }).getByRole('link', { name: link.label, exact: true }).click();
      await arrived(link.href);
      current = link.href;
    }
  });

  it('the hero poster turns into an autoplaying video on click', async () => {
    await open('/');
    const hero = page.locator('main section').first();
    const media = model.pages.find((p) => p.route === '/')!.sections[0] as { media: { video: string; playLabel: string } };
    const video = page.waitForResponse((response) => response.url().endsWith(media.media.video));
    await hero.getByRole('button', { name: media.media.playLabel }).click();
    await hero.locator('video').waitFor();
    expect(
      await hero.locator('video').evaluate((element: HTMLVideoElement) => ({
        autoplay: element.autoplay,
        muted: element.muted,
        src: new URL(element.src).pathname,
      })),
    ).toEqual({
      autoplay: true,
      muted: true,
      src: media.media.video,
    });
    await expect(hero.getByRole('button', { name: media.media.playLabel }).count()).resolves.toBe(0);
    expect([200, 206]).toContain((await video).status());
  });

  it('a lead form reaches the webhook on another origin under the CSP and shows /thank-you', async () => {
    site.capture.clear();
    const contact = model.pages.find((p) => p.route === '/contact')!;
    const form = contact.sections.find((s): s is LeadFormSection => s.type === 'lead-form')!;
    await open('/contact');
    const { scope, choice } = await fillLeadForm(page, form, model.site);
    await scope.getByRole('button', { name: form.submitLabel }).click();
    await page.waitForURL(`${site.base}/thank-you`);
    expect(site.capture.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /hook']);
    expect(JSON.parse(site.capture.requests[0]!.body)).toMatchObject({ ...expectedLead(form, choice), formType: form.formType });
  });
});

describe('on a phone', () => {
  const watched = watchedContext(PHONE);
  let page: Page;
  beforeAll(() => void (page = watched.page));

  it('How It Works highlights the steps one by one while scrolling down, and hands it back scrolling up', async () => {
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const read = () =>
      page.evaluate(() => {
        const steps = [...document.querySelectorAll('#how-it-works li[data-active]')];
        return {
          active: steps.map((step) => step.getAttribute('data-active')),
          now: Number(document.querySelector('#how-it-works [role="progressbar"]')!.getAttribute('aria-valuenow')),
          shown: steps.map((step) => {
            const box = step.getBoundingClientRect();
            const part = (Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) / box.height;
            return Math.round(Math.max(0, part) * 100) / 100;
          }),
        };
      });
    // From just before the first step enters at the bottom, to all steps centred on the screen.
    const [start, middle] = await page.evaluate(() => {
      const steps = [...document.querySelectorAll('#how-it-works li[data-active]')].map((step) => step.getBoundingClientRect());
      const top = steps[0]!.top + scrollY;
      const bottom = steps.at(-1)!.bottom + scrollY;
      return [Math.round(top - innerHeight - 20), Math.round((top + bottom) / 2 - innerHeight / 2)];
    });
    const seen: number[] = [];
    const check = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await settle(page, 60);
      const state = await read();
      // The steps up to the active one are highlighted and the bar counts them...
      expect(state.active, `at ${y}`).toEqual(state.active.map((_, i) => (i < state.now ? 'true' : 'false')));
      // ...and the active step is the last one at least half on screen (threshold 0.5).
      const halfShown = state.shown.map((part, i) => (part >= 0.5 ? i : -1)).filter((i) => i >= 0);
      expect(state.now - 1, `at ${y}, shown ${state.shown.join(' ')}`).toBe(halfShown.length ? Math.max(...halfShown) : -1);
      if (seen.at(-1) !== state.now) seen.push(state.now);
      return state;
    };

    expect((await check(0)).now).toBe(0);
    for (let y = start; y < middle; y += 60) await check(y);
    expect((await check(middle)).shown, 'premise: all steps on screen').toEqual([1, 1, 1]);
    expect(seen, 'scrolling down: one by one').toEqual([0, 1, 2, 3]);
    seen.length = 0;
    for (let y = middle; y > start; y -= 60) await check(y);
    await check(start);
    expect(seen, 'scrolling up: handed back one by one').toEqual([3, 2, 1, 0]);
  });
});

describe('nginx itself', () => {
  it('logged no error while serving all of the above', () => {
    expect(
      site
        .errorLog()
        .split('\n')
        .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line)),
    ).toEqual([]);
  });
});
