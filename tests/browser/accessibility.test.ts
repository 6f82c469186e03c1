/**
 * Accessibility of the shipped site, checked in Chromium with axe-core.
 *
 * `site/` is built into a temporary folder (with LEAD_WEBHOOK_URL pointing at a local capture
 * server that answers 500, so the failure toast can be shown), served with `vite preview`, and
 * every route (plus the 404 page) is checked at 390×844 and 1440×900 with every axe rule of the
 * WCAG 2.0/2.1/2.2 A and AA tags and the best-practice tag: zero violations of any impact. The
 * same holds with the lead-failure toast showing and with the mobile menu open. Beyond axe: a
 * visible focus ring, a skip link that is the first stop and moves focus to <main>, the four
 * landmarks, and link names that tell their targets apart.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import type { LeadFormSection } from '../../src/generated/content-types';
import { axeViolations } from '../helpers/axe';
import { fillLeadForm } from '../helpers/lead-form';
import { servedSite } from '../helpers/served-site';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const model = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!;
const ROUTES = [...model.pages.map((page) => page.route), '/no-such-page'];

const site = servedSite({ webhook: true });
beforeAll(() => site.capture.setMode('error'));

async function open(route: string, viewport: { width: number; height: number } = VIEWPORTS[1], page?: Page): Promise<Page> {
  page ??= await site.browser.newPage({ viewport, bypassCSP: true, reducedMotion: 'reduce' });
  const response = await page.goto(site.base + route, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
  await page.waitForFunction(() => document.querySelector('#root')?.hasChildNodes());
  return page;
}

interface LinkName {
  name: string;
  href: string;
}

/** Every link a screen reader announces on the page, with its accessible name as axe computes it. */
async function linkNames(page: Page): Promise<LinkName[]> {
  return page.evaluate(() => {
    type Axe = {
      setup: () => void;
      teardown: () => void;
      commons: { text: { accessibleText: (el: Element) => string }; dom: { isVisibleToScreenReaders: (el: Element) => boolean } };
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    axe.setup();
    const found = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => axe.commons.dom.isVisibleToScreenReaders(a))
      .map((a) => ({ name: axe.commons.text.accessibleText(a).replace(/\s+/g, ' ').trim().toLowerCase(), href: a.href }));
    axe.teardown();
    return found;
  });
}

interface Survey {
  violations: string[];
  links: Map<string, LinkName[]>;
}
const surveys = new Map<number, Promise<Survey>>();

/** Visit every route at one size (two tabs at a time, the machine's cores being the limit) and run axe. */
function survey(viewport: { width: number; height: number }): Promise<Survey> {
  const started = surveys.get(viewport.width);
  if (started) return started;
  const run = (async () => {
    const violations: string[] = [];
    const links = new Map<string, LinkName[]>();
    const queue = [...ROUTES];
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        const page = await site.browser.newPage({ viewport, bypassCSP: true, reducedMotion: 'reduce' });
        for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
          await open(route, viewport, page);
          violations.push(...(await axeViolations(page)).map((line) => `${route}: ${line}`));
          links.set(route, await linkNames(page));
        }
        await page.close();
      }),
    );
    return { violations: violations.sort(), links };
  })();
  surveys.set(viewport.width, run);
  return run;
}

describe('axe-core finds nothing', () => {
  // Every route in one browser page: about 22 pages with axe each, longer than one page's test time.
  it.each(VIEWPORTS.map((v) => [`${v.width}x${v.height}`, v] as const))(
    'on every route at %s',
    async (_, viewport) => {
      expect((await survey(viewport)).violations).toEqual([]);
    },
    300_000,
  );

  it('with the lead-failure toast showing', async () => {
    const contact = model.pages.find((page) => page.route === '/contact')!;
    const form = contact.sections.find((s): s is LeadFormSection => s.type === 'lead-form')!;
    const page = await open('/contact', VIEWPORTS[0]);
    const { scope } = await fillLeadForm(page, form, model.site);
    await scope.getByRole('button', { name: form.submitLabel }).click();
    await page.getByRole('alert').filter({ hasText: 'Submission Failed' }).waitFor({ timeout: 10_000 });
    expect(site.capture.requests.length).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('with the mobile menu open', async () => {
    const page = await open('/', VIEWPORTS[0]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('keyboard and structure', () => {
  it('the first Tab reaches a skip link, shown on screen, that moves focus to <main>', async () => {
    const page = await open('/about');
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const box = el.getBoundingClientRect();
        return {
          tag: el.tagName,
          text: el.textContent,
          href: el.getAttribute('href'),
          onScreen: box.top >= 0 && box.bottom <= innerHeight && box.width > 1,
        };
      });
    // Polled: under reduced motion every change still "transitions" for 0.01 ms, one frame late.
    await expect.poll(focused).toEqual({ tag: 'A', text: 'Skip to content', href: '#main', onScreen: true });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.tagName === 'MAIN');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.close();
  });

  it.each(VIEWPORTS.map((v) => [`${v.width}x${v.height}`, v] as const))(
    'a link reached with Tab shows a focus ring at %s',
    async (_, viewport) => {
      const page = await open('/', viewport);
      for (let i = 0; i < 2; i++) await page.keyboard.press('Tab');
      const ring = () =>
        page.evaluate(() => {
          const el = document.activeElement!;
          const s = getComputedStyle(el);
          const outline =
            s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0
              ? 'none'
              : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
          return { tag: el.tagName, visible: outline !== 'none' || s.boxShadow !== 'none', outline, shadow: s.boxShadow };
        });
      await expect.poll(ring).toMatchObject({ tag: 'A', visible: true });
      await page.close();
    },
  );

  it.each(['/', '/contact', '/no-such-page'])('%s has the banner, navigation, main and contentinfo landmarks', async (route) => {
    const page = await open(route);
    for (const role of ['banner', 'navigation', 'main', 'contentinfo'] as const)
      expect(await page.getByRole(role).count(), role).toBeGreaterThan(0);
    expect(await page.getByRole('main').count()).toBe(1);
    await page.close();
  });

  it('no two links on a page share an accessible name but lead to different places', async () => {
    const clashes: string[] = [];
    for (const viewport of VIEWPORTS) {
      for (const [route, links] of (await survey(viewport)).links) {
        const byName = new Map<string, Set<string>>();
        for (const { name, href } of links) byName.set(name, (byName.get(name) ?? new Set()).add(href));
        for (const [name, hrefs] of byName)
          if (hrefs.size > 1) clashes.push(`${viewport.width}px ${route}: "${name}" → ${[...hrefs].join(', ')}`);
      }
    }
    expect([...new Set(clashes)].sort()).toEqual([]);
  });
});
