import { appendFileSync, mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import { HONEYPOT_FIELD } from '../../leads/fields.ts';
import { buildLeadPayload, type LeadFormConfig } from '../../leads/payload.ts';
import { sendJson as reply, type Middleware } from './http.ts';

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

function store(file: string, lead: object) {
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify({ receivedAt: new Date().toISOString(), lead })}\n`);
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
 * and trimmed, as the JSON the app sends for that form. A filled honeypot gives no lead. `next` is where the visitor goes: a path on this site.
 */
export function formPostLead(fields: URLSearchParams): { lead?: Record<string, string>; next?: string } {
  const to = fields.get('next') ?? '';
  const next = to.startsWith('/') && !to.startsWith('//') && !to.includes('\\') ? to : undefined;
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
 * The local lead inbox of `npm run dev` and `npm run preview`: each POSTed lead is appended as one
 * JSON line to `file`, so the whole form flow works on a new machine with no account anywhere. It
 * takes the app's JSON and, for visitors without JavaScript, plain form posts (answered with a
 * redirect to the form's thank-you page).
 */
export function leadInbox(file: string): Middleware {
  return (req, res, next) => {
    if ((req.url ?? '').split('?')[0] !== INBOX_PATH) return next();
    if (req.method !== 'POST') return reply(res, 405, { error: 'POST a JSON lead here' });
    const type = req.headers['content-type'] ?? '';
    const form = /^application\/x-www-form-urlencoded\b/.test(type);
    if (!form && !/^application\/json\b/.test(type))
      return reply(res, 415, { error: 'Content-Type must be application/json (or a form post)' });
    readBody(req, res, (body) => (form ? storeFormPost(file, body, res) : storeJson(file, body, res)));
  };
}

/** The request body, unless it grows past INBOX_MAX_BYTES (then 413, and the request is dropped). */
function readBody(req: IncomingMessage, res: ServerResponse, done: (body: string) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > INBOX_MAX_BYTES) {
      reply(res, 413, { error: 'lead too large' });
      req.destroy();
    } else chunks.push(chunk);
  });
  req.on('end', () => {
    if (!res.writableEnded) done(Buffer.concat(chunks).toString('utf8'));
  });
}

function storeFormPost(file: string, body: string, res: ServerResponse) {
  const { lead, next } = formPostLead(new URLSearchParams(body));
  if (lead) store(file, lead);
  if (!next) return reply(res, 201, { ok: true });
  res.statusCode = 303;
  res.setHeader('location', next);
  res.end();
}

function storeJson(file: string, body: string, res: ServerResponse) {
  let lead: unknown;
  try {
    lead = JSON.parse(body);
  } catch {
    return reply(res, 400, { error: 'body is not JSON' });
  }
  if (!lead || typeof lead !== 'object' || Array.isArray(lead)) return reply(res, 400, { error: 'a lead is a JSON object' });
  store(file, lead);
  reply(res, 201, { ok: true });
}
