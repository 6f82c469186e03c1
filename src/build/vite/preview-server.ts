/**
 * `npm run preview`: the built site served as the nginx configuration the build generates
 * (deploy-config.ts, dist/nginx/site.conf) serves it, so what a test or a visitor sees locally is
 * what production answers. Only files inside dist/ are ever read:
 *
 * - the path is percent-decoded by hand: a broken escape (`/%`, `/%zz`, `/%E0%A4%A`), a NUL byte or
 *   a `..` segment after decoding (`/..%2F`, `/%2e%2e/`, `/a/../../x`) is 400 with a short text;
 *   `//` and `/./` are merged away as nginx does;
 * - every file is looked up by its real path, which must lie inside the real dist/ (a symlink in
 *   dist/ cannot lead out), and must be a regular file;
 * - dotfiles and dot-folders (`/.env`, `/.vite/`), `/nginx/…` and `/_headers` are 404;
 * - `/_app/`, `/_data/` and `/assets/` hold files only: anything else below them is 404;
 * - elsewhere a path is a file (`/index.html`, `/sitemap.xml`), else the page in its folder (`/about`
 *   and `/about/` are about/index.html), else, for a path without a file extension, the nearest
 *   catch-all page of `_data/site.json` (status 200), else 404.html with status 404; `/404.html`
 *   itself is 404 (nginx serves it only as the error page);
 * - a path that is found answers GET and HEAD (with ETag, Last-Modified and byte ranges), any other
 *   method 405; one that is not found is 404 whatever the method, as in nginx (TRACE is always 405);
 * - every response carries the headers of the `_headers` file the build wrote: the security headers
 *   always, the cache rule of the path's folder when a file is served, and `no-cache` (nginx's
 *   server-wide value) on pages and on the 404 page.
 */
