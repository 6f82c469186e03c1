/**
 * A build after one page changed renders only that page again (the other renders come from the
 * render cache) and writes exactly what a build from nothing writes: every file of dist/, byte for
 * byte.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureSite, type FixtureSite } from '../helpers/fixture-site';
import { buildSite } from '../helpers/site-build';

const temporary: string[] = [];
let site: FixtureSite | undefined;

afterAll(() => {
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

/** The entries of the render cache (files under .cache/render beside the content folder) and their inodes. */
function renderEntries(fixture: FixtureSite): Map<string, number> {
  const dir = join(fixture.root, '.cache', 'render');
  const names = (readdirSync(dir, { recursive: true }) as string[]).filter((name) => name.endsWith('.bin'));
  // An entry is written to a new file and renamed into place: an entry written again has a new inode.
  return new Map(names.map((name) => [name, statSync(join(dir, name)).ino]));
}

describe('a build after one page changed', () => {
  it('renders that page again, reuses the other renders and writes what a clean build writes', () => {
    site = fixtureSite();
    const first = buildSite({ siteDir: site.siteDir, outDir: outDir() });
    const before = renderEntries(site);
    // Every page and 404.html were rendered and kept.
    expect(before.size).toBe([...tree(first).keys()].filter((file) => file.endsWith('.html')).length);

    const about = join(site.siteDir, 'pages/about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: Fixture About', 'title: Fixture About Us'));
    const incremental = buildSite({ siteDir: site.siteDir, outDir: outDir() });
    const after = renderEntries(site);
    // One entry replaced: the changed page's. The rest were reused, not rendered and written again.
    expect([...after.keys()].filter((entry) => !before.has(entry))).toHaveLength(1);
    expect([...before.keys()].filter((entry) => !after.has(entry))).toHaveLength(1);
    const kept = [...before].filter(([entry]) => after.has(entry));
    expect(kept.length).toBe(before.size - 1);
    for (const [entry, inode] of kept) expect(after.get(entry), entry).toBe(inode);
    expect(readFileSync(join(incremental, 'about/index.html'), 'utf8')).toContain('<title>Fixture About Us</title>');

    rmSync(join(site.root, '.cache'), { recursive: true, force: true });
    const clean = buildSite({ siteDir: site.siteDir, outDir: outDir() });
    expectSameTree(incremental, clean);
  });
});
