/**
 * Every content mistake is reported at the exact file:line:col with the exact text.
 *
 * Each case loads tests/fixtures/valid/minimal with the files of tests/fixtures/invalid/<case>
 * laid over it (see tests/helpers/fixture-site.ts) and compares the complete list of
 * headlines, `site/pages/about.yaml:14:7  path in words: message`, so a missing issue, an extra
 * issue or a wrong position all fail. Hints are checked to be present everywhere and checked
 * word for word against src/build/diagnostics/catalogue.ts where the text does not depend on the schemas.
 *
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatIssue, issueHeadline } from '../../src/build/diagnostics/format';
import type { SiteIssue } from '../../src/build/diagnostics/issues';
import { pageFile } from '../../src/build/content/page-files';
import { listCases, SEVERAL_MISTAKES_CODES } from '../helpers/fixture-site';
import { expectReport, loadCase, type Loaded } from '../helpers/load-report';

/** The case folders this file loads. */
const used = new Set<string>();

/** Load the valid minimal site with one invalid case laid over it. */
function load(caseName?: string): Loaded {
  if (caseName) used.add(caseName);
  return loadCase(caseName);
}

/** The one issue whose headline is `headline`. */
function issueOf(loaded: Loaded, headline: string): SiteIssue {
  const found = loaded.issues.filter((issue) => issueHeadline(issue, loaded.root) === headline);
  expect(found, `issues with headline ${headline}`).toHaveLength(1);
  return found[0]!;
}

describe('the valid fixture', () => {
  it('loads without issues, so every issue below comes from the case files', () => {
    const loaded = load();
    expect(loaded.headlines).toEqual([]);
    expect(loaded.result.model?.pages.map((page) => page.route)).toEqual(['/', '/about', '/contact']);
  });
});

