import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ISLAND_PROPS_ATTRIBUTE } from '../../render/island-names.ts';

/** The folder of the islands' props files, inside the client assets folder (`_app/`). */
export const ISLAND_PROPS_FOLDER = 'islands';

/** The JSON block the server render ends with when the page has islands (entry-server.tsx). */
const BLOCK = new RegExp(`<script type="application/json" ${ISLAND_PROPS_ATTRIBUTE}>([^<]*)</script>$`);

/**
 * The islands' props out of a server render: the markup without its props block, and the file that
 * holds them, named by its content (`islands/<hash>.json`, relative to the client assets folder).
 * Pages with the same props share a file; a file never changes, so it is cached as the code is
 * (`/_app/` is immutable) and an open tab of an earlier build finds its own as long as the host
 * keeps that build's `_app/` files. A page without islands has no file.
 */
export function takeIslandProps(html: string): { html: string; file?: { name: string; json: string } } {
  const block = BLOCK.exec(html);
  if (!block) return { html };
  const json = block[1]!;
  const name = `${ISLAND_PROPS_FOLDER}/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
  return { html: html.slice(0, block.index), file: { name, json } };
}

/** The server render takeIslandProps split: the markup with its props block (`json`, the text of the props file) again at its end. */
export function withIslandProps(html: string, json: string): string {
  return `${html}<script type="application/json" ${ISLAND_PROPS_ATTRIBUTE}>${json}</script>`;
}

/**
 * Writes each islands' props file once, into `assetsDir` (relative to `outDir`), and answers its path
 * relative to `outDir`. Pages with the same props share the file; one already in the folder with that
 * text (kept for a document this build leaves alone) is not written again, so that document's record
 * of it (kept-documents.ts) stays true.
 */
export function islandPropsWriter(outDir: string, assetsDir: string, write: (path: string, text: string) => Promise<void>) {
  const written = new Set<string>();
  return async ({ name, json }: { name: string; json: string }): Promise<string> => {
    const file = join(assetsDir, name);
    if (written.has(file)) return file;
    written.add(file);
    const path = join(outDir, file);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== json) await write(path, json);
    return file;
  };
}
