import {
  isMap,
  isNode,
  isScalar,
  parseDocument,
  visit,
  YAMLParseError,
  type Document,
  type DocumentOptions,
  type ParseOptions,
  type SchemaOptions,
} from 'yaml';
import { MAX_FILE_ISSUES } from '../diagnostics/issues.ts';

/**
 * A DUPLICATE_KEY error, as the parser's uniqueKeys option gives, for each repeated key of a
 * mapping, in document order; no more than are listed.
 */
export function duplicateKeys(doc: Document): YAMLParseError[] {
  const errors: YAMLParseError[] = [];
  const keysOf = new Map<unknown, Set<unknown>>();
  visit(doc, {
    Pair(_, { key }, path) {
      const map = path.at(-1);
      if (!isMap(map)) return;
      const keys = keysOf.get(map) ?? keysOf.set(map, new Set()).get(map)!;
      const id = isScalar(key) ? key.value : key;
      if (!keys.has(id)) keys.add(id);
      else if (isNode(key) && key.range)
        errors.push(new YAMLParseError([key.range[0], key.range[0] + 1], 'DUPLICATE_KEY', 'Map keys must be unique'));
      return errors.length > MAX_FILE_ISSUES ? visit.BREAK : undefined;
    },
  });
  return errors;
}

/**
 * parseDocument with its check that keys are unique made linear: the parser's own compares every
 * key of a mapping with every other one, minutes for a mapping of tens of thousands of keys; here
 * the same DUPLICATE_KEY errors come from duplicateKeys(), in document order among the others.
 */
export function parseUniqueKeys(text: string, options: ParseOptions & DocumentOptions & SchemaOptions = {}): Document {
  const doc = parseDocument(text, { ...options, uniqueKeys: false });
  const duplicates = duplicateKeys(doc);
  if (duplicates.length) doc.errors = [...doc.errors, ...duplicates].sort((a, b) => a.pos[0] - b.pos[0]);
  return doc;
}
