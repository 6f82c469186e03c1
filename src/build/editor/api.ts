/**
 * The HTTP API of the page editor, for the development server only: a connect middleware that
 * answers under /__edit/api/ and passes every other request on. The dev plugin mounts it in
 * configureServer; nothing in the build or the preview server imports this folder.
 *
 *   GET  pages              { pages: [{ route, file, title, sections, errors, warnings }] }
 *   GET  page?route=/about  { route, file, text, hash, value, issues }
 *   POST page/ops           { route, baseHash, ops }  → 200 page | 409 page + conflict | 422 { error }
 *   POST page/text          { route, baseHash, text } → the same
 *   POST pages              { route, from? }          → 201 { route, file } | 400/409 { error }
 *   GET  schema             { page, sections: { [type]: schema }, site }, every $ref inline
 *   GET  choices            { pages, assets, collections, icons }
 *
 * Every request needs a loopback Host, no foreign Origin and the x-editor-token header (security.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { EDITOR_BASE } from '../../editor/editor-routes.ts';
import { sitePaths } from '../content/site-paths.ts';
import { newPageRequest, writePageRequest, type Answer } from './api-writes.ts';
import { choices } from './choices.ts';
import { pageDoc, pageFiles, pageSummaries, type EditorPaths } from './page-docs.ts';
import { schemaBundle } from '../content/schema-bundle.ts';
import { HttpError, readJson, refusedRequest, sendJson } from './security.ts';

export { editorToken } from './security.ts';

/** Where the API answers. */
export const EDITOR_API = `${EDITOR_BASE}/api/`;

export interface EditorOptions {
  /** The project folder (the working directory by default): answers name files relative to it. */
  root?: string;
  /** The content folder (SITE_DIR or site/ by default). */
  siteDir?: string;
  /** The schema folder (schema/ by default). */
  schemaDir?: string;
  /** Publishes the content after a write (the dev server's reload and update); see EditorPaths. */
  publish?: EditorPaths['publish'];
  /**
   * Why a request may not be answered, or undefined when it may: by default the development
   * server's rule (a loopback host, no foreign origin, this process's token; security.ts). The
   * studio passes its own (a signed-in person, the draft's CSRF token).
   */
  refuse?: (req: IncomingMessage) => string | undefined;
  /** Awaited after each write that succeeded and before it is answered (the studio commits it to the draft's branch). */
  written?: (req: IncomingMessage) => Promise<void>;
}

type Next = (error?: unknown) => void;

export function editorPaths(options: EditorOptions = {}): EditorPaths {
  const root = resolve(options.root ?? process.cwd());
  const defaults = sitePaths(root);
  const paths = {
    root,
    siteDir: resolve(options.siteDir ?? defaults.siteDir),
    schemaDir: resolve(options.schemaDir ?? defaults.schemaDir),
  };
  return options.publish ? { ...paths, publish: options.publish } : paths;
}

async function answer(req: IncomingMessage, paths: EditorPaths, url: URL, options: EditorOptions): Promise<Answer> {
  const refused = (options.refuse ?? refusedRequest)(req);
  if (refused) throw new HttpError(403, refused);
  const call = `${req.method} ${url.pathname.slice(EDITOR_API.length)}`;
  switch (call) {
    case 'GET pages':
      return { status: 200, body: { pages: pageSummaries(paths) } };
    case 'GET page': {
      const route = url.searchParams.get('route') ?? '';
      const page = pageFiles(paths).get(route);
      if (!page) throw new HttpError(404, `there is no page ${JSON.stringify(route)}`);
      return { status: 200, body: pageDoc(paths, page) };
    }
    case 'POST page/ops':
      return writePageRequest(paths, await readJson(req), 'ops');
    case 'POST page/text':
      return writePageRequest(paths, await readJson(req), 'text');
    case 'POST pages':
      return newPageRequest(paths, await readJson(req));
    case 'GET schema':
      return { status: 200, body: schemaBundle(paths.schemaDir) };
    case 'GET choices':
      return { status: 200, body: choices(paths) };
    default:
      throw new HttpError(404, `the editor API has no ${call}`);
  }
}

/** The editor API as a connect middleware (Vite's server.middlewares), mounted without a path. */
export function editorMiddleware(options: EditorOptions = {}) {
  const paths = editorPaths(options);
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const url = new URL((req as { originalUrl?: string }).originalUrl ?? req.url ?? '/', 'http://editor.invalid');
    if (!url.pathname.startsWith(EDITOR_API)) return next();
    answer(req, paths, url, options)
      .then(async (result) => {
        if (req.method === 'POST' && result.status < 300 && options.written) await options.written(req);
        return result;
      })
      .then(
        ({ status, body }) => sendJson(req, res, status, body),
        (error: unknown) => {
          if (error instanceof HttpError) return sendJson(req, res, error.status, { error: error.message });
          sendJson(req, res, 500, { error: `the editor failed: ${(error as Error).message}` });
        },
      );
  };
}
