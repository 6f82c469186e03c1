import { readFileSync } from 'node:fs';
import type { Plugin, ViteDevServer } from 'vite';
import type { ContentState } from './content-state.ts';
import { overlayPayload, showErrors } from './error-overlay.ts';
import { SETTLE_MS, settledPasses } from './settled-passes.ts';

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
}

/**
 * Hot update and overlay: every edit under site/ or schema/ loads the content again and pushes it
 * to the open pages (a valid edit: the new site data; an invalid one: the error overlay). A page
 * opened while the content has errors shows them at once, not only after the next save.
 */
export function hotUpdate(state: ContentState): Plugin {
  return {
    name: 'site-content:hot-update',
    configureServer(server) {
      const onChange = settledPasses((files) => pass(server, state, files));
      server.ws.on('connection', () => {
        // Before the first load there is nothing to show yet (content-loading.ts).
        if (!state.result.model && state.result.issues.length) server.ws.send(overlayPayload(state));
      });
      server.watcher.add([state.siteDir, state.schemaDir]);
      for (const event of ['add', 'change', 'unlink'] as const) {
        server.watcher.on(event, (file: string) => {
          if (file.startsWith(state.schemaDir) || file.startsWith(state.siteDir)) onChange(file);
        });
      }
    },
  };
}

/** Whether every changed file holds exactly the text the last load read from it. */
function holdsLastLoad({ result: { sources } }: ContentState, files: readonly string[]): boolean {
  return files.length > 0 && files.every((file) => sources.has(file) && readText(file) === sources.get(file));
}

/**
 * Load the content and publish it, unless the files hold what was last loaded. A save that lands while the files are read (or whose event the
 * watcher merged away) is caught by comparing what was read with what is on disk once the pass is
 * done: those files are returned for another pass.
 */
async function pass(server: ViteDevServer, state: ContentState, files: readonly string[]): Promise<string[]> {
  // A write of the page editor was loaded and published when it was made: its watcher event needs nothing.
  if (holdsLastLoad(state, files)) return [];
  const { model, sources } = state.reload();
  if (model) {
    server.config.logger.info(`site content updated (${model.pages.length} pages)`, { timestamp: true });
    server.ws.send({ type: 'custom', event: 'site:update', data: { site: model.site } });
  } else showErrors(server, state, true);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return files.some((file) => sources.has(file) && readText(file) !== sources.get(file)) ? [...files] : [];
}
