import type { SiteData } from '../../content/model.ts';
import { CACHE_RULES, HTML_CACHE } from './deploy-paths.ts';
import { securityHeaders, type Header, type SecurityHeaderOptions } from './security-headers.ts';
import { catchAllPages } from './site-routing.ts';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** What vercel.json holds: the parts of Vercel's project configuration the built site needs. */
export interface VercelConfig {
  $schema: string;
  cleanUrls: boolean;
  headers: HeaderRule[];
  rewrites: { source: string; destination: string }[];
}

/** Vercel's `source` patterns are path-to-regexp; a group `(…)` is a plain regular expression. */
const folders = CACHE_RULES.map((rule) => rule.prefix.slice(1, -1)).join('|');
/** Not an address whose last segment has a dot: nginx answers a missing `/products/x.js` with 404, never a page. */
const NO_FILE_NAME = '(?!.*\\.[^/]*$)';

const headerRule = (source: string, headers: Header[]): HeaderRule => ({
  source,
  headers: headers.map(({ name, value }) => ({ key: name, value })),
});

/**
 * `vercel.json` for Vercel, from the routing and headers nginx-conf.ts writes (site-routing.ts,
 * security-headers.ts, deploy-paths.ts). Vercel serves a file that exists before it tries the
 * rewrites, serves `about/index.html` at `/about` and at `/about/` without a redirect while
 * `trailingSlash` is left unset, and answers an unknown address with `404.html` and status 404, as
 * nginx does.
 *
 * - `cleanUrls: false`: nginx never drops `.html` from an address (`/404.html` and `/about.html`
 *   are not pages), and `cleanUrls: true` would redirect `/about/index.html`.
 * - `headers`: the security headers on every path; Cache-Control per folder, and HTML_CACHE on
 *   everything else, with patterns that never overlap (the later of two rules would win).
 * - `rewrites`: each catch-all page for the unknown addresses below it, nearest first, except
 *   names with a dot (missing files) and, for a catch-all home page, the folders of files.
 */
export function vercelConfig(site: SiteData, options: SecurityHeaderOptions = {}): VercelConfig {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: false,
    headers: [
      headerRule('/(.*)', securityHeaders(site, options)),
      ...CACHE_RULES.map((rule) => headerRule(`${rule.prefix}(.*)`, [{ name: 'Cache-Control', value: rule.value }])),
      headerRule(`/((?!(?:${folders})/).*)`, [{ name: 'Cache-Control', value: HTML_CACHE }]),
    ],
    rewrites: catchAllPages(site.catchAll).map(({ prefix, file }) => ({
      source: prefix === '/' ? `/((?!(?:${folders})/)${NO_FILE_NAME}.*)` : `${prefix}(${NO_FILE_NAME}.*)`,
      destination: file,
    })),
  };
}

/** vercel.json as the build writes it. */
export function vercelFile(site: SiteData, options: SecurityHeaderOptions = {}): string {
  return `${JSON.stringify(vercelConfig(site, options), null, 2)}\n`;
}
