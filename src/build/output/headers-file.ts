import type { SiteData } from '../../content/model.ts';
import { CACHE_RULES } from './deploy-paths.ts';
import { securityHeaders, type Header, type SecurityHeaderOptions } from './security-headers.ts';

/**
 * `_headers` for Netlify, Cloudflare Pages and any host that reads it: the security headers on every
 * path and the cache rules on their folders. Pages get the host's own Cache-Control, which on both
 * makes the browser ask again each time, as nginx's HTML_CACHE does: a rule per page would join its
 * value with `/*`'s on these hosts and, at thousands of pages, pass Cloudflare's limit of 100 rules.
 */
export function headersFile(site: SiteData, options: SecurityHeaderOptions = {}): string {
  const block = (path: string, headers: Header[]) => [path, ...headers.map(({ name, value }) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by npm run build from site/ (src/build/output/security-headers.ts, deploy-paths.ts, site-routing.ts): edit those, not this file.',
    block('/*', securityHeaders(site, options)),
    ...CACHE_RULES.map((rule) => block(`${rule.prefix}*`, [{ name: 'Cache-Control', value: rule.value }])),
    '',
  ].join('\n');
}

/** The headers a `_headers` file gives `path`: the lines of every rule whose pattern matches it, in order. */
export function headersForPath(file: string, path: string): Header[] {
  const headers: Header[] = [];
  let matches = false;
  for (const line of file.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      matches = pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
      continue;
    }
    const colon = line.indexOf(':');
    if (matches && colon > 0) headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return headers;
}

/** The names of every header a `_headers` file sets, for any path. */
export function headerNames(file: string): string[] {
  return file
    .split('\n')
    .filter((line) => /^\s/.test(line) && line.indexOf(':') > 0)
    .map((line) => line.slice(0, line.indexOf(':')).trim());
}
