/**
 * A build whose code, schemas, icons and configuration are unchanged reuses the client and server
 * bundles of the last one instead of bundling again, and writes the same files; content that
 * changes what the bundles hold (an icon no page drew before) bundles again, and the new icon is
 * in the sprite the pages point at. The key itself changes with every kind of input (unit part).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleCacheDir, bundleKey } from '../../src/build/vite/bundle-cache';
import { fixtureSite, type FixtureSite } from '../helpers/fixture-site';
import { buildSiteLogged } from '../helpers/site-build';

const REUSED = 'client and server bundles unchanged';
const BUNDLING = 'building client environment';

let site: FixtureSite | undefined;
afterAll(() => {
  if (site) rmSync(bundleCacheDir(site.siteDir, process.cwd()), { recursive: true, force: true });
  site?.cleanup();
});

/** The files under `dir`, relative, each with its bytes. */
function files(dir: string): Map<string, Buffer> {
  const names = (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
  return new Map(names.map((name) => [name, readFileSync(join(dir, name))]));
}

describe('the bundles of a build', () => {
  it('are reused while only page texts change, and made again when the content draws a new icon', () => {
    site = fixtureSite();
    const about = join(site.siteDir, 'pages/about.yaml');
    const first = buildSiteLogged({ siteDir: site.siteDir });
    expect(first.log).toContain(BUNDLING);
    expect(first.log).not.toContain(REUSED);
    const bundles = bundleCacheDir(site.siteDir, process.cwd());
    const entries = () => readdirSync(bundles).filter((name) => name !== 'site-dir');
    expect(entries()).toHaveLength(1);

    // A text edit: nothing the bundles hold changed.
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: Fixture About', 'title: Fixture About Us'));
    const second = buildSiteLogged({ siteDir: site.siteDir, outDir: first.outDir });
    expect(second.log).toContain(REUSED);
    expect(second.log).not.toContain(BUNDLING);
    expect(readFileSync(join(second.outDir, 'about/index.html'), 'utf8')).toContain('<title>Fixture About Us</title>');
    const app = (dir: string) => new Map([...files(dir)].filter(([name]) => name.startsWith('_app/')));
    const built = app(first.outDir);

    // A build into a new folder from the kept bundles: the same client files as the bundling gave.
    const third = buildSiteLogged({ siteDir: site.siteDir });
    expect(third.log).toContain(REUSED);
    expect([...app(third.outDir).keys()].sort()).toEqual([...built.keys()].sort());
    for (const [name, bytes] of app(third.outDir)) expect(bytes.equals(built.get(name)!), name).toBe(true);

    // An icon no page drew before: the sprite, and so the bundles, change.
    writeFileSync(
      about,
      `${readFileSync(about, 'utf8')}  - type: benefits\n    title: Why us\n    items:\n      - { icon: rocket, title: Fast, text: We install quickly. }\n`,
    );
    const fourth = buildSiteLogged({ siteDir: site.siteDir, outDir: first.outDir });
    expect(fourth.log).toContain(BUNDLING);
    expect(fourth.log).not.toContain(REUSED);
    expect(entries()).toHaveLength(2);
    const sprite = [...files(fourth.outDir)].find(([name]) => /^_app\/sprite-.*\.svg$/.test(name));
    expect(sprite?.[1].toString()).toContain('<symbol id="rocket"');
    expect(readFileSync(join(fourth.outDir, 'about/index.html'), 'utf8')).toContain(`/${sprite![0]}#rocket`);
  });

  it('are keyed by the code, the entry page, the packages, the schemas, the icon sprite and the configuration', () => {
    const root = mkdtempSync(join(tmpdir(), 'bundle-key-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(join(root, file, '..'), { recursive: true });
        writeFileSync(join(root, file), text);
      };
      write('src/app/App.tsx', 'export const App = 1;');
      write('index.html', '<script type="module" src="/src/entry-client.tsx"></script>');
      write('package-lock.json', '{"lockfileVersion":3}');
      write('schema/page.schema.json', '{"type":"object"}');
      const inputs = { root, schemaDir: join(root, 'schema'), sprite: '<svg/>', config: { mode: 'production', build: { minify: true } } };
      const key = bundleKey(inputs);
      expect(bundleKey(inputs)).toBe(key);
      // The output folder is not an input.
      expect(bundleKey({ ...inputs, config: { ...inputs.config, build: { minify: true, outDir: '/elsewhere' } } })).toBe(key);
      expect(bundleKey({ ...inputs, sprite: '<svg><symbol id="rocket"/></svg>' })).not.toBe(key);
      expect(bundleKey({ ...inputs, config: { mode: 'production', build: { minify: false } } })).not.toBe(key);
      for (const [file, text] of [
        ['src/app/App.tsx', 'export const App = 2;'],
        ['src/app/New.tsx', 'export {};'],
        ['index.html', '<p>changed</p>'],
        ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
        ['schema/page.schema.json', '{"type":"array"}'],
      ] as const) {
        const before = readFileSync(join(root, file), { flag: 'a+' }).toString();
        write(file, text);
        expect(bundleKey(inputs), file).not.toBe(key);
        if (before) write(file, before);
        else rmSync(join(root, file));
        expect(bundleKey(inputs), `${file} put back`).toBe(key);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
