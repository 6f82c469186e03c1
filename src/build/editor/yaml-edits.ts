/**
 * The text edits behind the operations: each splices the source text at the ranges of the parsed
 * Document and renders only the new value, so every other byte of the file stays as it was. Block
 * collections are edited by whole lines (an entry with the comment lines that belong to it, see
 * entryChunks); flow collections ([a, b], { a: 1 }) are written again from their entries' own text.
 */
import { isMap, isSeq, type Document, type Node, type Pair } from 'yaml';
import type { SourceLines } from './source-lines.ts';
import { afterHead, inlinePair, inlineValue, itemLines, pairLines } from './yaml-render.ts';
import { blankGap, colonOffset, entryChunks, entryHeads, isFlow, OpError, type Collection, type Layout } from './yaml-nodes.ts';

export interface Ctx {
  text: string;
  src: SourceLines;
  doc: Document;
  layout: Layout;
  /** '\r' in a CRLF file, so new lines end as the others do. */
  cr: string;
}

export function splice(ctx: Ctx, start: number, end: number, insert: string): string {
  return ctx.text.slice(0, start) + insert.replace(/\r?\n/g, `${ctx.cr}\n`) + ctx.text.slice(end);
}

const newRows = (ctx: Ctx, lines: readonly string[]) => lines.map((line) => `${line}${ctx.cr}\n`);
const blankRows = (ctx: Ctx, count: number) => newRows(ctx, Array<string>(count).fill(''));

/** The rows of the text with rows `cut` (first and last, inclusive) taken out and `piece` put before row `at`. */
function rebuild(ctx: Ctx, cut: [number, number] | null, at: number, piece: readonly string[]): string {
  const rows = ctx.src.rows();
  const out: string[] = [];
  for (let row = 0; row <= rows.length; row++) {
    if (row === at) out.push(...piece);
    if (row < rows.length && (!cut || row < cut[0] || row > cut[1])) out.push(rows[row]!);
  }
  return out.join('');
}

/** Where an entry's value ends in the text (no trailing white space), never before `floor`. */
function valueEnd(ctx: Ctx, node: Node | null | undefined, floor: number): number {
  return node?.range ? Math.max(floor, ctx.src.contentEnd(node.range[1], floor)) : floor;
}

// Flow collections: the entries' own text, written again between the brackets.

interface FlowParts {
  parts: string[];
  write(parts: readonly string[]): string;
}

function flowParts(ctx: Ctx, coll: Collection): FlowParts {
  const [start, rawEnd] = coll.range!;
  const end = ctx.src.contentEnd(rawEnd, start);
  const spans = isSeq(coll)
    ? (coll.items as Node[]).map((item) => [item.range![0], valueEnd(ctx, item, item.range![0])])
    : coll.items.map((pair: Pair) => {
        const key = pair.key as Node;
        return [key.range![0], valueEnd(ctx, (pair.value as Node | null) ?? key, key.range![0])];
      });
  let at = start + 1;
  for (const [from, to] of [...spans, [end - 1, end]]) {
    if (!/^[\s,]*$/.test(ctx.text.slice(at, from)))
      throw new OpError('this [ ] or { } list has comments inside: change it in the YAML view');
    at = to!;
  }
  const pad = ctx.text[start + 1] === ' ';
  const [open, close] = isSeq(coll) ? ['[', ']'] : ['{', '}'];
  return {
    parts: spans.map(([from, to]) => ctx.text.slice(from, to)),
    write: (parts) =>
      splice(ctx, start, end, parts.length ? `${open}${pad ? ' ' : ''}${parts.join(', ')}${pad ? ' ' : ''}${close}` : open + close),
  };
}

const flowLook = (ctx: Ctx, node: unknown) =>
  isFlow(node) ? { flow: true, flowPadding: ctx.text[(node as Node).range![0] + 1] === ' ' } : {};

/** How new values inside a flow collection look: spaced inside their brackets as a sibling mapping or list is. */
const innerLook = (ctx: Ctx, coll: Collection) => {
  const items: unknown[] = isSeq(coll) ? coll.items : coll.items.map((pair: Pair) => pair.value);
  const like = items.find(isFlow);
  return { flowPadding: like ? flowLook(ctx, like).flowPadding : ctx.text[coll.range![0] + 1] === ' ' };
};

// Edits.

/** Replace the value of entry `index` of `parent` with `value`, rendered whole (the key or dash stays). */
export function replaceValue(ctx: Ctx, parent: Collection, index: number, value: unknown): string {
  if (isFlow(parent)) {
    const flow = flowParts(ctx, parent);
    const key = isMap(parent) ? String((parent.items[index]!.key as { value: unknown }).value) : undefined;
    flow.parts[index] = key === undefined ? inlineValue(value, innerLook(ctx, parent)) : inlinePair(key, value, innerLook(ctx, parent));
    return flow.write(flow.parts);
  }
  const head = entryHeads(parent)[index]!;
  const column = ctx.src.column(head);
  if (isSeq(parent)) {
    const old = parent.items[index];
    const like = isFlow(old) ? old : parent.items[index === 0 ? 1 : 0];
    const look = typeof value === 'object' && value !== null ? flowLook(ctx, like) : {};
    return splice(ctx, head + 1, valueEnd(ctx, old as Node, head + 1), afterHead('item', value, ctx.layout, column, look));
  }
  const start = colonOffset(ctx.text, parent, index) + 1;
  const old = parent.items[index]!.value as Node | null;
  return splice(ctx, start, valueEnd(ctx, old, start), afterHead('pair', value, ctx.layout, column));
}

