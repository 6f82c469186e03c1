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
 *   POST pages/delete       { route }                 → 200 { deleted, file } | 409 { error, pages, files } (linked to)
 *   GET  files              { files: [{ name, file, errors, warnings }] }: site.yaml and each file of site/data
 *   GET  file?name=site.yaml { name, file, text, hash, value, issues } (name: site.yaml or data/<name>.yaml)
 *   POST file/ops           { name, baseHash, ops }   → as page/ops
 *   POST file/text          { name, baseHash, text }  → as page/text
 *   GET  schema             { page, sections: { [type]: schema }, site, data: { [name]: schema } }, every $ref inline
 *   GET  choices            { pages, assets, collections, icons }
 *   …    media/…            the media library and uploads (media-api.ts)
 *
 * Every request needs a loopback Host, no foreign Origin and the x-editor-token header (security.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { EDITOR_BASE } from '../../editor/editor-routes.ts';
import { sitePaths } from '../content/site-paths.ts';
import { deletePageRequest, newPageRequest, writeDataRequest, writePageRequest, type Answer } from './api-writes.ts';
import { choices } from './choices.ts';
import { pageDoc, pageFiles, pageSummaries, type EditorPaths } from './page-docs.ts';
import { schemaBundle } from '../content/schema-bundle.ts';
import { errorAnswer, HttpError, readJson, refusedRequest, sendJson } from './security.ts';
import { mediaAnswer, type BytesAnswer } from './media-api.ts';
import { mediaCacheDir } from '../content/content-cache.ts';
import { encodePool } from '../media/encode-pool.ts';
import { mediaStore, type MediaStore } from '../media/media-store.ts';
import { dataDoc, dataFile, dataSummaries } from './site-docs.ts';

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

/** The pictures' facts and the encoder the media library uses. */
interface Media {
  store: MediaStore;
  pool: ReturnType<typeof encodePool>;
}

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

async function answer(
  req: IncomingMessage,
  paths: EditorPaths,
  url: URL,
  media: Media,
  options: EditorOptions,
): Promise<Answer | BytesAnswer> {
  const refused = (options.refuse ?? refusedRequest)(req);
  if (refused) throw new HttpError(403, refused);
  const call = `${req.method} ${url.pathname.slice(EDITOR_API.length)}`;
  if (/^(GET|POST) media(\/|$)/.test(call)) return mediaAnswer(req, paths, url, media.store, media.pool);
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
      return await writePageRequest(paths, await readJson(req), 'ops');
    case 'POST page/text':
      return await writePageRequest(paths, await readJson(req), 'text');
    case 'POST pages':
      return newPageRequest(paths, await readJson(req));
    case 'POST pages/delete':
      return deletePageRequest(paths, await readJson(req));
    case 'GET files':
      return { status: 200, body: { files: dataSummaries(paths) } };
    case 'GET file': {
      const name = url.searchParams.get('name') ?? '';
      const file = dataFile(paths, name);
      if (!file) throw new HttpError(404, `there is no file ${JSON.stringify(name)}: name site.yaml or data/<name>.yaml`);
      return { status: 200, body: dataDoc(paths, file) };
    }
    case 'POST file/ops':
      return await writeDataRequest(paths, await readJson(req), 'ops');
    case 'POST file/text':
      return await writeDataRequest(paths, await readJson(req), 'text');
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
  const media = { store: mediaStore(paths.siteDir, mediaCacheDir(paths.siteDir, paths.root)), pool: encodePool(1) };
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const url = new URL((req as { originalUrl?: string }).originalUrl ?? req.url ?? '/', 'http://editor.invalid');
    if (!url.pathname.startsWith(EDITOR_API)) return next();
    answer(req, paths, url, media, options)
      .then(async (answered) => {
        if (req.method === 'POST' && answered.status < 300 && options.written) await options.written(req);
        return answered;
      })
      .then(
        (answered) => {
          if (!('bytes' in answered)) return sendJson(req, res, answered.status, answered.body);
          res.statusCode = answered.status;
          res.setHeader('content-type', answered.type);
          res.setHeader('cache-control', 'no-store');
          res.end(answered.bytes);
        },
        (error: unknown) => {
          const { status, message } = errorAnswer(error, paths.root);
          sendJson(req, res, status, { error: message });
        },
      );
  };
}
