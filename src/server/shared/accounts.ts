import type { Store } from './store.ts';
import { digestOf, newToken } from './tokens.ts';
import { hashPassword, MIN_PASSWORD } from './passwords.ts';

export const ROLES = ['author', 'publisher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What each role may do beyond the one below it: authors edit and propose, publishers review, publish and schedule, admins manage accounts. */
const RANK: Record<Role, number> = { author: 0, publisher: 1, admin: 2 };
export const mayAct = (role: Role, needed: Role) => RANK[role] >= RANK[needed];

export interface Account {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** Whether a password was chosen (a new account has only its sign-in link). */
  active: boolean;
}

/** A one-time sign-in link lives this long. */
export const LINK_HOURS = 72;

export class AccountError extends Error {}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

type Row = { id: number; email: string; name: string; role: Role; password: string | null };
const account = (row: Row): Account => ({ id: row.id, email: row.email, name: row.name, role: row.role, active: row.password !== null });

export function listAccounts(store: Store): Account[] {
  return (store.prepare('SELECT * FROM accounts ORDER BY email').all() as Row[]).map(account);
}

export function accountById(store: Store, id: number): Account | undefined {
  const row = store.prepare('SELECT * FROM accounts WHERE id = ?').get(id) as Row | undefined;
  return row && account(row);
}

/** The account and its password hash, by e-mail. */
export function accountByEmail(store: Store, email: string): (Account & { hash: string | null }) | undefined {
  const row = store.prepare('SELECT * FROM accounts WHERE email = ?').get(normalEmail(email)) as Row | undefined;
  return row && { ...account(row), hash: row.password };
}

/** A new account without a password; the token of its one-time sign-in link. */
export function addAccount(
  store: Store,
  input: { email: string; name: string; role: string },
  now = Date.now(),
): { account: Account; token: string } {
  const email = normalEmail(input.email);
  const name = input.name.trim();
  if (!EMAIL.test(email)) throw new AccountError(`"${input.email}" is not an e-mail address`);
  if (!name || /[<>\n\r]/.test(name))
    throw new AccountError("the name must be given, without < > or line breaks (it signs the person's commits)");
  if (!(ROLES as readonly string[]).includes(input.role))
    throw new AccountError(`the role is one of ${ROLES.join(', ')}, not "${input.role}"`);
  if (accountByEmail(store, email)) throw new AccountError(`there is already an account for ${email}`);
  const id = Number(
    store.prepare('INSERT INTO accounts (email, name, role, password, created) VALUES (?, ?, ?, NULL, ?)').run(email, name, input.role, now)
      .lastInsertRowid,
  );
  return { account: accountById(store, id)!, token: signInLink(store, id, now) };
}

/** A new one-time sign-in link for an account (earlier links stop working). */
export function signInLink(store: Store, id: number, now = Date.now()): string {
  const token = newToken();
  store.transaction(() => {
    store.prepare('DELETE FROM links WHERE account = ?').run(id);
    store.prepare('INSERT INTO links (digest, account, expires) VALUES (?, ?, ?)').run(digestOf(token), id, now + LINK_HOURS * 3600_000);
  })();
  return token;
}

/** Reset: the password is forgotten, every session ends, and a new link is made. */
export function resetAccount(store: Store, id: number, now = Date.now()): string {
  store.transaction(() => {
    store.prepare('UPDATE accounts SET password = NULL WHERE id = ?').run(id);
    store.prepare('DELETE FROM sessions WHERE account = ?').run(id);
  })();
  return signInLink(store, id, now);
}

export function removeAccount(store: Store, id: number): void {
  store.prepare('DELETE FROM accounts WHERE id = ?').run(id);
}

export function setRole(store: Store, id: number, role: Role): void {
  store.prepare('UPDATE accounts SET role = ? WHERE id = ?').run(role, id);
}

/** The account a sign-in link is for, if it is still valid. */
export function linkAccount(store: Store, token: string, now = Date.now()): Account | undefined {
  const row = store.prepare('SELECT account, expires FROM links WHERE digest = ?').get(digestOf(token)) as
    { account: number; expires: number } | undefined;
  return row && row.expires > now ? accountById(store, row.account) : undefined;
}

/** Choose a password through a sign-in link, which is then used up; the account, or why not. */
export async function choosePassword(store: Store, token: string, password: string, now = Date.now()): Promise<Account | string> {
  if (password.length < MIN_PASSWORD) return `the password needs at least ${MIN_PASSWORD} characters`;
  const found = linkAccount(store, token, now);
  if (!found) return 'this sign-in link has expired or was already used: ask an admin for a new one';
  const hash = await hashPassword(password);
  const used = store.transaction(() => {
    if (store.prepare('DELETE FROM links WHERE digest = ?').run(digestOf(token)).changes !== 1) return false;
    store.prepare('UPDATE accounts SET password = ? WHERE id = ?').run(hash, found.id);
    store.prepare('DELETE FROM sessions WHERE account = ?').run(found.id);
    return true;
  })();
  return used ? accountById(store, found.id)! : 'this sign-in link was just used: ask an admin for a new one';
}
