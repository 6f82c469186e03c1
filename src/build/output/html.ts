import type { InitialPage, SiteData } from '../../content/initial.ts';
import { LEAD_HOLD, PAGE_DATA_ID, SITE_DATA_ID } from '../../content/initial.ts';
import type { AttributionSettings } from '../../leads/attribution.ts';
import { ATTRIBUTION_ATTRIBUTE, ENTRY_ATTRIBUTE, ISLAND_SITE_ATTRIBUTE } from '../../render/island-names.ts';
import { ISLAND_PROPS_ATTRIBUTE } from '../../render/island-names.ts';
import { PREFETCH_RULES } from '../../render/prefetch.ts';
import { HEAD_SCRIPT } from './boot-script.ts';

/** The inline scripts a built page may run without being in it: the prefetch rules the island loader adds (render/prefetch.ts). */
export const ADDED_SCRIPTS = [PREFETCH_RULES];

export { BOOT_BY_MS, HEAD_SCRIPT, PAINT_WAIT_MS } from './boot-script.ts';

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

/**
 * The scripts of a built page: the island loader (the entry module, which the boot script adds
 * once the page has painted), the modules it imports, and the file with what the site's islands
 * read of site.yaml (render/island.tsx).
 */
export interface Boot {
  entry: string;
  /** The modules the entry imports: not preloaded (that would fetch them during the load), the browser fetches them with it. */
  preload: string[];
  islandSite: string;
  /** The address of the file with the props of the document's islands (output/island-props.ts), when it has islands. */
  islandProps?: string;
  /** site.yaml's `leads.attribution` when it is enabled: the loader records each page view with it. */
  attribution?: AttributionSettings;
}

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
 * Holds early lead-form submissions until the form's island has hydrated (see above). Inline, so it
 * holds them even when no script file arrives. The same text on every page, so one CSP hash allows
 * it everywhere.
 */
export const HOLD_SCRIPT_TEXT = `(function(){${HOLD_SCRIPT}})()`;

/**
 * The entry module of the built template and the modules Vite preloads for it, and the template
 * without those tags: renderDocument names the entry on the boot script in <head>, with the
 * island data's address.
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
  /** The site's data: the document's language and icons. */
  site: SiteData | null;
  /**
   * For a full client render (the development server, the studio's views): the page and the site's
   * data whole, as JSON blocks. A built page carries none: its islands' props are a file of
   * their own, named on the boot script (output/island-props.ts).
   */
  initial?: InitialPage;
  /** In a build: the scripts started once the first screen is painted (dev serves its own module script). */
  boot?: Boot;
}

/** The head script of a built page, with the addresses of its island loader and its islands' site data on its element. */
function bootScript(boot: Boot): string {
  return (
    `<script ${ENTRY_ATTRIBUTE}="${escapeHtml(boot.entry)}" ${ISLAND_SITE_ATTRIBUTE}="${escapeHtml(boot.islandSite)}"` +
    (boot.islandProps ? ` ${ISLAND_PROPS_ATTRIBUTE}="${escapeHtml(boot.islandProps)}"` : '') +
    (boot.attribution ? ` ${ATTRIBUTION_ATTRIBUTE}="${escapeHtml(JSON.stringify(boot.attribution))}"` : '') +
    `>${HEAD_SCRIPT}</script>`
  );
}

/** Fill the HTML template (index.html) with one page: head tags, markup and the data the browser hydrates from. */
export function renderDocument(template: string, parts: DocumentParts): string {
  const head = [
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}">`,
    ...iconLinks(parts.site),
    // Without JavaScript a form that cannot post itself shows how to call or write instead of a button.
    '<noscript><style>[data-lead-form]:not([data-post]) [data-lead-submit]{display:none}</style></noscript>',
    // A built page starts its island loader after the load, and lays the sections below the first screen out then.
    parts.boot ? bootScript(parts.boot) : '',
    parts.head ?? '',
  ].join('\n    ');
  const data = [
    ...(parts.initial
      ? [
          `<script type="application/json" id="${SITE_DATA_ID}">${scriptJson(parts.site)}</script>`,
          `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(parts.initial)}</script>`,
        ]
      : []),
    // In a build, only where a lead form is: it holds what the form's island is not there yet to send.
    ...(parts.boot && parts.appHtml?.includes('data-lead-form') ? [`<script>${HOLD_SCRIPT_TEXT}</script>`] : []),
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
