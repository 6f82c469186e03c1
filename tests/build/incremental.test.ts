/**
 * A build after one page changed renders only that page again (the other renders come from the
 * render cache), writes again the documents whose head names it (the pages below it), reuses the
 * bundles of the last build, and writes exactly what a build from nothing (bundling again) writes:
 * every file of dist/, byte for byte.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentCacheDir, SETTLED_MS } from '../../src/build/content/content-cache';
import { readPacks } from '../../src/build/content/pack-file';
import { bundleCacheDir } from '../../src/build/vite/bundle-cache';
import { fixtureSite, type FixtureSite } from '../helpers/fixture-site';
import { buildSite, buildSiteLogged } from '../helpers/site-build';

const temporary: string[] = [];
let site: FixtureSite | undefined;

afterAll(() => {
  if (site) rmSync(bundleCacheDir(site.siteDir, process.cwd()), { recursive: true, force: true });
  site?.cleanup();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function outDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'incremental-dist-'));
  temporary.push(dir);
  return dir;
}

/** Every file under `dir` (relative path → bytes). */
function tree(dir: string): Map<string, Buffer> {
  const files = (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  return new Map(files.map((file) => [relative(dir, file), readFileSync(file)]));
}

function expectSameTree(actual: string, expected: string) {
  const [a, b] = [tree(actual), tree(expected)];
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  const differing = [...b.keys()].filter((file) => !a.get(file)!.equals(b.get(file)!));
  expect(differing).toEqual([]);
}

/** The entries of the render cache (in packs under .cache/render beside the content folder), each with its pack's stamp. */
function renderEntries(fixture: FixtureSite): Map<string, string> {
  const packs = readPacks(contentCacheDir(fixture.siteDir, process.cwd(), 'render'));
  return new Map(packs.flatMap((pack) => [...pack.slots.keys()].map((key) => [key, stamp(pack.file)] as const)));
}

/** Inode and modification time of a file: a file written again has a new time (and, replaced, a new inode). */
function stamp(file: string): string {
  const stat = statSync(file);
  return `${stat.ino}:${stat.mtimeMs}`;
}

describe('a build after one page changed', () => {
  it('renders and writes only that page again, removes what the site no longer has, and leaves what a clean build leaves', () => {
    site = fixtureSite();
    const about = join(site.siteDir, 'pages/about.yaml');
    const team = join(site.siteDir, 'pages/team.yaml');
    writeFileSync(team, readFileSync(about, 'utf8').replace('title: Fixture About', 'title: Fixture Team'));
    // A page below about: its breadcrumb trail names about's title.
    mkdirSync(join(site.siteDir, 'pages/about'));
    writeFileSync(
      join(site.siteDir, 'pages/about/history.yaml'),
      readFileSync(about, 'utf8').replace('title: Fixture About', 'title: Fixture History'),
    );
    const dist = outDir();
    buildSite({ siteDir: site.siteDir, outDir: dist });
    const before = renderEntries(site);
    // Every page and 404.html were rendered and kept.
    expect(before.size).toBe([...tree(dist).keys()].filter((file) => file.endsWith('.html')).length);
    const untouched = ['contact/index.html', '_data/contact.json', '404.html'];
    const stamps = new Map(untouched.map((file) => [file, stamp(join(dist, file))]));
    writeFileSync(join(dist, 'left-over.txt'), 'not part of the site');

    // One page changed, one removed; the next build writes into the same folder.
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: Fixture About', 'title: Fixture About Us'));
    rmSync(team);
    // The code is unchanged: the bundles of the first build are reused, not made again.
    expect(buildSiteLogged({ siteDir: site.siteDir, outDir: dist }).log).toContain('client and server bundles unchanged');
    const after = renderEntries(site);
    // One entry added, the changed page's, in a pack of its own; the entries kept were not written again.
    const added = [...after.keys()].filter((entry) => !before.has(entry));
    expect(added).toHaveLength(1);
    expect([...after.values()].filter((pack) => pack === after.get(added[0]!))).toHaveLength(1);
    for (const [entry, pack] of before) if (after.has(entry)) expect(after.get(entry), entry).toBe(pack);
    // The documents of unchanged pages were not written again; the changed one was.
    for (const file of untouched) expect(stamp(join(dist, file)), file).toBe(stamps.get(file));
    expect(readFileSync(join(dist, 'about/index.html'), 'utf8')).toContain('<title>Fixture About Us</title>');
    expect(readFileSync(join(dist, '_data/about.json'), 'utf8')).toContain('Fixture About Us');
    // The page below it, unchanged itself, was written again: its trail names the new title.
    expect(readFileSync(join(dist, 'about/history/index.html'), 'utf8')).toContain('"name":"Fixture About Us"');

    rmSync(join(site.root, '.cache'), { recursive: true, force: true });
    rmSync(bundleCacheDir(site.siteDir, process.cwd()), { recursive: true, force: true });
    // From nothing (bundled again), rendered on two worker threads (a large site's build renders there; this one
    // would not): the same bytes as the pages rendered in the build's own thread.
    const clean = buildSite({ siteDir: site.siteDir, outDir: outDir(), env: { RENDER_WORKERS: '2' } });
    // The removed page's files and the stray file are gone: the folder is what a build from nothing leaves.
    expectSameTree(dist, clean);
  });

  it('takes the unchanged pages from the last load as they were, undecoded, and still writes what a clean build writes', async () => {
    const fixture = fixtureSite();
    const cleanupBundles = () => rmSync(bundleCacheDir(fixture.siteDir, process.cwd()), { recursive: true, force: true });
    try {
      const about = join(fixture.siteDir, 'pages/about.yaml');
      mkdirSync(join(fixture.siteDir, 'pages/about'));
      writeFileSync(
        join(fixture.siteDir, 'pages/about/history.yaml'),
        readFileSync(about, 'utf8').replace('title: Fixture About', 'title: Fixture History'),
      );
      // A file changed less than two seconds before it is read is not trusted by its timestamps, nor kept.
      await settle();
      const dist = outDir();
      buildSite({ siteDir: fixture.siteDir, outDir: dist });
      const snapshot = contentCacheDir(fixture.siteDir, process.cwd(), 'load');
      const whole = JSON.parse(readFileSync(join(snapshot, 'pages.json'), 'utf8')) as { states: Record<string, unknown> };
      expect(Object.keys(whole.states)).toContain(about);

      writeFileSync(about, readFileSync(about, 'utf8').replace('title: Fixture About', 'title: Fixture About Us'));
      await settle();
      buildSite({ siteDir: fixture.siteDir, outDir: dist });
      // The load read and checked that page alone: the others were taken from the snapshot, whose
      // whole file was left as it was, and only the changed page's state was written beside it.
      const changed = JSON.parse(readFileSync(join(snapshot, 'changed.json'), 'utf8')) as { states: Record<string, unknown> };
      expect(Object.keys(changed.states)).toEqual([about]);
      expect(readFileSync(join(dist, 'about/history/index.html'), 'utf8')).toContain('"name":"Fixture About Us"');

      rmSync(join(fixture.root, '.cache'), { recursive: true, force: true });
      cleanupBundles();
      expectSameTree(dist, buildSite({ siteDir: fixture.siteDir, outDir: outDir() }));
    } finally {
      cleanupBundles();
      fixture.cleanup();
    }
  });
});

/** Past the time after which a file's timestamps are trusted (content-cache.ts SETTLED_MS). */
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLED_MS + 100));
