import type { ViteDevServer } from 'vite';
import { isInside } from '../content/site-paths.ts';
import type { FolderEvent } from './folder-watch.ts';

/**
 * The schema folder in Vite's watcher: `onEvent` hears of each file added, changed or removed in it
 * (hot-update.ts loads the content again, type-refresh.ts writes the generated files again). Only
 * files inside the folder: a schema-old/ beside schema/ is not in it.
 */
export function watchSchemas(server: ViteDevServer, schemaDir: string, onEvent: (event: FolderEvent, file: string) => void): void {
  server.watcher.add(schemaDir);
  for (const event of ['add', 'change', 'unlink'] as const) {
    server.watcher.on(event, (file: string) => {
      if (isInside(schemaDir, file)) onEvent(event, file);
    });
  }
}
