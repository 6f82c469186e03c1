import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Account } from '../shared/accounts.ts';
import type { Studio } from './context.ts';
import { fileLabel } from './describe.ts';
import { findDraft, person, setState } from './drafts.ts';
import { draftWorktree, fetchPublished, gitIn, publishedRef, withoutCredentials } from './git.ts';

/** Lines changed on both sides: what the draft has and what the published site has, at a line of the draft's file. */
export interface Conflict {
  file: string;
  /** The first line of the clash in the draft's version of the file. */
  line: number;
  draft: string;
  published: string;
}

export type PublishResult =
  | { ok: true; commit: string; deployed?: string }
  | { ok: false; stage: 'conflict'; conflicts: Conflict[] }
  | { ok: false; stage: 'state' | 'validate' | 'build' | 'push'; message: string };

/** When the same lines changed on both sides, whose lines stay: the draft's or the published site's. */
export type Keep = 'draft' | 'published';

/** The clashes git marked in a file (<<<<<<< draft ======= published >>>>>>>). */
export function conflictsIn(file: string, text: string): Conflict[] {
  const out: Conflict[] = [];
  let line = 0;
  let current: { line: number; draft: string[]; published: string[]; side: 'draft' | 'published' } | undefined;
  for (const row of text.split('\n')) {
    if (row.startsWith('<<<<<<< ')) current = { line: line + 1, draft: [], published: [], side: 'draft' };
    else if (current && row === '=======') current.side = 'published';
    else if (current && row.startsWith('>>>>>>> ')) {
      out.push({ file, line: current.line, draft: current.draft.join('\n'), published: current.published.join('\n') });
      line += current.draft.length;
      current = undefined;
    } else if (current) current[current.side].push(row);
    else line++;
  }
  return out;
}

/** A conflict in words: "site.yaml, line 14: the draft has … and the published site has …". */
export function conflictWords(conflict: Conflict): string {
  return `${fileLabel(conflict.file)} (${conflict.file}), line ${conflict.line}: this draft has "${conflict.draft.trim()}" and the published site now has "${conflict.published.trim()}"`;
}

/** What of the studio's environment a draft's validate and build must not see: its deploy hook and settings, the push credentials. */
const STUDIO_ONLY = /^(STUDIO_.*|SITE_DIR|GIT_ASKPASS|SSH_ASKPASS|GIT_SSH|GIT_SSH_COMMAND|SSH_AUTH_SOCK|GIT_CONFIG_.*)$/;

/**
 * The environment of a draft's npm scripts: the studio's, without what only the studio may use.
 * Every draft's build keeps its pictures' variants in one folder of the studio's (content-addressed):
 * a draft's first build encodes only the pictures the published site did not have.
 */
export function draftBuildEnv(studioEnv: NodeJS.ProcessEnv, mediaCache: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { SITE_MEDIA_CACHE: mediaCache };
  for (const [name, value] of Object.entries(studioEnv)) if (!STUDIO_ONLY.test(name) && name !== 'SITE_MEDIA_CACHE') env[name] = value;
  return env;
}

/** Run an npm script of the draft's project, without a shell; its output with the worktree's path taken out. */
function npmRun(studio: Studio, dir: string, script: string): Promise<{ ok: boolean; output: string }> {
  const env = draftBuildEnv(process.env, join(studio.config.data, 'media-cache'));
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script],
      { cwd: dir, env, timeout: 10 * 60_000, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const output = withoutCredentials(
          `${stdout}${stderr}`
            .replace(/\x1b\[[0-9;]*m/g, '')
            .split(dir + '/')
            .join(''),
        );
        resolve({ ok: !error, output: output.trim() });
      },
    );
  });
}

