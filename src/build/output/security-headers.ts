import type { SiteData } from '../../content/model.ts';

/** One HTTP response header. */
export interface Header {
  name: string;
  value: string;
}

export interface SecurityHeaderOptions {
  /**
   * `'sha256-…'` sources of the inline scripts the pages run (the build computes them from the HTML
   * it wrote, deploy-config.ts). Every page has two, each with the same text everywhere, so two
   * hashes allow them on every page: the later-sections script in <head> (src/render/later-sections.ts)
   * and the boot script at the end of <body> (output/html.ts). The JSON data blocks (site, page and
   * boot data) and the JSON-LD are not scripts a Content-Security-Policy governs.
   */
  scriptHashes?: readonly string[];
}

/**
 * Features the site never uses, switched off for it and for anything it embeds. Every name is one
 * Chromium recognises (an unknown one logs "Unrecognized feature" on every page).
 */
export const DISABLED_FEATURES = ['camera', 'microphone', 'geolocation', 'interest-cohort', 'browsing-topics'] as const;

/**
 * The origin the lead forms POST to, when it is not this site: `https://hooks.example/x` →
 * `https://hooks.example`; `/api/leads` → null. Anything else is a misconfiguration (LEAD_WEBHOOK_URL
 * is not validated like site.yaml), so it is refused rather than silently blocked by the policy.
 */
export function webhookOrigin(webhookUrl: string): string | null {
  if (webhookUrl.startsWith('/') && !webhookUrl.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(webhookUrl);
  } catch {
    throw new Error(`leads.webhookUrl "${webhookUrl}" is neither a path on this site (/api/leads) nor an http(s):// address.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`leads.webhookUrl "${webhookUrl}" must be an http(s):// address or a path on this site.`);
  }
  return url.origin;
}

/** The Content-Security-Policy of every page: only this site's own code, styles, pictures and media. */
export function contentSecurityPolicy(site: SiteData, options: SecurityHeaderOptions = {}): string {
  const hook = webhookOrigin(site.site.leads.webhookUrl);
  const hashes = (options.scriptHashes ?? []).map((hash) => `'${hash}'`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes],
    // Emotion and notistack add <style> elements while the page runs.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    // Media, fonts and requests fall back to default-src: only the lead forms' webhook needs its own line.
    ...(hook ? [['connect-src', "'self'", hook] as [string, ...string[]]] : []),
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    // Without JavaScript a form posts itself to the webhook when it takes form posts.
    ['form-action', "'self'", ...(hook && site.site.leads.formPosts ? [hook] : [])],
    ['object-src', "'none'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/**
 * The security headers every response of the built site carries, in one list for every host: the
 * Netlify/Cloudflare `_headers` file, the nginx configuration and `vite preview` all use it.
 */
export function securityHeaders(site: SiteData, options: SecurityHeaderOptions = {}): Header[] {
  return [
    { name: 'Content-Security-Policy', value: contentSecurityPolicy(site, options) },
    { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { name: 'X-Content-Type-Options', value: 'nosniff' },
    { name: 'X-Frame-Options', value: 'DENY' },
    { name: 'Permissions-Policy', value: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
  ];
}
