import { htmlFile } from '../../content/routes.ts';
import { HEADERS_FILE, NGINX_FILE, REDIRECTS_FILE, VERCEL_FILE } from './deploy-paths.ts';

/**
 * How the built site answers an address, in terms every host can express: the one description the
 * nginx configuration, `_redirects`, `_headers` and `vercel.json` are all written from.
 *
 * - A page answers at its address with and without a trailing slash (`/about`, `/about/`), with 200.
 * - A catch-all page (`catchAll: true`) also answers every unknown address below it, with 200,
 *   except an address whose last segment has a dot (`/products/x.js`): that names a missing file.
 * - The folders of files (/_app/, /_img/, /_data/, /assets/) answer with a file or not at all.
 * - Anything else is `/404.html` with status 404.
 */

/** The not-found page, relative to dist/. */
export const NOT_FOUND_FILE = '404.html';

/** A catch-all page: the address prefix it serves below, and the file that answers there. */
export interface CatchAll {
  route: string;
  /** `/products/` (`/` for the home page). */
  prefix: string;
  /** `/products/index.html`. */
  file: string;
}

/** The catch-all pages, longest prefix first (the nearest catch-all answers, as in catchAllFor). */
export function catchAllPages(catchAll: readonly string[]): CatchAll[] {
  return [...catchAll]
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map((route) => ({ route, prefix: route === '/' ? '/' : `${route}/`, file: `/${htmlFile(route)}` }));
}

/**
 * The routes that lie below a catch-all other than the home page's (and so keep their own page,
 * never the catch-all's): each route's parents are looked up, not every catch-all tried.
 */
export function belowCatchAlls(routes: readonly string[], catchAlls: readonly CatchAll[]): string[] {
  const prefixes = new Set(catchAlls.map(({ prefix }) => prefix).filter((prefix) => prefix !== '/'));
  return routes.filter((route) => {
    for (let slash = route.indexOf('/', 1); slash > 0; slash = route.indexOf('/', slash + 1))
      if (prefixes.has(route.slice(0, slash + 1))) return true;
    return false;
  });
}

/** Files of the build that are for the servers, never for visitors: each host answers them with 404 where it can. */
export const SERVER_FILES: readonly string[] = [`/${HEADERS_FILE}`, `/${REDIRECTS_FILE}`, `/${VERCEL_FILE}`, `/${NGINX_FILE}`];
