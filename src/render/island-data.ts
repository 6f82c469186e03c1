import type { DataCollections, SiteData } from '../content/model.ts';
import type { Section } from '../generated/content-types.ts';
import { EVERY_ISLAND, HEADER_READS, readsOf, type SitePaths } from './interactive.ts';

/**
 * What an island hydrates from, serialised in its page's props file (output/island-props.ts): the
 * header with the route it marks as current, or one interactive section with its props, its place
 * on the page and the records of the data collections it shows (`data`, filled in by the server).
 */
export type IslandProps =
  | { kind: 'header'; current: string }
  | { kind: 'section'; current: string; index: number; section: Section; data?: Partial<DataCollections> };

/** What an island reads of the site's data (render/interactive.ts): of site.yaml (`site.…`) and of the data collections (`data.…`). */
export function islandReads(props: IslandProps): { site: SitePaths; data: SitePaths } {
  const own = props.kind === 'header' ? HEADER_READS : readsOf(props.section);
  return {
    site: [...EVERY_ISLAND, ...own.filter((path) => path.startsWith('site.'))],
    data: own.filter((path) => path.startsWith('data.')),
  };
}

/** What the islands of these pages read of site.yaml, together: the file every page of a build shares. */
export function islandSiteReads(pages: readonly { sections: readonly Section[] }[]): Set<string> {
  const reads = new Set([...EVERY_ISLAND, ...HEADER_READS]);
  for (const page of pages) for (const path of pageSiteReads(page)) reads.add(path);
  return reads;
}

/** What each frozen page's islands read of site.yaml, in the order of its sections. */
const pageReads = new WeakMap<object, readonly string[]>();

/** What one page's islands read of site.yaml; made once per frozen page (rememberSiteReads gives it for a page kept from an earlier process). */
export function pageSiteReads(page: { sections: readonly Section[] }): readonly string[] {
  const known = pageReads.get(page);
  if (known) return known;
  const reads = page.sections.flatMap((section) => readsOf(section).filter((path) => path.startsWith('site.')));
  if (Object.isFrozen(page)) pageReads.set(page, reads);
  return reads;
}

/** What a frozen page's islands read of site.yaml, as pageSiteReads found it for the same page in an earlier process. */
export function rememberSiteReads(page: object, reads: readonly string[]): void {
  if (Object.isFrozen(page)) pageReads.set(page, reads);
}

/** The site's data an island renders from: the site.yaml part every island of the site shares, and its own records. */
export function islandSite(shared: SiteData, props: IslandProps): SiteData {
  return { ...shared, data: (props.kind === 'section' ? props.data : undefined) ?? {} } as SiteData;
}

/** The part of `site` at these paths, in the same shape; what is not named is left out. */
export function pickSite(site: SiteData, paths: Iterable<string>): SiteData {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = site;
    let into = out;
    keys.forEach((key, i) => {
      from = from !== null && typeof from === 'object' ? (from as Record<string, unknown>)[key] : undefined;
      if (from === undefined) return;
      if (i === keys.length - 1) into[key] = from;
      else into = (into[key] ??= {}) as Record<string, unknown>;
    });
  }
  return out as unknown as SiteData;
}
