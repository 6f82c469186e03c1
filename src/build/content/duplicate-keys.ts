import { isMap, isNode, isScalar, visit, YAMLParseError, type Document } from 'yaml';
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
