/**
 * A load in a new process with the snapshot of the last one (what the build does after an edit,
 * and the development server when it starts) reads and checks only the pages whose file changed,
 * takes the others as they were without decoding them, and gives what a load from nothing gives:
 * the same model, issues and icons. A change that reaches other pages (a section id a link points
 * at) has every page checked again.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentCache, SETTLED_MS } from '../../src/build/content/content-cache';
import { loadSite, type LoadResult } from '../../src/build/content/load-site';
import { loadSnapshot } from '../../src/build/content/load-snapshot';
import { fixtureSite, SCHEMA_DIR } from '../helpers/fixture-site';

const site = fixtureSite();
const caches = mkdtempSync(join(tmpdir(), 'load-snapshot-'));
afterAll(() => {
  site.cleanup();
  rmSync(caches, { recursive: true, force: true });
});

const at = (rel: string) => join(site.siteDir, rel);
/** Past the time after which a file's timestamps are trusted (content-cache.ts SETTLED_MS). */
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLED_MS + 100));

/** A load as a new process makes it: new caches in memory, the same folders on disk. */
const loadAnew = () => {
  const snapshot = loadSnapshot(join(caches, 'load'));
  const result = loadSite({
    siteDir: site.siteDir,
    schemaDir: SCHEMA_DIR,
    cache: contentCache(SCHEMA_DIR, join(caches, 'content')),
    snapshot,
  });
  snapshot.flush(); // as the process would a moment later
  return result;
};
/** A load from nothing: no cache, no snapshot. */
const loadFromNothing = () => loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR });

/** What a load gives, as data (a kept page reads its values through accessors). */
const given = ({ model, issues, icons }: LoadResult) => JSON.parse(JSON.stringify({ model, issues, icons })) as unknown;
const pagesRead = ({ sources }: LoadResult) => [...sources.keys()].filter((file) => file.includes('/pages/')).sort();

describe('a load with the snapshot of the last one', () => {
  it('reads the changed page alone, decodes none of the others, and gives what a load from nothing gives', async () => {
    // A warning, kept with its page: a description too short for search results.
    writeFileSync(
      at('pages/about.yaml'),
      readFileSync(at('pages/about.yaml'), 'utf8').replace(/^description: .*$/m, 'description: Short.'),
    );
    await settle();
    const first = loadAnew();
    expect(first.model).toBeDefined();
    expect(first.issues.some((issue) => issue.file === at('pages/about.yaml') && issue.severity === 'warning')).toBe(true);
    expect(pagesRead(first)).toHaveLength(3);

    const again = loadAnew();
    expect(pagesRead(again)).toEqual([]);
    expect(given(again)).toEqual(given(loadFromNothing()));

    writeFileSync(at('pages/contact.yaml'), readFileSync(at('pages/contact.yaml'), 'utf8').replace('Fixture Contact', 'Write to us'));
    await settle();
    const edited = loadAnew();
    expect(pagesRead(edited)).toEqual([at('pages/contact.yaml')]);
    const home = edited.model!.pages.find((page) => page.route === '/')!;
    // Its object values are read from the snapshot's file only when asked for.
    expect(Object.getOwnPropertyDescriptor(home, 'sections')?.get).toBeTypeOf('function');
    expect(given(edited)).toEqual(given(loadFromNothing()));
    expect(JSON.stringify(edited.model)).toContain('Write to us');
  });

  it('keeps a page saved just before the load, reads it again next time, and still takes the others', async () => {
    writeFileSync(
      at('pages/about.yaml'),
      readFileSync(at('pages/about.yaml'), 'utf8').replace('title: Fixture About', 'title: Just Saved'),
    );
    // Its timestamps are not trusted yet: the next load reads it, and it alone.
    expect(pagesRead(loadAnew())).toEqual([at('pages/about.yaml')]);
    const next = loadAnew();
    expect(pagesRead(next)).toEqual([at('pages/about.yaml')]);
    expect(given(next)).toEqual(given(loadFromNothing()));
  });

  it('checks every page again when a page changes a section id that links point at', async () => {
    writeFileSync(at('pages/contact.yaml'), readFileSync(at('pages/contact.yaml'), 'utf8').replace('id: form', 'id: write'));
    await settle();
    const moved = loadAnew();
    expect(pagesRead(moved)).toHaveLength(3);
    // The home page's link to /contact#form, unchanged itself, is now reported.
    expect(moved.issues.map((issue) => [issue.file, issue.code])).toContainEqual([at('pages/index.yaml'), 'missing-anchor']);
    expect(given(moved)).toEqual(given(loadFromNothing()));
  });
});