describe('YAML mistakes', () => {
  it('an unclosed quote is one YAML syntax error with a fix', () => {
    const loaded = load('yaml-syntax');
    expect(loaded.issues).toHaveLength(1);
    const [issue] = loaded.issues;
    expect(issue).toMatchObject({
      code: 'yaml-syntax',
      severity: 'error',
      path: '',
      message: 'YAML syntax error: a quoted text is not closed: add the closing "',
      hint: 'Check this line for a missing colon, an unclosed quote or bracket, or wrong indentation.',
    });
    expect(issueHeadline(issue!, loaded.root)).toMatch(/^site\/pages\/about\.yaml:\d+:\d+  YAML syntax error: /);
  });

  it('an unclosed quote is reported where the quote opens (5:12)', () => {
    expectReport(load('yaml-syntax'), ['site/pages/about.yaml:5:12  YAML syntax error: a quoted text is not closed: add the closing "']);
  });

  it('an unclosed bracket is one YAML syntax error with a fix', () => {
    const loaded = load('yaml-unclosed-bracket');
    expect(loaded.issues).toHaveLength(1);
    expect(loaded.issues[0]).toMatchObject({
      code: 'yaml-syntax',
      message: 'YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]',
      hint: 'Check this line for a missing colon, an unclosed quote or bracket, or wrong indentation.',
    });
  });

  it('an unclosed bracket is reported where the bracket opens (6:17)', () => {
    expectReport(load('yaml-unclosed-bracket'), [
      'site/pages/about.yaml:6:17  YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ]);
  });

  it('a colon inside an unquoted title is a YAML syntax error at the value', () => {
    expectReport(load('yaml-colon'), ['site/pages/about.yaml:1:8  YAML syntax error: a value contains ": " and reads as a nested key']);
  });

  it('a tab used for indentation is reported at the tab, with the exact hint', () => {
    const loaded = load('yaml-tab');
    expectReport(loaded, ['site/pages/about.yaml:8:1  a tab is used for indentation']);
    expect(loaded.issues[0]!.code).toBe('yaml-tab');
    expect(loaded.issues[0]!.hint).toBe(
      'YAML indents with spaces only: replace the tab with spaces, as many as line the key up with its neighbours.',
    );
  });

  it('a tab before a key in a section is one issue, not a tab plus invented follow-on errors', () => {
    expectReport(load('yaml-tab-noise'), ['site/pages/about.yaml:5:1  a tab is used for indentation']);
  });

  it('a duplicate key is reported at the second occurrence, with the exact hint', () => {
    const loaded = load('duplicate-key');
    expectReport(loaded, ['site/pages/about.yaml:7:5  the key "title" appears twice in the same block']);
    expect(loaded.issues[0]).toMatchObject({
      code: 'yaml-duplicate-key',
      hint: 'Keep one of them: each key may appear only once in a block.',
    });
  });

  it('a duplicate quoted key is named without its quotes', () => {
    expectReport(load('duplicate-key-quoted'), ['site/pages/about.yaml:7:5  the key "title" appears twice in the same block']);
  });

  it('a second YAML document (---) in a page file is one YAML syntax error at the separator', () => {
    const loaded = load('multiple-documents');
    expect(loaded.issues).toHaveLength(1);
    expect(loaded.issues[0]).toMatchObject({ code: 'yaml-syntax', line: 7, column: 1 });
    expect(loaded.headlines[0]).toMatch(/^site\/pages\/about\.yaml:7:1  YAML syntax error: /);
  });

  it('a second YAML document is explained in content words, not with a parser API name', () => {
    const loaded = load('multiple-documents');
    expect(loaded.issues[0]!.message).not.toMatch(/parseAllDocuments|YAML\.\w+\(/);
  });

  it('an alias bomb is one clean issue at the first alias, without a crash or a stack trace', () => {
    const loaded = load('alias-bomb');
    expectReport(loaded, [
      'site/pages/about.yaml:4:8  YAML aliases (*name) cannot be used here: more than 100 aliases expand here, which could exhaust memory',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'yaml-alias',
      hint: 'Write the values out instead of repeating them through anchors (&name) and aliases (*name).',
    });
    const printed = formatIssue(loaded.issues[0]!, loaded.result.sources.get(loaded.issues[0]!.file), loaded.root);
    expect(printed).not.toMatch(/^\s+at /m);
    expect(printed).not.toMatch(/Error:/);
  });
});

describe('text that YAML reads as markup', () => {
  it('an anchor nothing repeats and a tag are errors at their first character, with the value in quotes as the fix', () => {
    const loaded = load('lost-text');
    expectReport(loaded, [
      'site/pages/about.yaml:5:14  sections[0] (hero) › eyebrow: "&Co" before the value is read as a YAML anchor (a name for repeating a value with *name) and left out, so the value is only "vending"',
      'site/pages/about.yaml:6:12  sections[0] (hero) › title: "!important" before the value is read as a YAML tag and left out, so the value is only "news"',
    ]);
    expect(loaded.issues.map((issue) => [issue.code, issue.severity, issue.hint])).toEqual([
      ['yaml-lost-text', 'error', 'Put the whole value in quotes: "&Co vending".'],
      ['yaml-lost-text', 'error', 'Put the whole value in quotes: "!important news".'],
    ]);
  });

  it('a comment after a plain value is a warning: the page is still built, without the comment', () => {
    const loaded = load('lost-text-comment');
    expectReport(loaded, [
      'site/pages/about.yaml:5:18  warning: sections[0] (hero) › title: "#1 in vending" is read as a YAML comment and left out, so the value is only "We\'re"',
      'site/pages/about.yaml:9:34  warning: sections[1] (text) › paragraphs[0]: "# no kidding" is read as a YAML comment and left out, so the value is only "Cold drinks, hot snacks,"',
    ]);
    expect(loaded.issues.map((issue) => issue.hint)).toEqual([
      'If it belongs to the text, put the whole value in quotes: "We\'re #1 in vending". If it is a note, move it to a line of its own.',
      'If it belongs to the text, put the whole value in quotes: "Cold drinks, hot snacks, # no kidding". If it is a note, move it to a line of its own.',
    ]);
    const page = loaded.result.model!.pages.find((p) => p.route === '/about')!;
    expect(page.sections[0]).toMatchObject({ type: 'hero', title: "We're" });
  });
});

describe('anchors and aliases', () => {
  it('an alias used before its anchor is set is one error at the alias, saying so', () => {
    const loaded = load('alias-slips');
    expectReport(loaded, ['site/pages/about.yaml:5:12  *headline repeats the value named &headline, but no value above it is named so']);
    expect(loaded.issues[0]!.hint).toBe(
      'Write the value out here, or put &headline before a value above this line (an anchor must come before its aliases).',
    );
  });

  it('a merge key (<<) is one error saying merge keys are not read', () => {
    const loaded = load('merge-key');
    expectReport(loaded, [
      'site/pages/about.yaml:14:9  sections[1] (text) › actions[0] › <<: merge keys ("<<") are not read: the keys of the repeated mapping are not added here',
    ]);
    expect(loaded.issues[0]!.hint).toBe('Write the keys out in this mapping instead of "<<: *name".');
  });
});

describe('YAML tags', () => {
  it('each tag the site does not read (!!binary, !!set, !!omap, !!timestamp, a custom tag on a block) is one error at the tag', () => {
    const loaded = load('yaml-tags');
    const rest = 'is not read here: a page holds only text, numbers, true/false, lists and key: value blocks';
    expectReport(loaded, [
      `site/pages/about.yaml:3:8  the YAML tag "!!binary" ${rest}`,
      `site/pages/about.yaml:7:12  the YAML tag "!!set" ${rest}`,
      `site/pages/about.yaml:13:12  the YAML tag "!!omap" ${rest}`,
      `site/pages/about.yaml:15:12  the YAML tag "!!timestamp" ${rest}`,
      `site/pages/about.yaml:16:11  the YAML tag "!custom" ${rest}`,
    ]);
    expect(loaded.issues.map((issue) => issue.code)).toEqual(Array(5).fill('yaml-tag'));
    expect(loaded.issues[0]!.hint).toBe('Delete "!!binary", or put the whole value in quotes if "!!binary" is part of the text.');
    expect(loaded.result.model).toBeUndefined();
  });
});

describe('schema mistakes', () => {
  it('an unknown section type is reported at its value, with a "Did you mean" suggestion', () => {
    const loaded = load('unknown-section');
    expectReport(loaded, ['site/pages/about.yaml:7:11  sections[1] (heor) › type: unknown section type "heor". Did you mean "hero"?']);
    expect(loaded.issues[0]!.code).toBe('unknown-section');
    expect(loaded.issues[0]!.hint).toMatch(/^Section types: (.+, )?hero(, .+)?\.$/);
  });

  it('a section type that is not text is reported at the value, not as a missing type', () => {
    const loaded = load('section-type-not-text');
    expect(loaded.issues).toHaveLength(1);
    expect(loaded.issues[0]).toMatchObject({ line: 4, column: 11 });
    expect(loaded.issues[0]!.message).not.toBe('this section has no type');
  });

  it('a misspelt key is reported at the key, with a "Did you mean" suggestion', () => {
    const loaded = load('misspelt-key');
    const issue = issueOf(loaded, 'site/pages/about.yaml:5:5  sections[0] (hero) › titel: unknown property "titel". Did you mean "title"?');
    expect(issue.code).toBe('unknown-key');
    expect(issue.hint).toMatch(/^Allowed here: (.+, )?title(, .+)?\.$/);
  });

  it('a misspelt required key gives one issue, not also "missing required property"', () => {
    expectReport(load('misspelt-key'), [
      'site/pages/about.yaml:5:5  sections[0] (hero) › titel: unknown property "titel". Did you mean "title"?',
    ]);
  });

  it('a value of the wrong type is reported at the value: a number for text, a mapping for a list', () => {
    const loaded = load('wrong-type');
    expectReport(loaded, [
      'site/pages/about.yaml:1:8  title: must be text, but it is a whole number',
      'site/pages/about.yaml:7:7  sections[0] (hero) › stats: must be a list (lines starting with "- "), but it is a mapping (key: value lines)',
    ]);
    expect(loaded.issues.map((issue) => issue.code)).toEqual(['wrong-type', 'wrong-type']);
    expect(loaded.issues[0]!.hint).toBe('Put the value in quotes to make it text: "5".');
    expect(loaded.issues[1]!.hint).toBe('Change the value to a list (lines starting with "- ").');
  });

  it('a missing required property is reported at the section, with the exact hint', () => {
    const loaded = load('missing-prop');
    expectReport(loaded, ['site/pages/about.yaml:7:5  sections[1] (benefits): missing required property "items"']);
    expect(loaded.issues[0]).toMatchObject({ code: 'missing-prop', hint: 'Add "items:" here.' });
  });

  it('a value outside an enum is reported at the value, with the allowed values as the hint', () => {
    const loaded = load('enum-value');
    expectReport(loaded, [
      'site/pages/about.yaml:9:18  sections[0] (hero) › actions[0] › variant: "primary" is not one of the allowed values.',
    ]);
    expect(loaded.issues[0]!.code).toBe('not-allowed');
    expect(loaded.issues[0]!.hint).toMatch(/^Use one of: (.+, )?default(, .+)?\.$/);
    expect(loaded.issues[0]!.hint).toContain('hero-outline');
  });

  it('rating: 4 in an inline testimonial must be 5', () => {
    const loaded = load('inline-rating');
    expectReport(loaded, ['site/pages/about.yaml:15:17  sections[2] (testimonials) › items[0] › rating: must be 5']);
    expect(loaded.issues[0]).toMatchObject({ code: 'not-allowed', hint: 'Set it to 5.' });
    const printed = formatIssue(loaded.issues[0]!, loaded.result.sources.get(loaded.issues[0]!.file), loaded.root);
    expect(printed.split('\n')).toEqual(
      expect.arrayContaining([
        'site/pages/about.yaml:15:17  sections[2] (testimonials) › items[0] › rating: must be 5',
        '  > 15 |         rating: 4',
        '       |                 ^',
        '  Fix: Set it to 5.',
      ]),
    );
  });
});

describe('cross-check mistakes', () => {
  it('a link to a missing route is reported at the link, with the closest route suggested', () => {
    const loaded = load('missing-route');
    expectReport(loaded, [
      'site/pages/about.yaml:8:15  sections[0] (hero) › actions[0] › href: the link "/contcat" goes to no page of this site. Did you mean "/contact"?',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'missing-route',
      hint: 'Link to an existing page (a file in site/pages) or create that page.',
    });
  });

  it('a missing data id is reported at the id, with the closest id suggested and the known ids as the hint', () => {
    const loaded = load('missing-data-id');
    expectReport(loaded, [
      'site/pages/about.yaml:6:28  sections[0] (testimonials) › ids[1]: no testimonials entry has the id "office-manger". Did you mean "office-manager"?',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'missing-ref',
      hint: 'Ids in site/data/testimonials.yaml: office-manager, school-director, hospital-admin, gym-owner, operator.',
    });
  });

  it('two files claiming one route are reported at the second file', () => {
    const loaded = load('duplicate-route');
    expectReport(loaded, ['site/pages/about/index.yaml:1:1  the address /about is also claimed by pages/about.yaml']);
    expect(loaded.issues[0]).toMatchObject({
      code: 'duplicate-route',
      hint: 'Keep one of the two files: a page is either name.yaml or name/index.yaml.',
    });
  });

  it('a link to a missing #anchor and a missing asset file are both reported', () => {
    const loaded = load('missing-anchor-asset');
    expectReport(loaded, [
      'site/pages/about.yaml:8:12  sections[0] (text) › media › src: the file "/assets/team-photo.svg" does not exist in site/assets.',
      'site/pages/about.yaml:14:15  sections[0] (text) › actions[0] › href: the link "/#nope" jumps to a section id that the page / does not have',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'missing-asset',
      hint: 'Put the file in site/assets or correct the path (paths are case-sensitive).',
    });
    expect(loaded.issues[1]).toMatchObject({
      code: 'missing-anchor',
      hint: 'Section ids on /: how-it-works. Add "id:" to the target section or fix the link.',
    });
  });

  it('a section id used twice on a page is reported at the second id', () => {
    const loaded = load('duplicate-section-id');
    expectReport(loaded, [
      'site/pages/about.yaml:10:15  sections[0] (text) › actions[0] › href: the link "#vision" jumps to a section id that the page /about does not have',
      'site/pages/about.yaml:12:9  sections[1] (text) › id: the section id "mission" is used twice on this page',
    ]);
    expect(loaded.issues[1]).toMatchObject({ code: 'duplicate-id', hint: 'Give each section on a page a different id.' });
  });

  it('the section ids listed in a missing-anchor hint are each listed once', () => {
    const loaded = load('duplicate-section-id');
    expect(loaded.issues[0]!.hint).toBe('Section ids on /about: mission. Add "id:" to the target section or fix the link.');
  });

  it('a missing data file is reported at that file', () => {
    expectReport(load('missing-data-file'), ['site/data/machines.yaml:1:1  data/machines.yaml is missing']);
  });

  it('a data file that cannot be read is its one issue: the references into it are not each reported as unknown', () => {
    expectReport(load('data-file-unreadable'), ['site/data/testimonials.yaml:5:5  the key "quote" appears twice in the same block']);
  });

  it('a reference into a data file with no entries says so, instead of listing no ids', () => {
    const loaded = load('data-file-empty');
    expectReport(loaded, [
      'site/pages/index.yaml:24:11  sections[2] (testimonials) › ids[0]: no testimonials entry has the id "office-manager".',
    ]);
    expect(loaded.issues[0]!.hint).toBe(
      'site/data/testimonials.yaml has no entries yet: add one under items: with this id, or remove the reference.',
    );
  });

  it('the hint for a missing data file does not talk about saving it as UTF-8', () => {
    const loaded = load('missing-data-file');
    expect(loaded.issues[0]!.hint).not.toMatch(/UTF-8/);
  });
});

describe('several mistakes in one file', () => {
  it('are all reported, sorted by line, each with its own position, message and hint', () => {
    const loaded = load('several-mistakes');
    expectReport(loaded, [
      'site/pages/about.yaml:6:5  sections[0] (hero) › subtitel: unknown property "subtitel". Did you mean "subtitle"?',
      'site/pages/about.yaml:9:15  sections[0] (hero) › actions[0] › href: the link "/contcat" goes to no page of this site. Did you mean "/contact"?',
      'site/pages/about.yaml:10:18  sections[0] (hero) › actions[0] › variant: "primary" is not one of the allowed values.',
      'site/pages/about.yaml:11:5  sections[1] (benefits): missing required property "items"',
      'site/pages/about.yaml:15:11  sections[2] (testimonials) › ids[0]: no testimonials entry has the id "office-manger". Did you mean "office-manager"?',
      'site/pages/about.yaml:20:17  sections[2] (testimonials) › items[0] › rating: must be 5',
    ]);
    const lines = loaded.issues.map((issue) => issue.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(loaded.issues.map((issue) => issue.code)).toEqual(SEVERAL_MISTAKES_CODES);
  });
});

describe('file-level mistakes', () => {
  it('an empty page file', () => {
    const loaded = load('empty-file');
    expectReport(loaded, ['site/pages/about.yaml:1:1  the file is empty']);
    expect(loaded.issues[0]).toMatchObject({
      code: 'empty-file',
      hint: 'Add content, or delete the file. A page needs title:, description: and sections:.',
    });
  });

  it('invalid UTF-8 bytes in a page file', () => {
    const loaded = load('invalid-utf8');
    expectReport(loaded, ['site/pages/about.yaml:2:17  this file is not valid UTF-8 text']);
    expect(loaded.issues[0]).toMatchObject({
      code: 'read-failed',
      hint: 'Save the file with UTF-8 encoding; the first invalid character is here.',
    });
  });

  it('a page file ending in .yml is named, with the file name to rename it to', () => {
    const loaded = load('yml-extension');
    expectReport(loaded, ['site/pages/services.yml:1:1  "services.yml" is not read as a page: page files end in .yaml, not .yml']);
    expect(loaded.issues[0]).toMatchObject({ code: 'bad-filename', severity: 'error', hint: 'Rename it to pages/services.yaml.' });
  });

  it('a page file named with capitals is named, with the lower-case name to rename it to', () => {
    const loaded = load('capital-name');
    expectReport(loaded, [
      'site/pages/Services.yaml:1:1  "Services.yaml" is not read as a page: page file names are lower-case letters, digits and dashes',
    ]);
    expect(loaded.issues[0]).toMatchObject({ code: 'bad-filename', severity: 'error', hint: 'Rename it to pages/services.yaml.' });
  });

  it('a page file named with accents or spaces gets the plain name to rename it to', () => {
    for (const [name, hint] of [
      ['Café.yaml', 'Rename it to pages/cafe.yaml.'],
      ['Smart Vending für Büros.yaml', 'Rename it to pages/smart-vending-fur-buros.yaml.'],
    ] as const)
      expect(pageFile(name, () => false)).toMatchObject({ draft: { code: 'bad-filename', hint } });
  });

  it('page content in .json or .yaml.txt files is an error with the right name; any other file in pages/ is a warning', () => {
    const loaded = load('page-like-files');
    expectReport(loaded, [
      'site/pages/gyms.json:1:1  "gyms.json" is not read as a page: page files end in .yaml, not .json',
      'site/pages/notes.txt:1:1  warning: "notes.txt" is not a page and is ignored: only .yaml files in site/pages are pages',
      'site/pages/schools.yaml.txt:1:1  "schools.yaml.txt" is not read as a page: page files end in .yaml, not .yaml.txt',
    ]);
    expect(loaded.issues.map((issue) => [issue.code, issue.severity, issue.hint])).toEqual([
      ['bad-filename', 'error', 'Rename it to pages/gyms.yaml. JSON is also YAML, so the content can stay as it is.'],
      ['not-a-page', 'warning', 'Move it out of site/pages (pictures and documents belong in site/assets), or delete it.'],
      ['bad-filename', 'error', 'Rename it to pages/schools.yaml.'],
    ]);
  });

  it('a page whose address the build uses itself (/site) is refused, naming what it collides with', () => {
    const loaded = load('reserved-address');
    expectReport(loaded, [
      "site/pages/site.yaml:1:1  the address /site is reserved: its page data would be written to /_data/site.json and overwrite the site's own data (brand, header, footer, theme)",
    ]);
    expect(loaded.issues[0]).toMatchObject({ code: 'reserved-address', hint: 'Rename the file, e.g. pages/site-info.yaml.' });
  });

  it('a picture in a dot-folder of site/assets is reported at the reference: it is never published', () => {
    const loaded = load('unpublished-asset');
    expectReport(loaded, [
      'site/pages/about.yaml:10:12  sections[1] (text) › media › src: the file "/assets/.hidden/logo.svg" is not published: names starting with a dot are never published',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'unpublished-asset',
      hint: 'Rename the file (and its folders) so that no name starts with a dot, and use the new path here.',
    });
  });
});

describe('warnings', () => {
  it('a title longer than 60 characters is a warning, and the site still loads', () => {
    const loaded = load('long-title');
    expectReport(loaded, [
      'site/pages/about.yaml:1:8  warning: title: the title is 67 characters long; search results cut it after about 60',
    ]);
    expect(loaded.issues[0]).toMatchObject({
      code: 'long-title',
      severity: 'warning',
      hint: 'Shorten the title to 60 characters or fewer.',
    });
    expect(loaded.result.model).toBeDefined();
  });
});

describe('the fixtures', () => {
  it('every case folder in tests/fixtures/invalid is loaded by a test above or by tests/unit/guard-rails.test.ts', () => {
    const guardRails = readFileSync(new URL('./guard-rails.test.ts', import.meta.url), 'utf8');
    const loadedThere = new Set([...guardRails.matchAll(/\bload\('([a-z0-9-]+)'\)/g)].map((match) => match[1]));
    expect(listCases().filter((name) => !used.has(name) && !loadedThere.has(name))).toEqual([]);
  });
});
