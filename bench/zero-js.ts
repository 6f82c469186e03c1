import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Script types a browser executes; any other type (application/json, application/ld+json, ...) is data. */
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript', 'importmap', 'speculationrules']);

/** The value of one attribute of a tag's attribute text, lower-cased; undefined when absent. */
export function attr(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attrs);
  if (!match) return new RegExp(`(?:^|\\s)${name}(?=\\s|/|$)`, 'i').test(attrs) ? '' : undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** Whether a `<script>` with these attributes runs code. */
export function isExecutableScript(attrs: string): boolean {
  return JS_TYPES.has((attr(attrs, 'type') ?? '').trim().toLowerCase());
}

/** Whether a `<link>` with these attributes makes the browser fetch JavaScript. */
function isScriptLink(attrs: string): boolean {
  const rel = (attr(attrs, 'rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  return rel.includes('preload') && (attr(attrs, 'as') ?? '').toLowerCase() === 'script';
}

/**
 * The zero-JavaScript version of a prerendered document: every script that would run (module
 * entry, classic, inline) and every modulepreload / script preload link removed; JSON data
 * scripts (`application/json`, `application/ld+json`) and everything else kept as they are.
 */
export function stripJavaScript(html: string): string {
  return html
    .replace(/[ \t]*<script\b([^>]*)>[\s\S]*?<\/script\s*>[ \t]*\r?\n?/gi, (whole, attrs: string) => (isExecutableScript(attrs) ? '' : whole))
    .replace(/[ \t]*<link\b([^>]*)>[ \t]*\r?\n?/gi, (whole, attrs: string) => (isScriptLink(attrs) ? '' : whole));
}

function htmlFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((name) => name.endsWith('.html') && statSync(join(dir, name)).isFile()).map((name) => join(dir, name));
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
