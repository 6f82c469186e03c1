import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { SiteIssue } from '../diagnostics/issues.ts';
import type { Mark } from './schemas.ts';

/**
 * What checking one content file found, kept so that a file whose bytes, schemas and checking code
 * are unchanged is not parsed and validated again: by the development server between saves (in
 * memory) and by `npm run validate` and the build between runs (on disk, in .cache/content/).
 */
export interface CachedCheck {
  /** Whether the file parsed as YAML; when not, only its issues and text are kept. */
  parsed: boolean;
  /** The value with the schema's defaults filled in, its marks and whether it matched its schema. */
  value?: unknown;
  marks: Mark[];
  valid: boolean;
  issues: SiteIssue[];
  /** Whether the bytes were UTF-8 (and so there is a text to show in code frames). */
  utf8: boolean;
}

export interface ContentCache {
  /** Before a whole load: take in changes to the schemas or the checking code since the last one. */
  begin(): void;
  /** The key of a file's check: its path and bytes, the schemas and the code that checks it. */
  key(file: string, bytes: Uint8Array): string;
  get(key: string): CachedCheck | undefined;
  set(key: string, entry: CachedCheck): void;
  /** After a whole load: forget entries no file asked for (a changed file's old entry). */
  sweep(): void;
}

/** The code whose output is cached: a change to any of it (a new message, a new check) is a new cache. */
const CHECKING_CODE = ['content', 'diagnostics'].map((folder) => join(dirname(fileURLToPath(import.meta.url)), '..', folder));

function filesUnder(dir: string): string[] {
  try {
    return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

/** A hash of every schema file and every file of the checking code. */
export function checkingFingerprint(schemaDir: string): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(schemaDir), ...CHECKING_CODE.flatMap(filesUnder)]) {
    hash.update(file).update('\0');
    hash.update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Where the file checks of a content folder are kept between runs: in the project's
 * .cache/content/ (site/ → .cache/content/site), or, for a folder outside the project (a
 * temporary site), beside it, so that it goes when the folder's parent goes.
 */
export function contentCacheDir(siteDir: string, root = process.cwd()): string {
  const dir = resolve(siteDir);
  const inside = relative(root, dir);
  if (inside && !inside.startsWith('..') && !isAbsolute(inside)) return join(root, '.cache', 'content', inside.split(sep).join('_'));
  return join(dirname(dir), '.cache', 'content', basename(dir));
}

/**
 * A cache of file checks for one schema folder. Entries live in memory (serialised, so no caller
 * can change another's value) and, with `dir`, on disk as one file per entry, written atomically;
 * a damaged or unreadable entry is a miss. Nothing here can make a load fail: the cache only
 * saves work.
 */
export function contentCache(schemaDir: string, dir?: string): ContentCache {
  let fingerprint = '';
  const memory = new Map<string, Buffer>();
  const used = new Set<string>();
  const pathOf = (key: string) => join(dir!, key.slice(0, 2), `${key.slice(2)}.bin`);
  return {
    begin() {
      fingerprint = checkingFingerprint(schemaDir);
    },
    key(file, bytes) {
      return createHash('sha256').update(fingerprint).update('\0').update(file).update('\0').update(bytes).digest('hex');
    },
    get(key) {
      used.add(key);
      let bytes = memory.get(key);
      if (!bytes && dir) {
        try {
          bytes = readFileSync(pathOf(key));
          memory.set(key, bytes);
        } catch {
          return undefined;
        }
      }
      if (!bytes) return undefined;
      try {
        return deserialize(bytes) as CachedCheck;
      } catch {
        memory.delete(key);
        return undefined;
      }
    },
    set(key, entry) {
      used.add(key);
      const bytes = serialize(entry);
      memory.set(key, bytes);
      if (!dir) return;
      try {
        const path = pathOf(key);
        mkdirSync(dirname(path), { recursive: true });
        const temporary = `${path}.${process.pid}.tmp`;
        writeFileSync(temporary, bytes);
        renameSync(temporary, path);
      } catch {
        // A read-only or full disk: the entry stays in memory only.
      }
    },
    sweep() {
      for (const key of memory.keys()) if (!used.has(key)) memory.delete(key);
      if (dir)
        for (const file of filesUnder(dir)) {
          const key = file
            .slice(dir.length + 1)
            .replace(/[/\\]/, '')
            .replace(/\.bin$/, '');
          if (!used.has(key)) rmSync(file, { force: true });
        }
      used.clear();
    },
  };
}
