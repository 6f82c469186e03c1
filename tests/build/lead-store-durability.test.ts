/**
 * The embedded store's group commit: a lead is handed to the delivery worker only once the fsync of
 * its commit has returned, so that nothing reaches the provider that a crash could still take back.
 *
 * The fsync runs on libuv's thread pool; the test holds every thread of the pool (each one waits to
 * open a FIFO that no one writes yet), so that the insert's fsync waits, while the worker's claim is
 * asked for. This file runs in a process of its own (the build project's forks), so no other test
 * shares the pool it holds.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, constants, open, openSync, stat } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { NewLead } from '../../src/server/leads/store/lead-store';
import { openSqliteStore } from '../../src/server/leads/store/sqlite-store';
import { temporaryFolder } from '../helpers/temporary';

const POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/** Occupy every thread of libuv's pool until `release()`. */
function holdThreadPool(dir: string) {
  const fifo = join(dir, 'hold');
  execFileSync('mkfifo', [fifo]);
  const readers: Promise<number>[] = [];
  for (let n = 0; n < POOL_SIZE; n++)
    readers.push(new Promise((done, fail) => open(fifo, 'r', (error, fd) => (error ? fail(error) : done(fd)))));
  let released: Promise<void> | undefined;
  return {
    /** Let the pool go (again: a no-op). */
    release: () =>
      (released ??= (async () => {
        // Opened for reading and writing, a FIFO does not wait on Linux: it is the writer the readers wait for.
        const writer = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
        for (const fd of await Promise.all(readers)) closeSync(fd);
        closeSync(writer);
      })()),
  };
}

const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<false>((done) => setTimeout(() => done(false), ms))]);

function lead(n: number): NewLead {
  const at = Date.now();
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    receivedAt: at,
    formType: 'get_started_request',
    source: 'get-started-page',
    email: `lead${n}@example.com`,
    body: { email: `lead${n}@example.com`, timestamp: new Date(at).toISOString() },
    extra: {},
    fingerprint: `print-${n}`,
    address: '127.0.0.1',
    state: 'pending',
  };
}

it('gives the worker no lead whose commit is not yet fsynced', async () => {
  const dir = temporaryFolder('lead-durable-');
  const store = openSqliteStore(dir);
  let pool: ReturnType<typeof holdThreadPool> | undefined;
  try {
    // A first lead, stored and synced, so that the log exists; the worker takes it.
    await store.insert(lead(1), 0);
    expect((await store.claim('worker', Date.now(), 60_000, 8)).map((found) => found.id)).toEqual([lead(1).id]);

    pool = holdThreadPool(dir);
    const held = new Promise((done) => stat(dir, done));
    expect(await settledWithin(held, 200)).toBe(false);

    const inserted = store.insert(lead(2), 0);
    // The insert is committed (not yet synced) before the worker asks.
    await new Promise((done) => setImmediate(done));
    const claimed = store.claim('worker', Date.now(), 60_000, 8);
    let insertSettled = false;
    void inserted.then(() => (insertSettled = true));
    let claimedWhileUnsynced: boolean | undefined;
    void claimed.then((leads) => (claimedWhileUnsynced = leads.length > 0 && !insertSettled));

    expect(await settledWithin(inserted, 300)).toBe(false);
    // The lead is not durable: the worker must not have it yet.
    expect(await settledWithin(claimed, 50)).toBe(false);

    await pool.release();
    await inserted;
    expect((await claimed).map((found) => found.id)).toEqual([lead(2).id]);
    expect(claimedWhileUnsynced).toBe(false);
  } finally {
    await pool?.release();
    await store.close();
  }
});
