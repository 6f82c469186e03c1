/**
 * The editor's YAML operations (src/build/editor/yaml-ops.ts) on files full of comments, blank
 * lines and quoted strings: each test gives the exact text expected, and checks with a line diff
 * that nothing but the intended lines changed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseYamlText } from '../../src/build/content/yaml-source';
import { applyOps, type Op } from '../../src/build/editor/yaml-ops';
import { REPO_DIR } from '../helpers/fixture-site';

const fixture = (name: string) => readFileSync(join(REPO_DIR, 'tests/fixtures/editor', name), 'utf8');
const PAGE = fixture('commented-page.yaml');
const QUOTED = fixture('quoted-page.yaml');
const ROWS = PAGE.split('\n');
/** Lines `first` to `last` (0-based, inclusive) of commented-page.yaml. */
const L = (first: number, last: number) => ROWS.slice(first, last + 1);
const [HEAD, HERO, BENEFITS, TEXT, CTA, END] = [L(0, 5), L(6, 13), L(15, 29), L(31, 33), L(35, 41), L(42, 43)];
const page = (...parts: (string | string[])[]) => parts.flat().join('\n');

/** The lines taken out of `before` and put into `after`, by a longest-common-subsequence diff. */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) (i++, j++);
    else if (j < b.length && (i === a.length || table[i]![j + 1]! >= table[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
}

function apply(text: string, ...ops: Op[]): string {
  const result = applyOps(text, ops);
  if ('error' in result) throw new Error(result.error);
  return result.text;
}

const NEW_SECTION = { type: 'text', title: 'New', paragraphs: ['One'] };
const NEW_LINES = ['  - type: text', '    title: New', '    paragraphs:', '      - One'];

describe('sections: move, insert, duplicate, remove', () => {
  const sections = (...order: string[][]) => order.flatMap((lines, i) => (i ? ['', ...lines] : lines));
  it.each([
    ['the last to the first place', 3, 0, sections(CTA, HERO, BENEFITS, TEXT)],
    ['the first to the last place', 0, 3, sections(BENEFITS, TEXT, CTA, HERO)],
    ['one down', 1, 2, sections(HERO, TEXT, BENEFITS, CTA)],
    ['one up', 2, 1, sections(HERO, TEXT, BENEFITS, CTA)],
    ['to the middle', 0, 2, sections(BENEFITS, TEXT, HERO, CTA)],
  ])('moves %s with exactly its lines and its comment', (_, from, to, body) => {
    const after = apply(PAGE, { op: 'move', path: ['sections'], from, to });
    expect(after).toBe(page(HEAD, body, END));
    // A move only reorders lines: the same lines, and the diff is the moved section (with one blank line).
    expect([...after.split('\n')].sort()).toEqual([...ROWS].sort());
    const { removed, added } = lineDiff(PAGE, after);
    expect(removed.length).toBe(added.length);
  });

  it.each([
    ['at the start', 0, page(HEAD, NEW_LINES, '', HERO, '', BENEFITS, '', TEXT, '', CTA, END)],
    ['in the middle', 2, page(HEAD, HERO, '', BENEFITS, '', NEW_LINES, '', TEXT, '', CTA, END)],
    ['at the end', 4, page(HEAD, HERO, '', BENEFITS, '', TEXT, '', CTA, '', NEW_LINES, END)],
  ])('inserts a section %s: only its lines and a blank line, indented as its siblings', (_, index, expected) => {
    const after = apply(PAGE, { op: 'insert', path: ['sections'], index, value: NEW_SECTION });
    expect(after).toBe(expected);
    const { removed, added } = lineDiff(PAGE, after);
    expect({ removed, added: added.sort() }).toEqual({ removed: [], added: ['', ...NEW_LINES].sort() });
  });

  it('duplicates a section right after it (its own lines, not the comment above it)', () => {
    const after = apply(PAGE, { op: 'duplicate', path: ['sections'], index: 0 });
    expect(after).toBe(page(HEAD, HERO, '', L(7, 13), '', BENEFITS, '', TEXT, '', CTA, END));
  });

  it('removes a section with its comment and one blank line', () => {
    expect(apply(PAGE, { op: 'remove', path: ['sections'], index: 3 })).toBe(page(HEAD, HERO, '', BENEFITS, '', TEXT, END));
    expect(apply(PAGE, { op: 'remove', path: ['sections'], index: 0 })).toBe(page(HEAD, BENEFITS, '', TEXT, '', CTA, END));
  });
});

describe('values: set and unset change their own lines only', () => {
  it.each<[string, Op, string, string]>([
    [
      'a plain scalar, keeping its comment',
      { op: 'set', path: ['sections', 0, 'title'], value: 'Train Hard' },
      ROWS[8]!,
      '    title: Train Hard   # the headline',
    ],
    [
      'a plain scalar that needs quotes now',
      { op: 'set', path: ['sections', 0, 'title'], value: 'Note: x' },
      ROWS[8]!,
      '    title: "Note: x"   # the headline',
    ],
    [
      'text over two lines where a block cannot go (a comment follows)',
      { op: 'set', path: ['sections', 0, 'title'], value: 'Two\nlines' },
      ROWS[8]!,
      '    title: "Two\\nlines"   # the headline',
    ],
    ['a double-quoted scalar', { op: 'set', path: ['sections', 0, 'subtitle'], value: 'Open late' }, ROWS[9]!, '    subtitle: "Open late"'],
    [
      'a single-quoted scalar',
      { op: 'set', path: ['sections', 1, 'title'], value: "Why It's Better" },
      ROWS[16]!,
      "    title: 'Why It''s Better'",
    ],
    ['a number', { op: 'set', path: ['sections', 1, 'columns'], value: 4 }, ROWS[17]!, '    columns: 4'],

    [
      'a nested list item',
      { op: 'set', path: ['sections', 1, 'items', 1, 'title'], value: '#1 Choice' },
      ROWS[24]!,
      '        title: "#1 Choice"',
    ],
    ['the page title', { op: 'set', path: ['title'], value: 'Gyms' }, ROWS[2]!, 'title: "Gyms"'],
    [
      'the page description',
      { op: 'set', path: ['description'], value: 'Snacks for gyms: fresh, cold and open all night long.' },
      ROWS[3]!,
      "description: 'Snacks for gyms: fresh, cold and open all night long.'",
    ],
    [
      'an item of a [ ] list',
      { op: 'set', path: ['sections', 2, 'paragraphs', 0], value: 'First, changed' },
      ROWS[33]!,
      '    paragraphs: ["First, changed", "Second, with a comma."]',
    ],
  ])('sets %s', (_, op, before, line) => {
    const after = apply(PAGE, op);
    expect(after).toBe(PAGE.replace(`${before}\n`, `${line}\n`));
    expect(lineDiff(PAGE, after)).toEqual({ removed: [before], added: [line] });
  });

  it('a field emptied and typed again gets back its bytes: the quotes of the empty text do not stay', () => {
    const title = (value: string): Op => ({ op: 'set', path: ['sections', 0, 'title'], value });
    const emptied = apply(PAGE, title(''));
    expect(lineDiff(PAGE, emptied).added).toEqual(['    title: ""   # the headline']);
    expect(apply(emptied, title('Fuel Every Workout'))).toBe(PAGE);
    expect(apply(emptied, title('Note: x')), 'quoted where YAML needs it').toBe(
      PAGE.replace(ROWS[8]!, '    title: "Note: x"   # the headline'),
    );
  });

  it.each<[string, Op, number, string[]]>([
    ['a new key at the end of its mapping', { op: 'set', path: ['sections', 2, 'eyebrow'], value: '#1' }, 33, ['    eyebrow: "#1"']],
    ['a new key of a list item', { op: 'set', path: ['sections', 0, 'actions', 0, 'size'], value: 'lg' }, 13, ['        size: lg']],
    ['a new page field', { op: 'set', path: ['noindex'], value: true }, 41, ['noindex: true']],
    [
      'a new nested mapping (the sharing picture)',
      { op: 'set', path: ['image'], value: { src: '/assets/gym.svg', alt: 'A gym' } },
      41,
      ['image:', '  src: /assets/gym.svg', '  alt: A gym'],
    ],
    ['a key under a missing one', { op: 'set', path: ['image', 'alt'], value: 'Note: a gym' }, 41, ['image:', '  alt: "Note: a gym"']],
    [
      'an item at the end of a list',
      { op: 'set', path: ['sections', 1, 'items', 3], value: { title: 'Fresh' } },
      29,
      ['      - title: Fresh'],
    ],
  ])('adds %s after its last line', (_, op, after, lines) => {
    const text = apply(PAGE, op);
    expect(text).toBe(page(L(0, after), lines, L(after + 1, 43)));
    expect(lineDiff(PAGE, text)).toEqual({ removed: [], added: lines });
  });

  it('unsets a key (and the comment lines that belong to it), leaving the rest', () => {
    expect(apply(PAGE, { op: 'unset', path: ['sections', 1, 'columns'] })).toBe(page(L(0, 16), L(18, 43)));
    expect(apply(PAGE, { op: 'unset', path: ['sections', 3, 'id'] })).toBe(page(L(0, 36), L(38, 43)));
    expect(apply(PAGE, { op: 'unset', path: ['sections', 0, 'nothing'] })).toBe(PAGE);
  });

  it('sets a whole section key by key, so unchanged lines stay as they are', () => {
    const value = {
      type: 'hero',
      title: 'Fuel Every Workout',
      subtitle: 'Open late',
      actions: [{ label: 'Get Pricing', href: '#request-form', variant: 'hero' }],
    };
    const after = apply(PAGE, { op: 'set', path: ['sections', 0], value });
    expect(lineDiff(PAGE, after)).toEqual({ removed: [ROWS[9]], added: ['    subtitle: "Open late"'] });
  });
});

describe('pasted text is written so that it reads back as typed, and the page loads', () => {
  const TEXT = 'sections:\n  - type: text\n    paragraphs:\n      - First paragraph.\n\n  - type: cta\n    title: Ready\n';
  const FLOW = 'sections:\n  - type: x\n    ids: [operator]\n    link: { label: Learn More, href: /micro-market }\n';
  it.each<[string, string, Op, string]>([
    [
      'a line starting with a non-breaking space',
      TEXT,
      { op: 'set', path: ['sections', 1, 'title'], value: 'Ready when\n\u00a0you are' },
      '    title: "Ready when\\n\u00a0you are"',
    ],
    [
      'text ending in blank lines, as a new key',
      TEXT,
      { op: 'set', path: ['sections', 1, 'subtitle'], value: 'Sub.\n\n' },
      '    subtitle: "Sub.\\n\\n"',
    ],
    [
      'text ending in blank lines, as a new item',
      TEXT,
      { op: 'insert', path: ['sections', 0, 'paragraphs'], index: 1, value: 'New.\n\n' },
      '      - "New.\\n\\n"',
    ],
    [
      'text over two lines in a [ ] list',
      FLOW,
      { op: 'insert', path: ['sections', 0, 'ids'], index: 1, value: 'a\nb' },
      '    ids: [operator, "a\\nb"]',
    ],
    [
      'text over two lines in a { } mapping',
      FLOW,
      { op: 'set', path: ['sections', 0, 'link', 'label'], value: 'a\nb' },
      '    link: { label: "a\\nb", href: /micro-market }',
    ],
    [
      'a non-breaking space at the end, in a [ ] list',
      FLOW,
      { op: 'insert', path: ['sections', 0, 'ids'], index: 0, value: 'Hello\u00a0' },
      '    ids: ["Hello\u00a0", operator]',
    ],
    [
      'a long text (quoted on one line, never folded) whose second line starts with a non-breaking space',
      TEXT,
      {
        op: 'insert',
        path: ['sections', 0, 'paragraphs'],
        index: 1,
        value: 'An intro paragraph long enough to be folded.\n\u00a0pasted line',
      },
      '      - "An intro paragraph long enough to be folded.\\n\u00a0pasted line"',
    ],
    ['a Unicode line separator', TEXT, { op: 'set', path: ['sections', 1, 'title'], value: 'x\u2028y' }, '    title: "x\u2028y"'],
  ])('%s', (_, text, op, line) => {
    const after = apply(text, op);
    expect(after.split('\n')).toContain(line);
    expect(parseYamlText('page.yaml', after).issues).toEqual([]);
    const path = [...op.path, ...(op.op === 'insert' ? [op.index] : [])];
    expect(path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], parse(after))).toBe(
      (op as { value: unknown }).value,
    );
  });
});

