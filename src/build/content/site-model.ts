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
  const pageData: PageData[] = pages
    .map(({ route, checked }) => {
      const { catchAll: _, ...page } = withContactLinks(checked!, site.value) as PageData & { catchAll?: boolean };
      return { ...page, route };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
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
