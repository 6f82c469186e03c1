/**
 * `npm run preview`: the built site served as the nginx configuration the build generates
 * (output/nginx-conf.ts, dist/nginx/site.conf) serves it, so what a test or a visitor sees locally
 * is what production answers. Only files inside dist/ are ever read:
 *
 * - the path is percent-decoded by hand (request-path.ts): a broken escape (`/%`, `/%zz`,
 *   `/%E0%A4%A`), a NUL byte or a `..` segment after decoding (`/..%2F`, `/%2e%2e/`, `/a/../../x`)
 *   is 400 with a short text; `//` and `/./` are merged away as nginx does;
 * - every file is looked up by its real path (resolve-request.ts), which must lie inside the real
 *   dist/ (a symlink in dist/ cannot lead out), and must be a regular file;
 * - dotfiles and dot-folders (`/.env`, `/.vite/`), `/nginx/…` and `/_headers` are 404;
 * - `/_app/`, `/_data/` and `/assets/` hold files only: anything else below them is 404;
 * - elsewhere a path is a file (`/index.html`, `/sitemap.xml`), else the page in its folder (`/about`
 *   and `/about/` are about/index.html), else, for a path without a file extension, the nearest
 *   catch-all page of `_data/site.json` (status 200), else 404.html with status 404; `/404.html`
 *   itself is 404 (nginx serves it only as the error page);
 * - a path that is found answers GET and HEAD (with ETag, Last-Modified and byte ranges,
 *   send-file.ts), any other method 405; one that is not found is 404 whatever the method, as in
 *   nginx (TRACE is always 405);
 * - every response carries the headers of the `_headers` file the build wrote: the security headers
 *   always, the cache rule of the path's folder when a file is served, and `no-cache` (nginx's
 *   server-wide value) on pages and on the 404 page.
 */
import { readFileSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { HEADERS_FILE, HTML_CACHE } from '../../output/deploy-paths.ts';
import { headerNames, headersForPath } from '../../output/headers-file.ts';
import { sendText, type Middleware } from '../http.ts';
import { headerPath } from './request-path.ts';
import { fileIn, resolveRequest } from './resolve-request.ts';
import { sendFile } from './send-file.ts';

export interface PreviewOptions {
  /** Where an unexpected error is reported (the visitor gets a bare 500). */
  log?: (message: string) => void;
}

const PLAIN = 'text/plain; charset=utf-8';

/**
 * The preview server of dist/ in two middlewares: `headers` first (so the lead inbox registered
 * after it gets the security headers too), then `files`, which answers every request it sees.
 */
export function previewServer(distDir: string, { log }: PreviewOptions = {}): { headers: Middleware; files: Middleware } {
  const dist = new DistFolder(distDir);
  return {
    headers(req, res, next) {
      for (const { name, value } of headersForPath(dist.headersText(), headerPath(req.url ?? '/'))) res.setHeader(name, value);
      next();
    },
    files(req, res) {
      try {
        answer(dist, req, res, log);
      } catch (error) {
        log?.(`preview: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
        if (res.headersSent) return void res.destroy();
        sendText(req, res, 500, PLAIN, 'Internal Server Error\n');
      }
    },
  };
}

function answer(dist: DistFolder, req: IncomingMessage, res: ServerResponse, log?: (message: string) => void) {
  const resolution = resolveRequest(dist.dir, req.url ?? '/');
  if (resolution.status === 400) {
    dist.applyHeaders(res, '/', undefined);
    return sendText(req, res, 400, PLAIN, `Bad Request: ${resolution.reason}\n`);
  }
  // nginx refuses TRACE before looking anything up.
  if (req.method === 'TRACE') return methodNotAllowed(dist, req, res, '/', undefined);
  if (resolution.status === 404) return dist.sendNotFound(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(dist, req, res, resolution.path, HTML_CACHE);
  dist.applyHeaders(res, resolution.path, HTML_CACHE);
  sendFile(req, res, resolution.found, log);
}

function methodNotAllowed(dist: DistFolder, req: IncomingMessage, res: ServerResponse, path: string, cache: string | undefined) {
  dist.applyHeaders(res, path, cache);
  res.setHeader('Allow', 'GET, HEAD');
  sendText(req, res, 405, PLAIN, 'Method Not Allowed\n');
}

/** The built site: its `_headers` file (read on each request, so a rebuild shows at once) and its 404 page. */
class DistFolder {
  constructor(readonly dir: string) {}

  headersText(): string {
    try {
      return readFileSync(join(this.dir, HEADERS_FILE), 'utf8');
    } catch {
      return '';
    }
  }

  /** Replace every header `_headers` can set with those for `path`; `cache` when it sets no Cache-Control. */
  applyHeaders(res: ServerResponse, path: string, cache: string | undefined) {
    const text = this.headersText();
    for (const name of headerNames(text)) res.removeHeader(name);
    res.removeHeader('cache-control');
    const headers = headersForPath(text, path);
    for (const { name, value } of headers) res.setHeader(name, value);
    if (cache && !headers.some(({ name }) => name.toLowerCase() === 'cache-control')) res.setHeader('Cache-Control', cache);
  }

  /** 404.html with status 404, or a short text when the build has none. */
  sendNotFound(req: IncomingMessage, res: ServerResponse) {
    this.applyHeaders(res, '/404.html', HTML_CACHE);
    let page: Buffer | undefined;
    try {
      const found = fileIn(realpathSync(this.dir), ['404.html']);
      if (found) page = readFileSync(found.file);
    } catch {
      // no dist/ or no 404.html: a text answer below
    }
    if (page) sendText(req, res, 404, 'text/html; charset=utf-8', page);
    else sendText(req, res, 404, PLAIN, 'Not Found\n');
  }
}
