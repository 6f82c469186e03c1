import { existsSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openStore } from '../../src/server/shared/store.ts';
import type { RunningStudio } from '../../src/server/studio/server.ts';
import { studioSite, type StudioSite } from '../helpers/studio.ts';
import { StudioClient } from '../helpers/studio-client.ts';

/**
 * The worktrees the studio's previews read do not pile up: a long-lived studio keeps the versions
 * of the published history it showed most recently (two here), removes older ones with git, never
 * one a request is still reading, and at start sweeps what an earlier run left (a published
 * draft's worktree, versions past the kept ones, git's records of folders that are gone).
 */
let site: StudioSite;
let running: RunningStudio;
let author: { email: string; password: string };
/** Four published versions of /about, oldest first, each with its own title. */
let commits: string[];

const KEEP = 2;
const versions = () => (existsSync(join(site.data, 'versions')) ? readdirSync(join(site.data, 'versions')).sort() : []);
const worktreeList = () => site.git(site.repo, 'worktree', 'list', '--porcelain');

async function until(check: () => boolean, what: string): Promise<void> {
  for (const end = Date.now() + 30_000; !check(); await new Promise((wake) => setTimeout(wake, 50)))
    if (Date.now() > end) throw new Error(`still not so after 30 s: ${what}`);
}

async function signedIn(): Promise<StudioClient> {
  const client = new StudioClient(running.url);
  expect((await client.signIn(author.email, author.password)).status).toBe(303);
  return client;
}

/** The title a version of /about shows, through the studio's view of that commit. */
async function shownTitle(client: StudioClient, commit: string): Promise<[number, string | undefined]> {
  const res = await client.get(`/__studio/view/v.${commit}/about`);
  return [res.status, /<title>([^<]*)<\/title>/.exec(await res.text())?.[1]];
}

beforeAll(async () => {
  site = studioSite();
  author = await site.account('ann@example.com', 'author', 'Ann Author');
  const about = join(site.repo, 'site/pages/about.yaml');
  commits = [];
  for (let n = 1; n <= 4; n++) {
    writeFileSync(about, readFileSync(about, 'utf8').replace(/^title: .*$/m, `title: Version ${n} | AI Smart Vending`));
    site.git(site.repo, 'commit', '--quiet', '-am', `about: version ${n}`);
    commits.push(site.git(site.repo, 'rev-parse', 'HEAD').trim());
  }
  site.git(site.repo, 'push', '--quiet', 'origin', 'main');
  running = await site.start({ keepVersions: KEEP });
});

afterAll(() => running?.close());

test('viewing many versions keeps only the most recently viewed ones checked out, and any of them shows again when viewed', async () => {
  const client = await signedIn();
  for (const [index, commit] of commits.entries()) {
    expect(await shownTitle(client, commit)).toEqual([200, `Version ${index + 1} | AI Smart Vending`]);
    await until(() => versions().length <= KEEP, `at most ${KEEP} versions checked out`);
  }
  await until(() => versions().join() === [commits[2], commits[3]].sort().join(), 'the two most recently viewed kept');
  // git forgot the removed ones too: no record of them, none left to prune.
  expect(worktreeList()).not.toContain(commits[0]);
  expect(worktreeList()).not.toContain(commits[1]);
  expect(worktreeList()).not.toContain('prunable');

  // The oldest, viewed again, is checked out again; the least recently viewed of the kept ones goes.
  expect(await shownTitle(client, commits[0]!)).toEqual([200, 'Version 1 | AI Smart Vending']);
  await until(() => versions().join() === [commits[0], commits[3]].sort().join(), 'the oldest back, the third gone');
});

test('versions viewed all at once each answer whole: none is removed while a request reads it', async () => {
  const client = await signedIn();
  const answers = await Promise.all([...commits, ...commits].map((commit) => shownTitle(client, commit)));
  expect(answers).toEqual([...commits, ...commits].map((_, index) => [200, `Version ${(index % 4) + 1} | AI Smart Vending`]));
  await until(() => versions().length <= KEEP, `at most ${KEEP} versions checked out once they answered`);
});

test('a studio started again sweeps what an earlier run left, and a published draft is never checked out again', async () => {
  const client = await signedIn();
  const created = await client.post('/__studio/drafts', { title: 'Left behind' });
  const slug = created.headers.get('location')!.split('/').at(-1)!;
  const draftDir = join(site.data, 'drafts', slug);
  expect(existsSync(draftDir)).toBe(true);
  await running.close();

  // As a studio stopped in the middle of a publish leaves it: the draft published, its worktree still there.
  const store = openStore(site.data);
  store.prepare("UPDATE drafts SET state = 'published' WHERE slug = ?").run(slug);
  store.close();
  // Every version checked out by an earlier run, the first two viewed longest ago, and one folder deleted by hand.
  for (const [index, commit] of commits.entries()) {
    const dir = join(site.data, 'versions', commit);
    if (!existsSync(dir)) site.git(site.repo, 'worktree', 'add', '--quiet', '--detach', dir, commit);
    const when = new Date(Date.now() - (4 - index) * 60_000);
    utimesSync(dir, when, when);
  }
  rmSync(join(site.data, 'versions', commits[3]!), { recursive: true });
  expect(worktreeList()).toContain('prunable');

  running = await site.start({ keepVersions: KEEP });
  expect(existsSync(draftDir)).toBe(false);
  // Its branch and commits stay.
  expect(site.git(site.repo, 'branch', '--list', `studio/${slug}`).trim()).toBe(`studio/${slug}`);
  expect(versions()).toEqual([commits[1], commits[2]].sort());
  expect(worktreeList()).not.toContain('prunable');
  expect(worktreeList()).not.toContain(slug);

  // The editor of the published draft reads nothing of it, and does not make its worktree again.
  const again = await signedIn();
  const read = await again.api(slug, 'GET', 'page?route=/about');
  expect(read.status).toBe(409);
  expect(existsSync(draftDir)).toBe(false);
});
