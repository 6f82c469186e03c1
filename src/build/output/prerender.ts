import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import type { InitialPage, PageChunk } from '../../content/initial.ts';
import { pageMeta } from '../../content/initial.ts';
import type { SiteData, SiteModel } from '../../content/model.ts';
import { dataUrl, htmlFile } from '../../content/routes.ts';
import { islandSiteReads, pickSite } from '../../render/island-data.ts';
import { lcpPreload } from '../media/lcp-preload.ts';
import { inlineScriptHashes, scriptHash, writeDeployConfig } from './deploy-config.ts';
import { pageCollections, type SectionCollections } from './page-collections.ts';
import { ADDED_SCRIPTS, betweenHeadAndMarkup, renderDocument, splitEntry, type Boot } from './html.ts';
import { outputWriter } from './output-writer.ts';
import { islandPropsWriter, takeIslandProps } from './island-props.ts';
import { publishAssets } from './publish-assets.ts';
import type { KeptDocuments } from './kept-documents.ts';
import { cachedRender, renderCache, type Rendered } from './render-cache.ts';
import { renderPool, type Render } from './render-pool.ts';
import { robots, seoHead, sitemap } from './seo.ts';

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
  /** Where server renders are kept between builds (render-cache.ts); without it every route is rendered. */
  cacheDir?: string;
  /** The documents the last build wrote into `outDir` (kept-documents.ts); without it every document is written. */
  kept?: KeptDocuments;
  /**
   * Worker threads that render (render-pool.ts): by default one per core once at least
   * WORKERS_FROM documents are to be written, none below (starting them costs more than it saves).
   */
  renderWorkers?: number;
  /** The data collections each section type reads: a document carries its page's only (page-collections.ts). */
  collections?: SectionCollections;
}

/** How many documents to write make worker threads worth starting. */
const WORKERS_FROM = 200;

/**
 * What identifies this build for the app in an open tab: its code (the manifest names every chunk
 * by content hash) and the site data every page is drawn with. A page chunk of another build than
 * the page on screen means a deploy changed one of them: the app loads that page whole. A chunk
 * whose page alone changed is drawn by the same code with the same site data, so it shows as is,
 * and a build after a one-page edit leaves the other documents as they were.
 */
export function buildId(manifest: Manifest, site: SiteData): string {
  return createHash('sha256').update(JSON.stringify(manifest)).update(JSON.stringify(site)).digest('hex').slice(0, 16);
}

/** The routes of a route's breadcrumb trail, from the home page down to itself (`/a/b` → `/`, `/a`, `/a/b`). */
function trailOf(route: string): string[] {
  const parts = route.split('/').filter(Boolean);
  return Array.from({ length: parts.length + 1 }, (_, i) => `/${parts.slice(0, i).join('/')}`);
}

/**
 * Write the static site: one HTML document per route (with critical CSS and the data it hydrates
 * from), one JSON chunk per page for client navigation, 404.html, the site data and the assets.
 */
