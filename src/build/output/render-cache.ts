import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { PageData, SiteData } from '../../content/model.ts';
import { filesUnder } from '../content/files-under.ts';
import { pageDigest } from '../content/load-snapshot.ts';
import { packStore } from '../content/pack-store.ts';
import { withIslandProps } from './island-props.ts';
import { renderDigest, type Rendered } from './page-document.ts';

export type { Rendered };

/**
 * Where a written document holds a server render, so that the document serves as the kept copy of it:
 * its critical styles end the head, its markup follows the template text between the head and the
 * markup, and the islands' props block the build took out of the markup is the text of the props
 * file; with a hash of the render whole, to know that the document still holds it.
 */
export interface KeptRender {
  /** The document's file. */
  document: string;
  /** The template's text between the head and the markup (betweenHeadAndMarkup). */
  between: string;
  /** The length of the markup in the document (the render's without its props block). */
  markup: number;
  /** The length of the critical styles. */
  styles: number;
  /** The islands' props file (island-props.ts), when the render has islands. */
  props?: string;
  /** page-document.ts renderDigest. */
  digest: string;
}

/**
 * Server renders kept between builds, so that a build after an edit renders again only the pages
 * whose render can differ. A render depends on the server bundle (every file of it), the Node
 * version (dates and numbers are formatted by its ICU), the site data, the route and the page, and
 * on nothing else: the build id and the document around the markup are added afterwards, every
 * time, so the output is the same as a build without the cache. The cache holds no copy of its
 * own: an entry names the document a build wrote with the render (KeptRender) and the render's
 * hash, and a later build takes the render back out of that document; a document since changed,
 * moved or removed is a miss. Entries live in `dir`, in packs (pack-store.ts); an unreadable entry
 * is a miss, and nothing here can fail a build.
 */
export interface RenderCache {
  /** The key of one route's render. */
  key(route: string, page: PageData | null): string;
  get(key: string): Rendered | undefined;
  /** Keep a render, by the document written with it (the entries, a few hundred bytes each, are written together by finish). */
  set(key: string, kept: KeptRender): void;
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

/** The render `record` names, out of its document as it is now; undefined when that is gone or no longer holds it. */
function takenBack(record: KeptRender): Rendered | undefined {
  const document = readFileSync(record.document, 'utf8');
  const at = document.indexOf(record.between);
  if (at < record.styles) return undefined;
  const start = at + record.between.length;
  const markup = document.slice(start, start + record.markup);
  const html = record.props === undefined ? markup : withIslandProps(markup, readFileSync(record.props, 'utf8'));
  const value = { html, styles: document.slice(at - record.styles, at) };
  return renderDigest(value) === record.digest ? value : undefined;
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
  const made: [string, KeptRender][] = [];
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
      try {
        const record = bytes && (deserialize(bytes) as KeptRender);
        const value = record && typeof record.document === 'string' ? takenBack(record) : undefined;
        if (value) {
          hits++;
          return value;
        }
      } catch {
        // An entry or a document that cannot be read: a miss.
      }
      misses++;
      return undefined;
    },
    set(key, kept) {
      made.push([key, kept]);
    },
    keep: store.keep,
    async finish(complete) {
      // One write of them all: each entry on its own costs more than it has bytes.
      for (const [key, record] of made.splice(0)) void store.put(key, serialize(record));
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

/**
 * The text of the template between the head tags and the markup: in a document, the head's last
 * tags (the critical styles of a built page) end where it starts, and the markup begins where it ends.
 */
export function betweenHeadAndMarkup(template: string): string {
  const head = template.indexOf('<!--app-head-->');
  const markup = template.indexOf('<!--app-html-->');
  if (head < 0 || markup < head) throw new Error('the built index.html has no <!--app-head--> before its <!--app-html-->');
  return template.slice(head + '<!--app-head-->'.length, markup);
}
