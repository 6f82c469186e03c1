/**
 * Ports for the servers of the tests, all on 127.0.0.1, and the lead webhook's: the one address
 * the built site knows, and the port this test process's stand-in listens on behind it.
 */
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { runFolder } from './run-folder';

/** A free port on 127.0.0.1, from the range the system hands out for port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const server = createServer();
    server.once('error', () => answer(false));
    server.listen(port, '127.0.0.1', () => server.close(() => answer(true)));
  });
}

/**
 * A port kept for the run under `name` in the run's folder: the first process to ask chooses it,
 * below the range the system hands out for port 0 (freePort), so no server of the tests takes it
 * meanwhile; every process gets the same. The file is put in place whole, by a hard link, so a
 * process never reads a half-written one, and two that choose at once agree on the first.
 */
async function runPort(name: string): Promise<number> {
  const file = join(runFolder(), name);
  if (existsSync(file)) return Number(readFileSync(file, 'utf8'));
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    // Taken for the run by this name only: two names never get the same port, even free.
    try {
      mkdirSync(join(runFolder(), `port-${port}`));
    } catch {
      continue;
    }
    if (!(await portIsFree(port))) continue;
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, String(port));
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    return Number(readFileSync(file, 'utf8'));
  }
  throw new Error('no free port between 20000 and 32000');
}

/**
 * The lead webhook's port in the built site (LEAD_WEBHOOK_URL, its CSP, its form posts): one for
 * the whole run, so that one build serves every file. Nothing listens on it: each test process's
 * Chromium is told to connect to the process's own stand-in instead (webhookHostRule).
 */
export const publicWebhookPort = () => runPort('webhook-port');

/**
 * The port the stand-in for the lead webhook (tests/helpers/capture-server.ts) listens on in this
 * test process: one per process, which runs one file at a time, so a file may listen on it from
 * beforeAll to afterAll. (Not one per VITEST_POOL_ID: two processes that run at the same time can
 * have the same one when projects are run in groups.)
 */
export function captureWebhookPort(): Promise<number> {
  // Threads share their process's pid and run files at the same time: the port would be shared too.
  if (!isMainThread) throw new Error('the lead webhook stand-in runs in test processes (forks), not worker threads');
  return runPort(`webhook-port-${process.pid}`);
}

/**
 * Chromium's flag that sends what the built site addresses to the webhook (127.0.0.1 at the public
 * port) to this process's stand-in instead. The site, its CSP and the browser's own checks see the
 * public address; only the connection goes elsewhere, as a DNS answer would send it. None on a
 * worker thread, which has no stand-in of its own (captureWebhookPort).
 */
export async function webhookHostRule(): Promise<string[]> {
  if (!isMainThread) return [];
  return [`--host-resolver-rules=MAP 127.0.0.1:${await publicWebhookPort()} 127.0.0.1:${await captureWebhookPort()}`];
}
