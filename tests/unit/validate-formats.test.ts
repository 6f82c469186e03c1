/**
 * The output formats of `npm run validate` as pure functions (src/build/diagnostics/formats/), on the
 * invalid fixtures: GitHub workflow commands and their escaping, the job summary in Markdown, the
 * JSON report, the extent of an issue's place, "did you mean" replacements and --changed ordering.
 * Paths are relative to the fixture's root, so they read `site/pages/about.yaml`.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import { formatReport } from '../../src/build/diagnostics/format';
import { changedFirst } from '../../src/build/diagnostics/formats/changed';
import { editorAddress, editorLine } from '../../src/build/diagnostics/formats/editor-line';
import { suggestedReplacement, suggestedReplacements } from '../../src/build/diagnostics/formats/fixes';
import { escapeData, escapeProperty, githubAnnotations } from '../../src/build/diagnostics/formats/github';
import { jsonReport } from '../../src/build/diagnostics/formats/json';
import { issueSpan } from '../../src/build/diagnostics/formats/span';
import { markdownSummary } from '../../src/build/diagnostics/formats/summary';
import type { SiteIssue } from '../../src/build/diagnostics/issues';
import { fixtureSite, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';

const made: FixtureSite[] = [];
afterAll(() => made.forEach((site) => site.cleanup()));

function load(caseName: string) {
  const site = fixtureSite(caseName);
  made.push(site);
  const { issues, sources } = loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR });
  const link = (issue: SiteIssue) => editorAddress(issue, site.siteDir);
  return { site, issues, sources, cwd: site.root, link };
}

const SEVERAL_MISTAKES_ANNOTATIONS = [
  '::error file=site/pages/about.yaml,line=6,col=5,endLine=6,endColumn=12,title=unknown-key::sections[0] (hero) › subtitel: unknown property "subtitel". Did you mean "subtitle"?%0AFix: Allowed here: type, id, eyebrow, title, highlight, subtitle, actions, note, media, stats.',
  '::error file=site/pages/about.yaml,line=9,col=15,endLine=9,endColumn=22,title=missing-route::sections[0] (hero) › actions[0] › href: the link "/contcat" goes to no page of this site. Did you mean "/contact"?%0AFix: Link to an existing page (a file in site/pages) or create that page.',
  '::error file=site/pages/about.yaml,line=10,col=18,endLine=10,endColumn=24,title=not-allowed::sections[0] (hero) › actions[0] › variant: "primary" is not one of the allowed values.%0AFix: Use one of: default, destructive, outline, secondary, ghost, link, hero, hero-outline.',
  '::error file=site/pages/about.yaml,line=11,col=5,endLine=11,endColumn=8,title=missing-prop::sections[1] (benefits): missing required property "items"%0AFix: Add "items:" here.',
  '::error file=site/pages/about.yaml,line=15,col=11,endLine=15,endColumn=23,title=missing-ref::sections[2] (testimonials) › ids[0]: no testimonials entry has the id "office-manger". Did you mean "office-manager"?%0AFix: Ids in site/data/testimonials.yaml: office-manager, school-director, hospital-admin, gym-owner, operator.',
  '::error file=site/pages/about.yaml,line=20,col=17,endLine=20,endColumn=17,title=not-allowed::sections[2] (testimonials) › items[0] › rating: must be 5%0AFix: Set it to 5.',
].join('\n');

/** An issue made up for escaping and ordering, at a place of `file`. */
const madeUp = (file: string, message: string, severity: SiteIssue['severity'] = 'error'): SiteIssue => ({
  code: 'bad-format',
  severity,
  file,
  line: 2,
  column: 3,
  path: 'title',
  message,
  hint: 'Write 100% of it: no more.',
});

