/**
 * Accessibility of the shipped site in states a visit of each route does not show, checked in
 * Chromium with axe-core (every rule of the WCAG 2.0/2.1/2.2 A and AA tags and the best-practice
 * tag: zero violations of any impact). Every route and the 404 page at 390×844 and 1440×900, and
 * the link names that must tell their targets apart, are checked where each is visited under the
 * production headers: tests/e2e/nginx-site.test.ts.
 *
 * `site/` is built for a lead webhook, served with `vite preview`, with a local capture server that
 * answers 500, so the failure toast can be shown; axe runs with the toast showing and with the
 * mobile menu open. Beyond axe: a visible focus ring, and a skip link that is the first stop and moves
 * focus to <main> (the four landmarks are checked on every route, at both sizes, in nginx-site.test.ts).
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

const site = servedSite({ webhook: true });
beforeAll(() => site.capture.setMode('error'));

async function open(route: string, viewport: { width: number; height: number } = VIEWPORTS[1]): Promise<Page> {
  const page = await site.newPage({ viewport, bypassCSP: true, reducedMotion: 'reduce' });
  const response = await page.goto(site.base + route, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
  await page.waitForFunction(() => document.querySelector('#root')?.hasChildNodes());
  return page;
}

describe('axe-core finds nothing', () => {
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
});
