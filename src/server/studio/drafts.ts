import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeFromPageName } from '../../content/routes.ts';
import { accountById, type Account } from '../shared/accounts.ts';
import type { Studio } from './context.ts';
import { describeChanges, type FileChange } from './describe.ts';
import { addDraftWorktree, draftBranch, draftDir, draftWorktree, fileAt, gitIn, publishedRef, slugFor, SLUG, type Person } from './git.ts';

export type DraftState = 'editing' | 'proposed' | 'published';

export interface Draft {
  slug: string;
  title: string;
  author: Account | undefined;
  state: DraftState;
  created: number;
  published: number | null;
  /** When it is set to publish, and what became of it. */
  schedule: { at: number; outcome: string | null } | undefined;
}

type Row = {
  slug: string;
  title: string;
  author: number | null;
  state: DraftState;
  created: number;
  published: number | null;
  at: number | null;
  outcome: string | null;
};

const SELECT = 'SELECT d.*, s.at, s.outcome FROM drafts d LEFT JOIN schedules s ON s.slug = d.slug';

function draft(studio: Studio, row: Row): Draft {
  return {
    slug: row.slug,
    title: row.title,
    author: row.author === null ? undefined : accountById(studio.store, row.author),
    state: row.state,
    created: row.created,
    published: row.published,
    schedule: row.at === null ? undefined : { at: row.at, outcome: row.outcome },
  };
}

export function listDrafts(studio: Studio): Draft[] {
  return (studio.store.prepare(`${SELECT} ORDER BY d.state = 'published', d.created DESC`).all() as Row[]).map((row) => draft(studio, row));
}

export function findDraft(studio: Studio, slug: string): Draft | undefined {
  if (!SLUG.test(slug)) return undefined;
  const row = studio.store.prepare(`${SELECT} WHERE d.slug = ?`).get(slug) as Row | undefined;
  return row && draft(studio, row);
}

export const person = (account: Account): Person => ({ name: account.name, email: account.email });

export class DraftError extends Error {}

/** A new draft named by its author: a branch studio/<slug> from the published branch in a worktree of its own. */
export async function createDraft(studio: Studio, title: string, author: Account): Promise<Draft> {
  const name = title.trim().replace(/\s+/g, ' ');
  if (!name || name.length > 120) throw new DraftError('give the draft a name of 1 to 120 characters, such as "Spring campaign pages"');
  return studio.serial('drafts', async () => {
    const base = slugFor(name);
    let slug = base;
    const branches = (await gitIn(studio.config.repo).branchLocal()).all;
    for (let n = 2; findDraft(studio, slug) || branches.includes(draftBranch(slug)) || existsSync(draftDir(studio.config, slug)); n++)
      slug = `${base.slice(0, 44)}-${n}`;
    await addDraftWorktree(studio.config, slug);
    studio.store
      .prepare("INSERT INTO drafts (slug, title, author, state, created) VALUES (?, ?, ?, 'editing', ?)")
      .run(slug, name, author.id, Date.now());
    studio.log(`draft "${slug}" created by ${author.email}`);
    return findDraft(studio, slug)!;
  });
}

/** What changed in the worktree since its last commit, under site/, file by file. */
async function pendingChanges(dir: string): Promise<FileChange[]> {
  const git = gitIn(dir);
  await git.raw(['add', '--all', '--', 'site']);
  const names = (await git.raw(['diff', '--cached', '--name-only', '-z', '--no-renames'])).split('\0').filter(Boolean);
  return Promise.all(
    names.map(async (file) => ({
      file,
      before: await fileAt(dir, 'HEAD', file),
      after: existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : undefined,
    })),
  );
}

/**
 * Commit what the editor wrote in a draft's worktree, authored by the person who saved it, with a
 * message in words. The new commit, or undefined when there was nothing to commit.
 */
export async function commitSave(studio: Studio, slug: string, by: Account, message?: string): Promise<string | undefined> {
  const dir = await draftWorktree(studio.config, slug);
  const changes = await pendingChanges(dir);
  if (!changes.length) return undefined;
  const git = gitIn(dir, person(by));
  await git.raw(['commit', '--no-verify', '--quiet', '-m', message ?? describeChanges(changes)]);
  const commit = (await git.revparse(['HEAD'])).trim();
  studio.log(`draft "${slug}": ${commit.slice(0, 10)} by ${by.email}`);
  return commit;
}

export function setState(studio: Studio, slug: string, state: DraftState): void {
  studio.store
    .prepare("UPDATE drafts SET state = ?, published = CASE WHEN ? = 'published' THEN ? ELSE published END WHERE slug = ?")
    .run(state, state, Date.now(), slug);
}

/** One file a draft changes against the published branch (from where they parted), with its diff. */
export interface FileDiff {
  file: string;
  /** The unified diff's lines, without the file headers. */
  lines: string[];
}

/** Every file under site/ a draft changes since it parted from the published branch, with the lines. */
export async function draftDiff(studio: Studio, slug: string): Promise<FileDiff[]> {
  const text = await gitIn(studio.config.repo).raw([
    'diff',
    '--no-color',
    '--no-ext-diff',
    '-U3',
    `${publishedRef(studio.config)}...${draftBranch(slug)}`,
    '--',
    'site',
  ]);
  const files: FileDiff[] = [];
  for (const block of text.split(/^diff --git /m).slice(1)) {
    const lines = block.split('\n');
    const name = /^\+\+\+ b\/(.+)$/m.exec(block)?.[1] ?? /^--- a\/(.+)$/m.exec(block)?.[1] ?? lines[0]!;
    const start = lines.findIndex((line) => line.startsWith('@@'));
    files.push({ file: name, lines: start < 0 ? [] : lines.slice(start).filter((line, i, all) => i < all.length - 1 || line !== '') });
  }
  return files;
}

/** The page routes among changed files: site/pages/about.yaml → /about, index → /. */
export function routeOfFile(file: string): string | undefined {
  const match = /^site\/pages\/(.+)\.yaml$/.exec(file);
  if (!match) return undefined;
  return routeFromPageName(match[1]!);
}

/** Mark a draft ready for review ("Propose"), or back to editing. */
export function propose(studio: Studio, slug: string): void {
  studio.store.prepare("UPDATE drafts SET state = 'proposed' WHERE slug = ? AND state = 'editing'").run(slug);
}

/** The history of a draft's branch since it parted from the published one: who saved what. */
export async function draftCommits(
  studio: Studio,
  slug: string,
): Promise<{ commit: string; author: string; date: string; message: string }[]> {
  return commitLog(studio, [`${publishedRef(studio.config)}..${draftBranch(slug)}`, '--no-merges']);
}

export async function commitLog(
  studio: Studio,
  range: string[],
): Promise<{ commit: string; author: string; date: string; message: string }[]> {
  const text = await gitIn(studio.config.repo).raw(['log', '--format=%H%x1f%an <%ae>%x1f%aI%x1f%s%x1e', ...range]);
  return text
    .split('\x1e')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [commit, author, date, message] = entry.split('\x1f') as [string, string, string, string];
      return { commit, author, date, message };
    });
}
