import { takeEarlyEvents, whenNear } from './render/on-screen';
import {
  ATTRIBUTION_ATTRIBUTE,
  EARLY_EVENTS,
  ISLAND_ATTRIBUTE,
  ISLAND_SITE_ATTRIBUTE,
  NOT_FOUND_ATTRIBUTE,
  NOT_FOUND_LOG,
} from './render/island-names';
import { pageIslandProps } from './render/island-props';
import { prefetchPages } from './render/prefetch';
import { watchRevealGrids } from './ui/motion/reveal';
import { recordVisit, type AttributionSettings } from './leads/attribution';

/**
 * A built page is its prerendered HTML: only its islands (the header's menus, the interactive
 * sections; render/island.tsx) hydrate, each as its own React root from its props (one file per
 * page, named on the boot script: render/island-props.ts), and
 * nothing else of the page is rendered in the browser. This module is what the boot script adds
 * once the page has loaded and painted, or at the visitor's first move (output/html.ts): it holds
 * no React, and nothing of it competes with the first screen. It decides when each island is worth
 * its code: once it is near the screen and the visitor has done something, at once when focus
 * enters it, when a form in it has a draft to put back, or when a tap lands on a control in it
 * (played again once hydrated, also a tap from before this module ran; render/on-screen.ts).
 * Only then are React and the island's component fetched. A load nobody touches (a glance, a
 * crawler, a speed test) downloads this module only. It also adds the rules that prefetch the
 * next page (render/prefetch.ts), slides card grids in (ui/motion/reveal.ts) and records the page
 * view for lead attribution (leads/attribution.ts, when site.yaml turns it on).
 *
 * The development server renders the whole app in the browser instead (app/full-render.tsx), so
 * that every edit shows at once, in the editor's preview too.
 */
/**
 * React and the islands' code, once: with no stack traces while its modules evaluate, back once
 * they have run or failed. With DevTools attached (as in Lighthouse), V8 records where each Error
 * object is made: React DOM makes three as it starts, inside one 200 KB function, and placing them
 * re-parses it, ~80 ms of one task at 4x CPU throttling. A visitor's browser does no such work; an
 * error thrown in that moment is still reported, without its stack.
 */
let hydrator: Promise<typeof import('./render/hydrate-island')> | undefined;
function loadHydrator() {
  if (!hydrator) {
    const limit = Error.stackTraceLimit;
    if (typeof limit === 'number') (Error as { stackTraceLimit?: number }).stackTraceLimit = undefined;
    hydrator = import('./render/hydrate-island');
    const restore = () => void (Error.stackTraceLimit = limit);
    hydrator.then(restore, restore);
  }
  return hydrator;
}

/** The attribution settings the prerender put on the boot script (none when attribution is off). */
function attributionSettings(): AttributionSettings | undefined {
  const json = document.querySelector(`script[${ISLAND_SITE_ATTRIBUTE}]`)?.getAttribute(ATTRIBUTION_ATTRIBUTE);
  try {
    return json ? (JSON.parse(json) as AttributionSettings) : undefined;
  } catch {
    return undefined;
  }
}

function startIslands() {
  // Every page view counts for where the visitor came from, whether or not an island ever hydrates.
  recordVisit(attributionSettings(), new URL(location.href), document.referrer);
  prefetchPages();
  watchRevealGrids();
  // The not-found page has nothing to hydrate; the address it was asked for is logged for whoever reads the console.
  if (document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)) console.error(NOT_FOUND_LOG, location.pathname);
  for (const island of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    // An island's element has no box of its own (display: contents): its children are what comes near the screen.
    void whenNear([...island.children])
      // The islands' props file and their code at once (each fetched once per page).
      .then(() => Promise.all([loadHydrator(), pageIslandProps()]))
      .then(
        ([{ hydrateIsland }, props]) => props && hydrateIsland(island, props),
        (error: unknown) => console.error('The page could not start its scripts; it stays as it was served.', error),
      );
  }
  // What the visitor did before this module ran: a move, a tap on a control of a section.
  takeEarlyEvents((window as { [EARLY_EVENTS]?: Event[] })[EARLY_EVENTS]);
}

if (import.meta.env.DEV) void import('./app/full-render').then(({ renderWhole }) => renderWhole());
else startIslands();