describe('nested lists', () => {
  it('adds, moves and removes items of a section list, with their comments', () => {
    const added = apply(PAGE, { op: 'insert', path: ['sections', 1, 'items'], index: 1, value: { icon: 'star', title: 'Quality' } });
    expect(added).toBe(page(L(0, 22), ['      - icon: star', '        title: Quality'], L(23, 43)));
    const moved = apply(PAGE, { op: 'move', path: ['sections', 1, 'items'], from: 0, to: 2 });
    expect(moved).toBe(page(L(0, 18), L(23, 29), L(19, 22), L(30, 43)));
    const removed = apply(PAGE, { op: 'remove', path: ['sections', 1, 'items'], index: 1 });
    expect(removed).toBe(page(L(0, 22), L(27, 43)));
  });

  it('adds, moves and removes items of a [ ] list on its one line', () => {
    const line = (inner: string) => page(L(0, 32), [`    paragraphs: [${inner}]`], L(34, 43));
    expect(apply(PAGE, { op: 'insert', path: ['sections', 2, 'paragraphs'], index: 2, value: 'Third: last' })).toBe(
      line('First paragraph., "Second, with a comma.", "Third: last"'),
    );
    expect(apply(PAGE, { op: 'move', path: ['sections', 2, 'paragraphs'], from: 1, to: 0 })).toBe(
      line('"Second, with a comma.", First paragraph.'),
    );
    expect(apply(PAGE, { op: 'remove', path: ['sections', 2, 'paragraphs'], index: 0 })).toBe(line('"Second, with a comma."'));
    expect(apply(PAGE, { op: 'duplicate', path: ['sections', 2, 'paragraphs'], index: 0 })).toBe(
      line('First paragraph., First paragraph., "Second, with a comma."'),
    );
  });

  it('writes a list emptied as [] and a list filled again as a block list', () => {
    const emptied = apply(PAGE, { op: 'remove', path: ['sections', 0, 'actions'], index: 0 });
    expect(emptied).toBe(page(L(0, 9), ['    actions: []'], L(14, 43)));
    expect(apply(emptied, { op: 'insert', path: ['sections', 0, 'actions'], index: 0, value: { label: 'Go', href: '/' } })).toBe(
      page(L(0, 9), ['    actions:', '      - label: Go', '        href: /'], L(14, 43)),
    );
  });
});

