import type { Store } from './store.ts';

/** After this many failed sign-ins in a row, each further attempt waits longer… */
export const SLOW_AFTER = 3;
/** …and after this many, the account or address is locked for LOCK_MS. */
export const LOCK_AFTER = 10;
export const LOCK_MS = 15 * 60_000;
/** Failures older than this are forgotten. */
const FORGET_MS = 60 * 60_000;

/** An address may be shared by a whole office: it is slowed and locked after five times as many failures. */
const ADDRESS_FACTOR = 5;

const keys = (email: string, address: string) => [
  { key: `account:${email}`, factor: 1 },
  { key: `address:${address}`, factor: ADDRESS_FACTOR },
];

/**
 * How long a sign-in for this e-mail from this address must still wait (0: it may be tried now).
 * From SLOW_AFTER failures on, each one doubles a wait from 1 s; at LOCK_AFTER it is LOCK_MS.
 */
export function waitBeforeSignIn(store: Store, email: string, address: string, now = Date.now()): number {
  let wait = 0;
  for (const { key, factor } of keys(email, address)) {
    const row = store.prepare('SELECT count, last FROM failures WHERE key = ?').get(key) as { count: number; last: number } | undefined;
    if (!row || row.last < now - FORGET_MS || row.count < SLOW_AFTER * factor) continue;
    const delay = row.count >= LOCK_AFTER * factor ? LOCK_MS : Math.min(LOCK_MS, 1000 * 2 ** (row.count - SLOW_AFTER * factor));
    wait = Math.max(wait, row.last + delay - now);
  }
  return Math.max(0, wait);
}

export function recordFailure(store: Store, email: string, address: string, now = Date.now()): void {
  const upsert = store.prepare(
    `INSERT INTO failures (key, count, last) VALUES (?, 1, ?)
     ON CONFLICT(key) DO UPDATE SET count = CASE WHEN last < ? THEN 1 ELSE count + 1 END, last = excluded.last`,
  );
  for (const { key } of keys(email, address)) upsert.run(key, now, now - FORGET_MS);
}

/**
 * Take one sign-in attempt for this e-mail from this address, before its password is checked: the
 * wait it must still sit out (0: check the password now). Either way it counts as a failure at once,
 * in the same step as the check, so that attempts sent all at once are slowed and locked as the same
 * attempts one after another would be, not all checked while the first is still hashing. A right
 * password then takes its count back (signInSucceeded).
 */
export function takeSignInAttempt(store: Store, email: string, address: string, now = Date.now()): number {
  return store.transaction(() => {
    const wait = waitBeforeSignIn(store, email, address, now);
    recordFailure(store, email, address, now);
    return wait;
  })();
}

/**
 * An attempt taken with takeSignInAttempt had the right password: the account's failures are cleared,
 * and the address loses the count the attempt added (its earlier failures stay: it may be trying many accounts).
 */
export function signInSucceeded(store: Store, email: string, address: string): void {
  store.transaction(() => {
    clearFailures(store, email);
    store.prepare('UPDATE failures SET count = count - 1 WHERE key = ? AND count > 0').run(`address:${address}`);
  })();
}

/** A successful sign-in clears the account's failures (the address's stay: it may be trying many accounts). */
export function clearFailures(store: Store, email: string): void {
  store.prepare('DELETE FROM failures WHERE key = ?').run(`account:${email}`);
}
