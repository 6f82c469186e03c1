import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { accountByEmail, mayAct, normalEmail } from '../shared/accounts.ts';
import { cookies } from '../shared/http.ts';
import { checkPassword, decoyHash } from '../shared/passwords.ts';
import { endSession, findSession, startSession } from '../shared/sessions.ts';
import type { Store } from '../shared/store.ts';
import { countFailure, secretKeys, signInSucceeded, takeSignInAttempt, waitFor } from '../shared/throttle.ts';
import { digestOf, sameSecret } from '../shared/tokens.ts';

/** What a sign-in gave: the session cookie's value, or the status and the sentence the sign-in page shows. */
export type SignInResult = { session: string } | { status: 401 | 403 | 429; error: string };

/**
 * Who may open the inbox. The relay asks only this interface: the admin token set on the server,
 * or the studio's accounts when the relay is given the studio's data folder.
 */
export interface InboxAuth {
  /** What the sign-in form asks for: the admin token, or a studio account's e-mail and password. */
  readonly asks: 'token' | 'account';
  /**
   * The name of whoever sent `req` (from `address`), null when they have no right to the inbox, or
   * how long they must wait before a secret they send is checked again (too many wrong ones).
   */
  identify(req: IncomingMessage, address: string): string | null | { waitMs: number };
  /** Check what the sign-in form posted (from the visitor at `address`). */
  signIn(fields: URLSearchParams, address: string): Promise<SignInResult>;
  /** End the session `req` carries, if any. */
  signOut(req: IncomingMessage): void;
}

/** The session cookie of the inbox. */
export const INBOX_COOKIE = 'lead_inbox';

const inboxCookie = (req: IncomingMessage) => cookies(req).get(INBOX_COOKIE);

/** The words of a refusal while wrong tokens from an address are slowed or locked. */
export const tooManyTokens = (waitMs: number) =>
  `Too many wrong tokens from this address: try again in ${Math.ceil(waitMs / 1000)} seconds.`;

/**
 * The admin token set on the server (LEAD_ADMIN_TOKEN): sent as `Authorization: Bearer <token>`
 * by scripts, or typed once into the sign-in form, which sets an HttpOnly, SameSite=Strict cookie
 * holding a keyed hash of it (never the token itself). An empty token opens nothing. Wrong tokens,
 * typed or sent, are counted per address (an IPv6 address by its /64) in `failures` and slowed,
 * then locked, as the studio's failed sign-ins are (throttle.ts); every comparison takes the same
 * time whatever was sent (sameSecret).
 */
export function adminTokenAuth(token: string, failures?: Store): InboxAuth {
  if (token && !failures) throw new Error('an admin token needs a store of failed sign-ins (openFailureStore)');
  const session = token ? createHmac('sha256', token).update('lead inbox session').digest('base64url') : '';
  /** Whether `given` is the token, for a visitor at `address`, or how long they must wait first. Synchronous: attempts sent at once are counted one after another. */
  const check = (given: string, address: string): boolean | { waitMs: number } => {
    if (!token || !failures) return false;
    const keys = secretKeys('admin-token', address);
    // As takeAttempt: an attempt that must still wait counts as a failure too, and a right token checked costs no write.
    const waitMs = waitFor(failures, keys);
    if (waitMs === 0 && sameSecret(given, token)) return true;
    countFailure(failures, keys);
    return waitMs > 0 ? { waitMs } : false;
  };
  return {
    asks: 'token',
    identify(req, address) {
      if (!token) return null;
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (bearer !== undefined) {
        const checked = check(bearer, address);
        return checked === true ? 'admin' : checked === false ? null : checked;
      }
      // The cookie is a keyed hash of the token: as hard to guess as the token, and never counted.
      const cookie = inboxCookie(req);
      return cookie !== undefined && sameSecret(cookie, session) ? 'admin' : null;
    },
    async signIn(fields, address) {
      const checked = check(fields.get('token') ?? '', address);
      if (checked === true) return { session };
      if (checked !== false) return { status: 429, error: tooManyTokens(checked.waitMs) };
      return { status: 401, error: 'That token does not open the inbox. Type the admin token set on the relay (LEAD_ADMIN_TOKEN).' };
    },
    signOut: () => undefined,
  };
}

/** The studio's session cookies (over HTTPS and over plain HTTP), which open the inbox when the relay shares the studio's host. */
const STUDIO_COOKIES = ['__Host-studio', 'studio'];

/**
 * The studio's accounts (its store, `studio.sqlite` in the studio's data folder): a publisher or an
 * admin signs in with the studio e-mail and password, with the studio's throttling of failed
 * sign-ins, and gets a studio session (the same expiry, ended by the studio's "sign out
 * everywhere" and by a reset). The studio's own session cookie opens the inbox too. Authors, whose
 * role is to edit pages, do not see leads.
 */
export function studioAccountsAuth(store: Store): InboxAuth {
  const sessionOf = (req: IncomingMessage) => {
    for (const value of [inboxCookie(req), ...STUDIO_COOKIES.map((name) => cookies(req).get(name))]) {
      const session = findSession(store, value);
      if (session) return session;
    }
    return undefined;
  };
  return {
    asks: 'account',
    identify(req) {
      const session = sessionOf(req);
      return session && mayAct(session.account.role, 'publisher') ? session.account.email : null;
    },
    async signIn(fields, address) {
      const email = normalEmail(fields.get('email') ?? '');
      const wait = takeSignInAttempt(store, email, address);
      if (wait > 0) {
        return { status: 429, error: `Too many failed sign-ins: try again in ${Math.ceil(wait / 1000)} seconds.` };
      }
      const account = accountByEmail(store, email);
      const password = fields.get('password') ?? '';
      // The same work for an unknown e-mail: a hash is checked either way.
      const ok = account?.hash ? await checkPassword(password, account.hash) : (await checkPassword(password, await decoyHash()), false);
      if (!ok || !account) {
        return { status: 401, error: 'The e-mail or the password is wrong.' };
      }
      signInSucceeded(store, email, address);
      if (!mayAct(account.role, 'publisher'))
        return { status: 403, error: `The inbox is for publishers and admins of the studio; ${account.email} is an ${account.role}.` };
      return { session: startSession(store, account.id) };
    },
    signOut(req) {
      const value = inboxCookie(req);
      if (value) endSession(store, digestOf(value));
    },
  };
}
