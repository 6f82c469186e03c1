import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InitialPage } from '../content/initial.ts';
import { pageMeta } from '../content/initial.ts';
import type { SiteData, SiteModel } from '../content/model.ts';
import { dataUrl, htmlFile } from '../content/routes.ts';
import { renderDocument } from './html.ts';
import { robots, seoHead, sitemap } from './seo.ts';

type Render = (url: string, site: SiteData, initial: InitialPage) => { html: string; styles: string };

export interface PrerenderOptions {
  model: SiteModel;
  siteDir: string;
  outDir: string;
  /** The built server entry (exports render). */
  serverEntry: string;
  /** The built index.html, with the client's script tags. */
  template: string;
}

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Write the static site: one HTML document per route (with critical CSS and the data it hydrates
 * from), one JSON chunk per page for client navigation, 404.html, the site data and the assets.
 */
export async function prerender({ model, siteDir, outDir, serverEntry, template }: PrerenderOptions): Promise<string[]> {
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: Render };
  const site = model.site;
  const documents: { route: string; file: string; initial: InitialPage }[] = [
    ...model.pages.map((page) => ({ route: page.route, file: htmlFile(page.route), initial: { route: page.route, page } })),
    { route: '/404', file: '404.html', initial: { route: '/404', page: null } },
  ];
  const byRoute = new Map(model.pages.map((page) => [page.route, page]));
  for (const { route, file, initial } of documents) {
    const { html, styles } = render(route, site, initial);
    const meta = pageMeta(site, initial);
    const head = `${seoHead(site, initial, byRoute, meta)}\n    ${styles}`;
    write(join(outDir, file), renderDocument(template, { ...meta, head, appHtml: html, site, initial }));
    if (initial.page) write(join(outDir, dataUrl(route)), JSON.stringify(initial.page));
  }
  write(join(outDir, '_data/site.json'), JSON.stringify(site));
  write(join(outDir, 'sitemap.xml'), sitemap(site, model.pages));
  write(join(outDir, 'robots.txt'), robots(site));
  const assets = join(siteDir, 'assets');
  if (existsSync(assets)) cpSync(assets, join(outDir, 'assets'), { recursive: true });
  return documents.map((d) => d.file);
}
