/**
 * The one way the build lists and inspects files of the content folder (site/).
 *
 * It never follows a symbolic link that leads outside the content folder, never walks a folder
 * twice (so a link such as `ln -s . pages/loop` cannot make it loop), and never lists names that
 * are not meant to be public: dotfiles and dot-folders (.env, .git/, .DS_Store…) and the files
 * editors and operating systems leave behind (LEFTOVER_FILES). Those are not even looked at.
 *
 * A link inside the content folder to a regular file is listed like a regular file; a link to a
 * folder inside the content folder is walked like a folder, unless that folder is already listed.
 * Links that lead outside, links that loop, broken links and things that are neither files nor
 * folders (pipes, sockets, devices) are listed with their kind, so the loader can report them
 * and the build can refuse them; their targets are never read.
 */
import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

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

/**
 * Files that editors, version-control tools and operating systems leave next to the files being
 * edited. They are never read as pages (ignored without a message) and never published.
 *
 * Backups ending in .bak or .orig are ignored too: tools make them unasked (git mergetool and
 * patch keep `about.yaml.orig`, `sed -i.bak` keeps `about.yaml.bak`), they are never a page, and a
 * warning for each would fail `npm run validate -- --strict` after every merge.
 *
 * The dot-names among them are also covered by the dotfile rule; they are listed here to say what they are.
 */
