import type { SiteData } from '../../content/model.ts';
import { dirname } from 'node:path';
import { CACHE_RULES, HTML_CACHE, NGINX_FILE } from './deploy-paths.ts';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers.ts';
import { catchAllPages, NOT_FOUND_FILE, SERVER_FILES } from './site-routing.ts';

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

/** A folder of files only (/_app/, /_data/, /assets/), with its cache lifetime. */
function assetLocation(prefix: string, value: string): string {
  return [
    `location ${prefix} {`,
    `    set $site_cache ${quote(value)};`,
    '    try_files $uri =404;',
    '    location ~ /$ { return 404; }',
    '}',
  ].join('\n');
}

const HEADER = [
  '# Written by npm run build from site/ (src/build/output/nginx-conf.ts): rebuild instead of editing.',
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
];

/** The page locations: every page, then each catch-all page for the unknown paths below it (nginx picks the longest prefix). */
function pageLocations(site: SiteData): string[] {
  const catchAll = catchAllPages(site.catchAll);
  const root = catchAll.find(({ prefix }) => prefix === '/');
  return [
    pageLocation(
      '/',
      root ? root.file : '=404',
      'Pages: /about and /about/ are about/index.html; anything unknown is /404.html with status 404.',
    ),
    ...catchAll
      .filter(({ prefix }) => prefix !== '/')
      .map(({ route, prefix, file }) => pageLocation(prefix, file, `${route} also answers every unknown path below it, with status 200.`)),
  ];
}

/** Where nginx finds the lead relay: LEAD_RELAY_UPSTREAM when the build sets it (an upstream of several instances), else the relay's default address. */
export function relayUpstream(env: NodeJS.ProcessEnv = process.env): string {
  const upstream = env.LEAD_RELAY_UPSTREAM || 'http://127.0.0.1:8787';
  if (!/^https?:\/\/[A-Za-z0-9.[\]:_-]+$/.test(upstream))
    throw new Error(`LEAD_RELAY_UPSTREAM "${upstream}" must be http://host:port or http://<upstream name>, with no path.`);
  return upstream;
}

/**
 * The lead relay's location, for a site built for it: the forms' posts and the team's inbox go to
 * the relay, with the visitor's address (the relay's rate limit reads the last X-Forwarded-For
 * entry with --trust-proxy true). Its answers are never cached; the relay's own duplicates of the
 * server's headers are dropped.
 */
function relayLocation(): string[] {
  return [
    '# The lead relay (npm run leads): the forms post here, and the team opens /api/leads/inbox.',
    'location ^~ /api/leads {',
    `    proxy_pass ${relayUpstream()};`,
    '    proxy_set_header Host $host;',
    '    proxy_set_header X-Forwarded-For $remote_addr;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    proxy_hide_header Cache-Control;',
    '    proxy_hide_header X-Content-Type-Options;',
    '    proxy_hide_header Referrer-Policy;',
    `    set $site_cache ${quote('no-store')};`,
    '    client_max_body_size 64k;',
    '    proxy_read_timeout 30s;',
    '}',
    '',
  ];
}

/**
 * The nginx configuration of the built site, for `include` inside a `server {}` block that sets
 * `root` to the dist/ folder: routing as `vite preview` does it (a page with or without its trailing
 * slash, the catch-all pages for unknown paths below them, /404.html with status 404 for anything
 * else), the security headers on every response, cache lifetimes and gzip.
 */
export function nginxSiteConf(site: SiteData, options: SecurityHeaderOptions = {}): string {
  return [
    ...HEADER,
    ...securityHeaders(site, options).map(({ name, value }) => `add_header ${name} ${quote(value)} always;`),
    `set $site_cache ${quote(HTML_CACHE)};`,
    'add_header Cache-Control $site_cache always;',
    '',
    ...pageLocations(site),
    '',
    ...(site.site.leads.relay ? relayLocation() : []),
    '# Hashed scripts and styles never change; page data and site assets do.',
    ...CACHE_RULES.map((rule) => assetLocation(rule.prefix, rule.value)),
    '',
    `location = /${NOT_FOUND_FILE} {`,
    '    internal;',
    '}',
    '# This configuration and the files for other hosts are for the servers, not for visitors.',
    ...SERVER_FILES.filter((path) => path !== `/${NGINX_FILE}`).map((path) => `location = ${path} { return 404; }`),
    `location ^~ /${dirname(NGINX_FILE)}/ { return 404; }`,
    '',
  ].join('\n');
}
