/**
 * Built sites for the tests, as `npm run build` writes them. The build is a production one
 * whatever the test runner's NODE_ENV, so tests see what visitors get.
 *
 * `sharedBuild()` builds each distinct site once per test run and hands the same folder to every
 * file that asks for it: the key is a hash of everything the build reads (the content folder, the
 * environment given, src/, schema/ and the build configuration). The folder is read-only for the
 * tests: copy it to change it (the run fails at its end if a shared build was changed). It lives in
 * the run's folder (tests/helpers/global-setup.ts), which is deleted when the run ends.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { preview, type PreviewServer } from 'vite';
import { captureWebhookPort, freePort, publicWebhookPort } from './ports';
import { runFolder } from './run-folder';
import { temporaryFolder } from './temporary';
import { siteViteConfig } from './vite-config';
import { digests } from './build-manifest';

// Not `new URL(…, import.meta.url)`: under jsdom, URL is jsdom's, which node:url does not take.
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const VITE = join(REPO, 'node_modules/.bin/vite');
/** What a build reads besides its content folder and its environment. */
const SOURCES = ['src', 'schema', 'index.html', 'vite.config.ts', 'package-lock.json'];
/** Environment that changes what a build writes: only what a caller passes counts. */
const BUILD_ENV = ['SITE_DIR', 'LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_FORM_POSTS', 'LEAD_RELAY', 'LEAD_RELAY_UPSTREAM'];

export interface BuildOptions {
  /** Content folder; the shipped site/ when omitted. */
  siteDir?: string;
  /** More environment, e.g. LEAD_WEBHOOK_URL. */
  env?: Record<string, string>;
}

function buildEnv({ siteDir, env = {} }: BuildOptions): NodeJS.ProcessEnv {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const name of BUILD_ENV) delete childEnv[name];
  if (siteDir) childEnv.SITE_DIR = siteDir;
  return { ...childEnv, ...env };
}

const buildArgs = (outDir: string) => ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'];

/**
 * Build a site into a folder of the caller's own and return that folder: `outDir`, which the caller
 * deletes, or when omitted a new temporary one, deleted when the test ends (tests/helpers/temporary.ts).
 * For a site the test changes after the build; to read or serve a site, `sharedBuild` is cheaper.
 */
export function buildSite({ outDir = temporaryFolder('site-build-'), ...options }: BuildOptions & { outDir?: string } = {}): string {
  execFileSync(VITE, buildArgs(outDir), { cwd: REPO, env: buildEnv(options), stdio: 'pipe' });
  return outDir;
}

/** `buildSite` with Vite's informational output, returned beside the folder (what a user's `npm run build` prints). */
export function buildSiteLogged({ outDir = temporaryFolder('site-build-'), ...options }: BuildOptions & { outDir?: string } = {}): {
  outDir: string;
  log: string;
} {
  const log = execFileSync(VITE, ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: REPO,
    env: buildEnv(options),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { outDir, log };
}

/* ---------------------------------------------------------------------------------------------- */

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Make `dir` with `make` once per run, whichever test process asks first; the others wait for it.
 * `<dir>.json` (the digests of what was made) says it is complete; `<dir>.lock` is held meanwhile.
 */
async function once(dir: string, make: () => Promise<void>): Promise<string> {
  const manifest = `${dir}.json`;
  const lock = `${dir}.lock`;
  const failure = `${dir}.failed`;
  const deadline = Date.now() + 600_000;
  while (!existsSync(manifest)) {
    if (existsSync(failure)) throw new Error(readFileSync(failure, 'utf8'));
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`gave up waiting for another test process to build ${dir}`);
      await sleep(100);
      continue;
    }
    try {
      if (existsSync(manifest)) break;
      await make();
      writeFileSync(manifest, JSON.stringify(digests(dir)));
    } catch (error) {
      writeFileSync(failure, (error as Error).message);
      throw error;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}

let sourceKey: string | undefined;

/**
 * The site built once per test run for these options, shared by every test file that asks for the
 * same: read it, serve it, never change it (copy it first).
 */
export async function sharedBuild(options: BuildOptions = {}): Promise<string> {
  const content = resolve(REPO, options.siteDir ?? 'site');
  sourceKey ??= JSON.stringify(SOURCES.map((path) => [path, digests(join(REPO, path))]));
  const env = Object.entries(options.env ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const key = createHash('sha1')
    .update(sourceKey)
    .update(JSON.stringify(digests(content)))
    .update(JSON.stringify(env))
    .digest('hex')
    .slice(0, 12);
  // By the key alone: the same content in another folder (a fixture's temporary copy) is the same build.
  const dir = join(runFolder(), `site-${key}`);
  return once(dir, async () => {
    rmSync(dir, { recursive: true, force: true });
    try {
      await promisify(execFile)(VITE, buildArgs(dir), {
        cwd: REPO,
        env: buildEnv({ ...options, siteDir: content }),
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`vite build of ${content} ${JSON.stringify(options.env ?? {})} failed:\n${stderr ?? ''}${stdout ?? ''}`);
    }
  });
}

/**
 * `sharedBuild` of a fixture site (tests/helpers/fixture-site.ts): the valid minimal one, or it with
 * the named case of `casesDir` laid over it.
 */
export async function sharedFixtureBuild(caseName?: string, casesDir?: string): Promise<string> {
  // Imported here: fixture-site.ts cannot load under jsdom (see REPO above), where some files read shared builds.
  const { fixtureSite } = await import('./fixture-site');
  const fixture = fixtureSite(caseName, casesDir);
  try {
    return await sharedBuild({ siteDir: fixture.siteDir });
  } finally {
    fixture.cleanup();
  }
}

/* ---------------------------------------------------------------------------------------------- */

export interface WebhookSite {
  /** The shipped site built with LEAD_WEBHOOK_URL = `url` (shared, read-only). */
  dist: string;
  /** Where to start the capture server (tests/helpers/capture-server.ts) for this file. */
  port: number;
  /**
   * http://127.0.0.1:<public port>/hook, the same for every file of the run: the Chromium of a
   * test process connects to its capture server at `port` instead (tests/helpers/ports.ts).
   */
  url: string;
}

/** The shipped site built for the run's lead webhook, and the port of this test file's stand-in for it. */
export async function webhookBuild(): Promise<WebhookSite> {
  const url = `http://127.0.0.1:${await publicWebhookPort()}/hook`;
  return { dist: await sharedBuild({ env: { LEAD_WEBHOOK_URL: url } }), port: await captureWebhookPort(), url };
}

/* ---------------------------------------------------------------------------------------------- */

/** Serve a built folder with `vite preview` on 127.0.0.1 and a free port. */
export async function previewSite(outDir: string): Promise<{ base: string; server: PreviewServer }> {
  const port = await freePort();
  const server = await preview(
    siteViteConfig({ build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1' }, logLevel: 'error' }),
  );
  return { base: `http://127.0.0.1:${port}`, server };
}

/* ---------------------------------------------------------------------------------------------- */

/** The provider's address a relay build is made with: it must appear nowhere in what it writes. */
export const SECRET_WEBHOOK = 'https://hooks.secret-provider.example/v1/workflows/wf_7f3a9c/leads';

/** The shipped site built for the lead relay (LEAD_RELAY=true), with a production webhook set as a careless host would. */
export const relayBuild = () => sharedBuild({ env: { LEAD_RELAY: 'true', LEAD_WEBHOOK_URL: SECRET_WEBHOOK } });
