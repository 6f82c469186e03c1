import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ContentState } from './content-state.ts';
import { inboxFile, leadInbox } from './lead-inbox.ts';
import { resolveRequest } from './preview/resolve-request.ts';
import { previewServer } from './preview/server.ts';

/**
 * The preview router: `npm run preview` serves dist/ as the generated nginx configuration serves it
 * (preview/server.ts), with the lead inbox in between so that it gets the security headers too.
 */
export function previewRouter(state: ContentState): Plugin {
  return {
    name: 'site-content:preview',
    configurePreviewServer(server) {
      const dist = resolve(state.root, server.config.build.outDir);
      const preview = previewServer(dist, {
        log: (message) => server.config.logger.error(message),
      });
      server.middlewares.use(preview.headers);
      server.middlewares.use(leadInbox(inboxFile(state.root), { isPage: (path) => builtPage(dist, path) }));
      server.middlewares.use(preview.files);
    },
  };
}

/** Whether the built site answers `path` with one of its pages (a catch-all page included). */
function builtPage(dist: string, path: string): boolean {
  const found = resolveRequest(dist, path);
  return found.status === 200 && found.found.file.endsWith('.html');
}
