/**
 * The page editor's preview delay: on the development server, with /__edit open in Chromium, the
 * time from a change in the form (the hero's title typed and committed, as leaving the field does)
 * to the new text being shown in the preview frame. Measured in the page, on a copy of site/.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from './chromium.ts';
import { median } from './stats.ts';

export interface EditorPreviewResult {
  /** Each change's delay, in ms, from the field's commit to the text in the preview. */
  samples: number[];
  medianMs?: number;
  error?: string;
}

/** The form's field and the text of a change; the preview shows a hero title in its <main>. */
const FIELD = '[data-path="sections.0.title"]';

/**
 * One change, timed in the editor's page: commit the typed title, then wait for the frame to show
 * it. A script as text, so that it reaches the browser exactly as written (no compiler helpers).
 */
const TIME_CHANGE = `async ({ field, text, limit }) => {
  const input = document.querySelector(field);
  const frame = document.querySelector('iframe[title^="Preview of"]');
  const shown = () => (frame.contentDocument?.querySelector('main')?.textContent ?? '').includes(text);
  return await new Promise((resolve, reject) => {
    let observed;
    const observer = new MutationObserver(() => check());
    const stop = () => { clearInterval(poll); observer.disconnect(); };
    const check = () => {
      // The frame's document may be replaced (a full reload): follow the new one.
      const doc = frame.contentDocument;
      if (doc && doc !== observed) {
        observer.disconnect();
        observer.observe(doc.documentElement, { childList: true, subtree: true, characterData: true });
        observed = doc;
      }
      if (shown()) { stop(); resolve(performance.now() - start); }
      else if (performance.now() - start > limit) { stop(); reject(new Error('the preview did not show "' + text + '" within ' + limit + ' ms')); }
    };
    const poll = setInterval(check, 5);
    const start = performance.now();
    // Leaving the field commits it: the editor writes it at once (typing alone waits for a pause first).
    input.blur();
    check();
  });
}`;

/** Start the dev server on a copy of `siteDir`, open the editor at the home page's hero and time `changes` edits. */
export async function measureEditorPreview({
  root,
  changes,
  log,
}: {
  root: string;
  changes: number;
  log: (line: string) => void;
}): Promise<EditorPreviewResult> {
  const work = mkdtempSync(join(tmpdir(), 'bench-editor-'));
  const siteDir = join(work, 'site');
  cpSync(join(root, 'site'), siteDir, { recursive: true });
  const before = process.env.SITE_DIR;
  process.env.SITE_DIR = siteDir;
  let server: ViteDevServer | undefined;
  let browser: Browser | undefined;
  const samples: number[] = [];
  try {
    server = await createServer({ root, server: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
    await server.listen();
    const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS });
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    page.setDefaultTimeout(120_000);
    log(`editor preview: ${origin}/__edit/index?section=1 (the first visit compiles the editor)`);
    const input = page.locator(FIELD);
    const open = async () => {
      await page.goto(`${origin}/__edit/index?section=1`);
      await input.waitFor();
      await page.frameLocator('iframe[title^="Preview of"]').locator('main h1').waitFor();
    };
    await open();
    // The first visits let Vite find and bundle the editor's and the page's dependencies, which
    // reloads the page; the timing starts on a page that has settled.
    await page.waitForTimeout(3000);
    await open();
    // One change to warm up (not counted): the first write and update compile what they use.
    for (let i = 0; i <= changes; i++) {
      const text = `Preview timing ${i} ${Math.random().toString(36).slice(2, 8)}`;
      let ms: number;
      try {
        await input.fill(text);
        ms = await page.evaluate<number>(`(${TIME_CHANGE})(${JSON.stringify({ field: FIELD, text, limit: 15_000 })})`);
      } catch (error) {
        if (!/context was destroyed|navigat/i.test((error as Error).message) || i === 0) throw error;
        log(`editor preview: change ${i}: the page reloaded (${(error as Error).message.split('\n')[0]}); timing it again`);
        await open();
        i--;
        continue;
      }
      if (i > 0) samples.push(ms);
      log(`editor preview: change ${i}${i === 0 ? ' (warm-up)' : ''}: ${Math.round(ms)} ms`);
      await page.waitForTimeout(300);
    }
    return { samples, medianMs: median(samples) };
  } catch (error) {
    return { samples, ...(samples.length ? { medianMs: median(samples) } : {}), error: (error as Error).message.split('\n')[0] };
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.close().catch(() => undefined);
    if (before === undefined) delete process.env.SITE_DIR;
    else process.env.SITE_DIR = before;
    rmSync(work, { recursive: true, force: true });
  }
}
