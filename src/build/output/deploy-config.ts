import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteModel } from '../../content/model.ts';
import { HEADERS_FILE, NGINX_FILE, REDIRECTS_FILE, VERCEL_FILE } from './deploy-paths.ts';
import { headersFile } from './headers-file.ts';
import { nginxSiteConf } from './nginx-conf.ts';
import { redirectsFile } from './redirects-file.ts';
import { attr, isExecutableScript } from './scripts.ts';
import { vercelFile } from './vercel-config.ts';

/** The hashes of the inline scripts met so far: every document of a build has the same few. */
const hashed = new Map<string, string>();

/** The CSP source that allows an inline script with this text. */
export function scriptHash(text: string): string {
  let hash = hashed.get(text);
  if (hash === undefined) {
    hash = `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
    if (hashed.size < 1000) hashed.set(text, hash);
  }
  return hash;
}

/**
 * `sha256-…` of every inline script the browser would run in this HTML, in order: on every page,
 * the later-sections script in <head> (src/render/later-sections.ts), which lays the sections below
 * the first screen out after the load, and the boot script (html.ts), which holds early lead-form
 * submissions and starts the app after the first paint. The JSON data blocks and the JSON-LD are
 * data, not scripts: they have no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  // Each opening tag, then its end tag: a lazy match over whole documents costs more than the build's writes.
  const open = /<script\b([^>]*)>/gi;
  const close = /<\/script\s*>/gi;
  for (let match = open.exec(html); match; match = open.exec(html)) {
    close.lastIndex = open.lastIndex;
    const end = close.exec(html);
    if (!end) break;
    const attributes = match[1]!;
    if (attr(attributes, 'src') === undefined && isExecutableScript(attributes))
      hashes.push(scriptHash(html.slice(open.lastIndex, end.index)));
    open.lastIndex = close.lastIndex;
  }
  return hashes;
}

/**
 * Write the configuration of every common static host into the built site, all from the same
 * routing (site-routing.ts) and headers, allowing the inline scripts of the written documents by
 * their hashes (`scriptHashes`, from inlineScriptHashes): `nginx/site.conf`, `_headers` (Netlify,
 * Cloudflare Pages and other hosts that read it), `_redirects` (Netlify, Cloudflare Pages) and `vercel.json`.
 */
export function writeDeployConfig(model: SiteModel, outDir: string, scriptHashes: readonly string[]): string[] {
  const reserved = `/${dirname(NGINX_FILE)}`;
  const clash = model.pages.find((page) => page.route === reserved || page.route.startsWith(`${reserved}/`));
  if (clash)
    throw new Error(
      `The page ${clash.route} clashes with dist${reserved}/, where the build writes the nginx configuration: rename the page.`,
    );
  const written: [string, string][] = [
    [HEADERS_FILE, headersFile(model.site, { scriptHashes })],
    [NGINX_FILE, nginxSiteConf(model.site, { scriptHashes })],
    [REDIRECTS_FILE, redirectsFile(model)],
    [VERCEL_FILE, vercelFile(model.site, { scriptHashes })],
  ];
  for (const [file, text] of written) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
  }
  return written.map(([file]) => file);
}
