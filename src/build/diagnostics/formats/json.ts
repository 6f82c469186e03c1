import { relative } from 'node:path';
import type { SiteIssue } from '../issues.ts';
import { issueSpan } from './span.ts';

export interface JsonOptions {
  /** File names are relative to it. */
  cwd: string;
  /** Whether the check passed (no issue at or above --fail-on). */
  ok: boolean;
  /** How many pages the site has (0 when it has errors). */
  pages: number;
}

/** One issue in the JSON report: the issue with its file relative, and where its place ends. */
export type JsonIssue = Omit<SiteIssue, 'file'> & { file: string; endLine: number; endColumn: number };

/**
 * The machine-readable report: `{ ok, pages, issues }`, each issue with its stable `code`, its
 * severity, file, line and column (1-based), where the place ends (the column after its last
 * character), the path in words, the message and the fix (`hint`).
 */
export function jsonReport(issues: readonly SiteIssue[], sources: ReadonlyMap<string, string>, { cwd, ok, pages }: JsonOptions): string {
  const out: JsonIssue[] = issues.map(({ file, ...rest }) => {
    const { endLine, endColumn } = issueSpan({ file, ...rest }, sources.get(file));
    return { ...rest, file: relative(cwd, file), endLine, endColumn };
  });
  return JSON.stringify({ ok, pages, issues: out }, null, 2);
}
