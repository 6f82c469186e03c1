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
const LINK_FORMAT =
  'must be a site path (/about), an #anchor, an http(s):// address, a mailto: or a tel: link, or contact:phone or contact:email';
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

/** The issues of a site (the misindented-key case by default) once `edit` has changed one of its pages. */
function editedIssues(edit: (text: string) => string, site = fixtureSite('misindented-key', WEAK_DIR), page = 'values.yaml') {
  made.push(site);
  const file = `${site.siteDir}/pages/${page}`;
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR }).issues.map((issue) => ({
    ...issue,
    headline: issueHeadline(issue, site.root),
  }));
}

/** Their headlines. */
const editedHeadlines = (...args: Parameters<typeof editedIssues>) => editedIssues(...args).map((issue) => issue.headline);

describe('a key indented one space too few', () => {
  it('is one error at that line, naming the line and key to align with, and how far', () => {
    const issues = expectHeadlines('misindented-key', [
      "site/pages/values.yaml:22:8  `title:` on line 22 is indented 7 spaces; line 21's `icon:` is at 8 — keys of the same item line up",
    ]);
    expect(issues[0]).toMatchObject({ code: 'yaml-syntax', severity: 'error', line: 22, column: 8 });
    expect(issues[0]!.hint).toBe('Indent `title:` by 8 spaces, like `icon:` on line 21.');
  });

  it('one space too many is the same slip, and the message follows the real lines', () => {
    const headlines = editedHeadlines((text) => {
      const lines = text.split('\n');
      lines[21] = `         ${lines[21]!.trim()}`;
      return lines.join('\n');
    });
    expect(headlines).toEqual([
      "site/pages/values.yaml:22:10  `title:` on line 22 is indented 9 spaces; line 21's `icon:` is at 8 — keys of the same item line up",
    ]);
  });
});

describe('a file with Windows line ends (CRLF)', () => {
  it('gets the same one error for a key indented off as a file with \\n line ends', () => {
    expect(editedHeadlines((text) => text.replace(/\n/g, '\r\n'))).toEqual([
      "site/pages/values.yaml:22:8  `title:` on line 22 is indented 7 spaces; line 21's `icon:` is at 8 — keys of the same item line up",
    ]);
  });
});

describe('indentation pasted from a web page or a word processor', () => {
  it('is one error at the first line indented with non-breaking spaces, naming the others, and the file is read as if they were spaces', () => {
    const headlines = editedHeadlines(
      (text) =>
        text
          .split('\n')
          .map((line, i) => (i === 4 || i === 6 ? line.replace(/^ {4}/, '\u00a0\u00a0\u00a0\u00a0') : line))
          .join('\n'),
      fixtureSite(),
      'about.yaml',
    );
    expect(headlines).toEqual([
      'site/pages/about.yaml:5:1  line 5 is indented with a non-breaking space (U+00A0), which looks like a space but is not one to YAML; so is line 7',
    ]);
  });
});

describe('slips of case and form in names, links and paths', () => {
  it('name the value meant: the same name in lower case, the address with its slash or https://, the path without ?query', () => {
    const issues = expectHeadlines('link-slips', [
      'site/pages/about.yaml:4:11  sections[0] (Hero) › type: unknown section type "Hero". Did you mean "hero"?',
      'site/pages/about.yaml:7:5  sections[1] (text) › Title: unknown property "Title". Did you mean "title"?',
      'site/pages/about.yaml:10:12  sections[1] (text) › media › src: the file "/assets/Logo.svg" does not exist in site/assets. Did you mean "/assets/logo.svg"?',
      `site/pages/about.yaml:16:15  sections[1] (text) › actions[0] › href: ${LINK_FORMAT}`,
      `site/pages/about.yaml:18:15  sections[1] (text) › actions[1] › href: ${LINK_FORMAT}`,
      `site/pages/about.yaml:20:15  sections[1] (text) › actions[2] › href: ${LINK_FORMAT}`,
      `site/pages/about.yaml:26:15  sections[2] (text) › actions[0] › href: ${LINK_FORMAT}`,
    ]);
    expect(issues.filter((i) => i.code === 'bad-format').map((i) => i.hint)).toEqual([
      'Addresses on this site are lower case: "/contact".',
      'Write the whole web address: "https://www.example.com/partners".',
      'Start an address on this site with a slash: "/contact".',
      'A link on this site takes no ?query: "/contact".',
    ]);
  });
});

