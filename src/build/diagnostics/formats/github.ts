import type { SiteIssue } from '../issues.ts';
import { issueSpan, relativeFile } from './span.ts';

export interface GithubOptions {
  /** The repository root: annotation paths are relative to it. */
  cwd: string;
}

/** How many annotations of each level GitHub shows for one step. */
export const GITHUB_SHOWN_PER_LEVEL = 10;

/** Text of a workflow command's message: `%`, carriage returns and line breaks escaped. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property value: as the message, plus `:` and `,`, which separate properties. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * One `::error` or `::warning` workflow command per issue, in the order given: GitHub puts each on
 * its line in the pull request's "Files changed" and in the job's annotations (the first 10 errors
 * and 10 warnings of a step), so the caller puts the issues of changed files first. A last
 * `::notice` says how many were not shown there.
 */
export function githubAnnotations(issues: readonly SiteIssue[], sources: ReadonlyMap<string, string>, { cwd }: GithubOptions): string {
  const lines = issues.map((issue) => annotation(issue, sources.get(issue.file), cwd));
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  const warnings = issues.length - errors;
  if (errors > GITHUB_SHOWN_PER_LEVEL || warnings > GITHUB_SHOWN_PER_LEVEL) {
    const note =
      `${errors} error${errors === 1 ? '' : 's'} and ${warnings} warning${warnings === 1 ? '' : 's'} in all; ` +
      `GitHub annotates the first ${GITHUB_SHOWN_PER_LEVEL} of each. The job summary and this log list every one.`;
    lines.push(`::notice title=${escapeProperty('More content issues')}::${escapeData(note)}`);
  }
  return lines.join('\n');
}

function annotation(issue: SiteIssue, text: string | undefined, cwd: string): string {
  const span = issueSpan(issue, text);
  const properties: [string, string | number][] = [
    ['file', relativeFile(issue, cwd)],
    ['line', span.line],
    ['col', span.column],
    ['endLine', span.endLine],
    // GitHub counts the end column as the last character of the place.
    ['endColumn', Math.max(span.column, span.endColumn - 1)],
    ['title', issue.code],
  ];
  const props = properties.map(([key, value]) => `${key}=${escapeProperty(String(value))}`).join(',');
  const what = issue.path ? `${issue.path}: ${issue.message}` : issue.message;
  return `::${issue.severity} ${props}::${escapeData(`${what}\nFix: ${issue.hint}`)}`;
}
