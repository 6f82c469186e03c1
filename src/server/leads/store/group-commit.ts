import type Database from 'better-sqlite3';

interface Pending {
  run: () => unknown;
  durable: boolean;
  done: (value: never) => void;
  fail: (error: unknown) => void;
}

/**
 * Group commit for SQLite: the writes asked for in one turn of the event loop run in one
 * transaction, so that many posts arriving together share one fsync (about 8 ms on an ordinary
 * disk) instead of paying one each. Each write runs in a savepoint of its own, so one that fails
 * fails alone; each promise settles only after the COMMIT returned (or failed), so nothing is
 * answered before it is durable.
 *
 * A write asked for with `durable: false` (a worker's lease on a lead: after a crash the lead is
 * simply due again) needs no fsync of its own: a batch of only such writes commits with
 * synchronous=NORMAL, and the next durable commit's fsync of the write-ahead log covers it too.
 */
export function groupCommit(db: Database.Database) {
  let queue: Pending[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    const light = batch.every((item) => !item.durable);
    if (light) db.pragma('synchronous = NORMAL');
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
    } finally {
      if (light) db.pragma('synchronous = FULL');
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) item.done(outcome.value as never);
      else item.fail(outcome.error);
    });
  };
  return <T>(run: () => T, durable = true): Promise<T> =>
    new Promise<T>((done, fail) => {
      if (queue.push({ run, durable, done: done as (value: never) => void, fail }) === 1) setImmediate(flush);
    });
}
