import type { SiteData } from '../../content/model.ts';
import { CACHE_RULES } from './deploy-paths.ts';
import { securityHeaders, type Header, type SecurityHeaderOptions } from './security-headers.ts';

/**
 * `_headers` for Netlify and Cloudflare Pages: the security headers on every path, the cache rules
 * on their folders. HTML keeps the host's default (revalidate), because both hosts join the values
 * of a header set by two matching rules.
 */
export function headersFile(site: SiteData, options: SecurityHeaderOptions = {}): string {
  const block = (path: string, headers: Header[]) => [path, ...headers.map(({ name, value }) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by npm run build from site/ (src/build/output/security-headers.ts, deploy-paths.ts): edit those, not this file.',
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
