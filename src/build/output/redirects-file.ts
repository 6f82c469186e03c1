import type { SiteModel } from '../../content/model.ts';
import { htmlFile } from '../../content/routes.ts';
import { CACHE_RULES, NGINX_FILE } from './deploy-paths.ts';
import { belowCatchAlls, catchAllPages, NOT_FOUND_FILE } from './site-routing.ts';

/** One `_redirects` line: from, to, status, padded into columns. */
function rule(from: string, to: string, status: string): string {
  return `${from.padEnd(40)} ${to.padEnd(40)} ${status}`;
}

/**
 * `_redirects` for Netlify and Cloudflare Pages, from the routing nginx-conf.ts writes
 * (site-routing.ts): rules apply top to bottom and the first that matches wins.
 *
 * - The nginx configuration is not found (Netlify; Cloudflare Pages ignores status 404 rules and
 *   serves the file).
 * - Each page below a catch-all is rewritten to its own file first. Netlify would serve it anyway
 *   (a rule without `!` never shadows an existing file), but Cloudflare Pages applies a rule even
 *   where a file exists, so without these lines the catch-all would swallow them.
 * - Each catch-all prefix is rewritten (status 200) to its page, the nearest prefix first.
 * - Anything else is /404.html with status 404 (Netlify; Cloudflare Pages does this by itself).
 *
 * One thing nginx does differently: there, an address below a catch-all whose last segment has a
 * dot (`/products/x.js`) is a missing file (404); `_redirects` patterns cannot tell it apart, so
 * these hosts show the catch-all page for it.
 */
export function redirectsFile(model: SiteModel): string {
  const catchAlls = catchAllPages(model.site.catchAll);
  const own = belowCatchAlls(
    model.pages.map((page) => page.route),
    catchAlls,
  ).sort();
  const lines = [
    '# Written by npm run build from site/ (src/build/output/redirects-file.ts, site-routing.ts): rebuild instead of editing.',
    '# Netlify and Cloudflare Pages: the first rule that matches an address wins.',
    '',
    '# The server configuration is not for visitors.',
    rule(`/${NGINX_FILE.split('/')[0]}/*`, `/${NOT_FOUND_FILE}`, '404!'),
  ];
  if (own.length) lines.push('', '# Pages below a catch-all page keep their own file.');
  for (const route of own) lines.push(rule(route, `/${htmlFile(route)}`, '200'), rule(`${route}/`, `/${htmlFile(route)}`, '200'));
  if (catchAlls.some(({ prefix }) => prefix === '/')) {
    lines.push('', '# Files that do not exist are not found, never the home page.');
    for (const { prefix } of CACHE_RULES) lines.push(rule(`${prefix}*`, `/${NOT_FOUND_FILE}`, '404'));
  }
  if (catchAlls.length) lines.push('', '# Catch-all pages: every unknown address below them shows the page, with status 200.');
  for (const { prefix, file } of catchAlls) lines.push(rule(`${prefix}*`, file, '200'));
  lines.push('', '# Anything else: the not-found page, with status 404.', rule('/*', `/${NOT_FOUND_FILE}`, '404'), '');
  return lines.join('\n');
}
