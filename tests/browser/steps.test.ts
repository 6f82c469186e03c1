/**
 * The home page's How It Works steps in real Chromium, against a preview of the shipped site:
 * SPEC §2 "Each step becomes active when half visible (threshold 0.5); earlier steps stay
 * highlighted; a progress bar is shown."
 *
 * A phone-sized viewport stacks the steps; its height is chosen so that a step centred on the
 * screen is fully visible and its neighbours less than half, so the steps can be brought in one by
 * one. Each scroll checks that premise before looking at the highlighting.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { servedSite } from '../helpers/served-site';

const site = servedSite();

const STEPS = '#how-it-works li[data-active]';
const BAR = '#how-it-works [role="progressbar"]';

/**
 * The home page, its steps' island hydrated, at the top. The island hydrates once the visitor has
 * moved and it is near the screen: it is brought just below the screen (near, none of it shown) first.
 */
async function openHome(viewport = { width: 390, height: 300 }): Promise<Page> {
  const page = await site.newPage({ viewport, reducedMotion: 'reduce' });
  await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
  await page.mouse.move(5, 5);
  await page.mouse.move(10, 10);
  await page.evaluate(() => {
    const top = document.getElementById('how-it-works')!.getBoundingClientRect().top + scrollY;
    window.scrollTo(0, top - innerHeight * 1.1);
  });
  await page.waitForFunction(() => Object.keys(document.getElementById('how-it-works') ?? {}).some((key) => key.startsWith('__react')));
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  return page;
}

/**
 * Two frames and a moment: the intersection observers have run (they report after a frame is
 * drawn) and React has committed what they reported. Counted in frames, so a busy machine waits
 * longer: what must NOT have happened (a step not yet active) is read after this; what must
 * happen is polled for (expectActive).
 */
async function settle(page: Page) {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))));
}

/** How much of each step is inside the viewport, 0 to 1. */
function visibleFractions(page: Page) {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll(selector)].map((step) => {
      const box = step.getBoundingClientRect();
      const shown = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
      return Math.round((shown / box.height) * 100) / 100;
    });
  }, STEPS);
}

/** Scrolls so that `fraction` of step `index` shows at the bottom edge, or (no fraction) the step is centred. */
async function scrollToStep(page: Page, index: number, fraction?: number) {
  await page.evaluate(
    ([selector, i, part]) => {
      const step = document.querySelectorAll(selector)[i as number]!;
      const box = step.getBoundingClientRect();
      const top = box.top + scrollY;
      const target = part === null ? top + box.height / 2 - innerHeight / 2 : top - innerHeight + (part as number) * box.height;
      window.scrollTo({ top: target, behavior: 'instant' });
    },
    [STEPS, index, fraction ?? null] as const,
  );
  await settle(page);
  return visibleFractions(page);
}

async function state(page: Page) {
  return page.evaluate(
    ([steps, bar]) => ({
      active: [...document.querySelectorAll(steps)].map((step) => step.getAttribute('data-active')),
      current: [...document.querySelectorAll(steps)].findIndex((step) => step.getAttribute('aria-current') === 'step'),
      now: document.querySelector(bar)!.getAttribute('aria-valuenow'),
      max: document.querySelector(bar)!.getAttribute('aria-valuemax'),
    }),
    [STEPS, BAR] as const,
  );
}

/** Waits until step `active` (0-based, -1 for none) is the active one and the bar says so. */
async function expectActive(page: Page, active: number, count = 3) {
  const expected = {
    active: Array.from({ length: count }, (_, i) => (i <= active ? 'true' : 'false')),
    current: active,
    now: String(active + 1),
    max: String(count),
  };
  await page
    .waitForFunction(
      ([steps, bar, want]) =>
        [...document.querySelectorAll(steps)].map((step) => step.getAttribute('data-active')).join() === want.active.join() &&
        document.querySelector(bar)!.getAttribute('aria-valuenow') === want.now,
      [STEPS, BAR, expected] as const,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  expect(await state(page)).toEqual(expected);
}

/** The drawn fill of the progress bar, 0 to 1 (its scaleX), once it stops moving. */
async function barFill(page: Page) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const fill = await page.evaluate((bar) => {
      const transform = getComputedStyle(document.querySelector(bar)!.firstElementChild!).transform;
      return transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a;
    }, BAR);
    if (Math.abs(fill - last) < 0.001) return fill;
    last = fill;
    await page.waitForTimeout(50);
  }
  return last;
}

