/**
 * The one way the build lists and inspects files of the content folder (site/).
 *
 * It never follows a symbolic link that leads outside the content folder, never walks a folder
 * twice (so a link such as `ln -s . pages/loop` cannot make it loop), and never lists names that
 * are not meant to be public: dotfiles and dot-folders (.env, .git/, .DS_Store…) and the files
 * editors and operating systems leave behind (LEFTOVER_FILES in unpublished-names.ts). Those are
 * not even looked at.
 *
 * A link inside the content folder to a regular file is listed like a regular file; a link to a
 * folder inside the content folder is walked like a folder, unless that folder is already listed.
 * Links that lead outside, links that loop, broken links and things that are neither files nor
 * folders (pipes, sockets, devices) are listed with their kind (site-entry.ts), so the loader can
 * report them and the build can refuse them; their targets are never read.
 */
import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { inspect, inspectFromRoot, realRoot, type Inspected, type SiteFile } from './site-entry.ts';
import { isInside } from './site-paths.ts';
import { unpublishedName } from './unpublished-names.ts';

interface Folder {
  path: string;
  rel: string;
  real: string;
  /** Real paths of the folders this one was reached through, itself included. */
  chain: string[];
  target?: string;
}

const byRel = (a: { rel: string }, b: { rel: string }) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0);
const byName = (a: Dirent, b: Dirent) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const byReal = (a: { real: string }, b: { real: string }) => (a.real < b.real ? -1 : a.real > b.real ? 1 : 0);

/**
 * Every file under `siteDir/<folder>` (`pages`, `assets`), sorted by `rel`, as described at the top
 * of this file. Nothing is read; each real folder is walked at most once.
 */
export function listSiteFiles(siteDir: string, folder: string): SiteFile[] {
  const root = realRoot(siteDir);
  if (root === undefined) return [];
  const top = join(siteDir, folder);
  const start = inspectFromRoot(root, top);
  if (start === undefined || start.kind === 'missing' || start.kind === 'file') return [];
  if (start.kind !== 'folder') return [{ kind: start.kind, path: top, rel: '', target: start.target }];
  return new Walk(root, { path: top, rel: '', real: start.real, chain: [start.real] }).run().sort(byRel);
}

/** What a listed name that is not a link is, as the listing says (inspect() without its lstat). */
function direct(entry: Dirent, parentReal: string): Inspected {
  if (entry.isDirectory()) return { kind: 'folder', real: join(parentReal, entry.name) };
  if (entry.isFile()) return { kind: 'file', real: join(parentReal, entry.name) };
  return { kind: 'special' };
}

/** One listing: the folders still to walk, the links to folders still to follow, what was found. */
class Walk {
  readonly found: SiteFile[] = [];
  /** Real path of each folder walked → the path it was listed under. */
  private readonly walked = new Map<string, string>();
  private readonly folders: Folder[] = [];
  private readonly links: Folder[] = [];

  constructor(
    private readonly root: string,
    top: Folder,
  ) {
    this.walked.set(top.real, top.path);
    this.folders.push(top);
  }

  /**
   * Real folders first, then the links to folders, shallowest target first: a folder is listed
   * under its own name whenever it can be, and a link to it is the one reported.
   */
  run(): SiteFile[] {
    for (;;) {
      while (this.folders.length) this.list(this.folders.shift()!);
      if (!this.links.length) return this.found;
      this.follow(this.links.sort(byReal).shift()!);
    }
  }

  private list(dir: Folder) {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir.path, { withFileTypes: true }).sort(byName);
    } catch {
      return; // removed while listing, or not readable: nothing to list
    }
    for (const entry of entries) {
      const { name } = entry;
      if (name.startsWith('.')) continue;
      const path = join(dir.path, name);
      const rel = dir.rel ? `${dir.rel}/${name}` : name;
      // The listing's own word on what a name is (one system call per folder, not one per name);
      // only a link is looked at further.
      const info = entry.isSymbolicLink() ? inspect(this.root, path, dir.real) : direct(entry, dir.real);
      if (info.kind === 'missing') continue;
      if (info.kind !== 'folder') {
        if (!unpublishedName(name)) this.found.push({ kind: info.kind, path, rel, real: info.real, target: info.target });
        continue;
      }
      if (unpublishedName(name, true)) continue;
      const next = { path, rel, real: info.real, chain: [...dir.chain, info.real], target: info.target };
      if (info.target !== undefined) this.links.push(next);
      else this.enter(next);
    }
  }

  /** A folder not walked yet is queued; one already walked under another name is a `repeat`. */
  private enter(folder: Folder) {
    const listedAs = this.walked.get(folder.real);
    if (listedAs !== undefined) {
      const { path, rel, real, target } = folder;
      this.found.push({ kind: 'repeat', path, rel, real, listedAs, ...(target === undefined ? {} : { target }) });
      return;
    }
    this.walked.set(folder.real, folder.path);
    this.folders.push(folder);
  }

  private follow(link: Folder) {
    const ancestors = link.chain.slice(0, -1);
    if (!ancestors.some((folder) => isInside(link.real, folder))) return this.enter(link);
    this.found.push({ kind: 'loop', path: link.path, rel: link.rel, real: link.real, target: link.target });
  }
}
