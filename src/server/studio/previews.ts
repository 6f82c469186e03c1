import { existsSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { draftDir, gitIn, SLUG, versionWorktree, type RepoConfig } from './git.ts';

/** How many previews of published versions stay checked out: the most recently viewed ones. */
export const KEPT_VERSIONS = 8;

/** How long a publish waits for the requests that still read a draft's worktree before it removes it. */
const IDLE_WAIT_MS = 30_000;

/**
 * The worktrees the studio's previews read, and how long they stay. A version of the published
 * history is checked out when it is viewed (<data>/versions/<commit>); past the `keep` most recently
 * viewed, the older ones are removed (git worktree remove, then prune), never one a request is
 * reading. A draft's worktree goes when the draft is published, once the requests reading it ended.
 * At start, what an earlier run left is swept: worktrees of published or unknown drafts, versions
 * past `keep`, and git's records of worktrees whose folder is gone.
 */
export interface Previews {
  /** Run `use` on the worktree of `commit` (checked out when missing); it stays while `use` runs. */
  version<T>(commit: string, use: (dir: string) => Promise<T>): Promise<T>;
  /** Run `use` while holding the worktree `dir`: it is not removed before `use` ends. */
  hold<T>(dir: string, use: () => Promise<T>): Promise<T>;
  /** Resolves once no request holds `dir` (or after IDLE_WAIT_MS). */
  idle(dir: string): Promise<void>;
  /** Remove a draft's worktree (its branch and commits stay) once no request reads it. */
  removeDraft(slug: string): Promise<void>;
  /** Sweep what an earlier run left; `open` says whether a draft may still be edited. */
  sweep(open: (slug: string) => boolean): Promise<void>;
}

export interface PreviewOptions {
  keep?: number;
  /** One write to the worktrees at a time (git's records of them are shared). */
  serial: <T>(key: string, job: () => Promise<T>) => Promise<T>;
  /** A worktree was removed: what was kept of it (a view's asset server) goes too. */
  removed: (dir: string) => void;
  log: (line: string) => void;
}

export function previews(config: RepoConfig, options: PreviewOptions): Previews {
  const keep = options.keep ?? KEPT_VERSIONS;
  const versions = join(resolve(config.data), 'versions');
  const holders = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();
  /** When each version was last viewed by this process; a folder's modification time otherwise (kept across restarts). */
  const used = new Map<string, number>();
  const worktrees = <T>(job: () => Promise<T>) => options.serial('worktrees', job);

  async function hold<T>(dir: string, use: () => Promise<T>): Promise<T> {
    holders.set(dir, (holders.get(dir) ?? 0) + 1);
    try {
      return await use();
    } finally {
      const left = holders.get(dir)! - 1;
      if (left > 0) holders.set(dir, left);
      else {
        holders.delete(dir);
        for (const wake of waiting.get(dir)?.splice(0) ?? []) wake();
        waiting.delete(dir);
      }
    }
  }

  function idle(dir: string): Promise<void> {
    if (!holders.has(dir)) return Promise.resolve();
    return new Promise((done) => {
      const timer = setTimeout(done, IDLE_WAIT_MS);
      waiting.set(dir, [
        ...(waiting.get(dir) ?? []),
        () => {
          clearTimeout(timer);
          done();
        },
      ]);
    });
  }

  /** Remove one worktree (a folder git does not know is deleted as it is); the caller prunes after. */
  async function remove(dir: string): Promise<void> {
    await gitIn(config.repo)
      .raw(['worktree', 'remove', '--force', '--', dir])
      .catch(() => rmSync(dir, { recursive: true, force: true }));
    used.delete(dir);
    options.removed(dir);
  }

  const prune = () => gitIn(config.repo).raw(['worktree', 'prune']);

  const lastUse = (dir: string) => used.get(dir) ?? statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? 0;

  /** Versions past the `keep` most recently viewed go, none that a request holds. */
  const trim = () =>
    worktrees(async () => {
      const dirs = existsSync(versions)
        ? readdirSync(versions)
            .filter((name) => /^[0-9a-f]{40}$/.test(name))
            .map((name) => join(versions, name))
        : [];
      const old = dirs
        .sort((a, b) => lastUse(b) - lastUse(a))
        .slice(keep)
        .filter((dir) => !holders.has(dir));
      for (const dir of old) await remove(dir);
      if (old.length) await prune();
    });

  return {
    hold,
    idle,
    async version(commit, use) {
      const dir = join(versions, commit);
      try {
        return await hold(dir, async () => {
          used.set(dir, Date.now());
          await worktrees(() => versionWorktree(config, commit));
          const now = new Date();
          utimesSync(dir, now, now);
          return use(dir);
        });
      } finally {
        void trim().catch((error: Error) => options.log(`previews: could not remove old versions: ${error.message}`));
      }
    },
    async removeDraft(slug) {
      const dir = draftDir(config, slug);
      await idle(dir);
      await worktrees(async () => {
        if (existsSync(dir)) await remove(dir);
        await prune();
      });
    },
    async sweep(open) {
      const drafts = join(resolve(config.data), 'drafts');
      await worktrees(async () => {
        for (const slug of existsSync(drafts) ? readdirSync(drafts) : [])
          if (SLUG.test(slug) && !open(slug)) {
            options.log(`previews: removed the worktree of "${slug}", a draft that is published or unknown (its branch stays)`);
            await remove(join(drafts, slug));
          }
        await prune();
      });
      await trim();
    },
  };
}
