/**
 * `npm run validate`: the exit code, the printed report and the --json and --strict options, on
 * temporary fixture sites (see tests/helpers/fixture-site.ts) named by SITE_DIR, from the
 * repository root. One run is the real command, `npm run validate` in a process of its own; the
 * others call its main() in this process (tests/helpers/cli.ts). The other formats and options:
 * tests/unit/validate-formats*.test.ts. The GitHub Actions variables are cleared, so the text format
 * is the default here also when the tests run on GitHub.
 */
import { execFile } from 'node:child_process';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/build/cli/validate';
import type { JsonIssue } from '../../src/build/diagnostics/formats/json';
import { runMain, type CliRun } from '../helpers/cli';
import { fixtureSite, REPO_DIR, type FixtureSite } from '../helpers/fixture-site';
import { removeWhenDone } from '../helpers/temporary';

interface Run extends CliRun {
  site: FixtureSite;
  /** A file of the site as the CLI prints it: relative to the working directory (the repository). */
  shown(rel: string): string;
}

/** `npm run validate`, for real: a process of its own, as npm runs it. */
function validateProcess(siteDir: string, args: string[]): Promise<CliRun> {
  return promisify(execFile)('npm', ['run', '--silent', 'validate', '--', ...args], {
    cwd: REPO_DIR,
    env: { ...process.env, SITE_DIR: siteDir, NO_COLOR: '1', FORCE_COLOR: '0', GITHUB_ACTIONS: '', GITHUB_STEP_SUMMARY: '' },
    timeout: 60_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout: string; stderr: string }) => ({ code: error.code ?? -1, stdout: error.stdout, stderr: error.stderr }),
  );
}

/**
 * `npm run validate` on a temporary copy of a fixture: through its main() in this process, or, with
 * `process`, as a process of its own.
 */
async function validate(caseName: string | undefined, args: string[] = [], { process: real = false } = {}): Promise<Run> {
  const site = fixtureSite(caseName);
  removeWhenDone(site.cleanup);
  const shown = (rel: string) => relative(REPO_DIR, join(site.siteDir, rel));
  const run = real ? await validateProcess(site.siteDir, args) : await runMain(main, args, { SITE_DIR: site.siteDir });
  return { ...run, site, shown };
}

/** No stack trace: no `    at fn (file:line:col)` lines and no thrown error names. */
function expectNoStackTrace(text: string): void {
  expect(text).not.toMatch(/^\s+at /m);
  expect(text).not.toMatch(/\b(TypeError|RangeError|ReferenceError|SyntaxError|Error):/);
}

