import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { pageName } from '../../content/routes.ts';
import { loadSite } from '../../build/content/load-site.ts';
import { PAGE_NAME_PART } from '../../build/content/page-files.ts';
import { pageFiles, pageData } from '../../build/editor/page-docs.ts';
import { Changes, type DraftRow } from '../../editor/studio/Changes.tsx';
import { DraftReview, type DraftReviewProps } from '../../editor/studio/DraftReview.tsx';
import { History } from '../../editor/studio/History.tsx';
import type { Notice } from '../../editor/studio/Screen.tsx';
import { draftUrl, STUDIO_BASE } from '../../editor/studio/studio-routes.ts';
import { allowChange } from '../shared/guard.ts';
import { HttpError, readBody, redirect } from '../shared/http.ts';
import type { Session } from '../shared/sessions.ts';
import { sendScreen, viewerOf, type Ask } from './ask.ts';
import { fileLabel } from './describe.ts';
import {
  commitLog,
  commitSave,
  createDraft,
  draftCommits,
  draftDiff,
  DraftError,
  findDraft,
  listDrafts,
  propose,
  routeOfFile,
  type Draft,
} from './drafts.ts';
import { draftDir, draftWorktree, fetchPublished, fileAt, gitIn, publishedRef } from './git.ts';
import { checkPreviewToken, PREVIEW_DAYS, previewToken } from './preview-links.ts';
import { conflictWords, publishDraft, type Keep, type PublishResult } from './publish.ts';
import { scheduleDraft, scheduleWords, unscheduleDraft } from './schedule.ts';
import { instantOf, wallClock } from './time-zone.ts';

const dateWords = (ask: Ask, iso: string) => wallClock(Date.parse(iso), ask.studio.timeZone);

/** The loader's errors on a draft's current commit, as file:line:col and the message. */
async function draftErrors(ask: Ask, draft: Draft): Promise<string[] | undefined> {
  if (draft.state === 'published') return undefined;
  const dir = await draftWorktree(ask.studio.config, draft.slug);
  const head = (await gitIn(dir).revparse(['HEAD'])).trim();
  let errors = ask.checks.get(head);
  if (!errors) {
    const { issues } = loadSite({ siteDir: join(dir, 'site'), schemaDir: join(dir, 'schema') });
    errors = issues
      .filter((issue) => issue.severity === 'error')
      .map((issue) => `${issue.file.split(dir + '/').join('')}:${issue.line}:${issue.column} ${issue.message}`);
    ask.checks.set(head, errors);
  }
  return errors;
}

async function changesScreen(ask: Ask, session: Session, notices: Notice[] = [], status = 200): Promise<void> {
  const rows: DraftRow[] = [];
  for (const draft of listDrafts(ask.studio)) {
    const files = draft.state === 'published' ? [] : await draftDiff(ask.studio, draft.slug);
    rows.push({
      slug: draft.slug,
      title: draft.title,
      author: draft.author?.name ?? 'a removed account',
      state: draft.state,
      touches: files.map((file) => fileLabel(file.file)),
      errors: (await draftErrors(ask, draft))?.length,
      schedule: scheduleWords(ask.studio, draft.schedule),
    });
  }
  sendScreen(ask, status, createElement(Changes, { viewer: viewerOf(session), drafts: rows, notices }));
}

async function reviewScreen(ask: Ask, session: Session, draft: Draft, extra: Partial<DraftReviewProps> = {}, status = 200): Promise<void> {
  const open = draft.state !== 'published';
  const files = open ? await draftDiff(ask.studio, draft.slug) : [];
  const commits = open ? await draftCommits(ask.studio, draft.slug) : [];
  const props: DraftReviewProps = {
    viewer: viewerOf(session),
    slug: draft.slug,
    title: draft.title,
    author: draft.author ? `${draft.author.name} <${draft.author.email}>` : 'a removed account',
    state: draft.state,
    schedule: scheduleWords(ask.studio, draft.schedule),
    commits: commits.map((commit) => ({ ...commit, date: dateWords(ask, commit.date) })),
    files: files.map((file) => ({ ...file, label: fileLabel(file.file), route: routeOfFile(file.file) })),
    errors: (await draftErrors(ask, draft)) ?? [],
    timeZone: ask.studio.timeZone,
    ...extra,
  };
  sendScreen(ask, status, createElement(DraftReview, props));
}

