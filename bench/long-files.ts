/**
 * Part of `npm run bench -- --scale`: how long the loader takes over one very long content file,
 * with and without mistakes (src/build/content/long-file.ts places the mistakes of a long file
 * from its first part). The site is a copy of site/ whose pages/about.yaml is the long file;
 * loadSite() runs in this process with no cache, `runs` times, and the median is kept.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSite } from '../src/build/content/load-site.ts';
import type { TargetCheck } from './report.ts';
import { table } from './report.ts';
import { duration, median } from './stats.ts';

/** The top of every long page: a title, a description and the start of the section list. */
export const LONG_PAGE_HEAD =
  'title: Fixture About\ndescription: About the fixture company, its mission and the people behind it.\nsections:\n';

/** A page of about `bytes` characters: a hero, then a text section whose paragraphs are `line` again and again. */
export function longPage(line: string, bytes = 5 * 1024 * 1024): string {
  const parts = [LONG_PAGE_HEAD, '  - type: hero\n    title: About Fixture Co\n  - type: text\n    title: Our Mission\n    paragraphs:\n'];
  let size = parts.join('').length;
  while (size < bytes) {
    parts.push(line);
    size += line.length;
  }
  return parts.join('');
}

/** A page whose hero has `count` keys the schema does not know (about 1 MB for 60,000). */
export function unknownKeysPage(count = 60_000): string {
  const keys = Array.from({ length: count }, (_, i) => `    extra-${i}: 1\n`).join('');
  return `${LONG_PAGE_HEAD}  - type: hero\n    title: About Fixture Co\n${keys}`;
}

export const LONG_FILE_CASES: { name: string; text: () => string }[] = [
  { name: '5 MB page, a mistake on every line', text: () => longPage('      - 1234567890\n') },
  { name: '1 MB hero, 60,000 unknown keys', text: () => unknownKeysPage() },
  {
    // Parsed whole once its indentation is read as spaces (about 0.35 s a megabyte), so 1 MB: the
    // case is the counting of the lines that have such spaces, linear since it was quadratic.
    name: '1 MB page indented with non-breaking spaces',
    text: () => longPage('\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0- Lorem ipsum dolor sit amet, consectetur adipiscing elit.\n', 1024 * 1024),
  },
  {
    name: '5 MB page, valid',
    text: () =>
      longPage('      - "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore."\n'),
  },
];

export interface LongFileResult {
  name: string;
  bytes: number;
  /** Median wall clock of loadSite(), and each run's. */
  ms: number;
  runs: number[];
  /** Issues reported (at most 100 per file, then one saying there are more). */
  issues: number;
}

/** The most a long file with mistakes may take to be checked. */
export const LONG_FILE_TARGET_MS = 2_000;

export function runLongFiles({ root = process.cwd(), runs = 3 }: { root?: string; runs?: number } = {}): LongFileResult[] {
  const tmp = mkdtempSync(join(tmpdir(), 'bench-long-files-'));
  const siteDir = join(tmp, 'site');
  const schemaDir = resolve(root, 'schema');
  try {
    cpSync(resolve(root, 'site'), siteDir, { recursive: true });
    return LONG_FILE_CASES.map(({ name, text }) => {
      const page = text();
      writeFileSync(join(siteDir, 'pages/about.yaml'), page);
      const times: number[] = [];
      let issues = 0;
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        issues = loadSite({ siteDir, schemaDir }).issues.length;
        times.push(performance.now() - start);
      }
      return { name, bytes: page.length, ms: median(times), runs: times.map(Math.round), issues };
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

export function longFileTable(results: LongFileResult[]): string {
  const rows = results.map((r) => [
    r.name,
    `${(r.bytes / 1024 ** 2).toFixed(1)} MB`,
    duration(r.ms),
    r.runs.map((v) => duration(v)).join(', '),
    r.issues,
  ]);
  return [
    'One long page in a copy of site/ (loadSite(), no cache, in process):',
    table([['file', 'size', 'median', 'runs', 'issues'], ...rows]),
  ].join('\n');
}

/** Each long file with mistakes is checked within LONG_FILE_TARGET_MS. */
export function longFileTargets(results: LongFileResult[]): TargetCheck[] {
  return results
    .filter((r) => r.issues > 0)
    .map((r) => ({
      name: `long file: ${r.name}`,
      target: `≤ ${duration(LONG_FILE_TARGET_MS)}`,
      actual: duration(r.ms),
      pass: r.ms <= LONG_FILE_TARGET_MS,
    }));
}
