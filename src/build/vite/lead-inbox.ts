import { appendFileSync, mkdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import { HONEYPOT_FIELD } from '../../leads/fields.ts';
import { buildLeadPayload, type LeadFormConfig } from '../../leads/payload.ts';
import { sendJson as reply, type Middleware } from './http.ts';
import { refusalPage } from '../../server/leads/refusal-page.ts';

/** Where the lead forms send when site.yaml names the local inbox. */
export const INBOX_PATH = '/api/leads';
/** The folder of the inbox file, relative to the project; the dev server never serves it. */
export const INBOX_FOLDER = '.leads';

/** The inbox file: LEAD_INBOX_FILE, or .leads/inbox.jsonl, relative to the project root. */
export function inboxFile(root: string): string {
  return resolve(root, process.env.LEAD_INBOX_FILE || `${INBOX_FOLDER}/inbox.jsonl`);
}
/**
 * The largest body the inbox takes. It must stay above the largest lead a form can send: every
 * typed field is bounded by its maxlength (MAX_LENGTH in src/leads/fields.ts, about 5,600
 * characters in all), and even if each character were one JSON escapes to six bytes (\u0001) the
 * lead stays near 34 KB. tests/unit/send-lead.test.ts sends that worst case here.
 */
export const INBOX_MAX_BYTES = 64 * 1024;

/** The largest inbox file: past it a lead is refused (503) and the leads already in it are kept. */
export const INBOX_MAX_FILE_BYTES = 8 * 1024 * 1024;

/** Posts one address may send: a burst of this many, then one more every RATE_REFILL_MS. */
export const RATE_BURST = 20;
export const RATE_REFILL_MS = 3_000;

/** Where a form post goes when its `next` is not a page of this site: the forms' default thank-you page. */
export const THANK_YOU = '/thank-you';

/** A path of this site, whole: one leading slash, printable ASCII only (no space, tab, line break or `\`). */
const SITE_PATH = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;

export interface InboxOptions {
  /** Whether a path (no query, no fragment) is a page of the site; without it any path of the site's form is taken. */
  isPage?: (path: string) => boolean;
  /** The largest inbox file (INBOX_MAX_FILE_BYTES by default). */
  maxFileBytes?: number;
  /** Posts per address before the rate limit (RATE_BURST by default), and the time that gives one more. */
  burst?: number;
  refillMs?: number;
  /** The clock of the rate limit (Date.now by default). */
  now?: () => number;
}

/** The address a form post leads to: `next` when it is a path of one of the site's pages, else the thank-you page. */
export function nextAddress(next: string | null, isPage: (path: string) => boolean = () => true): string {
  if (next === null || !SITE_PATH.test(next)) return THANK_YOU;
  const path = next.replace(/[?#].*$/s, '');
  return isPage(path) ? next : THANK_YOU;
}

/** Fields of a form post that are not the list's choice. */
const NAMED = new Set([
  'next',
  'consent',
  HONEYPOT_FIELD,
  'formType',
  'source',
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'businessName',
  'message',
]);

/**
 * A lead from an HTML form post (a visitor without JavaScript): the same keys, in the same order
 * and trimmed, as the JSON the app sends for that form. A filled honeypot gives no lead. `next` is
 * where the visitor goes: the posted `next` when it is a page of this site (`isPage`), else the
 * thank-you page; undefined when the post names none.
 */
export function formPostLead(
  fields: URLSearchParams,
  isPage?: (path: string) => boolean,
): { lead?: Record<string, string>; next?: string } {
  const next = fields.has('next') ? nextAddress(fields.get('next'), isPage) : undefined;
  if ((fields.get(HONEYPOT_FIELD) ?? '').trim() !== '') return { next };
  // The form is described by what it posted, and its lead built as the app builds it.
  const form: LeadFormConfig = {
    formType: fields.get('formType') ?? '',
    source: fields.get('source') ?? '',
    fields: { splitName: fields.has('firstName'), businessName: fields.has('businessName'), message: fields.has('message') },
    select: { name: [...fields.keys()].find((name) => !NAMED.has(name)) ?? '' },
  };
  return { lead: buildLeadPayload(form, Object.fromEntries(fields)), next };
}

/**
 * Why a post comes from another site, or undefined when it comes from this one (or from no
 * browser). A browser names the page's origin in `Origin` on every POST, form posts included;
 * a post without it (a script, curl, an old browser) is judged by its `Referer`, and by
 * `Sec-Fetch-Site`, when they are there. `Origin: null` (a sandboxed frame, a redirected post) is refused.
 */
export function foreignPost(req: IncomingMessage): string | undefined {
  const host = (req.headers.host ?? '').toLowerCase();
  const hostOf = (address: string) => {
    try {
      return new URL(address).host.toLowerCase();
    } catch {
      return undefined;
    }
  };
  const { origin, referer } = req.headers;
  if (origin !== undefined && hostOf(origin) !== host) return 'posts from another site are refused';
  if (origin === undefined && referer !== undefined && hostOf(referer) !== host) return 'posts from another site are refused';
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return 'posts from another site are refused';
  return undefined;
}

/** Posts per address: each may send `burst` at once, then one every `refillMs`. */
function rateLimit(burst: number, refillMs: number, now: () => number) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Whether `address` may post now; if not, the seconds until it may. */
    take(address: string): { ok: true } | { ok: false; retryAfter: number } {
      const time = now();
      const bucket = buckets.get(address) ?? { tokens: burst, at: time };
      bucket.tokens = Math.min(burst, bucket.tokens + (time - bucket.at) / refillMs);
      bucket.at = time;
      buckets.set(address, bucket);
      // Full buckets say nothing: the map keeps only the addresses that posted lately.
      if (buckets.size > 10_000)
        for (const [key, kept] of buckets) if (kept.tokens >= burst || time - kept.at > burst * refillMs) buckets.delete(key);
      if (bucket.tokens < 1) return { ok: false, retryAfter: Math.ceil(((1 - bucket.tokens) * refillMs) / 1000) };
      bucket.tokens -= 1;
      return { ok: true };
    },
  };
}

/** Raised when the inbox file has no room left for a lead. */
class InboxFull extends Error {}

function store(file: string, lead: object, maxFileBytes: number) {
  const line = `${JSON.stringify({ receivedAt: new Date().toISOString(), lead })}\n`;
  mkdirSync(dirname(file), { recursive: true });
  let size = 0;
  try {
    size = statSync(file).size;
  } catch {
    // no inbox yet
  }
  if (size + Buffer.byteLength(line) > maxFileBytes) throw new InboxFull();
  appendFileSync(file, line);
}

/**
 * The local lead inbox of `npm run dev` and `npm run preview`: each POSTed lead is appended as one
 * JSON line to `file`, so the whole form flow works on a new machine with no account anywhere. It
 * takes the app's JSON and, for visitors without JavaScript, plain form posts (answered with a
 * redirect to the form's thank-you page). Posts from another site are refused (403), an address
 * that posts too often waits (429), a full inbox keeps what it has and refuses the new lead (503),
 * and no request, however malformed, ends the server: every failure is an answer.
 */
export function leadInbox(file: string, options: InboxOptions = {}): Middleware {
  const { isPage, maxFileBytes = INBOX_MAX_FILE_BYTES } = options;
  const limit = rateLimit(options.burst ?? RATE_BURST, options.refillMs ?? RATE_REFILL_MS, options.now ?? Date.now);
  return (req, res, next) => {
    if ((req.url ?? '').split('?')[0] !== INBOX_PATH) return next();
    const fail = (error: unknown, fields?: URLSearchParams) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof InboxFull) {
        const reason = 'the inbox is full: the lead was not stored';
        return fields ? refused(res, 503, reason, fields) : reply(res, 503, { error: reason });
      }
      reply(res, 500, { error: 'the lead could not be stored' });
    };
    try {
      if (req.method !== 'POST') return reply(res, 405, { error: 'POST a JSON lead here' });
      const type = req.headers['content-type'] ?? '';
      const form = /^application\/x-www-form-urlencoded\b/.test(type);
      if (!form && !/^application\/json\b/.test(type))
        return reply(res, 415, { error: 'Content-Type must be application/json (or a form post)' });
      const foreign = foreignPost(req);
      if (foreign) return reply(res, 403, { error: foreign });
      const allowed = limit.take(req.socket.remoteAddress ?? '');
      if (!allowed.ok) {
        res.setHeader('retry-after', String(allowed.retryAfter));
        const reason = `too many leads from this address: try again in ${allowed.retryAfter} s`;
        // A visitor without JavaScript gets a page with their values back, not JSON.
        if (form) return readBody(req, res, (body) => refused(res, 429, reason, new URLSearchParams(body)));
        return reply(res, 429, { error: reason });
      }
      readBody(req, res, (body) => {
        try {
          if (form) storeFormPost(file, body, res, maxFileBytes, isPage);
          else storeJson(file, body, res, maxFileBytes);
        } catch (error) {
          fail(error, form ? new URLSearchParams(body) : undefined);
        }
      });
    } catch (error) {
      fail(error);
    }
  };
}