describe('validate CLI', () => {
  it('exits 0 for the valid minimal fixture and says how many pages are valid', async () => {
    const run = await validate(undefined);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(`${relative(REPO_DIR, run.site.siteDir)}: 3 pages valid.`);
    expect(run.stderr).toBe('');
  });

  it('exits 1 for an invalid site and prints every headline with a code frame, a caret, a Fix: line and the editor address', async () => {
    const run = await validate('several-mistakes', [], { process: true });
    expect(run.code).toBe(1);
    const about = run.shown('pages/about.yaml');
    const lines = run.stderr.split('\n');
    expect(lines).toContain(`${about}:20:17  sections[2] (testimonials) › items[0] › rating: must be 5`);
    expect(lines).toContain(`${about}:6:5  sections[0] (hero) › subtitel: unknown property "subtitel". Did you mean "subtitle"?`);
    expect(lines).toContain(
      `${about}:9:15  sections[0] (hero) › actions[0] › href: the link "/contcat" goes to no page of this site. Did you mean "/contact"?`,
    );
    expect(lines).toContain(`${about}:11:5  sections[1] (benefits): missing required property "items"`);

    // The block of the rating issue: headline, code frame with the line and a caret under column 17, fix.
    const start = lines.indexOf(`${about}:20:17  sections[2] (testimonials) › items[0] › rating: must be 5`);
    const block = lines.slice(start, lines.indexOf('', start));
    expect(block).toContain('  > 20 |         rating: 4');
    expect(block).toContain('       |                 ^');
    expect(block.slice(-2)).toEqual([
      '  Fix: Set it to 5.',
      '  Edit in the browser (npm run dev): http://127.0.0.1:5173/__edit/about?section=3',
    ]);

    expect(run.stderr).toMatch(/^\s+\|\s+\^$/m);
    expect(lines.filter((line) => line.startsWith('  Fix: '))).toHaveLength(6);
    expect(run.stderr.trim().split('\n').at(-1)).toBe('6 errors, 0 warnings');
    expectNoStackTrace(run.stderr);
    expectNoStackTrace(run.stdout);
  });

  it.each([
    ['alias-bomb', 'pages/about.yaml:4:8  YAML aliases (*name) cannot be used here'],
    ['invalid-utf8', 'pages/about.yaml:2:17  this file is not valid UTF-8 text'],
    ['empty-file', 'pages/about.yaml:1:1  the file is empty'],
    ['yaml-syntax', 'pages/about.yaml:5:12  YAML syntax error: a quoted text is not closed'],
    ['yaml-tags', 'pages/about.yaml:3:8  the YAML tag "!!binary" is not read here'],
    ['missing-data-file', 'data/machines.yaml:1:1  data/machines.yaml is missing'],
  ])('reports %s cleanly: exit 1, a headline and a Fix: line, no stack trace', async (caseName, headline) => {
    const run = await validate(caseName);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${run.shown('')}/${headline}`);
    expect(run.stderr).toMatch(/^ {2}Fix: \S/m);
    expectNoStackTrace(run.stderr);
    expectNoStackTrace(run.stdout);
  });

  it('--json prints parseable JSON with ok: false and every issue with file, line, column, path, message, hint and code', async () => {
    const run = await validate('several-mistakes', ['--json']);
    expect(run.code).toBe(1);
    const out = JSON.parse(run.stdout) as { ok: boolean; pages: number; issues: JsonIssue[] };
    expect(out.ok).toBe(false);
    expect(out.issues).toHaveLength(6);
    for (const issue of out.issues) {
      expect(Object.keys(issue).sort()).toEqual([
        'code',
        'column',
        'endColumn',
        'endLine',
        'file',
        'hint',
        'line',
        'message',
        'path',
        'severity',
      ]);
      expect(issue.file).toBe(run.shown('pages/about.yaml'));
      expect(Number.isInteger(issue.line) && issue.line > 0).toBe(true);
      expect(Number.isInteger(issue.column) && issue.column > 0).toBe(true);
      expect(issue.hint.trim()).not.toBe('');
      expect(issue.severity).toBe('error');
    }
    expect(out.issues.at(-1)).toEqual({
      code: 'not-allowed',
      severity: 'error',
      file: run.shown('pages/about.yaml'),
      line: 20,
      column: 17,
      endLine: 20,
      endColumn: 18,
      path: 'sections[2] (testimonials) › items[0] › rating',
      message: 'must be 5',
      hint: 'Set it to 5.',
    });
    expect(out.issues.map((issue) => [issue.line, issue.column])).toEqual([
      [6, 5],
      [9, 15],
      [10, 18],
      [11, 5],
      [15, 11],
      [20, 17],
    ]);
    expect(run.stderr).toBe('');
  });

  it('--json prints ok: true and the page count for a valid site', async () => {
    const run = await validate(undefined, ['--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ ok: true, pages: 3, issues: [] });
  });

  it('a warning (a title over 60 characters) exits 0 without --strict and still prints it', async () => {
    const run = await validate('long-title');
    expect(run.code).toBe(0);
    expect(run.stderr.split('\n')).toContain(
      `${run.shown('pages/about.yaml')}:1:8  warning: title: the title is 67 characters long; search results cut it after about 60`,
    );
    expect(run.stderr).toContain('  Fix: Shorten the title to 60 characters or fewer.');
    expect(run.stderr.trim().split('\n').at(-1)).toBe('0 errors, 1 warning');
  });

  it('--json --strict reports the warning with ok: false', async () => {
    const run = await validate('long-title', ['--json', '--strict']);
    expect(run.code).toBe(1);
    const out = JSON.parse(run.stdout) as { ok: boolean; issues: JsonIssue[] };
    expect(out.ok).toBe(false);
    expect(out.issues).toEqual([expect.objectContaining({ code: 'long-title', severity: 'warning', line: 1, column: 8, path: 'title' })]);
  });

  it('--strict still exits 0 for a site without warnings', async () => {
    expect((await validate(undefined, ['--strict'])).code).toBe(0);
  });
});

describe('wrong arguments', () => {
  it('refuses an unknown option with exit code 2 and the command to run instead', async () => {
    const run = await validate(undefined, ['--jsno']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('validate: unknown option --jsno. Did you mean --json? Run instead: npm run validate -- --json\n');
    const far = await validate(undefined, ['--quiet']);
    expect(far.code).toBe(2);
    expect(far.stderr).toMatch(
      /^validate: unknown option --quiet \(it takes --format, --json, --fail-on, --strict, --changed, --help\)\.\nUsage: npm run validate /,
    );
  });

  it('refuses an argument that is not an option', async () => {
    const run = await validate(undefined, ['site']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^validate: "site" is not an option: npm run validate takes only options\.\nUsage: /);
  });
});