describe('How It Works on the home page, in Chromium', () => {
  it('starts with no step highlighted and an empty bar', async () => {
    const page = await openHome();
    expect(await visibleFractions(page)).toEqual([0, 0, 0]);
    await expectActive(page, -1);
    expect(await barFill(page)).toBeCloseTo(0, 2);
    await page.close();
  });

  it('makes a step active when half of it is visible, not before (threshold 0.5)', async () => {
    const page = await openHome();
    for (const below of [0.1, 0.3, 0.45]) {
      const shown = await scrollToStep(page, 0, below);
      expect(shown[0], 'premise: the share of step 1 on screen').toBeCloseTo(below, 1);
      await expectActive(page, -1);
    }
    const shown = await scrollToStep(page, 0, 0.55);
    expect(shown[0]).toBeCloseTo(0.55, 1);
    await expectActive(page, 0);
    await page.close();
  });

  it('activates Tap, Grab and Go one by one while scrolling down, keeping earlier steps highlighted', async () => {
    const page = await openHome();
    for (const index of [0, 1, 2]) {
      const shown = await scrollToStep(page, index);
      expect(shown[index], `premise: step ${index + 1} fully on screen`).toBe(1);
      shown.forEach((part, i) => i !== index && expect(part, `premise: step ${i + 1} less than half on screen`).toBeLessThan(0.5));
      await expectActive(page, index);
      expect(await barFill(page), `the bar after step ${index + 1}`).toBeCloseTo((index + 1) / 3, 2);
    }
    await page.close();
  });

  it('hands the highlight back when scrolling up, to none above the steps, and takes it again when a step re-enters', async () => {
    const page = await openHome();
    for (const index of [0, 1, 2]) await scrollToStep(page, index);
    await expectActive(page, 2);
    await scrollToStep(page, 1);
    await expectActive(page, 1);
    await scrollToStep(page, 0);
    await expectActive(page, 0);
    expect(await barFill(page)).toBeCloseTo(1 / 3, 2);
    // Above the steps again: none is active, the bar is empty.
    const shown = await scrollToStep(page, 0, 0.3);
    expect(shown[0], 'premise: less than half of step 1 on screen').toBeLessThan(0.5);
    await expectActive(page, -1);
    expect(await barFill(page)).toBeCloseTo(0, 2);
    await scrollToStep(page, 0);
    await expectActive(page, 0);
    await scrollToStep(page, 1);
    await expectActive(page, 1);
    await scrollToStep(page, 2);
    await expectActive(page, 2);
    expect(await barFill(page)).toBeCloseTo(1, 2);
    await page.close();
  });

  it('keeps earlier steps highlighted after they have left the screen at the top', async () => {
    const page = await openHome();
    await scrollToStep(page, 0);
    await scrollToStep(page, 1);
    const shown = await scrollToStep(page, 2);
    expect(shown[0], 'premise: step 1 is off screen').toBe(0);
    await expectActive(page, 2);
    await page.close();
  });

  it('lights all three steps at once on a wide screen where they sit side by side', async () => {
    const page = await openHome({ width: 1280, height: 900 });
    await page.evaluate(() => document.getElementById('how-it-works')!.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await settle(page);
    expect(await visibleFractions(page)).toEqual([1, 1, 1]);
    await expectActive(page, 2);
    await page.close();
  });
});