describe('a list item out of line', () => {
  /** The minimal site's about page with its second section (lines 6 to 8) changed by `edit`. */
  const secondSection = (edit: (line: string, index: number) => string) =>
    editedHeadlines(
      (text) =>
        text
          .split('\n')
          .map((line, i) => (i >= 5 && i <= 7 ? edit(line, i) : line))
          .join('\n'),
      fixtureSite(),
      'about.yaml',
    );
  const column = (at: number) =>
    `site/pages/about.yaml:6:${at}  the "- " on line 6 is at column ${at}, but the item before it (line 4) starts at column 3: the items of a list line up`;

  it('a section moved to the left edge, or a space or two to the right, is one error at its "- ", saying where it belongs', () => {
    expect(secondSection((line) => line.slice(2))).toEqual([column(1)]);
    expect(secondSection((line) => ` ${line}`)).toEqual([column(4)]);
    expect(secondSection((line) => `  ${line}`)).toEqual([column(5)]);
  });

  it('says how far to move it', () => {
    const [issue] = editedIssues(
      (text) => text.replace(/^  - type: text\n {4}/m, '- type: text\n  ').replace(/^ {4}paragraphs/m, '  paragraphs'),
      fixtureSite(),
      'about.yaml',
    );
    expect(issue!.hint).toBe('Move line 6 and the lines under it 2 spaces to the right, so its "- " is under the one on line 4.');
  });

  it('a "-" with no space after it is one error naming the key YAML reads instead', () => {
    const headlines = secondSection((line, i) => (i === 5 ? line.replace('- ', '-') : line));
    expect(headlines).toEqual([
      'site/pages/about.yaml:6:3  line 6 starts with "-" and no space after it, so YAML reads a key named "-type", not a new list item',
    ]);
  });
});

describe('a value YAML cannot read as text', () => {
  /** The one issue of the minimal site's about page with its line 7 (`    title: Our Mission`) written as `line`. */
  const withLine7 = (line: string) => {
    const issues = editedIssues((text) => text.replace('    title: Our Mission', line), fixtureSite(), 'about.yaml');
    expect(issues).toHaveLength(1);
    return `${issues[0]!.line}:${issues[0]!.column} ${issues[0]!.message} | ${issues[0]!.hint}`;
  };

  it.each([
    [
      '    title: [New] Our Mission',
      '7:12 the value of "title" starts with "[", which YAML reads as markup, not as text | Put the whole value in quotes: title: "[New] Our Mission"',
    ],
    [
      '    title: *Best* mission',
      '7:12 the value of "title" starts with "*", which YAML reads as markup, not as text | Put the whole value in quotes: title: "*Best* mission"',
    ],
    [
      '    title: % of our mission',
      '7:12 the value of "title" starts with "%", which YAML reads as markup, not as text | Put the whole value in quotes: title: "% of our mission"',
    ],
    [
      '    title: - our mission',
      '7:12 the value of "title" starts with "- ", which YAML reads as markup, not as text | Put the whole value in quotes: title: "- our mission"',
    ],
    [
      "    title: 'Don't wait'",
      '7:12 the quoted value of "title" ends at its second \', and YAML cannot read what follows | Put the whole value in quotes: title: "Don\'t wait"',
    ],
    [
      '    title: "Our "best" mission"',
      '7:12 the quoted value of "title" ends at its second ", and YAML cannot read what follows | Put the whole value in quotes: title: \'Our "best" mission\'',
    ],
    [
      '    title:Our Mission',
      '7:5 there is no space after "title:", so YAML does not read it as a key and its value | Add a space after the colon: title: Our Mission',
    ],
    [
      '    title Our Mission',
      '7:5 this line has no ":" after "title", so YAML cannot read it as a key and its value | Write it as title: Our Mission',
    ],
  ])('%s: one error at the value, with the line as it should be', (line, expected) => {
    expect(withLine7(line)).toBe(expected);
  });
});

