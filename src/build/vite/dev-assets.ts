import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { publishedAssetFinder } from '../content/published-assets.ts';
import { sendText, type Middleware } from './http.ts';

/**
 * The headers of every asset the dev server (and the studio) answers. An asset is shown by the site's
 * pages (an <img>, a stylesheet's url()), never run: opened on its own, an SVG or HTML file gets a
 * sandbox with no origin, so a script in it cannot read the editor or call its API on this server's
 * origin. The built site's own CSP (output/headers-file.ts) does the same in preview and production.
 */
export const ASSET_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  'X-Content-Type-Options': 'nosniff',
};

/** Set ASSET_HEADERS on an answer. */
export function setAssetHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(ASSET_HEADERS)) res.setHeader(name, value);
}

/**
 * site/assets under /assets/ as the build publishes it (content/site-files.ts): a request reaches
 * sirv only for a path in the published list, never a dotfile, a leftover or a link that leads
 * outside; sirv sends it (content type by the published name, ETag, ranges) and tries no other
 * name (no .html, no index).
 */
export function devAssets(siteDir: string): Middleware {
  const assets = sirv(join(siteDir, 'assets'), { dev: true, etag: true, extensions: [] });
  const published = publishedAssetFinder(siteDir);
  return (req, res, next) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/assets/')) return next();
    setAssetHeaders(res);
    const notFound = () => sendText(req, res, 404, 'text/plain; charset=utf-8', 'Not found');
    let rel: string;
    try {
      rel = decodeURIComponent(url.slice('/assets/'.length).replace(/[?#].*$/s, ''));
    } catch {
      return notFound(); // not a valid percent-encoding: no file has that name
    }
    const entry = published.find(rel);
    if (!entry) return notFound();
    // sirv reads the path from req._parsedUrl when its raw is req.url (@polka/url), and decodes it with
    // decodeURI: handing it the listed path parsed, with % escaped, serves names with %, ? and # too.
    const pathname = `/${entry.rel.replace(/%/g, '%25')}`;
    req.url = pathname;
    Object.assign(req, { _parsedUrl: { pathname, search: '', query: undefined, hash: undefined, raw: pathname } });
    assets(req, res, notFound);
  };
}
