import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { pageMeta, type InitialPage } from '../../content/initial.ts';
import type { SiteData } from '../../content/model.ts';
import { catchAllFor, normalizePath } from '../../content/routes.ts';
import { loadSite } from '../../build/content/load-site.ts';
import { renderDocument, splitEntry } from '../../build/output/html.ts';
import { takeIslandProps } from '../../build/output/island-props.ts';
import { devAssets } from '../../build/vite/dev-assets.ts';
import { siteConfig } from '../../../vite.config.ts';
import { secureHeaders } from '../shared/http.ts';

type Render = (url: string, site: SiteData, initial: InitialPage) => Promise<{ html: string; styles: string }>;

/**
 * Read-only views of a page as one version of the content shows it (a draft, the published site, a
 * commit): prerendered on the server as the build does, without any script, links and assets kept
 * under the view's own address. For reviews (before and after), preview links and history.
 */
export interface Views {
  /** Answer GET <prefix><route> from the content folder `dir` (a worktree); `prefix` is where the view lives. */
  answer(req: IncomingMessage, res: ServerResponse, dir: string, prefix: string, rest: string): Promise<void>;
  /** Forget what was kept for the content folder `dir` (its worktree was removed). */
  forget(dir: string): void;
  close(): Promise<void>;
}

/** The CSP of a view: its styles and images only, no script at all, sandboxed, framed by the studio only. */
const VIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; media-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox";

/** Every root-relative address of the page (href, src, srcset, poster) moved under `prefix`. */
export function underPrefix(html: string, prefix: string): string {
  const moved = html.replace(/\b(href|src|poster)="\/(?!\/)/g, `$1="${prefix}/`);
  return moved.replace(/\bsrcset="([^"]*)"/g, (_all, list: string) => `srcset="${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${prefix}/`)}"`);
}

export async function createViews(project: string): Promise<Views> {
  const vite: ViteDevServer = await createServer({
    ...siteConfig(),
    configFile: false,
    root: project,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, ws: false, watch: null },
  });
  const shell = splitEntry(readFileSync(join(project, 'index.html'), 'utf8')).template;
  const assets = new Map<string, ReturnType<typeof devAssets>>();
  return {
    async answer(req, res, dir, prefix, rest) {
      const siteDir = join(dir, 'site');
      if (rest.startsWith('/assets/')) {
        const serve = assets.get(siteDir) ?? devAssets(siteDir);
        assets.set(siteDir, serve);
        req.url = rest;
        secureHeaders(res, VIEW_CSP);
        return serve(req, res, () => undefined);
      }
      const route = normalizePath(rest || '/');
      const { model, issues } = loadSite({ siteDir, schemaDir: join(dir, 'schema') });
      secureHeaders(res, VIEW_CSP);
      res.setHeader('x-frame-options', 'SAMEORIGIN');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (!model) {
        const errors = issues.filter((issue) => issue.severity === 'error').length;
        res.statusCode = 422;
        return void res.end(
          `<!doctype html><meta charset="utf-8"><title>Not shown</title><p>This version has ${errors} error(s) and cannot be shown until they are fixed.</p>`,
        );
      }
      const parent = catchAllFor(route, model.site.catchAll);
      const page = model.pages.find((p) => p.route === route) ?? (parent ? model.pages.find((p) => p.route === parent) : undefined) ?? null;
      const initial: InitialPage = { route, page };
      const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: Render };
      const { html, styles } = await render(route, model.site, initial);
      // Rendered whole in the browser: the islands' props are not needed.
      const appHtml = takeIslandProps(html).html;
      const document = renderDocument(shell, { ...pageMeta(model.site, initial), head: styles, appHtml, site: model.site, initial });
      res.statusCode = page ? 200 : 404;
      res.end(underPrefix(document, prefix));
    },
    forget: (dir) => void assets.delete(join(dir, 'site')),
    close: () => vite.close(),
  };
}