import { createReadStream, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import type { SiteData } from '../../content/model.ts';
import { catchAllFor, htmlFile } from '../../content/routes.ts';
import { CACHE_RULES, HEADERS_FILE, HTML_CACHE, NGINX_FILE, headersForPath } from '../output/deploy-config.ts';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The request path after decoding: its segments (no empty, `.` or `..` one) and whether it ended in `/`. */
export interface RequestPath {
  segments: string[];
  trailingSlash: boolean;
  /**
   * False when the decoded bytes are not UTF-8 or a segment holds a backslash: no file of the build
   * can have such a name, so no file is looked up (a catch-all page may still answer).
   */
  fileSafe: boolean;
}

/** The reason a request target is refused with 400. */
export class BadRequest extends Error {}

const HEX = /^[0-9A-Fa-f]{2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/** The path of a request target (origin form `/a?b`, or absolute form `http://host/a`), query and fragment cut. */
function rawPath(url: string): string {
  let target = url;
  const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || '/';
  target = target.split(/[?#]/, 1)[0] ?? '';
  if (!target.startsWith('/')) throw new BadRequest('the request target is not a path');
  return target;
}

/** `%xx` escapes to bytes; a `%` not followed by two hex digits is refused. */
function percentDecode(path: string): Buffer {
  const bytes: number[] = [];
  const raw = Buffer.from(path, 'utf8');
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i]!;
    if (byte !== 0x25) {
      bytes.push(byte);
      continue;
    }
    const hex = raw.subarray(i + 1, i + 3).toString('latin1');
    if (!HEX.test(hex)) throw new BadRequest('malformed percent-escape in the path');
    bytes.push(parseInt(hex, 16));
    i += 2;
  }
  return Buffer.from(bytes);
}

/** Parse and check a request URL; throws BadRequest for what nginx answers 400 (and for every `..`). */
export function parseRequestPath(url: string): RequestPath {
  const bytes = percentDecode(rawPath(url));
  if (bytes.includes(0)) throw new BadRequest('NUL byte in the path');
  let text: string;
  let fileSafe = true;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = lenientUtf8.decode(bytes);
    fileSafe = false;
  }
  const parts = text.split('/');
  const segments = parts.filter((part) => part !== '' && part !== '.');
  if (segments.includes('..')) throw new BadRequest('".." in the path');
  if (segments.some((segment) => segment.includes('\\'))) fileSafe = false;
  // `/about/` and `/about/.` end in a folder; `/`, `//` and `/./` are the root.
  const trailingSlash = segments.length > 0 && (parts.at(-1) === '' || parts.at(-1) === '.');
  return { segments, trailingSlash, fileSafe };
}

/** The URL path of a parsed request, `/` between segments, its trailing slash kept. */
export function pathOf({ segments, trailingSlash }: RequestPath): string {
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`;
}

/** Folders of dist/ that hold files only (nginx: `try_files $uri =404`), from the cache rules: _app, _data, assets. */
const FILE_FOLDERS = new Set(CACHE_RULES.map((rule) => rule.prefix.replace(/^\/|\/$/g, '')));
const NGINX_FOLDER = NGINX_FILE.split('/')[0]!;

/** Paths never served: hidden files and folders anywhere, the server configuration and `_headers`. */
export function isHidden(segments: readonly string[]): boolean {
  if (segments.some((segment) => segment.startsWith('.'))) return true;
  return segments[0] === NGINX_FOLDER || (segments.length === 1 && segments[0] === HEADERS_FILE);
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
function fileIn(distReal: string, segments: readonly string[]): FoundFile | undefined {
  let real: string;
  try {
    real = realpathSync(join(distReal, ...segments));
  } catch {
    return undefined;
  }
  if (!real.startsWith(distReal + sep)) return undefined;
  if (isHidden(relative(distReal, real).split(sep))) return undefined;
  try {
    const stats = statSync(real);
    return stats.isFile() ? { file: real, stats } : undefined;
  } catch {
    return undefined;
  }
}

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

export type Resolution =
  | { status: 200; path: string; found: FoundFile }
  | { status: 400; reason: string }
  | { status: 404; path: string };

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
  const notFound = { status: 404, path } as const;
  const { segments, trailingSlash, fileSafe } = request;
  if (isHidden(segments)) return notFound;
  let distReal: string;
  try {
    distReal = realpathSync(distDir);
  } catch {
    return notFound;
  }
  const file = (parts: readonly string[]) => (fileSafe ? fileIn(distReal, parts) : undefined);
  const ok = (found: FoundFile | undefined): Resolution => (found ? { status: 200, path, found } : notFound);

  // /_app/, /_data/, /assets/: a file or nothing.
  if (FILE_FOLDERS.has(segments[0]!) && (segments.length > 1 || trailingSlash)) return ok(trailingSlash ? undefined : file(segments));
  // The error page is internal to nginx: asked for by name, it is not found.
  if (!trailingSlash && segments.length === 1 && segments[0] === '404.html') return notFound;

  const exact = trailingSlash || segments.length === 0 ? undefined : file(segments);
  const page = exact ?? file([...segments, 'index.html']);
  if (page) return ok(page);
  if (hasExtension(request)) return notFound;
  // The catch-all page is looked up even for a path no file can match (/products/%FF), as nginx does.
  const parent = catchAllFor(`/${segments.join('/')}`, readCatchAll(distReal));
  return ok(parent === undefined ? undefined : fileIn(distReal, htmlFile(parent).split('/')));
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'text/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  webm: 'video/webm',
  woff: 'font/woff',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  wasm: 'application/wasm',
};

/** The Content-Type of a file by its extension; nginx's default_type for anything else. */
export function contentType(file: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file)?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || 'application/octet-stream';
}

/** One satisfiable byte range of `bytes=…`, 'unsatisfiable', or undefined to send the whole file (no, several or unparsable ranges). */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (end < start && match[2] !== '') return undefined;
  }
  return start >= size ? 'unsatisfiable' : { start, end };
}

export interface PreviewOptions {
  /** Where an unexpected error is reported (the visitor gets a bare 500). */
  log?: (message: string) => void;
}

/**
 * The preview server of dist/ in two middlewares: `headers` first (so the lead inbox registered
 * after it gets the security headers too), then `files`, which answers every request it sees.
 */
export function previewServer(distDir: string, { log }: PreviewOptions = {}): { headers: Middleware; files: Middleware } {
  const headersText = () => {
    try {
      return readFileSync(join(distDir, HEADERS_FILE), 'utf8');
    } catch {
      return '';
    }
  };
  /** Replace every header `_headers` can set with those for `path`; `cache` when it sets no Cache-Control. */
  const applyHeaders = (res: ServerResponse, path: string, cache: string | undefined) => {
    const text = headersText();
    for (const line of text.split('\n')) {
      const colon = line.indexOf(':');
      if (/^\s/.test(line) && colon > 0) res.removeHeader(line.slice(0, colon).trim());
    }
    res.removeHeader('cache-control');
    const headers = headersForPath(text, path);
    for (const { name, value } of headers) res.setHeader(name, value);
    if (cache && !headers.some(({ name }) => name.toLowerCase() === 'cache-control')) res.setHeader('Cache-Control', cache);
  };
  const sendText = (req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Buffer) => {
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    applyHeaders(res, '/404.html', HTML_CACHE);
    let page: Buffer | undefined;
    try {
      const distReal = realpathSync(distDir);
      const found = fileIn(distReal, ['404.html']);
      if (found) page = readFileSync(found.file);
    } catch {
      // no dist/ or no 404.html: a text answer below
    }
    if (page) sendText(req, res, 404, 'text/html; charset=utf-8', page);
    else sendText(req, res, 404, 'text/plain; charset=utf-8', 'Not Found\n');
  };
  const sendFile = (req: IncomingMessage, res: ServerResponse, path: string, { file, stats }: FoundFile) => {
    applyHeaders(res, path, HTML_CACHE);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(req, res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed\n');
    }
    const etag = `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;
    const modified = new Date(Math.floor(stats.mtimeMs / 1000) * 1000);
    res.setHeader('Content-Type', contentType(file));
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', modified.toUTCString());
    res.setHeader('Accept-Ranges', 'bytes');
    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    const fresh = ifNoneMatch
      ? ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag)
      : Boolean(ifModifiedSince && Date.parse(ifModifiedSince) >= modified.getTime());
    if (fresh) {
      res.statusCode = 304;
      return res.end();
    }
    const ifRange = req.headers['if-range'];
    const range = !ifRange || ifRange === etag ? byteRange(req.headers.range, stats.size) : undefined;
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${stats.size}`);
      return sendText(req, res, 416, 'text/plain; charset=utf-8', 'Range Not Satisfiable\n');
    }
    res.statusCode = range ? 206 : 200;
    if (range) res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stats.size}`);
    res.setHeader('Content-Length', range ? range.end - range.start + 1 : stats.size);
    if (req.method === 'HEAD') return res.end();
    const stream = createReadStream(file, range ?? {});
    stream.on('error', (error) => {
      log?.(`preview: could not read ${file}: ${error.message}`);
      res.destroy();
    });
    stream.pipe(res);
  };

  return {
    headers(req, res, next) {
      let path = '/';
      try {
        path = pathOf(parseRequestPath(req.url ?? '/'));
      } catch {
        // answered 400 by `files`
      }
      for (const { name, value } of headersForPath(headersText(), path)) res.setHeader(name, value);
      next();
    },
    files(req, res) {
      try {
        const resolution = resolveRequest(distDir, req.url ?? '/');
        if (resolution.status === 400) {
          applyHeaders(res, '/', undefined);
          return sendText(req, res, 400, 'text/plain; charset=utf-8', `Bad Request: ${resolution.reason}\n`);
        }
        // nginx refuses TRACE before looking anything up.
        if (req.method === 'TRACE') {
          applyHeaders(res, '/', undefined);
          res.setHeader('Allow', 'GET, HEAD');
          return sendText(req, res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed\n');
        }
        if (resolution.status === 404) return sendNotFound(req, res);
        return sendFile(req, res, resolution.path, resolution.found);
      } catch (error) {
        log?.(`preview: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
        if (res.headersSent) return res.destroy();
        return sendText(req, res, 500, 'text/plain; charset=utf-8', 'Internal Server Error\n');
      }
    },
  };
}
