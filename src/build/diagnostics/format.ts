import { codeFrameColumns } from '@babel/code-frame';
import { relative } from 'node:path';
import type { SiteIssue } from './issues.ts';

/** `site/pages/about.yaml:14:7  sections[2] (testimonials) › items[0] › rating: must be 5`. */
export function issueHeadline(issue: SiteIssue, cwd = process.cwd()): string {
  const where = `${relative(cwd, issue.file)}:${issue.line}:${issue.column}`;
  const what = issue.path ? `${issue.path}: ${issue.message}` : issue.message;
  return `${where}  ${issue.severity === 'warning' ? 'warning: ' : ''}${what}`;
}

/** A few lines of the file around the issue, with a caret under the column. */
export function issueFrame(issue: SiteIssue, text: string | undefined): string {
  if (text === undefined) return '';
  // Only the lines shown, the ones above blanked: code-frame splits all the text it is given, which
  // takes long for each issue of a large file. Line numbers stay the same.
  const first = Math.max(1, issue.line - 2);
  const shown = text.slice(lineStart(text, first), Math.max(0, lineStart(text, issue.line + 2) - 1));
  return codeFrameColumns(
    '\n'.repeat(first - 1) + shown,
    { start: { line: issue.line, column: issue.column } },
    { highlightCode: false, linesAbove: 2, linesBelow: 1 },
  );
}

/** Offset of the first character of a 1-based line; the text's length past the last line. */
function lineStart(text: string, line: number): number {
  let at = 0;
  for (let n = 1; n < line; n++) {
    const end = text.indexOf('\n', at);
    if (end < 0) return text.length + 1;
    at = end + 1;
  }
  return at;
}

/**
 * The headline, the code frame and the hint of one issue, as printed by validate and build, and
 * the extra line given (validate's "Edit in the browser" address for a page file).
 */
export function formatIssue(issue: SiteIssue, text: string | undefined, cwd = process.cwd(), extra?: string): string {
  const frame = issueFrame(issue, text);
  return [issueHeadline(issue, cwd), frame && indent(frame), `  Fix: ${issue.hint}`, extra && `  ${extra}`].filter(Boolean).join('\n');
}

export interface ReportOptions {
  /** A line to print under an issue, after its fix, if it has one. */
  extraLine?: (issue: SiteIssue) => string | undefined;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

/** Every issue formatted, followed by a count line. */
export function formatReport(
  issues: readonly SiteIssue[],
  sources: ReadonlyMap<string, string>,
  cwd = process.cwd(),
  { extraLine }: ReportOptions = {},
): string {
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  const warnings = issues.length - errors;
  const body = issues.map((issue) => formatIssue(issue, sources.get(issue.file), cwd, extraLine?.(issue))).join('\n\n');
  const count = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  return body ? `${body}\n\n${count}` : count;
}
