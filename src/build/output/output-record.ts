import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FolderMarks } from './output-folders.ts';

/** One document as the last build wrote it: the key of everything it was made from, and its files on disk. */
export interface Entry {
  key: string;
  /** The inline script hashes of the document (for the deploy configs, without reading it again). */
  hashes: string[];
  /** Each file of the entry (the document, its data chunk), relative to the output folder: [file, size, mtimeMs]. */
  files: [string, number, number][];
}

/** What a build records of its output folder: the document code it wrote with, its documents, its folders' marks. */
export interface OutputRecord {
  code: string;
  entries: Record<string, Entry>;
  folders: FolderMarks;
}

/** The whole record as written, with the id its file of changes names. */
interface Whole extends OutputRecord {
  id: string;
}

/** What changed since the whole record: entries and marks added or changed, and those gone. */
interface Changes {
  id: string;
  code: string;
  entries: Record<string, Entry>;
  removed: string[];
  folders: FolderMarks;
  unmarked: string[];
}

/** The documents changed since the whole record, at most this share of them, go in a small file beside it. */
const CHANGED_SHARE = 0.1;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The record of an output folder, kept in two files: the whole record, written after a build that
 * changed many documents, and the changes since, rewritten after each build that changed few (after
 * a one-page edit of a large site, a few hundred bytes instead of every document's entry again).
 * A missing or unreadable file reads as an empty record; a write that fails is left (the next build
 * writes every document again).
 */
export function outputRecord(path: string) {
  const changedPath = path.replace(/\.json$/, '.changed.json');
  let whole: Whole | undefined;
  return {
    read(): OutputRecord {
      try {
        const read = JSON.parse(readFileSync(path, 'utf8')) as Partial<Whole>;
        if (typeof read.id !== 'string' || typeof read.code !== 'string' || !isObject(read.entries) || !isObject(read.folders))
          return { code: '', entries: {}, folders: {} };
        whole = read as Whole;
      } catch {
        return { code: '', entries: {}, folders: {} };
      }
      const record: OutputRecord = { code: whole.code, entries: { ...whole.entries }, folders: { ...whole.folders } };
      try {
        const changes = JSON.parse(readFileSync(changedPath, 'utf8')) as Changes;
        if (changes.id !== whole.id) return record;
        record.code = changes.code;
        Object.assign(record.entries, changes.entries);
        for (const file of changes.removed) delete record.entries[file];
        Object.assign(record.folders, changes.folders);
        for (const folder of changes.unmarked) delete record.folders[folder];
      } catch {
        // No changes since the whole record.
      }
      return record;
    },
    write(record: OutputRecord, outDir: string) {
      try {
        mkdirSync(dirname(path), { recursive: true });
        const base = whole;
        const changed = base && Object.entries(record.entries).filter(([file, entry]) => base.entries[file] !== entry);
        if (base && changed!.length <= Math.max(50, CHANGED_SHARE * Object.keys(record.entries).length)) {
          const changes: Changes = {
            id: base.id,
            code: record.code,
            entries: Object.fromEntries(changed!),
            removed: Object.keys(base.entries).filter((file) => !(file in record.entries)),
            folders: Object.fromEntries(Object.entries(record.folders).filter(([folder, time]) => base.folders[folder] !== time)),
            unmarked: Object.keys(base.folders).filter((folder) => !(folder in record.folders)),
          };
          atomically(changedPath, JSON.stringify(changes));
          return;
        }
        const id = createHash('sha256').update(`${process.pid}:${Date.now()}:${Math.random()}`).digest('hex').slice(0, 16);
        atomically(path, JSON.stringify({ outDir, id, ...record }));
        rmSync(changedPath, { force: true });
        whole = { id, ...record };
      } catch {
        // A read-only cache: see above.
      }
    },
  };
}

function atomically(path: string, text: string) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}
