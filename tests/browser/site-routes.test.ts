import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import { collectProblems } from '../helpers/browser';
import { servedSite } from '../helpers/served-site';

const routes = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!.pages.map((page) => page.route);
const site = servedSite();

describe('every page of the shipped site in Chromium', () => {
  it.each(routes)('%s loads and hydrates with nothing logged and no sideways scrolling on a phone', async (route) => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = collectProblems(page);
    const response = await page.goto(site.base + route, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.readyState === 'complete' && document.querySelector('main')?.childElementCount);
    expect(problems).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling on a phone').toBeLessThanOrEqual(0);
    await page.close();
  });
});
