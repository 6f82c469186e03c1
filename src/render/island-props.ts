import type { IslandProps } from './island-data';
import { ISLAND_PROPS_ATTRIBUTE, ISLAND_SITE_ATTRIBUTE } from './island-names';

let loading: Promise<readonly IslandProps[] | undefined> | undefined;

/**
 * The props of the page's islands, from the file named on the boot script's element (island `n`'s
 * at index `n`), fetched once per page. The island loader asks for it with the islands' code, once
 * the first island is worth hydrating, never during the page's load. A file that does not arrive
 * leaves every island as it was served, with one `console.error` for the page.
 */
export function pageIslandProps(): Promise<readonly IslandProps[] | undefined> {
  loading ??= (async () => {
    const url = document.querySelector(`script[${ISLAND_SITE_ATTRIBUTE}]`)?.getAttribute(ISLAND_PROPS_ATTRIBUTE);
    let status = 'no address';
    try {
      const response = url ? await fetch(url) : undefined;
      if (response) status = String(response.status);
      if (response?.ok) {
        const props = (await response.json()) as unknown;
        if (Array.isArray(props)) return props as IslandProps[];
        status = 'not a list';
      }
    } catch (error) {
      status = String(error);
    }
    console.error(`The islands' props ${url ?? ''} could not be loaded (${status}); the page stays as it was served.`);
    return undefined;
  })();
  return loading;
}
