import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cookies } from '../shared/http.ts';

/** The cookie of the form's start time: only the time, signed; it names nobody. */
export const FORM_START_COOKIE = 'lead_start';
/** How long a start time counts (a form may stay open that long before it is sent). */
const START_VALID_MS = 24 * 3600_000;
/** A transparent GIF of one pixel. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The start time of a form shown without JavaScript. A static page cannot write a time into its
 * form, and a time the page carried could be forged; so the prerendered form of a relay build loads
 * FORM_START_PATH inside <noscript> (a browser without JavaScript fetches it as the page shows, one
 * with JavaScript never does), and the relay answers with a cookie of the time, signed with the
 * relay's secret (LEAD_SECRET, the same on every instance, so any instance can check it): HttpOnly,
 * SameSite=Strict, only for /api/leads, gone after a day. The form post then carries it back.
 */
export function formStart(secret: string) {
  const sign = (ms: number) => createHmac('sha256', secret).update(`form start ${ms}`).digest('base64url');
  return {
    /** Answer the picture with the cookie of `now`. */
    answer(req: IncomingMessage, res: ServerResponse, now: number): void {
      const secure = req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
      res.writeHead(200, {
        'Content-Type': 'image/gif',
        'Content-Length': PIXEL.length,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Set-Cookie': `${FORM_START_COOKIE}=${now}.${sign(now)}; Path=/api/leads; HttpOnly; SameSite=Strict; Max-Age=${START_VALID_MS / 1000}${secure}`,
      });
      res.end(PIXEL);
    },
    /** When the form `req` posts was shown, from its signed cookie; undefined without a valid one. */
    shownAt(req: IncomingMessage, now: number): number | undefined {
      const [time, signature] = (cookies(req).get(FORM_START_COOKIE) ?? '').split('.');
      if (!time || !signature || !/^\d+$/.test(time)) return undefined;
      const ms = Number(time);
      const [given, expected] = [Buffer.from(signature), Buffer.from(sign(ms))];
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return ms <= now && now - ms <= START_VALID_MS ? ms : undefined;
    },
  };
}

export type FormStart = ReturnType<typeof formStart>;
