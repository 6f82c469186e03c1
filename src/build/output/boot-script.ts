import { EARLY_EVENTS, ENTRY_ATTRIBUTE, INTERACTIONS } from '../../render/island-names.ts';
import { LATER_SCRIPT } from '../../render/later-sections.ts';

/** The latest the island loader starts after the navigation began, when the load has not ended by then (a stalled picture). */
export const BOOT_BY_MS = 5_000;

/**
 * How long after the frame that follows the load the loader waits for that frame's largest paint to
 * be reported, when it brings none (the largest content was on screen before the load).
 */
export const PAINT_WAIT_MS = 300;

/**
 * The boot script: it adds the island loader (the entry module, named on the script's element)
 * once the page has loaded and the frame after the load is on screen, so that nothing of the loader
 * is fetched, parsed or run while the first screen (its largest text or picture) is on its way; the
 * loader's work, deciding when an island is worth its code, only matters once the visitor does
 * something. A visitor who does something sooner (moves, presses a key, taps, scrolls, clicks,
 * focuses a field) starts it at once, and the events are kept for the loader in EARLY_EVENTS (a
 * move counts, a click on a section's control is played again once it has hydrated:
 * render/on-screen.ts). After the paint, not only the load: Lighthouse counts a request that ends
 * before the largest paint as part of it. Written small: every page carries it.
 */
const BOOT_SCRIPT =
  `(function(d,c,q,s){function g(v){v&&q.push(v);` +
  `s||(s=d.createElement("script"),s.type="module",s.src=c.getAttribute("${ENTRY_ATTRIBUTE}"),d.head.append(s))}` +
  `${JSON.stringify([...INTERACTIONS, 'click', 'focusin'].join(' '))}.split(" ").forEach(function(n){addEventListener(n,g,{capture:!0,passive:!0})});` +
  // After the load, the frame after it shown: requestAnimationFrame runs just before that frame (t is its
  // start); a largest-paint entry at or after t says it is on screen. A frame with no larger content
  // has no entry: the timeout starts the loader then.
  'addEventListener("load",function(){requestAnimationFrame(function(t){' +
  'new PerformanceObserver(function(l){l.getEntries().some(function(e){return e.startTime>=t})&&g()}).observe({type:"largest-contentful-paint",buffered:!0});' +
  `setTimeout(g,${PAINT_WAIT_MS})})});` +
  `setTimeout(g,${BOOT_BY_MS})})(document,document.currentScript,window.${EARLY_EVENTS}=[])`;

/**
 * The inline script first in <head> of a built page: the boot script above, then the sections below
 * the first screen laid out after the load (render/later-sections.ts). The same text on every page:
 * one CSP hash; the addresses it needs are on its element (renderDocument).
 */
export const HEAD_SCRIPT = `${BOOT_SCRIPT};${LATER_SCRIPT}`;
