import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import type { InitialPage } from '../../content/initial.ts';
import type { SiteData, SiteModel } from '../../content/model.ts';
import { htmlFile } from '../../content/routes.ts';
import { islandSiteReads, pickSite } from '../../render/island-data.ts';
import { scriptHash, writeDeployConfig } from './deploy-config.ts';
import type { SectionCollections } from './page-collections.ts';
import { ADDED_SCRIPTS, splitEntry, type Boot } from './html.ts';
import { outputWriter } from './output-writer.ts';
import { islandPropsWriter } from './island-props.ts';
import { makeDocument, renderDigest, trailPages, type DocumentSetting, type Rendered } from './page-document.ts';
import { publishAssets } from './publish-assets.ts';
import type { KeptDocuments } from './kept-documents.ts';
import { betweenHeadAndMarkup, renderCache } from './render-cache.ts';
import { renderPool, type Render, type WrittenDocument } from './render-pool.ts';
import { robots, sitemap, trailOf } from './seo.ts';

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
  const assetsDir = dirname(entryFile);
  const writeProps = islandPropsWriter(outDir, assetsDir, write);
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
    const setting: DocumentSetting = { site, shell, boot, build, ...(collections ? { collections } : {}) };
    const pool = workers > 0 ? renderPool(entryUrl, setting, outDir, assetsDir, workers) : undefined;
    const render = pool ? undefined : ((await import(entryUrl)) as { render: Render }).render;
    /** A document made here from its render (kept by the cache, or rendered in this thread), its files queued to the writer. */
    const writeHere = async (plan: (typeof plans)[number], rendered: Rendered): Promise<WrittenDocument> => {
      const made = makeDocument(setting, { ...plan, trail: trailPages(plan.route, byRoute) }, rendered);
      for (const [name, text] of made.files) await write(join(outDir, name), text);
      const files = made.files.map(([name]) => name);
      if (made.props) files.push(await writeProps(made.props));
      return { files, hashes: made.hashes, markup: made.markup, styles: rendered.styles.length, digest: renderDigest(rendered) };
    };
    // Documents are started a few ahead, so every worker has one while the main thread records the last.
    const ahead = Math.max(1, 4 * workers);
    const started = new Map<number, Promise<{ written: WrittenDocument; cached: boolean }>>();
    const start = (index: number) => {
      const plan = plans[index];
      if (!plan || plan.reused || started.has(index)) return;
      const kept = plan.renderKey === undefined ? undefined : cache?.get(plan.renderKey);
      const writing = kept
        ? writeHere(plan, kept).then((written) => ({ written, cached: true }))
        : (pool
            ? pool.write(plan.route, plan.file, plan.initial, trailPages(plan.route, byRoute))
            : render!(plan.route, site, plan.initial).then((rendered) => writeHere(plan, rendered))
          ).then((written) => ({ written, cached: false }));
      writing.catch(() => undefined); // awaited in order below
      started.set(index, writing);
    };
    try {
      for (const [index, plan] of plans.entries()) {
        const { file, renderKey, key, reused } = plan;
        if (reused) {
          cache?.keep(renderKey!);
          reused.forEach((hash) => scripts.add(hash));
          continue;
        }
        for (let next = index; next < index + ahead; next++) start(next);
        const { written, cached } = await started.get(index)!;
        started.delete(index);
        written.hashes.forEach((hash) => scripts.add(hash));
        if (key !== undefined) kept?.wrote(file, key, written.files, written.hashes);
        // A render made now is kept as the document just written (render-cache.ts).
        const props = written.files.find((name) => name.startsWith(`${assetsDir}/`));
        if (!cached && renderKey !== undefined)
          cache?.set(renderKey, {
            document: join(outDir, file),
            between,
            markup: written.markup,
            styles: written.styles,
            ...(props ? { props: join(outDir, props) } : {}),
            digest: written.digest,
          });
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
