import type { PageChunk } from '../content/initial';
import type { DataCollections, PageData, SiteData } from '../content/model';
import { catchAllFor, dataUrl } from '../content/routes';
import { loadSections } from '../render/registry';

/** A page's data, or null when the site has no page at that address. */
export type PageResult = PageData | null;

const cache = new Map<string, Promise<PageResult>>();

export function seedPage(route: string, page: PageResult): void {
  cache.set(route, Promise.resolve(page));
}

/** Forget every fetched page (after the content changed in dev). */
export function clearPages(): void {
  cache.clear();
}

async function fetchPage(route: string, catchAll: readonly string[], data: DataCollections): Promise<PageResult> {
  const response = await fetch(dataUrl(route), { headers: { accept: 'application/json' } });
  if (response.ok) {
    const { build: _build, data: collections = {}, ...page } = (await response.json()) as PageChunk;
    // The collections this page reads that the document did not carry join the site's data: only
    // added, never changed, so nothing already on screen reads differently.
    for (const [name, records] of Object.entries(collections))
      if (!Object.hasOwn(data, name)) (data as Record<string, unknown>)[name] = records;
    return page;
  }
  if (response.status !== 404) throw new Error(`Loading ${dataUrl(route)} failed with status ${response.status}`);
  const parent = catchAllFor(route, catchAll);
  return parent ? pageData(parent, catchAll, data) : null;
}

function pageData(route: string, catchAll: readonly string[], data: DataCollections): Promise<PageResult> {
  let pending = cache.get(route);
  if (!pending) {
    pending = fetchPage(route, catchAll, data);
    pending.catch(() => cache.delete(route));
    cache.set(route, pending);
  }
  return pending;
}

/**
 * The page at `route` with the code of its sections loaded: its data is fetched once per address
 * as a small JSON chunk, with the data collections it reads (added to `data`); section code that
 * failed to download before is tried again.
 */
export async function loadPage(route: string, { catchAll, data }: Pick<SiteData, 'catchAll' | 'data'>): Promise<PageResult> {
  const page = await pageData(route, catchAll, data);
  if (page) await loadSections(page.sections.map((section) => section.type));
  return page;
}
