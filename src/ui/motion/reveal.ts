/**
 * The reveal of card grids, done by the browser: no framer-motion and no React. A grid carries
 * `data-reveal`; the island loader (watchRevealGrids) watches every such grid with one
 * IntersectionObserver and marks a grid that is below the screen when it is first seen
 * `data-shown="wait"` (its cards hidden, off screen, so nobody sees them vanish), then
 * `data-shown="in"` when it scrolls into view, and CSS slides the cards in one after another.
 * A grid already on screen, a visitor who asks for less motion, print and a page without
 * JavaScript keep every card where it is, visible.
 */

import { LAID_EVENT, LATER_ATTRIBUTE } from '../../render/later-sections';

/** The attribute that marks a reveal grid (rendered by the component, never changed). */
export const REVEAL_ATTRIBUTE = 'data-reveal';
/** The attribute the script sets: `wait` below the screen, `in` once scrolled into view. */
export const SHOWN_ATTRIBUTE = 'data-shown';

/** Seconds between two cards of a grid as they come in (the spec allows 75 to 150 ms). */
export const STAGGER_SECONDS = 0.1;
/** Seconds before the first card starts, and each card's own slide. */
export const REVEAL_DELAY_SECONDS = 0.05;
export const REVEAL_SECONDS = 0.5;
/** How far below its place a hidden card waits, in pixels. */
export const REVEAL_OFFSET_PX = 24;
/** Cards after this many come in with the last one's delay. */
export const STAGGERED_CARDS = 12;

/** The media in which cards may move: a screen, and a visitor who did not ask for less motion. */
export const MOTION_MEDIA = 'screen and (prefers-reduced-motion: no-preference)';

/**
 * One observer for every reveal grid, started by the island loader (entry-client.tsx) after the
 * load or at the visitor's first move (a scroll among them): a grid below the screen is only seen
 * there after that, so the moment is early enough, and it costs the document nothing. It never measures anything itself
 * (no forced layout): the observer's first report says whether a grid is below the screen. Without
 * the loader (no JavaScript, a script blocked) every card is simply in place.
 */
export function watchRevealGrids(): void {
  if (!window.IntersectionObserver || !window.matchMedia || !matchMedia(MOTION_MEDIA).matches) return;
  const start = () => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const grid = entry.target;
          if (entry.isIntersecting) {
            if (grid.getAttribute(SHOWN_ATTRIBUTE) === 'wait') grid.setAttribute(SHOWN_ATTRIBUTE, 'in');
            observer.unobserve(grid);
          } else if (!grid.hasAttribute(SHOWN_ATTRIBUTE) && entry.boundingClientRect.top >= innerHeight)
            grid.setAttribute(SHOWN_ATTRIBUTE, 'wait');
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    document.querySelectorAll(`[${REVEAL_ATTRIBUTE}]`).forEach((grid) => observer.observe(grid));
  };
  // Sections laid out later (render/later-sections.ts) have no position until they are: the grids
  // in them are observed once every section is.
  if (document.documentElement.hasAttribute(LATER_ATTRIBUTE)) addEventListener(LAID_EVENT, start, { once: true });
  else if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
