import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCapped } from '../shared/read-capped.ts';

/** Headers of every answer: nothing cached, nothing framed, nothing loaded from elsewhere. */
const SAFE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};

export function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...SAFE_HEADERS, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

export const sendJson = (res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);

export const sendHtml = (res: ServerResponse, status: number, html: string) => send(res, status, 'text/html; charset=utf-8', html);

export function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.writeHead(303, { ...SAFE_HEADERS, Location: location, 'Content-Length': 0, ...headers });
  res.end();
}

/** A small urlencoded body (the inbox's forms), at most 16 KB. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const bytes = await readCapped(req, 16 * 1024);
  if (!bytes) throw new Error('form too large');
  return new URLSearchParams(bytes.toString('utf8'));
}

/** The visitor's address: the socket's, or behind a trusted proxy the last X-Forwarded-For entry (the one the proxy added). */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') {
    const last = forwarded.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? '';
}
