import type { InitialPage, SiteData } from '../content/initial.ts';
import { PAGE_DATA_ID, SITE_DATA_ID } from '../content/initial.ts';

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

/** The scripts a page starts after its first paint: the entry module and the modules it will need first. */
export interface Boot {
  entry: string;
  preload: string[];
}

export const BOOT_DATA_ID = '__BOOT__';

/**
 * Starts the app once the prerendered page has painted its first content (or at the load event,
 * whichever comes first): the content never waits for, or competes with, JavaScript downloads.
 * The same text on every page, so one CSP hash allows it everywhere.
 */
export const BOOT_SCRIPT =
  `(function(){var b=JSON.parse(document.getElementById('${BOOT_DATA_ID}').textContent);` +
  "function go(){b.preload.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)});" +
  "var s=document.createElement('script');s.type='module';s.src=b.entry;document.head.appendChild(s)}" +
  "var started=false;function start(){if(!started){started=true;setTimeout(go,0)}}" +
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];" +
  "if(document.hidden||types.indexOf('paint')<0){requestAnimationFrame(start);setTimeout(start,50)}" +
  "else{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true});addEventListener('load',start)}})()";

/**
 * The entry module of the built template and the modules Vite preloads for it, and the template
 * without those tags: the boot script starts them instead.
 */
export function splitEntry(template: string): { entry: string; preload: string[]; template: string } {
  const tag = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\r?\n?/.exec(template);
  if (!tag) throw new Error('the built index.html has no module script');
  const preload: string[] = [];
  const rest = template.replace(tag[0], '').replace(/[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\r?\n?/g, (_, href: string) => {
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
  /** In a build: the scripts started after the first paint (dev serves its own module script). */
  boot?: Boot;
}

/** Fill the HTML template (index.html) with one page: head tags, markup and the data the browser hydrates from. */
export function renderDocument(template: string, parts: DocumentParts): string {
  const head = [
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}">`,
    parts.head ?? '',
  ].join('\n    ');
  const data = [
    `<script type="application/json" id="${SITE_DATA_ID}">${scriptJson(parts.site)}</script>`,
    `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(parts.initial)}</script>`,
    ...(parts.boot ? [`<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(parts.boot)}</script>`, `<script>${BOOT_SCRIPT}</script>`] : []),
  ].join('\n    ');
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => parts.appHtml ?? '')
    .replace('<!--app-data-->', () => data);
}
