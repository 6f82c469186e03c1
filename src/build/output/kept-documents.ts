import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from '../content/files-under.ts';
import { clearBut, folderTree, markFolders, removeWithFolders, touchedBy, type Cleared } from './output-folders.ts';
import { outputRecord, type Entry } from './output-record.ts';

/** The code that writes documents around the server render: a change to it writes every document again. */
const DOCUMENT_CODE = ['../output', '../../content'].map((folder) => join(dirname(fileURLToPath(import.meta.url)), folder));

function codeFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of DOCUMENT_CODE.flatMap(filesUnder)) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/**
 * The documents a build wrote into one output folder, remembered so that the next build into the
 * same folder leaves a document alone when everything it is made from is unchanged (its key) and
 * its files are still there: after a one-page edit of a large site only that page's files are
 * written again. Everything else in the folder is removed before the build, as emptying it would,
 * and so are the files of documents the site no longer has: the folder ends as a build from
 * nothing leaves it. A folder whose listing is unchanged since the last build (its modification
 * time, output-folders.ts) is not listed again, so a file removed, renamed or added by hand is
 * found without looking at each document; a file edited in place keeps its name and is not. When
 * the folder is not emptied first, each file's size and modification time are compared instead.
 * The record lives in the cache folder, never in the output; a missing or unreadable record only
 * means every document is written.
 */
export interface KeptDocuments {
  /** Before anything is written: empty the output folder but for the recorded documents' files. */
  clear(): void;
  /** The document's inline script hashes when its files can stay as they are for `key`, else undefined. */
  reuse(file: string, key: string): string[] | undefined;
  /** A document written by this build with its files (relative to the output folder). */
  wrote(file: string, key: string, files: string[], hashes: string[]): void;
  /** After every file is written: remove what the last build wrote and this one did not, and save the record. */
  save(): void;
}

export function keptDocuments(cacheDir: string, outDir: string): KeptDocuments {
  const recordPath = join(cacheDir, 'outputs', `${createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16)}.json`);
  const code = codeFingerprint();
  // What the last build wrote stays until this one writes it again or removes it (in save): under
  // other document code it cannot stay as it is, but its renders are still taken out of it (render-cache.ts).
  const record = outputRecord(recordPath);
  const { entries: recorded, folders, code: recordedCode } = record.read();
  const previous = recordedCode === code ? recorded : {};
  const recordedFiles = new Set(Object.values(recorded).flatMap((entry) => entry.files.map(([file]) => file)));
  const tree = folderTree(recordedFiles);
  const current: Record<string, Entry> = {};
  const written: { file: string; key: string; files: string[]; hashes: string[] }[] = [];
  /**
   * What clearing found; without it (the folder is not emptied) each file's size and time are
   * compared. So are those of the documents at the top of the folder, which the bundler's own
   * files share (index.html is its template until the home document takes its place).
   */
  let cleared: Cleared | undefined;
  const onDisk = (file: string, size: number, mtimeMs: number) => {
    if (cleared && !cleared.present.has(file)) return false;
    if (cleared && file.includes('/')) return true;
    try {
      const stat = statSync(join(outDir, file));
      return stat.isFile() && stat.size === size && stat.mtimeMs === mtimeMs;
    } catch {
      return false;
    }
  };
  return {
    clear() {
      cleared = clearBut(outDir, tree, folders);
    },
    reuse(file, key) {
      const entry = previous[file];
      if (!entry || entry.key !== key || !entry.files.every(([name, size, mtime]) => onDisk(name, size, mtime))) return undefined;
      current[file] = entry;
      return entry.hashes;
    },
    wrote(file, key, files, hashes) {
      written.push({ file, key, files, hashes });
    },
    save() {
      const touched = new Set<string>();
      for (const { file, key, files, hashes } of written) {
        if (cleared) for (const name of files) if (!cleared.present.has(name)) touchedBy(name, cleared, touched);
        current[file] = {
          key,
          hashes,
          files: files.map((name) => {
            const stat = statSync(join(outDir, name));
            return [name, stat.size, stat.mtimeMs];
          }),
        };
      }
      const now = new Set(Object.values(current).flatMap((entry) => entry.files.map(([name]) => name)));
      let removed = 0;
      for (const entry of Object.values(recorded))
        for (const [name] of entry.files)
          if (!now.has(name)) {
            removeWithFolders(outDir, name, touched);
            removed++;
          }
      // The folders of the record hold the same files when none was removed or added.
      const same = removed === 0 && now.size === recordedFiles.size;
      const folders = cleared ? markFolders(outDir, same ? tree : folderTree(now), cleared, touched) : {};
      record.write({ code, entries: current, folders }, resolve(outDir));
    },
  };
}
