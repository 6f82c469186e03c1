/**
 * The usual setting of a browser test file: a built site served on 127.0.0.1 (by `vite preview`,
 * or by nginx with the configuration the build writes), a Chromium, and, for a site built for a lead
 * webhook, the capture server standing in for it. Started before the file's first test, stopped
 * after its last; the build is the run's shared one (tests/helpers/site-build.ts).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startCaptureServer, type CaptureServer } from './capture-server';
import { startNginx } from './nginx';
import { previewSite, sharedBuild, webhookBuild } from './site-build';

export interface ServedSite {
  /** http://127.0.0.1:<port> of the server, no trailing slash. */
  base: string;
  /** The built folder served (shared: read it, do not change it). */
  dist: string;
  browser: Browser;
  /**
   * A tab of a browser context shared by the file, one context per distinct `options`, as one
   * visitor's browser: the site's scripts come from its cache after the first page. Its close()
   * gives the tab back for the next test instead, as a visitor goes on in the same tab (a new tab
   * costs about a second of CPU, a visit in an open one a third of that): the listeners and
   * routes the test added are removed and the session storage emptied. Not for a test that adds
   * init scripts or bindings to its page, or changes its size: take a page of `browser` there.
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * With `webhook`: the stand-in for the lead webhook. A test may close it and start another on
   * `hookPort` with the origin of `hookUrl` (its redirects then point where the site's CSP allows).
   */
  capture: CaptureServer;
  /** With `webhook`: the port the capture server listens on (this file's; the browser sends the site's webhook address there). */
  hookPort: number;
  /** With `webhook`: the site's LEAD_WEBHOOK_URL, http://127.0.0.1:<the run's public port>/hook. */
  hookUrl: string;
  /** With nginx: what nginx wrote to its error log so far. */
  errorLog: () => string;
}

export interface ServedSiteOptions {
  /** The site to serve; the shipped one when omitted. Ignored with `webhook`. */
  build?: () => Promise<string>;
  /** Build the shipped site for a lead webhook on 127.0.0.1 and start a capture server there. */
  webhook?: boolean;
  /** Who serves it: `vite preview` (npm run preview) or nginx. */
  server?: 'preview' | 'nginx';
}

/** Registers beforeAll and afterAll hooks; the returned object is filled in by the time the tests run. */
export function servedSite({ build = () => sharedBuild(), webhook = false, server = 'preview' }: ServedSiteOptions = {}): ServedSite {
  const pools = new Map<string, () => Promise<Page>>();
  const site = {
    errorLog: () => '',
    newPage(options = {}) {
      const key = JSON.stringify(options);
      if (!pools.has(key))
        pools.set(
          key,
          tabPool(() => site.browser.newContext(options)),
        );
      return pools.get(key)!();
    },
  } as ServedSite;
  const stops: (() => Promise<unknown>)[] = [];
  beforeAll(async () => {
    if (webhook) {
      const hook = await webhookBuild();
      site.dist = hook.dist;
      site.hookPort = hook.port;
      site.hookUrl = hook.url;
      site.capture = await startCaptureServer(hook.port, new URL(hook.url).origin);
      stops.push(() => site.capture.close());
    } else site.dist = await build();
    if (server === 'nginx') {
      const nginx = await startNginx(site.dist);
      stops.push(() => nginx.stop());
      site.base = nginx.url;
      site.errorLog = nginx.errorLog;
    } else {
      const preview = await previewSite(site.dist);
      stops.push(() => preview.server.close());
      site.base = preview.base;
    }
    site.browser = await launchBrowser();
    stops.push(() => site.browser.close());
  });
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });
  return site;
}

type Listener = (...args: unknown[]) => unknown;
interface Emitter {
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
}

/**
 * Tabs of one browser context (made by `context()` when first needed), each lent to one test at a
 * time: its close() gives it back for the next, with the test's listeners and routes removed and
 * its session storage emptied (ServedSite.newPage says why).
 */
export function tabPool(context: () => Promise<BrowserContext>): () => Promise<Page> {
  let made: Promise<BrowserContext> | undefined;
  const idle: Page[] = [];
  return async () => {
    let page = idle.pop();
    while (page?.isClosed()) page = idle.pop();
    page ??= await (await (made ??= context())).newPage();
    return lent(page, () => idle.push(page));
  };
}

/**
 * `page` for one test: its close() (once; again, nothing) removes what the test added, leaves the
 * site for a blank page (nothing of the test's page runs on into the next test) and calls
 * `giveBack` instead of closing the tab.
 */
function lent(page: Page, giveBack: () => void): Page {
  const emitter = page as unknown as Emitter;
  const { on, close } = page;
  const added: [string, Listener][] = [];
  emitter.on = (event, listener) => {
    added.push([event, listener]);
    return (on as Emitter['on']).call(page, event, listener);
  };
  let given = false;
  page.close = async () => {
    if (given) return;
    given = true;
    Object.assign(page, { on, close });
    for (const [event, listener] of added) emitter.off(event, listener);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    await page.goto('about:blank').catch(() => undefined);
    giveBack();
  };
  return page;
}