describe('GitHub workflow commands', () => {
  it('one ::error per issue of several-mistakes, with file, line, col, endLine, endColumn, title and the fix', () => {
    const { issues, sources, cwd } = load('several-mistakes');
    expect(githubAnnotations(issues, sources, { cwd })).toBe(SEVERAL_MISTAKES_ANNOTATIONS);
  });

  it('::warning for a warning, its end at the last character of the title', () => {
    const { issues, sources, cwd } = load('long-title');
    expect(githubAnnotations(issues, sources, { cwd })).toBe(
      '::warning file=site/pages/about.yaml,line=1,col=8,endLine=1,endColumn=74,title=long-title::title: the title is 67 characters long; search results cut it after about 60%0AFix: Shorten the title to 60 characters or fewer.',
    );
  });

  it('escapes %, CR and LF in the message, and also : and , in property values', () => {
    expect(escapeData('50% off: a, b\r\nc')).toBe('50%25 off: a, b%0D%0Ac');
    expect(escapeProperty('C:\\a,b%\n')).toBe('C%3A\\a%2Cb%25%0A');
    const issue = madeUp('/repo/site/pages/a,b:c.yaml', 'was "10%: off, now"\nand a second line\r');
    expect(githubAnnotations([issue], new Map(), { cwd: '/repo' })).toBe(
      '::error file=site/pages/a%2Cb%3Ac.yaml,line=2,col=3,endLine=2,endColumn=3,title=bad-format::' +
        'title: was "10%25: off, now"%0Aand a second line%0D%0AFix: Write 100%25 of it: no more.',
    );
  });

  it('adds a notice when GitHub would not show every annotation (10 errors and 10 warnings per step)', () => {
    const errors = Array.from({ length: 11 }, (_, i) => madeUp(`/repo/site/pages/p${i}.yaml`, 'wrong'));
    const out = githubAnnotations([...errors, madeUp('/repo/site/site.yaml', 'long', 'warning')], new Map(), { cwd: '/repo' }).split('\n');
    expect(out).toHaveLength(13);
    expect(out.at(-1)).toBe(
      '::notice title=More content issues::11 errors and 1 warning in all; GitHub annotates the first 10 of each. The job summary and this log list every one.',
    );
    expect(githubAnnotations(errors.slice(0, 10), new Map(), { cwd: '/repo' })).not.toContain('::notice');
  });
});

