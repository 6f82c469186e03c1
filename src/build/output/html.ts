import type { InitialPage, SiteData } from '../../content/initial.ts';
import { LEAD_HOLD, PAGE_DATA_ID, SITE_DATA_ID } from '../../content/initial.ts';
import { LATER_SCRIPT } from '../../render/later-sections.ts';
import { REVEAL_SCRIPT } from '../../ui/motion/reveal.ts';

/**
 * The inline script first in <head> of a built page: the sections below the first screen laid out
 * after the load (render/later-sections.ts) and the reveal of card grids (ui/motion/reveal.ts).
 * One element, the same text on every page: one CSP hash.
 */
export const HEAD_SCRIPT = `${LATER_SCRIPT};${REVEAL_SCRIPT}`;

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The scripts a page starts once its first screen is painted: the entry module and the modules it will need first. */
export interface Boot {
  entry: string;
  preload: string[];
}

export const BOOT_DATA_ID = '__BOOT__';

/** How long a held form waits for the app before it is posted natively or shows how else to reach us. */
export const LEAD_HOLD_MS = 10_000;

/**
 * Lead forms submitted before the app has hydrated them (`data-ready` is set once it has) are held,
 * not posted: the app sends each held form once when it arrives. A form that cannot post itself
 * renders its button as a plain button until then (so Enter submits nothing without JavaScript): a
 * click on it submits the form here, with the browser's own validation. If it never does, the form is
 * posted natively when its action accepts form posts (`data-post`), or its offline notice shows.
 */
const HOLD_SCRIPT =
  `var held=window.${LEAD_HOLD}=[];` +
  // A form that cannot post itself has a plain button until the app runs: a click on it submits the form.
  "document.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('[data-lead-submit]');" +
  "if(t&&t.type==='button'&&t.form&&t.form.requestSubmit)t.form.requestSubmit()},true);" +
  "document.addEventListener('submit',function(e){var f=e.target;" +
  "if(!f.hasAttribute||!f.hasAttribute('data-lead-form')||f.hasAttribute('data-ready'))return;" +
  "e.preventDefault();if(held.indexOf(f)>=0)return;held.push(f);f.setAttribute('aria-busy','true');" +
  "var b=f.querySelector('[type=submit]');if(b)b.disabled=true;" +
  "setTimeout(function(){var i=held.indexOf(f);if(i<0||f.hasAttribute('data-ready'))return;held.splice(i,1);" +
  "f.removeAttribute('aria-busy');if(b)b.disabled=false;" +
  "if(f.hasAttribute('data-post'))HTMLFormElement.prototype.submit.call(f);" +
  `else{var n=f.querySelector('[data-lead-offline]');if(n)n.hidden=false}},${LEAD_HOLD_MS})},true);`;

/**
 * Holds early lead-form submissions, then starts the app once the page's largest content is on
 * screen: after the first contentful paint and the load event (every first-screen image is in),
 * and once the first screen's picture is decoded, two frames later, so what loaded has been painted. A visitor who presses a key or touches the
 * screen before then starts it at once; a load that never ends (a stalled image) waits 3 s at
 * most after the first paint. The modules it starts are added one a task. No script is fetched
 * before the first paint, so the content never waits for, or competes with, JavaScript downloads.
 * The same text on every page, so one CSP hash allows it everywhere.
 */
