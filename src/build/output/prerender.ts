import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import type { InitialPage, PageChunk } from '../../content/initial.ts';
import { pageMeta } from '../../content/initial.ts';
import type { SiteData, SiteModel } from '../../content/model.ts';
import { dataUrl, htmlFile } from '../../content/routes.ts';
import { sectionComponentFile } from '../content/schema-names.ts';
import { writeDeployConfig } from './deploy-config.ts';
import { renderDocument, splitEntry } from './html.ts';
import { publishAssets } from './publish-assets.ts';
import { robots, seoHead, sitemap } from './seo.ts';

type Render = (url: string, site: SiteData, initial: InitialPage) => Promise<{ html: string; styles: string }>;

export interface PrerenderOptions {
  model: SiteModel;
  siteDir: string;
  outDir: string;
  /** The built server entry (exports render). */
  serverEntry: string;
  /** The built index.html, with the client's script tags. */
  template: string;
  /** Vite's build manifest: which chunk holds each section component. */
  manifest: Manifest;
}

/**
 * The modules of the section components a page hydrates first (and what they import), to be
 * fetched in parallel with the entry instead of after it. Each type's component is found in the
 * manifest under the file schema-names.ts names for it, the file the generated registry imports.
 */
export function sectionPreloads(manifest: Manifest, types: readonly string[], base = '/'): string[] {
  const files = new Set<string>();
  const entryImports = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const child of chunk.imports ?? []) walk(child, into);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (entry) walk(entry, entryImports);
  for (const type of new Set(types)) {
    const key = sectionComponentFile(type);
    if (manifest[key]?.isDynamicEntry) walk(key, files);
  }
  return [...files].filter((file) => !entryImports.has(file)).map((file) => `${base}${file}`);
}

/**
 * What identifies this build: its code (the manifest names every chunk by content hash) and its
 * content. A page chunk from another build than the page on screen means a deploy happened.
 */
export function buildId(manifest: Manifest, model: SiteModel): string {
  return createHash('sha256').update(JSON.stringify(manifest)).update(JSON.stringify(model)).digest('hex').slice(0, 16);
}

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Write the static site: one HTML document per route (with critical CSS and the data it hydrates
 * from), one JSON chunk per page for client navigation, 404.html, the site data and the assets.
 */
export async function prerender({ model, siteDir, outDir, serverEntry, template, manifest }: PrerenderOptions): Promise<string[]> {
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: Render };
  const site = model.site;
  const documents: { route: string; file: string; initial: InitialPage }[] = [
    ...model.pages.map((page) => ({ route: page.route, file: htmlFile(page.route), initial: { route: page.route, page } })),
    { route: '/404', file: '404.html', initial: { route: '/404', page: null } },
  ];
  const byRoute = new Map(model.pages.map((page) => [page.route, page]));
  const { entry, preload: entryPreload, template: shell } = splitEntry(template);
  const build = buildId(manifest, model);
  for (const { route, file, initial: page } of documents) {
    const initial: InitialPage = { ...page, build };
    const { html, styles } = await render(route, site, initial);
    const meta = pageMeta(site, initial);
    const preload = sectionPreloads(manifest, initial.page?.sections.slice(0, 1).map((section) => section.type) ?? []);
    const head = [seoHead(site, initial, byRoute, meta), styles].join('\n    ');
    write(
      join(outDir, file),
      renderDocument(shell, { ...meta, head, appHtml: html, site, initial, boot: { entry, preload: [...entryPreload, ...preload] } }),
    );
    if (initial.page) write(join(outDir, dataUrl(route)), JSON.stringify({ ...initial.page, build } satisfies PageChunk));
  }
  write(join(outDir, '_data/site.json'), JSON.stringify({ ...site, build }));
  write(join(outDir, 'sitemap.xml'), sitemap(site, model.pages));
  write(join(outDir, 'robots.txt'), robots(site));
  publishAssets(siteDir, outDir);
  writeDeployConfig(
    model,
    outDir,
    documents.map((d) => d.file),
  );
  return documents.map((d) => d.file);
}
