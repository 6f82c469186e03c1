import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, resolve } from 'node:path';
import sirv from 'sirv';
import type { Manifest, Plugin, ViteDevServer } from 'vite';
import { pageMeta, type InitialPage } from '../../content/initial.ts';
import type { SiteData, SiteModel } from '../../content/model.ts';
import { catchAllFor, dataUrl, normalizePath } from '../../content/routes.ts';
import { GALLERY_ROUTE, galleryPage } from './gallery.ts';
import { formatReport, issueFrame, issueHeadline } from '../diagnostics/format.ts';
import { generateTypes } from '../codegen/types.ts';
import { renderDocument } from '../output/html.ts';
import { INBOX_PATH, leadInbox } from './lead-inbox.ts';
import { loadSite, type LoadResult } from '../content/load-site.ts';
import { prerender } from '../output/prerender.ts';
import { previewServer } from './preview-server.ts';
import { publishedAssetFinder } from '../content/site-files.ts';
import { sitePaths } from '../content/site-paths.ts';

/** The server bundle of this build, private to its process so parallel builds never share it. */
const SSR_OUT = `.cache/ssr/${process.pid}`;

/** What Vite's dev server refuses to serve by default (server.fs.deny), kept when the list is extended. */
const VITE_FS_DENY = ['.env', '.env.*', '*.{crt,pem}', '**/.git/**'];

/** How long the files must be quiet before the content is read again, and read back to check it held. */
const SETTLE_MS = 50;

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
}

/** An error whose whole story is its message: Vite prints it without a stack trace. */
class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}
ContentError.prototype.name = 'ContentError';

