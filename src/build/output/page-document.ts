import { createHash } from 'node:crypto';
import type { InitialPage, PageChunk } from '../../content/initial.ts';
import { pageMeta } from '../../content/initial.ts';
import type { PageData, SiteData } from '../../content/model.ts';
import { dataUrl } from '../../content/routes.ts';
import { lcpPreload } from '../media/lcp-preload.ts';
import { inlineScriptHashes } from './deploy-config.ts';
import { renderDocument, type Boot } from './html.ts';
import { takeIslandProps } from './island-props.ts';
import { pageCollections, type SectionCollections } from './page-collections.ts';
import { seoHead, trailOf } from './seo.ts';

/** What the server render of one route gives: the app's markup and the critical CSS of what it shows. */
export interface Rendered {
  html: string;
  styles: string;
}

/** What every document of a build is made with (sent once to each render worker). */
export interface DocumentSetting {
  site: SiteData;
  /** The built index.html without its script tags (html.ts splitEntry). */
  shell: string;
  boot: Boot;
  build: string;
  collections?: SectionCollections;
}

/** One document to make: its route, its file (relative to the output folder), its page, and the pages of its breadcrumb trail. */
export interface DocumentPlan {
  route: string;
  file: string;
  initial: InitialPage;
  trail: ReadonlyMap<string, PageData>;
}

/** One document made from its render: the files to write (relative to the output folder), and what the build records of it. */
export interface MadeDocument {
  /** The document first, then its data chunk (for a page). */
  files: [string, string][];
  /** The islands' props file (its name in the assets folder, and its text: island-props.ts), when the page has islands. */
  props?: { name: string; json: string };
  /** The inline script hashes of the document (deploy-config.ts). */
  hashes: string[];
  /** The length of the markup in the document (the render's, without its props block). */
  markup: number;
}

/**
 * The document of one route around its server render: the head (title, search and sharing tags,
 * the preload of its largest picture, the critical CSS), the markup, the boot script naming its
 * islands' props file; and its data chunk for client navigation and the editor's preview, with the
 * whole page and every collection it reads. The same wherever it is made (a render worker or the
 * build's own thread).
 */
export function makeDocument(setting: DocumentSetting, plan: DocumentPlan, rendered: Rendered): MadeDocument {
  const { site, shell, boot, build, collections } = setting;
  const { route, file, initial, trail } = plan;
  const meta = pageMeta(site, initial);
  const seo = seoHead(site, initial, trail, meta);
  // The document names its islands' props file on its boot script (island-props.ts).
  const { html, file: props } = takeIslandProps(rendered.html);
  const document = renderDocument(shell, {
    ...meta,
    head: [seo, ...[lcpPreload(html)].filter(Boolean), rendered.styles].join('\n    '),
    appHtml: html,
    site,
    boot: props ? { ...boot, islandProps: boot.entry.replace(/[^/]+$/, props.name) } : boot,
  });
  const files: [string, string][] = [[file, document]];
  if (initial.page) {
    const chunk = { ...initial.page, build, data: pageCollections(site, initial.page, collections) };
    files.push([dataUrl(route).slice(1), JSON.stringify(chunk satisfies PageChunk)]);
  }
  return {
    files,
    ...(props ? { props } : {}),
    hashes: inlineScriptHashes(document),
    markup: html.length,
  };
}

/** A hash of a render whole: the render cache knows by it that a document still holds it (render-cache.ts). */
export function renderDigest(value: Rendered): string {
  return createHash('sha256').update(value.html).update('\0').update(value.styles).digest('base64');
}

/** The pages of a route's breadcrumb trail that the site has, by route. */
export function trailPages(route: string, pages: ReadonlyMap<string, PageData>): Map<string, PageData> {
  const trail = new Map<string, PageData>();
  for (const step of trailOf(route)) {
    const page = pages.get(step);
    if (page) trail.set(step, page);
  }
  return trail;
}
