import { lstatSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import { createFile } from './atomic-file.ts';
import { dirname, join, relative, sep } from 'node:path';
import { pageName, routeFromPageName } from '../../content/routes.ts';
import { catalogue } from '../diagnostics/catalogue.ts';
import { suggest } from '../diagnostics/suggest.ts';
import { DEV_ORIGIN } from '../vite/dev-addresses.ts';
import { PAGE_NAME_PART } from './page-files.ts';
import { freeAddressParts, reservedAddress } from './reserved-addresses.ts';
import { isInside } from './site-paths.ts';
import { listSiteFiles } from './site-files.ts';
import { starterFormOf, starterPage, withSchemaLine } from './starter-page.ts';

/** A mistake in what was asked for: printed as it is, with no stack trace. `taken`: the address already has a page. */
export class NewPageError extends Error {
  constructor(
    message: string,
    readonly taken = false,
  ) {
    super(message);
  }
}

export interface NewPageOptions {
  /** The content folder (site/ by default). */
  siteDir: string;
  /** The address of the new page, e.g. /smart-vending-for-gyms. */
  route: string;
  /** Copy this existing page instead of writing the starter page. */
  from?: string;
  /** The project folder, which holds the editor schemas the new file names on its first line (the current folder by default). */
  root?: string;
}

export interface NewPage {
  route: string;
  file: string;
  /** The content folder it goes in. */
  siteDir: string;
  url: string;
  text: string;
  /** The page it was copied from, if any. */
  from?: string;
}

/** The longest part of a new page's address: its file name (plus .yaml) stays far below what a file system takes (255 bytes). */
export const MAX_NAME_PART = 100;

/**
 * `gyms`, `/gyms` and `/gyms/` are all /gyms. Anything but lower-case letters, digits and dashes
 * between slashes is refused.
 */
export function parseRoute(input: string): string {
  const trimmed = input.trim();
  const route = `/${trimmed.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  if (route === '/' && trimmed.startsWith('/')) return route;
  const parts = route.slice(1).split('/');
  if (!parts.every((part) => PAGE_NAME_PART.test(part))) {
    throw new NewPageError(
      `"${input}" is not a page address: use lower-case letters, digits and dashes, with / between the parts, for example /smart-vending-for-gyms`,
    );
  }
  const long = parts.find((part) => part.length > MAX_NAME_PART);
  if (long !== undefined)
    throw new NewPageError(
      `"${input.length > 80 ? `${input.slice(0, 60)}…` : input}" is too long for a page address: keep each part between slashes to ${MAX_NAME_PART} characters (this one has ${long.length}), for example /smart-vending-for-gyms`,
    );
  if (parts.at(-1) === 'index')
    throw new NewPageError(
      `"${input}" cannot end in /index: the address of pages/${parts.join('/')}.yaml is ${routeFromPageName(parts.join('/'))}`,
    );
  return route;
}

/**
 * Every route of a content folder and the file that holds it, as the loader lists site/pages
 * (site-files.ts): dotfiles, editor leftovers, links that lead outside the site folder and loops
 * are left out, so a page copied with --from is always one the site reads.
 */
export function existingRoutes(siteDir: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const entry of listSiteFiles(siteDir, 'pages')) {
    if (entry.kind !== 'file' || !/\.ya?ml$/.test(entry.rel)) continue;
    const route = routeFromPageName(entry.rel.replace(/\.ya?ml$/, ''));
    if (!routes.has(route)) routes.set(route, entry.path);
  }
  return routes;
}

/** Whether something (a file, a folder, a link, even a broken one) is at `path`. */
function occupied(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** The folder a new page must really be in: site/pages, or, while there is none, the site folder (site/pages is made with the page). */
function pagesFolder(siteDir: string): string | undefined {
  const pages = join(siteDir, 'pages');
  try {
    return realpathSync(occupied(pages) ? pages : siteDir);
  } catch {
    return undefined; // no site folder yet, or site/pages a broken link (mkdir says so)
  }
}

/**
 * Refuses to write `file` through a link that leads out of site/pages (or to nothing): the nearest
 * folder on its way that exists must really be inside site/pages, as only such a page is one the
 * editor may write again, and a link to another folder of the site (site/data) would put the page
 * among files that are not pages.
 */
function refuseOutside(siteDir: string, file: string, root: string): void {
  const pages = pagesFolder(siteDir);
  if (pages === undefined) return;
  let dir = dirname(file);
  while (!occupied(dir) && dirname(dir) !== dir) dir = dirname(dir);
  try {
    if (isInside(pages, realpathSync(dir))) return;
  } catch {
    // a broken link
  }
  const shown = relative(siteDir, dir).split(sep).join('/') || 'the site folder';
  throw new NewPageError(
    `cannot write ${relative(root, file)}: ${shown} is a link that leads outside site/pages or to nothing, and a page is written only inside site/pages. Choose another address, or replace the link with a folder.`,
  );
}

/**
 * Refuses an address that the build or the servers use (RESERVED_ADDRESSES), in the loader's
 * words, with a free address next to it: the reserved part with -info, as the loader suggests.
 */
function refuseReserved(route: string, routes: Map<string, string>): void {
  const reserved = reservedAddress(route);
  if (!reserved) return;
  const { message } = catalogue.reservedAddress(route, reserved.reason, '');
  const other = `/${freeAddressParts(route.slice(1).split('/'), reserved).join('/')}`;
  const free = !reservedAddress(other) && !routes.has(other);
  throw new NewPageError(`${message}. Choose another address${free ? `, for example ${other}` : ''}.`);
}

/** Refuses an address that has a page, or anything at either file the page could be (even a broken link). */
function refuseTaken(siteDir: string, route: string, routes: Map<string, string>, root: string): string {
  const file = join(siteDir, 'pages', `${pageName(route)}.yaml`);
  const there = routes.get(route) ?? [file, join(siteDir, 'pages', route.slice(1), 'index.yaml')].find(occupied);
  if (there === undefined) return file;
  throw new NewPageError(
    `the page ${route} already exists: ${relative(root, there)}. Open that file to change it, or choose another address.`,
    true,
  );
}

/** The file of the existing page `from`, for --from. */
function sourcePage(from: string, routes: Map<string, string>): { route: string; file: string } {
  let route: string;
  try {
    route = parseRoute(from);
  } catch {
    throw new NewPageError(`--from "${from}" is not a page address: give the address of an existing page, for example --from /contact`);
  }
  const file = routes.get(route);
  if (file) return { route, file };
  const close = suggest(route, [...routes.keys()]);
  throw new NewPageError(
    `there is no page ${route} to copy.${close ? ` Did you mean ${close}?` : ''} Pages: ${[...routes.keys()].sort().join(', ')}`,
  );
}

/**
 * Work out the new page: refuses an invalid address, a reserved one, an address that already has a
 * page and a --from page that does not exist. Writes nothing.
 */
export function planNewPage({ siteDir, route: input, from, root = process.cwd() }: NewPageOptions): NewPage {
  const route = parseRoute(input);
  const routes = existingRoutes(siteDir);
  refuseReserved(route, routes);
  const file = refuseTaken(siteDir, route, routes, root);
  refuseOutside(siteDir, file, root);
  const url = `${DEV_ORIGIN}${route}`;
  if (from === undefined)
    return { route, file, siteDir, url, text: withSchemaLine(starterPage(route, starterFormOf(siteDir)), file, root) };
  const source = sourcePage(from, routes);
  return { route, file, siteDir, url, text: withSchemaLine(readFileSync(source.file, 'utf8'), file, root), from: source.route };
}

/**
 * Write the planned page (and its folder), whole or not at all; EEXIST when something took its
 * place meanwhile. Its folder is checked again once made, so a link swapped in since the plan gets nothing.
 */
export function writeNewPage(page: NewPage, root = process.cwd()): void {
  mkdirSync(dirname(page.file), { recursive: true });
  refuseOutside(page.siteDir, page.file, root);
  createFile(page.file, page.text);
}

/**
 * A new page, planned and written: what `npm run new-page` and the editor's New page both do.
 * Throws NewPageError for what was asked wrongly (`taken` when the address has a page).
 */
export function createPage(options: NewPageOptions): NewPage {
  const page = planNewPage(options);
  writeNewPage(page, options.root);
  return page;
}
