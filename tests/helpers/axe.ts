/**
 * axe-core in a Playwright page: every rule of the WCAG 2.0/2.1/2.2 A and AA tags and the
 * best-practice tag, with text on a gradient (which axe leaves as "needs review") checked against
 * every colour of the gradient.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's script, added to a page by axeViolations (after which `window.axe` is there). */
export const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** axe-core's source, run in a page through the DevTools protocol: no Content-Security-Policy stops that. */
const AXE_SOURCE = readFileSync(AXE, 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Puts axe-core in the page (as `window.axe`), unless it is there; under the production headers too. */
export async function withAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

export interface LinkName {
  name: string;
  href: string;
}

/** Every link a screen reader announces on the page, with its accessible name as axe computes it. */
export async function linkNames(page: Page): Promise<LinkName[]> {
  await withAxe(page);
  return page.evaluate(() => {
    type Axe = {
      setup: () => void;
      teardown: () => void;
      commons: { text: { accessibleText: (el: Element) => string }; dom: { isVisibleToScreenReaders: (el: Element) => boolean } };
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    axe.setup();
    const found = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => axe.commons.dom.isVisibleToScreenReaders(a))
      .map((a) => ({ name: axe.commons.text.accessibleText(a).replace(/\s+/g, ' ').trim().toLowerCase(), href: a.href }));
    axe.teardown();
    return found;
  });
}

/** Names shared by links to different places, one line each (`where` says on which page). */
export function nameClashes(where: string, links: readonly LinkName[]): string[] {
  const byName = new Map<string, Set<string>>();
  for (const { name, href } of links) byName.set(name, (byName.get(name) ?? new Set()).add(href));
  return [...byName].filter(([, hrefs]) => hrefs.size > 1).map(([name, hrefs]) => `${where}: "${name}" → ${[...hrefs].join(', ')}`);
}

/**
 * Every axe violation on the page as it is now, one readable line per element. axe leaves text on
 * a gradient as "needs review"; those are checked here against every colour of the gradient.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await withAxe(page);
  const { violations, gradients } = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[]; incomplete: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations', 'incomplete'] });
    const onGradient = result.incomplete
      .filter((v) => v.id === 'color-contrast')
      .flatMap((v) => v.nodes)
      .filter((node) => JSON.stringify(node).includes('background gradient'))
      .map((node) => node.target[0] as string);
    return { violations: result.violations, gradients: onGradient };
  }, AXE_TAGS);
  const lines = violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}\n    ${(node.failureSummary ?? '').replace(/\n/g, ' ')}`,
    ),
  );
  const lowContrast = await page.evaluate(gradientContrast, gradients);
  return [...lines, ...lowContrast.map((line) => `color-contrast on a gradient: ${line}`)];
}

/**
 * In the page: for each selector, the lowest contrast between its text colour and any colour of
 * the gradient(s) behind it (translucent stops laid over the opaque ones), against 4.5:1, or 3:1
 * for large text. Returns one line per element below its threshold.
 */
function gradientContrast(selectors: string[]): string[] {
  type Rgba = [number, number, number, number];
  const parse = (text: string): Rgba[] =>
    [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
      const [r, g, b, a] = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r!, g!, b!, a ?? 1];
    });
  const over = (top: Rgba, bottom: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + bottom[i]! * (1 - top[3])).concat(1) as Rgba;
  const luminance = (c: Rgba) => {
    const [r, g, b] = [c[0], c[1], c[2]].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x! + 0.05) / (y! + 0.05);
  };
  const problems: string[] = [];
  for (const selector of selectors) {
    const el = document.querySelector(selector);
    if (!el) continue;
    const style = getComputedStyle(el);
    const translucent: Rgba[] = [];
    let base: Rgba[] = [];
    for (let at: Element | null = el; at && !base.length; at = at.parentElement) {
      const s = getComputedStyle(at);
      const colours = [...(s.backgroundImage.includes('gradient') ? parse(s.backgroundImage) : []), ...parse(s.backgroundColor)].filter(
        (c) => c[3] > 0,
      );
      translucent.push(...colours.filter((c) => c[3] < 1));
      base = colours.filter((c) => c[3] === 1);
    }
    if (!base.length) base = [[255, 255, 255, 1]];
    const behind = [...base, ...translucent.flatMap((t) => base.map((b) => over(t, b)))];
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const text = parse(style.color)[0]!;
    const worst = Math.min(...behind.map((b) => ratio(over(text, b), b)));
    if (worst < (large ? 3 : 4.5))
      problems.push(
        `${selector} "${(el.textContent ?? '').trim().slice(0, 60)}" ${worst.toFixed(2)}:1 (${style.color} on ${behind.length} colours)`,
      );
  }
  return problems;
}
