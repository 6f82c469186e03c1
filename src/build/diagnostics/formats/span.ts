import { relative, sep } from 'node:path';
import type { SiteIssue } from '../issues.ts';

/** Where an issue is, start and end, 1-based; the end column is the one just after the last character. */
export interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** The file of an issue relative to `cwd`, with forward slashes: `site/pages/about.yaml`. */
export function relativeFile(issue: SiteIssue, cwd: string): string {
  return relative(cwd, issue.file).split(sep).join('/');
}

/** The text of one 1-based line, without its line break; undefined past the end. */
export function lineText(text: string, line: number): string | undefined {
  let at = 0;
  for (let n = 1; n < line; n++) {
    const end = text.indexOf('\n', at);
    if (end < 0) return undefined;
    at = end + 1;
  }
  const end = text.indexOf('\n', at);
  return text.slice(at, end < 0 ? text.length : end).replace(/\r$/, '');
}

/**
 * The extent of an issue: the YAML token that starts at its place (a key, a plain, quoted or flow
 * value), on its line. Issues about the whole file (1:1 with no path) and places past the end of
 * their line are one column wide at most.
 */
export function issueSpan(issue: SiteIssue, text: string | undefined): Span {
  const { line, column } = issue;
  const source = text === undefined ? undefined : lineText(text, line);
  const start = column - 1;
  const point = { line, column, endLine: line, endColumn: column };
  if (source === undefined || start >= source.length || (!issue.path && line === 1 && column === 1 && issue.code !== 'yaml-syntax'))
    return point;
  const length = tokenLength(source, start);
  return { ...point, endColumn: column + Math.max(1, length) };
}

/** How many characters the token at `start` of a line takes. */
export function tokenLength(source: string, start: number): number {
  const first = source[start];
  if (first === '"' || first === "'") return quotedLength(source, start, first);
  if (first === '[' || first === '{') return bracketLength(source, start);
  const inFlow = openBrackets(source.slice(0, start)) > 0;
  let end = start;
  while (end < source.length) {
    const c = source[end]!;
    const next = source[end + 1];
    if (c === ':' && (next === undefined || next === ' ' || next === '\t')) break;
    if (c === '#' && end > start && /\s/.test(source[end - 1]!)) break;
    if (inFlow && (c === ',' || c === ']' || c === '}')) break;
    end++;
  }
  return source.slice(start, end).trimEnd().length;
}

function quotedLength(source: string, start: number, quote: string): number {
  for (let at = start + 1; at < source.length; at++) {
    if (quote === '"' && source[at] === '\\') at++;
    else if (source[at] === quote) {
      if (quote === "'" && source[at + 1] === "'") at++;
      else return at - start + 1;
    }
  }
  return source.length - start;
}

function bracketLength(source: string, start: number): number {
  let depth = 0;
  for (let at = start; at < source.length; at++) {
    const c = source[at]!;
    if (c === '"' || c === "'") at += quotedLength(source, at, c) - 1;
    else if (c === '[' || c === '{') depth++;
    else if ((c === ']' || c === '}') && --depth === 0) return at - start + 1;
  }
  return source.trimEnd().length - start;
}

/** How many `[` or `{` are still open at the end of `prefix` (quoted text skipped). */
function openBrackets(prefix: string): number {
  let depth = 0;
  for (let at = 0; at < prefix.length; at++) {
    const c = prefix[at]!;
    if (c === '"' || c === "'") at += quotedLength(prefix, at, c) - 1;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
  return depth;
}
