import { readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isBelow } from '../../content/site-paths.ts';
import type { SiteData } from '../../../content/model.ts';
import { catchAllFor, htmlFile } from '../../../content/routes.ts';
import { CACHE_RULES, HEADERS_FILE, NGINX_FILE, REDIRECTS_FILE, VERCEL_FILE } from '../../output/deploy-paths.ts';
import { BadRequest, parseRequestPath, pathOf, type RequestPath } from './request-path.ts';

/** Folders of dist/ that hold files only (nginx: `try_files $uri =404`), from the cache rules: _app, _data, assets. */
const FILE_FOLDERS = new Set(CACHE_RULES.map((rule) => rule.prefix.replace(/^\/|\/$/g, '')));
const NGINX_FOLDER = NGINX_FILE.split('/')[0]!;

/** The hosts' configuration files at the top of dist/: read by a host, never served (nginx answers 404 too). */
const HOST_FILES = new Set([HEADERS_FILE, REDIRECTS_FILE, VERCEL_FILE]);

/** Paths never served: hidden files and folders anywhere, the server configuration and the hosts' files. */
export function isHidden(segments: readonly string[]): boolean {
  if (segments.some((segment) => segment.startsWith('.'))) return true;
  return segments[0] === NGINX_FOLDER || (segments.length === 1 && HOST_FILES.has(segments[0]!));
}

/** The last segment names a file (`x.js`, `feed.xml`), not a page: a missing one is 404, never a catch-all page. */
function hasExtension(request: RequestPath): boolean {
  return !request.trailingSlash && /\.[A-Za-z0-9]+$/.test(request.segments.at(-1) ?? '');
}

export interface FoundFile {
  /** Absolute real path, inside the real dist/. */
  file: string;
  stats: Stats;
}

/** A regular file of dist/ by its segments, only if its real path is inside dist/ and is not hidden there. */
export function fileIn(distReal: string, segments: readonly string[]): FoundFile | undefined {
  let real: string;
  try {
    real = realpathSync(join(distReal, ...segments));
  } catch {
    return undefined;
  }
  if (!isBelow(distReal, real)) return undefined;
  if (isHidden(relative(distReal, real).split(sep))) return undefined;
  try {
    const stats = statSync(real);
    return stats.isFile() ? { file: real, stats } : undefined;
  } catch {
    return undefined;
  }
}

/** The catch-all routes of the built site, from `_data/site.json`. */
function readCatchAll(distReal: string): string[] {
  const found = fileIn(distReal, ['_data', 'site.json']);
  if (!found) return [];
  try {
    const list = (JSON.parse(readFileSync(found.file, 'utf8')) as Partial<SiteData>).catchAll;
    return Array.isArray(list) ? list.filter((route): route is string => typeof route === 'string' && route.startsWith('/')) : [];
  } catch {
    return [];
  }
}

export type Resolution = { status: 200; path: string; found: FoundFile } | { status: 400; reason: string } | { status: 404; path: string };

/** What the generated nginx configuration answers for `url` in dist/, without reading any file outside it. */
export function resolveRequest(distDir: string, url: string): Resolution {
  let request: RequestPath;
  try {
    request = parseRequestPath(url);
  } catch (error) {
    if (error instanceof BadRequest) return { status: 400, reason: error.message };
    throw error;
  }
  const path = pathOf(request);
  let distReal: string;
  try {
    distReal = realpathSync(distDir);
  } catch {
    return { status: 404, path };
  }
  if (isHidden(request.segments)) return { status: 404, path };
  const found = lookUp(distReal, request);
  return found ? { status: 200, path, found } : { status: 404, path };
}

/** The file that answers a request, as nginx's locations choose it. */
function lookUp(distReal: string, request: RequestPath): FoundFile | undefined {
  const { segments, trailingSlash, fileSafe } = request;
  const file = (parts: readonly string[]) => (fileSafe ? fileIn(distReal, parts) : undefined);
  // /_app/, /_data/, /assets/: a file or nothing.
  if (FILE_FOLDERS.has(segments[0]!) && (segments.length > 1 || trailingSlash)) return trailingSlash ? undefined : file(segments);
  // The error page is internal to nginx: asked for by name, it is not found.
  if (!trailingSlash && segments.length === 1 && segments[0] === '404.html') return undefined;
  const exact = trailingSlash || segments.length === 0 ? undefined : file(segments);
  const page = exact ?? file([...segments, 'index.html']);
  if (page || hasExtension(request)) return page;
  // The catch-all page is looked up even for a path no file can match (/products/%FF), as nginx does.
  const parent = catchAllFor(`/${segments.join('/')}`, readCatchAll(distReal));
  return parent === undefined ? undefined : fileIn(distReal, htmlFile(parent).split('/'));
}
