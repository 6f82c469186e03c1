import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, type BigIntStats } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { SiteIssue } from '../diagnostics/issues.ts';
import { filesUnder } from './files-under.ts';
import { packStore } from './pack-store.ts';
import { pathBelow } from './site-paths.ts';
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
  /**
   * Before a whole load: take in changes to the schemas or the checking code since the last one.
   * With `changed` (a file watcher's word that since the last load only these files changed and
   * none was added or removed), the other files this cache read settled are not looked at again,
   * and the folder listings of the last load are reused.
   */
  begin(changed?: ReadonlySet<string>): void;
  /** The listing of a content folder: `list()`'s, or the last load's when begin() was told nothing was added or removed. */
  listing<T>(folder: string, list: () => T): T;
  /**
   * A file's bytes and the key of its check (its path and bytes, the schemas and the code that
   * checks it). A file this cache read before and whose inode, size, modification and
   * change times are the same is not read again, unless it was changed less than SETTLED_MS before
   * it was read (timestamps are coarse: a second write in the same tick would look the same).
   * Throws when the file cannot be read.
   */
  read(file: string): { bytes: Buffer; key: string };
  /**
   * The stamp (inode, size, modification and change times) and check key of the bytes read() last
   * gave for `file`, and whether its timestamps can be trusted (it had settled when it was read).
   */
  stampOf(file: string): { stamp: string; key: string; settled: boolean } | undefined;
  /** The fingerprint of the schemas and the checking code, as the last begin() found it. */
  readonly fingerprint: string;
  get(key: string): CachedCheck | undefined;
  /** Count an entry as used by this load without reading it (a page whose whole state was kept elsewhere), so sweep() keeps it. */
  keep(key: string): void;
  /** Keep a check: in memory at once and, with a folder, appended to this load's pack in the background (on disk once sweep() finishes it). */
  set(key: string, entry: CachedCheck): void;
  /** Keep a check made on another thread, serialized there. */
  adopt(key: string, serialized: Uint8Array): void;
  /** Wait for the pack that sweep() finished to be on disk. */
  flush(): Promise<void>;
  /** After a whole load: forget entries no file asked for (a changed file's old entry), and finish the pack of those written. */
  sweep(): void;
}

