/**
 * The options of `npm run validate` (src/build/cli/validate.ts), with main() called in process and
 * the console captured: --format (and GITHUB_ACTIONS choosing github), the job summary file,
 * --fail-on and --strict, --changed with a real git repository in a temporary folder, the editor
 * address in the text report, and wrong options (exit code 2).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from '../../src/build/cli/validate';
import { runMain } from '../helpers/cli';
import { fixtureSite, type FixtureSite, SEVERAL_MISTAKES_CODES } from '../helpers/fixture-site';
import { removeWhenDone, temporaryFolder } from '../helpers/temporary';

function site(caseName: string | undefined): FixtureSite {
  const made = fixtureSite(caseName);
  removeWhenDone(made.cleanup);
  return made;
}

/**
 * main(args) on a content folder (tests/helpers/cli.ts), with the GitHub variables as given (unset
 * otherwise): what it printed through the console, one line a call, and what it wrote to stdout
 * by other means.
 */
async function validate(siteDir: string, args: string[], github: { actions?: string; summary?: string } = {}) {
  const written: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => written.push(String(chunk)) > 0);
  try {
    const run = await runMain(main, args, {
      SITE_DIR: siteDir,
      GITHUB_ACTIONS: github.actions ?? '',
      GITHUB_STEP_SUMMARY: github.summary ?? '',
    });
    const lines = (text: string) => text.replace(/\n$/, '');
    return { code: run.code, stdout: lines(run.stdout), stderr: lines(run.stderr), written: written.join('') };
  } finally {
    write.mockRestore();
  }
}

const shown = (siteDir: string, rel: string) => relative(process.cwd(), join(siteDir, rel)).split('\\').join('/');

function expectNoStackTrace(text: string): void {
  expect(text).not.toMatch(/^\s+at /m);
  expect(text).not.toMatch(/\b(TypeError|RangeError|ReferenceError|SyntaxError|Error):/);
}

describe('--format', () => {
  it('github: a workflow command per issue on stdout, then the count; the summary appended to GITHUB_STEP_SUMMARY', async () => {
    const { siteDir } = site('several-mistakes');
    const summary = join(temporaryFolder('validate-summary-'), 'summary.md');
    writeFileSync(summary, '# Earlier step\n');
    const run = await validate(siteDir, ['--format', 'github'], { summary });
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe(
      `::error file=${shown(siteDir, 'pages/about.yaml')},line=6,col=5,endLine=6,endColumn=12,title=unknown-key::sections[0] (hero) › subtitel: unknown property "subtitel". Did you mean "subtitle"?%0AFix: Allowed here: type, id, eyebrow, title, highlight, subtitle, actions, note, media, stats.`,
    );
    expect(lines.slice(0, 6).every((line) => line.startsWith('::error file='))).toBe(true);
    expect(lines[6]).toBe(`${shown(siteDir, '')}: 6 errors, 0 warnings`);
    expect(run.stderr).toBe('');
    const markdown = readFileSync(summary, 'utf8');
    expect(markdown.startsWith('# Earlier step\n## Content check failed: 6 errors, 0 warnings\n')).toBe(true);
    expect(markdown).toContain(`| ${shown(siteDir, 'pages/about.yaml')} | 6 | 0 |`);
    expect(markdown).toContain('Edit in the browser (npm run dev): <http://127.0.0.1:5173/__edit/about?section=3>');
    expect(markdown).toContain('```text\n  18 |         author: Alex Kim\n');
  });

  it('github without GITHUB_STEP_SUMMARY writes no summary; a valid site prints its page count', async () => {
    const run = await validate(site(undefined).siteDir, ['--format', 'github']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/: 3 pages valid\.$/);
  });

  it('GITHUB_ACTIONS=true chooses github when no format is given; --format and --json still win', async () => {
    const { siteDir } = site('long-title');
    expect((await validate(siteDir, [], { actions: 'true' })).stdout).toMatch(/^::warning file=.*,title=long-title::/);
    expect((await validate(siteDir, [], { actions: 'false' })).stderr).toContain('warning: title: the title is 67 characters long');
    expect((await validate(siteDir, ['--format', 'text'], { actions: 'true' })).stdout).toBe('');
    expect(JSON.parse((await validate(siteDir, ['--json'], { actions: 'true' })).stdout)).toMatchObject({ ok: true, pages: 3 });
  });

  it('json: stdout is the JSON alone, the warning of a failed --changed goes to stderr', async () => {
    const { siteDir } = site('several-mistakes');
    const run = await validate(siteDir, ['--format', 'json', '--changed', 'main']);
    expect(run.code).toBe(1);
    const out = JSON.parse(run.stdout) as { ok: boolean; pages: number; issues: { code: string; endColumn: number }[] };
    expect(out.ok).toBe(false);
    expect(out.issues.map((issue) => issue.code)).toEqual(SEVERAL_MISTAKES_CODES);
    expect(run.written).toBe('');
    expect(run.stderr).toMatch(
      /^validate: warning: could not list the files changed since main: fatal: not a git repository.*; the issues are listed in file order\.$/,
    );
    expectNoStackTrace(run.stderr);
  });

  it('sarif: stdout is the SARIF log alone', async () => {
    const run = await validate(site('long-title').siteDir, ['--format', 'sarif']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ version: '2.1.0', runs: [{ results: [{ ruleId: 'long-title', level: 'warning' }] }] });
    expect(run.stderr).toBe('');
  });

  it('text: each issue of a page file ends with the editor address at its section; other files have none', async () => {
    const run = await validate(site('several-mistakes').siteDir, []);
    const blocks = run.stderr.split('\n\n');
    expect(blocks.slice(0, 6).map((block) => block.split('\n').at(-1))).toEqual([
      '  Edit in the browser (npm run dev): http://127.0.0.1:5173/__edit/about?section=1',
      '  Edit in the browser (npm run dev): http://127.0.0.1:5173/__edit/about?section=1',
      '  Edit in the browser (npm run dev): http://127.0.0.1:5173/__edit/about?section=1',
      '  Edit in the browser (npm run dev): http://127.0.0.1:5173/__edit/about?section=2',
      '  Edit in the browser (npm run dev): http://127.0.0.1:5173/__edit/about?section=3',
      '  Edit in the browser (npm run dev): http://127.0.0.1:5173/__edit/about?section=3',
    ]);
    expect((await validate(site('missing-data-file').siteDir, [])).stderr).not.toContain('Edit in the browser');
  });
});

