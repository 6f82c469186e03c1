import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from '../../bench/chromium';
import { webhookHostRule } from './ports';

/** Where a test process keeps its one Chromium: on globalThis, which the files of a slow project's process share. */
const SHARED = Symbol.for('smart-vending.tests.chromium');
type Holder = { [SHARED]?: Promise<Browser> };

/**
 * The system Chromium, headless, with the flags this sandbox needs: the benchmark's (bench/chromium.ts),
 * and the rule that sends the built site's lead webhook to this process's stand-in (tests/helpers/ports.ts).
 *
 * One Chromium per test process: the slow projects run their files one after another in a shared
 * process (vitest.config.ts), and starting a browser costs about a CPU-second. Each caller gets a
 * handle of its own: its contexts and pages are its own, `contexts()` lists only those, and its
 * close() closes only those. Chromium itself stops when the process ends (Playwright stops the
 * browsers it started on exit and on SIGTERM).
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  const holder = globalThis as Holder;
  const running = await holder[SHARED]?.catch(() => undefined);
  if (!running?.isConnected())
    holder[SHARED] = webhookHostRule().then((rule) =>
      chromium.launch({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_CHROMIUM_FLAGS, ...rule] }),
    );
  return handle(await holder[SHARED]!);
}

const ON_A_TIMER = Symbol.for('smart-vending.tests.wait-on-a-timer');

/**
 * `page.waitForFunction` checks its condition every 50 ms unless a test says otherwise, not on
 * every animation frame (Playwright's default): a check per frame makes the page draw a frame 60
 * times a second for as long as a test waits, about 0.07 CPU-seconds of Chromium per second
 * waited against 0.01. Set once on the class all pages share.
 */
function waitOnATimer(page: Page) {
  const proto = Object.getPrototypeOf(page) as Page & { [ON_A_TIMER]?: true };
  if (proto[ON_A_TIMER]) return;
  const original = proto.waitForFunction as (this: Page, fn: unknown, arg?: unknown, options?: object) => Promise<unknown>;
  Object.defineProperty(proto, 'waitForFunction', {
    configurable: true,
    writable: true,
    value(this: Page, fn: unknown, arg?: unknown, options?: object) {
      return original.call(this, fn, arg, { polling: 50, ...options });
    },
  });
  proto[ON_A_TIMER] = true;
}

/** `browser` as seen by one caller: only the contexts it opens are its, and closing it closes those. */
function handle(browser: Browser): Browser {
  const own = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext(options);
    context.on('page', waitOnATimer);
    own.add(context);
    context.once('close', () => own.delete(context));
    return context;
  };
  const overrides: Partial<Browser> = {
    newContext,
    // As Browser.newPage: a context of its own, closed with the page.
    newPage: async (options) => {
      const context = await newContext(options);
      const page = await context.newPage();
      page.once('close', () => void context.close().catch(() => undefined));
      return page;
    },
    contexts: () => [...own],
    close: async () => {
      await Promise.all([...own].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(browser, {
    get(target, key) {
      if (Object.hasOwn(overrides, key)) return overrides[key as keyof Browser];
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Console errors, page errors and React hydration warnings seen by a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
