/**
 * Surgical edits of a page file (ARCHITECTURE.md, convention 13): `applyOps` changes only the lines
 * an operation is about and keeps comments, key order, quoting, blank lines and every other line
 * byte for byte. Each operation is checked after it is written: the text must parse, to exactly the
 * value the operation asks for (json-ops.ts), or the whole call fails and no text is returned.
 */
import { isMap, isScalar, isSeq, Scalar, type Node } from 'yaml';
import { parseUniqueKeys } from '../content/duplicate-keys.ts';
import { isRecord } from '../content/is-record.ts';
import { applyToValue, checkOp, sameValue, valueAt, type Op } from './json-ops.ts';
import { SourceLines, withFinalNewline } from './source-lines.ts';
import { addPair, duplicateItem, insertItem, moveItem, removeEntry, replaceScalar, replaceValue, type Ctx } from './yaml-edits.ts';
import { childAt, entryHeads, isFlow, layoutOf, nodeAt, OpError, pathWords, type Collection, type Segment } from './yaml-nodes.ts';
import { scalarText } from './yaml-render.ts';
import { HttpError, MAX_BODY_BYTES, MAX_OP_WORK_BYTES, MAX_OPS } from './security.ts';

export type { Op } from './json-ops.ts';

const MAX_ALIASES = 100;

