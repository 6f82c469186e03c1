import type { DataCollections, PageData, SiteModel } from '../../content/model.ts';
import type { CheckedFile } from './checked-file.ts';
import { withContactLinks } from './contact-links.ts';

export interface CheckedPage {
  route: string;
  checked?: CheckedFile;
}

/**
 * The site model of content that has no error: site.yaml, the data collections and the pages in
 * address order, each page with its route and without its `catchAll` flag, which becomes the
 * site's list of catch-all routes. Links to the company phone and e-mail (contact-links.ts) are
 * the tel: and mailto: links of site.yaml.
 */
export function siteModel(site: CheckedFile, data: Map<string, CheckedFile | undefined>, pages: readonly CheckedPage[]): SiteModel {
  const pageData: PageData[] = pages.map(({ route, checked }) => pageAt(route, withContactLinks(checked!, site.value))).sort(byRoute);
  const catchAll = pages.filter((p) => (p.checked?.value as { catchAll?: boolean }).catchAll).map((p) => p.route);
  return {
    site: {
      site: withContactLinks(site, site.value) as SiteModel['site']['site'],
      data: Object.fromEntries(
        [...data].map(([name, checked]) => [name, withContactLinks(checked!, site.value)]),
      ) as unknown as DataCollections,
      catchAll,
    },
    pages: pageData,
  };
}

/** The same order as localeCompare, without making a collator for each comparison. */
const collator = new Intl.Collator();
export const byRoute = (a: PageData, b: PageData) => collator.compare(a.route, b.route);

/** The page made of each frozen value (the content cache's), by route: an unchanged page is the same object on every load. */
const made = new WeakMap<object, Map<string, PageData>>();

/** A page's value at its route, without its `catchAll` flag. */
function pageAt(route: string, value: unknown): PageData {
  const frozen = value !== null && typeof value === 'object' && Object.isFrozen(value);
  const known = frozen ? made.get(value)?.get(route) : undefined;
  if (known) return known;
  const { catchAll: _, ...page } = value as PageData & { catchAll?: boolean };
  const shown = { ...page, route };
  if (!frozen) return shown;
  const byRouteMade = made.get(value as object) ?? new Map<string, PageData>();
  made.set(value as object, byRouteMade.set(route, Object.freeze(shown)));
  return shown;
}
