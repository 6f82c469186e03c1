import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import { CORE_FORMS, NULL, NULL_WORDS, type Form } from './core-scalars.ts';
import { isRecord } from './is-record.ts';
import { plainYaml } from './plain-yaml.ts';

function scalar(tag: string, forms: Form[]): Type {
  const formOf = (text: string) => forms.find(([pattern]) => pattern.test(text));
  return new Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (text: string) => formOf(text) !== undefined,
    construct: (text: string) => formOf(text)![1](text),
  });
}

/** The core schema for js-yaml: one type per tag, as js-yaml keeps only the last type given for a tag. */
const CORE = FAILSAFE_SCHEMA.extend({ implicit: CORE_FORMS.map(([tag, forms]) => scalar(tag, forms)) });

/**
 * What the two parsers could read differently, so the quick one leaves it alone: tags, anchors and
 * aliases (and the alias limit), merge keys and `__proto__` anywhere, and indentation with a space
 * that only looks like one (yaml-layout.ts); line by line (troubleOnLine), a comment after a value
 * (which may be text the editor meant, lost-text.ts), directives and document marks, complex, null
 * and very long keys, flow collections as keys or with such keys inside, a comment right after a
 * quote or a collection, and quoted texts and flow collections that go on past their line (the
 * positional parser is stricter about their indentation). Each test errs towards finding trouble:
 * that only costs the slower parse.
 */
