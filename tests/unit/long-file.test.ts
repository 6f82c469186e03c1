/**
 * A long content file that breaks its schema is placed from its first part (src/build/content/long-file.ts):
 * every issue must be the one a whole parse gives, at the same file:line:col, whether the first part
 * is enough, ends inside a text that goes on past it, or never is.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFile } from '../../src/build/content/check-file';
import { FIRST_PART, inFirstPart, LONG_FILE } from '../../src/build/content/long-file';
import { quickValue } from '../../src/build/content/quick-parse';
import { loadSchemas } from '../../src/build/content/schemas';
import { locate, parseYamlText } from '../../src/build/content/yaml-source';
import type { Segment } from '../../src/build/diagnostics/document-path';
import { issueHeadline } from '../../src/build/diagnostics/format';

const schemas = loadSchemas('schema');
const dir = mkdtempSync(join(tmpdir(), 'long-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEAD = 'title: A Long Page\ndescription: A page long enough to be placed from its first part, with sections of text.\nsections:\n';

/** A text section: its title, any extra lines (indented as its keys), and `count` paragraphs. */
function section(index: number, count: number, extra = ''): string {
  const paragraphs = Array.from(
    { length: count },
    (_, i) => `      - Paragraph ${i} of section ${index}, long enough to fill a line or so.\n`,
  );
  return `  - type: text\n    title: Section ${index}\n${extra}    paragraphs:\n${paragraphs.join('')}`;
}

/** Text sections from `from` until the page is `length` characters long. */
function filler(from: number, length: number, page: string): string {
  let text = page;
  for (let index = from; text.length < length; index++) text += section(index, 20);
  return text;
}

/** The issues of `text` as a page file, one headline each, without the file's name (`line:col  message`). */
function headlines(name: string, text: string): string[] {
  const file = join(dir, name);
  writeFileSync(file, text);
  return checkFile(file, schemas.page, schemas).issues.map((issue) => issueHeadline(issue, dir).slice(name.length + 1));
}

/** The same, the file parsed whole: a comment the quick parser declines (`<<`) sends it down the positional parser's path. */
const wholeParse = (name: string, text: string) => headlines(name, `${text}# << read whole\n`);

/** Positions of document paths in the whole text, and as the first part places them (undefined: no first part would do). */
function positions(text: string, paths: [Segment[], string?][]) {
  const whole = parseYamlText('page.yaml', text).source!;
  return {
    whole: paths.map(([path, key]) => locate(whole, path, key)),
    fromPart: inFirstPart('page.yaml', text, (_, at) => paths.map(([path, key]) => at(path, key))),
  };
}

describe('a long page that breaks its schema', () => {
  it('with mistakes near the top: placed from the first part, exactly where a whole parse places them', () => {
    const text = filler(
      4,
      LONG_FILE + 100_000,
      HEAD +
        section(0, 3) +
        section(1, 2, '    colour: red\n') +
        section(2, 2).replace(/ {6}- Paragraph 1 .*\n/, '      - 42\n') +
        section(3, 1),
    );
    expect(text.length, 'premise: a long file').toBeGreaterThan(LONG_FILE);
    expect(quickValue(text), 'premise: the quick parser reads it').toBeDefined();
    const found = headlines('top.yaml', text);
    expect(found).toEqual([
      '12:5  sections[1] (text) › colour: unknown property "colour".',
      '20:9  sections[2] (text) › paragraphs[1]: must be text, but it is a whole number',
    ]);
    expect(found).toEqual(wholeParse('top-whole.yaml', text));
    const { whole, fromPart } = positions(text, [[['sections', 1], 'colour'], [['sections', 2, 'paragraphs', 1]], [[]]]);
    expect(fromPart, 'the first part is enough').toEqual(whole);
  });

  it('with a mistake just after a block text that the first part cuts: read on until the mistake is whole', () => {
    const before = filler(0, 30_000, HEAD);
    const block = `  - type: text\n    title: A Long Block\n    paragraphs:\n      - |\n${'        A line of a long paragraph written as a block.\n'.repeat(2000)}      - 7\n`;
    const text = filler(1000, LONG_FILE + 200_000, before + block);
    const start = text.indexOf('      - |');
    expect([start < FIRST_PART, text.indexOf('      - 7') > FIRST_PART], 'premise: the first part ends inside the block').toEqual([
      true,
      true,
    ]);
    expect(quickValue(text), 'premise: the quick parser reads it').toBeDefined();
    const found = headlines('block.yaml', text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^\d+:9 {2}sections\[\d+\] \(text\) › paragraphs\[1\]: must be text, but it is a whole number$/);
    expect(found).toEqual(wholeParse('block-whole.yaml', text));
    const index = (before.match(/^ {2}- type:/gm) ?? []).length;
    const { whole, fromPart } = positions(text, [[['sections', index, 'paragraphs', 0]], [['sections', index, 'paragraphs', 1]]]);
    expect(fromPart).toEqual(whole);
  });

  it('with a mistake in a value whose key ends the first part: read on, not placed at the key', () => {
    const before = filler(0, FIRST_PART - 2000, HEAD);
    const start = `  - type: text\n    title: The Key At The Cut\n`;
    // A comment line long enough that the line `    paragraphs:` holds the first part's last character.
    const pad = FIRST_PART - 3 - before.length - start.length;
    const text = filler(
      2000,
      LONG_FILE + 20_000,
      `${before}${start}    #${'-'.repeat(pad - 6)}\n    paragraphs:\n      first: A paragraph under a key\n`,
    );
    const key = text.indexOf('    paragraphs:\n', before.length);
    expect([key <= FIRST_PART, text.indexOf('\n', FIRST_PART)], 'premise: the first part ends with that key').toEqual([true, key + 15]);
    expect(quickValue(text), 'premise: the quick parser reads it').toBeDefined();
    const found = headlines('key.yaml', text);
    expect(found).toEqual([expect.stringMatching(/^\d+:7 {2}sections\[\d+\] \(text\) › paragraphs: must be a list/)]);
    expect(found).toEqual(wholeParse('key-whole.yaml', text));
    const index = (before.match(/^ {2}- type:/gm) ?? []).length;
    const { whole, fromPart } = positions(text, [[['sections', index, 'paragraphs']]]);
    expect(fromPart).toEqual(whole);
  });

  it('with its one mistake near the end: no first part will do, and the whole parse places it', () => {
    const text = `${filler(0, LONG_FILE + 50_000, HEAD)}${section(9999, 1, '    size: large\n')}`;
    expect(quickValue(text), 'premise: the quick parser reads it').toBeDefined();
    const found = headlines('end.yaml', text);
    expect(found).toEqual([expect.stringMatching(/^\d+:5 {2}sections\[\d+\] \(text\) › size: unknown property "size"/)]);
    expect(found).toEqual(wholeParse('end-whole.yaml', text));
    const last = (text.match(/^ {2}- type:/gm) ?? []).length - 1;
    expect(positions(text, [[['sections', last], 'size']]).fromPart).toBeUndefined();
  });

  it('with a key missing from a mapping that goes on past the first part: placed at the start of that mapping', () => {
    const text = filler(0, LONG_FILE + 10_000, HEAD.replace(/^description: .*\n/m, ''));
    const found = headlines('missing.yaml', text);
    expect(found).toEqual(['1:1  missing required property "description"']);
    expect(found).toEqual(wholeParse('missing-whole.yaml', text));
    const { whole, fromPart } = positions(text, [[[]], [['sections']]]);
    expect(fromPart, 'the first part is enough').toEqual(whole);
  });
});