/** What says a file is unchanged without reading it: its inode, size, modification and change times. */
export function fileStamp(stat: BigIntStats): string {
  return `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
}

/** How long before its reading a file must have last changed for its timestamps to be trusted. */
export const SETTLED_MS = 2000;

/** The code whose output is cached: a change to any of it (a new message, a new check) is a new cache. */
const CHECKING_CODE = ['content', 'diagnostics'].map((folder) => join(dirname(fileURLToPath(import.meta.url)), '..', folder));
/** The versions of the packages that parse and validate (a new YAML reader could read a file differently). */
const PACKAGE_LOCK = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'package-lock.json');

/** A hash of every schema file, every file of the checking code and the package versions. */
export function checkingFingerprint(schemaDir: string): string {
  const hash = createHash('sha256');
  const lock = existsSync(PACKAGE_LOCK) ? [PACKAGE_LOCK] : [];
  for (const file of [...filesUnder(schemaDir), ...CHECKING_CODE.flatMap(filesUnder), ...lock]) {
    hash.update(file).update('\0');
    hash.update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Where what is kept of a content folder between runs lives (`kind`: `content` for the file
 * checks, `render` for the build's server renders): in the project's .cache/<kind>/ (site/ →
 * .cache/content/site), or, for a folder outside the project (a temporary site), beside it, so
 * that it goes when the folder's parent goes.
 */
export function contentCacheDir(siteDir: string, root = process.cwd(), kind = 'content'): string {
  const dir = resolve(siteDir);
  const inside = pathBelow(root, dir);
  if (inside) return join(root, '.cache', kind, inside.split(sep).join('_'));
  return join(dirname(dir), '.cache', kind, basename(dir));
}

/**
 * Where the pictures' variants of `siteDir` are kept: SITE_MEDIA_CACHE when set (the studio gives
 * every draft's build one folder, so a draft's first build encodes only the pictures it added), else
 * contentCacheDir's `media`. Variants are named by their source's content hash, so builds of
 * several copies of a site can share one folder.
 */
export function mediaCacheDir(siteDir: string, root = process.cwd()): string {
  return process.env.SITE_MEDIA_CACHE || contentCacheDir(siteDir, root, 'media');
}

/** `value` and everything in it made read-only. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export interface ContentCacheOptions {
  /**
   * Whether the values handed out are frozen (the default): needed where several loads share them
   * (the development server, the build's watch), so that none can change another's, and so that the
   * checks after parsing can keep their results by value. False for a cache that serves one load
   * only (`npm run validate`): freezing every object of thousands of pages would cost more than it
   * guards.
   */
  freeze?: boolean;
}

/**
 * A cache of file checks for one schema folder. Entries live in memory, decoded and frozen (so no
 * caller can change another's value, and a load of thousands of unchanged files decodes none of
 * them) and, with `dir`, on disk in packs (pack-store.ts); a damaged or unreadable entry is a
 * miss. Nothing here can make a load fail: the cache only saves work.
 */
export function contentCache(schemaDir: string, dir?: string, { freeze = true }: ContentCacheOptions = {}): ContentCache {
  const handedOut = <T>(value: T): T => (freeze ? deepFreeze(value) : value);
  let fingerprint = '';
  const memory = new Map<string, CachedCheck>();
  const used = new Set<string>();
  const store = dir === undefined ? undefined : packStore(dir);
  const seen = new Map<string, { stamp: string; bytes: Buffer; key: string; settled: boolean }>();
  const key = (file: string, bytes: Uint8Array) =>
    createHash('sha256').update(fingerprint).update('\0').update(file).update('\0').update(bytes).digest('hex');
  let changedOnly: ReadonlySet<string> | undefined;
  const listings = new Map<string, unknown>();
  return {
    begin(changed) {
      const now = checkingFingerprint(schemaDir);
      if (now !== fingerprint) seen.clear();
      changedOnly = now === fingerprint ? changed : undefined;
      if (!changedOnly) listings.clear();
      fingerprint = now;
    },
    listing(folder, list) {
      if (!changedOnly || !listings.has(folder)) listings.set(folder, list());
      return listings.get(folder) as ReturnType<typeof list>;
    },
    read(file) {
      const trusted = changedOnly && !changedOnly.has(file) ? seen.get(file) : undefined;
      if (trusted?.settled) return trusted;
      const stat = statSync(file, { bigint: true });
      const stamp = fileStamp(stat);
      const kept = seen.get(file);
      if (kept?.settled && kept.stamp === stamp) return kept;
      const readAt = Date.now();
      const bytes = readFileSync(file);
      const entry = { stamp, bytes, key: key(file, bytes), settled: Number(stat.ctimeNs / 1_000_000n) < readAt - SETTLED_MS };
      seen.set(file, entry);
      return entry;
    },
    stampOf(file) {
      const entry = seen.get(file);
      return entry && { stamp: entry.stamp, key: entry.key, settled: entry.settled };
    },
    get fingerprint() {
      return fingerprint;
    },
    get(key) {
      used.add(key);
      const kept = memory.get(key);
      if (kept) {
        store?.keep(key); // used on disk too, or the pack holding it would be swept
        return kept;
      }
      if (!store) return undefined;
      try {
        const bytes = store.get(key);
        const entry = bytes && handedOut(deserialize(bytes) as CachedCheck);
        if (entry) memory.set(key, entry);
        return entry;
      } catch {
        return undefined;
      }
    },
    keep(key) {
      used.add(key);
      store?.keep(key);
    },
    set(key, entry) {
      used.add(key);
      memory.set(key, handedOut(entry));
      // Written while the load parses on; the pack gets its name once the load is over (sweep).
      void store?.put(key, serialize(entry));
    },
    adopt(key, serialized) {
      used.add(key);
      memory.set(key, handedOut(deserialize(serialized) as CachedCheck));
      void store?.put(key, serialized);
    },
    async flush() {
      await store?.settled();
    },
    sweep() {
      for (const key of memory.keys()) if (!used.has(key)) memory.delete(key);
      for (const [file, entry] of seen) if (!used.has(entry.key)) seen.delete(file);
      store?.commit(true);
      used.clear();
    },
  };
}
