import { accountById, type Account } from './accounts.ts';
import type { Store } from './store.ts';
import { digestOf, newToken } from './tokens.ts';

/** A session ends after this long without a request… */
export const IDLE_MS = 2 * 3600_000;
/** …and this long after sign-in, whatever happens. */
export const ABSOLUTE_MS = 12 * 3600_000;

export interface Session {
  account: Account;
  /** The token every state-changing request must carry (form field or x-csrf-token header). */
  csrf: string;
  digest: string;
}

/** A new session; the cookie's value (only its digest is stored). */
export function startSession(store: Store, account: number, now = Date.now()): string {
  const token = newToken();
  store.prepare('DELETE FROM sessions WHERE seen < ? OR created < ?').run(now - IDLE_MS, now - ABSOLUTE_MS);
  store
    .prepare('INSERT INTO sessions (digest, account, csrf, created, seen) VALUES (?, ?, ?, ?, ?)')
    .run(digestOf(token), account, newToken(), now, now);
  return token;
}

/** The live session of a cookie value, its idle clock started again; undefined when unknown or expired. */
export function findSession(store: Store, token: string | undefined, now = Date.now()): Session | undefined {
  if (!token) return undefined;
  const digest = digestOf(token);
  const row = store.prepare('SELECT account, csrf, created, seen FROM sessions WHERE digest = ?').get(digest) as
    { account: number; csrf: string; created: number; seen: number } | undefined;
  if (!row) return undefined;
  if (row.seen < now - IDLE_MS || row.created < now - ABSOLUTE_MS) {
    store.prepare('DELETE FROM sessions WHERE digest = ?').run(digest);
    return undefined;
  }
  const account = accountById(store, row.account);
  if (!account?.active) return undefined;
  // Written at most once a minute: most requests only read.
  if (now - row.seen > 60_000) store.prepare('UPDATE sessions SET seen = ? WHERE digest = ?').run(now, digest);
  return { account, csrf: row.csrf, digest };
}

export function endSession(store: Store, digest: string): void {
  store.prepare('DELETE FROM sessions WHERE digest = ?').run(digest);
}

/** Sign out everywhere: every session of the account ends. */
export function endAllSessions(store: Store, account: number): void {
  store.prepare('DELETE FROM sessions WHERE account = ?').run(account);
}