describe('other layouts and refusals', () => {
  it('keeps block scalars, single quotes, unindented lists, flow mappings, CRLF and a missing final newline', () => {
    const q = QUOTED.split('\n');
    expect(apply(QUOTED, { op: 'set', path: ['sections', 0, 'paragraphs', 0], value: 'Two\nlines\n' })).toBe(
      [...q.slice(0, 9), '    Two', '    lines', ...q.slice(11)].join('\n'),
    );
    expect(apply(QUOTED, { op: 'set', path: ['sections', 0, 'id'], value: 'tale' })).toBe(QUOTED.replace("id: 'story'", "id: 'tale'"));
    expect(apply(QUOTED, { op: 'unset', path: ['sections', 1, 'type'] })).toBe(QUOTED.replace('- type: checklist\n  title', '- title'));
    expect(apply(QUOTED, { op: 'insert', path: ['sections'], index: 2, value: { type: 'cta', actions: [{ label: 'a' }] } })).toBe(
      `${QUOTED}- type: cta\n  actions:\n  - label: a\n`,
    );
    expect(apply(QUOTED, { op: 'insert', path: ['sections', 1, 'items'], index: 2, value: { text: 'Three: 3' } })).toBe(
      QUOTED.replace('{ text: Two }]', '{ text: Two }, { text: "Three: 3" }]'),
    );
    const crlf = QUOTED.replace(/\n/g, '\r\n');
    expect(apply(crlf, { op: 'move', path: ['sections'], from: 1, to: 0 }, { op: 'set', path: ['title'], value: 'CR' })).toBe(
      [...q.slice(0, 4), ...q.slice(15, 18), ...q.slice(4, 15), ''].join('\r\n').replace("title: 'Fixture: Quoted'", "title: 'CR'"),
    );
    expect(apply(QUOTED.trimEnd(), { op: 'set', path: ['noindex'], value: true })).toBe(
      QUOTED.trimEnd().replace('noindex: false', 'noindex: true'),
    );
  });

  it.each<[string, string, unknown[], RegExp]>([
    ['a file that does not parse', 'title: [open\n', [{ op: 'set', path: ['title'], value: 'x' }], /does not parse/],
    ['a missing section', PAGE, [{ op: 'set', path: ['sections', 9, 'title'], value: 'x' }], /sections › 9 does not exist/],
    ['a move out of the list', PAGE, [{ op: 'move', path: ['sections'], from: 0, to: 4 }], /has 4 items: there is no position 4/],
    ['an unknown operation', PAGE, [{ op: 'rename', path: ['title'] }], /unknown operation "rename"/],
    ['a prototype key', PAGE, [{ op: 'set', path: ['__proto__', 'x'], value: 1 }], /"path" is a list/],
    ['the last key of the page', 'title: x\n', [{ op: 'unset', path: ['title'] }], /cannot be removed/],
    [
      'a page with a key twice',
      'title: x\ntitle: y\n',
      [{ op: 'set', path: ['title'], value: 'z' }],
      /does not parse \(Map keys must be unique/,
    ],
    [
      'a list of two where the second fails',
      PAGE,
      [
        { op: 'set', path: ['title'], value: 'A' },
        { op: 'remove', path: ['title'], index: 0 },
      ],
      /operation 2 of 2: title is not a list/,
    ],
  ])('refuses %s with an error and no text', (_, text, ops, message) => {
    const result = applyOps(text, ops);
    expect(result).not.toHaveProperty('text');
    expect((result as { error: string }).error).toMatch(message);
  });
});
