import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync, type Dirent } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { SiteIssue } from '../diagnostics/issues.ts';
import { quietlyRemove, temporaryName } from './atomic-file.ts';
import { checkAhead } from './check-ahead.ts';
import { checkingFingerprint, contentCache, SETTLED_MS } from './content-cache.ts';
import { filesUnder } from './files-under.ts';
import { loadSite } from './load-site.ts';

/** What checking a whole content folder found: what `npm run validate` prints. */
export interface SiteVerdict {
  issues: SiteIssue[];
  /** The text of each file an issue is in (for code frames). */
  sources: Map<string, string>;
  /** Pages of the model (0 when the content has errors). */
  pages: number;
}

/** The code a load runs besides the checking code the content cache fingerprints (page addresses, the model). */
const LOADER_CODE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content');

/**
 * The state of a content folder in one hash: every entry below it (its path, inode, size,
 * modification and change times, kind; a link's target too) and the schemas and the code that check
 * it. Nothing is read but the folders; undefined when an entry changed less than `settledMs` ago
 * (timestamps are coarse: a second write in the same tick would look the same), or the folder
 * cannot be listed.
 */
export function folderStamp(siteDir: string, schemaDir: string, settledMs = SETTLED_MS): string | undefined {
  const hash = createHash('sha256').update(checkingFingerprint(schemaDir)).update('\0');
  for (const file of filesUnder(LOADER_CODE)) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  const newest = Date.now() - settledMs;
  let entries: Dirent[];
  try {
    entries = readdirSync(siteDir, { recursive: true, withFileTypes: true }) as Dirent[];
  } catch {
    return undefined;
  }
  const paths = [siteDir, ...entries.map((entry) => join(entry.parentPath, entry.name))].sort();
  for (const path of paths) {
    try {
      const stats = [lstatSync(path, { bigint: true })];
      if (stats[0]!.isSymbolicLink()) stats.push(statSync(path, { bigint: true }));
      for (const stat of stats) {
        if (Number(stat.ctimeNs / 1_000_000n) >= newest || Number(stat.mtimeNs / 1_000_000n) >= newest) return undefined;
        hash.update(`${relative(siteDir, path)}\0${stat.mode}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}\0`);
      }
    } catch {
      hash.update(`${relative(siteDir, path)}\0(gone)\0`); // a broken link, or removed meanwhile
    }
  }
  return hash.digest('hex');
}

/**
 * Check a content folder as `npm run validate` does, with its caches in `cacheDir`: when nothing
 * below the folder, nor the schemas or the checking code, changed since the last check whose
 * verdict was kept (folderStamp), that verdict is given back without reading a file; otherwise the
 * pages the cache lacks are checked on every core (check-ahead.ts), the folder is loaded, and the
 * verdict is kept for the next run. `reused` says which.
 */
export async function checkSite(
  siteDir: string,
  schemaDir: string,
  cacheDir: string,
  { settledMs = SETTLED_MS }: { settledMs?: number } = {},
): Promise<SiteVerdict & { reused: boolean }> {
  const file = join(cacheDir, 'verdict');
  const stamp = folderStamp(siteDir, schemaDir, settledMs);
  if (stamp !== undefined) {
    const kept = readVerdict(file, stamp);
    if (kept) return { ...kept, reused: true };
  }
  // Files unchanged since the last run (same bytes, schemas and checks) are not parsed again. The
  // cache serves this one load: its values need not be frozen.
  const cache = contentCache(schemaDir, cacheDir, { freeze: false });
  const readAhead = await checkAhead(siteDir, schemaDir, cache);
  const { issues, sources, model } = loadSite({ siteDir, schemaDir, cache, changed: readAhead, pictures: false });
  await cache.flush();
  const cited = new Map(
    [...new Set(issues.map((issue) => issue.file))].flatMap((name) => (sources.has(name) ? [[name, sources.get(name)!]] : [])),
  );
  const verdict: SiteVerdict = { issues, sources: cited, pages: model?.pages.length ?? 0 };
  // Kept only when nothing changed while it was made: the stamp after the load is the one before.
  if (stamp !== undefined && folderStamp(siteDir, schemaDir, settledMs) === stamp) writeVerdict(file, stamp, verdict);
  return { ...verdict, reused: false };
}

function readVerdict(file: string, stamp: string): SiteVerdict | undefined {
  try {
    const kept = deserialize(readFileSync(file)) as { stamp?: string; verdict?: SiteVerdict };
    return kept.stamp === stamp && kept.verdict && Array.isArray(kept.verdict.issues) ? kept.verdict : undefined;
  } catch {
    return undefined;
  }
}

/** Written whole or not at all; a cache that cannot be written only means the next run checks again. */
function writeVerdict(file: string, stamp: string, verdict: SiteVerdict) {
  const partial = join(dirname(file), temporaryName('verdict'));
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(partial, serialize({ stamp, verdict }));
    renameSync(partial, file);
  } catch {
    quietlyRemove(partial);
  }
}
