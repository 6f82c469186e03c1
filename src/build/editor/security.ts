/**
 * Who may use the editor: only pages of the development server itself. A request must name a
 * loopback host (so a DNS-rebinding page under another name gets nothing), come from no other
 * origin, and carry the token that only the editor's own HTML holds.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Request bodies larger than this are refused with 413, unread. */
export const MAX_BODY_BYTES = 256 * 1024;

export const TOKEN_HEADER = 'x-editor-token';

const TOKEN = randomBytes(32).toString('base64url');

/** The token of this server process: the editor's HTML carries it in <meta name="editor-token">. */
export function editorToken(): string {
  return TOKEN;
}

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;

/** Whether a Host header names this machine: 127.0.0.1, localhost or [::1], with any port. */
export function loopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host);
}

/** Why a request may not reach the editor (host, origin), or undefined when it may. */
export function refusedOrigin(req: IncomingMessage): string | undefined {
  const host = req.headers.host;
  if (!loopbackHost(host)) return 'the editor answers only at 127.0.0.1, localhost or [::1]';
  const origin = req.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host!.toLowerCase()}`) return 'requests from another origin are refused';
  // Browsers say where a request comes from; another site (even another port of this machine) is refused.
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return 'requests from another site are refused';
  return undefined;
}

/** Why an API request is refused (host, origin, token), or undefined when it may go on. */
export function refusedRequest(req: IncomingMessage): string | undefined {
  const refused = refusedOrigin(req);
  if (refused) return refused;
  const given = req.headers[TOKEN_HEADER];
  const expected = Buffer.from(TOKEN);
  const actual = Buffer.from(typeof given === 'string' ? given : '');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
    return `the ${TOKEN_HEADER} header is missing or wrong: reload the editor`;
  return undefined;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The request body as JSON; 413 past MAX_BODY_BYTES (declared or sent), 400 when it is not JSON. */
export function readJson(req: IncomingMessage): Promise<unknown> {
  const tooLarge = new HttpError(413, `the request body is larger than ${MAX_BODY_BYTES / 1024} KB`);
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return Promise.reject(tooLarge);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the cap the rest is read and dropped (not kept), so the 413 reaches the sender whole.
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      chunks.length = 0;
      reject(tooLarge);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return;
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown);
      } catch {
        reject(new HttpError(400, 'the request body is not JSON'));
      }
    });
  });
}

/** Answer with JSON, never cached, gzipped when large and the browser takes it. */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  let data: Buffer = Buffer.from(JSON.stringify(body));
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('vary', 'accept-encoding');
  if (data.length > 16 * 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    data = gzipSync(data);
    res.setHeader('content-encoding', 'gzip');
  }
  // A refused request may still be sending its body: read and drop it, so the answer arrives whole.
  if (!req.readableEnded) req.resume();
  res.end(data);
}
