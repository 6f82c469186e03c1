import type { Content, Page, Site } from '../generated/content-types.ts';

/** The shared records of site/data, by collection name. */
export type DataCollections = Content['data'];

/** Everything every page needs: site.yaml, the data collections and the catch-all routes. */
export interface SiteData {
  site: Site;
  /**
   * In a built document, only the collections its page's sections read; the others are added when
   * a page that reads them is fetched (app/page-store.ts).
   */
  data: DataCollections;
  /** Routes whose page also serves unknown addresses below them. */
  catchAll: string[];
}

/** One page, validated, with its address. */
export interface PageData extends Omit<Page, 'catchAll'> {
  route: string;
}

/** The whole validated site, as the renderer and the prerenderer receive it. */
export interface SiteModel {
  site: SiteData;
  pages: PageData[];
}