describe('the job summary', () => {
  it('for a warning: the result, the table per file, the message, fix, editor address and code frame', () => {
    const { issues, sources, cwd, link } = load('long-title');
    expect(markdownSummary(issues, sources, { cwd, pages: 3, failed: false, link })).toBe(
      [
        '## Content check passed: 0 errors, 1 warning',
        '',
        '| File | Errors | Warnings |',
        '| --- | ---: | ---: |',
        '| site/pages/about.yaml | 0 | 1 |',
        '',
        '### site/pages/about.yaml',
        '',
        '**Warning** `long-title`, line 1, column 8: title: the title is 67 characters long; search results cut it after about 60',
        '',
        'Fix: Shorten the title to 60 characters or fewer.',
        '',
        'Edit in the browser (npm run dev): <http://127.0.0.1:5173/__edit/about>',
        '',
        '```text',
        '> 1 | title: Fixture About Us, the Company Behind the Smart Vending Fixture Site',
        '    |        ^',
        '  2 | description: About the fixture company, its mission and the people behind it.',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('for errors: failed, each with its section in the editor address; Markdown in the content is escaped', () => {
    const { issues, sources, cwd, link } = load('several-mistakes');
    const summary = markdownSummary(issues, sources, { cwd, pages: 0, failed: true, link });
    expect(summary.split('\n').slice(0, 5)).toEqual([
      '## Content check failed: 6 errors, 0 warnings',
      '',
      '| File | Errors | Warnings |',
      '| --- | ---: | ---: |',
      '| site/pages/about.yaml | 6 | 0 |',
    ]);
    expect(summary).toContain(
      '**Error** `not-allowed`, line 20, column 17: sections\\[2\\] (testimonials) › items\\[0\\] › rating: must be 5\n\nFix: Set it to 5.\n\n' +
        'Edit in the browser (npm run dev): <http://127.0.0.1:5173/__edit/about?section=3>\n\n```text\n',
    );
    expect(summary).toContain('> 20 |         rating: 4\n     |                 ^\n');
    expect(summary.match(/^```text$/gm)).toHaveLength(6);
    const hostile = madeUp('/repo/site/site.yaml', 'has <script>alert(1)</script> | `x` ```');
    const text = markdownSummary([hostile], new Map([['/repo/site/site.yaml', 'a: 1\ntitle: ```\n']]), {
      cwd: '/repo',
      pages: 0,
      failed: true,
    });
    expect(text).toContain('title: has \\<script\\>alert(1)\\</script\\> \\| \\`x\\` \\`\\`\\`');
    expect(text).toContain('\n````text\n');
  });

  it('no editor address for files that are not pages; a passing site says how many pages are valid', () => {
    const { issues, sources, cwd, link } = load('missing-data-file');
    expect(markdownSummary(issues, sources, { cwd, pages: 0, failed: true, link })).not.toContain('Edit in the browser');
    expect(markdownSummary([], new Map(), { cwd, pages: 3, failed: false })).toBe('## Content check passed: 3 pages valid\n');
  });
});

describe('the text report', () => {
  it('puts "Edit in the browser" with the editor address at the section under each issue of a page file', () => {
    const { site, issues, sources, cwd } = load('several-mistakes');
    const report = formatReport(issues, sources, cwd, { extraLine: (issue) => editorLine(issue, site.siteDir) });
    const blocks = report.split('\n\n');
    expect(blocks[0]!.split('\n').slice(-2)).toEqual([
      '  Fix: Allowed here: type, id, eyebrow, title, highlight, subtitle, actions, note, media, stats.',
      '  Edit in the browser (npm run dev): http://127.0.0.1:5173/__edit/about?section=1',
    ]);
    expect(blocks[5]!.split('\n').at(-1)).toBe('  Edit in the browser (npm run dev): http://127.0.0.1:5173/__edit/about?section=3');
    const other = load('missing-data-file');
    expect(
      formatReport(other.issues, other.sources, other.cwd, { extraLine: (issue) => editorLine(issue, other.site.siteDir) }),
    ).not.toContain('Edit in the browser');
  });
});

describe('the JSON report', () => {
  it('keeps { ok, pages, issues } and adds where each place ends', () => {
    const { issues, sources, cwd } = load('several-mistakes');
    const out = JSON.parse(jsonReport(issues, sources, { cwd, ok: false, pages: 0 })) as { ok: boolean; pages: number; issues: object[] };
    expect(Object.keys(out)).toEqual(['ok', 'pages', 'issues']);
    expect(out.issues[0]).toEqual({
      code: 'unknown-key',
      severity: 'error',
      file: join('site', 'pages', 'about.yaml'),
      line: 6,
      column: 5,
      endLine: 6,
      endColumn: 13,
      path: 'sections[0] (hero) › subtitel',
      message: 'unknown property "subtitel". Did you mean "subtitle"?',
      hint: 'Allowed here: type, id, eyebrow, title, highlight, subtitle, actions, note, media, stats.',
    });
  });
});

describe('places and replacements', () => {
  const at = (line: number, column: number, message = 'x'): SiteIssue => ({ ...madeUp('/f.yaml', message), line, column });

  it('spans a key, a plain, quoted or flow value, up to a comment', () => {
    const text = "subtitel: Fresh food  # note\nhref: \"/a b\"\nids: [one, two]\nq: 'it''s'\n";
    expect(issueSpan(at(1, 1), text)).toEqual({ line: 1, column: 1, endLine: 1, endColumn: 9 });
    expect(issueSpan(at(1, 11), text).endColumn).toBe(21);
    expect(issueSpan(at(2, 7), text).endColumn).toBe(13);
    expect(issueSpan(at(3, 6), text).endColumn).toBe(16);
    expect(issueSpan(at(3, 12), text).endColumn).toBe(15);
    expect(issueSpan(at(4, 4), text).endColumn).toBe(11);
    expect(issueSpan(at(9, 1), text)).toEqual({ line: 9, column: 1, endLine: 9, endColumn: 1 });
  });

  it('replaces the typed value with the suggestion only where the file has it, keeping a link anchor', () => {
    const text = 'subtitel: x\nhref: "/contcat#form"\ntype: heor\n';
    expect(suggestedReplacement(at(1, 1, 'unknown property "subtitel". Did you mean "subtitle"?'), text)).toEqual({
      region: { line: 1, column: 1, endLine: 1, endColumn: 9 },
      text: 'subtitle',
    });
    expect(suggestedReplacement(at(2, 7, 'the link "/contcat#form" goes to no page. Did you mean "/contact"?'), text)).toEqual({
      region: { line: 2, column: 8, endLine: 2, endColumn: 21 },
      text: '/contact#form',
    });
    expect(suggestedReplacement(at(3, 7, 'unknown section type "hero2". Did you mean "hero"?'), text)).toBeUndefined();
    expect(suggestedReplacement(at(3, 7, 'unknown section type "heor".'), text)).toBeUndefined();
    expect(
      suggestedReplacements(at(3, 7, 'unknown section type "heor". Did you mean "hero", "here" or "heron"?'), text).map((r) => r.text),
    ).toEqual(['hero', 'here', 'heron']);
  });
});

describe('--changed ordering', () => {
  it('puts the issues of changed files first and keeps the order within each group', () => {
    const [a1, a2, b1, c1] = ['/s/a.yaml', '/s/a.yaml', '/s/b.yaml', '/s/c.yaml'].map((file, i) => ({
      ...madeUp(file, `m${i}`),
      line: i + 1,
    }));
    expect(changedFirst([a1!, a2!, b1!, c1!], new Set(['/s/c.yaml', '/s/a.yaml'])).map((issue) => issue.message)).toEqual([
      'm0',
      'm1',
      'm3',
      'm2',
    ]);
    expect(changedFirst([a1!, b1!], new Set())).toEqual([a1, b1]);
  });
});
