import type { DataCollections, PageData, SiteModel } from '../../content/model.ts';
import type { CheckedFile } from './checked-file.ts';

export interface CheckedPage {
  route: string;
  checked?: CheckedFile;
}

/**
 * The site model of content that has no error: site.yaml, the data collections and the pages in
 * address order, each page with its route and without its `catchAll` flag, which becomes the
 * site's list of catch-all routes.
 */
export function siteModel(site: CheckedFile, data: Map<string, CheckedFile | undefined>, pages: readonly CheckedPage[]): SiteModel {
  const pageData: PageData[] = pages
    .map(({ route, checked }) => {
      const { catchAll: _, ...page } = checked!.value as PageData & { catchAll?: boolean };
      return { ...page, route };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  const catchAll = pages.filter((p) => (p.checked?.value as { catchAll?: boolean }).catchAll).map((p) => p.route);
  return {
    site: {
      site: site.value as SiteModel['site']['site'],
      data: Object.fromEntries([...data].map(([name, checked]) => [name, checked!.value])) as unknown as DataCollections,
      catchAll,
    },
    pages: pageData,
  };
}
