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

export interface DocumentParts {
  title: string;
  description: string;
  /** Extra tags for <head>, e.g. the critical CSS. */
  head?: string;
  /** Prerendered markup of the app; empty in dev, where the browser renders. */
  appHtml?: string;
  site: SiteData | null;
  initial: InitialPage;
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
  ].join('\n    ');
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => parts.appHtml ?? '')
    .replace('<!--app-data-->', () => data);
}