export const BOOT_SCRIPT =
  `(function(){${HOLD_SCRIPT}var b=JSON.parse(document.getElementById('${BOOT_DATA_ID}').textContent);` +
  "var started=false,painted=false,loaded=document.readyState==='complete',cues=['pointerdown','keydown','touchstart'];" +
  'function go(){if(started)return;started=true;cues.forEach(function(t){removeEventListener(t,go,true)});' +
  // One element a task: the first module request costs the browser a few milliseconds to set up.
  "var urls=b.preload.concat(b.entry);(function next(){var u=urls.shift(),e=document.createElement(urls.length?'link':'script');" +
  "if(urls.length){e.rel='modulepreload';e.href=u}else{e.type='module';e.src=u;quiet(e)}document.head.appendChild(e);if(urls.length)setTimeout(next,0)})()}" +
  // No stack traces while the entry's modules evaluate, back once they have run (load) or failed
  // (error). With DevTools attached (as in Lighthouse), V8 records where each Error object is made:
  // React DOM makes three as it starts, inside one 200 KB function, and placing them re-parses it
  // and the entry, ~80 ms of one task at 4x CPU throttling. A visitor's browser does no such work.
  "function quiet(e){var l=Error.stackTraceLimit;if(typeof l!=='number')return;Error.stackTraceLimit=void 0;" +
  'e.onload=e.onerror=function(){Error.stackTraceLimit=l}}' +
  // The first screen's picture (fetchpriority=high) decoded, then two frames: it has been painted.
  'function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}' +
  'function check(){if(!painted||!loaded)return;if(document.hidden)return setTimeout(go,0);' +
  "Promise.all([].map.call(document.querySelectorAll('img[fetchpriority=high]'),function(i){return i.decode?i.decode().catch(function(){}):0})).then(frames)}" +
  'cues.forEach(function(t){addEventListener(t,go,{capture:true,passive:true})});' +
  "if(!loaded)addEventListener('load',function(){loaded=true;check()});" +
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  "if(document.hidden||types.indexOf('paint')<0){painted=true;check()}" +
  "else new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted=true;check();setTimeout(go,3000)}}).observe({type:'paint',buffered:true})})()";

/**
 * The entry module of the built template and the modules Vite preloads for it, and the template
 * without those tags: the boot script starts them instead.
 */
export function splitEntry(template: string): { entry: string; preload: string[]; template: string } {
  const tag = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\r?\n?/.exec(template);
  if (!tag) throw new Error('the built index.html has no module script');
  const preload: string[] = [];
  const rest = template
    .replace(tag[0], '')
    .replace(/[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\r?\n?/g, (_, href: string) => {
      preload.push(href);
      return '';
    });
  return { entry: tag[1]!, preload, template: rest };
}

export interface DocumentParts {
  title: string;
  description: string;
  /** Extra tags for <head>, e.g. the critical CSS. */
  head?: string;
  /** Prerendered markup of the app; empty in dev, where the browser renders. */
  appHtml?: string;
  site: SiteData | null;
  initial: InitialPage;
  /** In a build: the scripts started once the first screen is painted (dev serves its own module script). */
  boot?: Boot;
}

/** Fill the HTML template (index.html) with one page: head tags, markup and the data the browser hydrates from. */
export function renderDocument(template: string, parts: DocumentParts): string {
  const head = [
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}">`,
    ...iconLinks(parts.site),
    // Without JavaScript a form that cannot post itself shows how to call or write instead of a button.
    '<noscript><style>[data-lead-form]:not([data-post]) [data-lead-submit]{display:none}</style></noscript>',
    // A built page lays the sections below the first screen out after the load and reveals its card grids.
    parts.boot ? `<script>${HEAD_SCRIPT}</script>` : '',
    parts.head ?? '',
  ].join('\n    ');
  const data = [
    `<script type="application/json" id="${SITE_DATA_ID}">${scriptJson(parts.site)}</script>`,
    `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(parts.initial)}</script>`,
    ...(parts.boot
      ? [`<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(parts.boot)}</script>`, `<script>${BOOT_SCRIPT}</script>`]
      : []),
  ].join('\n    ');
  return template
    .replace(/<html lang="[^"]*"/, (tag) => (parts.site ? `<html lang="${escapeHtml(parts.site.site.locale)}"` : tag))
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => parts.appHtml ?? '')
    .replace('<!--app-data-->', () => data);
}

const PICTURE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The browser tab's icon (brand.icon, else the logo) and the home-screen icon of phones (brand.touchIcon). */
function iconLinks(site: SiteData | null): string[] {
  if (!site) return [];
  const { icon = site.site.brand.logo.src, touchIcon } = site.site.brand;
  const type = PICTURE_TYPES[icon.split('.').pop()!.toLowerCase()];
  return [
    `<link rel="icon" href="${escapeHtml(icon)}"${type ? ` type="${type}"` : ''}>`,
    touchIcon ? `<link rel="apple-touch-icon" href="${escapeHtml(touchIcon)}">` : '',
  ];
}
