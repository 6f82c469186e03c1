import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, MAX_BODY_BYTES, sendJson } from '../../build/editor/security.ts';
import { parseJson, readLimitedText } from './body.ts';

export { HttpError, sendJson };

/** How the studio is reached: directly over HTTP, or behind a TLS reverse proxy (--trust-proxy). */
export interface Reach {
  /** Whether X-Forwarded-Proto and X-Forwarded-For of the proxy are believed. */
  trustProxy: boolean;
}

/** Whether the browser reached the studio over HTTPS. */
export function isHttps(req: IncomingMessage, reach: Reach): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return (
    reach.trustProxy &&
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]!
      .trim() === 'https'
  );
}

/** The browser's address: the proxy's word for it behind --trust-proxy (its last hop), else the socket's. */
export function clientAddress(req: IncomingMessage, reach: Reach): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '');
  if (reach.trustProxy && forwarded) return forwarded.split(',').at(-1)!.trim();
  return req.socket.remoteAddress ?? 'unknown';
}

/** This studio's own origin as the browser sees it. */
export function ownOrigin(req: IncomingMessage, reach: Reach): string {
  return `${isHttps(req, reach) ? 'https' : 'http'}://${String(req.headers.host ?? '').toLowerCase()}`;
}

/**
 * Why a state-changing request comes from elsewhere, or undefined: its Origin must be this studio's
 * own (a browser sends Origin with every POST), and Sec-Fetch-Site, when sent, same-origin.
 */
export function foreignRequest(req: IncomingMessage, reach: Reach): string | undefined {
  const origin = req.headers.origin;
  if (!origin || origin.toLowerCase() !== ownOrigin(req, reach)) return 'requests from another site are refused';
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return 'requests from another site are refused';
  return undefined;
}

/**
 * The request's cookies by name. A value that is no valid percent-encoding (a cookie another script
 * of the same host set, such as `promo=50%off`) is kept as it came: it must never fail the request.
 */
export function cookies(req: IncomingMessage): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), decoded(part.slice(at + 1).trim()));
  }
  return jar;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The body, read up to MAX_BODY_BYTES (413 past it): a form or JSON, as its content type says. */
export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readLimitedText(req, { maxBytes: MAX_BODY_BYTES });
  const type = String(req.headers['content-type'] ?? '');
  if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  const malformed = 'the request body is not a form nor a JSON object';
  const value = text ? parseJson(text, malformed) : {};
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new HttpError(400, malformed);
}

/** The headers of every studio answer: no caching, no sniffing, no framing by another site, no referrer to other sites (no-referrer would make Chromium send Origin: null with our own form posts), and the CSP given. */
export function secureHeaders(res: ServerResponse, csp: string): void {
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'same-origin');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('cross-origin-resource-policy', 'same-origin');
  res.setHeader('content-security-policy', csp);
}

/** The CSP of the studio's own screens: no script at all, styles from the studio only. */
export const SCREEN_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; frame-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  secureHeaders(res, SCREEN_CSP);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(html);
}

/** 303 See Other to `location` (after a form post). */
export function redirect(res: ServerResponse, location: string): void {
  res.statusCode = 303;
  secureHeaders(res, SCREEN_CSP);
  res.setHeader('location', location);
  res.end();
}
