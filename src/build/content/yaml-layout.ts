import { isMap, isPair, isScalar, isSeq, visit, type Document, type LineCounter, type YAMLParseError } from 'yaml';
import { catalogue } from '../diagnostics/catalogue.ts';
import type { IssueDraft } from '../diagnostics/issues.ts';
import { listItemSlip } from './yaml-list-slips.ts';

/**
 * Where YAML mistakes really are. Layout mistakes the parser reports in its own words, or as several follow-on errors, explained as
 * the one slip they are: a key indented a space too few or too many, and a list item (a section)
 * whose "- " is missing. Each comes with the text as it would be with the slip repaired, which the
 * caller parses again for any further mistakes.
 */
export interface LayoutMistake {
  line: number;
  column: number;
  draft: IssueDraft;
  /** The whole text with this one line repaired (same lines, so later positions still hold; line ends become \n). */
  repaired: string;
}

/** `  - title: x` → indent 2, dash, key `title` at 4; `    text: y` → key `text` at 4. */
const KEY_LINE = /^( *)(- +)?((?:"[^"\n]*"|'[^'\n]*'|[^\s#'"\-:][^:#\n]*?)):(?: +(.*))?$/;

interface KeyLine {
  indent: number;
  dash: boolean;
  key: string;
  column: number;
  value: string;
}

function keyLine(text: string): KeyLine | undefined {
  const m = KEY_LINE.exec(text);
  if (!m) return undefined;
  const dash = m[2] ?? '';
  return {
    indent: m[1]!.length,
    dash: dash !== '',
    key: m[3]!.replace(/^["']|["']$/g, ''),
    column: m[1]!.length + dash.length,
    value: (m[4] ?? '').trim(),
  };
}

const replaceLine = (lines: string[], index: number, text: string) => lines.map((line, i) => (i === index ? text : line)).join('\n');

/**
 * A key line indented off the key of the line above it, whose value ends there (so the two are
 * siblings). The parser stops at that line (too few spaces) or at the line above, whose value the
 * key seems to continue (too many).
 */
function misindented(text: string, error: YAMLParseError, counter: LineCounter): LayoutMistake | undefined {
  const lines = text.split(/\r?\n/);
  const errorLine = counter.linePos(error.pos[0]).line - 1;
  const nextKey = (from: number, step: number) => {
    let i = from + step;
    while (i >= 0 && i < lines.length && /^\s*(#.*)?$/.test(lines[i]!)) i += step;
    return i;
  };
  for (const index of [errorLine, nextKey(errorLine, 1)]) {
    const here = keyLine(lines[index] ?? '');
    const above = nextKey(index, -1);
    const prev = above >= 0 ? keyLine(lines[above]!) : undefined;
    if (!here || here.dash || !prev || !prev.value || /^[|>&!]/.test(prev.value)) continue;
    if (prev.column === here.indent || Math.abs(prev.column - here.indent) > 2) continue;
    return {
      line: index + 1,
      column: here.indent + 1,
      draft: catalogue.yamlIndent(here.key, index + 1, here.indent, {
        key: prev.key,
        line: above + 1,
        spaces: prev.column,
        item: prev.dash,
      }),
      repaired: replaceLine(lines, index, ' '.repeat(prev.column) + lines[index]!.trimStart()),
    };
  }
  return undefined;
}

/** A repeated first key of a list item: the "- " that starts the next item is missing. */
function missingDash(text: string, doc: Document, error: YAMLParseError, counter: LineCounter): LayoutMistake | undefined {
  let found: { key: string; first: number; section: boolean } | undefined;
  visit(doc, {
    Pair(_, pair, path) {
      if (!isScalar(pair.key) || pair.key.range?.[0] !== error.pos[0]) return undefined;
      const map = path.at(-1);
      const seq = path.at(-2);
      const first = isMap(map) ? map.items[0]?.key : undefined;
      if (isSeq(seq) && isScalar(first) && first !== pair.key && first.value === pair.key.value) {
        const owner = path.at(-3);
        const section = isPair(owner) && isScalar(owner.key) && owner.key.value === 'sections';
        found = { key: String(pair.key.value), first: counter.linePos(first.range![0]).line, section };
      }
      return visit.BREAK;
    },
  });
  if (!found) return undefined;
  const lines = text.split(/\r?\n/);
  const at = counter.linePos(error.pos[0]);
  const line = lines[at.line - 1]!;
  const dashAt = at.col - 3;
  if (dashAt < 0 || line.slice(dashAt, at.col - 1) !== '  ') return undefined;
  const fixed = `${line.slice(0, dashAt)}- ${line.slice(at.col - 1)}`;
  return {
    line: at.line,
    column: dashAt + 1,
    draft: catalogue.yamlMissingDash(found.key, at.line, found.first, found.section, fixed),
    repaired: replaceLine(lines, at.line - 1, fixed),
  };
}

/** Characters that look like a space but are not one to YAML: no-break, typographic and ideographic spaces. */
const LOOKALIKE_SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;

/**
 * Lines indented with spaces that only look like spaces (text pasted from a web page or a word
 * processor), which YAML reads as the start of a value: one mistake at the first such line, with
 * every such indentation made of plain spaces in `repaired`.
 */
export function lookalikeIndent(text: string): LayoutMistake | undefined {
  let first: { column: number; char: string } | undefined;
  const lines: number[] = [];
  // Line numbers counted on from the last match, not from the top each time: a long pasted file stays linear.
  let line = 1;
  let counted = 0;
  const repaired = text.replace(/^[ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/gm, (indent, offset: number) => {
    const at = indent.search(LOOKALIKE_SPACES);
    if (at < 0) return indent;
    for (let i = text.indexOf('\n', counted); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
    counted = offset;
    lines.push(line);
    first ??= { column: at + 1, char: indent[at]! };
    return indent.replace(LOOKALIKE_SPACES, ' ');
  });
  if (!first) return undefined;
  const { column, char } = first;
  return { line: lines[0]!, column, draft: catalogue.yamlLookalikeSpace(lines, char), repaired };
}

/** The first error of the file as a layout slip, when it is one. */
export function layoutMistake(text: string, doc: Document, counter: LineCounter): LayoutMistake | undefined {
  const first = doc.errors[0];
  if (!first) return undefined;
  if (first.code === 'DUPLICATE_KEY') return missingDash(text, doc, first, counter);
  return listItemSlip(text, first, counter) ?? misindented(text, first, counter);
}

/**
 * Where an unclosed quote or bracket opens. The parser reports these at the end of the file,
 * which is no help to the person looking for the missing character.
 */
export function openerOffset(text: string, code: string, message: string, at: number): number {
  const quote = /^Missing closing (["'])quote/.exec(message)?.[1];
  if (quote) {
    const index = text.lastIndexOf(quote, at);
    return index >= 0 ? index : at;
  }
  if (!/Flow (sequence|mapping)|flow collection/i.test(message) && code !== 'MISSING_CHAR') return at;
  const open: number[] = [];
  let inQuote: string | null = null;
  for (let i = 0; i < Math.min(at, text.length); i++) {
    const c = text[i]!;
    if (inQuote) {
      if (c === inQuote) inQuote = null;
    } else if (c === '"' || c === "'") inQuote = c;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    else if (c === '[' || c === '{') open.push(i);
    else if ((c === ']' || c === '}') && open.length) open.pop();
  }
  return open.at(-1) ?? at;
}
