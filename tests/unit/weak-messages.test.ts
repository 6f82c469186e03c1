/**
 * The mistakes whose messages used to be the weakest, each reported as exactly one issue at the
 * slip itself, in words about the content (no parser wording, no stack trace). Each case of
 * tests/fixtures/weak/ is laid over tests/fixtures/valid/minimal; misindented-key and missing-dash
 * are copies of site/pages/about.yaml with one slip each.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import { issueHeadline } from '../../src/build/diagnostics/format';
import { suggestions } from '../../src/build/diagnostics/suggest';
import { fixtureSite, REPO_DIR, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';

const WEAK_DIR = `${REPO_DIR}tests/fixtures/weak`;
const made: FixtureSite[] = [];
afterAll(() => made.forEach((site) => site.cleanup()));

/** The issues of the minimal site with one weak case laid over it, each with its headline. */
function load(caseName: string) {
  const site = fixtureSite(caseName, WEAK_DIR);
  made.push(site);
  const result = loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR });
  expect(result.model).toBeUndefined();
  for (const issue of result.issues) expect(`${issue.message}\n${issue.hint}`).not.toMatch(/\n\s+at |Error:|indicator|Implicit/);
  return result.issues.map((issue) => ({ ...issue, headline: issueHeadline(issue, site.root) }));
}

/** Load a case and check it gives exactly these headlines; its issues, for what else a test checks. */
function expectHeadlines(caseName: string, headlines: string[]) {
  const issues = load(caseName);
  expect(issues.map((i) => i.headline)).toEqual(headlines);
  return issues;
}

describe('a key indented one space too few', () => {
  it('is one error at that line, naming the line and key to align with, and how far', () => {
    const issues = expectHeadlines('misindented-key', [
      "site/pages/values.yaml:22:8  `title:` on line 22 is indented 7 spaces; line 21's `icon:` is at 8 — keys of the same item line up",
    ]);
    expect(issues[0]).toMatchObject({ code: 'yaml-syntax', severity: 'error', line: 22, column: 8 });
    expect(issues[0]!.hint).toBe('Indent `title:` by 8 spaces, like `icon:` on line 21.');
  });

  it('one space too many is the same slip, and the message follows the real lines', () => {
    const site = fixtureSite('misindented-key', WEAK_DIR);
    made.push(site);
    const file = `${site.siteDir}/pages/values.yaml`;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[21] = `         ${lines[21]!.trim()}`;
    writeFileSync(file, lines.join('\n'));
    const result = loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR });
    expect(result.issues.map((i) => issueHeadline(i, site.root))).toEqual([
      "site/pages/values.yaml:22:10  `title:` on line 22 is indented 9 spaces; line 21's `icon:` is at 8 — keys of the same item line up",
    ]);
  });
});

describe('a section without its "- "', () => {
  it('is one error at the line where the "- " is missing, saying that each section starts with one', () => {
    const issues = expectHeadlines('missing-dash', [
      'site/pages/values.yaml:17:3  line 17 starts a new section without "- ", so its "type" joins the section of line 9: each section starts with "- "',
    ]);
    expect(issues[0]).toMatchObject({ code: 'yaml-syntax', line: 17, column: 3 });
    expect(issues[0]!.hint).toBe(
      'Write line 17 as "  - type: benefits": the "- " takes the place of the two spaces before "type", as on line 9.',
    );
  });
});

describe('an unknown icon name', () => {
  it('gives a handful of likely names, best first, never the list of every icon', () => {
    const issues = expectHeadlines('unknown-icon', [
      'site/pages/values.yaml:9:15  sections[1] (benefits) › items[0] › icon: "shield-chek" is not one of the allowed values. Did you mean "shield-check", "shield", "shield-x", "shield-ban" or "shield-off"?',
      'site/pages/values.yaml:12:15  sections[1] (benefits) › items[1] › icon: "vending" is not one of the allowed values.',
      'site/pages/values.yaml:15:15  sections[1] (benefits) › items[2] › icon: "ShieldCheck" is not one of the allowed values. Did you mean "shield-check", "check", "shield", "shield-x" or "bot-check"?',
    ]);
    for (const issue of issues) {
      expect(issue.hint).toMatch(/^Use one of the \d{4} allowed values listed for this field in site\/SECTIONS\.md\.$/);
      expect(issue.message.length).toBeLessThan(200);
    }
  });

  it('is ranked by edit distance, then names that start with the word, then shared words', () => {
    const icons = ['shell', 'shield-alert', 'shield-check', 'user-shield', 'shield-x', 'check', 'heading'];
    expect(suggestions('shield-chek', icons, 5)[0]).toBe('shield-check');
    expect(suggestions('shield', icons, 5)).toEqual(['shield-x', 'shield-alert', 'shield-check', 'shell', 'user-shield']);
    expect(suggestions('check-shield', icons, 2)).toEqual(['shield-check', 'check']);
    expect(suggestions('vending', icons, 5)).toEqual([]);
  });

  it('the same function names one section type and one key, as before', () => {
    expect(suggestions('heor', ['hero', 'cta', 'benefits'])).toEqual(['hero']);
    expect(suggestions('subtitel', ['title', 'subtitle', 'eyebrow'])).toEqual(['subtitle']);
    expect(suggestions('zzz', ['hero', 'cta'])).toEqual([]);
  });
});
