import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { pathInWords } from '../diagnostics/document-path.ts';
import type { SiteIssue } from '../diagnostics/issues.ts';
import type { Segment } from './yaml-nodes.ts';

/** An issue as the editor API gives it: the place as a JSON path (['sections', 2, 'title']) for the form. */
export interface ApiIssue {
  severity: SiteIssue['severity'];
  code: string;
  message: string;
  hint: string;
  line: number;
  column: number;
  /** The value or key the issue is about; [] for the whole file or when it is not known. */
  path: Segment[];
}

/** `sections[2] (testimonials) › items[0] › rating` → ['sections', 2, 'items', 0, 'rating'] (unchecked). */
function fromWords(words: string): Segment[] | undefined {
  const path: Segment[] = [];
  for (const part of words.split(' › ')) {
    const match = /^(.+?)((?:\[\d+\])*)(?: \([^()]*\))?$/.exec(part);
    if (!match) return undefined;
    path.push(match[1]!, ...[...match[2]!.matchAll(/\[(\d+)\]/g)].map((index) => Number(index[1])));
  }
  return path;
}

const contains = (node: Node | null | undefined, offset: number) =>
  Boolean(node?.range) && node!.range![0] <= offset && offset < Math.max(node!.range![1], node!.range![0] + 1);

/** The path of the deepest node of the document that holds `offset` (a key counts as its pair). */
function deepestAt(node: unknown, offset: number, path: Segment[]): Segment[] {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isScalar(pair.key)) continue;
      const key = String(pair.key.value);
      if (contains(pair.key, offset)) return [...path, key];
      if (contains(pair.value as Node, offset)) return deepestAt(pair.value, offset, [...path, key]);
    }
  }
  if (isSeq(node)) {
    const index = node.items.findIndex((item) => contains(item as Node, offset));
    if (index >= 0) return deepestAt(node.items[index], offset, [...path, index]);
  }
  return path;
}

/**
 * The loader's issues about one file, with JSON paths. The path in words is taken when it reads
 * back to exactly the same words (it then names the value or key precisely); otherwise the issue's
 * line and column are mapped to the deepest node of the document that holds them.
 */
export function apiIssues(issues: readonly SiteIssue[], text: string | undefined, ownFile: (file: string) => boolean): ApiIssue[] {
  const lines = new LineCounter();
  const doc = text === undefined ? undefined : parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  let value: unknown;
  try {
    value = doc?.toJS({ maxAliasCount: 100 });
  } catch {
    value = undefined;
  }
  return issues.map((issue) => {
    let path: Segment[] = [];
    if (doc && ownFile(issue.file)) {
      const words = issue.path ? fromWords(issue.path) : undefined;
      if (words && pathInWords(words, value) === issue.path) path = words;
      // A whole-file issue (no path in words, at 1:1) is about no node in particular.
      else if ((issue.path || issue.line > 1 || issue.column > 1) && issue.line > 0 && lines.lineStarts.length >= issue.line) {
        path = deepestAt(doc.contents, lines.lineStarts[issue.line - 1]! + issue.column - 1, []);
      }
    }
    const { severity, code, message, hint, line, column } = issue;
    return { severity, code, message, hint, line, column, path };
  });
}