const TROUBLE_ANYWHERE = /(?:^|[\s[{,])(?:[&*]\S|!)|<<|__proto__|(?:^|\n)[ \t]*[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/;
/** A `#` after a blank that follows something: a comment after a value, or something that may be one. */
const COMMENT_AFTER = /[^ \t][ \t]+#/;
/** A line that marks the start or the end of a document. */
const DOCUMENT_MARK = /^(?:---|\.\.\.)(?:[ \t]|$)/;
/** Inside a flow collection: a key that is null, empty, complex or itself a collection. */
const FLOW_KEY_TROUBLE = new RegExp(`[[{,][ \\t]*(?:[[{?:]|(?:${NULL_WORDS})[ \\t]*:)`);
/** The longest implicit key the positional parser takes. */
const MAX_KEY = 1024;

/** Where the quoted text opening at `start` of `line` ends (after its closing quote), or -1 when it goes on past the line. */
function quoteEnd(line: string, start: number): number {
  const quote = line[start];
  for (let at = start + 1; at < line.length; at++) {
    if (quote === '"' && line[at] === '\\') at++;
    else if (line[at] === quote) {
      if (quote === "'" && line[at + 1] === "'") at++;
      else return at + 1;
    }
  }
  return -1;
}

/** Where the flow collection opening at `start` of `line` ends, or -1 when it goes on past the line. */
function flowEnd(line: string, start: number): number {
  let depth = 0;
  for (let at = start; at < line.length; at++) {
    const char = line[at];
    if (char === '"' || char === "'") {
      at = quoteEnd(line, at) - 1;
      if (at < 0) return -1;
    } else if (char === '[' || char === '{') depth++;
    else if ((char === ']' || char === '}') && --depth === 0) return at + 1;
  }
  return -1;
}

/** A space, a tab, or the end of the line. */
const blank = (char: string | undefined) => char === undefined || char === ' ' || char === '\t';

/** Where the spaces and tabs of `line` from `at` on end. */
function pastSpaces(line: string, at: number): number {
  while (line[at] === ' ' || line[at] === '\t') at++;
  return at;
}

/** Where the first `:` that ends a key is on `line` from `from` on, or -1. */
function keyColon(line: string, from: number): number {
  for (let at = line.indexOf(':', from); at >= 0; at = line.indexOf(':', at + 1)) if (blank(line[at + 1])) return at;
  return -1;
}

/** What the lines before leave open for the next. */
interface LineState {
  /** The column a plain text left open belongs to: the lines after it indented more may be more of it. */
  column?: number;
  /** Whether the last line that was not blank began a block text (`|` or `>`). */
  block?: boolean;
}

/**
 * Whether one line holds something of the second list above TROUBLE_ANYWHERE, or an empty list
 * item, or spaces before the first line of a block text; `open` (what the lines before left open)
 * is updated for the next line.
 *
 * A `#` inside a quoted text is no comment: the quoted texts that start a key or a value, and end
 * on the line with nothing after them but the key's colon, are left out of the comment test; but
 * not on a line that may go on a plain text, where a quote is part of the text and ` #` a comment.
 */
function troubleOnLine(line: string, open: LineState): boolean {
  if (line[0] === '%' || DOCUMENT_MARK.test(line)) return true;
  let at = pastSpaces(line, 0);
  // Blank and comment lines leave whatever is open open. Spaces before a block text's first line
  // may be more than its indentation, which only the positional parser finds a mistake.
  if (at === line.length) return open.block === true && line.length > 0;
  open.block = false;
  if (line[at] === '#') return false;
  let indent = 0;
  while (line[indent] === ' ') indent++;
  // A tab among the spaces: taken as indented as much as can be.
  const goesOn = open.column !== undefined && (line[indent] === '\t' || indent > open.column);
  // The column of what a plain text on this line belongs to: the innermost dash, or the key before it.
  let owner = -1;
  while (line[at] === '-' && blank(line[at + 1])) {
    owner = at;
    at = pastSpaces(line, at + 1);
  }
  // An empty item (js-yaml places a misindented one where the positional parser finds a mistake), or a complex key.
  if ((owner >= 0 && (at === line.length || line[at] === '#')) || line[at] === '?') return true;
  owner = Math.max(owner, 0);
  let tested = '';
  let from = 0;
  let plain = false;
  for (let first = true; at < line.length && line[at] !== '#'; first = false) {
    const char = line[at]!;
    const quoted = char === '"' || char === "'";
    const flow = char === '[' || char === '{';
    const end = quoted ? quoteEnd(line, at) : flow ? flowEnd(line, at) : at;
    // Past the line; a comment with no space before it; a null or complex key inside the collection.
    if (end < 0 || (end > at && line[end] === '#') || (flow && FLOW_KEY_TROUBLE.test(line.slice(at, end)))) return true;
    if (quoted && QUOTE_CLOSES.test(line.slice(end))) {
      tested += `${line.slice(from, at)}""`;
      from = end;
    }
    const colon = keyColon(line, end);
    if (colon < 0) {
      open.block = char === '|' || char === '>';
      plain = !quoted && !flow && !open.block;
      break;
    }
    if (end > at && !quoted && line.slice(end, colon).trim() === '') return true;
    if (first && (NULL.test(line.slice(at, colon).trim()) || colon - at > MAX_KEY)) return true;
    if (first) owner = at;
    at = pastSpaces(line, colon + 1);
  }
  if (COMMENT_AFTER.test(goesOn ? line : tested + line.slice(from))) return true;
  // A line that may go on a plain text goes on with it; otherwise this line says what is open.
  if (!goesOn) open.column = plain ? owner : undefined;
  return false;
}

/** What may follow a quoted text on its line, for the quotes to be taken as quotes: nothing, or the colon of a key. */
const QUOTE_CLOSES = /^[ \t]*(?::(?:[ \t]|$)|$)/;

function troubleByLine(text: string): boolean {
  const open: LineState = {};
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (troubleOnLine(text.slice(start, text[end - 1] === '\r' ? end - 1 : end), open)) return true;
    start = end + 1;
  }
  return false;
}

/**
 * The value of a YAML file that is one mapping, read about seven times faster than the parser that
 * keeps positions, for the files (nearly all of them) that are valid and so never need a position.
 * Undefined whenever the two parsers could disagree, the text is not valid YAML or not one mapping:
 * the caller then parses with positions, which also explains any mistake.
 */
export function quickValue(text: string): Record<string, unknown> | undefined {
  const plain = plainYaml(text);
  if (plain) return plain;
  if (TROUBLE_ANYWHERE.test(text) || troubleByLine(text)) return undefined;
  try {
    const value = load(text, { schema: CORE });
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