/** Bring the draft up to date with the published branch: a merge commit by the publisher, or the clashes (and nothing changed). */
async function update(studio: Studio, dir: string, by: Account, keep?: Keep): Promise<Conflict[]> {
  const git = gitIn(dir, person(by));
  const strategy = keep === 'draft' ? ['-X', 'ours'] : keep === 'published' ? ['-X', 'theirs'] : [];
  let failure: unknown;
  // git reports a clash on stdout with exit code 1, which simple-git may not treat as a failure: the index says.
  await git
    .raw([
      'merge',
      '--no-edit',
      '--no-verify',
      '-m',
      'Brought up to date with the published site',
      ...strategy,
      publishedRef(studio.config),
    ])
    .catch((error: unknown) => (failure = error));
  const files = (await git.raw(['diff', '--name-only', '--diff-filter=U', '-z'])).split('\0').filter(Boolean);
  const merging = await git.raw(['rev-parse', '-q', '--verify', 'MERGE_HEAD']).then(
    (out) => out.trim() !== '',
    () => false,
  );
  if (!files.length && !merging) {
    if (failure) throw failure;
    return [];
  }
  const conflicts = files.flatMap((file) => conflictsIn(file, readFileSync(join(dir, file), 'utf8')));
  await git.raw(['merge', '--abort']);
  if (!conflicts.length) throw failure ?? new Error('the update from the published site stopped half-way and was undone');
  return conflicts;
}

/**
 * Publish a draft: bring it up to date with the published branch (clashing lines are reported, and
 * the draft left as it was, unless `keep` says whose lines stay), refuse it when `npm run validate`
 * or `npm run build` fails, push it as the new published branch, then call the deploy hook. A
 * refusal at any step leaves the draft's branch with every commit it had.
 */
export function publishDraft(studio: Studio, slug: string, by: Account, keep?: Keep): Promise<PublishResult> {
  return studio.serial(slug, async (): Promise<PublishResult> => {
    const draft = findDraft(studio, slug);
    if (!draft || draft.state === 'published') return { ok: false, stage: 'state', message: 'this draft is already published' };
    const dir = await draftWorktree(studio.config, slug);
    await fetchPublished(studio.config);
    const conflicts = await update(studio, dir, by, keep);
    if (conflicts.length) {
      studio.log(`publish of "${slug}" stopped: ${conflicts.length} clash(es) with the published site`);
      return { ok: false, stage: 'conflict', conflicts };
    }
    const commit = (await gitIn(dir).revparse(['HEAD'])).trim();
    // A commit runs its own scripts: once it passed, it passes again (a publish retried after a failed push).
    const passed = studio.store.prepare('SELECT 1 FROM passed WHERE commit_id = ?').get(commit) !== undefined;
    for (const stage of passed ? [] : (['validate', 'build'] as const)) {
      const run = await npmRun(studio, dir, stage);
      if (!run.ok) {
        studio.log(`publish of "${slug}" refused: npm run ${stage} failed`);
        return { ok: false, stage, message: run.output || `npm run ${stage} failed` };
      }
    }
    studio.store.prepare('INSERT OR IGNORE INTO passed (commit_id, at) VALUES (?, ?)').run(commit, Date.now());
    try {
      await gitIn(dir).raw(['push', '--porcelain', studio.config.remote, `HEAD:refs/heads/${studio.config.branch}`]);
    } catch (error) {
      const message = withoutCredentials((error as Error).message);
      studio.log(`push of "${slug}" failed`);
      return {
        ok: false,
        stage: 'push',
        message: `the push to ${studio.config.remote}/${studio.config.branch} failed; the draft is kept as it was. Git said: ${message}`,
      };
    }
    setState(studio, slug, 'published');
    studio.store.prepare('DELETE FROM schedules WHERE slug = ? AND outcome IS NULL').run(slug);
    await fetchPublished(studio.config);
    await studio.closeDraft?.(slug);
    await studio.previews.removeDraft(slug);
    studio.log(`draft "${slug}" published as ${commit.slice(0, 10)} by ${by.email}`);
    const deployed = await callDeployHook(studio, commit);
    return deployed ? { ok: true, commit, deployed } : { ok: true, commit };
  });
}

/** POST { branch, commit } to the deploy hook; what happened, in words (never its address). */
async function callDeployHook(studio: Studio, commit: string): Promise<string | undefined> {
  if (!studio.deployHook) return undefined;
  try {
    const res = await fetch(studio.deployHook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ branch: studio.config.branch, commit }),
      signal: AbortSignal.timeout(30_000),
    });
    const words = res.ok ? 'the deploy hook was called' : `the deploy hook answered ${res.status}`;
    studio.log(words);
    return words;
  } catch {
    studio.log('the deploy hook did not answer');
    return 'the deploy hook did not answer';
  }
}
