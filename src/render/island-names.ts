/**
 * The names a built page and the browser's island loader share (render/island.tsx, entry-client.tsx),
 * apart from React, so the loader that decides when to hydrate stays small.
 */

/** The attribute of an island's element: its number on the page. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The attribute of an island's own JSON block (its props), naming the island's number. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** On the boot script's element: the address of the file with what the site's islands read of site.yaml. */
export const ISLAND_SITE_ATTRIBUTE = 'data-island-site';
/**
 * On the boot script's element, only when site.yaml's `leads.attribution.enabled` is on: the
 * settings (JSON) the loader records each page view with (leads/attribution.ts). Without it the
 * loader keeps nothing and removes what an earlier build kept.
 */
export const ATTRIBUTION_ATTRIBUTE = 'data-attribution';
/** Marks the not-found page, whose address is logged for whoever reads the console. */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';
/** What is logged for an address the site does not have. */
export const NOT_FOUND_LOG = '404 Error: User attempted to access non-existent route:';