/** The words of the refusal page of the local inbox (the site's own are the relay's, which reads site.yaml). */
const DEV_REFUSAL = {
  title: 'Your request was not sent',
  text: 'Nothing was stored. Your values are below: send them again in a moment.',
};

/** A refused form post: an HTML page saying what happened, with the visitor's values and a button that sends them again. */
function refused(res: ServerResponse, status: 429 | 503, reason: string, fields: URLSearchParams) {
  const body = refusalPage(DEV_REFUSAL, `${reason[0]!.toUpperCase()}${reason.slice(1)}.`, fields, INBOX_PATH);
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** The request body, unless it grows past INBOX_MAX_BYTES (then 413, and the request is dropped). */
function readBody(req: IncomingMessage, res: ServerResponse, done: (body: string) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > INBOX_MAX_BYTES) {
      if (!res.writableEnded) reply(res, 413, { error: 'lead too large' });
      req.destroy();
    } else chunks.push(chunk);
  });
  req.on('error', () => res.destroy());
  req.on('end', () => {
    if (!res.writableEnded) done(Buffer.concat(chunks).toString('utf8'));
  });
}

function storeFormPost(file: string, body: string, res: ServerResponse, maxFileBytes: number, isPage?: (path: string) => boolean) {
  const { lead, next } = formPostLead(new URLSearchParams(body), isPage);
  if (lead) store(file, lead, maxFileBytes);
  if (!next) return reply(res, 201, { ok: true });
  res.statusCode = 303;
  res.setHeader('location', next);
  res.end();
}

function storeJson(file: string, body: string, res: ServerResponse, maxFileBytes: number) {
  let lead: unknown;
  try {
    lead = JSON.parse(body);
  } catch {
    return reply(res, 400, { error: 'body is not JSON' });
  }
  if (!lead || typeof lead !== 'object' || Array.isArray(lead)) return reply(res, 400, { error: 'a lead is a JSON object' });
  store(file, lead, maxFileBytes);
  reply(res, 201, { ok: true });
}
