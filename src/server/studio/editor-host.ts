import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { loadSite } from '../../build/content/load-site.ts';
import { editorMiddleware } from '../../build/editor/api.ts';
import { EDITOR_BASE } from '../../editor/editor-routes.ts';
import { DRAFT_BASE, draftBase, draftUrl, STUDIO_BASE } from '../../editor/studio/studio-routes.ts';
import type { Account } from '../shared/accounts.ts';
import { sameToken } from '../shared/guard.ts';
import { foreignRequest, HttpError, redirect, secureHeaders, sendJson } from '../shared/http.ts';
import type { Session } from '../shared/sessions.ts';
import type { Ask } from './ask.ts';
import { commitSave, findDraft } from './drafts.ts';
import { draftDir, draftWorktree, SLUG } from './git.ts';

const EDITOR_API = `${EDITOR_BASE}/api/`;

/** This process's nonce for the scripts Vite writes into the editor's and the previews' pages. */
const NONCE = randomBytes(18).toString('base64url');

/** The CSP of the editor and of the draft's live preview: scripts from the studio and its nonce only. */
function draftCsp(host: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${NONCE}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self' ws://${host} wss://${host}`,
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const viteNonce = () => NONCE;

/**
 * The draft an address names (/__draft/<slug>/…) and the rest of the address below it, when it
 * names a draft that can still be edited. A published or removed draft is a 404 in words.
 */
function draftInPath(ask: Ask, path: string): { slug: string; rest: string } | undefined {
  if (!path.startsWith(`${DRAFT_BASE}/`)) return undefined;
  const [slug = '', ...rest] = path.slice(DRAFT_BASE.length + 1).split('/');
  const draft = SLUG.test(slug) ? findDraft(ask.studio, slug) : undefined;
  if (!draft || draft.state === 'published') throw new HttpError(404, 'this draft is published or gone: open another one from the studio');
  return { slug, rest: `/${rest.join('/')}` };
}

/**
 * The draft of the page that asked (its Referer, always sent to the studio itself: Referrer-Policy
 * same-origin): the pictures, page data and links of a preview name site addresses (/assets/…,
 * /contact), which belong to the draft the preview shows.
 */
function draftOfReferer(ask: Ask): string | undefined {
  const referer = String(ask.req.headers.referer ?? '');
  if (!referer.startsWith(`${ask.origin}${DRAFT_BASE}/`)) return undefined;
  try {
    return draftInPath(ask, new URL(referer).pathname)?.slug;
  } catch {
    return undefined;
  }
}

const people = new WeakMap<IncomingMessage, Account>();

/** The editor API on a draft's worktree: every write that succeeds is a commit by the person who made it. */
function draftApi(ask: Ask, slug: string, dir: string) {
  let api = ask.editorApis.get(slug);
  if (!api) {
    api = editorMiddleware({
      root: dir,
      siteDir: join(dir, 'site'),
      schemaDir: join(dir, 'schema'),
      // Checked before the API is reached (session, origin, the draft's token): see answerEditorApi.
      refuse: () => undefined,
      // Shown in the draft's open previews at once, before the commit (the answer still waits for it).
      publish: (route) =>
        ask.drafts.publisher(slug)?.(route) ?? loadSite({ siteDir: join(dir, 'site'), schemaDir: join(dir, 'schema') }).issues,
      written: async (req) => void (await commitSave(ask.studio, slug, people.get(req)!)),
    });
    ask.editorApis.set(slug, api);
  }
  return api;
}

/**
 * /__edit/api/*: the editor API of the draft its page was opened for. The editor sends its token
 * (x-editor-token) as in development; here it is `<draft>.<session CSRF token>`, so the draft is the
 * one the tab holds, and a request without the session's token is refused.
 */
async function answerEditorApi(ask: Ask, session: Session): Promise<void> {
  const token = String(ask.req.headers['x-editor-token'] ?? '');
  const dot = token.indexOf('.');
  const slug = token.slice(0, dot);
  if (dot < 0 || !SLUG.test(slug) || !sameToken(token.slice(dot + 1), session.csrf))
    throw new HttpError(403, 'the editor token is missing or wrong: reopen the draft from the studio');
  if (ask.req.method !== 'GET') {
    const foreign = foreignRequest(ask.req, ask.reach);
    if (foreign) throw new HttpError(403, foreign);
  }
  // A published draft's worktree is gone: nothing of it is read, or made again, nor written.
  const open = () => {
    const draft = findDraft(ask.studio, slug);
    if (!draft) throw new HttpError(404, 'this draft no longer exists');
    if (draft.state === 'published') throw new HttpError(409, 'this draft is published: start a new draft to change more');
  };
  open();
  people.set(ask.req, session.account);
  // One write at a time per draft, each committed before the next: two tabs get the editor's conflict answer.
  const run = () =>
    ask.studio.previews.hold(draftDir(ask.studio.config, slug), async () => {
      // A write queued behind the draft's publish finds it published.
      open();
      const api = draftApi(ask, slug, await draftWorktree(ask.studio.config, slug));
      await new Promise<void>((resolve) => {
        ask.res.once('close', resolve);
        api(ask.req, ask.res, () => {
          sendJson(ask.req, ask.res, 404, { error: 'no such editor call' });
        });
      });
    });
  await (ask.req.method === 'GET' ? run() : ask.studio.serial(slug, run));
}

/** The editor's page for a draft: editor.html with the draft's token, a way back to the studio, through the draft's Vite. */
async function answerEditorPage(ask: Ask, session: Session, slug: string, url: string): Promise<void> {
  const draft = findDraft(ask.studio, slug)!;
  const server = await ask.drafts.get(slug, await draftWorktree(ask.studio.config, slug));
  const template = readFileSync(join(ask.studio.project, 'editor.html'), 'utf8');
  const bar = `<p class="studio-bar">Draft “${escape(draft.title)}” · <a href="${draftUrl(slug)}">Back to this draft's changes</a> · <a href="${STUDIO_BASE}">All changes</a></p>`;
  const html = template
    .replace(/<meta\s+name="editor-token"[^>]*>/, () => `<meta name="editor-token" content="${slug}.${session.csrf}" />`)
    .replace('<body>', () => `<body>\n    ${bar}`)
    .replace(
      '</head>',
      () =>
        `<style>.studio-bar{margin:0;padding:6px 16px;font:14px system-ui,sans-serif;background:#e6effa;color:#16191d}.studio-bar a{color:#0a58b0}</style>\n  </head>`,
    );
  const page = await server.transformIndexHtml(url, html);
  secureHeaders(ask.res, draftCsp(String(ask.req.headers.host ?? '')));
  ask.res.setHeader('x-frame-options', 'DENY');
  ask.res.statusCode = 200;
  ask.res.setHeader('content-type', 'text/html; charset=utf-8');
  ask.res.end(page);
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Everything outside /__studio for a signed-in person: the editor API (the draft its token names),
 * and the editor's pages and live preview of the draft the address names (/__draft/<slug>/…),
 * served by that draft's Vite. A site address asked for by such a page (a picture, a link) is the
 * draft's too. Whether it answered.
 */
export async function answerDraftContext(ask: Ask): Promise<boolean> {
  const session = ask.session;
  if (!session) return false;
  const path = ask.url.pathname;
  if (path.startsWith(EDITOR_API)) {
    await answerEditorApi(ask, session);
    return true;
  }
  const named = draftInPath(ask, path);
  const slug = named?.slug ?? draftOfReferer(ask);
  if (!slug) return false;
  if (ask.req.method !== 'GET' && ask.req.method !== 'HEAD') {
    // The preview's own posts (a lead form) have no business in the studio.
    throw new HttpError(405, 'the preview of a draft takes no form');
  }
  // A link followed inside a draft's page stays in the draft: its address names it.
  if (!named && ask.req.headers['sec-fetch-mode'] === 'navigate')
    return (redirect(ask.res, `${draftBase(slug).slice(0, -1)}${path}${ask.url.search}`), true);
  const rest = named?.rest ?? path;
  ask.req.url = rest + ask.url.search;
  if (rest === EDITOR_BASE || rest.startsWith(`${EDITOR_BASE}/`)) {
    await ask.studio.previews.hold(draftDir(ask.studio.config, slug), () => answerEditorPage(ask, session, slug, rest + ask.url.search));
    return true;
  }
  await ask.studio.previews.hold(draftDir(ask.studio.config, slug), async () => {
    const server = await ask.drafts.get(slug, await draftWorktree(ask.studio.config, slug));
    secureHeaders(ask.res, draftCsp(String(ask.req.headers.host ?? '')));
    await new Promise<void>((resolve, reject) => {
      ask.res.once('close', resolve);
      server.middlewares(ask.req, ask.res, (error?: unknown) => {
        if (error) return reject(error);
        ask.res.statusCode = 404;
        ask.res.setHeader('content-type', 'text/plain; charset=utf-8');
        ask.res.end('Not found');
      });
    });
  });
  return true;
}
