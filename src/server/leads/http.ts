import type { IncomingMessage, ServerResponse } from 'node:http';
import { readLimitedText, sizeWords } from '../shared/body.ts';

/** The largest form of the inbox (a search, a filter, a sign-in). */
const MAX_FORM_BYTES = 16 * 1024;

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

/** A small urlencoded body (the inbox's forms): 413 past MAX_FORM_BYTES. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const tooLarge = `the form is larger than ${sizeWords(MAX_FORM_BYTES)}, more than any form of the inbox sends`;
  return new URLSearchParams(await readLimitedText(req, { maxBytes: MAX_FORM_BYTES, tooLarge }));
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
