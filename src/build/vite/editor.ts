import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { SiteIssue } from '../diagnostics/issues.ts';
import type { ContentState } from './content-state.ts';
import { OVERLAY_LINKS } from './error-overlay.ts';
import { reloadAndPublish } from './hot-update.ts';

const PAGE_EDITOR_PLUGIN = 'site-content:editor';

/** What the editor's plugin offers a program that serves the editor API itself (the studio, per draft). */
export interface PageEditorApi {
  /** Load the content again and publish it to the open pages (see EditorPaths.publish); set once the server is configured. */
  publish?: (route?: string) => readonly SiteIssue[];
}

/** The editor plugin's API on a running development server, if it has the plugin. */
export const pageEditorApi = (server: ViteDevServer): PageEditorApi | undefined =>
  server.config.plugins.find((plugin) => plugin.name === PAGE_EDITOR_PLUGIN)?.api as PageEditorApi | undefined;

/**
 * The page editor at /__edit, on the development server only: `apply: 'serve'` keeps it out of
 * `vite build`, and its modules are imported inside configureServer, so neither the build nor
 * `vite preview` ever loads them. Registered before Vite's own middlewares: the editor checks the
 * host, the origin and its token itself. Every page of the dev server also gets the script that
 * makes the error overlay's "Fix it in the editor" a link.
 */
export function pageEditor(state: ContentState): Plugin {
  const api: PageEditorApi = {};
  return {
    name: PAGE_EDITOR_PLUGIN,
    apply: 'serve',
    api,
    async configureServer(server) {
      const { editorMiddleware } = await import('../editor/api.ts');
      const { editorHtmlRoute } = await import('../editor/html-route.ts');
      // A write is published at once, as the file watcher's pass would publish it a moment later,
      // with the page written, so the preview shows it without asking for it again.
      const publish = (route?: string) => reloadAndPublish(server, state, route).issues;
      api.publish = publish;
      server.middlewares.use(editorMiddleware({ root: state.root, siteDir: state.siteDir, schemaDir: state.schemaDir, publish }));
      server.middlewares.use(
        editorHtmlRoute({ htmlFile: resolve(state.root, 'editor.html'), transform: (url, html) => server.transformIndexHtml(url, html) }),
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) =>
        ctx.server ? [{ tag: 'script', attrs: { type: 'module' }, children: OVERLAY_LINKS, injectTo: 'head' }] : [],
    },
  };
}
