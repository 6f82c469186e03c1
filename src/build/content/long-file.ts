import { isCollection, isPair, LineCounter, parseDocument, type Node } from 'yaml';
import { nodeAt, position, type Locator, type YamlSource } from './yaml-source.ts';

/** From this length on, a file the quick parser read is not parsed whole just to say where its mistakes are. */
export const LONG_FILE = 256 * 1024;

/** The first part parsed, then four times as much each time it is not enough. */
export const FIRST_PART = 64 * 1024;
const GROWTH = 4;

/**
 * `use` run with positions from the first part of a long text, cut at the end of a line; undefined
 * when no first part will do (the caller then parses the whole text).
 *
 * For a long file the quick parser read (so YAML accepts it and its value is known) whose value
 * breaks its schema: only the first few hundred mistakes are reported, and they are usually near
 * the top, so the positional parser (about two seconds for 5 MB) reads only as much as they need.
 * A first part will do when it parses without error and every position `use` asked for is of a
 * node that is settled in it: found exactly where the path leads (not at a parent standing in for
 * a node cut off), beginning before the part's last line, and either ending before that line or
 * a collection whose first item does. Such a node starts where it starts in the whole text, since
 * everything up to it, and the line after it, are the same text. Otherwise a part four times as
 * long is tried, until the part would be the whole text.
 */
export function inFirstPart<T>(file: string, text: string, use: (source: YamlSource, at: Locator) => T): T | undefined {
  for (let length = FIRST_PART; length < text.length; length *= GROWTH) {
    const end = text.indexOf('\n', length) + 1;
    if (end === 0) return undefined;
    const part = text.slice(0, end);
    const lines = new LineCounter();
    const doc = parseDocument(part, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
    if (doc.errors.length) continue;
    const lastLine = part.lastIndexOf('\n', end - 2) + 1;
    const source: YamlSource = { file, text: part, doc, lines };
    let settled = true;
    const result = use(source, (path, key) => {
      const { node, exact } = nodeAt(doc, path, key);
      if (!exact || !settledBefore(node, lastLine)) settled = false;
      return position(source, node);
    });
    if (settled) return result;
  }
  return undefined;
}

/** Whether `node` begins before offset `limit` and is known whole there: it ends before `limit`, or its first item does. */
function settledBefore(node: Node | undefined, limit: number): boolean {
  const range = node?.range;
  if (!range || range[0] >= limit) return false;
  if (range[2] <= limit) return true;
  if (!isCollection(node)) return false;
  const first: unknown = node.items[0];
  const last = isPair(first) ? ((first.value ?? first.key) as Node | null) : (first as Node | undefined);
  return !!last?.range && last.range[2] <= limit;
}
