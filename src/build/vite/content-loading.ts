import type { Plugin } from 'vite';
import type { ContentState } from './content-state.ts';
import { showErrors } from './error-overlay.ts';

/**
 * Content loading: learns the project root from Vite's config and, when the dev server starts,
 * loads site/ and schema/ once and shows the errors, if any. The build loads the content itself,
 * when it starts (build-app.ts); the hot update loads it again on every edit (hot-update.ts).
 */
export function contentLoading(state: ContentState): Plugin {
  return {
    name: 'site-content:load',
    configResolved(config) {
      state.root = config.root;
    },
    configureServer(server) {
      state.reload();
      if (!state.result.model) showErrors(server, state);
    },
  };
}
