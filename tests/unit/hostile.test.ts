/**
 * Hostile content: what a careless or malicious editor could put into site/ must give a clear
 * error at file:line:col (never a stack trace, a crash, a hang or a polluted prototype), and a
 * failed build must never leave a partial dist/ behind.
 *
 * Cases are folders under tests/fixtures/hostile/ laid over tests/fixtures/valid/minimal (see
 * tests/helpers/fixture-site.ts); the 5 MB file and the 200-level nesting are generated here into
 * the temporary copy rather than committed. The markup case (script tags and event handlers in
 * every kind of text) is valid content: tests/browser/hostile-render.test.ts builds it and checks
 * in Chromium that it is shown literally.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as validate } from '../../src/build/cli/validate';
import { issueHeadline } from '../../src/build/diagnostics/format';
import { contentCache, contentCacheDir, type ContentCache } from '../../src/build/content/content-cache';
import { loadSite } from '../../src/build/content/load-site';
import { MAX_FILE_ISSUES } from '../../src/build/diagnostics/issues';
import { runMain, type CliRun } from '../helpers/cli';
import { fixtureSite, HOSTILE_DIR, REPO_DIR, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';
import { sharedBuild } from '../helpers/site-build';
import { buildInProcess } from '../helpers/vite-config';
import { LONG_PAGE_HEAD, longPage, unknownKeysPage } from '../../bench/long-files';

const made: FixtureSite[] = [];
afterAll(() => {
  for (const site of made) site.cleanup();
});

function site(caseName?: string): FixtureSite {
  const made_ = fixtureSite(caseName, HOSTILE_DIR);
  made.push(made_);
  return made_;
}

/**
 * Load a site in process: its headlines (`site/pages/about.yaml:8:15  …`), whether it has a model, and
 * how long it took. With `cache`, the checks are kept where `npm run validate` looks for them.
 */
function load(fixture: FixtureSite, cache?: ContentCache) {
  const started = performance.now();
  const result = loadSite({ siteDir: fixture.siteDir, schemaDir: SCHEMA_DIR, cache });
  return { result, ms: performance.now() - started, headlines: result.issues.map((issue) => issueHeadline(issue, fixture.root)) };
}

/** The top of every page written here (bench/long-files.ts writes its long pages the same way). */
const HEAD = LONG_PAGE_HEAD;
const LINK_MESSAGE =
  'must be a site path (/about), an #anchor, an http(s):// address, a mailto: or a tel: link, or contact:phone or contact:email';

describe('links in content are limited to http(s), mailto:, tel:, site paths and #anchors', () => {
  it.each([
    ['link-javascript', 'javascript:alert(1)'],
    ['link-javascript-mixed-case', 'JavaScript:alert(document.cookie)'],
    ['link-leading-space', ' javascript:alert(1)'],
    ['link-data-url', 'data:text/html,<script>alert(1)</script>'],
    ['link-vbscript', 'vbscript:msgbox(1)'],
  ])('%s (%j) is rejected with the link message', (caseName, href) => {
    const fixture = site(caseName);
    expect(readFileSync(join(fixture.siteDir, 'pages/about.yaml'), 'utf8')).toContain(`href: ${JSON.stringify(href)}`);
    const { result, headlines } = load(fixture);
    expect(headlines).toEqual([`site/pages/about.yaml:8:15  sections[0] (hero) › actions[0] › href: ${LINK_MESSAGE}`]);
    expect(result.model).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '\tjavascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example/',
    'file:///etc/passwd',
  ])('site.yaml rejects %j as a footer link too', (href) => {
    const fixture = site();
    const file = join(fixture.siteDir, 'site.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('href: https://www.linkedin.com/', `href: ${JSON.stringify(href)}`));
    const { headlines } = load(fixture);
    expect(headlines).toEqual([`site/site.yaml:47:13  footer › social[0] › href: ${LINK_MESSAGE}`]);
  });
});

describe('no raw HTML from content', () => {
  it('nothing in src/ sets HTML from a string', () => {
    const files = (readdirSync(join(REPO_DIR, 'src'), { recursive: true }) as string[]).filter((f) => /\.(ts|tsx)$/.test(f));
    const found = files.flatMap((file) =>
      readFileSync(join(REPO_DIR, 'src', file), 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `src/${file}:${i + 1}`, line }))
        .filter(({ line }) =>
          /dangerouslySetInnerHTML|\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write|createContextualFragment/.test(line),
        )
        // The server's slot for an island (a fixed comment its own render replaces, render/island.tsx): no content is set.
        .filter(
          ({ where, line }) =>
            !(where.startsWith('src/render/island.tsx:') && /dangerouslySetInnerHTML=\{\{ __html: islandSlot\(n\) \}\}/.test(line)),
        )
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
    expect(readFileSync(join(REPO_DIR, 'src/render/island.tsx'), 'utf8')).toContain(
      'export const islandSlot = (n: number) => `<!--island:${n}-->`;',
    );
  });
});

