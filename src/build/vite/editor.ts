import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ContentState } from './content-state.ts';

/**
 * The page editor at /__edit, on the development server only: `apply: 'serve'` keeps it out of
 * `vite build`, and its modules are imported inside configureServer, so neither the build nor
 * `vite preview` ever loads them. Registered before Vite's own middlewares: the editor checks the
 * host, the origin and its token itself.
 */
export function pageEditor(state: ContentState): Plugin {
  return {
    name: 'site-content:editor',
    apply: 'serve',
    async configureServer(server) {
      const { editorMiddleware } = await import('../editor/api.ts');
      const { editorHtmlRoute } = await import('../editor/html-route.ts');
      server.middlewares.use(editorMiddleware({ root: state.root, siteDir: state.siteDir, schemaDir: state.schemaDir }));
      server.middlewares.use(
        editorHtmlRoute({ htmlFile: resolve(state.root, 'editor.html'), transform: (url, html) => server.transformIndexHtml(url, html) }),
      );
    },
  };
}
