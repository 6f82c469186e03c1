/**
 * Pieces of the fake editor API (tests only): edit operations on a YAML document, the schemas with
 * their $refs resolved inline, and the loader's issue paths as arrays. The real ones are the
 * dev server's (src/build/editor); these are just enough to drive the browser editor in tests.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isSeq, parseDocument, type Document, type YAMLSeq } from 'yaml';
import type { JsonPath, Op } from '../../src/editor/api/types';

function seqAt(doc: Document, path: JsonPath): YAMLSeq {
  const node = path.length ? doc.getIn(path, true) : doc.contents;
  if (isSeq(node)) return node;
  if (node === undefined) {
    doc.setIn(path, doc.createNode([]));
    return doc.getIn(path, true) as YAMLSeq;
  }
  throw new Error(`${path.join('.')} is not a list`);
}

/** Apply ops to a YAML text through the Document API (comments and untouched lines stay). */
export function applyOps(text: string, ops: readonly Op[]): string {
  const doc = parseDocument(text);
  for (const op of ops) {
    if (op.op === 'set') doc.setIn(op.path, doc.createNode(op.value));
    else if (op.op === 'unset') doc.deleteIn(op.path);
    else {
      const seq = seqAt(doc, op.path);
      if (op.op === 'insert') seq.items.splice(op.index, 0, doc.createNode(op.value));
      else if (op.op === 'remove') seq.items.splice(op.index, 1);
      else if (op.op === 'move') seq.items.splice(op.to, 0, ...seq.items.splice(op.from, 1));
      else if (op.op === 'duplicate') seq.items.splice(op.index + 1, 0, doc.createNode(JSON.parse(JSON.stringify(seq.items[op.index]))));
    }
  }
  return doc.toString();
}

/** The parse error of a text, if it cannot be read as YAML. */
export function parseError(text: string): string | undefined {
  const doc = parseDocument(text);
  return doc.errors[0]?.message.split('\n')[0];
}

export function parsedValue(text: string): unknown {
  const doc = parseDocument(text);
  if (doc.errors.length) return null;
  const value = doc.toJS() as unknown;
  return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
}

type Json = Record<string, unknown>;

/** A schema file with every $ref replaced by its target, the referring node's own keywords on top. */
export function resolvedSchema(file: string): Json {
  const cache = new Map<string, Json>();
  const load = (path: string) => cache.get(path) ?? (cache.set(path, JSON.parse(readFileSync(path, 'utf8')) as Json), cache.get(path)!);
  const walk = (node: unknown, from: string, depth: number): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, from, depth));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...own } = node as Json;
    const out: Json = {};
    for (const [key, value] of Object.entries(own)) if (key !== '$defs' && key !== '$schema') out[key] = walk(value, from, depth);
    if (typeof $ref !== 'string' || depth > 30) return out;
    const [target = '', pointer = ''] = $ref.split('#');
    const targetFile = target ? resolve(dirname(from), target) : from;
    let referred: unknown = load(targetFile);
    for (const part of pointer.split('/').filter(Boolean)) referred = (referred as Json)[part];
    return { ...(walk(referred, targetFile, depth + 1) as Json), ...out };
  };
  return walk(load(file), file, 0) as Json;
}

export function schemaBundle(schemaDir: string, types: readonly string[]) {
  return {
    page: resolvedSchema(join(schemaDir, 'page.schema.json')),
    sections: Object.fromEntries(types.map((type) => [type, resolvedSchema(join(schemaDir, 'sections', `${type}.schema.json`))])),
    site: resolvedSchema(join(schemaDir, 'site.schema.json')),
  };
}

/** `sections[2] (testimonials) › items[0] › rating` → ['sections', 2, 'items', 0, 'rating']. */
export function pathFromWords(words: string): JsonPath {
  if (!words) return [];
  return words.split(' › ').flatMap((part) => {
    const match = /^(.*?)((?:\[\d+\])*)(?: \(.*\))?$/.exec(part.trim())!;
    const indexes = [...match[2]!.matchAll(/\[(\d+)\]/g)].map((found) => Number(found[1]));
    return [...(match[1] ? [match[1]] : []), ...indexes];
  });
}
