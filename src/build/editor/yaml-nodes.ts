import { isAlias, isMap, isScalar, isSeq, type CST, type Document, type Node, type YAMLMap, type YAMLSeq } from 'yaml';
import type { SourceLines } from './source-lines.ts';

export type Segment = string | number;
export type Collection = YAMLMap | YAMLSeq;

/** An edit that cannot be made as asked: its message is shown to the person editing. */
export class OpError extends Error {}

/** `sections › 2 › title`: a path in the words of the error messages. */
export const pathWords = (path: readonly Segment[]) => (path.length ? path.join(' › ') : 'the page');

/** The entry `seg` of a collection node: its value node (null for `key:` with nothing) and its index. */
export function childAt(node: unknown, seg: Segment): { node: Node | null; index: number } | undefined {
  if (isAlias(node)) throw new OpError('the path goes through an alias (*name): change it in the YAML view');
  if (isMap(node)) {
    const index = node.items.findIndex((pair) => isScalar(pair.key) && String(pair.key.value) === String(seg));
    return index < 0 ? undefined : { node: (node.items[index]!.value as Node | null) ?? null, index };
  }
  if (isSeq(node) && typeof seg === 'number') return seg < node.items.length ? { node: node.items[seg] as Node, index: seg } : undefined;
  return undefined;
}

/** The node at `path`: undefined when some segment does not exist, null for an empty value. */
export function nodeAt(doc: Document, path: readonly Segment[]): Node | null | undefined {
  let node: Node | null = doc.contents as Node | null;
  for (const seg of path) {
    const next = childAt(node, seg);
    if (!next) return undefined;
    node = next.node;
  }
  if (isAlias(node)) throw new OpError(`${pathWords(path)} is an alias (*name): change it in the YAML view`);
  return node;
}

export const isBlock = (node: unknown): node is Collection => (isMap(node) || isSeq(node)) && !node.flow;
export const isFlow = (node: unknown): boolean => (isMap(node) || isSeq(node)) && Boolean(node.flow);

/** Where each entry of a block collection starts: the dash of a list item, the key of a mapping pair. */
export function entryHeads(coll: Collection): number[] {
  if (isSeq(coll)) {
    const items = (coll.srcToken as CST.BlockSequence | undefined)?.items ?? [];
    return coll.items.map((_, i) => {
      const dash = items[i]?.start.find((token) => token.type === 'seq-item-ind');
      if (!dash) throw new OpError('this list is written in a way the editor cannot change: use the YAML view');
      return dash.offset;
    });
  }
  return coll.items.map((pair) => {
    const key = pair.key as Node | null;
    if (!isScalar(key) || !key.range) throw new OpError('this mapping has a key the editor cannot change: use the YAML view');
    return key.range[0];
  });
}

/** The offset of the `:` of pair `index` of a block mapping. */
export function colonOffset(text: string, map: YAMLMap, index: number): number {
  const sep = (map.srcToken as CST.BlockMap | undefined)?.items[index]?.sep;
  const offset = sep?.find((token) => token.type === 'map-value-ind')?.offset;
  if (offset !== undefined && text[offset] === ':') return offset;
  throw new OpError('this mapping has a key without a value the editor cannot change: use the YAML view');
}

/**
 * The lines of one entry of a block collection: `head` is the line of its dash or key, `first` the
 * first line that goes with it (the comment lines directly above, no deeper than it), `last` its last
 * line (its value, then comment lines deeper than it that follow). `own` is false when the entry
 * shares its line with what holds it (the first key of `- type: hero`).
 */
export interface Chunk {
  first: number;
  head: number;
  last: number;
  own: boolean;
  offset: number;
  column: number;
}

export function entryChunks(src: SourceLines, coll: Collection, root: boolean): Chunk[] {
  const heads = entryHeads(coll);
  const values: (Node | null)[] = isSeq(coll) ? (coll.items as Node[]) : coll.items.map((pair) => (pair.value as Node | null) ?? null);
  const chunks: Chunk[] = heads.map((offset, i) => {
    const head = src.lineAt(offset);
    const column = src.column(offset);
    const range = values[i]?.range;
    let last = range ? Math.max(head, src.lineAt(Math.max(offset, src.contentEnd(range[1]) - 1))) : head;
    const stop = i + 1 < heads.length ? src.lineAt(heads[i + 1]!) : src.lines.length - 1;
    for (let line = last + 1; line < stop; line++) {
      if (src.blank(line)) continue;
      if (!src.comment(line) || src.indent(line) <= column) break;
      last = line;
    }
    return { first: head, head, last, own: src.startsLine(offset), offset, column };
  });
  chunks.forEach((chunk, i) => {
    // The first key of the page keeps the file's opening comments where they are.
    if (!chunk.own || (root && i === 0)) return;
    const floor = i > 0 ? chunks[i - 1]!.last : -1;
    while (chunk.first - 1 > floor && src.comment(chunk.first - 1) && src.indent(chunk.first - 1) <= chunk.column) chunk.first--;
  });
  return chunks;
}

/** How many blank lines separate entry `gap` from the next one (0 when there is no such gap). */
export function blankGap(src: SourceLines, chunks: readonly Chunk[], gap: number): number {
  if (gap < 0 || gap + 1 >= chunks.length) return 0;
  let count = 0;
  for (let line = chunks[gap]!.last + 1; line < chunks[gap + 1]!.first; line++) if (src.blank(line)) count++;
  return count;
}

export interface Layout {
  indent: number;
  indentSeq: boolean;
}

/** The file's own indentation: the step of a nested mapping, and whether lists are indented under their key. */
export function layoutOf(doc: Document, src: SourceLines): Layout {
  let mapStep: number | undefined;
  let seqStep: number | undefined;
  const visit = (node: unknown, depth: number) => {
    if (depth > 50 || !isBlock(node)) return;
    if (isSeq(node)) return node.items.forEach((item) => visit(item, depth + 1));
    for (const pair of node.items) {
      const value = pair.value;
      if (isBlock(value) && value.items.length && isScalar(pair.key) && pair.key.range) {
        const step = src.column(entryHeads(value)[0]!) - src.column(pair.key.range[0]);
        if (isMap(value) && step > 0) mapStep ??= step;
        if (isSeq(value)) seqStep ??= step;
      }
      visit(value, depth + 1);
    }
  };
  visit(doc.contents, 0);
  return { indent: mapStep ?? (seqStep || 2), indentSeq: seqStep === undefined || seqStep > 0 };
}
