import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, mergeConfig, type InlineConfig, type PluginOption, type ViteDevServer } from 'vite';
import { siteConfig } from '../../vite.config';

/** The project folder, where `npm run dev` runs. */
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * What Vite reads from vite.config.ts, with `overrides` merged in as Vite merges an inline
 * configuration with the file's, passed inline: Vite does not bundle the file again for each
 * server a test starts (about half a CPU-second each).
 */
export function siteViteConfig(overrides: InlineConfig): InlineConfig {
  const merged = mergeConfig<InlineConfig, InlineConfig>({ ...siteConfig(), configFile: false }, overrides);
  // mergeConfig leaves out nulls, and `server.watch: null` is how a server is told not to watch files.
  if (overrides.server?.watch === null) merged.server = { ...merged.server, watch: null };
  return merged;
}

export interface DevServer {
  server: ViteDevServer;
  /** http://127.0.0.1:<port>, no trailing slash. */
  base: string;
  port: number;
}

/**
 * The dev server as `npm run dev` starts it (vite.config.ts's configuration), on 127.0.0.1 at a port
 * the system picks. `siteDir` is the content folder it serves (SITE_DIR, which it reads when it
 * starts: the variable is put back afterwards), site/ when omitted; `watch: false` starts no file
 * watcher; `plugins` come after the site's own. The caller closes it.
 */
export async function startDevServer({
  siteDir,
  watch = true,
  plugins = [],
}: { siteDir?: string; watch?: boolean; plugins?: PluginOption[] } = {}): Promise<DevServer> {
  const before = process.env.SITE_DIR;
  if (siteDir === undefined) delete process.env.SITE_DIR;
  else process.env.SITE_DIR = siteDir;
  let server: ViteDevServer;
  try {
    server = await createServer(
      siteViteConfig({
        root: REPO,
        server: { port: 0, strictPort: true, host: '127.0.0.1', ...(watch ? {} : { watch: null }) },
        logLevel: 'silent',
        plugins,
      }),
    );
  } finally {
    if (before === undefined) delete process.env.SITE_DIR;
    else process.env.SITE_DIR = before;
  }
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}`, port };
}