/** Nesting 200 levels deep, as block mappings (the hero title) and as flow lists (a paragraph). */
function deepPage(levels: number): string {
  const mappings = Array.from({ length: levels }, (_, i) => `${'  '.repeat(i + 3)}level${i}:`).join('\n');
  return `${HEAD}  - type: hero\n    title:\n${mappings} bottom\n  - type: text\n    title: Our Mission\n    paragraphs: ${'['.repeat(levels)}bottom${']'.repeat(levels)}\n`;
}

interface Case {
  name: string;
  /** Laid over the valid fixture: a folder of tests/fixtures/hostile, or files written here. */
  fixture: () => FixtureSite;
  headlines: string[];
}

const ERROR_CASES: Case[] = [
  {
    name: 'an alias bomb (a billion laughs of mappings) in a data file',
    fixture: () => site('alias-bomb'),
    headlines: [
      'site/data/testimonials.yaml:4:13  YAML aliases (*name) cannot be used here: more than 100 aliases expand here, which could exhaust memory',
    ],
  },
  {
    name: '__proto__ and constructor keys',
    fixture: () => site('proto-keys'),
    headlines: [
      'site/data/testimonials.yaml:8:3  items › __proto__: the key "__proto__" must match the pattern ^[a-z][a-z0-9-]*$',
      'site/pages/about.yaml:5:1  __proto__: unknown property "__proto__".',
      'site/pages/about.yaml:7:1  constructor: unknown property "constructor".',
      'site/pages/about.yaml:13:5  sections[0] (hero) › __proto__: unknown property "__proto__".',
      'site/pages/about.yaml:16:11  sections[1] (testimonials) › ids[0]: no testimonials entry has the id "constructor".',
      'site/pages/about.yaml:16:24  sections[1] (testimonials) › ids[1]: no testimonials entry has the id "toString".',
    ],
  },
  {
    name: 'invalid UTF-8 (a Latin-1 é)',
    fixture: () => site('invalid-utf8'),
    headlines: ['site/pages/about.yaml:5:15  this file is not valid UTF-8 text'],
  },
  {
    name: 'an empty site.yaml',
    fixture: () => site('empty-file'),
    headlines: ['site/site.yaml:1:1  the file is empty'],
  },
  {
    name: 'nesting 200 levels deep',
    fixture: () => {
      const fixture = site();
      writeFileSync(join(fixture.siteDir, 'pages/about.yaml'), deepPage(200));
      return fixture;
    },
    headlines: [
      'site/pages/about.yaml:6:7  sections[0] (hero) › title: must be text, but it is a mapping (key: value lines)',
      'site/pages/about.yaml:208:18  sections[1] (text) › paragraphs[0]: must be text, but it is a list (lines starting with "- ")',
    ],
  },
  {
    name: 'a 5 MB file with a mistake on every line',
    fixture: () => {
      const fixture = site();
      writeFileSync(join(fixture.siteDir, 'pages/about.yaml'), longPage('      - 1234567890\n'));
      return fixture;
    },
    headlines: [
      ...Array.from(
        { length: MAX_FILE_ISSUES },
        (_, i) => `site/pages/about.yaml:${9 + i}:9  sections[1] (text) › paragraphs[${i}]: must be text, but it is a whole number`,
      ),
      `site/pages/about.yaml:${9 + MAX_FILE_ISSUES}:9  this file has more than ${MAX_FILE_ISSUES} problems; only the first ${MAX_FILE_ISSUES} are listed`,
    ],
  },
  {
    name: 'a 1 MB file with a duplicate key on every line',
    fixture: () => {
      const fixture = site();
      writeFileSync(
        join(fixture.siteDir, 'pages/about.yaml'),
        `${HEAD}  - type: hero\n    title: About Fixture Co\n${'    id: top\n'.repeat((1024 * 1024) / 12)}`,
      );
      return fixture;
    },
    headlines: [
      ...Array.from(
        { length: MAX_FILE_ISSUES },
        (_, i) => `site/pages/about.yaml:${7 + i}:5  the key "id" appears twice in the same block`,
      ),
      `site/pages/about.yaml:${7 + MAX_FILE_ISSUES}:5  this file has more than ${MAX_FILE_ISSUES} problems; only the first ${MAX_FILE_ISSUES} are listed`,
    ],
  },
  {
    // The YAML parser's own duplicate-key check compared every key with every other: minutes here.
    name: 'a 1 MB mapping of different unknown keys',
    fixture: () => {
      const fixture = site();
      writeFileSync(join(fixture.siteDir, 'pages/about.yaml'), unknownKeysPage(60_000));
      return fixture;
    },
    headlines: [
      ...Array.from(
        { length: MAX_FILE_ISSUES },
        (_, i) => `site/pages/about.yaml:${6 + i}:5  sections[0] (hero) › extra-${i}: unknown property "extra-${i}".`,
      ),
      `site/pages/about.yaml:${6 + MAX_FILE_ISSUES}:5  this file has more than ${MAX_FILE_ISSUES} problems; only the first ${MAX_FILE_ISSUES} are listed`,
    ],
  },
];

