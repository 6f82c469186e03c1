/**
 * The plain-YAML reader (src/build/content/plain-yaml.ts) reads nearly every content file before
 * the quick parser is asked. Whenever it gives a value, that value must be the positional
 * parser's, and the positional parser must find no mistake and no left-out text: otherwise a page
 * would build from one reading and be explained from another.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plainYaml } from '../../src/build/content/plain-yaml';
import { disagreement as agreement, randomFrom, yamlFiles } from '../helpers/yaml-agreement';

const PAGES = yamlFiles('site/pages');
const ALL = [...yamlFiles('site'), ...yamlFiles('tests/fixtures')];

const disagreement = (text: string) => agreement(plainYaml, text);

describe('the plain-YAML reader', () => {
  it('reads every shipped page, to the value the positional parser reads', () => {
    for (const file of PAGES) {
      const text = readFileSync(file, 'utf8');
      expect(plainYaml(text), file).toBeDefined();
      expect(disagreement(text), file).toBeUndefined();
    }
  });

  it('agrees on every shipped file and fixture, valid or not', () => {
    for (const file of ALL) expect(disagreement(readFileSync(file, 'utf8')), file).toBeUndefined();
  });

  it('reads block mappings and lists, quoted and plain texts and one-line flow collections', () => {
    const text = [
      'title: "Terms | AI #19"',
      "note: 'it''s'",
      'escaped: "a\\"b\\\\c\\n\\u00e9\\x41\\/"',
      'count: 12',
      'ratio: .5',
      'on: yes',
      'empty:',
      'points: [ Free consultation, "Custom, quote", 3 ]',
      'link: { label: View Models, href: /products }',
      'none: []',
      'nothing: {}',
      '# a comment line',
      'sections:',
      '  - type: hero',
      '    actions:',
      '    - label: Go',
      '      href: /',
      '',
      '  - type: text',
      '    paragraphs:',
      '      - One',
      '      - -two',
      '"quoted key": value',
      'url: https://example.com/a#b',
      'tail: a [b] {c} d,e',
    ].join('\n');
    expect(plainYaml(text)).toEqual({
      title: 'Terms | AI #19',
      note: "it's",
      escaped: 'a"b\\c\n\u00e9A/',
      count: 12,
      ratio: 0.5,
      on: 'yes',
      empty: null,
      points: ['Free consultation', 'Custom, quote', 3],
      link: { label: 'View Models', href: '/products' },
      none: [],
      nothing: {},
      sections: [
        { type: 'hero', actions: [{ label: 'Go', href: '/' }] },
        { type: 'text', paragraphs: ['One', '-two'] },
      ],
      'quoted key': 'value',
      url: 'https://example.com/a#b',
      tail: 'a [b] {c} d,e',
    });
    expect(disagreement(text)).toBeUndefined();
  });

  it('declines what it does not read, right or wrong', () => {
    const declined = [
      '',
      '# only a comment\n',
      '- a\n',
      'k: |\n  text\n',
      'k: >\n  text\n',
      'k: a\n  b\n',
      'k: "a\n  b"\n',
      'k: [a,\n  b]\n',
      'k: v # note\n',
      'k: "v" # note\n',
      'k: # note\n',
      'k:\tv\n',
      'k: v\r\n',
      '\ufeffk: v\n',
      '---\nk: v\n',
      '%YAML 1.2\n---\nk: v\n',
      'k: 1\nk: 2\n',
      'k: {a: 1, a: 2}\n',
      'k:\n  -\n  - b\n',
      'k:\n  - - a\n',
      'k:\n  "a scalar on its own line"\n',
      'k: a: b\n',
      'k: a:\n',
      'k: - a\n',
      'k: [a, [b]]\n',
      'k: [a: b]\n',
      'k: [a, ]\n',
      'k: [a,, b]\n',
      'k: {a: }\n',
      'k: {a: http://x}\n',
      'k: [a] b\n',
      'k: "a"b\n',
      'k: "\\q"\n',
      'k: "\\ud800"\n',
      'True: v\n',
      '1: v\n',
      'null: v\n',
      'k : v\n',
      '? k\n: v\n',
      'k: &a v\n',
      'k: *a\n',
      'k: !tag v\n',
      'k: @v\n',
      'a:\n    b: 1\n  c: 2\n',
      'a:\n  b: 1\n   c: 2\n',
      'a: 1\n b: 2\n',
      '- a: 1\n b: 2\n',
      `${'k'.repeat(1100)}: v\n`,
    ];
    for (const text of declined) expect(plainYaml(text), JSON.stringify(text)).toBeUndefined();
  });

  it('agrees on tens of thousands of small files and damaged copies of the shipped ones', () => {
    const random = randomFrom(20261202);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const texts = ALL.map((file) => readFileSync(file, 'utf8'));
    const values = ['a', 'b c', '"q #1"', "'s #2'", '#c', ' #d', '- ', 'k: ', '|', '"a #b" c', '[x, "y #"]', '{a: "#"}', ':', '"', "'"];
    values.push('1', '0x1F', 'True', '~', '', '[]', '{}', '[a, b]', '{a: b, c: 1}', '"\\u00e9\\n"', "'it''s'", '-x', '?x', ':x', 'a:b');
    values.push('x,y', '[a,,b]', '[a, ]', '{a: }', '"a":b', '.5', '+1', '-0', '1e3', '  ');
    values.push('a !b', 'a &x', '*x', '!x y', '<<: x', '\u00a0x', 'a \u3000 #c', '__proto__');
    const keys = ['k', 'k2', '"k #3"', "'k4'", 'a b', 'k ', 'True', '1', 'x.y'];
    const inserts = [' ', ':', '-', '"', "'", '#', '\n', '[', ']', '{', '}', '|', '>', ',', '\\', '0', '.', '\n  ', '- ', ': '];
    inserts.push('!', '&', '*', '<<', '\u00a0', '\u3000');
    let read = 0;
    for (let round = 0; round < 16000; round++) {
      let text: string;
      if (round % 2 === 0) {
        const lines: string[] = [];
        for (let count = 1 + Math.floor(random() * 6); count > 0; count--) {
          let line = ' '.repeat(pick([0, 0, 0, 1, 2, 2, 2, 3, 4, 4, 5, 6]));
          if (random() < 0.35) line += pick(['- ', '- - ', '-  ', '-']);
          if (random() < 0.7) line += pick(keys) + pick([': ', ':', '  :', '::']);
          for (let parts = random() < 0.8 ? 1 : Math.floor(random() * 3); parts > 0; parts--) line += pick(values);
          lines.push(line);
        }
        text = `${lines.join('\n')}\n`;
      } else {
        text = pick(texts);
        for (let edits = 1 + Math.floor(random() * 3); edits > 0; edits--) {
          const at = Math.floor(random() * text.length);
          if (random() < 0.35) text = text.slice(0, at) + text.slice(at + 1);
          else text = text.slice(0, at) + pick(inserts) + text.slice(at);
        }
      }
      if (plainYaml(text) !== undefined) read++;
      expect(disagreement(text), JSON.stringify(text)).toBeUndefined();
    }
    // The reader must really be taking part.
    expect(read).toBeGreaterThan(1500);
  });
});
