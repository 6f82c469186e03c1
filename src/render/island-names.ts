/**
 * The names a built page and the browser's island loader share (render/island.tsx, entry-client.tsx),
 * apart from React, so the loader that decides when to hydrate stays small.
 */

/** The attribute of an island's element: its number on the page. */
export const ISLAND_ATTRIBUTE = 'data-island';
/**
 * The islands' props of a page. On the boot script's element of a built page: the address of its
 * file (a JSON array, island `n`'s props at index `n`), under the client assets folder and named by
 * its content (output/island-props.ts). Out of the server render: the JSON block with that array at
 * the end of its markup, which the build moves into that file.
 */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/**
 * On the boot script's element (output/html.ts): the address of the island loader, the module the
 * boot script adds once the page has loaded and painted, or at the visitor's first move.
 */
export const ENTRY_ATTRIBUTE = 'data-entry';
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

/**
 * What shows the visitor is there: a pointer moved or pressed, a key, a touch, the wheel, a scroll.
 * The boot script starts the island loader at the first of them (or a click, or focus), and the
 * loader hydrates the islands near the screen once one has happened (render/on-screen.ts).
 */
export const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * The global the boot script keeps the visitor's events in until the island loader runs: the
 * INTERACTIONS, clicks and focus (output/html.ts). The loader reads them and stops the recording.
 */
export const EARLY_EVENTS = '__islandsEarly';