export async function prerender({
  model,
  siteDir,
  outDir,
  serverEntry,
  template,
  manifest,
  cacheDir,
  kept,
  renderWorkers,
  collections,
}: PrerenderOptions): Promise<string[]> {
  const entryUrl = pathToFileURL(serverEntry).href;
  const site = model.site;
  const cache = cacheDir === undefined ? undefined : renderCache(cacheDir, dirname(serverEntry), site);
  const documents: { route: string; file: string; initial: InitialPage }[] = [
    ...model.pages.map((page) => ({ route: page.route, file: htmlFile(page.route), initial: { route: page.route, page } })),
    { route: '/404', file: '404.html', initial: { route: '/404', page: null } },
  ];
  const byRoute = new Map(model.pages.map((page) => [page.route, page]));
  const { entry, preload: entryPreload, template: shell } = splitEntry(template);
  const between = betweenHeadAndMarkup(shell);
  const build = buildId(manifest, site);
  // What the site's islands read of site.yaml: one file beside the entry, named by its content, so
  // the browser keeps it from page to page and a deploy that changes it names a new one.
  const islandSite = JSON.stringify(pickSite(site, islandSiteReads(model.pages)));
  const islandSiteName = `island-site-${createHash('sha256').update(islandSite).digest('hex').slice(0, 10)}.json`;
  const entryFile = Object.values(manifest).find((chunk) => chunk.isEntry)?.file ?? '_app/index.js';
  // The loader records each page view for lead attribution only when site.yaml turns it on.
  const attribution = site.site.leads.attribution;
  const boot: Boot = {
    entry,
    preload: entryPreload,
    islandSite: entry.replace(/[^/]+$/, islandSiteName),
    ...(attribution?.enabled ? { attribution: { enabled: true, clickIds: attribution.clickIds === true } } : {}),
  };
  // What every document shares (its boot scripts among them); each document's key adds its
  // render's key and those of its breadcrumb trail.
  const shared = createHash('sha256').update([shell, build, JSON.stringify([boot, [...(collections ?? [])]])].join('\0'));
  const { write, done, settled } = outputWriter();
  const writeProps = islandPropsWriter(outDir, dirname(entryFile), write);
  // The deploy configs allow the inline scripts of the documents, in the order they first appear,
  // and those the island loader adds.
  const scripts = new Set<string>(ADDED_SCRIPTS.map(scriptHash));
  try {
    await writeDocuments();
  } catch (error) {
    await Promise.all([settled(), cache?.finish(false)]);
    throw error;
  }
  kept?.save();
  publishAssets(siteDir, outDir);
  await cache?.finish(true);
  writeDeployConfig(model, outDir, [...scripts]);
  return documents.map((d) => d.file);

  async function writeDocuments() {
    const keyed = documents.map(({ route, file, initial: page }) => {
      const initial: InitialPage = { ...page, build };
      return { route, file, initial, renderKey: cache?.key(route, initial.page) };
    });
    // A document is its render, its head and its boot scripts: the head reads the site, the page and
    // the pages of its breadcrumb trail (seo.ts), the boot scripts are the same on every page (in
    // `shared`). So the key is made of their keys, and an unchanged document's head is not made.
    const renderKeys = new Map(keyed.map((plan) => [plan.route, plan.renderKey]));
    const plans = keyed.map((plan) => {
      const trail = trailOf(plan.route).map((route) => renderKeys.get(route) ?? '');
      const key = plan.renderKey && shared.copy().update(plan.renderKey).update('\0').update(trail.join('\0')).digest('hex');
      const reused = key === undefined ? undefined : kept?.reuse(plan.file, key);
      return { ...plan, key, reused };
    });
    const toWrite = plans.filter((plan) => !plan.reused).length;
    const workers = renderWorkers ?? (toWrite >= WORKERS_FROM ? availableParallelism() : 0);
    const pool = workers > 0 ? renderPool(entryUrl, site, workers) : undefined;
    const render = pool?.render ?? ((await import(entryUrl)) as { render: Render }).render;
    // Renders are started a few documents ahead, so every worker has one while the main thread writes.
    const ahead = Math.max(1, 4 * workers);
    const started = new Map<number, Promise<{ rendered: Rendered; cached: boolean }>>();
    const start = (index: number) => {
      const plan = plans[index];
      if (!plan || plan.reused || started.has(index)) return;
      const rendering = cachedRender(render, cache, plan.renderKey, plan.route, site, plan.initial);
      rendering.catch(() => undefined); // awaited in order below
      started.set(index, rendering);
    };
    try {
      for (const [index, plan] of plans.entries()) {
        const { route, file, initial, renderKey, key, reused } = plan;
        if (reused) {
          cache?.keep(renderKey!);
          reused.forEach((hash) => scripts.add(hash));
          continue;
        }
        const meta = pageMeta(site, initial);
        const seo = seoHead(site, initial, byRoute, meta);
        for (let next = index; next < index + ahead; next++) start(next);
        const { rendered, cached } = await started.get(index)!;
        const { html: markup, styles } = rendered;
        started.delete(index);
        // The document names its islands' props file on its boot script (island-props.ts); its chunk,
        // for the editor's preview and other readers of page data, has the whole page and every
        // collection it reads.
        const { html, file: props } = takeIslandProps(markup);
        const data = pageCollections(site, initial.page, collections);
        const document = renderDocument(shell, {
          ...meta,
          head: [seo, ...[lcpPreload(html)].filter(Boolean), styles].join('\n    '),
          appHtml: html,
          site,
          boot: props ? { ...boot, islandProps: entry.replace(/[^/]+$/, props.name) } : boot,
        });
        const hashes = inlineScriptHashes(document);
        hashes.forEach((hash) => scripts.add(hash));
        await write(join(outDir, file), document);
        const files = initial.page ? [file, dataUrl(route).slice(1)] : [file];
        const chunk = initial.page && { ...initial.page, build, data };
        if (chunk) await write(join(outDir, files[1]!), JSON.stringify(chunk satisfies PageChunk));
        const propsFile = props && (await writeProps(props));
        if (propsFile) files.push(propsFile);
        // A render made now is kept as the document just written (render-cache.ts).
        if (!cached && renderKey !== undefined)
          cache?.set(renderKey, rendered, {
            document: join(outDir, file),
            between,
            markup: html.length,
            ...(propsFile ? { props: join(outDir, propsFile) } : {}),
          });
        if (key !== undefined) kept?.wrote(file, key, files, hashes);
      }
    } finally {
      await pool?.close();
    }
    await write(join(outDir, '_data/site.json'), JSON.stringify({ ...site, build }));
    await write(join(outDir, dirname(entryFile), islandSiteName), islandSite);
    await write(join(outDir, 'sitemap.xml'), sitemap(site, model.pages));
    await write(join(outDir, 'robots.txt'), robots(site));
    await done();
  }
}
