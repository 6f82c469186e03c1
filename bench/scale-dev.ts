/**
 * The development server at scale: how long `vite` takes from its start to the first answered
 * page, and how long a saved page file takes to be served with its new content. The server runs
 * as a child process on its own port (SITE_DIR picks the content folder); its peak memory is
 * read from /proc before it is stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { dataUrl } from '../src/content/routes.ts';
import { median } from './stats.ts';

export interface DevResult {
  /** From spawning `vite` to the first 200 answer of `/` (ms). */
  readyMs: number;
  /** Each timed save: from writing the page file to its `_data` JSON holding the new title (ms). */
  saveToServed: number[];
  saveToServedMs: number;
  /** Peak resident memory of the server process (bytes, VmHWM), when /proc has it. */
  peakRss?: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** The peak resident set of a process (bytes), from /proc/<pid>/status. */
export function peakRssOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Poll `url` until `ok(status, body)` or `limitMs` passes; the elapsed ms since `start`. */
async function pollUntil(url: string, ok: (status: number, body: string) => boolean, start: number, limitMs: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(limitMs) });
      if (ok(response.status, await response.text())) return performance.now() - start;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - start > limitMs) throw new Error(`${url} did not answer as expected within ${limitMs} ms`);
    await sleep(5);
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Start the dev server on `siteDir`, time its start until `/` answers 200, then time `saves` edits
 * of the page file `pageFile` (relative to pages/, at `route`): each replaces its title line and
 * polls the page's `_data` JSON until the new title is served. The file is restored afterwards.
 */
export async function measureDevServer({
  root,
  siteDir,
  pageFile,
  route,
  saves = 5,
  log = (_: string) => {},
}: {
  root: string;
  siteDir: string;
  pageFile: string;
  route: string;
  saves?: number;
  log?: (line: string) => void;
}): Promise<DevResult> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const file = join(siteDir, 'pages', pageFile);
  const original = readFileSync(file, 'utf8');
  const start = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_DEV_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_DEV_PROF] : []),
      join(root, 'node_modules/vite/bin/vite.js'),
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: root,
      env: { ...process.env, SITE_DIR: siteDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  try {
    const readyMs = await pollUntil(`${origin}/`, (status) => status === 200, start, 300_000);
    log(`  dev server answered / after ${Math.round(readyMs)} ms`);
    // The page's own data once, so the timed saves measure the update, not a first request.
    await pollUntil(`${origin}${dataUrl(route)}`, (status) => status === 200, performance.now(), 60_000);
    const samples: number[] = [];
    for (let i = 1; i <= saves; i++) {
      const title = `Saved title ${Date.now().toString(36)} ${i}`;
      const text = original.replace(/^title:.*$/m, `title: ${title}`);
      if (text === original) throw new Error(`${pageFile} has no title line`);
      await sleep(300);
      const saved = performance.now();
      writeFileSync(file, text);
      samples.push(await pollUntil(`${origin}${dataUrl(route)}`, (status, body) => status === 200 && body.includes(title), saved, 60_000));
    }
    const peakRss = peakRssOf(child.pid);
    return { readyMs, saveToServed: samples, saveToServedMs: median(samples), ...(peakRss === undefined ? {} : { peakRss }) };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${output.trim().split('\n').slice(-20).join('\n')}`);
  } finally {
    await stop(child);
    writeFileSync(file, original);
  }
}
