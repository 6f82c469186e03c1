import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { EDITOR_BASE } from '../../editor/editor-routes.ts';
import { Message, SignIn } from '../../editor/studio/SignIn.tsx';
import { STUDIO_CSS } from '../../editor/studio/studio-style.ts';
import { STUDIO_BASE } from '../../editor/studio/studio-routes.ts';
import { sessionOf } from '../shared/guard.ts';
import { HttpError, ownOrigin, redirect, secureHeaders, sendJson, SCREEN_CSP, type Reach } from '../shared/http.ts';
import { openStore, type Store } from '../shared/store.ts';
import { sendScreen, type Ask } from './ask.ts';
import { serialQueue, type Studio } from './context.ts';
import { draftServers } from './draft-servers.ts';
import { answerDraftContext, viteNonce } from './editor-host.ts';
import { withoutCredentials, type RepoConfig } from './git.ts';
import { adminRoutes } from './routes-admin.ts';
import { authRoutes } from './routes-auth.ts';
import { draftRoutes, previewLink } from './routes-drafts.ts';
import { startScheduler } from './schedule.ts';
import { createViews, type Views } from './views.ts';
import { previews } from './previews.ts';
import { findDraft } from './drafts.ts';

export interface StudioOptions {
  repo: string;
  remote: string;
  branch: string;
  data: string;
  host: string;
  port: number;
  trustProxy: boolean;
  timeZone: string;
  /** The studio's project folder (its code and node_modules serve the drafts). */
  project: string;
  deployHook?: string;
  log?: (line: string) => void;
  /** How many previews of published versions stay checked out (KEPT_VERSIONS). */
  keepVersions?: number;
  /** How often schedules are checked (1 s). */
  scheduleEveryMs?: number;
}

export interface RunningStudio {
  /** http://host:port */
  url: string;
  studio: Studio;
  server: Server;
  close(): Promise<void>;
}

function logLine(line: string): void {
  process.stdout.write(`${new Date().toISOString()} ${line}\n`);
}

/** Start the studio: the store, the HTTP server, the scheduler. Resolves once it listens. */
export async function startStudio(options: StudioOptions): Promise<RunningStudio> {
  const store: Store = openStore(options.data);
  const log = options.log ?? logLine;
  const config: RepoConfig = {
    repo: resolve(options.repo),
    remote: options.remote,
    branch: options.branch,
    data: resolve(options.data),
    modules: resolve(options.project, 'node_modules'),
  };
  const serial = serialQueue();
  let views: Views | undefined;
  const say = (line: string) => log(withoutCredentials(line));
  const studio: Studio = {
    config,
    store,
    log: say,
    deployHook: options.deployHook,
    timeZone: options.timeZone,
    project: resolve(options.project),
    serial,
    previews: previews(config, { keep: options.keepVersions, serial, removed: (dir) => views?.forget(dir), log: say }),
  };
  // What an earlier run left: worktrees of published drafts, versions past the kept ones.
  await studio.previews.sweep((slug) => {
    const draft = findDraft(studio, slug);
    return draft !== undefined && draft.state !== 'published';
  });
  const reach: Reach = { trustProxy: options.trustProxy };
  views = await createViews(studio.project);
  const server = createServer();
  const drafts = draftServers(studio.project, server, viteNonce());
  const editorApis: Ask['editorApis'] = new Map();
  studio.closeDraft = async (slug) => {
    editorApis.delete(slug);
    await drafts.close(slug);
  };
  const checks: Ask['checks'] = new Map();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://studio.invalid');
    const ask: Ask = {
      req,
      res,
      url,
      parts: [],
      studio,
      reach,
      session: undefined,
      views: views!,
      drafts,
      editorApis,
      checks,
      origin: ownOrigin(req, reach),
    };
    handle(ask).catch((error: unknown) => failed(ask, error));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, () => done());
  });
  const stopScheduler = startScheduler(studio, options.scheduleEveryMs);
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  log(`studio listening on http://${host}:${address.port}`);
  return {
    url: `http://${host}:${address.port}`,
    studio,
    server,
    async close() {
      await stopScheduler();
      await drafts.closeAll();
      await views!.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await studio.serial('drafts', async () => undefined);
      store.close();
    },
  };
}

const HOSTILE_PATH = /(^|\/)(\.|%2e){1,2}(\/|%2f|$)|\\|%5c|%00|\0/i;

async function handle(ask: Ask): Promise<void> {
  const { req, res, url } = ask;
  const path = url.pathname;
  // The studio makes no address with a dot segment, a backslash or a NUL, encoded or not: such a request is a probe.
  if (HOSTILE_PATH.test((req.url ?? '/').split('?')[0]!)) throw new HttpError(400, 'the studio makes no such address');
  ask.session = sessionOf(req, ask.studio.store, ask.reach);
  if (path === `${STUDIO_BASE}/style.css`) {
    secureHeaders(res, SCREEN_CSP);
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('content-type', 'text/css; charset=utf-8');
    return void res.end(STUDIO_CSS);
  }
  if (path === STUDIO_BASE || path.startsWith(`${STUDIO_BASE}/`)) {
    ask.parts = path.slice(STUDIO_BASE.length).split('/').filter(Boolean);
    if (ask.parts[0] === 'p' && ask.parts[1] && (req.method === 'GET' || req.method === 'HEAD')) {
      const prefix = `${STUDIO_BASE}/p/${ask.parts[1]}`;
      return previewLink(ask, ask.parts[1], path.slice(prefix.length) || '/');
    }
    if (await authRoutes(ask)) return;
    if (!ask.session) {
      if (req.method === 'GET') return sendScreen(ask, 401, createElement(SignIn, {}));
      throw new HttpError(401, 'sign in first');
    }
    if ((await adminRoutes(ask, ask.session)) || (await draftRoutes(ask, ask.session))) return;
    throw new HttpError(404, 'the studio has no such page');
  }
  if (await answerDraftContext(ask)) return;
  if (path === '/' || path === EDITOR_BASE || (path.startsWith(`${EDITOR_BASE}/`) && !path.startsWith(`${EDITOR_BASE}/api/`))) {
    if (req.method === 'GET' || req.method === 'HEAD') return redirect(res, ask.session ? STUDIO_BASE : `${STUDIO_BASE}/sign-in`);
  }
  if (!ask.session) throw new HttpError(401, 'sign in first');
  throw new HttpError(404, 'open a draft from the studio first');
}

/** Every refusal and failure in words: JSON for the editor's API, a screen for a person, never a stack trace. */
function failed(ask: Ask, error: unknown): void {
  const { req, res, url } = ask;
  const known = error instanceof HttpError;
  const status = known ? error.status : 500;
  const message = known ? error.message : 'the studio failed to answer; the log says why';
  // Sign-in and preview links carry their secret in the path: never in the log.
  const where = url.pathname.replace(/\/(welcome|p)\/[^/]+/, '/$1/…');
  if (!known) ask.studio.log(`failed ${req.method} ${where}: ${(error as Error).stack ?? String(error)}`);
  if (res.headersSent) return void res.destroy();
  if (url.pathname.startsWith(`${EDITOR_BASE}/api/`) || !(req.headers.accept ?? '').includes('text/html')) {
    secureHeaders(res, SCREEN_CSP);
    return sendJson(req, res, status, { error: message });
  }
  if (!req.readableEnded) req.resume();
  sendScreen(
    ask,
    status,
    createElement(Message, {
      title: status === 401 ? 'Sign in first' : status === 403 ? 'Not allowed' : 'Something went wrong',
      text: message,
    }),
  );
}
