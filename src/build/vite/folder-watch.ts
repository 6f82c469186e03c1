import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join, sep } from 'node:path';
import { isBelow, isInside } from '../content/site-paths.ts';

export type FolderEvent = 'add' | 'change' | 'unlink';

/**
 * Watches every file below `root` with one operating-system watch per folder, not per file: a
 * content folder of 10,000 pages costs a few folder watches and one listing at the start, where a
 * watch per file costs seconds of CPU while the development server starts (and delays the first
 * saves). Reports each file added, changed or removed below `root`; a file replaced by a rename (as
 * many editors save) is a change. A folder added is watched at once and its files reported as added.
 */
export function watchFolder(root: string, onEvent: (event: FolderEvent, file: string) => void): { close(): void } {
  const watchers = new Map<string, FSWatcher>();
  const files = new Set<string>();
  let closed = false;

  /** Watch a folder and everything below it; with `report`, its files are new (a folder added later). */
  const add = (dir: string, report: boolean) => {
    if (closed || watchers.has(dir)) return;
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
      const watcher = watch(dir, (_type, name) => (name === null ? rescan(dir) : seen(join(dir, name.toString()))));
      watcher.on('error', () => forget(dir));
      watchers.set(dir, watcher);
    } catch {
      return; // gone again, or unreadable
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) add(path, report);
      else if (!files.has(path)) {
        files.add(path);
        if (report) onEvent('add', path);
      }
    }
  };

  /** A folder and what was known below it stop being watched; its files are reported removed. */
  const forget = (dir: string) => {
    for (const [path, watcher] of watchers)
      if (isInside(dir, path)) {
        watcher.close();
        watchers.delete(path);
      }
    for (const file of [...files])
      if (isBelow(dir, file)) {
        files.delete(file);
        onEvent('unlink', file);
      }
  };

  /** What a name in a watched folder now is. */
  const seen = (path: string) => {
    let kind: 'file' | 'folder' | undefined;
    try {
      kind = statSync(path).isDirectory() ? 'folder' : 'file';
    } catch {
      kind = undefined;
    }
    if (kind === 'folder') return add(path, true);
    if (kind === 'file') {
      const known = files.has(path);
      files.add(path);
      return onEvent(known ? 'change' : 'add', path);
    }
    if (files.delete(path)) onEvent('unlink', path);
    else forget(path);
  };

  /** The system did not say which name changed: every name of the folder is looked at again. */
  const rescan = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return forget(dir);
    }
    const inside = (path: string) => path.startsWith(`${dir}${sep}`) && !path.slice(dir.length + 1).includes(sep);
    const paths = new Set([...names.map((name) => join(dir, name)), ...[...files].filter(inside)]);
    for (const path of paths) if (!watchers.has(path)) seen(path);
  };

  add(root, false);
  return {
    close() {
      closed = true;
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
