import { rateKey } from './address-key.ts';
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

/** One count of failed sign-ins (a row of the failures table), slowed and locked after `factor` times as many failures as an account. */
export interface FailureKey {
  key: string;
  factor: number;
}

/** The address's count: an IPv6 address by its /64 (rateKey), so that one visitor cannot take turns with its addresses. */
const addressKey = (address: string, factor: number): FailureKey => ({ key: `address:${rateKey(address)}`, factor });

/** The counts of a password sign-in: the account's, and the address's (five times as lenient). */
const signInKeys = (email: string, address: string): FailureKey[] => [
  { key: `account:${email}`, factor: 1 },
  addressKey(address, ADDRESS_FACTOR),
];

/** The count of a shared secret typed or sent by anyone (the inbox's admin token): only the address's, as strict as an account's. */
export const secretKeys = (name: string, address: string): FailureKey[] => [
  { ...addressKey(address, 1), key: `${name}:${rateKey(address)}` },
];

/**
 * How long an attempt counted by `keys` must still wait (0: it may be tried now). From SLOW_AFTER
 * failures on, each one doubles a wait from 1 s; at LOCK_AFTER it is LOCK_MS (each times the key's factor).
 */
export function waitFor(store: Store, keys: FailureKey[], now = Date.now()): number {
  let wait = 0;
  for (const { key, factor } of keys) {
    const row = store.prepare('SELECT count, last FROM failures WHERE key = ?').get(key) as { count: number; last: number } | undefined;
    if (!row || row.last < now - FORGET_MS || row.count < SLOW_AFTER * factor) continue;
    const delay = row.count >= LOCK_AFTER * factor ? LOCK_MS : Math.min(LOCK_MS, 1000 * 2 ** (row.count - SLOW_AFTER * factor));
    wait = Math.max(wait, row.last + delay - now);
  }
  return Math.max(0, wait);
}

/** One more failure on each of `keys`. */
export function countFailure(store: Store, keys: FailureKey[], now = Date.now()): void {
  const upsert = store.prepare(
    `INSERT INTO failures (key, count, last) VALUES (?, 1, ?)
     ON CONFLICT(key) DO UPDATE SET count = CASE WHEN last < ? THEN 1 ELSE count + 1 END, last = excluded.last`,
  );
  for (const { key } of keys) upsert.run(key, now, now - FORGET_MS);
}

/**
 * Take one attempt counted by `keys`, before its secret is checked: the wait it must still sit out
 * (0: check it now). Either way it counts as a failure at once, in the same step as the check, so
 * that attempts sent all at once are slowed and locked as the same attempts one after another would
 * be, not all checked while the first is still hashing. A right secret then takes its count back.
 */
export function takeAttempt(store: Store, keys: FailureKey[], now = Date.now()): number {
  return store.transaction(() => {
    const wait = waitFor(store, keys, now);
    countFailure(store, keys, now);
    return wait;
  })();
}

/** How long a sign-in for this e-mail from this address must still wait (0: it may be tried now). */
export const waitBeforeSignIn = (store: Store, email: string, address: string, now = Date.now()) =>
  waitFor(store, signInKeys(email, address), now);

/** Take one password sign-in attempt for this e-mail from this address (takeAttempt): the wait it must still sit out. */
export const takeSignInAttempt = (store: Store, email: string, address: string, now = Date.now()) =>
  takeAttempt(store, signInKeys(email, address), now);

/**
 * An attempt taken with takeSignInAttempt had the right password: the account's failures are cleared,
 * and the address loses the count the attempt added (its earlier failures stay: it may be trying many accounts).
 */
export function signInSucceeded(store: Store, email: string, address: string): void {
  const [account, from] = signInKeys(email, address) as [FailureKey, FailureKey];
  store.transaction(() => {
    store.prepare('DELETE FROM failures WHERE key = ?').run(account.key);
    store.prepare('UPDATE failures SET count = count - 1 WHERE key = ? AND count > 0').run(from.key);
  })();
}
