import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attr, isExecutableScript } from '../src/build/output/scripts.ts';

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
    .replace(/[ \t]*<script\b([^>]*)>[\s\S]*?<\/script\s*>[ \t]*\r?\n?/gi, (whole, attrs: string) =>
      isExecutableScript(attrs) ? '' : whole,
    )
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
