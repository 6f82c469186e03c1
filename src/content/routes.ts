/** Page addresses: how files, URLs and data chunks map onto each other. Shared by the build and the browser. */

/** `/about/` → `/about`, `` → `/`; the path of a URL without its query or hash. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** `index` → `/`, `about` → `/about`, `products/index` → `/products` (file path without .yaml, with / separators). */
export function routeFromPageName(name: string): string {
  const parts = name.split('/');
  if (parts.at(-1) === 'index') parts.pop();
  return `/${parts.join('/')}`;
}

/**
 * The reverse: a page's name, its file path without .yaml, which also names its data chunk and its
 * editor address: `/` → `index`, `/products/pro-model` → `products/pro-model`.
 */
export function pageName(route: string): string {
  return route === '/' ? 'index' : route.slice(1);
}

/** The URL of a page's data chunk: `/` → `/_data/index.json`, `/products/pro-model` → `/_data/products/pro-model.json`. */
export function dataUrl(route: string): string {
  return `/_data/${pageName(route)}.json`;
}

/** The output file of a page's HTML, relative to dist: `/` → `index.html`, `/about` → `about/index.html`. */
export function htmlFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** The catch-all page that serves an unknown route, if any: the nearest ancestor listed in `catchAll`. */
export function catchAllFor(route: string, catchAll: readonly string[]): string | undefined {
  let current = route;
  while (current !== '/') {
    current = current.slice(0, current.lastIndexOf('/')) || '/';
    if (catchAll.includes(current)) return current;
  }
  return undefined;
}
