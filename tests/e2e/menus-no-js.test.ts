/**
 * The header menus (the phone menu at 390×844, the Services dropdown at 1440×900) in the production
 * build served by nginx: first with JavaScript disabled, as the prerendered page works before
 * hydration or when the app's scripts fail, then hydrated. In both states axe-core finds nothing,
 * with the menus closed and open.
 *
 * axe cannot run in a page with JavaScript disabled: Playwright's evaluate still runs there, but no
 * timer or animation frame ever fires, and axe.run waits on them (a second CDP session cannot turn
 * scripts back on either: the page stays disabled while Playwright's own session says so). So the
 * no-JS page is checked through a snapshot: its DOM as it is (executable scripts taken out) is served
 * at the same address to a page with JavaScript on (the request answered by the test, so same
 * origin, same stylesheets and pictures, same viewport), the popovers that were open are opened
 * again (their open state is not part of the DOM), and axe runs there. Nothing of the app runs in
 * that copy, which the test checks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteData } from '../../src/content/model';
import { axeViolations } from '../helpers/axe';
import { collectProblems, launchBrowser } from '../helpers/browser';
import { startNginx, type NginxServer } from '../helpers/nginx';
import { sharedBuild } from '../helpers/site-build';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** The header bar's height (4.5rem): the phone menu opens right under it. */
const BAR = 72;
const TOGGLE = 'button[popovertarget="mobile-menu"]';

let dist: string;
let nginx: NginxServer;
let browser: Browser;
let base: string;
let header: SiteData['site']['header'];
let services: { label: string; items: { label: string; href: string }[] };

beforeAll(async () => {
  dist = await sharedBuild();
  nginx = await startNginx(dist);
  base = nginx.url;
  browser = await launchBrowser();
  header = (JSON.parse(readFileSync(join(dist, '_data/site.json'), 'utf8')) as SiteData).site.header;
  const dropdown = header.links.find((link) => link.items)!;
  services = { label: dropdown.label, items: dropdown.items! };
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
});

const titleOf = (route: string) =>
  (JSON.parse(readFileSync(join(dist, `_data/${route === '/' ? 'index' : route.slice(1)}.json`), 'utf8')) as { title: string }).title;

/** Every link the phone menu offers: the header links, the dropdown's items and the main action. */
const phoneLinks = () => [
  ...header.links.flatMap((link) => (link.items ? link.items : [{ label: link.label, href: link.href! }])),
  { label: header.action.label, href: header.action.href },
];

/** The button as the browser exposes it to assistive technology (CDP), not as the DOM spells it. */
async function exposed(page: Page, selector: string): Promise<{ role: string; name: string; expanded?: boolean }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
    const { nodeId } = (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })) as { nodeId: number };
    const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as {
      nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value?: unknown } }[] }[];
    };
    const node = nodes[0]!;
    const expanded = node.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
    return { role: node.role?.value ?? '', name: node.name?.value ?? '', ...(expanded === undefined ? {} : { expanded }) };
  } finally {
    await cdp.detach();
  }
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const appRan = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__react')));

/** Waits until the header's island has hydrated (on the visitor's first move): aria-expanded only appears then. */
async function menusHydrated(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction((toggle) => document.querySelector(toggle)?.hasAttribute('aria-expanded'), TOGGLE);
}

async function tabTo(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max && !(await isFocused(target)); i++) await page.keyboard.press('Tab');
  expect(await isFocused(target), 'Tab reaches it').toBe(true);
}

// ---------------------------------------------------------------------------------------------
// axe

/**
 * axe on a page whose JavaScript is off: its DOM, as it is now, served at its own address to a page
 * of `checker` (JavaScript on) with the executable scripts taken out, the open popovers opened again.
 */