/** Replace one scalar with the text of another, leaving everything around it (its comment too). */
export function replaceScalar(ctx: Ctx, node: Node, text: string): string {
  const [start, end] = node.range!;
  return splice(ctx, start, ctx.src.contentEnd(end, start), text);
}

/** Add `key: value` as the last pair of a mapping, at the column of its other keys. */
export function addPair(ctx: Ctx, map: Collection, key: string, value: unknown, root: boolean): string {
  if (isFlow(map)) {
    const flow = flowParts(ctx, map);
    return flow.write([...flow.parts, inlinePair(key, value, innerLook(ctx, map))]);
  }
  const chunks = entryChunks(ctx.src, map, root);
  return rebuild(ctx, null, chunks.at(-1)!.last + 1, newRows(ctx, pairLines(key, value, ctx.layout, chunks[0]!.column)));
}

/**
 * Take entry `index` out of a collection of two or more, with the blank lines before it (after it
 * for the first entry), so the others keep their spacing.
 */
export function removeEntry(ctx: Ctx, coll: Collection, index: number, root: boolean): string {
  if (isFlow(coll)) {
    const flow = flowParts(ctx, coll);
    return flow.write(flow.parts.filter((_, i) => i !== index));
  }
  const chunks = entryChunks(ctx.src, coll, root);
  const chunk = chunks[index]!;
  // `- type: hero` losing `type`: the next key moves up onto the dash line.
  if (!chunk.own) return splice(ctx, chunk.offset, chunks[index + 1]!.offset, '');
  if (index > 0) return rebuild(ctx, [chunks[index - 1]!.last + 1, chunk.last], -1, []);
  return rebuild(ctx, [chunk.first, chunks[1]!.first - 1], -1, []);
}

function ownChunks(ctx: Ctx, seq: Collection) {
  const chunks = entryChunks(ctx.src, seq, false);
  if (chunks.some((chunk) => !chunk.own)) throw new OpError('this list shares a line with another one: change it in the YAML view');
  return chunks;
}

/** Move item `from` so that it ends at position `to`: its lines go, with the blank lines that separated it. */
export function moveItem(ctx: Ctx, seq: Collection, from: number, to: number): string {
  if (isFlow(seq)) {
    const flow = flowParts(ctx, seq);
    flow.parts.splice(to, 0, ...flow.parts.splice(from, 1));
    return flow.write(flow.parts);
  }
  const chunks = ownChunks(ctx, seq);
  const rows = ctx.src.rows();
  const chunk = chunks[from]!;
  const gap: [number, number] = from > 0 ? [chunks[from - 1]!.last + 1, chunk.first - 1] : [chunk.last + 1, chunks[1]!.first - 1];
  const own = rows.slice(chunk.first, chunk.last + 1);
  const spacing = rows.slice(gap[0], gap[1] + 1);
  const others = chunks.filter((_, i) => i !== from);
  const cut: [number, number] = [Math.min(chunk.first, gap[0]), Math.max(chunk.last, gap[1])];
  if (to < others.length) return rebuild(ctx, cut, others[to]!.first, [...own, ...spacing]);
  return rebuild(ctx, cut, others.at(-1)!.last + 1, [...spacing, ...own]);
}

/** Insert a new item at `index`, indented as its siblings and spaced as the items around it. */
export function insertItem(ctx: Ctx, seq: Collection, index: number, value: unknown): string {
  if (isFlow(seq)) {
    const flow = flowParts(ctx, seq);
    flow.parts.splice(index, 0, inlineValue(value, innerLook(ctx, seq)));
    return flow.write(flow.parts);
  }
  const chunks = ownChunks(ctx, seq);
  const count = chunks.length;
  const sibling = seq.items[Math.min(index, count - 1)];
  const isCollection = typeof value === 'object' && value !== null;
  const lines = newRows(ctx, itemLines(value, ctx.layout, chunks[0]!.column, isCollection ? flowLook(ctx, sibling) : {}));
  const blanks = blankRows(ctx, blankGap(ctx.src, chunks, index < count ? Math.max(0, index - 1) : count - 2));
  if (index < count) return rebuild(ctx, null, chunks[index]!.first, [...lines, ...blanks]);
  return rebuild(ctx, null, chunks[count - 1]!.last + 1, [...blanks, ...lines]);
}

/** Insert a copy of item `index` (its own lines, not the comments above it) right after it. */
export function duplicateItem(ctx: Ctx, seq: Collection, index: number): string {
  if (isFlow(seq)) {
    const flow = flowParts(ctx, seq);
    flow.parts.splice(index + 1, 0, flow.parts[index]!);
    return flow.write(flow.parts);
  }
  const chunks = ownChunks(ctx, seq);
  const chunk = chunks[index]!;
  const copy = ctx.src.rows().slice(chunk.head, chunk.last + 1);
  const blanks = blankRows(ctx, blankGap(ctx.src, chunks, index < chunks.length - 1 ? index : index - 1));
  return rebuild(ctx, null, chunk.last + 1, [...blanks, ...copy]);
}
