import { corePlain } from './core-scalars.ts';

/**
 * The value of YAML written the plain way content files are (a mapping of block mappings and
 * lists, each key and value on one line: plain and quoted texts, flow lists and mappings of texts),
 * read in one pass several times faster than js-yaml. Anything else (block texts, texts or flow
 * collections over several lines, comments after a value, tags, anchors, tabs, unusual keys, a
 * place where the indentation is not exactly one of the open collections') is declined:
 * undefined, and the caller reads the file the slower ways. What it reads it reads as the
 * positional parser (yaml-source.ts) does, which finds no mistake there.
 */
export function plainYaml(text: string): Record<string, unknown> | undefined {
  if (UNREADABLE.test(text)) return undefined;
  try {
    return new Reader(text).document();
  } catch (error) {
    if (error === DECLINE) return undefined;
    throw error;
  }
}

/** Characters left to the other readers wherever they are: tabs, carriage returns, a byte order mark, control characters, lone surrogates and the line breaks of YAML 1.1. */
const UNREADABLE =
  /[\t\r\ufeff\u0085\u2028\u2029\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;

const DECLINE = Symbol('decline');
function decline(): never {
  throw DECLINE;
}

const SPACE = 32;
const HASH = 35;
const COLON = 58;
const DASH = 45;

/** The longest key read (the positional parser takes implicit keys up to 1024 characters). */
const MAX_KEY = 1024;

/** What may start a plain text in a block: not an indicator, unless `-`, `?` or `:` before something that is not a space. */
const PLAIN_START = /^(?:[^-?:,[\]{}#&*!|>'"%@`\s]|[-?:](?=\S))/;
/** Plain keys read: words, numbers aside (they could be numbers, and keys of numbers are read differently). */
const PLAIN_KEY = /^[A-Za-z_$][\w$ ./-]*$/;
/** Keys that are other than texts under the core schema. */
const NOT_TEXT_KEY = /^(?:[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
/** A plain text inside a flow collection: no flow indicator, quote, colon or comment anywhere. */
const FLOW_PLAIN = /^[^,[\]{}#:"'&*!|>%@`?\s-][^,[\]{}#:]*$/;

interface Line {
  /** The line's spaces before its content. */
  indent: number;
  /** Where the content starts (after the indent, or after a list item's dash). */
  start: number;
  text: string;
}

class Reader {
  private readonly lines: Line[] = [];
  private at = 0;

  constructor(text: string) {
    for (let start = 0; start <= text.length;) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      const line = text.slice(start, end);
      let indent = 0;
      while (line.charCodeAt(indent) === SPACE) indent++;
      // Blank lines and comment lines hold nothing; document marks and directives are declined.
      if (indent < line.length && line.charCodeAt(indent) !== HASH) {
        if (indent === 0 && /^(?:---|\.\.\.)(?: |$)|^%/.test(line)) decline();
        this.lines.push({ indent, start: indent, text: line });
      }
      start = end + 1;
    }
  }

  document(): Record<string, unknown> {
    const first = this.lines[0];
    if (!first || first.indent !== 0) decline();
    const value = this.mapping(0);
    if (this.at < this.lines.length) decline();
    return value;
  }

  /** A block mapping whose keys are at column `column`, from the current line on. */
  private mapping(column: number): Record<string, unknown> {
    const map: Record<string, unknown> = {};
    for (let line = this.lines[this.at]; line && line.start === column; line = this.lines[this.at]) {
      const { key, after } = readKey(line.text, column);
      if (Object.prototype.hasOwnProperty.call(map, key)) decline();
      map[key] = this.valueAfter(line, after, column);
    }
    this.after(column);
    return map;
  }

  /** A block list whose dashes are at column `column`, from the current line on. */
  private list(column: number): unknown[] {
    const items: unknown[] = [];
    for (let line = this.lines[this.at]; line && line.start === column && line.indent === column; line = this.lines[this.at]) {
      const { text } = line;
      if (text.charCodeAt(column) !== DASH || text.charCodeAt(column + 1) !== SPACE) break;
      let start = column + 1;
      while (text.charCodeAt(start) === SPACE) start++;
      // An empty item, or a list right inside a list: left to the other readers.
      if (start === text.length || (text.charCodeAt(start) === DASH && text.charCodeAt(start + 1) === SPACE)) decline();
      if (isKeyLine(text, start)) {
        // The item is a mapping whose keys are at `start`: this line is read as its first key's.
        line.start = start;
        items.push(this.mapping(start));
      } else {
        this.at++;
        items.push(inlineValue(text, start));
        this.nothingDeeper(column);
      }
    }
    return items;
  }

  /** The value of a key whose colon is before `after` on `line`. */
  private valueAfter(line: Line, after: number, column: number): unknown {
    this.at++;
    let start = after;
    while (line.text.charCodeAt(start) === SPACE) start++;
    if (start < line.text.length) {
      // An inline value, the only one this key has: no line may go on it.
      if (start === after) decline();
      const value = inlineValue(line.text, start);
      this.nothingDeeper(column);
      return value;
    }
    const next = this.lines[this.at];
    if (!next || next.indent < column) return null;
    // A list may be at the key's own column; anything else below a key is indented more.
    if (next.indent === column) return isDash(next.text, column) ? this.list(column) : null;
    if (isDash(next.text, next.indent)) return this.list(next.indent);
    if (!isKeyLine(next.text, next.indent)) decline();
    return this.mapping(next.indent);
  }

  /** After a value read on one line: the next line may not be indented more than the collection it is in. */
  private nothingDeeper(column: number): void {
    const next = this.lines[this.at];
    if (next && next.indent > column) decline();
  }

  /** After a collection at `column`: the next line must be back at a column of an outer collection (checked there) or at the end. */
  private after(column: number): void {
    const next = this.lines[this.at];
    if (next && next.indent > column) decline();
  }
}

/** `text` without the spaces (only those: YAML's blanks) at its ends. */
function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (text.charCodeAt(start) === SPACE) start++;
  while (end > start && text.charCodeAt(end - 1) === SPACE) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

function isDash(text: string, at: number): boolean {
  return text.charCodeAt(at) === DASH && (at + 1 === text.length || text.charCodeAt(at + 1) === SPACE);
}

/** Where the colon after a key starting at `at` is (a quoted key, or a plain one), or -1 when the line there is no key. */
function keyColon(text: string, at: number): number {
  const first = text[at];
  if (first === '"' || first === "'") {
    const end = quotedEnd(text, at);
    if (end < 0 || text.charCodeAt(end) !== COLON) return -1;
    return end;
  }
  for (let colon = text.indexOf(':', at); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    const next = text.charCodeAt(colon + 1);
    if (colon + 1 === text.length || next === SPACE) return colon;
  }
  return -1;
}

function isKeyLine(text: string, at: number): boolean {
  return keyColon(text, at) >= 0;
}

/** The key starting at `at` and where what follows its colon starts; declined when it is no key read here. */
function readKey(text: string, at: number): { key: string; after: number } {
  const colon = keyColon(text, at);
  if (colon < 0 || colon - at > MAX_KEY) decline();
  const first = text[at];
  const key = first === '"' || first === "'" ? quoted(text, at, colon) : text.slice(at, colon);
  if (first !== '"' && first !== "'" && (!PLAIN_KEY.test(key) || key.endsWith(' ') || NOT_TEXT_KEY.test(key))) decline();
  if (key === '__proto__') decline();
  return { key, after: colon + 1 };
}

/** Where the quoted text opening at `at` ends (after its closing quote), or -1 when it does not end on the line. */
function quotedEnd(text: string, at: number): number {
  const quote = text[at];
  for (let i = at + 1; i < text.length; i++) {
    const char = text[i];
    if (quote === '"' && char === '\\') i++;
    else if (char === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i + 1;
    }
  }
  return -1;
}

const ESCAPES: Record<string, string> = {
  '\\': '\\',
  '"': '"',
  '/': '/',
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  '0': '\0',
  ' ': ' ',
};

/** The text of the quoted scalar at `at`, which ends (after its quote) at `end`. */
function quoted(text: string, at: number, end: number): string {
  const body = text.slice(at + 1, end - 1);
  if (text[at] === "'") return body.replaceAll("''", "'");
  if (!body.includes('\\')) return body;
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const code = body[++i]!;
    const simple = ESCAPES[code];
    if (simple !== undefined) out += simple;
    else if (code === 'x' || code === 'u') {
      const digits = body.slice(i + 1, i + 1 + (code === 'x' ? 2 : 4));
      if (!/^[0-9a-fA-F]+$/.test(digits) || digits.length !== (code === 'x' ? 2 : 4)) decline();
      const value = parseInt(digits, 16);
      if (value >= 0xd800 && value <= 0xdfff) decline();
      out += String.fromCharCode(value);
      i += digits.length;
    } else decline();
  }
  return out;
}

/** A value that is all of the rest of its line from `at`: a quoted text, a flow collection of texts, or a plain text. */
function inlineValue(text: string, at: number): unknown {
  const first = text[at]!;
  if (first === '"' || first === "'") {
    const end = quotedEnd(text, at);
    if (end < 0) decline();
    let rest = end;
    while (text.charCodeAt(rest) === SPACE) rest++;
    if (rest < text.length) decline();
    return quoted(text, at, end);
  }
  if (first === '[' || first === '{') return flow(text, at);
  if (!PLAIN_START.test(text.slice(at, at + 2))) decline();
  const plain = trimSpaces(text.slice(at));
  // A comment after the text, or a colon that would make it a key.
  if (plain.includes(' #') || plain.includes(': ') || plain.endsWith(':')) decline();
  return corePlain(plain);
}

/** A flow list or mapping that ends on its line, of plain and quoted texts; nothing may follow it. */
function flow(text: string, at: number): unknown {
  const map = text[at] === '{';
  const close = map ? '}' : ']';
  const entries = splitFlow(text, at + 1, close);
  if (!map) return entries.map((entry) => flowScalar(entry));
  const value: Record<string, unknown> = {};
  for (const entry of entries) {
    const colon = entry[0] === '"' || entry[0] === "'" ? quotedEnd(entry, 0) : entry.indexOf(': ');
    if (colon < 0 || entry[colon] !== ':' || entry[colon + 1] !== ' ') decline();
    const keyText = trimSpaces(entry.slice(0, colon));
    const key = flowScalar(keyText, true);
    if (typeof key !== 'string' || key === '__proto__' || Object.prototype.hasOwnProperty.call(value, key)) decline();
    value[key] = flowScalar(trimSpaces(entry.slice(colon + 2)));
  }
  return value;
}

/** The entries of a flow collection opened before `from`, trimmed, up to its `close` (which must end the line but for spaces). */
function splitFlow(text: string, from: number, close: string): string[] {
  const entries: string[] = [];
  let start = from;
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'") {
      i = quotedEnd(text, i) - 1;
      if (i < 0) decline();
    } else if (char === '[' || char === '{' || char === '#') decline();
    else if (char === ',' || char === close) {
      entries.push(trimSpaces(text.slice(start, i)));
      start = i + 1;
      if (char === close) {
        if (trimSpaces(text.slice(i + 1)) !== '') decline();
        // `[]` is empty; an empty entry anywhere else (`[a,,b]`, `[a, ]`) is declined.
        if (entries.length === 1 && entries[0] === '') return [];
        if (entries.includes('')) decline();
        return entries;
      }
    } else if (char === ']' || char === '}') decline();
  }
  return decline();
}

/** A flow entry that is one scalar: quoted, or plain with none of the flow indicators in it. */
function flowScalar(entry: string, key = false): unknown {
  const first = entry[0];
  if (first === '"' || first === "'") {
    if (quotedEnd(entry, 0) !== entry.length) decline();
    return quoted(entry, 0, entry.length);
  }
  if (!FLOW_PLAIN.test(entry) || entry.includes('  ')) decline();
  if (key) return PLAIN_KEY.test(entry) && !NOT_TEXT_KEY.test(entry) ? entry : decline();
  return corePlain(entry);
}