async function axeWithoutJs(page: Page, checker: BrowserContext): Promise<string[]> {
  const { html, open } = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script:not([type^="application/"]), link[rel="modulepreload"]').forEach((node) => node.remove());
    return {
      html: `<!doctype html>\n${copy.outerHTML}`,
      open: [...document.querySelectorAll(':popover-open')].map((element) => element.id),
    };
  });
  const copy = await checker.newPage();
  try {
    const url = page.url();
    await copy.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await copy.goto(url, { waitUntil: 'networkidle' });
    await copy.evaluate((ids) => ids.forEach((id) => document.getElementById(id)!.showPopover()), open);
    expect(await copy.evaluate(() => [...document.querySelectorAll(':popover-open')].map((element) => element.id))).toEqual(open);
    const violations = await axeViolations(copy);
    expect(await appRan(copy), 'nothing of the app ran in the copy').toBe(false);
    return violations;
  } finally {
    await copy.close();
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * For the tests of the enclosing describe: a page with JavaScript off (filled in before them; by the
 * time they end the app must never have run and nothing been logged), and a context for axe's copies.
 */
function withoutJs(options: { viewport: { width: number; height: number }; hasTouch?: boolean }) {
  const made = {} as { page: Page; checker: BrowserContext };
  let context: BrowserContext | undefined;
  let problems: string[] = [];
  beforeAll(async () => {
    context = await browser.newContext({ ...options, javaScriptEnabled: false });
    made.checker = await browser.newContext({ viewport: options.viewport, bypassCSP: true, reducedMotion: 'reduce' });
    made.page = await context.newPage();
    problems = collectProblems(made.page);
  });
  afterAll(async () => {
    expect(await appRan(made.page)).toBe(false);
    expect(problems).toEqual([]);
    await context?.close();
    await made.checker?.close();
  });
  return made;
}

describe('without JavaScript', () => {
  describe('at 390×844, the phone menu', () => {
    const made = withoutJs({ viewport: PHONE, hasTouch: true });
    let page: Page;
    let checker: BrowserContext;
    beforeAll(() => void ({ page, checker } = made));

    it('opens with a tap on the toggle, as a full-width panel under the bar, with every link; Get Started leads to /get-started', async () => {
      await page.goto(`${base}/about`);
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      const toggle = page.locator(TOGGLE);
      expect(await menu.isVisible()).toBe(false);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible(), 'no desktop nav on a phone').toBe(false);
      expect(await toggle.getAttribute('aria-controls')).toBe('mobile-menu');
      expect(await exposed(page, TOGGLE)).toEqual({ role: 'button', name: 'Open menu', expanded: false });

      await page.getByRole('button', { name: 'Open menu' }).tap();
      expect(await menu.isVisible()).toBe(true);
      expect(await exposed(page, TOGGLE)).toEqual({ role: 'button', name: 'Close menu', expanded: true });
      const box = await menu.boundingBox();
      expect(box).toMatchObject({ x: 0, y: BAR, width: PHONE.width });
      for (const link of phoneLinks()) {
        const item = menu.getByRole('link', { name: link.label, exact: true });
        expect(await item.isVisible(), link.label).toBe(true);
        expect(await item.getAttribute('href'), link.label).toBe(link.href);
        const { y, height } = (await item.boundingBox())!;
        expect(y + height, `${link.label} is on screen`).toBeLessThanOrEqual(PHONE.height);
      }
      // Fixed under the sticky bar: it stays put when the page scrolls.
      await page.mouse.wheel(0, 400);
      // (No waitForFunction here: it polls on animation frames, which never come with scripts off.)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect((await menu.boundingBox())!.y).toBe(BAR);

      await menu.getByRole('link', { name: header.action.label, exact: true }).tap();
      await page.waitForURL(`${base}${header.action.href}`);
      expect(await page.title()).toBe(titleOf(header.action.href));
      expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(false);
    });

    it('closes again with the toggle, with Escape (focus back on the toggle) and with a tap outside', async () => {
      await page.goto(`${base}/about`);
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      const toggle = page.locator(TOGGLE);

      await toggle.click();
      expect(await menu.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Close menu' }).click();
      expect(await menu.isVisible()).toBe(false);
      expect(await exposed(page, TOGGLE)).toEqual({ role: 'button', name: 'Open menu', expanded: false });

      await toggle.click();
      await menu.getByRole('link', { name: 'Contact', exact: true }).focus();
      await page.keyboard.press('Escape');
      expect(await menu.isVisible()).toBe(false);
      expect(await isFocused(toggle), 'Escape returns focus to the toggle').toBe(true);

      await toggle.click();
      expect(await menu.isVisible()).toBe(true);
      await page.mouse.click(PHONE.width / 2, BAR / 2); // the bar, between the logo and the toggle
      expect(await menu.isVisible()).toBe(false);
      expect(page.url()).toBe(`${base}/about`);
    });

    it('works by keyboard: Tab to the toggle, Enter opens, Tab goes through the links, Enter follows one', async () => {
      await page.goto(`${base}/about`);
      const toggle = page.locator(TOGGLE);
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      expect(await menu.isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(phoneLinks()[0]!.label);
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(phoneLinks()[1]!.label);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${base}${phoneLinks()[1]!.href}`);
    });

    it('axe finds nothing with the menu closed and open', async () => {
      await page.goto(`${base}/about`);
      expect(await axeWithoutJs(page, checker)).toEqual([]);
      await page.locator(TOGGLE).click();
      expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(true);
      expect(await axeWithoutJs(page, checker)).toEqual([]);
    });
  });

  describe('at 1440×900, the Services dropdown', () => {
    const made = withoutJs({ viewport: DESKTOP });
    let page: Page;
    let checker: BrowserContext;
    beforeAll(() => void ({ page, checker } = made));

    const parts = () => {
      const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: services.label });
      // Before hydration it is a plain list of links under a disclosure button, not a menu.
      const list = page.getByRole('list', { name: services.label });
      return { button, list };
    };

    it('opens with a click, right under its button, and a service link leads to its page', async () => {
      await page.goto(`${base}/`);
      const { button, list } = parts();
      expect(await list.isVisible()).toBe(false);
      expect(await page.getByRole('menu').count(), 'no menu role without the script that gives it arrow keys').toBe(0);
      const selector = `button[popovertarget="${await button.getAttribute('popovertarget')}"]`;
      expect(await button.getAttribute('aria-controls')).toBe(await button.getAttribute('popovertarget'));
      expect(await exposed(page, selector)).toEqual({ role: 'button', name: services.label, expanded: false });

      await button.click();
      expect(await list.isVisible()).toBe(true);
      expect(await exposed(page, selector)).toEqual({ role: 'button', name: services.label, expanded: true });
      expect(await button.locator('svg').evaluate((svg) => getComputedStyle(svg).transform), 'the chevron turns').not.toBe('none');
      // Without a script to measure the button: right under the bar's buttons, centred on the screen, under its button still.
      const [at, under] = [(await button.boundingBox())!, (await list.boundingBox())!];
      expect(Math.abs(under.y - (at.y + at.height)), 'top edge on the button’s bottom').toBeLessThanOrEqual(1);
      expect(Math.abs(under.x + under.width / 2 - DESKTOP.width / 2), 'centred').toBeLessThanOrEqual(1);
      expect(under.x < at.x + at.width && under.x + under.width > at.x, 'below the button').toBe(true);
      expect(await list.getByRole('link').allTextContents()).toEqual(services.items.map((item) => item.label));
      expect(await page.locator(TOGGLE).isVisible(), 'no phone menu toggle on a desktop').toBe(false);

      const target = services.items.at(-2)!;
      await list.getByRole('link', { name: target.label, exact: true }).click();
      await page.waitForURL(`${base}${target.href}`);
      expect(await page.title()).toBe(titleOf(target.href));
    });

    it('opens by keyboard: Tab to it, Enter opens, Tab reaches the links, Enter follows one', async () => {
      await page.goto(`${base}/`);
      const { button, list } = parts();
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      expect(await list.isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(services.items[0]!.label);
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(services.items[1]!.label);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${base}${services.items[1]!.href}`);
    });

    it('Space opens it; Escape closes it and returns focus to the button; so does a click outside', async () => {
      await page.goto(`${base}/`);
      const { button, list } = parts();
      await button.focus();
      await page.keyboard.press('Space');
      expect(await list.isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      expect(await list.isVisible()).toBe(false);
      expect(await isFocused(button)).toBe(true);

      await button.click();
      expect(await list.isVisible()).toBe(true);
      await page.mouse.click(DESKTOP.width - 5, DESKTOP.height - 5);
      expect(await list.isVisible()).toBe(false);
      await button.click();
      await button.click();
      expect(await list.isVisible(), 'the button closes it again').toBe(false);
    });

    it('the phone menu never shows at this size, even open', async () => {
      await page.goto(`${base}/`);
      await page.evaluate(() => document.getElementById('mobile-menu')!.showPopover());
      expect(await page.evaluate(() => document.getElementById('mobile-menu')!.matches(':popover-open'))).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(false);
    });

    it('axe finds nothing with the dropdown closed and open', async () => {
      await page.goto(`${base}/`);
      expect(await axeWithoutJs(page, checker)).toEqual([]);
      await parts().button.click();
      expect(await parts().list.isVisible()).toBe(true);
      expect(await axeWithoutJs(page, checker)).toEqual([]);
    });
  });
});

// ---------------------------------------------------------------------------------------------

/**
 * The island loader's module, the same on every page, as the built home page names it on the boot
 * script that adds it (output/html.ts).
 */
const loaderModules = () => {
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  return new Set([...home.matchAll(/<script data-entry="([^"]+)"/g)].map((m) => m[1]));
};

/**
 * A new page of `context` whose app code (React and the islands' components; the island loader
 * itself is small and runs with the document) is held back until `release()`: what a visitor does
 * before the app has loaded.
 */
async function heldPage(context: BrowserContext) {
  const early = await context.newPage();
  const earlyProblems = collectProblems(early);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const loader = loaderModules();
  await early.route(/\/_app\/.*\.js$/, async (route) => {
    if (!loader.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return { early, earlyProblems, release };
}

describe('hydrated', () => {
  describe('at 390×844, the phone menu', () => {
    let context: BrowserContext;
    let page: Page;
    let problems: string[];
    beforeAll(async () => {
      context = await browser.newContext({ viewport: PHONE, hasTouch: true, reducedMotion: 'reduce' });
      page = await context.newPage();
      problems = collectProblems(page);
    });
    afterAll(async () => {
      expect(problems, 'no hydration warning, no error').toEqual([]);
      await context?.close();
    });

    it('the toggle says what it does (aria-expanded, aria-controls, Open/Close menu); a choice, Escape, a tap outside and tabbing out close it; the next page and the one Back returns to show it closed', async () => {
      await page.goto(`${base}/about`, { waitUntil: 'networkidle' });
      await menusHydrated(page);
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      const toggle = page.locator(TOGGLE);
      const state = async () => ({
        visible: await menu.isVisible(),
        ariaExpanded: await toggle.getAttribute('aria-expanded'),
        exposed: await exposed(page, TOGGLE),
      });
      const shut = { visible: false, ariaExpanded: 'false', exposed: { role: 'button', name: 'Open menu', expanded: false } };
      const opened = { visible: true, ariaExpanded: 'true', exposed: { role: 'button', name: 'Close menu', expanded: true } };
      expect(await toggle.getAttribute('aria-controls')).toBe('mobile-menu');
      expect(await state()).toEqual(shut);

      await page.getByRole('button', { name: 'Open menu' }).tap();
      expect(await state()).toEqual(opened);
      await page.keyboard.press('Escape');
      expect(await state()).toEqual(shut);
      expect(await isFocused(toggle)).toBe(true);

      await toggle.tap();
      expect(await state()).toEqual(opened);
      await page.mouse.click(PHONE.width / 2, BAR / 2);
      expect(await state()).toEqual(shut);

      await toggle.tap();
      await page.getByRole('button', { name: 'Close menu' }).tap();
      expect(await state()).toEqual(shut);

      // By keyboard: back from its first link to the toggle keeps it open; Tab past its last link closes it.
      await toggle.tap();
      const links = menu.getByRole('link');
      await links.first().focus();
      await page.keyboard.press('Shift+Tab');
      expect(await isFocused(toggle)).toBe(true);
      expect(await state()).toEqual(opened);
      await links.last().focus();
      await page.keyboard.press('Tab');
      expect(await state(), 'tabbing out of it closes it').toEqual(shut);

      // A link is a document navigation: the next page comes with its menu closed, and works once hydrated.
      await toggle.tap();
      await menu.getByRole('link', { name: header.action.label, exact: true }).tap();
      await page.waitForURL(`${base}${header.action.href}`);
      await page.waitForFunction((title) => document.title === title, titleOf(header.action.href));
      expect(await menu.isVisible(), 'the next page shows no menu').toBe(false);
      await menusHydrated(page);
      expect(await state()).toEqual(shut);

      // Open on that page, Back: the page left shows its menu closed (kept whole by the browser or loaded again).
      await toggle.tap();
      expect(await state()).toEqual(opened);
      await page.goBack();
      await page.waitForURL(`${base}/about`);
      await page.waitForFunction((title) => document.title === title, titleOf('/about'));
      await menusHydrated(page);
      expect(await state(), 'Back shows the menu closed').toEqual(shut);
      await toggle.tap();
      expect(await state(), 'and it opens again').toEqual(opened);
    });

    it('a menu opened before the app has loaded stays open, and the app takes it over', async () => {
      const { early, earlyProblems, release } = await heldPage(context);
      await early.goto(`${base}/about`, { waitUntil: 'domcontentloaded' });
      const menu = early.getByRole('navigation', { name: 'Mobile' });
      const toggle = early.locator(TOGGLE);
      await toggle.tap();
      expect(await menu.isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded'), 'not hydrated yet').toBeNull();
      expect(await exposed(early, TOGGLE)).toMatchObject({ name: 'Close menu', expanded: true });

      release();
      await menusHydrated(early);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.isVisible()).toBe(true);
      await menu.getByRole('link', { name: 'Contact', exact: true }).tap();
      await early.waitForURL(`${base}/contact`);
      expect(await menu.isVisible()).toBe(false);
      await menusHydrated(early);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(earlyProblems).toEqual([]);
      await early.close();
    });
  });

  describe('at 1440×900, the Services menu', () => {
    let context: BrowserContext;
    let page: Page;
    let problems: string[];
    beforeAll(async () => {
      context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
      page = await context.newPage();
      problems = collectProblems(page);
    });
    afterAll(async () => {
      expect(problems, 'no hydration warning, no error').toEqual([]);
      await context?.close();
    });

    const parts = () => ({
      button: page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: services.label }),
      menu: page.getByRole('menu', { name: services.label }),
    });

    it('is a menu under a menu button; hover opens it, leaving closes it, a click keeps it open, a click outside closes it', async () => {
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      await menusHydrated(page);
      const { button, menu } = parts();
      expect(await button.getAttribute('aria-haspopup')).toBe('true');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      const closedMenu = page.getByRole('menu', { name: services.label, includeHidden: true });
      expect(await button.getAttribute('aria-controls')).toBe(await closedMenu.getAttribute('id'));
      expect(await closedMenu.getByRole('menuitem', { includeHidden: true }).allTextContents()).toEqual(
        services.items.map((item) => item.label),
      );

      await button.hover();
      expect(await menu.isVisible()).toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      const [at, under] = [(await button.boundingBox())!, (await menu.boundingBox())!];
      expect(Math.abs(under.y - (at.y + at.height))).toBeLessThanOrEqual(1);
      expect(Math.abs(under.x - at.x)).toBeLessThanOrEqual(1);
      await menu.getByRole('menuitem', { name: services.items.at(-1)!.label }).hover();
      expect(await menu.isVisible(), 'moving onto the menu keeps it open').toBe(true);
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 10);
      expect(await menu.isVisible()).toBe(false);
      expect(await button.getAttribute('aria-expanded')).toBe('false');

      await button.click();
      expect(await button.getAttribute('aria-expanded'), 'a click after hovering leaves it open').toBe('true');
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 10);
      expect(await menu.isVisible()).toBe(false);

      // Opened from the keyboard, so the mouse is not on it: a click elsewhere closes it.
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await menu.isVisible()).toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.mouse.click(DESKTOP.width - 5, DESKTOP.height - 5);
      expect(await menu.isVisible()).toBe(false);
      expect(await button.getAttribute('aria-expanded')).toBe('false');

      // An item chosen with the mouse, in a menu opened by hovering and in one opened by a click: its page, the menu closed.
      for (const [open, item] of [
        [() => button.hover(), services.items.at(-3)!],
        [() => button.click(), services.items.at(-2)!],
      ] as const) {
        await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 10);
        await open();
        expect(await menu.isVisible()).toBe(true);
        await menu.getByRole('menuitem', { name: item.label }).click();
        await page.waitForURL(`${base}${item.href}`);
        await page.waitForFunction((title) => document.title === title, titleOf(item.href));
        // The item's page is a new document: its menu closed, and a menu again once the visitor moves.
        expect(await menu.isVisible()).toBe(false);
        await menusHydrated(page);
        expect(await button.getAttribute('aria-expanded')).toBe('false');
      }
    });

    it('keyboard: Tab to it, Space opens, arrows move and wrap, Tab out closes, ArrowUp opens on the last item, Escape returns focus, Enter follows an item', async () => {
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      await menusHydrated(page);
      const { button, menu } = parts();
      const items = services.items.map((item) => item.label);
      await tabTo(page, button);
      await page.keyboard.press('Space');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await isFocused(button), 'opening leaves focus on the button').toBe(true);
      await page.keyboard.press('ArrowUp');
      expect(await focusedText(page)).toBe(items.at(-1));
      await page.keyboard.press('ArrowDown');
      expect(await focusedText(page), 'ArrowDown wraps to the first').toBe(items[0]);
      await page.keyboard.press('ArrowDown');
      expect(await focusedText(page)).toBe(items[1]);
      await page.keyboard.press('ArrowUp');
      expect(await focusedText(page)).toBe(items[0]);
      await page.keyboard.press('Escape');
      expect(await menu.isVisible()).toBe(false);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await isFocused(button)).toBe(true);

      await page.keyboard.press('ArrowDown');
      expect(await menu.isVisible(), 'ArrowDown opens it').toBe(true);
      expect(await focusedText(page)).toBe(items[0]);
      for (let i = 0; i < items.length; i++) await page.keyboard.press('Tab');
      expect(await menu.isVisible(), 'Tab past the last item closes it').toBe(false);
      expect(await button.getAttribute('aria-expanded')).toBe('false');

      // Enter opens it, Tab goes from item to item, Enter follows one: its page, the menu closed.
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(items[0]);
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(items[1]);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${base}${services.items[1]!.href}`);
      await page.waitForFunction((title) => document.title === title, titleOf(services.items[1]!.href));
      expect(await menu.isVisible()).toBe(false);
      await menusHydrated(page);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
    });

    it('a dropdown opened before the app has loaded is taken over and moved right under its button', async () => {
      const { early, earlyProblems, release } = await heldPage(context);
      await early.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
      const button = early.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: services.label });
      const list = early.getByRole('list', { name: services.label });
      await button.focus();
      await early.keyboard.press('Enter');
      expect(await list.isVisible()).toBe(true);
      expect(await button.getAttribute('aria-expanded'), 'not hydrated yet').toBeNull();

      release();
      await menusHydrated(early);
      const menu = early.getByRole('menu', { name: services.label });
      expect(await menu.isVisible()).toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      // Where it ends up once the page has settled: how far the menu is from right under its button, in pixels.
      const gap = async () => {
        const [at, under] = [(await button.boundingBox())!, (await menu.boundingBox())!];
        return { below: Math.abs(under.y - (at.y + at.height)), beside: Math.abs(under.x - at.x) };
      };
      await expect.poll(gap, { timeout: 2_000 }).toSatisfy(({ below, beside }) => below <= 1 && beside <= 1);
      await early.keyboard.press('ArrowDown');
      expect(await focusedText(early)).toBe(services.items[0]!.label);
      await early.keyboard.press('Escape');
      expect(await menu.isVisible()).toBe(false);
      expect(await isFocused(button)).toBe(true);
      expect(earlyProblems).toEqual([]);
      await early.close();
    });

    it('a link loads the next page with the menu closed; open there, Back returns to the page left with the menu closed', async () => {
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      await menusHydrated(page);
      const { button, menu } = parts();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
      await page.waitForURL(`${base}/about`);
      await page.waitForFunction((title) => document.title === title, titleOf('/about'));
      await menusHydrated(page);
      expect(await menu.isVisible()).toBe(false);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await menu.isVisible()).toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.goBack();
      await page.waitForURL(`${base}/`);
      await page.waitForFunction((title) => document.title === title, titleOf('/'));
      await menusHydrated(page);
      expect(await menu.isVisible(), 'Back shows the menu closed').toBe(false);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await menu.isVisible(), 'and it opens again').toBe(true);
    });
  });

  // The menus closed, at both sizes, are surveyed on every route by tests/e2e/nginx-site.test.ts, and
  // the phone menu open by tests/browser/accessibility.test.ts: the dropdown open is this file's.
  it('axe finds nothing with the Services menu open at 1440×900', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, bypassCSP: true, reducedMotion: 'reduce' });
    const problems = collectProblems(page);
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await menusHydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: services.label }).click();
    await page.getByRole('menu', { name: services.label }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
