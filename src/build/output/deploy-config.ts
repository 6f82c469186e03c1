import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteData, SiteModel } from '../../content/model.ts';
import { htmlFile } from '../../content/routes.ts';
import { securityHeaders, type Header, type SecurityHeaderOptions } from './security-headers.ts';

/** Where the build writes the server configuration, relative to dist/. */
export const HEADERS_FILE = '_headers';
export const NGINX_FILE = 'nginx/site.conf';

/**
 * How long browsers and caches keep each kind of file. Scripts and styles in /_app/ have a content
 * hash in their name, so they never change; pages, page data and the unhashed site assets do.
 */
export const CACHE_RULES: readonly { prefix: string; value: string }[] = [
  { prefix: '/_app/', value: 'public, max-age=31536000, immutable' },
  { prefix: '/_data/', value: 'no-cache' },
  { prefix: '/assets/', value: 'public, max-age=3600' },
];
/** Pages (and everything else) are revalidated on every visit, so a deploy shows at once. */
export const HTML_CACHE = 'no-cache';

/** `<script>` types a browser runs; any other type is a data block, which CSP does not govern. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'importmap', 'speculationrules']);

/** `sha256-…` of every inline script the browser would run in this HTML (none in today's pages). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1]!;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(value)) continue;
    hashes.push(`sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/**
 * `_headers` for Netlify and Cloudflare Pages: the security headers on every path, the cache rules
 * on their folders. HTML keeps the host's default (revalidate), because both hosts join the values
 * of a header set by two matching rules.
 */
export function headersFile(site: SiteData, options: SecurityHeaderOptions = {}): string {
  const block = (path: string, headers: Header[]) => [path, ...headers.map(({ name, value }) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by npm run build from site/ (src/build/output/security-headers.ts, deploy-config.ts): edit those, not this file.',
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

/** A double-quoted nginx string. `$` would start a variable, and no header value needs one. */
function quote(value: string): string {
  if (value.includes('$')) throw new Error(`A header value for nginx contains "$": ${value}`);
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** `location` blocks for pages under `prefix`, with `fallback` (a URI, or =404) for unknown paths below it. */
function pageLocation(prefix: string, fallback: string, comment: string): string {
  return [
    `# ${comment}`,
    `location ${prefix} {`,
    `    try_files $uri $uri/index.html ${fallback};`,
    '    # /about/ as /about; a folder without a page (/assets/) is not found, not forbidden.',
    `    location ~ /$ { try_files \${uri}index.html ${fallback}; }`,
    '    # A missing file (/products/x.js) is not found, never a page: page addresses have no dot.',
    '    location ~ \\.[^/]*$ { try_files $uri =404; }',
    '}',
  ].join('\n');
}

/**
 * The nginx configuration of the built site, for `include` inside a `server {}` block that sets
 * `root` to the dist/ folder: routing as `vite preview` does it (a page with or without its trailing
 * slash, the catch-all pages for unknown paths below them, /404.html with status 404 for anything
 * else), the security headers on every response, cache lifetimes and gzip.
 */
export function nginxSiteConf(site: SiteData, options: SecurityHeaderOptions = {}): string {
  const catchAll = [...site.catchAll].sort((a, b) => b.length - a.length);
  const rootFallback = catchAll.includes('/') ? `/${htmlFile('/')}` : '=404';
  const assetLocation = (prefix: string, value: string) =>
    [
      `location ${prefix} {`,
      `    set $site_cache ${quote(value)};`,
      '    try_files $uri =404;',
      '    location ~ /$ { return 404; }',
      '}',
    ].join('\n');
  return [
    '# Written by npm run build from site/ (src/build/output/deploy-config.ts): rebuild instead of editing.',
    '# Include it inside the server {} block of the site, after root points at this dist/ folder:',
    '#',
    '#     server {',
    '#         listen 80;',
    '#         server_name www.example.com;',
    '#         root /srv/site/dist;',
    '#         include /srv/site/dist/nginx/site.conf;',
    '#     }',
    '#',
    '# Security headers are set here, at server level, with `always` (error pages too). The locations',
    '# below only pick the Cache-Control value, so they inherit every add_header of the server,',
    '# including ones you add yourself (e.g. Strict-Transport-Security once the site is on HTTPS).',
    '',
    'absolute_redirect off;',
    'server_tokens off;',
    'charset utf-8;',
    'index index.html;',
    '# The build writes regular files only; a symbolic link that appears in dist/ is never followed.',
    'disable_symlinks on;',
    'error_page 404 /404.html;',
    '',
    'gzip on;',
    'gzip_vary on;',
    'gzip_comp_level 5;',
    'gzip_min_length 256;',
    'gzip_proxied any;',
    'gzip_types text/plain text/css text/xml text/javascript application/javascript application/json application/ld+json application/manifest+json application/xml image/svg+xml;',
    '',
    ...securityHeaders(site, options).map(({ name, value }) => `add_header ${name} ${quote(value)} always;`),
    `set $site_cache ${quote(HTML_CACHE)};`,
    'add_header Cache-Control $site_cache always;',
    '',
    pageLocation('/', rootFallback, 'Pages: /about and /about/ are about/index.html; anything unknown is /404.html with status 404.'),
    ...catchAll
      .filter((route) => route !== '/')
      .map((route) =>
        pageLocation(`${route}/`, `/${htmlFile(route)}`, `${route} also answers every unknown path below it, with status 200.`),
      ),
    '',
    '# Hashed scripts and styles never change; page data and site assets do.',
    ...CACHE_RULES.map((rule) => assetLocation(rule.prefix, rule.value)),
    '',
    'location = /404.html {',
    '    internal;',
    '}',
    '# This configuration and the _headers file are for the server, not for visitors.',
    `location = /${HEADERS_FILE} { return 404; }`,
    `location ^~ /${dirname(NGINX_FILE)}/ { return 404; }`,
    '',
  ].join('\n');
}

/**
 * Write `_headers` and `nginx/site.conf` into the built site, with the hashes of any inline script
 * found in the written HTML documents (`files`, relative to outDir).
 */
export function writeDeployConfig(model: SiteModel, outDir: string, files: readonly string[]): string[] {
  const reserved = `/${dirname(NGINX_FILE)}`;
  const clash = model.pages.find((page) => page.route === reserved || page.route.startsWith(`${reserved}/`));
  if (clash)
    throw new Error(
      `The page ${clash.route} clashes with dist${reserved}/, where the build writes the nginx configuration: rename the page.`,
    );
  const scriptHashes = [
    ...new Set(
      files.flatMap((file) => (existsSync(join(outDir, file)) ? inlineScriptHashes(readFileSync(join(outDir, file), 'utf8')) : [])),
    ),
  ];
  const written: [string, string][] = [
    [HEADERS_FILE, headersFile(model.site, { scriptHashes })],
    [NGINX_FILE, nginxSiteConf(model.site, { scriptHashes })],
  ];
  for (const [file, text] of written) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
  }
  return written.map(([file]) => file);
}
