import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteIssue } from '../issues.ts';

/** The files changed since a git ref (absolute paths), or why they could not be listed. */
export type ChangedFiles = { files: Set<string> } | { warning: string };

/**
 * The files of the repository around `dir` that changed since `ref`: those the branch changed since
 * it left `ref` (`git diff <ref>...HEAD`) plus what is not committed yet, new files included. Git is
 * run directly, never through a shell; any failure (no git, not a repository, an unknown ref) comes
 * back as a warning to print.
 */
export function changedFiles(ref: string, dir: string): ChangedFiles {
  if (!ref || ref.startsWith('-')) return { warning: `--changed needs a git ref such as origin/main, not "${ref}"` };
  try {
    const root = git(dir, ['rev-parse', '--show-toplevel']).trim();
    const committed = git(root, ['diff', '--name-only', '-z', `${ref}...HEAD`, '--']).split('\0');
    const pending = statusPaths(git(root, ['status', '--porcelain', '-z', '--untracked-files=all']));
    const files = new Set([...committed, ...pending].filter(Boolean).map((name) => resolve(root, name)));
    return { files };
  } catch (error) {
    return { warning: `could not list the files changed since ${ref}: ${gitProblem(error)}` };
  }
}

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
}

/** The paths of `git status --porcelain -z`: `XY path`, and after a rename or copy its old path as the next entry. */
function statusPaths(out: string): string[] {
  const entries = out.split('\0');
  const paths: string[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.length < 4) continue;
    paths.push(entry.slice(3));
    if (entry[0] === 'R' || entry[0] === 'C') paths.push(entries[++i] ?? '');
  }
  return paths;
}

/** Git's own first line of complaint (`fatal: …`), or what kept it from running. */
function gitProblem(error: unknown): string {
  const { stderr, code, message } = error as { stderr?: string | Buffer; code?: string; message?: string };
  const said = String(stderr ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean);
  if (said) return said;
  if (code === 'ENOENT') return 'git is not installed';
  return (message ?? String(error)).split('\n')[0]!;
}

/** The issues of changed files first, each group in its own order. */
export function changedFirst(issues: readonly SiteIssue[], changed: ReadonlySet<string>): SiteIssue[] {
  const known = new Map<string, boolean>();
  const isChanged = (file: string) => {
    if (!known.has(file)) known.set(file, changed.has(file) || changed.has(realPath(file)));
    return known.get(file)!;
  };
  return [...issues.filter((issue) => isChanged(issue.file)), ...issues.filter((issue) => !isChanged(issue.file))];
}

/** A path with its links resolved (git names files by their real place), or as it is when it does not exist. */
function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}
