import { dirname, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { pageMeta, type InitialPage } from '../../content/initial.ts';
import type { PageData, SiteData, SiteModel } from '../../content/model.ts';
import { catchAllFor, dataUrl, normalizePath } from '../../content/routes.ts';
import { isInside } from '../content/site-paths.ts';
import { renderDocument } from '../output/html.ts';
import type { ContentState } from './content-state.ts';
import { GALLERY_ROUTE } from './dev-addresses.ts';
import { devAssets } from './dev-assets.ts';
import { devVariants } from '../media/dev-variants.ts';
import { encodePool } from '../media/encode-pool.ts';
import { sendJson, sendText, type Middleware } from './http.ts';
import { inboxFile, leadInbox } from './lead-inbox.ts';

/** What Vite's dev server refuses to serve by default (server.fs.deny), kept when the list is extended. */
const VITE_FS_DENY = ['.env', '.env.*', '*.{crt,pem}', '**/.git/**'];

/** A path as a pattern of server.fs.deny that matches it alone: forward slashes, glob characters escaped (`my(site)`). */
const exactly = (path: string) =>
  path
    .split(sep)
    .join('/')
    .replace(/[*?[\]{}()!+@|]/g, '\\$&');

/**
 * server.fs.deny of the dev server: Vite's own list, the content folder (`siteDir`, served only as
 * page data and published assets) and the local lead inbox wherever LEAD_INBOX_FILE puts it (`inbox`):
 * its file, and its folder (.leads/ by default) unless that folder holds the project `root` (an
 * inbox written at the root, or above it), which would deny every file.
 */
export function deniedPaths(root: string, siteDir: string, inbox: string): string[] {
  const folder = dirname(inbox);
  const inboxFolder = isInside(folder, root) ? [] : [`${exactly(folder)}/**`];
  return [...VITE_FS_DENY, `${exactly(siteDir)}/**`, ...inboxFolder, exactly(inbox)];
}

/**
 * The dev server's answers: each page's HTML with its data, the page data of client navigation
 * (/_data/), the published assets (/assets/) and the local lead inbox. Content reaches the browser
 * only validated, as page data and published assets: the raw files of the content folder (a
 * symlink in it, an editor's backup) and the local lead inbox never do.
 */
export function devMiddleware(state: ContentState): Plugin {
  return {
    name: 'site-content:dev',
    config(config) {
      // The root as Vite will resolve it; the inbox is found from it, as configureServer finds it.
      const root = resolve(config.root ?? process.cwd());
      return { server: { fs: { deny: deniedPaths(root, state.siteDir, inboxFile(root)) } } };
    },
    configureServer(server) {
      server.middlewares.use(leadInbox(inboxFile(state.root), { isPage: (path) => pageAt(state, normalizePath(path)) !== null }));
      server.middlewares.use(pageData(state));
      server.middlewares.use(devAssets(state.siteDir));
      server.middlewares.use(pictureVariants(state, server.httpServer));
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (!ctx.server) return html;
        const route = normalizePath(ctx.originalUrl ?? '/');
        const site: SiteData | null = state.result.model?.site ?? null;
        const page = route === GALLERY_ROUTE ? state.gallery() : pageAt(state, route);
        const initial: InitialPage = { route, page, revision: state.revision };
        return renderDocument(html, { ...pageMeta(site, initial), site, initial });
      },
    },
  };
}

/** The pages of a model by route and by data URL: a request looks up its page, not through every page. */
interface Lookup {
  model: SiteModel;
  byRoute: Map<string, PageData>;
  byData: Map<string, PageData>;
}

/** The lookup of the model served last: the next model (after a save) changes only the entries of its changed pages. */
let last: Lookup | undefined;

function lookup(model: SiteModel): Lookup {
  if (last?.model !== model) last = (last && updated(last, model)) ?? built(model);
  return last;
}

function built(model: SiteModel): Lookup {
  const found: Lookup = { model, byRoute: new Map(), byData: new Map() };
  for (const page of model.pages) {
    // The first page of an address, as a look through the list finds it.
    if (!found.byRoute.has(page.route)) found.byRoute.set(page.route, page);
    const data = dataUrl(page.route);
    if (!found.byData.has(data)) found.byData.set(data, page);
  }
  return found;
}

/**
 * The lookup of `last` made that of `model` when its pages are those of the last model at the
 * same places, some of them changed (a save): only their entries are set; otherwise undefined.
 */
function updated(last: Lookup, model: SiteModel): Lookup | undefined {
  const [before, after] = [last.model.pages, model.pages];
  if (before.length !== after.length) return undefined;
  const changed: number[] = [];
  for (let index = 0; index < after.length; index++) {
    if (before[index] === after[index]) continue;
    if (before[index]!.route !== after[index]!.route) return undefined;
    changed.push(index);
  }
  for (const index of changed) {
    const [old, page] = [before[index]!, after[index]!];
    if (last.byRoute.get(page.route) === old) last.byRoute.set(page.route, page);
    const data = dataUrl(page.route);
    if (last.byData.get(data) === old) last.byData.set(data, page);
  }
  return { model, byRoute: last.byRoute, byData: last.byData };
}

/** The page at `route`, or the catch-all page above it. */
export function pageAt({ result: { model } }: ContentState, route: string): PageData | null {
  if (!model) return null;
  const { byRoute } = lookup(model);
  const exact = byRoute.get(route);
  if (exact) return exact;
  const parent = catchAllFor(route, model.site.catchAll);
  return parent ? (byRoute.get(parent) ?? null) : null;
}

/** `/_data/<route>.json`: the data of one page for client navigation. */
function pageData(state: ContentState): Middleware {
  return (req, res, next) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/_data/')) return next();
    // `/_data/index.json` gives `/index`, whose data URL is the home page's: dataUrl compares them.
    const route = url.replace(/^\/_data/, '').replace(/\.json(\?.*)?$/, '');
    const { model } = state.result;
    // While the content has errors, no page is answered (the overlay says why); the browser keeps what it shows.
    if (!model) return sendJson(res, 503, { error: 'the site content has errors' });
    const page = route === GALLERY_ROUTE ? state.gallery() : lookup(model).byData.get(dataUrl(route));
    return page ? sendJson(res, 200, page) : sendJson(res, 404, { error: 'no such page' });
  };
}

/** `/_img/…`: the picture variants the pages name, encoded on their first request (media/dev-variants.ts). */
function pictureVariants(state: ContentState, httpServer: { once(event: 'close', listener: () => void): unknown } | null): Middleware {
  const pool = encodePool(2);
  httpServer?.once('close', () => void pool.close());
  const variant = devVariants(() => state.result.model, state.media, pool);
  return (req, res, next) => {
    variant(req.url ?? '/').then(
      (found) => {
        if (!found) return next();
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        sendText(req, res, 200, found.type, found.body);
      },
      (error: unknown) =>
        sendText(req, res, 500, 'text/plain; charset=utf-8', `The picture could not be made: ${(error as Error).message}`),
    );
  };
}
