import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { watchFolder, type FolderEvent } from './folder-watch.ts';
import type { LoadResult } from '../content/load-site.ts';
import { isInside } from '../content/site-paths.ts';
import type { ContentState } from './content-state.ts';
import { SITE_READY_EVENT, SITE_UPDATE_EVENT, type SiteReady } from '../../content/initial.ts';
import type { PageData, SiteData } from '../../content/model.ts';
import { pageAt } from './dev-middleware.ts';
import { overlayPayload, showErrors } from './error-overlay.ts';
import { watchSchemas } from './schema-watch.ts';
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
  // Closed with the server (Vite calls closeBundle when the development server closes).
  let content: { close(): void } | undefined;
  return {
    name: 'site-content:hot-update',
    config() {
      // Vite's own watcher leaves the content folder (inside the project by default) to folder-watch.ts.
      return { server: { watch: { ignored: [(path: string) => isInside(state.siteDir, path)] } } };
    },
    configureServer(server) {
      // A file added or removed since the last pass: the next one lists the folders again.
      let added = false;
      const onChange = settledPasses(
        (files) => {
          const changed = added ? undefined : new Set(files);
          added = false;
          return pass(server, state, files, changed);
        },
        (error) =>
          server.config.logger.error(`site content could not be loaded again: ${error instanceof Error ? error.message : String(error)}`, {
            timestamp: true,
          }),
      );
      server.ws.on('connection', () => {
        // Before the first load there is nothing to show yet (content-loading.ts).
        if (!state.result.model && state.result.issues.length) server.ws.send(overlayPayload(state));
      });
      // A page's script listens for updates only once its modules have loaded: what was published
      // before that (a save, the fix of the error the page was opened with) is sent to it now.
      server.ws.on(SITE_READY_EVENT, (ready: SiteReady, client) => {
        if (ready.revision === state.revision) return;
        const { model, issues } = state.result;
        if (!model) {
          if (issues.length) client.send(overlayPayload(state));
          return;
        }
        client.send(siteUpdate(model.site, pageAt(state, ready.route)));
      });
      const seen = (event: FolderEvent, file: string) => {
        // A dotfile is never read (site-files.ts): the temporary file of an editor write (atomic-file.ts) needs no pass.
        if (basename(file).startsWith('.')) return;
        if (event !== 'change') added = true;
        onChange(file);
      };
      // The content folder has a watch per folder of its own (folder-watch.ts), not Vite's watch per file.
      content = watchFolder(state.siteDir, seen);
      watchSchemas(server, state.schemaDir, seen);
    },
    closeBundle() {
      content?.close();
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
async function pass(
  server: ViteDevServer,
  state: ContentState,
  files: readonly string[],
  changed: ReadonlySet<string> | undefined,
): Promise<string[]> {
  // A write of the page editor was loaded and published when it was made: its watcher event needs nothing.
  if (holdsLastLoad(state, files)) return [];
  const { sources } = reloadAndPublish(server, state, undefined, changed);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return files.some((file) => sources.has(file) && readText(file) !== sources.get(file)) ? [...files] : [];
}

/**
 * Load the content again and send it to every open page: the new site data (with the data of the
 * page at `route`, when given, so a page showing it need not ask for it again), or the errors, in
 * the terminal too. After a save (the watcher, which says which files `changed`) and after a write
 * of the page editor.
 */
export function reloadAndPublish(server: ViteDevServer, state: ContentState, route?: string, changed?: ReadonlySet<string>): LoadResult {
  const result = state.reload(changed);
  const { model } = result;
  if (!model) {
    showErrors(server, state, true);
    return result;
  }
  server.config.logger.info(`site content updated (${model.pages.length} pages)`, { timestamp: true });
  const page = route === undefined ? undefined : pageAt(state, route);
  server.ws.send(siteUpdate(model.site, page));
  for (const listener of state.onPublish) listener();
  return result;
}

/** The new site data for the open pages, with the data of the page at the route they asked for, when there is one. */
function siteUpdate(site: SiteData, page: PageData | null | undefined) {
  return { type: 'custom', event: SITE_UPDATE_EVENT, data: { site, ...(page && { page }) } } as const;
}
