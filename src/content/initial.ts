import type { DataCollections, PageData, SiteData } from './model.ts';
import { fill } from './words.ts';

/** What the server hands the browser for the first render: the address and its page (null: not found). */
export interface InitialPage {
  route: string;
  page: PageData | null;
  /** The build that wrote this page's data (none in dev); page chunks carry it. */
  build?: string;
  /**
   * In dev: the load of the content this page was rendered from. The page's script says it once it
   * listens for updates, and is sent what changed in between (build/vite/hot-update.ts).
   */
  revision?: number;
}

/** The events between the development server and its pages' script (build/vite/hot-update.ts, app/full-render.tsx). */
export const SITE_UPDATE_EVENT = 'site:update';
export const SITE_READY_EVENT = 'site:ready';
export interface SiteReady {
  route: string;
  revision?: number;
}

/**
 * A page's data chunk, `/_data/<route>.json`: the page, the build that wrote it, and the data
 * collections its sections read.
 */
export type PageChunk = PageData & { build?: string; data?: Partial<DataCollections> };

/** The ids of the JSON blocks of a document rendered whole in the browser (the development server's). */
export const SITE_DATA_ID = '__SITE__';
export const PAGE_DATA_ID = '__PAGE__';
/** The global list where the boot script keeps lead forms submitted before the app took them over. */
export const LEAD_HOLD = '__leadHold';

export type { SiteData };

/** Title and description of a page, or of the not-found page (site.yaml ui.notFound; empty without the site's data). */
export function pageMeta(site: SiteData | null, initial: InitialPage): { title: string; description: string } {
  if (initial.page) return { title: initial.page.title, description: initial.page.description };
  if (!site) return { title: '', description: '' };
  const { brand, ui } = site.site;
  return { title: fill(ui.notFound.title, { brand: brand.name }), description: ui.notFound.description };
}