function publishNotice(ask: Ask, result: PublishResult): { notices: Notice[]; status: number; extra: Partial<DraftReviewProps> } {
  if (result.ok) {
    const words = `Published: ${ask.studio.config.remote}/${ask.studio.config.branch} is now ${result.commit.slice(0, 10)}.${result.deployed ? ` ${result.deployed}.` : ''}`;
    return { notices: [{ kind: 'ok', text: words }], status: 200, extra: {} };
  }
  if (result.stage === 'conflict') {
    const clashes = result.conflicts.map((conflict) => ({ ...conflict, words: conflictWords(conflict) }));
    return {
      notices: [{ kind: 'warning', text: `Not published: ${clashes.length} place(s) changed both here and on the published site.` }],
      status: 409,
      extra: { clashes },
    };
  }
  const what = {
    state: 'Not published',
    validate: 'Not published: npm run validate found errors',
    build: 'Not published: the build failed',
    push: 'Not published',
  }[result.stage];
  return { notices: [{ kind: 'error', text: `${what}: ${result.message}` }], status: result.stage === 'push' ? 502 : 422, extra: {} };
}

async function draftAction(ask: Ask, draft: Draft, action: string): Promise<void> {
  const body = await readBody(ask.req);
  const session = allowChange(
    ask.req,
    ask.reach,
    ask.session,
    body,
    action === 'publish' || action === 'schedule' || action === 'unschedule' ? 'publisher' : 'author',
  );
  const { studio } = ask;
  if (draft.state === 'published') throw new HttpError(409, 'this draft is already published');
  switch (action) {
    case 'propose':
      propose(studio, draft.slug);
      studio.log(`draft "${draft.slug}" proposed by ${session.account.email}`);
      return redirect(ask.res, draftUrl(draft.slug));
    case 'publish': {
      const keep = body.keep === 'draft' || body.keep === 'published' ? (body.keep as Keep) : undefined;
      const result = await publishDraft(studio, draft.slug, session.account, keep);
      const { notices, status, extra } = publishNotice(ask, result);
      return reviewScreen(ask, session, findDraft(studio, draft.slug)!, { notices, ...extra }, status);
    }
    case 'schedule': {
      const at = instantOf(String(body.at ?? ''), studio.timeZone);
      if (at === undefined) throw new HttpError(400, 'give the date and time to publish at, such as 2026-03-14T09:30');
      scheduleDraft(studio, draft.slug, at, session.account.id);
      return redirect(ask.res, draftUrl(draft.slug));
    }
    case 'unschedule':
      unscheduleDraft(studio, draft.slug);
      return redirect(ask.res, draftUrl(draft.slug));
    case 'preview-link': {
      const expires = Date.now() + PREVIEW_DAYS * 86_400_000;
      const url = `${ask.origin}${STUDIO_BASE}/p/${previewToken(studio.store, draft.slug, expires)}/`;
      return reviewScreen(ask, session, draft, { previewLink: { url, expires: wallClock(expires, studio.timeZone) } });
    }
    default:
      throw new HttpError(404, 'no such action');
  }
}

/** A read-only view: `published`, `d.<draft>`, `v.<commit of the published history>`. */
async function view(ask: Ask, context: string, rest: string): Promise<void> {
  const { studio } = ask;
  const answer = (dir: string) => ask.views.answer(ask.req, ask.res, dir, `${STUDIO_BASE}/view/${context}`, rest);
  if (context === 'published') return withPublished(ask, answer);
  if (context.startsWith('d.')) {
    const draft = findDraft(studio, context.slice(2));
    if (!draft || draft.state === 'published') throw new HttpError(404, 'this draft is published or gone: see the published site');
    const dir = draftDir(studio.config, draft.slug);
    return studio.previews.hold(dir, async () => answer(await draftWorktree(studio.config, draft.slug)));
  }
  if (/^v\.[0-9a-f]{40}$/.test(context)) {
    const commit = context.slice(2);
    await publishedAncestor(ask, commit);
    return studio.previews.version(commit, answer);
  }
  throw new HttpError(404, 'no such view');
}

async function publishedAncestor(ask: Ask, commit: string): Promise<void> {
  try {
    await gitIn(ask.studio.config.repo).raw(['merge-base', '--is-ancestor', commit, publishedRef(ask.studio.config)]);
  } catch {
    throw new HttpError(404, 'that version is not in the published history');
  }
}

/** GET /__studio/p/<token>/<route>: the read-only preview of a whole draft for a person without an account. */
export async function previewLink(ask: Ask, token: string, rest: string): Promise<void> {
  const checked = checkPreviewToken(ask.studio.store, token);
  if ('refused' in checked) throw new HttpError(403, checked.refused);
  const draft = findDraft(ask.studio, checked.slug);
  if (!draft || draft.state === 'published') throw new HttpError(410, 'this draft has been published: see the site itself');
  await ask.studio.previews.hold(draftDir(ask.studio.config, draft.slug), async () => {
    const dir = await draftWorktree(ask.studio.config, draft.slug);
    await ask.views.answer(ask.req, ask.res, dir, `${STUDIO_BASE}/p/${token}`, rest);
  });
}

