import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { InitialPage } from '../../content/initial.ts';
import type { PageData, SiteData } from '../../content/model.ts';
import { filesUnder } from '../content/files-under.ts';
import { pageDigest } from '../content/load-snapshot.ts';
import { packStore } from '../content/pack-store.ts';
import type { Render } from './render-pool.ts';

/** What the server render of one route gives: the app's markup and the critical CSS of what it shows. */
export interface Rendered {
  html: string;
  styles: string;
}

/**
 * Server renders kept between builds, so that a build after an edit renders again only the pages
 * whose render can differ. A render depends on the server bundle (every file of it), the Node
 * version (dates and numbers are formatted by its ICU), the site data, the route and the page, and
 * on nothing else: the build id and the document around the markup are added afterwards, every
 * time, so the output is the same as a build without the cache. Entries live in `dir`, in packs
 * (pack-store.ts); an unreadable entry is a miss, and nothing here can fail a build.
 */
export interface RenderCache {
  /** The key of one route's render. */
  key(route: string, page: PageData | null): string;
  get(key: string): Rendered | undefined;
  /** Keep a render; written in the background while the next pages render (resolves once there is room for it). */
  set(key: string, value: Rendered): Promise<void>;
  /** Keep an entry through the sweep without reading it (its page was not written again). */
  keep(key: string): void;
  /**
   * Finish writing the renders of this build (resolves once they are on disk); after a complete one
   * (`complete`), remove the entries it did not use.
   */
  finish(complete: boolean): Promise<void>;
  /** How many renders came from the cache, and how many were made. */
  readonly hits: number;
  readonly misses: number;
}

/** A hash of every file of the server bundle (by its path inside the bundle) and of the Node version. */
export function bundleFingerprint(bundleDir: string): string {
  const hash = createHash('sha256').update(process.version).update('\0');
  for (const file of filesUnder(bundleDir)) hash.update(relative(bundleDir, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

export function renderCache(dir: string, bundleDir: string, site: SiteData): RenderCache {
  // Everything every page shares is hashed once; each key adds only its route and page.
  const shared = createHash('sha256').update(bundleFingerprint(bundleDir)).update('\0').update(JSON.stringify(site)).update('\0');
  const store = packStore(dir);
  let hits = 0;
  let misses = 0;
  return {
    key(route, page) {
      // A page's JSON is hashed once per page object (a page kept from the last load comes with its hash).
      return shared
        .copy()
        .update(route)
        .update('\0')
        .update(page ? pageDigest(page) : 'null')
        .digest('hex');
    },
    get(key) {
      const bytes = store.get(key);
      if (!bytes) {
        misses++; // without deserialising nothing: the error it throws costs more than a render's writes
        return undefined;
      }
      try {
        const value = deserialize(bytes) as Rendered;
        if (typeof value?.html !== 'string' || typeof value.styles !== 'string') throw new Error('not a render');
        hits++;
        return value;
      } catch {
        misses++;
        return undefined;
      }
    },
    set(key, value) {
      return store.put(key, serialize({ html: value.html, styles: value.styles }));
    },
    keep: store.keep,
    async finish(complete) {
      store.commit(complete);
      await store.settled();
      store.close();
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
  };
}

/** The server render of one route: from the cache when its inputs are unchanged, else rendered (and kept). */
export async function cachedRender(
  render: Render,
  cache: RenderCache | undefined,
  key: string | undefined,
  route: string,
  site: SiteData,
  initial: InitialPage,
) {
  if (!cache || key === undefined) return render(route, site, initial);
  const kept = cache.get(key);
  if (kept) return kept;
  const made = await render(route, site, initial);
  await cache.set(key, made);
  return made;
}
