import { lstatSync, readdirSync, rmdirSync, rmSync, statSync, unlinkSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

/**
 * The folders of an output folder (relative to it, '' for itself) whose listing is known: each held
 * exactly the recorded files and folders below it when its modification time was this. A file or
 * folder added, removed or renamed in a folder gives it a new time, so a folder whose time is the
 * same still holds what it held, and is not listed again.
 */
export type FolderMarks = Record<string, number>;

/** A folder whose time is this close to now may still change within the same tick of the file system's clock: not marked. */
const SETTLING_MS = 50;

/** The recorded files below each folder, and the folders below it that hold some ('' is the output folder). */
export interface FolderTree {
  files: Map<string, string[]>;
  folders: Map<string, string[]>;
}

export function folderTree(files: Iterable<string>): FolderTree {
  const tree: FolderTree = { files: new Map(), folders: new Map([['', []]]) };
  const enter = (folder: string) => {
    if (tree.folders.has(folder)) return;
    tree.folders.set(folder, []);
    const up = parentOf(folder);
    enter(up);
    tree.folders.get(up)!.push(folder);
  };
  for (const file of files) {
    const parent = parentOf(file);
    const list = tree.files.get(parent);
    if (list) list.push(file);
    else tree.files.set(parent, [file]);
    enter(parent);
  }
  return tree;
}

const parentOf = (path: string) => {
  const at = path.lastIndexOf('/');
  return at < 0 ? '' : path.slice(0, at);
};

/** What clearing an output folder found: the recorded files still there, and the folders it left holding only them (with their times). */
export interface Cleared {
  present: Set<string>;
  clean: Map<string, number>;
  /** Every folder that was there. */
  visited: Set<string>;
}

/**
 * Removes every file and folder below `outDir` that is not recorded (`tree`), as emptying it and
 * writing the recorded files back would leave it; a folder marked with its current time is not
 * listed, only the folders below it are looked at.
 */
export function clearBut(outDir: string, tree: FolderTree, marks: FolderMarks): Cleared {
  const cleared: Cleared = { present: new Set(), clean: new Map(), visited: new Set() };
  const settled = Date.now() - SETTLING_MS;
  const visit = (folder: string) => {
    const path = folder ? join(outDir, folder) : outDir;
    let time: number;
    try {
      const stat = folder ? lstatSync(path) : statSync(path);
      if (!stat.isDirectory()) return;
      time = stat.mtimeMs;
    } catch {
      return;
    }
    cleared.visited.add(folder);
    const below = tree.folders.get(folder) ?? [];
    if (marks[folder] === time) {
      for (const file of tree.files.get(folder) ?? []) cleared.present.add(file);
      cleared.clean.set(folder, time);
      below.forEach(visit);
      return;
    }
    let entries: Dirent[];
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      return;
    }
    const files = new Set(tree.files.get(folder));
    const folders = new Set(below);
    let removed = false;
    for (const entry of entries) {
      const name = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory() && folders.has(name)) visit(name);
      else if (!entry.isDirectory() && files.has(name)) cleared.present.add(name);
      else {
        if (entry.isDirectory()) rmSync(join(outDir, name), { recursive: true, force: true });
        else unlinkSync(join(outDir, name));
        removed = true;
      }
    }
    if (!removed && time < settled) cleared.clean.set(folder, time);
  };
  visit('');
  return cleared;
}

/**
 * The marks of the folders of `tree` after a build: a folder that was not there when the output
 * folder was cleared is listed now, and marked when it holds only what the tree says; one that was
 * cleared and not changed since (no name of it made or removed: `touched`) keeps its time from the
 * clearing; any other is listed by the next clearing.
 */
export function markFolders(outDir: string, tree: FolderTree, cleared: Cleared, touched: ReadonlySet<string>): FolderMarks {
  const marks: FolderMarks = {};
  const settled = Date.now() - SETTLING_MS;
  for (const [folder, below] of tree.folders) {
    if (cleared.visited.has(folder)) {
      const time = cleared.clean.get(folder);
      if (time !== undefined && !touched.has(folder)) marks[folder] = time;
      continue;
    }
    try {
      const path = folder ? join(outDir, folder) : outDir;
      const time = statSync(path).mtimeMs;
      const names = readdirSync(path);
      const files = tree.files.get(folder) ?? [];
      const known = new Set([...files, ...below]);
      const prefix = folder ? `${folder}/` : '';
      if (time < settled && names.length === known.size && names.every((name) => known.has(prefix + name))) marks[folder] = time;
    } catch {
      // Gone or unreadable: listed next time.
    }
  }
  return marks;
}

/** Each folder that gains `file` (relative to the output folder): its own, and those above it made for it. */
export function touchedBy(file: string, cleared: Cleared, touched: Set<string>) {
  let folder = parentOf(file);
  touched.add(folder);
  while (folder !== '' && !cleared.visited.has(folder)) touched.add((folder = parentOf(folder)));
}

/** Removes `file` (relative to `outDir`) and then each folder above it that it left empty. */
export function removeWithFolders(outDir: string, file: string, touched: Set<string>): void {
  rmSync(join(outDir, file), { force: true });
  touched.add(parentOf(file));
  for (let folder = parentOf(file); folder !== ''; folder = parentOf(folder)) {
    try {
      rmdirSync(join(outDir, folder));
    } catch {
      break; // not empty
    }
    touched.add(parentOf(folder));
  }
}
