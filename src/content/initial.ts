import type { DataCollections, PageData, SiteData } from './model.ts';
import { fill } from './words.ts';

/** What the server hands the browser for the first render: the address and its page (null: not found). */
export interface InitialPage {
  route: string;
  page: PageData | null;
  /** The build that wrote this document (none in dev); page chunks carry it too. */
  build?: string;
  /**
   * The page's static sections are stubs (staticStub): the document's prerendered markup is all
   * there is of them. The browser never renders them and fetches the page's chunk to show the
   * page again later.
   */
  partial?: true;
}

/** What a document carries of a static section (render/interactive.ts): its type and id, none of its content. */
export interface StaticStub {
  type: string;
  id?: string;
  static: true;
}

/** A static section's stub in place of the section. */
export function staticStub(section: { type: string; id?: string }): StaticStub {
  return { type: section.type, ...(section.id === undefined ? {} : { id: section.id }), static: true };
}

/** Whether a section of a served page is a stub of a static one. */
export function isStaticStub(section: object): boolean {
  return (section as Partial<StaticStub>).static === true;
}

/**
 * The page as its document carries it: the sections `keep` says need script whole, the others as
 * stubs, so the document holds the data of the interactive sections only.
 */
export function servedPage(page: PageData, keep: (section: PageData['sections'][number]) => boolean): PageData {
  return {
    ...page,
    sections: page.sections.map((section) => (keep(section) ? section : (staticStub(section) as unknown as typeof section))),
  };
}

/**
 * A page's data chunk, `/_data/<route>.json`, fetched for client navigation: the page, the build
 * that wrote it, and the data collections its sections read (a document carries only its own page's).
 */
export type PageChunk = PageData & { build?: string; data?: Partial<DataCollections> };

/** The ids of the JSON blocks in every HTML document. */
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
