/** Helpers of tests/browser/editor.test.ts: the file on disk, the preview frame, drags and axe. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { AXE_TAGS, withAxe } from './axe';
import { editorFakePlugin } from './editor-fake-plugin';
import { startDevServer, type DevServer } from './vite-config';

/**
 * The dev server (vite.config.ts) on a content folder. With `fake`, the editor API and HTML come
 * from tests/helpers/editor-fake-plugin.ts instead of the dev server's own (src/build/editor).
 */
export function startEditorServer(siteDir: string, fake: boolean): Promise<DevServer> {
  const plugins = fake ? [editorFakePlugin({ siteDir, schemaDir: resolve('schema'), token: 'test-token' })] : [];
  return startDevServer({ siteDir, plugins });
}

/** Wait until the file's text passes a check; fails with the last text seen. */
export async function fileWhere(file: string, check: (text: string) => boolean, timeout = 10_000): Promise<string> {
  const end = Date.now() + timeout;
  let text = '';
  while (Date.now() < end) {
    text = readFileSync(file, 'utf8');
    if (check(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the file never passed the check; it holds:\n${text}`);
}

/** The types of the sections of a page file, in order (as written: `- type: hero`). */
export const typesIn = (text: string) => [...text.matchAll(/^ {2}- type: (\S+)/gm)].map((match) => match[1]);

export const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Preview of"]');

/** The headings of the preview's sections, top to bottom: what the visitor sees in order. */
export async function previewHeadings(page: Page): Promise<string[]> {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) return [];
  return frame.evaluate(() =>
    [...document.querySelectorAll('main > *')].map((section) => section.querySelector('h1, h2')?.textContent?.trim() ?? ''),
  );
}

/** Wait until the preview shows its sections with these headings in this order. */
export async function previewShows(page: Page, headings: string[], timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  let seen: string[] = [];
  while (Date.now() < end) {
    seen = await previewHeadings(page).catch(() => []);
    if (JSON.stringify(seen) === JSON.stringify(headings)) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the preview shows ${JSON.stringify(seen)}, not ${JSON.stringify(headings)}`);
}

/** A mouse drag of a handle to just past the middle of another element, in small steps (as a hand moves). */
export async function dragBelow(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.8, { steps: 16 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/** The outline's entry of a section by its position (1-based), and a button of it by its name. */
export const outlineEntry = (page: Page, position: number) => page.locator(`[data-outline-index="${position - 1}"]`);
export const outlineButton = (page: Page, position: number, name: RegExp) => outlineEntry(page, position).getByRole('button', { name });

/** The field (or group of fields) of the form at a path (`sections.1.items.2.link`). */
export const field = (page: Page, path: string) => page.locator(`[data-path="${path}"]`);

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Every axe violation on the editor as it is now (the preview's page has its own test), one line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  await withAxe(page);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(
      { include: [document], exclude: [['iframe']] },
      { runOnly: { type: 'tag', values: tags }, iframes: false },
    );
    return result.violations;
  }, AXE_TAGS);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.help}) at ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`),
  );
}