describe('--fail-on and --strict', () => {
  it.each([
    [[], 0],
    [['--fail-on', 'error'], 0],
    [['--fail-on', 'warning'], 1],
    [['--strict'], 1],
    [['--strict', '--fail-on', 'warning'], 1],
    [['--format', 'json', '--fail-on=warning'], 1],
  ])('a warning with %j exits %i, and is reported either way', async (args, code) => {
    const run = await validate(site('long-title').siteDir, args);
    expect(run.code).toBe(code);
    expect(`${run.stdout}\n${run.stderr}`).toContain('the title is 67 characters long');
    expectNoStackTrace(run.stderr);
  });

  it('an error fails at either level; a valid site passes at either level', async () => {
    expect((await validate(site('several-mistakes').siteDir, ['--fail-on', 'error'])).code).toBe(1);
    expect((await validate(site(undefined).siteDir, ['--fail-on', 'warning'])).code).toBe(0);
  });

  it('the JSON ok follows --fail-on', async () => {
    const { siteDir } = site('long-title');
    expect(JSON.parse((await validate(siteDir, ['--json'])).stdout).ok).toBe(true);
    expect(JSON.parse((await validate(siteDir, ['--json', '--fail-on', 'warning'])).stdout).ok).toBe(false);
  });
});

describe('wrong options exit 2 with the usage', () => {
  it.each([
    [['--format', 'xml'], 'validate: --format xml is not a format: use text, github, sarif, json.'],
    [['--fail-on', 'fatal'], 'validate: --fail-on fatal is not a level: use error or warning.'],
    [['--strict', '--fail-on', 'error'], 'validate: --strict is --fail-on warning: it cannot go with --fail-on error.'],
    [['--json', '--format', 'sarif'], 'validate: --json is --format json: it cannot go with --format sarif.'],
    [['--changed', '--strict'], 'validate: --changed needs a git ref, e.g. --changed origin/main.'],
    [['--changed='], 'validate: --changed needs a git ref such as origin/main, not "".'],
    [['--fromat', 'json'], 'validate: unknown option --fromat. Did you mean --format? Run instead: npm run validate -- --format json'],
  ])('%j', async (args, message) => {
    const run = await validate(site(undefined).siteDir, args);
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(message);
    expect(run.stdout).toBe('');
  });
});

describe('--changed', () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd,
      stdio: 'pipe',
      encoding: 'utf8',
    });

  it('lists the issues of files changed since the ref (committed, uncommitted, new) first, the rest after', async () => {
    const fixture = site('several-mistakes');
    git(fixture.root, 'init', '-q');
    git(fixture.root, 'add', '-A');
    git(fixture.root, 'commit', '-q', '-m', 'base');
    git(fixture.root, 'tag', 'base');
    appendFileSync(join(fixture.siteDir, 'pages/contact.yaml'), 'colour: blue\n');
    git(fixture.root, 'commit', '-q', '-am', 'contact changed on the branch');
    appendFileSync(join(fixture.siteDir, 'pages/index.yaml'), 'colour: red\n');
    writeFileSync(join(fixture.siteDir, 'pages/new.yaml'), 'title: New\n');

    const files = (run: { stdout: string }) => (JSON.parse(run.stdout) as { issues: { file: string }[] }).issues.map((issue) => issue.file);
    const inOrder = files(await validate(fixture.siteDir, ['--json']));
    const about = shown(fixture.siteDir, 'pages/about.yaml');
    expect(inOrder[0]).toBe(about);

    const changed = await validate(fixture.siteDir, ['--json', '--changed', 'base']);
    expect(changed.stderr).toBe('');
    const order = files(changed);
    expect(order).toHaveLength(inOrder.length);
    expect([...new Set(order)]).toEqual(
      ['pages/contact.yaml', 'pages/index.yaml', 'pages/new.yaml', 'pages/about.yaml'].map((rel) => shown(fixture.siteDir, rel)),
    );
    expect(order.filter((file) => file === about)).toHaveLength(6);

    const annotations = (await validate(fixture.siteDir, ['--format', 'github', '--changed', 'base'])).stdout.split('\n');
    expect(annotations[0]).toContain(`file=${shown(fixture.siteDir, 'pages/contact.yaml')},`);
    const text = (await validate(fixture.siteDir, ['--changed', 'base'])).stderr;
    expect(text.indexOf('pages/contact.yaml:')).toBeLessThan(text.indexOf('pages/about.yaml:'));
  });

  it('an unknown ref is a warning on stderr; the check runs and fails as usual, unordered', async () => {
    const fixture = site('several-mistakes');
    git(fixture.root, 'init', '-q');
    const run = await validate(fixture.siteDir, ['--changed', 'origin/no-such-branch']);
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')[0]).toMatch(/^validate: warning: could not list the files changed since origin\/no-such-branch: fatal: /);
    expect(run.stderr).toContain('6 errors, 0 warnings');
    expectNoStackTrace(run.stderr);
  });
});
