/**
 * Lighthouse's benchmarkIndex of this machine at a moment (its own page function, run in the system
 * Chromium): the figure Lighthouse reports for the machine's speed, printed beside the scale
 * benchmark's ratios so that a slow or busy machine shows.
 */
import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from './chromium.ts';

/** benchmarkIndex now, or undefined when Chromium cannot run it. */
export async function benchmarkIndex(): Promise<number | undefined> {
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage();
      return (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
    } finally {
      await browser.close();
    }
  } catch {
    return undefined;
  }
}