/**
 * Run `use` on the published site as the remote has it now: its commit's own worktree, held while
 * `use` reads it, so a publish meanwhile never changes the files under a request.
 */
async function withPublished<T>(ask: Ask, use: (dir: string) => Promise<T>): Promise<T> {
  await fetchPublished(ask.studio.config);
  const commit = (await gitIn(ask.studio.config.repo).revparse([publishedRef(ask.studio.config)])).trim();
  return ask.studio.previews.version(commit, use);
}

async function history(ask: Ask, session: Session): Promise<void> {
  await withPublished(ask, (dir) => historyOf(ask, session, dir));
}

async function historyOf(ask: Ask, session: Session, dir: string): Promise<void> {
  const paths = { root: dir, siteDir: join(dir, 'site'), schemaDir: join(dir, 'schema') };
  const files = [...pageFiles(paths).values()].sort((a, b) => a.route.localeCompare(b.route));
  const pages = files.map((file) => ({ route: file.route, title: String(pageData(file).title ?? '') }));
  const wanted = ask.url.searchParams.get('route') ?? undefined;
  const page = files.find((file) => file.route === wanted);
  const versions = page ? await commitLog(ask.studio, [publishedRef(ask.studio.config), '--', page.file]) : [];
  sendScreen(
    ask,
    200,
    createElement(History, {
      viewer: viewerOf(session),
      pages,
      route: page?.route,
      versions: versions.map((v) => ({ ...v, date: dateWords(ask, v.date) })),
    }),
  );
}

/** "Restore this version": a new draft whose one save is that page as it was. */
async function restore(ask: Ask): Promise<void> {
  const body = await readBody(ask.req);
  const session = allowChange(ask.req, ask.reach, ask.session, body);
  const commit = String(body.commit ?? '');
  const route = String(body.route ?? '');
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new HttpError(400, 'choose a version from the history');
  // Only a page's own file, named as the page rules name it: nothing with a dot, a slash too many or a backslash.
  const name = pageName(route);
  if (!name.split('/').every((part) => PAGE_NAME_PART.test(part))) throw new HttpError(404, `there is no page ${JSON.stringify(route)}`);
  await publishedAncestor(ask, commit);
  const file = `site/pages/${name}.yaml`;
  const text = await fileAt(ask.studio.config.repo, commit, file);
  if (text === undefined) throw new HttpError(404, `that version has no page ${route}`);
  const [version] = await commitLog(ask.studio, ['-1', commit]);
  const when = dateWords(ask, version!.date);
  const draft = await createDraft(ask.studio, `Restore ${route} to ${when}`, session.account);
  const dir = await draftWorktree(ask.studio.config, draft.slug);
  const target = join(dir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  await commitSave(ask.studio, draft.slug, session.account, `${fileLabel(file)}: restored the version of ${when} by ${version!.author}`);
  redirect(ask.res, draftUrl(draft.slug));
}

/** The routes of a signed-in person under /__studio. Whether one answered. */
export async function draftRoutes(ask: Ask, session: Session): Promise<boolean> {
  const [first, second, third] = ask.parts;
  const method = ask.req.method;
  if (first === undefined && method === 'GET') return (void (await changesScreen(ask, session)), true);
  if (first === 'drafts' && ask.parts.length === 1 && method === 'POST') {
    const body = await readBody(ask.req);
    const author = allowChange(ask.req, ask.reach, session, body);
    try {
      const draft = await createDraft(ask.studio, String(body.title ?? ''), author.account);
      redirect(ask.res, draftUrl(draft.slug));
    } catch (error) {
      if (!(error instanceof DraftError)) throw error;
      await changesScreen(ask, session, [{ kind: 'error', text: error.message }], 400);
    }
    return true;
  }
  if (first === 'drafts' && second) {
    const draft = findDraft(ask.studio, second);
    if (!draft) throw new HttpError(404, 'there is no such draft');
    if (ask.parts.length === 2 && method === 'GET') return (void (await reviewScreen(ask, session, draft)), true);
    if (ask.parts.length === 3 && method === 'POST') return (void (await draftAction(ask, draft, third!)), true);
  }
  if (first === 'view' && second && method === 'GET') {
    const rest = ask.url.pathname.slice(`${STUDIO_BASE}/view/${second}`.length) || '/';
    return (void (await view(ask, second, rest)), true);
  }
  if (first === 'history' && ask.parts.length === 1 && method === 'GET') return (void (await history(ask, session)), true);
  if (first === 'history' && second === 'restore' && method === 'POST') return (void (await restore(ask)), true);
  return false;
}
