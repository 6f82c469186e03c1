import { readFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, LineCounter, visit, type Document, type Node } from 'yaml';
import { catalogue } from '../diagnostics/catalogue.ts';
import type { Segment } from '../diagnostics/document-path.ts';
import { issueAt, MAX_FILE_ISSUES, type SiteIssue } from '../diagnostics/issues.ts';
import { parseUniqueKeys } from './duplicate-keys.ts';
import { CORE_TAG, lostText } from './lost-text.ts';
import { yamlErrorDraft } from './yaml-errors.ts';
import { layoutMistake, lookalikeIndent, openerOffset } from './yaml-layout.ts';

/** A parsed YAML file that remembers where every node came from. */
export interface YamlSource {
  file: string;
  text: string;
  doc: Document;
  lines: LineCounter;
}

export interface Parsed {
  source?: YamlSource;
  value?: unknown;
  /** What stops the file being read: when there is any, there is no value. */
  issues: SiteIssue[];
  /** Of a file that was read: text its YAML leaves out of a value (lost-text.ts). */
  notes?: SiteIssue[];
}

/** Aliases expanded per file at most: more is an alias bomb (a few lines that expand to gigabytes). */
const MAX_ALIASES = 100;

/** Read (unless its bytes are given) and parse one YAML file, keeping positions; YAML-level problems become issues. */
export function parseYamlFile(file: string, given?: Uint8Array): Parsed {
  let text: string;
  let bytes = given;
  try {
    bytes ??= readFileSync(file);
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    if (!(error instanceof TypeError)) return { issues: [issueAt(file, 1, 1, '', catalogue.readFailed((error as Error).message))] };
    const lossy = new TextDecoder('utf-8').decode(bytes);
    const before = lossy.slice(0, Math.max(0, lossy.indexOf('\uFFFD'))).split('\n');
    return { issues: [issueAt(file, before.length, (before.at(-1)?.length ?? 0) + 1, '', catalogue.notUtf8())] };
  }
  return parseYamlText(file, text);
}

/** Layout slips explained per file at most (each one parses the file again). */
const MAX_SLIPS = 10;

/** Parse YAML text, keeping positions; YAML-level problems become issues. */
export function parseYamlText(file: string, text: string, slips = 0): Parsed {
  const lookalike = slips < MAX_SLIPS ? lookalikeIndent(text) : undefined;
  if (lookalike) {
    // The same offsets (one character for one), so the repaired text's positions are this one's.
    const rest = parseYamlText(file, lookalike.repaired, slips + 1);
    const issues = [issueAt(file, lookalike.line, lookalike.column, '', lookalike.draft), ...rest.issues, ...(rest.notes ?? [])];
    return { source: rest.source && { ...rest.source, text }, issues: issues.slice(0, MAX_FILE_ISSUES + 1) };
  }
  const lines = new LineCounter();
  const doc = parseUniqueKeys(text, { lineCounter: lines, prettyErrors: false });
  const source: YamlSource = { file, text, doc, lines };
  if (doc.errors.length) return { source, issues: (slips < MAX_SLIPS && slipIssues(source, slips)) || syntaxIssues(source) };
  if (doc.contents === null) return { source, issues: [issueAt(file, 1, 1, '', catalogue.emptyFile())] };
  if (!isMap(doc.contents)) {
    const at = position(source, doc.contents);
    return { source, issues: [issueAt(file, at.line, at.column, '', catalogue.notAMapping())] };
  }
  const tags = unsupportedTags(doc, text);
  if (tags.length) {
    const issues = tags.slice(0, MAX_FILE_ISSUES).map(({ tag, offset, collection }) => {
      const at = lines.linePos(offset);
      return issueAt(file, at.line, at.col, '', catalogue.yamlTag(tag, collection));
    });
    return { source, issues };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    const message = (error as Error).message;
    const unset = /^Unresolved alias.*: (.+)$/.exec(message)?.[1];
    const at = firstAlias(source, unset);
    if (unset !== undefined) return { source, issues: [issueAt(file, at.line, at.column, '', catalogue.unsetAnchor(unset))] };
    const reason = /Excessive alias count/.test(message)
      ? `more than ${MAX_ALIASES} aliases expand here, which could exhaust memory`
      : message.replace(/\.$/, '').toLowerCase();
    return { source, issues: [issueAt(file, at.line, at.column, '', catalogue.aliasLimit(reason))] };
  }
  return { source, value, issues: [], notes: lostText(source, value) };
}

/**
 * The tags of a document the site does not read, each as written and where: YAML 1.1's types
 * (`!!binary`, `!!set`, `!!omap`, `!!pairs`, `!!timestamp`, which the parser would turn into bytes,
 * sets, maps and dates) and any other `tag:yaml.org,2002:` tag outside the core schema, anywhere;
 * a custom tag (`!name`) on a list or mapping. A custom tag before a text is text the editor
 * typed, which lost-text.ts explains.
 */