function parseValue(text: string): { value?: unknown; error?: string } {
  const doc = parseUniqueKeys(text, { prettyErrors: false });
  if (doc.errors.length) return { error: doc.errors[0]!.message.split('\n')[0]! };
  try {
    return { value: doc.toJS({ maxAliasCount: MAX_ALIASES }) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export type OpsResult = { text: string } | { error: string };

/**
 * The work of applyOps, one operation per step, so that a server can answer other requests between
 * steps (applyOpsYielding). Past MAX_OPS operations, a text larger than MAX_BODY_BYTES or more than
 * MAX_OP_WORK_BYTES of text worked through, it stops with a 413 (HttpError), nothing written.
 */
function* opSteps(text: string, ops: readonly unknown[]): Generator<void, OpsResult> {
  if (ops.length > MAX_OPS)
    throw new HttpError(413, `a request may carry at most ${MAX_OPS} operations, not ${ops.length}: send them in parts`);
  const start = parseValue(text);
  if (start.error !== undefined) return { error: `the file does not parse (${start.error}): fix it in the YAML view first` };
  let current = text;
  let value = start.value;
  let work = 0;
  for (const [n, raw] of ops.entries()) {
    const label = ops.length > 1 ? `operation ${n + 1} of ${ops.length}: ` : '';
    work += current.length;
    if (work > MAX_OP_WORK_BYTES)
      throw new HttpError(413, `${label}these operations are too much work on a page this long for one request: send fewer at a time`);
    try {
      const op = checkOp(raw);
      const expected = applyToValue(value, op);
      const next = applyOp(current, op);
      if (Buffer.byteLength(next) > MAX_BODY_BYTES)
        throw new HttpError(
          413,
          `${label}the page would grow past ${MAX_BODY_BYTES / 1024} KB, the largest page the editor writes, so nothing was written`,
        );
      const written = parseValue(next);
      if (written.error !== undefined) throw new OpError(`it would leave the file unparsable (${written.error}), so nothing was written`);
      if (!sameValue(written.value, expected))
        throw new OpError(`${op.op} at ${pathWords(op.path)} could not be written as asked, so nothing was written`);
      current = next;
      value = expected;
    } catch (error) {
      if (error instanceof OpError) return { error: label + error.message };
      throw error;
    }
    yield;
  }
  return { text: current };
}

/**
 * Apply `ops` in order to the text of a page file. Either every operation is written, or none is
 * and the error says which one failed and why (413, HttpError, for more than a request may ask).
 */
export function applyOps(text: string, ops: readonly unknown[]): OpsResult {
  const steps = opSteps(text, ops);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** applyOps, letting the server answer other requests between one operation and the next. */
export async function applyOpsYielding(text: string, ops: readonly unknown[]): Promise<OpsResult> {
  const steps = opSteps(text, ops);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function context(text: string): Ctx {
  const doc = parseUniqueKeys(text, { keepSourceTokens: true, prettyErrors: false });
  if (doc.errors.length) throw new OpError(`the file does not parse (${doc.errors[0]!.message.split('\n')[0]})`);
  const src = new SourceLines(text);
  return { text, src, doc, layout: layoutOf(doc, src), cr: text.includes('\r\n') ? '\r' : '' };
}

/** One operation on the text (not checked: applyOps checks). */
export function applyOp(text: string, op: Op): string {
  const framed = withFinalNewline(text);
  const ctx = context(framed.text);
  const out = dispatch(ctx, op);
  return out === framed.text ? text : framed.restore(out);
}

function dispatch(ctx: Ctx, op: Op): string {
  if (op.op === 'set') return setAt(ctx, op.path, op.value);
  if (op.op === 'unset') return unsetAt(ctx, op.path);
  if (op.op === 'insert') return insertAt(ctx, op.path, op.index, op.value);
  const seq = nodeAt(ctx.doc, op.path);
  if (!isSeq(seq)) throw new OpError(`${pathWords(op.path)} is not a list`);
  const count = seq.items.length;
  const check = (index: number) => {
    if (index >= count)
      throw new OpError(`${pathWords(op.path)} has ${count} item${count === 1 ? '' : 's'}: there is no position ${index}`);
  };
  if (op.op === 'remove' || op.op === 'duplicate') {
    check(op.index);
    return op.op === 'remove' ? removeAt(ctx, op.path, seq, op.index) : duplicateItem(ctx, seq, op.index);
  }
  check(op.from);
  check(op.to);
  return op.from === op.to ? ctx.text : moveItem(ctx, seq, op.from, op.to);
}

/** The collection holding the entry at `path`, and the entry's index in it. */
function place(ctx: Ctx, path: readonly Segment[]): { parent: Collection; index: number } {
  if (!path.length) throw new OpError('the page as a whole cannot be replaced: change its keys one by one');
  const parent = nodeAt(ctx.doc, path.slice(0, -1));
  const found = childAt(parent, path.at(-1)!);
  if (!found || !(isMap(parent) || isSeq(parent))) throw new OpError(`${pathWords(path)} does not exist`);
  return { parent, index: found.index };
}

function replaceAt(ctx: Ctx, path: readonly Segment[], value: unknown): string {
  const { parent, index } = place(ctx, path);
  return replaceValue(ctx, parent, index, value);
}

function setAt(ctx: Ctx, path: readonly Segment[], value: unknown): string {
  const node = nodeAt(ctx.doc, path);
  if (node !== undefined) return setExisting(ctx, path, node, value);
  let depth = path.length - 1;
  while (depth > 0 && nodeAt(ctx.doc, path.slice(0, depth)) === undefined) depth--;
  const parentPath = path.slice(0, depth);
  const parent = nodeAt(ctx.doc, parentPath);
  const key = path[depth]!;
  const rest = path.slice(depth + 1);
  if (rest.some((seg) => typeof seg === 'number')) throw new OpError(`${pathWords(path.slice(0, depth + 1))} does not exist`);
  const nested = rest.reduceRight<unknown>((inner, seg) => ({ [seg]: inner }), value);
  if (isSeq(parent) && key === parent.items.length) return insertAt(ctx, parentPath, key, nested);
  const empty = (isMap(parent) && !parent.items.length) || (isScalar(parent) && parent.value === null);
  // An empty {} or an empty value under a key becomes a block mapping, as the rest of a page is written.
  if (empty && parentPath.length && typeof key === 'string') return replaceAt(ctx, parentPath, { [key]: nested });
  if (isMap(parent)) return addPair(ctx, parent, String(key), nested, !parentPath.length);
  throw new OpError(`${pathWords(path.slice(0, depth + 1))} does not exist`);
}

function setExisting(ctx: Ctx, path: readonly Segment[], node: Node | null, value: unknown): string {
  const old = valueAt(ctx.doc.toJS({ maxAliasCount: MAX_ALIASES }), path);
  if (sameValue(old, value)) return ctx.text;
  if (isMap(node) && isRecord(value) && (node.items.length || !path.length)) {
    // Key by key, so a changed value changes its own lines only; keys keep their order in the file.
    let text = ctx.text;
    for (const [key, inner] of Object.entries(value)) text = applyOp(text, { op: 'set', path: [...path, key], value: inner });
    for (const key of Object.keys(old as object))
      if (!Object.hasOwn(value, key)) text = applyOp(text, { op: 'unset', path: [...path, key] });
    return text;
  }
  if (isSeq(node) && Array.isArray(value) && node.items.length && value.length) {
    let text = ctx.text;
    const count = node.items.length;
    for (let i = 0; i < Math.min(count, value.length); i++) text = applyOp(text, { op: 'set', path: [...path, i], value: value[i] });
    for (let i = count; i < value.length; i++) text = applyOp(text, { op: 'insert', path: [...path], index: i, value: value[i] });
    for (let i = count - 1; i >= value.length; i--) text = applyOp(text, { op: 'remove', path: [...path], index: i });
    return text;
  }
  const scalarValue = value === null || typeof value !== 'object';
  if (isScalar(node) && scalarValue && node.range && node.range[0] < node.range[1]) return setScalar(ctx, path, node, value);
  return replaceAt(ctx, path, value);
}

/**
 * A new scalar in the old one's place: in its quoting style when it can be written so, else plain
 * (quoted if YAML needs it). An empty text has no style of its own (it can only be written quoted):
 * a field cleared and typed again is written as a new value is, plain where it can be.
 */
function setScalar(ctx: Ctx, path: readonly Segment[], node: Scalar, value: unknown): string {
  const { parent, index } = place(ctx, path);
  const where = isFlow(parent) ? 'flow' : isSeq(parent) ? 'item' : 'pair';
  const column = where === 'flow' ? 0 : ctx.src.column(entryHeads(parent)[index]!);
  // Plain and single-quoted text over several lines folds into blank lines: a block (or quotes) reads better.
  const folds = typeof value === 'string' && value.includes('\n') && (node.type === Scalar.PLAIN || node.type === Scalar.QUOTE_SINGLE);
  const own = folds || node.value === '' ? undefined : node.type;
  for (const style of new Set<Scalar.Type | undefined>([own, undefined, Scalar.QUOTE_DOUBLE])) {
    const text = replaceScalar(ctx, node, scalarText(value, where, ctx.layout, column, style));
    const parsed = parseValue(text);
    if (parsed.error === undefined && sameValue(valueAt(parsed.value, path), value)) return text;
  }
  throw new OpError(`${pathWords(path)} could not be written in place`);
}

function unsetAt(ctx: Ctx, path: readonly Segment[]): string {
  if (!path.length) throw new OpError('the page itself cannot be removed');
  const parentPath = path.slice(0, -1);
  const parent = nodeAt(ctx.doc, parentPath);
  const found = parent === undefined ? undefined : childAt(parent, path.at(-1)!);
  if (!found) return ctx.text;
  if (isSeq(parent)) return removeAt(ctx, parentPath, parent, found.index);
  if (isMap(parent) && parent.items.length === 1 && !isFlow(parent)) {
    if (!parentPath.length) throw new OpError('the last key of the page cannot be removed');
    return replaceAt(ctx, parentPath, {});
  }
  return removeEntry(ctx, parent as Collection, found.index, !parentPath.length);
}

function removeAt(ctx: Ctx, path: readonly Segment[], seq: Collection, index: number): string {
  if (seq.items.length === 1 && !isFlow(seq)) return replaceAt(ctx, path, []);
  return removeEntry(ctx, seq, index, false);
}

function insertAt(ctx: Ctx, path: readonly Segment[], index: number, value: unknown): string {
  const node = nodeAt(ctx.doc, path);
  if (node === undefined || node === null || (isScalar(node) && node.value === null)) {
    if (index !== 0) throw new OpError(`${pathWords(path)} has no items: insert at position 0`);
    return node === undefined ? setAt(ctx, path, [value]) : replaceAt(ctx, path, [value]);
  }
  if (!isSeq(node)) throw new OpError(`${pathWords(path)} is not a list`);
  if (index > node.items.length) throw new OpError(`${pathWords(path)} has ${node.items.length} items: there is no position ${index}`);
  // An empty [] under a key becomes a block list, as lists of sections and items are written.
  if (!node.items.length && path.length) return replaceAt(ctx, path, [value]);
  return insertItem(ctx, node, index, value);
}
