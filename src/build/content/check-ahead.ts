import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { serialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { cachedCheckOf } from './check-file.ts';
import type { CachedCheck, ContentCache } from './content-cache.ts';
import type { LoadSnapshot } from './load-snapshot.ts';
import { loadSchemas } from './schemas.ts';
import { listSiteFiles } from './site-files.ts';

/** Fewer pages to check than this, and no worker is started: it would cost more than it saves. */
const FEW = 400;
/** Pages handed to a thread at a time. */
const CHUNK = 50;

interface Job {
  file: string;
  bytes: Buffer;
  key: string;
}

/**
 * What each worker runs: this module, required through the TypeScript loader the project's scripts
 * run with, checks the pages it is sent. Plain JavaScript evaluated as the worker's script. The
 * loader's CommonJS hook compiles the modules on the worker's own thread, so the worker checks
 * sooner: its ES module hooks would first start a thread of their own for the worker.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  require(workerData.loader).register();
  require(workerData.module).workerChecks(workerData.schemaDir);
} catch (error) {
  parentPort.postMessage({ error: String((error && error.stack) || error) });
}
`;

/** A worker's side: check each page sent, and send back the checks, serialized. */
export function workerChecks(schemaDir: string): void {
  void import('node:worker_threads').then(({ parentPort }) => {
    const check = checker(schemaDir);
    parentPort!.on('message', (jobs: Job[]) => {
      parentPort!.postMessage({ entries: check(jobs).map((entry) => serialize(entry)) });
    });
  });
}

function checker(schemaDir: string): (jobs: Job[]) => CachedCheck[] {
  const schemas = loadSchemas(schemaDir);
  return (jobs) => jobs.map(({ file, bytes }) => cachedCheckOf(file, schemas.page, schemas, Buffer.from(bytes)));
}

/**
 * Before a load: check the pages the cache does not have yet on every core, this thread and a
 * worker per other core, and put the checks in the cache, so that the load (which checks one file
 * after another) finds them there. Each check is the one the load would make: the same code, the
 * same bytes under the same key. With few pages to check, or a worker that cannot start, this
 * thread checks them, or leaves them to the load. Returns what to pass the load as `changed`
 * (nothing: the files were just read, the load need not look at them again), or undefined when it
 * did nothing.
 */
export async function checkAhead(
  siteDir: string,
  schemaDir: string,
  cache: ContentCache,
  snapshot?: LoadSnapshot,
): Promise<ReadonlySet<string> | undefined> {
  const threads = availableParallelism();
  if (threads < 2) return undefined;
  cache.begin();
  const jobs: Job[] = [];
  let workers: WorkerThread[] | undefined;
  const pagesDir = join(siteDir, 'pages');
  for (const { kind, path: file } of cache.listing(pagesDir, () => listSiteFiles(siteDir, 'pages'))) {
    if (kind !== 'file' || !file.endsWith('.yaml')) continue;
    // A page whose whole state the load keeps (its file unchanged since) is neither read nor checked.
    if (snapshot?.fresh(file, cache.fingerprint)) continue;
    try {
      const { bytes, key } = cache.read(file);
      if (!cache.get(key)) jobs.push({ file, bytes, key });
    } catch {
      // Unreadable: the load says why.
    }
    // Started as soon as they are worth it: a worker takes a moment to load the code and compile the schemas.
    if (!workers && jobs.length >= FEW) workers = startWorkers(threads - 1, schemaDir);
  }
  if (!workers) return NOTHING_SINCE;
  try {
    return await checkWith(workers, jobs, schemaDir, cache);
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
  }
}

/** Check the jobs on this thread and the workers; undefined when the schemas do not compile (the load reports why). */
async function checkWith(workers: WorkerThread[], jobs: Job[], schemaDir: string, cache: ContentCache) {
  let here: ReturnType<typeof checker>;
  try {
    here = checker(schemaDir);
  } catch {
    return undefined;
  }
  const chunks: Job[][] = [];
  for (let at = 0; at < jobs.length; at += CHUNK) chunks.push(jobs.slice(at, at + CHUNK));
  const ownTurns = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      here(chunk).forEach((entry, index) => cache.set(chunk![index]!.key, entry));
      await nextTurn(); // the workers' answers are taken, and they are sent more, in between
    }
  };
  // Two chunks in flight per worker, so that it has the next while this thread takes its answer.
  const workerTurns = async (worker: WorkerThread) => {
    for (let chunk = chunks.shift(); chunk && !worker.failed; chunk = chunks.shift()) {
      const taken = chunk;
      const entries = await worker.check(taken);
      if (entries) entries.forEach((entry, index) => cache.adopt(taken[index]!.key, entry));
      else chunks.push(taken); // a worker that fails leaves its pages to this thread
    }
  };
  await Promise.all([ownTurns(), ...workers.flatMap((worker) => [workerTurns(worker), workerTurns(worker)])]);
  await ownTurns();
  return NOTHING_SINCE;
}

/** What checkAhead tells the load: the pages were just listed and read, none changed since. */
const NOTHING_SINCE: ReadonlySet<string> = new Set();

interface WorkerThread {
  /** The checks of `jobs`, serialized; undefined when the worker failed. */
  check(jobs: Job[]): Promise<Uint8Array[] | undefined>;
  readonly failed: boolean;
  stop(): Promise<number>;
}

function startWorkers(count: number, schemaDir: string): WorkerThread[] {
  return Array.from({ length: count }, () => startWorker(schemaDir)).filter((worker) => worker !== undefined);
}

/** A worker, or undefined where the TypeScript loader cannot be found for it. */
function startWorker(schemaDir: string): WorkerThread | undefined {
  let worker: Worker;
  try {
    const workerData = { loader: createRequire(import.meta.url).resolve('tsx/cjs/api'), module: fileURLToPath(import.meta.url), schemaDir };
    worker = new Worker(WORKER, { eval: true, workerData });
  } catch {
    return undefined;
  }
  // A worker answers in the order it was asked.
  const waiting: ((entries: Uint8Array[] | undefined) => void)[] = [];
  let failed = false;
  const fail = () => {
    failed = true;
    waiting.splice(0).forEach((answer) => answer(undefined));
  };
  worker.on('message', (message: { entries?: Uint8Array[] }) => (message.entries ? waiting.shift()?.(message.entries) : fail()));
  worker.on('error', fail);
  worker.on('exit', fail);
  return {
    check(jobs) {
      if (failed) return Promise.resolve(undefined);
      worker.postMessage(jobs);
      return new Promise((answer) => waiting.push(answer));
    },
    get failed() {
      return failed;
    },
    stop: () => worker.terminate(),
  };
}