describe('a page shaped by guess', () => {
  it('a route: key says where addresses come from; a section written as its type alone says how to write one', () => {
    const issues = expectHeadlines('page-shape-slips', [
      'site/pages/about.yaml:2:1  route: a page has no "route": its address comes from its file name (pages/gyms.yaml is /gyms)',
      'site/pages/about.yaml:5:5  sections[0]: a section is written with its type as "type: hero", not as its name alone',
    ]);
    expect(issues.map((i) => i.hint)).toEqual([
      'Remove "route:" and name the file after the address you want (run npm run new-page -- /address for a new one).',
      'Write "- type: hero" and the section\'s fields under it (site/SECTIONS.md has an example of each type).',
    ]);
  });
});

describe('sections written by their type names', () => {
  const about = (sections: string) => (text: string) => text.replace(/^sections:\n[\s\S]*/m, `sections:\n${sections}`);
  const site = () => fixtureSite();

  it('"- hero:" for "- type: hero": one error that says to write the type, nested fields or not', () => {
    for (const fields of ['    title: About Fixture Co\n', '      title: About Fixture Co\n']) {
      const issues = editedIssues(about(`  - hero:\n${fields}`), site(), 'about.yaml');
      expect(issues.map((issue) => issue.headline)).toEqual([
        'site/pages/about.yaml:4:5  sections[0]: this section has no type: "hero:" is a section type written as a key',
      ]);
      expect(issues[0]!.hint).toBe(
        'Write "- type: hero" in place of "- hero:", with the section\'s fields under it, lined up with "type:".',
      );
    }
  });

  it('"sections:" followed by "hero:" and "text:": one error that says to make them items of a list', () => {
    const issues = editedIssues(about('  hero:\n    title: About Fixture Co\n  text:\n    title: Our Mission\n'), site(), 'about.yaml');
    expect(issues.map((issue) => issue.headline)).toEqual([
      'site/pages/about.yaml:4:3  sections: must be a list of sections, but it is a mapping: "hero:" is a section type written as a key',
    ]);
    expect(issues[0]!.hint).toBe(
      'Write each section as an item of a list: "- type: hero" in place of "hero:", with its fields under it, lined up with "type:".',
    );
  });

  it('a list that is text or a mapping of other keys is one error, not a crash of the checks after the schema', () => {
    expect(editedHeadlines(about('  just text\n'), site(), 'about.yaml')).toEqual([
      'site/pages/about.yaml:4:3  sections: must be a list (lines starting with "- "), but it is text',
    ]);
    const menu = (text: string) => text.replace(/^  links:\n(    .*\n)+/m, '  links:\n    home: /\n');
    expect(editedHeadlines(menu, site(), '../site.yaml')).toEqual([
      'site/site.yaml:31:5  header › links: must be a list (lines starting with "- "), but it is a mapping (key: value lines)',
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

  it('puts the same name in another case first, and never the name itself', () => {
    expect(suggestions('Hero', ['product-hero', 'hero', 'cta'])).toEqual(['hero']);
    expect(suggestions('Lightbulb', ['lightbulb-off', 'lightbulb'])).toEqual(['lightbulb']);
    expect(suggestions('/Contact', ['/contact', '/about'])).toEqual(['/contact']);
    expect(suggestions('hero', ['hero', 'heroes'], 2)).toEqual(['heroes']);
  });
});
