/**
 * Who may use the editor: only pages of the development server itself. A request must name a
 * loopback host (so a DNS-rebinding page under another name gets nothing), come from no other
 * origin, and carry the token that only the editor's own HTML holds.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { RefusedWrite } from '../content/atomic-file.ts';
import { HttpError, parseJson, readLimitedText } from '../../server/shared/body.ts';

export { HttpError };

/** Request bodies larger than this are refused with 413, unread; no write may make a file larger either. */
export const MAX_BODY_BYTES = 256 * 1024;

/** Operations one request may carry (the editor sends one or a few per change). */
export const MAX_OPS = 50;

/**
 * Text the operations of one request may work through, summed over the operations (each parses
 * the page several times): 50 operations on a 40 KB page, 8 on one of 256 KB. Past it, 413.
 */
export const MAX_OP_WORK_BYTES = 2 * 1024 * 1024;

/** Lists and objects inside one another in a request body, at most: no page nests nearly so deep. */
export const MAX_JSON_DEPTH = 64;

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

/** The request body as JSON; 413 past MAX_BODY_BYTES (declared or sent), 400 when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const value = parseJson(await readLimitedText(req, { maxBytes: MAX_BODY_BYTES }), 'the request body is not JSON');
  if (deeperThan(value, MAX_JSON_DEPTH))
    throw new HttpError(400, `the request body has lists or objects nested more than ${MAX_JSON_DEPTH} deep: no page holds that`);
  return value;
}

/** Every absolute path in `message` relative to the project `root` (`site/pages/x.yaml`), or, outside it, only its last name. */
export function withoutPaths(message: string, root: string): string {
  const inside = message.split(`${root}${sep}`).join('').split(root).join('.');
  return inside.replace(/(^|[\s'"`(=])(\/[^\s'"`()]+)/g, (_, before: string, path: string) => `${before}${basename(path)}`);
}

/**
 * What the API answers for an error: an HttpError as it says, a refused write (atomic-file.ts) 403,
 * a name too long for a file or work nested too deep 400, and anything else 500, each in words
 * without a path of the machine.
 */
export function errorAnswer(error: unknown, root: string): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: withoutPaths(error.message, root) };
  if (error instanceof RefusedWrite) return { status: 403, message: withoutPaths(error.message, root) };
  if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENAMETOOLONG')
    return { status: 400, message: 'a name in the request is too long for a file: choose a shorter address' };
  if (error instanceof RangeError)
    return { status: 400, message: 'the request is nested too deeply or too large to work on: send a simpler change' };
  const message = error instanceof Error ? error.message : String(error);
  return { status: 500, message: `the editor failed: ${withoutPaths(message, root)}` };
}

/** Whether `value` nests arrays and objects more than `most` deep (walked without recursion, so any depth is measured). */
export function deeperThan(value: unknown, most: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= most) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
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
