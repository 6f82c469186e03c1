import type { DataCollections, PageData, SiteData } from '../../content/model.ts';

/** Which data collections each section type reads (content/section-collections.ts). */
export type SectionCollections = ReadonlyMap<string, readonly string[]>;

/**
 * The data collections `page`'s sections read, from the site's: what its document carries (with
 * site.yaml and the catch-all routes whole) and what its chunk brings along to a client navigation.
 * Most pages show none of the records, and every byte of a document counts before its first paint.
 * Without a map, every collection.
 */
export function pageCollections(site: SiteData, page: PageData | null, collections?: SectionCollections): Partial<DataCollections> {
  if (!collections) return site.data;
  const names = new Set((page?.sections ?? []).flatMap((section) => collections.get(section.type) ?? []));
  return Object.fromEntries(Object.entries(site.data).filter(([name]) => names.has(name))) as Partial<DataCollections>;
}
