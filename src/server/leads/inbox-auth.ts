import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { accountByEmail, mayAct, normalEmail } from '../shared/accounts.ts';
import { cookies } from '../shared/http.ts';
import { checkPassword, decoyHash } from '../shared/passwords.ts';
import { endSession, findSession, startSession } from '../shared/sessions.ts';
import type { Store } from '../shared/store.ts';
import { signInSucceeded, takeSignInAttempt } from '../shared/throttle.ts';
import { digestOf } from '../shared/tokens.ts';

/** What a sign-in gave: the session cookie's value, or the status and the sentence the sign-in page shows. */
export type SignInResult = { session: string } | { status: 401 | 403 | 429; error: string };

/**
 * Who may open the inbox. The relay asks only this interface: the admin token set on the server,
 * or the studio's accounts when the relay is given the studio's data folder.
 */
export interface InboxAuth {
  /** What the sign-in form asks for: the admin token, or a studio account's e-mail and password. */
  readonly asks: 'token' | 'account';
  /** The name of whoever sent `req`, or null when they have no right to the inbox. */
  identify(req: IncomingMessage): string | null;
  /** Check what the sign-in form posted (from the visitor at `address`). */
  signIn(fields: URLSearchParams, address: string): Promise<SignInResult>;
  /** End the session `req` carries, if any. */
  signOut(req: IncomingMessage): void;
}

/** The session cookie of the inbox. */
export const INBOX_COOKIE = 'lead_inbox';

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const inboxCookie = (req: IncomingMessage) => cookies(req).get(INBOX_COOKIE);

/**
 * The admin token set on the server (LEAD_ADMIN_TOKEN): sent as `Authorization: Bearer <token>`
 * by scripts, or typed once into the sign-in form, which sets an HttpOnly, SameSite=Strict cookie
 * holding a keyed hash of it (never the token itself). An empty token opens nothing.
 */
export function adminTokenAuth(token: string): InboxAuth {
  const session = token ? createHmac('sha256', token).update('lead inbox session').digest('base64url') : '';
  return {
    asks: 'token',
    identify(req) {
      if (!token) return null;
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (bearer !== undefined && same(bearer, token)) return 'admin';
      const cookie = inboxCookie(req);
      return cookie !== undefined && same(cookie, session) ? 'admin' : null;
    },
    signIn: async (fields) =>
      token && same(fields.get('token') ?? '', token)
        ? { session }
        : { status: 401, error: 'That token does not open the inbox. Type the admin token set on the relay (LEAD_ADMIN_TOKEN).' },
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
