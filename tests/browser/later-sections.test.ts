/**
 * The sections below the first screen, laid out after the load on a fresh visit
 * (src/render/later-sections.ts), in Chromium against a preview of the shipped site: skipped while
 * the page loads, all laid out for real soon after, and then a reload, from wherever the visitor
 * went, comes back to the same place.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAID_ATTRIBUTE, LATER_ATTRIBUTE } from '../../src/render/later-sections';
import { servedSite } from '../helpers/served-site';

const site = servedSite();
const PHONE = { width: 390, height: 844 };

/** Whether the page is still marked: some sections not laid out yet. */
const marked = (page: Page) => page.evaluate((name) => document.documentElement.hasAttribute(name), LATER_ATTRIBUTE);

/** The page once every section is laid out for real (the mark is off). */
async function laidOut(page: Page) {
  await page.waitForFunction((name) => !document.documentElement.hasAttribute(name), LATER_ATTRIBUTE);
}

/** Where each section of <main> starts, from the top of the document, and the document's height. */
const geometry = (page: Page) =>
  page.evaluate(() => ({
    tops: [...document.querySelectorAll('main > section, main > [data-island] > section')].map((section) =>
      Math.round(section.getBoundingClientRect().top + scrollY),
    ),
    height: document.documentElement.scrollHeight,
  }));

/** The section at the top of the viewport, and how far into it the viewport starts. */
const place = (page: Page) =>
  page.evaluate(() => {
    const sections = [...document.querySelectorAll('main > section, main > [data-island] > section')];
    const index = sections.findIndex((section) => section.getBoundingClientRect().bottom > 1);
    return { index, into: Math.round(-sections[index]!.getBoundingClientRect().top) };
  });

/** Holds the page's pictures back until `release()`, so that its load cannot end meanwhile. */
async function holdPictures(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.(svg|webp|png|jpg)(\?|#|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('sections below the first screen on a fresh visit', () => {
  it('are skipped while the page loads, then each is laid out (even if the load stalls), and the page ends as a reload lays it out', async () => {
    const page = await site.newPage({ viewport: PHONE });
    // The pictures held back, so that the page is still loading while it is looked at.
    const release = await holdPictures(page);
    await page.goto(`${site.base}/`, { waitUntil: 'domcontentloaded' });
    expect(await marked(page), 'a fresh visit is marked before the load').toBe(true);
    const skipped = await page.evaluate(() =>
      [...document.querySelectorAll('main > section, main > [data-island] > section')].map(
        (section) => getComputedStyle(section).contentVisibility,
      ),
    );
    expect(skipped[0], 'the first section is laid out with the first screen').toBe('visible');
    expect(skipped.slice(1).every((value) => value === 'auto' || value === 'visible')).toBe(true);
    expect(skipped.slice(1)).toContain('auto');

    // The pictures still held, the load never ends: the sections are laid out all the same, LAY_BY_MS after the navigation.
    await laidOut(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    release();
    await page.waitForLoadState('load');
    const sections = await page.evaluate(
      (laid) =>
        [...document.querySelectorAll('main > section, main > [data-island] > section')].map((section) => [
          section.hasAttribute(laid),
          getComputedStyle(section).contentVisibility,
        ]),
      LAID_ATTRIBUTE,
    );
    expect(sections.slice(1).every(([laid, visibility]) => laid === true && visibility === 'visible')).toBe(true);
    const fresh = await geometry(page);

    await page.reload({ waitUntil: 'load' });
    expect(await marked(page), 'a reload lays the page out whole').toBe(false);
    expect(await geometry(page)).toEqual(fresh);
    await page.close();
  });

  it('a link to an #anchor followed while sections above it wait still ends on its section', async () => {
    // Less motion: the jump is instant, so where it ends can be read at once.
    const page = await site.newPage({ viewport: PHONE, reducedMotion: 'reduce' });
    const release = await holdPictures(page);
    await page.goto(`${site.base}/`, { waitUntil: 'domcontentloaded' });
    expect(await marked(page)).toBe(true);
    // The hero's "See How It Works": the section before it is still a placeholder.
    await page.locator('main a[href="#how-it-works"]').first().click();
    release();
    await laidOut(page);
    await page.waitForTimeout(300);
    const top = await page.evaluate(() => document.getElementById('how-it-works')!.getBoundingClientRect().top);
    expect(Math.abs(top - 80), `the section starts ${top} px from the top, under the header`).toBeLessThanOrEqual(2);
    await page.close();
  });

  it('an address with an #anchor is not marked and lands on its section', async () => {
    const page = await site.newPage({ viewport: PHONE });
    await page.goto(`${site.base}/#contact`, { waitUntil: 'load' });
    expect(await marked(page)).toBe(false);
    const top = await page.evaluate(() => document.getElementById('contact')!.getBoundingClientRect().top);
    expect(Math.abs(top - 80), 'under the header (scroll-padding-top: 5rem)').toBeLessThanOrEqual(2);
    await page.close();
  });

  it.each([
    ['a jump to the last section', 'jump'],
    ['reading down the page to its middle', 'read'],
  ] as const)('a reload after %s comes back to the same place', async (_, how) => {
    const page = await site.newPage({ viewport: PHONE });
    await page.goto(`${site.base}/`, { waitUntil: 'load' });
    await laidOut(page);
    if (how === 'jump')
      await page.evaluate(() => [...document.querySelectorAll('main > section, main > [data-island] > section')].at(-1)!.scrollIntoView());
    else {
      const middle = await page.evaluate(() => document.documentElement.scrollHeight / 2);
      for (let y = 0; y < middle; y += 600) await page.mouse.wheel(0, 600);
    }
    await page.waitForTimeout(300);
    const before = await place(page);
    expect(before.index, 'away from the first section').toBeGreaterThan(0);
    await page.reload({ waitUntil: 'load' });
    await page.waitForTimeout(300);
    const after = await place(page);
    expect(after.index).toBe(before.index);
    expect(Math.abs(after.into - before.into), `${after.into} px into the section, was ${before.into}`).toBeLessThanOrEqual(2);
    await page.close();
  });
});
