/**
 * The sections below the first screen, laid out after the load instead of with it.
 *
 * On a fresh visit (a navigation that is neither a reload nor Back/Forward, with no #anchor) a
 * script in <head> marks the page (`data-later` on <html>) before the browser lays anything out,
 * and every section after the first is `content-visibility: auto`: the first layouts cover what
 * is on screen, not the whole document. (At the end of <body>, with the boot script, the mark
 * would come too late: the parser yields, and the browser lays out what it has, before it gets
 * there.) Once the page has loaded, the same script lays the sections out for real one
 * per task (marking each `data-laid`, then measuring it), so the work that was one long task of the
 * whole document becomes a row of short ones, and then takes the mark off the page (at the latest
 * LAY_BY_MS after the navigation began, when a stalled picture holds the load up). From then on
 * every height is real: a reload or Back comes back to the same place, and anchors land exactly.
 *
 * A reload, Back/Forward or an address with an anchor lays the page out whole as before: the
 * browser restores a scroll position that was measured with real heights. Without JavaScript
 * nothing is marked and nothing changes.
 */
export const LATER_ATTRIBUTE = 'data-later';
export const LAID_ATTRIBUTE = 'data-laid';

/** Every section of the page after the first, whether on its own or in an island's element (render/island.tsx). */
const AFTER_FIRST = 'main > :is(section, [data-island]) ~ section, main > :is(section, [data-island]) ~ [data-island] > section';

/** The sections waiting for their layout while the page is marked. */
export const LATER_SECTIONS = `html[${LATER_ATTRIBUTE}] :is(${AFTER_FIRST}):not([${LAID_ATTRIBUTE}])`;

/** The estimated height of a section not laid out yet (its real one once it has been). */
export const LATER_HEIGHT = '40rem';

/** The event on window once every section is laid out and the mark is off the page. */
export const LAID_EVENT = 'sections-laid';

/** The latest the sections are laid out after the navigation began, if the load has not ended by then. */
export const LAY_BY_MS = 5_000;

/** The inline script for <head>: the same text on every page, so one CSP hash allows it everywhere. */
export const LATER_SCRIPT =
  '(function(){var n=window.performance&&performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];' +
  'if(!n||n.type!=="navigate"||location.hash||!("contentVisibility" in document.documentElement.style))return;' +
  `var d=document.documentElement;d.setAttribute("${LATER_ATTRIBUTE}","");` +
  'var started=false;function lay(){if(started)return;started=true;' +
  `var s=[].slice.call(document.querySelectorAll("${AFTER_FIRST}"));` +
  `(function next(){var e=s.shift();if(!e){d.removeAttribute("${LATER_ATTRIBUTE}");return dispatchEvent(new CustomEvent("${LAID_EVENT}"))}` +
  `e.setAttribute("${LAID_ATTRIBUTE}","");e.getBoundingClientRect();setTimeout(next,0)})()}` +
  // A load that never ends (a stalled picture) waits LAY_BY_MS at most.
  `addEventListener("load",lay);setTimeout(lay,${LAY_BY_MS})})()`;
