import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteModel } from '../../content/model.ts';
import { HEADERS_FILE, NGINX_FILE, REDIRECTS_FILE, VERCEL_FILE } from './deploy-paths.ts';
import { headersFile } from './headers-file.ts';
import { nginxSiteConf } from './nginx-conf.ts';
import { redirectsFile } from './redirects-file.ts';
import { attr, isExecutableScript } from './scripts.ts';
import { vercelFile } from './vercel-config.ts';

/**
 * `sha256-…` of every inline script the browser would run in this HTML: on every page, the boot
 * script (html.ts), which holds early lead-form submissions and starts the app after the first paint.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1]!;
    if (attr(attributes, 'src') !== undefined || !isExecutableScript(attributes)) continue;
    hashes.push(`sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/**
 * Write the configuration of every common static host into the built site, all from the same
 * routing (site-routing.ts) and headers, with the hashes of the inline scripts found in the written
 * HTML documents (`files`, relative to outDir): `nginx/site.conf`, `_headers` (Netlify, Cloudflare
 * Pages and other hosts that read it), `_redirects` (Netlify, Cloudflare Pages) and `vercel.json`.
 */
export function writeDeployConfig(model: SiteModel, outDir: string, files: readonly string[]): string[] {
  const reserved = `/${dirname(NGINX_FILE)}`;
  const clash = model.pages.find((page) => page.route === reserved || page.route.startsWith(`${reserved}/`));
  if (clash)
    throw new Error(
      `The page ${clash.route} clashes with dist${reserved}/, where the build writes the nginx configuration: rename the page.`,
    );
  const documents = files.map((file) => join(outDir, file)).filter((file) => existsSync(file));
  const scriptHashes = [...new Set(documents.flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8'))))];
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
