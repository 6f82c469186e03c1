import type { IncomingMessage, ServerResponse } from 'node:http';
import { ABSOLUTE_MS, findSession, type Session } from './sessions.ts';
import type { Store } from './store.ts';
import { sameSecret } from './tokens.ts';
import { cookies, foreignRequest, HttpError, isHttps, type Reach } from './http.ts';
import { mayAct, type Role } from './accounts.ts';

/** The session cookie's name: with the __Host- prefix over HTTPS (Secure, Path=/, no Domain: only this host may set it). */
export const sessionCookieName = (req: IncomingMessage, reach: Reach) => (isHttps(req, reach) ? '__Host-studio' : 'studio');

/** A cookie of the studio: HttpOnly, SameSite=Strict, Path=/, and Secure over HTTPS. */
export function cookieHeader(req: IncomingMessage, reach: Reach, name: string, value: string, maxAgeSeconds: number): string {
  const secure = isHttps(req, reach) ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function setSessionCookie(req: IncomingMessage, res: ServerResponse, reach: Reach, token: string): void {
  appendCookie(res, cookieHeader(req, reach, sessionCookieName(req, reach), token, ABSOLUTE_MS / 1000));
}

export function clearCookie(req: IncomingMessage, res: ServerResponse, reach: Reach, name: string): void {
  appendCookie(res, cookieHeader(req, reach, name, '', 0));
}

export function appendCookie(res: ServerResponse, header: string): void {
  const before = res.getHeader('set-cookie');
  res.setHeader('set-cookie', [...(Array.isArray(before) ? before : before ? [String(before)] : []), header]);
}

/** The live session the request's cookie names, if any. */
export function sessionOf(req: IncomingMessage, store: Store, reach: Reach): Session | undefined {
  return findSession(store, cookies(req).get(sessionCookieName(req, reach)));
}

/** Whether a token given is the session's (compared in constant time: sameSecret). */
export const sameToken = sameSecret;

/**
 * Who may change something: a signed-in person of at least `role`, from this studio's own pages
 * (Origin), with the session's CSRF token (form field `csrf` or header x-csrf-token). Throws 401,
 * 403 otherwise.
 */
export function allowChange(
  req: IncomingMessage,
  reach: Reach,
  session: Session | undefined,
  body: Record<string, unknown>,
  role: Role = 'author',
): Session {
  const foreign = foreignRequest(req, reach);
  if (foreign) throw new HttpError(403, foreign);
  if (!session) throw new HttpError(401, 'sign in first');
  if (!sameToken(body.csrf ?? req.headers['x-csrf-token'], session.csrf))
    throw new HttpError(403, 'the form is out of date (its security token does not match this session): reload the page');
  allowRole(session, role);
  return session;
}

/** 403 unless the session's role is at least `role`. */
export function allowRole(session: Session, role: Role): void {
  if (!mayAct(session.account.role, role))
    throw new HttpError(403, `only a ${role} may do this; you are signed in as ${session.account.role}`);
}
