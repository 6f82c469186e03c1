/**
 * Text for new values only: what is already in the file is never re-rendered. Values are written
 * by the yaml library (it quotes what YAML needs quoted) with the file's indentation, then indented
 * to the place they go.
 */
import { Document, isMap, isScalar, isSeq, visit, type Scalar, type ToStringOptions } from 'yaml';
import type { Layout } from './yaml-nodes.ts';

const options = (layout: Layout, flowPadding = true): ToStringOptions => ({
  indent: layout.indent,
  indentSeq: layout.indentSeq,
  lineWidth: 0,
  // A double-quoted text stays on one line ("a\nb"): folded, its next lines would start with whatever it holds.
  doubleQuotedMinMultiLineLength: Number.MAX_SAFE_INTEGER,
  flowCollectionPadding: flowPadding,
});

/** Each line after the first moved right by `column` (empty lines stay empty). */
const indentRest = (text: string, column: number) =>
  text
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : ' '.repeat(column) + line))
    .join('\n');

export interface Look {
  /** The scalar style to ask for (the library falls back to quoting when it cannot be used). */
  style?: Scalar.Type;
  /** Write a new mapping or list in flow style ({ a: 1 }), as its siblings are. */
  flow?: boolean;
  flowPadding?: boolean;
}

/** Spaces that are not the space YAML indents and separates with: pasted text brings them. */
const OTHER_SPACE = '[\\u00a0\\u1680\\u2000-\\u200b\\u202f\\u205f\\u3000\\ufeff]';
/**
 * Text that a plain or block scalar would not keep as it is, or that the loader would refuse:
 * another kind of space among the spaces at the start or end of a line (a block's line would look
 * indented with it), a line break of Unicode's (U+2028, U+2029), or blank lines or spaces after
 * the last line break (a `|+` block would take the blank line after it). Inside [ ] or { }, any
 * line break or tab as well.
 */
const RISKY = new RegExp(`(^|\\n)[ \\t]*${OTHER_SPACE}|${OTHER_SPACE}[ \\t]*(\\n|$)|[\\u2028\\u2029]|\\n\\s*\\n\\s*$|\\n[ \\t]+$`);
const RISKY_IN_FLOW = /[\n\t]/;

function rendered(doc: Document, node: unknown, layout: Layout, look: Look): string {
  if (look.style && isScalar(node)) node.type = look.style;
  if (look.flow && (isMap(node) || isSeq(node))) node.flow = true;
  // Such text is written in double quotes, where every character is kept (escaped if need be).
  visit(doc, {
    Scalar(_, scalar) {
      const text = scalar.value;
      if (typeof text === 'string' && (RISKY.test(text) || (look.flow && RISKY_IN_FLOW.test(text)))) scalar.type = 'QUOTE_DOUBLE';
    },
  });
  return doc.toString(options(layout, look.flowPadding)).replace(/\n$/, '');
}

/**
 * The text that follows `key:` (for a pair) or `-` (for a list item) when the value is written there,
 * the space after the indicator included; further lines are indented for a head at `column`.
 */
export function afterHead(kind: 'pair' | 'item', value: unknown, layout: Layout, column: number, look: Look = {}): string {
  const doc = new Document(kind === 'pair' ? { k: value } : [value]);
  const text = rendered(doc, kind === 'pair' ? doc.get('k', true) : doc.get(0, true), layout, look);
  return indentRest(text.slice(kind === 'pair' ? 2 : 1), column);
}

/** A whole new pair (`key: value`, and the lines of its value) at `column`. */
export function pairLines(key: string, value: unknown, layout: Layout, column: number): string[] {
  const doc = new Document({ [key]: value });
  return (' '.repeat(column) + indentRest(rendered(doc, doc.contents, layout, {}), column)).split('\n');
}

/** A whole new list item (`- value`, and its further lines) with its dash at `column`. */
export function itemLines(value: unknown, layout: Layout, column: number, look: Look = {}): string[] {
  const doc = new Document([value]);
  return (' '.repeat(column) + indentRest(rendered(doc, doc.get(0, true), layout, look), column)).split('\n');
}

/** A value written inside a flow collection ([a, b] or { a: 1 }): one line, quoted where a flow needs it. */
export function inlineValue(value: unknown, look: Look = {}): string {
  const doc = new Document([value]);
  (doc.contents as { flow?: boolean }).flow = true;
  return rendered(doc, doc.get(0, true), { indent: 2, indentSeq: true }, { ...look, flow: true })
    .slice(1, -1)
    .replace(/^ +| +$/g, '');
}

/** A pair written inside a flow mapping: `key: value`. */
export function inlinePair(key: string, value: unknown, look: Look = {}): string {
  const doc = new Document({ [key]: value });
  (doc.contents as { flow?: boolean }).flow = true;
  return rendered(doc, doc.get(key, true), { indent: 2, indentSeq: true }, { ...look, flow: true })
    .slice(1, -1)
    .replace(/^ +| +$/g, '');
}

/** A scalar for the place of an old one: in a flow collection, after a key or after a dash. */
export function scalarText(value: unknown, where: 'pair' | 'item' | 'flow', layout: Layout, column: number, style?: Scalar.Type): string {
  if (where === 'flow') return inlineValue(value, { style });
  return afterHead(where, value, layout, column, { style }).replace(/^ /, '');
}
