import { lstatSync, readlinkSync, realpathSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { isInside } from './site-paths.ts';

/**
 * What a listed name is:
 * - `file`: a regular file, or a link inside the content folder to one (read and publish `real`);
 * - `outside`: a link that leads outside the content folder (a broken one too);
 * - `loop`: a link back to a folder that contains it, or a chain of links that ends where it began;
 * - `repeat`: a link to a folder inside the content folder that is already listed under another name;
 * - `broken`: a link inside the content folder to nothing;
 * - `special`: neither a file nor a folder (a named pipe, a socket, a device).
 */
export type SiteFileKind = 'file' | 'outside' | 'loop' | 'repeat' | 'broken' | 'special';

/** One name of the content folder, as listSiteFiles (site-files.ts) and inspectSiteFile give it. */
export interface SiteFile {
  kind: SiteFileKind;
  /** The path as listed: the walked folder joined with `rel`, through any links. */
  path: string;
  /** Relative to the walked folder, with `/` separators: `machines/pro-model.svg`. */
  rel: string;
  /** `file`: the real path, to read or copy. `loop` and `repeat`: the real folder the link leads to. */
  real?: string;
  /** For a link: its target as written in the link. */
  target?: string;
  /** `repeat`: the listed path of the folder already walked. */
  listedAs?: string;
}

export type Inspected =
  | { kind: 'missing' }
  | { kind: 'folder'; real: string; target?: string }
  | { kind: Exclude<SiteFileKind, 'repeat'>; real?: string; target?: string };

/** The real path of the content folder, or undefined when there is none. */
export function realRoot(siteDir: string): string | undefined {
  try {
    return realpathSync(siteDir);
  } catch {
    return undefined;
  }
}

/**
 * What one path is, without reading it. `parentReal` is the real path of the folder holding it;
 * `root` the real path of the content folder.
 */
export function inspect(root: string, path: string, parentReal: string): Inspected {
  let stat: Stats;
  try {
    stat = lstatSync(path);
  } catch {
    return { kind: 'missing' };
  }
  const own = join(parentReal, basename(path));
  if (!stat.isSymbolicLink()) {
    if (stat.isDirectory()) return { kind: 'folder', real: own };
    if (stat.isFile()) return { kind: 'file', real: own };
    return { kind: 'special' };
  }
  return inspectLink(root, path, parentReal);
}

/** What a symbolic link leads to: never followed outside the content folder or round a loop. */
function inspectLink(root: string, path: string, parentReal: string): Inspected {
  let target: string;
  try {
    target = readlinkSync(path);
  } catch {
    return { kind: 'broken' };
  }
  let real: string;
  try {
    real = realpathSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') return { kind: 'loop', target };
    // Broken: say "outside" when the link points outside, without looking further.
    return { kind: isInside(root, resolve(parentReal, target)) ? 'broken' : 'outside', target };
  }
  if (!isInside(root, real)) return { kind: 'outside', target };
  let targetStat: Stats;
  try {
    targetStat = statSync(real);
  } catch {
    return { kind: 'broken', target };
  }
  if (targetStat.isDirectory()) return { kind: 'folder', real, target };
  if (targetStat.isFile()) return { kind: 'file', real, target };
  return { kind: 'special', target };
}

/** `path` inspected from the content folder's real path: undefined when its folder is gone. */
export function inspectFromRoot(root: string, path: string): Inspected | undefined {
  let parentReal: string;
  try {
    parentReal = realpathSync(dirname(path));
  } catch {
    return undefined;
  }
  if (!isInside(root, parentReal)) return { kind: 'outside' };
  return inspect(root, path, parentReal);
}

/**
 * One file of the content folder by its path relative to it (`site.yaml`, `data/machines.yaml`):
 * undefined when there is nothing there, `folder` for a folder, otherwise a listed entry. The names
 * are not checked against the dotfile and leftover rules: the caller asks for a fixed name.
 */
export function inspectSiteFile(siteDir: string, rel: string): SiteFile | { kind: 'folder'; path: string } | undefined {
  const root = realRoot(siteDir);
  if (root === undefined) return undefined;
  const path = join(siteDir, rel);
  const found = inspectFromRoot(root, path);
  if (found === undefined || found.kind === 'missing') return undefined;
  if (found.kind === 'folder') return { kind: 'folder', path };
  return { ...found, path, rel };
}

/** `pages/products`, or `the site folder` for the content folder itself: a real path in words, relative to the content folder. */
export function siteRelative(siteDir: string, path: string): string {
  const root = realRoot(siteDir) ?? siteDir;
  const rel = isInside(root, path) ? relative(root, path) : relative(siteDir, path);
  return rel === '' ? 'the site folder' : rel.split(sep).join('/');
}
