/**
 * The cache of file checks (src/build/content/content-cache.ts): a load that reuses it finds
 * exactly what a load without it finds, for the valid site and for every invalid case (positions
 * of the cross-checks included, which a cached file parses only when asked), and it parses again
 * only the files that changed.
 */
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentCache, contentCacheDir, type ContentCache } from '../../src/build/content/content-cache';
import { loadSite, type LoadResult } from '../../src/build/content/load-site';
import { readPacks } from '../../src/build/content/pack-file';
import { fixtureSite, listCases, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';

const made: FixtureSite[] = [];
afterAll(() => made.forEach((site) => site.cleanup()));
function site(caseName?: string): FixtureSite {
  const fixture = fixtureSite(caseName);
  made.push(fixture);
  return fixture;
}

/** A cache that counts what it was asked: hits are files not parsed again. */
function counted(cache: ContentCache) {
  const counts = { hits: 0, misses: 0 };
  const wrapped: ContentCache = {
    ...cache,
    get(key) {
      const entry = cache.get(key);
      counts[entry ? 'hits' : 'misses']++;
      return entry;
    },
  };
  return { cache: wrapped, counts, reset: () => Object.assign(counts, { hits: 0, misses: 0 }) };
}

/** What a visitor or an editor would see of a load: the issues and the model, as plain data. */
function seen(result: LoadResult) {
  return { issues: result.issues, model: JSON.parse(JSON.stringify(result.model ?? null)) as unknown, sources: [...result.sources] };
}

describe('a load with the cache finds what a load without it finds', () => {
  it.each([['valid'], ...listCases().map((name) => [name])])('%s', async (name) => {
    const fixture = site(name === 'valid' ? undefined : name);
    const plain = seen(loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR }));
    const cache = contentCache(SCHEMA_DIR, contentCacheDir(fixture.siteDir));
    expect(seen(loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR, cache })), 'first load, filling it').toEqual(plain);
    expect(seen(loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR, cache })), 'from memory').toEqual(plain);
    await cache.flush();
    const fromDisk = contentCache(SCHEMA_DIR, contentCacheDir(fixture.siteDir));
    expect(seen(loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR, cache: fromDisk })), 'from disk').toEqual(plain);
    const oneLoad = contentCache(SCHEMA_DIR, contentCacheDir(fixture.siteDir), { freeze: false });
    expect(seen(loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR, cache: oneLoad })), 'from disk, not frozen').toEqual(plain);
  });
});

describe('cached values', () => {
  it('are read-only, so that no load changes what another load gets', () => {
    const fixture = site();
    const cache = contentCache(SCHEMA_DIR);
    const first = loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR, cache }).model!;
    expect(() => {
      (first.site.site.brand as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    const second = loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR, cache }).model!;
    expect(second.site.site.brand.name).not.toBe('changed');
    expect(second.pages[0]!.sections).toBe(first.pages[0]!.sections);
  });

  it('are left as they are by a cache for one load, whether checked now or read from disk', async () => {
    const fixture = site();
    const dir = contentCacheDir(fixture.siteDir);
    for (const round of ['checked now', 'from disk']) {
      const cache = contentCache(SCHEMA_DIR, dir, { freeze: false });
      const { model } = loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR, cache, pictures: false });
      expect(Object.isFrozen(model!.site.site.brand), round).toBe(false);
      expect(Object.isFrozen(model!.pages[0]!.sections), round).toBe(false);
      await cache.flush();
    }
  });
});

describe('what is parsed again', () => {
  const fixture = site('missing-route');
  const pages = () => readdirSync(join(fixture.siteDir, 'pages')).length;
  const load = (cache: ContentCache) => loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR, cache });

  it('nothing when nothing changed, one file when one page changed', () => {
    const { cache, counts, reset } = counted(contentCache(SCHEMA_DIR));
    load(cache);
    expect(counts.hits).toBe(0);
    reset();
    load(cache);
    expect(counts).toEqual({ hits: counts.hits, misses: 0 });
    expect(counts.hits).toBeGreaterThan(pages());
    reset();
    const about = join(fixture.siteDir, 'pages/about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace(/^title: .*$/m, 'title: About us, changed'));
    const result = load(cache);
    expect(counts.misses).toBe(1);
    expect(result.model).toBeUndefined();
    expect(result.issues.map((issue) => issue.code)).toContain('missing-route');
  });

  it('every file when a schema changed, so no check is ever stale', () => {
    const schemaDir = join(mkdtempSync(join(tmpdir(), 'schema-copy-')), 'schema');
    try {
      cpSync(SCHEMA_DIR, schemaDir, { recursive: true });
      const { cache, counts, reset } = counted(contentCache(schemaDir));
      const loadWith = () => loadSite({ siteDir: fixture.siteDir, schemaDir, cache });
      loadWith();
      reset();
      appendFileSync(join(schemaDir, 'site.schema.json'), '\n');
      loadWith();
      expect(counts.hits).toBe(0);
    } finally {
      rmSync(join(schemaDir, '..'), { recursive: true, force: true });
    }
  });

  it('a damaged entry on disk is a miss, never a wrong answer or a failure', async () => {
    const dir = contentCacheDir(fixture.siteDir);
    const first = contentCache(SCHEMA_DIR, dir);
    load(first);
    await first.flush();
    const packs = readPacks(dir);
    expect(packs.reduce((sum, pack) => sum + pack.slots.size, 0)).toBeGreaterThan(pages());
    // Every entry's bytes changed (a disk fault); the rows that say where each entry is are left.
    for (const { file, slots } of packs) {
      const bytes = readFileSync(file);
      for (const slot of slots.values()) bytes.fill(0x2a, slot.offset, slot.offset + slot.length);
      writeFileSync(file, bytes);
    }
    const { cache, counts } = counted(contentCache(SCHEMA_DIR, dir));
    expect(seen(load(cache))).toEqual(seen(loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR })));
    expect(counts.hits).toBe(0);
  });
});

describe('a load told which files changed (the development server after a save)', () => {
  // The checks across files (a link to another page's #anchor) are kept per unchanged file: they
  // must still follow a change to the page they point at.
  it('finds what a whole load finds, in the unchanged files too', () => {
    const fixture = site();
    const contact = join(fixture.siteDir, 'pages/contact.yaml');
    const about = join(fixture.siteDir, 'pages/about.yaml');
    const cache = contentCache(SCHEMA_DIR);
    const whole = () => seen(loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR }));
    const told = (...files: string[]) =>
      seen(loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR, cache, changed: new Set(files) }));
    expect(told()).toEqual(whole());

    // index.yaml links to /contact#form: renaming that id breaks the link of the file that did not change.
    const original = readFileSync(contact, 'utf8');
    writeFileSync(contact, original.replace('id: form', 'id: form-renamed'));
    const broken = told(contact);
    expect(broken).toEqual(whole());
    expect(broken.issues.filter((issue) => issue.file.endsWith('index.yaml')).map((issue) => issue.code)).toEqual(['missing-anchor']);

    writeFileSync(contact, original);
    expect(told(contact)).toEqual(whole());
    expect(told(contact).issues).toEqual([]);

    // A rule of one page (a description too short for search results).
    writeFileSync(about, readFileSync(about, 'utf8').replace(/^description: .*$/m, 'description: Too short.'));
    const short = told(about);
    expect(short).toEqual(whole());
    expect(short.issues.map((issue) => issue.code)).toEqual(['short-description']);
  });
});
