import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/build/output/deploy-config';
import { headersFile, headersForPath } from '../../src/build/output/headers-file';
import { nginxSiteConf } from '../../src/build/output/nginx-conf';
import { loadSite } from '../../src/build/content/load-site';
import { contentSecurityPolicy, securityHeaders, webhookOrigin } from '../../src/build/output/security-headers';
import type { SiteData } from '../../src/content/model';

const shipped = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!.site;

/** The shipped site data with another webhook and catch-all list. */
function siteWith({ webhookUrl, catchAll }: { webhookUrl?: string; catchAll?: string[] }): SiteData {
  const site = structuredClone(shipped);
  if (webhookUrl) site.site.leads.webhookUrl = webhookUrl;
  if (catchAll) site.catchAll = catchAll;
  return site;
}

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('securityHeaders', () => {
  it('lists the five security headers with their exact values', () => {
    const headers = securityHeaders(siteWith({ webhookUrl: '/api/leads' }));
    expect(headers.map((h) => h.name)).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Permissions-Policy',
    ]);
    const value = (name: string) => headers.find((h) => h.name === name)!.value;
    expect(value('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(value('X-Content-Type-Options')).toBe('nosniff');
    expect(value('X-Frame-Options')).toBe('DENY');
    expect(value('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=(), interest-cohort=(), browsing-topics=()');
  });

  it('allows only this site for scripts, media and fonts, inline styles for Emotion, nothing framed or embedded', () => {
    expect(contentSecurityPolicy(siteWith({ webhookUrl: '/api/leads' }))).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it('lets the forms reach an absolute webhook: its origin, without path or query, joins connect-src', () => {
    const csp = directives(contentSecurityPolicy(siteWith({ webhookUrl: 'https://hooks.example.com:8443/catch/123?key=abc' })));
    expect(csp['connect-src']).toEqual(["'self'", 'https://hooks.example.com:8443']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy(siteWith({ webhookUrl: 'http://127.0.0.1:4000/hook' })))['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:4000',
    ]);
  });

  it('never allows inline scripts except by the hashes the build passes', () => {
    const csp = directives(contentSecurityPolicy(shipped, { scriptHashes: ['sha256-abc='] }));
    expect(csp['script-src']).toEqual(["'self'", "'sha256-abc='"]);
    expect(contentSecurityPolicy(shipped)).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('refuses a webhook that is neither a site path nor http(s)', () => {
    expect(webhookOrigin('/api/leads')).toBeNull();
    expect(webhookOrigin('https://hooks.example.com/x')).toBe('https://hooks.example.com');
    expect(() => webhookOrigin('ftp://hooks.example.com/x')).toThrow(/http/);
    expect(() => webhookOrigin('hooks.example.com/x')).toThrow(/http/);
    expect(() => webhookOrigin('//hooks.example.com/x')).toThrow(/http/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts a browser runs and skips external scripts and JSON data blocks', () => {
    const code = 'console.log("hi")';
    const html = [
      '<script type="module" crossorigin src="/_app/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json" id="__SITE__">{}</script>',
      `<script>${code}</script>`,
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([`sha256-${createHash('sha256').update(code).digest('base64')}`]);
    expect(inlineScriptHashes('<script type="module">import "/x.js"</script>')).toHaveLength(1);
  });
});

describe('the _headers file', () => {
  const file = headersFile(siteWith({ webhookUrl: 'https://hooks.example.com/x' }));

  it('puts the security headers on every path and a cache rule on each folder', () => {
    const names = (path: string) => headersForPath(file, path).map((h) => `${h.name}: ${h.value}`);
    const security = securityHeaders(siteWith({ webhookUrl: 'https://hooks.example.com/x' })).map((h) => `${h.name}: ${h.value}`);
    expect(names('/about')).toEqual(security);
    expect(names('/_app/index-abc.js')).toEqual([...security, 'Cache-Control: public, max-age=31536000, immutable']);
    expect(names('/_data/about.json')).toEqual([...security, 'Cache-Control: no-cache']);
    expect(names('/assets/logo.svg')).toEqual([...security, 'Cache-Control: public, max-age=3600']);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/m);
  });
});

describe('the nginx configuration', () => {
  it('adds every security header at server level with always, then picks Cache-Control per location', () => {
    const conf = nginxSiteConf(siteWith({ webhookUrl: 'https://hooks.example.com/x' }));
    for (const { name, value } of securityHeaders(siteWith({ webhookUrl: 'https://hooks.example.com/x' }))) {
      expect(conf).toContain(`\nadd_header ${name} "${value}" always;\n`);
    }
    expect(conf).toContain('add_header Cache-Control $site_cache always;');
    expect(conf).toMatch(/location \/_app\/ \{\n {4}set \$site_cache "public, max-age=31536000, immutable";/);
    expect(conf).not.toMatch(/^\s*root\s/m);
    expect(conf).toContain('absolute_redirect off;');
    expect(conf).toContain('gzip on;');
    expect(conf).toContain('error_page 404 /404.html;');
  });

  it('serves each catch-all page for unknown paths below it (nginx picks the longest prefix) and 404 elsewhere', () => {
    const conf = nginxSiteConf(siteWith({ catchAll: ['/products', '/products/kits'] }));
    expect(conf).toContain('location / {\n    try_files $uri $uri/index.html =404;');
    expect(conf).toContain('location /products/ {\n    try_files $uri $uri/index.html /products/index.html;');
    expect(conf).toContain('location /products/kits/ {\n    try_files $uri $uri/index.html /products/kits/index.html;');
  });

  it('makes the home page the fallback of everything when / is a catch-all', () => {
    expect(nginxSiteConf(siteWith({ catchAll: ['/'] }))).toContain('location / {\n    try_files $uri $uri/index.html /index.html;');
  });
});