describe('hostile files give a clear error at file:line:col', () => {
  const fixtures = new Map<string, FixtureSite>();
  const loaded = new Map<string, ReturnType<typeof load>>();
  const cli = new Map<string, CliRun>();
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  beforeAll(async () => {
    for (const c of ERROR_CASES) {
      const fixture = c.fixture();
      fixtures.set(c.name, fixture);
      // Checked once, in process, into the cache the command reads: the command then reports the
      // same checks without parsing the big files a second time. The first case the command checks
      // cold (and validate-cli.test.ts on many more, once as a process of its own).
      const cache = c === ERROR_CASES[0] ? undefined : contentCache(SCHEMA_DIR, contentCacheDir(fixture.siteDir));
      loaded.set(c.name, load(fixture, cache));
      await cache?.flush();
    }
    // The command through its main(), in this process (tests/helpers/cli.ts).
    for (const c of ERROR_CASES) cli.set(c.name, await runMain(validate, [], { SITE_DIR: fixtures.get(c.name)!.siteDir }));
  });

  it.each(ERROR_CASES.map((c) => [c.name, c] as const))('%s: in process, exact headlines and no model', (_, c) => {
    const { result, headlines } = loaded.get(c.name)!;
    expect(headlines).toEqual(c.headlines);
    expect(result.model).toBeUndefined();
    for (const issue of result.issues) expect(`${issue.message}\n${issue.hint}`).not.toMatch(/\n\s+at |Error:/);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(ERROR_CASES.map((c) => [c.name, c] as const))('%s: npm run validate exits 1 with the same places and no stack trace', (_, c) => {
    const run = cli.get(c.name)!;
    const fixture = fixtures.get(c.name)!;
    expect(run.code, run.stderr).toBe(1);
    const shown = (headline: string) => headline.replace(/^site\//, `${relative(REPO_DIR, fixture.siteDir)}/`);
    for (const headline of c.headlines) expect(run.stderr).toContain(shown(headline));
    expect(run.stderr).not.toMatch(/^ {4}at /m);
    expect(run.stderr).not.toMatch(/\b(TypeError|RangeError|ReferenceError|SyntaxError|Error):/);
    expect(run.stderr).toMatch(/\d+ errors?, \d+ warnings?\n*$/);
  });
});

describe('big but valid content', () => {
  it('a valid 5 MB page loads in a few seconds', () => {
    const fixture = site();
    writeFileSync(
      join(fixture.siteDir, 'pages/about.yaml'),
      longPage('      - "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore."\n'),
    );
    const { result, headlines } = load(fixture);
    expect(headlines).toEqual([]);
    expect(result.model!.pages.find((page) => page.route === '/about')!.sections).toHaveLength(2);
  });

  it('prototype keys never reach Object.prototype, even when nested in lists', () => {
    const fixture = site();
    writeFileSync(
      join(fixture.siteDir, 'pages/about.yaml'),
      `${HEAD}  - type: hero\n    title: About Fixture Co\n  - type: text\n    title: Our Mission\n    paragraphs: [{ __proto__: { polluted: yes } }, { constructor: { prototype: { polluted: yes } } }]\n`,
    );
    const { headlines } = load(fixture);
    expect(headlines).toEqual([
      'site/pages/about.yaml:8:18  sections[1] (text) › paragraphs[0]: must be text, but it is a mapping (key: value lines)',
      'site/pages/about.yaml:8:52  sections[1] (text) › paragraphs[1]: must be text, but it is a mapping (key: value lines)',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

/** Every file under a folder with the hash of its content, to prove a folder was left exactly as it was. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((rel) => statSync(join(dir, rel)).isFile())
      .sort()
      .map((rel) => [
        rel,
        createHash('sha256')
          .update(readFileSync(join(dir, rel)))
          .digest('hex'),
      ]),
  );
}

/**
 * Invalid content is refused before Vite writes anything: no dist/ appears, and an existing one
 * (the last good build) is left exactly as it was, so a host serving it keeps serving a whole site.
 * (A failure after writing has begun, e.g. a page that throws while prerendering, removes the
 * output folder instead, so a half-written site is never left either; see src/build/vite/build-app.ts.)
 */
describe('a failed build leaves no partial dist/', () => {
  // Vite's builder in process (tests/helpers/vite-config.ts): how `vite build` itself prints the
  // failure and its exit code are checked on a real process in tests/build/prerender.test.ts.
  it('an invalid hostile site writes no output folder and says where the mistakes are', async () => {
    const fixture = site('proto-keys');
    const outDir = join(fixture.root, 'dist');
    const result = await buildInProcess({ siteDir: fixture.siteDir, outDir });
    expect(existsSync(outDir)).toBe(false);
    expect(result.output).toContain(
      `${relative(REPO_DIR, fixture.siteDir)}/pages/about.yaml:5:1  __proto__: unknown property "__proto__".`,
    );
    expect(result.output).not.toMatch(/^ {4}at /m);
    expect(result.error?.message).toMatch(/^Build stopped: the site content has \d+ errors? \(listed above\); nothing was written\.$/);
  });

  it('an invalid site leaves the previous good build untouched', async () => {
    const good = site();
    const outDir = join(good.root, 'dist');
    cpSync(await sharedBuild({ siteDir: good.siteDir }), outDir, { recursive: true });
    const before = snapshot(outDir);
    expect(Object.keys(before)).toContain('index.html');

    const bad = site('alias-bomb');
    const result = await buildInProcess({ siteDir: bad.siteDir, outDir });
    expect(result.error?.message).toMatch(/^Build stopped: /);
    expect(result.output).toContain('more than 100 aliases expand here');
    expect(snapshot(outDir)).toEqual(before);
  });
});
