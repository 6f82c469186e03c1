import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createBuilder,
  createLogger,
  createServer,
  mergeConfig,
  type InlineConfig,
  type Logger,
  type PluginOption,
  type ViteDevServer,
} from 'vite';
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

/** SITE_DIR set to `siteDir` (unset for undefined) while `make` runs: the site's plugins read it when they are made. */
async function withSiteDir<T>(siteDir: string | undefined, make: () => T | Promise<T>): Promise<T> {
  const before = process.env.SITE_DIR;
  if (siteDir === undefined) delete process.env.SITE_DIR;
  else process.env.SITE_DIR = siteDir;
  try {
    return await make();
  } finally {
    if (before === undefined) delete process.env.SITE_DIR;
    else process.env.SITE_DIR = before;
  }
}

export interface BuildRun {
  /** What the build stopped with; undefined when it built. */
  error?: Error;
  /** Everything it logged, as `vite build` prints it (its log level: info). */
  output: string;
}

/**
 * `npm run build` of the content folder `siteDir` into `outDir` (emptied first, as with
 * --emptyOutDir), in this process: Vite's builder with vite.config.ts's configuration, as the
 * command runs it, and what it logged caught. No process is started (tests/build/prerender.test.ts
 * runs the command for real, for its exit code and what it prints). For builds that stop before
 * writing: the server bundle of a build that writes goes to .cache/ssr/<pid>, which two builds in one
 * process would share.
 */
export async function buildInProcess({ siteDir, outDir }: { siteDir: string; outDir: string }): Promise<BuildRun> {
  const lines: string[] = [];
  const note = (message: string) => void lines.push(message);
  const logger: Logger = { ...createLogger('info'), info: note, warn: note, warnOnce: note, error: note, clearScreen: () => {} };
  const config = await withSiteDir(siteDir, () =>
    siteViteConfig({ root: REPO, build: { outDir, emptyOutDir: true }, customLogger: logger, logLevel: 'info' }),
  );
  try {
    await (await createBuilder(config)).buildApp();
    return { output: lines.join('\n') };
  } catch (error) {
    return { error: error as Error, output: lines.join('\n') };
  }
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
  const server = await withSiteDir(siteDir, () =>
    createServer(
      siteViteConfig({
        root: REPO,
        server: { port: 0, strictPort: true, host: '127.0.0.1', ...(watch ? {} : { watch: null }) },
        logLevel: 'silent',
        plugins,
      }),
    ),
  );
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}`, port };
}
