import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFile } from '../src/content/routes.ts';
import { attr, isExecutableScript } from '../src/build/output/scripts.ts';

/** Whether a `<link>` with these attributes makes the browser fetch JavaScript. */
function isScriptLink(attrs: string): boolean {
  const rel = (attr(attrs, 'rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  return rel.includes('preload') && (attr(attrs, 'as') ?? '').toLowerCase() === 'script';
}

/**
 * Whether a `<script>` with these attributes stays in the zero-JavaScript copy: only structured
 * data for search engines (`application/ld+json`), which a page without scripts still carries. Every
 * other script goes, whether it runs (module entry, classic, inline) or is data that only the
 * scripts read (the JSON the page hydrates from): a copy that kept that data would carry the cost
 * of hydration without its code and hide it from the comparison.
 */
function keptScript(attrs: string): boolean {
  return !isExecutableScript(attrs) && (attr(attrs, 'type') ?? '').trim().toLowerCase() === 'application/ld+json';
}

/**
 * The zero-JavaScript version of a prerendered document: every `<script>` element but
 * `application/ld+json` removed, and every modulepreload / script preload link; the markup, the
 * styles and everything else kept as they are.
 */
export function stripJavaScript(html: string): string {
  return html
    .replace(/[ \t]*<script\b([^>]*)>[\s\S]*?<\/script\s*>[ \t]*\r?\n?/gi, (whole, attrs: string) => (keptScript(attrs) ? whole : ''))
    .replace(/[ \t]*<link\b([^>]*)>[ \t]*\r?\n?/gi, (whole, attrs: string) => (isScriptLink(attrs) ? '' : whole));
}

function htmlFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.html') && statSync(join(dir, name)).isFile())
    .map((name) => join(dir, name));
}

/**
 * Copy a built site to `dest` and strip the JavaScript from every HTML file in the copy (the
 * JavaScript files of `assetsDir` are left out too, so nothing can load them). Returns the number of
 * documents rewritten.
 */
export function makeZeroJsCopy(source: string, dest: string, assetsDir = '_app'): number {
  rmSync(dest, { recursive: true, force: true });
  const scripts = join(source, assetsDir);
  cpSync(source, dest, { recursive: true, filter: (src) => !(src.startsWith(scripts) && /\.m?js(\.map)?$/.test(src)) });
  const files = htmlFiles(dest);
  for (const file of files) writeFileSync(file, stripJavaScript(readFileSync(file, 'utf8')));
  return files.length;
}

/** Whether a document holds a lead form (`data-lead-form`, as the boot script finds them). */
export const hasLeadForm = (html: string): boolean => /<form\b[^>]*\sdata-lead-form\b/i.test(html);

/**
 * A route's document at gzip level 9, as built and (when the copy was made) as its
 * zero-JavaScript copy, and whether it holds a lead form.
 */
export function documentSizes(
  outDir: string,
  zeroDir: string | undefined,
  route: string,
): { html: { gzip: number; zeroJsGzip?: number }; leadForm: boolean } {
  const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
  const page = readFileSync(join(outDir, htmlFile(route)), 'utf8');
  return {
    html: { gzip: gzip(join(outDir, htmlFile(route))), ...(zeroDir ? { zeroJsGzip: gzip(join(zeroDir, htmlFile(route))) } : {}) },
    leadForm: hasLeadForm(page),
  };
}
