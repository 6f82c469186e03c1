import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from '../content/files-under.ts';

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
 * its files are still as written (size and modification time): after a one-page edit of a large
 * site only that page's files are written again. Everything else in the folder is removed before
 * the build, as emptying it would, and so are the files of documents the site no longer has: the
 * folder ends as a build from nothing leaves it. The record lives in the cache folder, never in
 * the output; a missing or unreadable record only means every document is written.
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

/** The entries of the record, and whether they were written by the same document code (only then can a document stay). */
function readRecord(path: string, code: string): { entries: Record<string, Entry>; same: boolean } {
  try {
    const record = JSON.parse(readFileSync(path, 'utf8')) as { code?: string; entries?: Record<string, Entry> };
    const entries = record.entries && typeof record.entries === 'object' ? record.entries : {};
    return { entries, same: record.code === code };
  } catch {
    return { entries: {}, same: false };
  }
}

/** Removes every file below `dir` not in `keep` (paths relative to it), then the folders it left empty. */
function emptyBut(dir: string, keep: ReadonlySet<string>) {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[];
  } catch {
    return;
  }
  // Only a folder that lost a file, or holds nothing kept, can be left empty: the thousands of
  // folders of kept documents are not tried one by one.
  const held = new Set<string>();
  for (const file of keep) for (let folder = dirname(join(dir, file)); !held.has(folder); folder = dirname(folder)) held.add(folder);
  const folders: string[] = [];
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) {
      if (!held.has(path)) folders.push(path);
    } else if (!keep.has(relative(dir, path))) {
      unlinkSync(path);
      for (let folder = entry.parentPath; folder.length > dir.length && held.delete(folder); folder = dirname(folder)) folders.push(folder);
    }
  }
  // Deepest first; a folder that still holds a kept file stays.
  for (const folder of folders.sort((a, b) => b.length - a.length)) {
    try {
      rmdirSync(folder);
    } catch {
      // Not empty.
    }
  }
}

export function keptDocuments(cacheDir: string, outDir: string): KeptDocuments {
  const recordPath = join(cacheDir, 'outputs', `${createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16)}.json`);
  const code = codeFingerprint();
  // What the last build wrote stays until this one writes it again or removes it (in save): under
  // other document code it cannot stay as it is, but its renders are still taken out of it (render-cache.ts).
  const { entries: recorded, same } = readRecord(recordPath, code);
  const previous = same ? recorded : {};
  const current: Record<string, Entry> = {};
  const written: { file: string; key: string; files: string[]; hashes: string[] }[] = [];
  const onDisk = (file: string, size: number, mtimeMs: number) => {
    try {
      const stat = statSync(join(outDir, file));
      return stat.isFile() && stat.size === size && stat.mtimeMs === mtimeMs;
    } catch {
      return false;
    }
  };
  return {
    clear() {
      emptyBut(outDir, new Set(Object.values(recorded).flatMap((entry) => entry.files.map(([file]) => file))));
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
      for (const { file, key, files, hashes } of written) {
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
        for (const [name] of entry.files) if (!now.has(name)) rmSync(join(outDir, name), { force: true });
      try {
        mkdirSync(dirname(recordPath), { recursive: true });
        const temporary = `${recordPath}.${process.pid}.tmp`;
        writeFileSync(temporary, JSON.stringify({ outDir: resolve(outDir), code, entries: current }));
        renameSync(temporary, recordPath);
      } catch {
        // A read-only cache: the next build writes every document again.
      }
    },
  };
}
