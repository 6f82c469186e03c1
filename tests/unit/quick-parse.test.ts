/**
 * The quick parser (src/build/content/quick-parse.ts) reads most content files in place of the
 * parser that keeps positions. Whenever it gives a value, that value must be the one the
 * positional parser gives, and the positional parser must find no mistake: otherwise a page would
 * build from one reading and be explained from another.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { quickValue } from '../../src/build/content/quick-parse';
import { disagreement as agreement, randomFrom, yamlFiles } from '../helpers/yaml-agreement';

const SHIPPED = yamlFiles('site');
const ALL = [...SHIPPED, ...yamlFiles('tests/fixtures')];

/** Undefined when the two readings agree (or the quick parser declined), else what differs. */
const disagreement = (text: string) => agreement(quickValue, text);

describe('the quick parser', () => {
  it('reads every shipped file, to the value the positional parser reads', () => {
    for (const file of SHIPPED) {
      const text = readFileSync(file, 'utf8');
      expect(quickValue(text), file).toBeDefined();
      expect(disagreement(text), file).toBeUndefined();
    }
  });

  it('agrees on every fixture, valid or not', () => {
    for (const file of ALL) expect(disagreement(readFileSync(file, 'utf8')), file).toBeUndefined();
  });

  it('resolves plain scalars as YAML 1.2 core does', () => {
    const scalars = [
      '1_000',
      '0b101',
      '0o17',
      '017',
      '0x1F',
      '+12',
      '-0',
      '1e3',
      '.5',
      '5.',
      '1.5e-3',
      '+.5',
      '.inf',
      '-.Inf',
      '.NaN',
      'nan',
      'Yes',
      'no',
      'on',
      'y',
      '~',
      'null',
      'Null',
      'True',
      'tRue',
      '2024-01-15',
      '2024-01-15T10:00:00Z',
      '12:30',
      '1:20:30',
      '00',
      '09',
      '1.0',
      '0x',
      '0o8',
      '12e',
      '1e+3',
      '1.2.3',
      'a # comment',
      '"x"',
      "'it''s'",
      '"\\u00e9 \\x41"',
    ];
    for (const scalar of scalars) {
      for (const text of [`k: ${scalar}\n`, `k:\n  - ${scalar}\n`, `${scalar}: v\n`]) {
        expect(disagreement(text), text).toBeUndefined();
      }
    }
    expect(quickValue('a: 0x1F\nb: +.5\nc: 0b101\nd: 1_000\ne: .NaN\n')).toEqual({ a: 31, b: 0.5, c: '0b101', d: '1_000', e: NaN });
  });

  it('leaves to the positional parser what the two could read differently', () => {
    const declined = [
      '%YAML 1.1\n---\nk: v\n',
      'k: !!str 12\n',
      // Tags the site does not read: the positional parser says where they are (yaml-tag).
      'k: !!binary aGVsbG8=\n',
      'k: !!set {a, b}\n',
      'k:\n  - !!omap [{a: 1}]\n',
      'k: [!!timestamp 2001-12-14]\n',
      'k: !custom\n  a: 1\n',
      'a: &x 1\nb: *x\n',
      'a:\n  <<: { b: 1 }\n',
      '? [a, b]\n: v\n',
      '[a]: v\n',
      'null: v\n',
      '~: v\n',
      'k:\n  - "a\n  b"\n',
      "k: 'a\n  b'\n",
      'k: [a,\n  b]\n',
      '__proto__: v\n',
      'title: "Hello"# note\n',
      'a: [b]#c\n',
      "a: 'x'#y\n",
      '--- a: 1\n',
      '---\na: 1\n',
      `${'k'.repeat(1100)}: v\n`,
      'a: {~: 1}\n',
      'a: {null: 1}\n',
      'a: {: 1}\n',
      'a: {[x]: 1}\n',
      'a: [: 1]\n',
      'a: [null: 1]\n',
      '~:\r\n',
      '- a\n',
      'k: v\n---\nk: w\n',
      'k: 1\nk: 2\n',
      '',
      // An empty item, which js-yaml places where the positional parser finds a mistake.
      'k:\n  -\n - b\n',
      'k:\n  - - \n  - - - \n',
      // Spaces before a block text's first line, more than its indentation.
      'k: |\n      \n    text\n',
    ];
    for (const text of declined) expect(quickValue(text), text).toBeUndefined();
  });

  it('reads a # inside a quoted key or value, and declines one that may be a comment', () => {
    const read = [
      'title: "Terms | AI Smart Vending #19"\n',
      "title: 'We are #1'\n",
      'sections:\n  - title: "Step #2"\n    items:\n      - "Item #3"\n',
      '"Key #1": value\n',
      '"Key #1":\n  - "x #2"\n',
      'k:\n  "value #1"\n',
      'a: plain\nb: "after a plain #1"\n',
      'a:\n  b: plain\nc: "less indented #1"\n',
      'k: |\n  "literal #1"\n',
      'k: ["a #b"]\n',
    ];
    for (const text of read) {
      expect(quickValue(text), text).toBeDefined();
      expect(disagreement(text), text).toBeUndefined();
    }
    const declined = [
      // A comment after a value, quoted or plain.
      'k: "a" # note\n',
      'k: plain # note\n',
      'k: plain \u3000 # note\n',
      // Lines that may go on a plain text: the quote there is text, and ` #` a comment.
      'k: plain\n  "a #b" c\n',
      'k: plain\n  "a #b"\n',
      'k:\n  plain\n  "a #b"\n',
      '- plain\n  "a #b"\n',
      'k: plain\n\n  "a #b"\n',
      'k: plain\n\t"a #b"\n',
      'k: plain\n  more\n  "a #b"\n',
      // Something after the closing quote that is no key's colon.
      'k: "a #b"c\n',
    ];
    for (const text of declined) expect(quickValue(text), text).toBeUndefined();
  });

  it('agrees on tens of thousands of small files made of keys, items, quotes and # in every order', () => {
    const random = randomFrom(20261202);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const values = [
      'a',
      'b c',
      '"q #1"',
      "'s #2'",
      '"x"',
      '#c',
      ' #d',
      '- ',
      'k: ',
      '|',
      '>',
      '"a #b" c',
      'w #',
      '[x, "y #"]',
      '{a: "#"}',
      ':',
      '"',
      "'",
    ];
    let read = 0;
    for (let round = 0; round < 40000; round++) {
      const lines: string[] = [];
      for (let count = 1 + Math.floor(random() * 5); count > 0; count--) {
        let line = ' '.repeat(pick([0, 0, 1, 2, 2, 3, 4, 4, 5, 6]));
        if (random() < 0.3) line += pick(['- ', '- - ', '-\t']);
        if (random() < 0.6) line += pick(['k', 'k2', '"k #3"', "'k4'"]) + pick([': ', ':', ':\t', ' :']);
        for (let parts = random() < 0.7 ? 1 : Math.floor(random() * 3); parts > 0; parts--) line += pick(values);
        lines.push(line);
      }
      const text = `${lines.join('\n')}\n`;
      if (quickValue(text) !== undefined) read++;
      expect(disagreement(text), text).toBeUndefined();
    }
    expect(read).toBeGreaterThan(1000);
  });

  it('agrees on thousands of damaged copies of the shipped files', () => {
    let seed = 20261124;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const inserts = [' ', '\t', ':', '-', '"', "'", '#', '\n', '[', ']', '{', '}', '|', '>', '&', '*', '!', '?', ',', '\\', '%', '0', '.'];
    let read = 0;
    for (let round = 0; round < 3000; round++) {
      let text = readFileSync(pick(ALL), 'utf8');
      for (let edits = 1 + Math.floor(random() * 3); edits > 0; edits--) {
        const at = Math.floor(random() * text.length);
        const kind = random();
        if (kind < 0.35) text = text.slice(0, at) + text.slice(at + 1);
        else if (kind < 0.8) text = text.slice(0, at) + pick(inserts) + text.slice(at);
        else {
          const lines = text.split('\n');
          const line = Math.floor(random() * lines.length);
          lines[line] = random() < 0.5 ? ` ${lines[line]}` : lines[line]!.slice(1);
          text = lines.join('\n');
        }
      }
      if (quickValue(text) !== undefined) read++;
      expect(disagreement(text), text).toBeUndefined();
    }
    // Most damage leaves the file readable; the quick parser must really be taking part.
    expect(read).toBeGreaterThan(1000);
  });
});
