import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from '../content/files-under.ts';
import { clearBut, folderTree, markFolders, removeWithFolders, touchedBy, type Cleared, type FolderMarks } from './output-folders.ts';

/** The code that writes documents around the server render: a change to it writes every document again. */
const DOCUMENT_CODE = ['../output', '../../content'].map((folder) => join(dirname(fileURLToPath(import.meta.url)), folder));

function codeFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of DOCUMENT_CODE.flatMap(filesUnder)) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** One document as the last build wrote it: the key of everything it was made from, and its files on disk. */
interface Entry {
  key: string;
  /** The inline script hashes of the document (for the deploy configs, without reading it again). */
  hashes: string[];
  /** Each file of the entry (the document, its data chunk), relative to the output folder: [file, size, mtimeMs]. */
  files: [string, number, number][];
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

/** The entries of the record, its folder marks, and whether they were written by the same document code (only then can a document stay). */
function readRecord(path: string, code: string): { entries: Record<string, Entry>; folders: FolderMarks; same: boolean } {
  try {
    const record = JSON.parse(readFileSync(path, 'utf8')) as { code?: string; entries?: Record<string, Entry>; folders?: FolderMarks };
    const entries = record.entries && typeof record.entries === 'object' ? record.entries : {};
    const folders = record.folders && typeof record.folders === 'object' ? record.folders : {};
    return { entries, folders, same: record.code === code };
  } catch {
    return { entries: {}, folders: {}, same: false };
  }
}

export function keptDocuments(cacheDir: string, outDir: string): KeptDocuments {
  const recordPath = join(cacheDir, 'outputs', `${createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16)}.json`);
  const code = codeFingerprint();
  // What the last build wrote stays until this one writes it again or removes it (in save): under
  // other document code it cannot stay as it is, but its renders are still taken out of it (render-cache.ts).
  const { entries: recorded, folders, same } = readRecord(recordPath, code);
  const previous = same ? recorded : {};
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
      cleared = clearBut(outDir, folderTree(Object.values(recorded).flatMap((entry) => entry.files.map(([file]) => file))), folders);
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
      for (const entry of Object.values(recorded))
        for (const [name] of entry.files) if (!now.has(name)) removeWithFolders(outDir, name, touched);
      const marks = cleared ? markFolders(outDir, folderTree(now), cleared, touched) : {};
      try {
        mkdirSync(dirname(recordPath), { recursive: true });
        const temporary = `${recordPath}.${process.pid}.tmp`;
        writeFileSync(temporary, JSON.stringify({ outDir: resolve(outDir), code, entries: current, folders: marks }));
        renameSync(temporary, recordPath);
      } catch {
        // A read-only cache: the next build writes every document again.
      }
    },
  };
}
