import type { Plugin } from 'vite';
import type { ContentState } from './content-state.ts';
import { showErrors } from './error-overlay.ts';

/**
 * Content loading: learns the project root from Vite's config and, when the dev server starts,
 * loads site/ and schema/ once (the pages its cache lacks checked on every core first) and shows
 * the errors, if any. The load starts once the server
 * listens, so Vite's own start does not wait for it; a request that arrives before it is done
 * waits for it. The build loads the content itself, when it starts (build-app.ts); the hot update
 * loads it again on every edit (hot-update.ts).
 */
export function contentLoading(state: ContentState): Plugin {
  return {
    name: 'site-content:load',
    configResolved(config) {
      state.root = config.root;
    },
    configureServer(server) {
      let done: () => void;
      const loaded = new Promise<void>((resolve) => (done = resolve));
      const first = async () => {
        try {
          // The pages the cache lacks (all of them, the first time) are checked on every core first.
          await state.checkAhead();
          state.reload();
          if (!state.result.model) showErrors(server, state);
        } finally {
          done();
        }
      };
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        setImmediate(() => void first().catch((error: unknown) => server.config.logger.error(String(error))));
      };
      if (server.httpServer) server.httpServer.once('listening', start);
      else start(); // middleware mode: nobody listens here
      // First among the middlewares: nothing answers from content that is not loaded yet.
      server.middlewares.use((_req, _res, next) => {
        start();
        void loaded.then(() => next());
      });
    },
  };
}