export function unsupportedTags(doc: Document, text: string): { tag: string; offset: number; collection: boolean }[] {
  const found: { tag: string; offset: number; collection: boolean }[] = [];
  // Every tag starts with "!": most files have none, and need no walk.
  if (!text.includes('!')) return found;
  visit(doc, {
    Node(_, node) {
      const { tag, range } = node;
      if (tag === undefined || CORE_TAG.test(tag) || !range) return undefined;
      const collection = !isScalar(node);
      if (!collection && !tag.startsWith('tag:yaml.org,2002:')) return undefined;
      // The tag is written before the node: its last `!` before the node's start, back to the blank before it.
      let offset = text.lastIndexOf('!', range[0]);
      while (offset > 0 && !/[\s[{,]/.test(text[offset - 1]!)) offset--;
      const written = /^\S+/.exec(text.slice(offset))?.[0] ?? tag;
      found.push({ tag: written, offset: Math.max(offset, 0), collection });
      return undefined;
    },
  });
  return found;
}

/**
 * A layout slip (yaml-layout.ts) as one issue, followed by what the file with it repaired still has;
 * undefined when the first error is no such slip, or the repair does not clear its line.
 */
function slipIssues({ file, text, doc, lines }: YamlSource, slips: number): SiteIssue[] | undefined {
  const slip = layoutMistake(text, doc, lines);
  if (!slip) return undefined;
  const rest = parseYamlText(file, slip.repaired, slips + 1).issues;
  if (rest.some((issue) => issue.line === slip.line)) return undefined;
  return [issueAt(file, slip.line, slip.column, '', slip.draft), ...rest].slice(0, MAX_FILE_ISSUES + 1);
}

/** The parser's errors as issues, at most MAX_FILE_ISSUES of them, each where the mistake is. */
function syntaxIssues({ file, text, doc, lines }: YamlSource): SiteIssue[] {
  // A tab in the indentation derails the parser for the rest of the block; the tab is the mistake.
  const tabs = doc.errors.filter((error) => error.code === 'TAB_AS_INDENT');
  const errors = tabs.length ? tabs : doc.errors;
  const textLines = text.split(/\r?\n/);
  const issues: SiteIssue[] = [];
  for (const error of errors.slice(0, MAX_FILE_ISSUES)) {
    const at = lines.linePos(openerOffset(text, error.code, error.message, error.pos[0]));
    // What the parser says after the first error of a line follows from it.
    if (issues.at(-1)?.line === at.line) continue;
    const { draft, column } = yamlErrorDraft(error.code, error.message, textLines[at.line - 1] ?? '', at.col);
    issues.push(issueAt(file, at.line, column ?? at.col, '', draft));
  }
  if (errors.length > MAX_FILE_ISSUES) {
    const at = lines.linePos(errors[MAX_FILE_ISSUES]!.pos[0]);
    issues.push(issueAt(file, at.line, at.col, '', catalogue.tooManyIssues(MAX_FILE_ISSUES)));
  }
  return issues;
}

/** Where the first alias is (of `name`, when given). */
function firstAlias(source: YamlSource, name?: string): { line: number; column: number } {
  let found: Node | undefined;
  visit(source.doc, {
    Alias(_, node) {
      if (name !== undefined && node.source !== name) return undefined;
      found = node;
      return visit.BREAK;
    },
  });
  return found ? position(source, found) : { line: 1, column: 1 };
}

export function position(source: YamlSource, node: Node | null | undefined): { line: number; column: number } {
  const offset = node?.range?.[0] ?? 0;
  const at = source.lines.linePos(offset);
  return { line: at.line, column: at.col };
}

/** Where a document path (and a key inside the mapping there) is in a text: `locate` with its source given. */
export type Locator = (path: readonly Segment[], key?: string) => { line: number; column: number };

/**
 * Where a document path points. With `key`, the position of that key inside the mapping at `path`
 * (for unknown or misspelt keys); otherwise the value at `path`, or the nearest existing parent.
 */
export function locate(source: YamlSource, path: readonly Segment[], key?: string): { line: number; column: number } {
  return position(source, nodeAt(source.doc, path, key).node);
}

/** The node `locate` finds, and whether it is the one asked for (every segment and the key found) rather than a parent. */
export function nodeAt(doc: Document, path: readonly Segment[], key?: string): { node: Node | undefined; exact: boolean } {
  let node: unknown = doc.contents;
  for (const segment of path) {
    const next = child(node, segment);
    if (next === undefined) return { node: node as Node, exact: false };
    node = next;
  }
  if (key === undefined) return { node: node as Node, exact: true };
  const pair = isMap(node) ? node.items.find((item) => isScalar(item.key) && String(item.key.value) === key) : undefined;
  return pair && isScalar(pair.key) ? { node: pair.key, exact: true } : { node: node as Node, exact: false };
}

function child(node: unknown, segment: Segment): unknown {
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
    return pair ? (pair.value ?? pair.key) : undefined;
  }
  if (isSeq(node) && typeof segment === 'number') return node.items[segment];
  return undefined;
}
