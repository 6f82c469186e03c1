import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Who may open the inbox. The relay asks only this interface, so an account system (the studio's
 * sign-in, say) can take the place of the admin token without the inbox changing.
 */
export interface InboxAuth {
  /** The name of whoever sent `req`, or null when they have no right to the inbox. */
  identify(req: IncomingMessage): string | null;
  /** Check what a sign-in form posted; the value of the session cookie to set, or null. */
  signIn(token: string): string | null;
}

/** The session cookie of the inbox. */
export const INBOX_COOKIE = 'lead_inbox';

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The admin token set on the server (LEAD_ADMIN_TOKEN): sent as `Authorization: Bearer <token>`
 * by scripts, or typed once into the sign-in form, which sets an HttpOnly, SameSite=Strict cookie
 * holding a keyed hash of it (never the token itself). An empty token opens nothing.
 */
export function adminTokenAuth(token: string): InboxAuth {
  const session = token ? createHmac('sha256', token).update('lead inbox session').digest('base64url') : '';
  return {
    identify(req) {
      if (!token) return null;
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (bearer !== undefined && same(bearer, token)) return 'admin';
      const cookie = cookieValue(req.headers.cookie ?? '', INBOX_COOKIE);
      return cookie !== undefined && same(cookie, session) ? 'admin' : null;
    },
    signIn: (typed) => (token && same(typed, token) ? session : null),
  };
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
