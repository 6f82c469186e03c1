import { normalizePath, pageName } from '../content/routes.ts';

/** Where the dev server serves the editor: the one definition, for the browser's editor and the build (src/build). */
export const EDITOR_BASE = '/__edit';

/** The media library's screen: `_` starts no page's address, so it never names a page. */
export const MEDIA_PATH = `${EDITOR_BASE}/_media`;

/**
 * The editor's address of a page: /about → /__edit/about. The home page is /__edit/index: /index
 * is a reserved address (no page can take it), so it never names another page. `add` opens the
 * "Add a section" dialog for that type; `section` (0-based) selects that section of the page.
 */
export function editorUrl(route: string, add?: string, section?: number): string {
  const query = new URLSearchParams();
  if (add) query.set('add', add);
  if (section !== undefined) query.set('section', String(section + 1));
  const search = query.toString();
  return `${EDITOR_BASE}/${pageName(route)}${search ? `?${search}` : ''}`;
}

/** The section (0-based) asked for by `?section=<n>` (n counts from 1, as the outline does), if any. */
export function sectionParam(search: string): number | undefined {
  const n = Number(new URLSearchParams(search).get('section'));
  return Number.isInteger(n) && n >= 1 ? n - 1 : undefined;
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

/** The editor's address of site.yaml or a file of site/data (data/machines.yaml): /__edit?file=site.yaml. */
export function fileEditorUrl(name: string): string {
  return `${EDITOR_BASE}?${new URLSearchParams({ file: name })}`;
}

/** The file asked for by `?file=<name>` on /__edit, if any. */
export function fileParam(search: string): string | undefined {
  return new URLSearchParams(search).get('file') ?? undefined;
}
