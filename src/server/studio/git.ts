import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';

/** Where the studio takes content from and publishes it to. */
export interface RepoConfig {
  /** The site's git working copy (its object store and remotes are used; its own checkout is never touched). */
  repo: string;
  remote: string;
  branch: string;
  /** The studio's data folder: drafts' worktrees live in <data>/drafts/<slug>. */
  data: string;
  /** The node_modules folder the drafts' builds use (the studio's own). */
  modules: string;
}

export interface Person {
  name: string;
  email: string;
}

/** A draft's branch: studio/<slug>. */
export const draftBranch = (slug: string) => `studio/${slug}`;

/** A draft's slug: lower-case letters, digits and dashes, as made by slugFor, and nothing else (no dot, no slash, no NUL). */
export const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/;

/** The slug of a draft's name: "Spring campaign pages" → spring-campaign-pages. */
export function slugFor(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return slug || 'draft';
}

/**
 * simple-git in `dir`, as `person` when given (author and committer of what it commits), never asking
 * for a password on a terminal (a push without credentials fails at once and says so).
 */
export function gitIn(dir: string, person?: Person): SimpleGit {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
  // No editor or pager ever runs (every message is given): the operator's choice of them is left out.
  for (const name of Object.keys(env)) if (/^(GIT_(SEQUENCE_)?EDITOR|EDITOR|VISUAL|(GIT_)?PAGER|PREFIX)$/i.test(name)) delete env[name];
  if (person) {
    env.GIT_AUTHOR_NAME = env.GIT_COMMITTER_NAME = person.name;
    env.GIT_AUTHOR_EMAIL = env.GIT_COMMITTER_EMAIL = person.email;
  }
  // A commit or branch move the studio reports as done is on the disk: objects and refs are fsync'd
  // (added after the operator's own GIT_CONFIG_* settings, which stay).
  const count = Number(env.GIT_CONFIG_COUNT) || 0;
  env[`GIT_CONFIG_KEY_${count}`] = 'core.fsync';
  env[`GIT_CONFIG_VALUE_${count}`] = 'committed';
  env.GIT_CONFIG_COUNT = String(count + 1);
  // The environment is the operator's own: its SSH command, askpass and config files carry the push credentials.
  const unsafe = {
    allowUnsafeSshCommand: true,
    allowUnsafeAskPass: true,
    allowUnsafeConfigPaths: true,
    allowUnsafeConfigEnvCount: true,
    allowUnsafeGitProxy: true,
  };
  return simpleGit({ baseDir: dir, maxConcurrentProcesses: 4, unsafe }).env(env);
}

/** The published branch as the remote has it: <remote>/<branch>. */
export const publishedRef = (config: RepoConfig) => `${config.remote}/${config.branch}`;

export async function fetchPublished(config: RepoConfig): Promise<void> {
  await gitIn(config.repo).fetch(config.remote, config.branch);
}

export function draftDir(config: RepoConfig, slug: string): string {
  if (!SLUG.test(slug)) throw new Error(`"${slug}" is not a draft name`);
  return join(resolve(config.data), 'drafts', slug);
}

/** The worktree sees the studio's node_modules, so that its validate and build run as in the project. */
function linkModules(config: RepoConfig, dir: string): void {
  const link = join(dir, 'node_modules');
  if (!existsSync(link)) symlinkSync(config.modules, link, 'dir');
}

/** A new branch studio/<slug> from the published branch, checked out in its own worktree. */
export async function addDraftWorktree(config: RepoConfig, slug: string): Promise<string> {
  const dir = draftDir(config, slug);
  mkdirSync(dirname(dir), { recursive: true });
  await fetchPublished(config);
  await gitIn(config.repo).raw(['worktree', 'add', '-b', draftBranch(slug), '--', dir, publishedRef(config)]);
  linkModules(config, dir);
  return dir;
}

/** The draft's worktree, made again from its branch when missing (a data folder restored from a backup without it). */
export async function draftWorktree(config: RepoConfig, slug: string): Promise<string> {
  const dir = draftDir(config, slug);
  if (!existsSync(join(dir, '.git'))) {
    mkdirSync(dirname(dir), { recursive: true });
    await gitIn(config.repo).raw(['worktree', 'prune']);
    await gitIn(config.repo).raw(['worktree', 'add', '--', dir, draftBranch(slug)]);
  }
  linkModules(config, dir);
  return dir;
}

/** A detached worktree at one commit of the published history, for its preview (previews.ts decides how long it stays). */
export async function versionWorktree(config: RepoConfig, commit: string): Promise<string> {
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error('not a commit');
  const dir = join(resolve(config.data), 'versions', commit);
  if (!existsSync(join(dir, '.git'))) {
    mkdirSync(dirname(dir), { recursive: true });
    await gitIn(config.repo).raw(['worktree', 'prune']);
    await gitIn(config.repo).raw(['worktree', 'add', '--detach', '--', dir, commit]);
  }
  return dir;
}

/** What `git show <rev>:<file>` holds, or undefined when the file is not there. */
export async function fileAt(dir: string, rev: string, file: string): Promise<string | undefined> {
  try {
    return await gitIn(dir).show([`${rev}:${file}`]);
  } catch {
    return undefined;
  }
}

/** Hide credentials a remote's address may carry (https://user:token@host) from a message. */
export function withoutCredentials(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi, '$1***@');
}
