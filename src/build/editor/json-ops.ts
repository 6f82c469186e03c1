/**
 * The edit operations of the page editor, and what each does to the parsed page: the value the
 * YAML text must parse to once an operation has been written (yaml-ops.ts checks it).
 */
import { isRecord } from '../content/is-record.ts';
import { OpError, pathWords, type Segment } from './yaml-nodes.ts';

export type JsonPath = Segment[];

export type Op =
  | { op: 'set'; path: JsonPath; value: unknown }
  | { op: 'unset'; path: JsonPath }
  | { op: 'insert'; path: JsonPath; index: number; value: unknown }
  | { op: 'remove'; path: JsonPath; index: number }
  | { op: 'move'; path: JsonPath; from: number; to: number }
  | { op: 'duplicate'; path: JsonPath; index: number };

/** Keys that would change what objects are in JavaScript instead of holding content. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** An operation as received (JSON from the browser), checked for shape; throws OpError. */
export function checkOp(raw: unknown): Op {
  if (!isRecord(raw) || typeof raw.op !== 'string') throw new OpError('each operation is an object with an "op"');
  const path = raw.path;
  if (!Array.isArray(path) || !path.every((seg) => (typeof seg === 'string' && !FORBIDDEN_KEYS.has(seg)) || isIndex(seg))) {
    throw new OpError('"path" is a list of keys (text) and positions (whole numbers from 0)');
  }
  const need = (name: string) => {
    if (!isIndex(raw[name])) throw new OpError(`"${name}" of ${raw.op} is a whole number from 0`);
  };
  switch (raw.op) {
    case 'set':
      if (!('value' in raw) || raw.value === undefined) throw new OpError('set needs a "value"');
      break;
    case 'insert':
      if (!('value' in raw) || raw.value === undefined) throw new OpError('insert needs a "value"');
      need('index');
      break;
    case 'remove':
    case 'duplicate':
      need('index');
      break;
    case 'move':
      need('from');
      need('to');
      break;
    case 'unset':
      break;
    default:
      throw new OpError(`unknown operation "${raw.op}": use set, unset, insert, remove, move or duplicate`);
  }
  return raw as unknown as Op;
}

function listAt(root: unknown, path: JsonPath): unknown[] {
  const list = valueAt(root, path);
  if (!Array.isArray(list)) throw new OpError(`${pathWords(path)} is not a list`);
  return list;
}

export function valueAt(root: unknown, path: readonly Segment[]): unknown {
  let value = root;
  for (const seg of path) {
    if (Array.isArray(value) && typeof seg === 'number') value = value[seg];
    else if (isRecord(value) && Object.hasOwn(value, String(seg))) value = value[String(seg)];
    else return undefined;
  }
  return value;
}

/** The page value once `op` is applied (a copy; `root` is left as it is). */
export function applyToValue(root: unknown, op: Op): unknown {
  const copy = structuredClone(root);
  const parentPath = op.path.slice(0, -1);
  const last = op.path.at(-1);
  if (op.op === 'set' || op.op === 'unset') {
    if (last === undefined) {
      if (op.op === 'unset') throw new OpError('the page itself cannot be removed');
      return structuredClone(op.value);
    }
    let parent = copy;
    for (const [i, seg] of parentPath.entries()) {
      let next = valueAt(parent, [seg]);
      if (next === undefined || next === null) {
        if (op.op === 'unset') return copy;
        if (!isRecord(parent)) throw new OpError(`${pathWords(parentPath.slice(0, i + 1))} does not exist`);
        next = parent[String(seg)] = {};
      }
      parent = next;
    }
    if (Array.isArray(parent) && typeof last === 'number') {
      if (op.op === 'unset') parent.splice(last, 1);
      else if (last <= parent.length) parent[last] = structuredClone(op.value);
      else throw new OpError(`${pathWords(op.path)}: the list has ${parent.length} items`);
    } else if (isRecord(parent)) {
      if (op.op === 'unset') delete parent[String(last)];
      else parent[String(last)] = structuredClone(op.value);
    } else if (op.op === 'set') throw new OpError(`${pathWords(parentPath)} is not a mapping or a list`);
    return copy;
  }
  if (op.op === 'insert' && valueAt(copy, op.path) === undefined && op.index === 0) {
    return applyToValue(copy, { op: 'set', path: op.path, value: [op.value] });
  }
  const list = listAt(copy, op.path);
  const inRange = (index: number, max = list.length - 1) => {
    if (index > max)
      throw new OpError(`${pathWords(op.path)} has ${list.length} item${list.length === 1 ? '' : 's'}: there is no position ${index}`);
  };
  if (op.op === 'insert') {
    inRange(op.index, list.length);
    list.splice(op.index, 0, structuredClone(op.value));
  } else if (op.op === 'remove') {
    inRange(op.index);
    list.splice(op.index, 1);
  } else if (op.op === 'duplicate') {
    inRange(op.index);
    list.splice(op.index + 1, 0, structuredClone(list[op.index]));
  } else {
    inRange(op.from);
    inRange(op.to);
    list.splice(op.to, 0, ...list.splice(op.from, 1));
  }
  return copy;
}

/** Equal as JSON values, whatever the order of keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (!isRecord(a) || !isRecord(b)) return Number.isNaN(a) && Number.isNaN(b);
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
}
