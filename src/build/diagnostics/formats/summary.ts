import type { SiteIssue } from '../issues.ts';
import { issueFrame } from '../format.ts';
import { EDIT_IN_BROWSER } from './editor-line.ts';
import { relativeFile } from './span.ts';

export interface SummaryOptions {
  /** The repository root: file names are relative to it. */
  cwd: string;
  /** How many pages the site has (shown when it passed). */
  pages: number;
  /** Whether the check failed (issues at or above --fail-on). */
  failed: boolean;
  /** The address of the page editor at the issue, for a page file's issue. */
  link?: (issue: SiteIssue) => string | undefined;
  /** At most this many issues are written out in full; the rest are counted. */
  limit?: number;
}

/** Issues written out in full in one summary: GitHub takes at most 1 MiB of summary per step. */
export const SUMMARY_LIMIT = 200;

/**
 * The Markdown of a job summary: a heading with the result, a table of the issues per file, and
 * each issue with its message, its fix, the editor line and a code frame. Text from the content is
 * escaped, so it reads as typed.
 */
export function markdownSummary(issues: readonly SiteIssue[], sources: ReadonlyMap<string, string>, options: SummaryOptions): string {
  const { cwd, failed, pages, link, limit = SUMMARY_LIMIT } = options;
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  const warnings = issues.length - errors;
  const counts = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  const out = [
    failed
      ? `## Content check failed: ${counts}`
      : issues.length
        ? `## Content check passed: ${counts}`
        : `## Content check passed: ${pages} pages valid`,
  ];
  if (!issues.length) return `${out[0]}\n`;

  const files = new Map<string, SiteIssue[]>();
  for (const issue of issues) {
    const name = relativeFile(issue, cwd);
    files.set(name, [...(files.get(name) ?? []), issue]);
  }
  out.push('', '| File | Errors | Warnings |', '| --- | ---: | ---: |');
  for (const [name, own] of files) {
    const fileErrors = own.filter((issue) => issue.severity === 'error').length;
    out.push(`| ${md(name)} | ${fileErrors} | ${own.length - fileErrors} |`);
  }

  let written = 0;
  for (const [name, own] of files) {
    if (written >= limit) break;
    out.push('', `### ${md(name)}`);
    for (const issue of own.slice(0, limit - written)) {
      out.push('', ...issueBlock(issue, sources.get(issue.file), link?.(issue)));
      written++;
    }
  }
  if (written < issues.length)
    out.push('', `${issues.length - written} more issues are not written out here: the job's log lists every one.`);
  return `${out.join('\n')}\n`;
}

function issueBlock(issue: SiteIssue, text: string | undefined, link: string | undefined): string[] {
  const level = issue.severity === 'error' ? 'Error' : 'Warning';
  const what = issue.path ? `${issue.path}: ${issue.message}` : issue.message;
  const lines = [`**${level}** \`${issue.code}\`, line ${issue.line}, column ${issue.column}: ${md(what)}`, '', `Fix: ${md(issue.hint)}`];
  if (link) lines.push('', `${md(EDIT_IN_BROWSER)}: <${link}>`);
  const frame = issueFrame(issue, text);
  if (frame) lines.push('', ...fenced(frame));
  return lines;
}

/** A code block whose fence is longer than any run of backticks in it. */
function fenced(text: string): string[] {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [`${fence}text`, text, fence];
}

/** Text shown as typed in Markdown: its punctuation escaped, its line breaks as spaces. */
export function md(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|~]/g, '\\$&')
    .replace(/&/g, '&amp;')
    .replace(/\r?\n/g, ' ');
}
