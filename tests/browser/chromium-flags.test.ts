/**
 * The Chromium the tests and the benchmark drive: a new tab builds no browser interface of its own
 * (bench/chromium.ts, DISABLED_FEATURES), and Playwright's own disabled features still apply
 * although our `--disable-features` replaces its switch (Chromium keeps only the last one). A test
 * waiting on a page does not make it draw frames (tests/helpers/browser.ts, waitOnATimer). What the
 * built site sends to its lead webhook reaches the test process's stand-in (tests/helpers/ports.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CHROMIUM_PATH, DISABLED_FEATURES } from '../../bench/chromium';
import { launchBrowser } from '../helpers/browser';
import { startCaptureServer } from '../helpers/capture-server';
import { captureWebhookPort, publicWebhookPort } from '../helpers/ports';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The command line of each Chromium browser process this test process started (Linux /proc). */
function ownChromiumCommandLines(): string[][] {
  const lines: string[][] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (parent === process.pid && args.some((arg) => arg.startsWith('--remote-debugging-pipe'))) lines.push(args);
    } catch {
      // a process that ended while being read
    }
  }
  return lines;
}

describe('the Chromium of the tests', () => {
  it('opens a tab without building the browser interface (no chrome:// omnibox popup beside the page)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('about:blank');
    await page.waitForTimeout(500);
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
    await session.detach();
    await context.close();
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://')).map((target) => `${target.type} ${target.url}`)).toEqual([]);
  });

  it("keeps Playwright's disabled features along with its own (the last --disable-features names them all)", () => {
    const [command] = ownChromiumCommandLines();
    expect(command, `a browser process started by this test process from ${CHROMIUM_PATH}`).toBeDefined();
    const switches = command!.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.split('=')[1]!.split(','));
    expect(switches.length, "Playwright's switch and ours").toBeGreaterThan(1);
    const effective = switches.at(-1)!;
    for (const name of [...switches.slice(0, -1).flat(), ...DISABLED_FEATURES]) expect(effective).toContain(name);
  });

  it('checks the condition of a waitForFunction on a timer, not on every frame', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('about:blank');
    // The condition counts its checks; it holds once a second has gone by.
    const until = await page.evaluate(() => performance.now() + 1000);
    await page.waitForFunction((end) => {
      const counted = window as unknown as { checks?: number };
      counted.checks = (counted.checks ?? 0) + 1;
      return performance.now() > end;
    }, until);
    const checks = await page.evaluate(() => (window as unknown as { checks: number }).checks);
    await context.close();
    // Every 50 ms: about 20 checks in the second (a frame each would be about 60).
    expect(checks).toBeGreaterThan(5);
    expect(checks).toBeLessThan(35);
  });
});

describe("the built site's lead webhook", () => {
  it("reaches this process's capture server at the run's public address, where nothing listens", async () => {
    const [publicPort, port] = [await publicWebhookPort(), await captureWebhookPort()];
    expect(publicPort).not.toBe(port);
    const capture = await startCaptureServer(port, `http://127.0.0.1:${publicPort}`);
    try {
      const page = await browser.newPage();
      const response = await page.goto(`http://127.0.0.1:${publicPort}/hook?from=chromium`);
      await page.close();
      expect(response?.status()).toBe(200);
      expect(capture.requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /hook?from=chromium');
      // Outside the browser the public port is closed: only Chromium is sent on to the capture server.
      await expect(fetch(`http://127.0.0.1:${publicPort}/hook`, { method: 'POST' })).rejects.toThrow();
    } finally {
      await capture.close();
    }
  });
});
