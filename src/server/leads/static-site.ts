import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

/**
 * The built site (dist/) on the relay's own port, to try the relay with the real pages on one
 * machine (`npm run leads -- --static dist`); in production nginx serves the pages. sirv is loaded
 * only here, so a relay without --static does not need it.
 */
export async function staticSite(dir: string) {
  const { default: sirv } = await import('sirv');
  const files = sirv(dir, { dev: false, extensions: ['html'], dotfiles: false });
  const notFound = readFileSync(join(dir, '404.html'));
  return (req: IncomingMessage, res: ServerResponse) =>
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFound);
    });
}
