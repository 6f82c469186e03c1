import { normalizePath } from '@/content/routes';

/** Where the dev server serves the editor. */
export const EDITOR_BASE = '/__edit';

/**
 * The editor's address of a page: /about → /__edit/about. The home page is /__edit/index: /index
 * is a reserved address (no page can take it), so it never names another page.
 */
export function editorUrl(route: string, add?: string): string {
  const tail = route === '/' ? '/index' : route;
  return `${EDITOR_BASE}${tail}${add ? `?add=${encodeURIComponent(add)}` : ''}`;
}

/** The page route an editor address opens, or null for the list of pages (/__edit). */
export function routeOfEditorPath(pathname: string): string | null {
  const path = normalizePath(pathname);
  if (path === EDITOR_BASE || !path.startsWith(`${EDITOR_BASE}/`)) return null;
  const rest = path.slice(EDITOR_BASE.length);
  return rest === '/index' ? '/' : rest;
}

/** The section type asked for by `?add=<type>` (the section gallery's "Add to a page"). */
export function addParam(search: string): string | undefined {
  return new URLSearchParams(search).get('add') ?? undefined;
}