function findPage(model: SiteModel | undefined, route: string) {
  if (!model) return null;
  const exact = model.pages.find((page) => page.route === route);
  if (exact) return exact;
  const parent = catchAllFor(route, model.site.catchAll);
  return parent ? (model.pages.find((page) => page.route === parent) ?? null) : null;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * The content pipeline inside Vite. In dev: validates site/ and schema/, serves page data and
 * assets, pushes each valid edit to the open page and shows each invalid one in the error overlay.
 * In build: refuses invalid content, builds client and server, then prerenders every route.
 */
export function siteContent(): Plugin {
  const paths = sitePaths();
  let root = process.cwd();
  let result: LoadResult = { issues: [], sources: new Map() };
  const reload = () => {
    result = loadSite(paths);
    const override = process.env.LEAD_WEBHOOK_URL;
    if (result.model && override) {
      const leads = result.model.site.site.leads;
      leads.webhookUrl = override;
      // Whether the site.yaml webhook takes form posts says nothing about this one.
      leads.formPosts = process.env.LEAD_WEBHOOK_FORM_POSTS === 'true';
    }
    return result;
  };
  /** The section gallery, dev only (never in the build): every section type from its schema example. */
  const gallery = () => {
    try {
      return result.model ? galleryPage(paths.schemaDir) : null;
    } catch {
      return null; // a schema file in the middle of an edit; validation reports it
    }
  };
  const inbox = () => leadInbox(resolve(root, process.env.LEAD_INBOX_FILE || '.leads/inbox.jsonl'));

  const errorPayload = () => {
    const errors = result.issues.filter((issue) => issue.severity === 'error');
    const first = errors[0]!;
    return {
      type: 'error' as const,
      err: {
        plugin: 'site-content',
        message: errors.map((issue) => `${issueHeadline(issue, root)}\n  Fix: ${issue.hint}`).join('\n\n'),
        stack: '',
        id: first.file,
        loc: { file: first.file, line: first.line, column: first.column },
        frame: issueFrame(first, result.sources.get(first.file)),
      },
    };
  };

  const watch = (server: ViteDevServer) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const changed = new Set<string>();
    const publish = () => {
      if (!result.model) {
        server.config.logger.error(formatReport(result.issues, result.sources, root), { timestamp: true });
        server.ws.send(errorPayload());
        return;
      }
      server.config.logger.info(`site content updated (${result.model.pages.length} pages)`, { timestamp: true });
      server.ws.send({ type: 'custom', event: 'site:update', data: { site: result.model.site } });
    };
    // One pass at a time, in order, so the last save is always the one shown. A save that lands while
    // a pass reads the files (or whose event the watcher merged away) is caught by comparing what was
    // read with what is on disk once the pass is done.
    const pass = async () => {
      const files = [...changed];
      changed.clear();
      if (files.some((file) => file.startsWith(paths.schemaDir))) await refreshTypes(root, paths.schemaDir);
      reload();
      publish();
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      if (files.some((file) => result.sources.has(file) && readText(file) !== result.sources.get(file))) {
        files.forEach((file) => changed.add(file));
        schedule();
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => (running = running.then(pass, pass)), SETTLE_MS);
    };
    const onChange = (file: string) => {
      if (!file.startsWith(paths.schemaDir) && !file.startsWith(paths.siteDir)) return;
      changed.add(file);
      schedule();
    };
    // A page opened while the content has errors shows them at once, not only after the next save.
    server.ws.on('connection', () => {
      if (!result.model) server.ws.send(errorPayload());
    });
    server.watcher.add([paths.siteDir, paths.schemaDir]);
    for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onChange);
  };

  return {
    name: 'site-content',
    config() {
      return {
        build: { assetsDir: '_app', manifest: true },
        // Content reaches the browser only validated, as page data and published assets: the raw files
        // of the content folder (a symlink in it, an editor's backup) and the local lead inbox never do.
        server: { fs: { deny: [...VITE_FS_DENY, `${paths.siteDir}/**`, `${resolve(process.cwd(), '.leads')}/**`] } },
        environments: {
          ssr: { build: { outDir: SSR_OUT, emptyOutDir: true, rollupOptions: { input: 'src/entry-server.tsx' } } },
        },
        builder: {
          async buildApp(builder) {
            reload();
            if (result.issues.length) {
              const report = formatReport(result.issues, result.sources, root);
              if (!result.model) {
                builder.config.logger.error(report);
                const count = result.issues.filter((issue) => issue.severity === 'error').length;
                throw new ContentError(`Build stopped: the site content has ${count} error${count === 1 ? '' : 's'} (listed above); nothing was written.`);
              }
              builder.config.logger.warn(report);
            }
            const webhook = result.model!.site.site.leads.webhookUrl;
            if (webhook === INBOX_PATH) {
              builder.config.logger.warn(
                `\nLeads go to the local inbox ${INBOX_PATH}, which only npm run dev and npm run preview provide.\n` +
                  'For a real host, set leads.webhookUrl in site.yaml or build with LEAD_WEBHOOK_URL=https://...\n',
              );
            }
            const outDir = resolve(root, builder.config.build.outDir);
            try {
              await builder.build(builder.environments.client!);
              await builder.build(builder.environments.ssr!);
              const manifestFile = join(outDir, '.vite/manifest.json');
              const files = await prerender({
                model: result.model!,
                siteDir: paths.siteDir,
                outDir,
                serverEntry: join(root, SSR_OUT, 'entry-server.js'),
                template: readFileSync(join(outDir, 'index.html'), 'utf8'),
                manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest,
              });
              rmSync(join(outDir, '.vite'), { recursive: true, force: true });
              builder.config.logger.info(`prerendered ${files.length} documents into ${relative(root, outDir) || '.'}/`);
            } catch (error) {
              rmSync(outDir, { recursive: true, force: true });
              throw error;
            } finally {
              rmSync(join(root, SSR_OUT), { recursive: true, force: true });
            }
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      reload();
      if (!result.model) {
        server.config.logger.error(formatReport(result.issues, result.sources, root));
        server.ws.send(errorPayload());
      }
      watch(server);
      // site/assets as the build publishes it (site-files.ts): a request reaches sirv only for a path in the published
      // list, never a dotfile, a leftover or a link that leads outside; sirv sends it (content type by the published
      // name, ETag, ranges) and tries no other name (no .html, no index).
      const assets = sirv(join(paths.siteDir, 'assets'), { dev: true, etag: true, extensions: [] });
      const published = publishedAssetFinder(paths.siteDir);
      const notFound = (res: ServerResponse) => {
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Not found');
      };
      server.middlewares.use(inbox());
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const url = req.url ?? '/';
        if (url.startsWith('/_data/')) {
          const route = url === '/_data/index.json' ? '/' : url.replace(/^\/_data/, '').replace(/\.json(\?.*)?$/, '');
          // While the content has errors, no page is answered (the overlay says why); the browser keeps what it shows.
          if (!result.model) return sendJson(res, 503, { error: 'the site content has errors' });
          const page = route === GALLERY_ROUTE ? gallery() : result.model.pages.find((p) => dataUrl(p.route) === dataUrl(route));
          return page ? sendJson(res, 200, page) : sendJson(res, 404, { error: 'no such page' });
        }
        if (url.startsWith('/assets/')) {
          let rel: string;
          try {
            rel = decodeURIComponent(url.slice('/assets/'.length).replace(/[?#].*$/s, ''));
          } catch {
            return notFound(res); // not a valid percent-encoding: no file has that name
          }
          const entry = published.find(rel);
          if (!entry) return notFound(res);
          // sirv reads the path from req._parsedUrl when its raw is req.url (@polka/url), and decodes it with
          // decodeURI: handing it the listed path parsed, with % escaped, serves names with %, ? and # too.
          const pathname = `/${entry.rel.replace(/%/g, '%25')}`;
          req.url = pathname;
          Object.assign(req, { _parsedUrl: { pathname, search: '', query: undefined, hash: undefined, raw: pathname } });
          return assets(req, res, () => notFound(res));
        }
        next();
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (!ctx.server) return html;
        const route = normalizePath(ctx.originalUrl ?? '/');
        const site: SiteData | null = result.model?.site ?? null;
        const initial: InitialPage = { route, page: route === GALLERY_ROUTE ? gallery() : findPage(result.model, route) };
        return renderDocument(html, { ...pageMeta(site, initial), site, initial });
      },
    },
    configurePreviewServer(server) {
      // dist/ served as the generated nginx configuration serves it (preview-server.ts), the lead inbox in between
      // so that it gets the security headers too.
      const preview = previewServer(resolve(root, server.config.build.outDir), { log: (message) => server.config.logger.error(message) });
      server.middlewares.use(preview.headers);
      server.middlewares.use(inbox());
      server.middlewares.use(preview.files);
    },
  };
}

/** Keep src/generated/content-types.ts in step with the schemas while the dev server runs. */
async function refreshTypes(root: string, schemaDir: string) {
  const target = join(root, 'src/generated/content-types.ts');
  try {
    const text = await generateTypes(schemaDir);
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) writeFileSync(target, text);
  } catch {
    // An unfinished schema edit; validation reports it.
  }
}