export const LEFTOVER_FILES: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /^\.#/, what: 'Emacs lock file (.#about.yaml)' },
  { pattern: /^#.*#$/, what: 'Emacs auto-save file (#about.yaml#)' },
  { pattern: /~$/, what: 'backup file of Vim, Emacs, gedit or Kate (about.yaml~)' },
  { pattern: /^\..*\.sw[a-p]$/, what: 'Vim swap file (.about.yaml.swp, .about.yaml.swo)' },
  { pattern: /^\..*\.un~$/, what: 'Vim undo file (.about.yaml.un~)' },
  { pattern: /^4913$/, what: 'Vim write test (it creates and deletes 4913 to check that it may write in the folder)' },
  { pattern: /^~\$/, what: 'Microsoft Office lock file (~$brochure.docx)' },
  { pattern: /^\.~lock\..*#$/, what: 'LibreOffice lock file (.~lock.brochure.odt#)' },
  { pattern: /^\.DS_Store$/, what: 'macOS folder settings' },
  { pattern: /^\._/, what: 'macOS resource fork copied to another disk (._logo.svg)' },
  { pattern: /^Thumbs\.db$/i, what: 'Windows thumbnail cache' },
  { pattern: /^ehthumbs(_vista)?\.db$/i, what: 'Windows Media Center thumbnail cache' },
  { pattern: /^desktop\.ini$/i, what: 'Windows folder settings' },
  { pattern: /\.(bak|orig)$/i, what: 'backup copy (about.yaml.bak, about.yaml.orig)' },
];

/**
 * Why a file or folder name is never read as a page and never published: `dot` for a name starting
 * with a dot (any file or folder), `leftover` for an editor, tool or system leftover (files).
 */
export function unpublishedName(name: string, isFolder = false): 'dot' | 'leftover' | undefined {
  if (name.startsWith('.')) return 'dot';
  if (isFolder) return undefined;
  if (LEFTOVER_FILES.some(({ pattern }) => pattern.test(name))) return 'leftover';
  return undefined;
}

/** Whether `path` is `folder` or inside it (both real paths). */
export function isInside(folder: string, path: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}

type Inspected =
  | { kind: 'missing' }
  | { kind: 'folder'; real: string; target?: string }
  | { kind: Exclude<SiteFileKind, 'repeat'>; real?: string; target?: string };

/**
 * What one path is, without reading it. `parentReal` is the real path of the folder holding it;
 * `root` the real path of the content folder.
 */
function inspect(root: string, path: string, parentReal: string): Inspected {
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

function realRoot(siteDir: string): string | undefined {
  try {
    return realpathSync(siteDir);
  } catch {
    return undefined;
  }
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
  let parentReal: string;
  try {
    parentReal = realpathSync(dirname(path));
  } catch {
    return undefined;
  }
  if (!isInside(root, parentReal)) return { kind: 'outside', path, rel };
  const found = inspect(root, path, parentReal);
  if (found.kind === 'missing') return undefined;
  if (found.kind === 'folder') return { kind: 'folder', path };
  return { ...found, path, rel };
}

interface Folder {
  path: string;
  rel: string;
  real: string;
  /** Real paths of the folders this one was reached through, itself included. */
  chain: string[];
}

interface PendingLink extends Folder {
  target?: string;
}

/**
 * Every file under `siteDir/<folder>` (`pages`, `assets`), sorted by `rel`, as described at the top
 * of this file. Nothing is read; each real folder is walked at most once.
 */
export function listSiteFiles(siteDir: string, folder: string): SiteFile[] {
  const root = realRoot(siteDir);
  if (root === undefined) return [];
  const top = join(siteDir, folder);
  let parentReal: string;
  try {
    parentReal = realpathSync(dirname(top));
  } catch {
    return [];
  }
  const start = inspect(root, top, parentReal);
  if (start.kind === 'missing' || start.kind === 'file') return [];
  if (start.kind !== 'folder') return [{ kind: start.kind, path: top, rel: '', target: start.target }];

  const found: SiteFile[] = [];
  /** Real path of each folder walked → the path it was listed under. */
  const walked = new Map<string, string>([[start.real, top]]);
  const folders: Folder[] = [{ path: top, rel: '', real: start.real, chain: [start.real] }];
  const links: PendingLink[] = [];

  const walk = (dir: Folder) => {
    let names: string[];
    try {
      names = readdirSync(dir.path).sort();
    } catch {
      return; // removed while listing, or not readable: nothing to list
    }
    for (const name of names) {
      if (name.startsWith('.')) continue;
      const path = join(dir.path, name);
      const rel = dir.rel ? `${dir.rel}/${name}` : name;
      const info = inspect(root, path, dir.real);
      if (info.kind === 'missing') continue;
      if (info.kind === 'folder') {
        if (unpublishedName(name, true)) continue;
        const next = { path, rel, real: info.real, chain: [...dir.chain, info.real], target: info.target };
        if (info.target !== undefined) links.push(next);
        else if (walked.has(info.real)) found.push({ kind: 'repeat', path, rel, real: info.real, listedAs: walked.get(info.real) });
        else {
          walked.set(info.real, path);
          folders.push(next);
        }
        continue;
      }
      if (unpublishedName(name)) continue;
      found.push({ kind: info.kind, path, rel, real: info.real, target: info.target });
    }
  };

  // Real folders first, then the links to folders, shallowest target first: a folder is listed
  // under its own name whenever it can be, and a link to it is the one reported.
  for (;;) {
    while (folders.length) walk(folders.shift()!);
    if (!links.length) break;
    links.sort((a, b) => (a.real < b.real ? -1 : a.real > b.real ? 1 : 0));
    const link = links.shift()!;
    const ancestors = link.chain.slice(0, -1);
    if (ancestors.some((folder) => isInside(link.real, folder))) found.push({ kind: 'loop', path: link.path, rel: link.rel, real: link.real, target: link.target });
    else if (walked.has(link.real)) found.push({ kind: 'repeat', path: link.path, rel: link.rel, real: link.real, target: link.target, listedAs: walked.get(link.real) });
    else {
      walked.set(link.real, link.path);
      folders.push(link);
    }
  }
  return found.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/** `pages/products`, or `the site folder` for the content folder itself: a real path in words, relative to the content folder. */
export function siteRelative(siteDir: string, path: string): string {
  const root = realRoot(siteDir) ?? siteDir;
  const rel = isInside(root, path) ? relative(root, path) : relative(siteDir, path);
  return rel === '' ? 'the site folder' : rel.split(sep).join('/');
}

/**
 * The files the build publishes from site/assets, by their path relative to it (`logo.svg`,
 * `machines/pro-model.svg`): the `file` entries of listSiteFiles(), which publishAssets() copies.
 */
export function publishedAssets(siteDir: string): Map<string, SiteFile> {
  return new Map(listSiteFiles(siteDir, 'assets').filter((entry) => entry.kind === 'file').map((entry) => [entry.rel, entry]));
}

/** Whether a listed file still leads to the same real file, which is still a regular file. */
function stillListed(entry: SiteFile): boolean {
  try {
    return realpathSync(entry.path) === entry.real && lstatSync(entry.real).isFile();
  } catch {
    return false;
  }
}

/**
 * For a server that answers requests from site/assets (the dev server): `find(rel)` gives the
 * published file at `rel` (relative to site/assets, `/` separators), or undefined when the build
 * would not publish one there.
 *
 * The list is kept between requests. A path is trusted only while it still leads to the same real
 * file, a regular one; a path that is not in the list, or whose file was replaced, moved or turned
 * into a link, has the folder listed again before the answer. So a new file is found at once, and a
 * file that has become a dotfile, a leftover or a link that leads outside is never answered.
 */
export function publishedAssetFinder(siteDir: string): { find(rel: string): SiteFile | undefined } {
  let listed: Map<string, SiteFile> | undefined;
  return {
    find(rel) {
      if (listed !== undefined) {
        const entry = listed.get(rel);
        if (entry !== undefined && stillListed(entry)) return entry;
      }
      listed = publishedAssets(siteDir);
      const entry = listed.get(rel);
      return entry !== undefined && stillListed(entry) ? entry : undefined;
    },
  };
}
