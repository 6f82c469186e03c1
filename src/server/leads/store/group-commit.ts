import type Database from 'better-sqlite3';
import { closeSync, fsync, openSync } from 'node:fs';

interface Pending {
  run: () => unknown;
  durable: boolean;
  done: (value: never) => void;
  fail: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit for SQLite in WAL mode: the writes asked for in one turn of the event loop run in one
 * transaction, each in a savepoint of its own (one that fails fails alone), and share one fsync.
 *
 * The fsync does not block the event loop. The connection commits with synchronous=NORMAL, which
 * writes the transaction's frames to the write-ahead log without syncing it; then the log file is
 * fsync'd on libuv's thread pool, and each write's promise settles only after that fsync returned.
 * That is exactly the sync synchronous=FULL adds after each commit in WAL mode, so a write answered
 * as done is on the disk just the same; meanwhile the relay reads and checks the next posts, which
 * form the next group. A write asked for with `durable: false` (a worker's lease on a lead: after a
 * crash the lead is simply due again) needs no sync of its own: the next durable group's sync covers
 * it too. It still settles only after the syncs under way when it committed returned, since what it
 * read may be a commit not yet on the disk (a lead whose fsync is still running must not reach the
 * provider: a crash could take it back, and the visitor, never answered, would send it again).
 */
export function groupCommit(db: Database.Database, walFile: string) {
  db.pragma('synchronous = NORMAL');
  let queue: Pending[] = [];
  let wal: number | undefined;
  let syncing = 0;
  let idle: (() => void) | undefined;
  /** The newest sync under way: it covers every commit made before it started. */
  let lastSync: Promise<void> | undefined;

  const settle = (batch: Pending[], outcomes: Outcome[]) =>
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) item.done(outcome.value as never);
      else item.fail(outcome.error);
    });

  const flush = () => {
    const batch = queue;
    queue = [];
    const outcomes: Outcome[] = [];
    try {
      db.transaction(() => {
        for (const item of batch) {
          try {
            outcomes.push({ ok: true, value: db.transaction(item.run)() });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      })();
    } catch (error) {
      for (const item of batch) item.fail(error);
      return;
    }
    if (batch.every((item) => !item.durable)) {
      if (!lastSync) return settle(batch, outcomes);
      return void lastSync.then(
        () => settle(batch, outcomes),
        (error: unknown) => batch.forEach((item) => item.fail(error)),
      );
    }
    try {
      // The log exists once a transaction has committed; it is the same file for the store's life.
      wal ??= openSync(walFile, 'r');
    } catch (error) {
      for (const item of batch) item.fail(error);
      return;
    }
    syncing++;
    const synced = new Promise<void>((done, fail) =>
      fsync(wal!, (error) => {
        if (error) for (const item of batch) item.fail(error);
        else settle(batch, outcomes);
        if (--syncing === 0) {
          lastSync = undefined;
          idle?.();
        }
        if (error) fail(error);
        else done();
      }),
    );
    // A failed sync fails the writes that waited on it; the catch only keeps it from being unhandled.
    synced.catch(() => undefined);
    lastSync = synced;
  };

  return {
    write: <T>(run: () => T, durable = true): Promise<T> =>
      new Promise<T>((done, fail) => {
        if (queue.push({ run, durable, done: done as (value: never) => void, fail }) === 1) setImmediate(flush);
      }),
    /** Wait for the syncs under way, then let go of the log file. */
    async close(): Promise<void> {
      if (syncing > 0) await new Promise<void>((done) => (idle = done));
      if (wal !== undefined) closeSync(wal);
      wal = undefined;
    },
  };
}
