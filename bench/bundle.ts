import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFile } from '../src/content/routes.ts';
import { attr, isExecutableScript } from '../src/build/output/scripts.ts';
import { ENTRY_ATTRIBUTE } from '../src/render/island-names.ts';

export interface FileSize {
  /** Path relative to the output folder, with `/` separators, e.g. `_app/index-abc.js`. */
  file: string;
  raw: number;
  gzip: number;
}

export interface InitialJs {
  /** The entry script(s) and the modulepreloaded files, relative to the output folder. */
  files: string[];
  raw: number;
  gzip: number;
  /** Referenced files that are not in the output folder. */
  missing: string[];
}

/** Gzip size at level 9, as a static host that precompresses would send it. */
export function gzipSize(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).length;
}

function sizeOf(path: string, file: string): FileSize {
  const data = readFileSync(path);
  return { file, raw: data.length, gzip: gzipSize(data) };
}

/** Every JavaScript file of the build (`<outDir>/<assetsDir>/**.js`), biggest gzip first. */
export function bundleSizes(outDir: string, assetsDir = '_app'): FileSize[] {
  const dir = join(outDir, assetsDir);
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => /\.m?js$/.test(name) && statSync(join(dir, name)).isFile())
    .map((name) => sizeOf(join(dir, name), `${assetsDir}/${name.split('\\').join('/')}`))
    .sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
}

/** A same-origin URL (`/_app/x.js`, `./x.js`, `http://host/_app/x.js`) as a path relative to the site root. */
function sitePath(url: string): string | undefined {
  if (/^(https?:)?\/\//i.test(url)) {
    const path = url.replace(/^(https?:)?\/\/[^/]+/i, '');
    return path ? sitePath(path) : undefined;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return undefined;
  return url.split(/[?#]/)[0]!.replace(/^\.?\//, '');
}

/**
 * The JavaScript a document loads by itself: the `src` of each executable `<script>`, the module
 * the boot script adds (its `data-entry`, the island loader: output/html.ts) and the `href` of
 * each `<link rel="modulepreload">` (and `rel=preload as=script`), without duplicates. Paths are
 * relative to the site root (`_app/index-abc.js`).
 */
export function initialJsFiles(html: string): string[] {
  const files: string[] = [];
  const add = (url: string | undefined) => {
    const path = url ? sitePath(url) : undefined;
    if (path && !files.includes(path)) files.push(path);
  };
  const tags = /<script\b([^>]*)>|<link\b([^>]*)>/gi;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (match[1] !== undefined) {
      if (!isExecutableScript(match[1])) continue;
      add(attr(match[1], 'src'));
      add(attr(match[1], ENTRY_ATTRIBUTE));
      continue;
    }
    const attrs = match[2]!;
    const rel = (attr(attrs, 'rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload') || (rel.includes('preload') && attr(attrs, 'as')?.toLowerCase() === 'script'))
      add(attr(attrs, 'href'));
  }
  return files;
}

/** The initial JavaScript of a document, sized from the files of the output folder. */
export function initialJs(outDir: string, html: string): InitialJs {
  const result: InitialJs = { files: initialJsFiles(html), raw: 0, gzip: 0, missing: [] };
  for (const file of result.files) {
    const path = join(outDir, file);
    if (!existsSync(path)) {
      result.missing.push(file);
      continue;
    }
    const size = sizeOf(path, file);
    result.raw += size.raw;
    result.gzip += size.gzip;
  }
  return result;
}

/** The initial JavaScript of one route of a built site (`/` reads `<outDir>/index.html`). */
export function routeInitialJs(outDir: string, route: string): InitialJs {
  return initialJs(outDir, readFileSync(join(outDir, htmlFile(route)), 'utf8'));
}

/** Every route a built site has a document for (`<dir>/index.html`), `/` first, then sorted. */
export function builtRoutes(outDir: string, skip: readonly string[] = ['_app', '_data', 'assets']): string[] {
  const routes = (readdirSync(outDir, { recursive: true }) as string[])
    .map((name) => name.split('\\').join('/'))
    .filter((name) => (name === 'index.html' || name.endsWith('/index.html')) && !skip.includes(name.split('/')[0]!))
    .map((name) => (name === 'index.html' ? '/' : `/${name.slice(0, -'/index.html'.length)}`));
  return routes.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}
