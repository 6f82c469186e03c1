import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { freePort } from './browser';

export interface BuildOptions {
  /** Content folder; the shipped site/ when omitted. */
  siteDir?: string;
  /** Output folder; a new temporary one when omitted. */
  outDir?: string;
  /** More environment, e.g. LEAD_WEBHOOK_URL. */
  env?: Record<string, string>;
}

/**
 * Build a site as `npm run build` does, into a temporary folder, and return that folder. The
 * build is a production one whatever the test runner's NODE_ENV, so tests see what visitors get.
 */
export function buildSite({ siteDir, outDir = mkdtempSync(join(tmpdir(), 'site-build-')), env = {} }: BuildOptions = {}): string {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ...env };
  if (siteDir) childEnv.SITE_DIR = siteDir;
  else delete childEnv.SITE_DIR;
  execFileSync('node_modules/.bin/vite', ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { env: childEnv, stdio: 'pipe' });
  return outDir;
}

/** Serve a built folder with `vite preview` on 127.0.0.1 and a free port. */
export async function previewSite(outDir: string): Promise<{ base: string; server: PreviewServer }> {
  const port = await freePort();
  const server = await preview({ build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1' }, logLevel: 'error' });
  return { base: `http://127.0.0.1:${port}`, server };
}
