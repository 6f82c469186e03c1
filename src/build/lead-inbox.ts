import { appendFileSync, mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';

export const INBOX_PATH = '/api/leads';
const MAX_BODY = 64 * 1024;

function reply(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * The local lead inbox of `npm run dev` and `npm run preview`: each POSTed lead is appended as one
 * JSON line to `file`, so the whole form flow works on a new machine with no account anywhere.
 */
export function leadInbox(file: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if ((req.url ?? '').split('?')[0] !== INBOX_PATH) return next();
    if (req.method !== 'POST') return reply(res, 405, { error: 'POST a JSON lead here' });
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) return reply(res, 415, { error: 'Content-Type must be application/json' });
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reply(res, 413, { error: 'lead too large' });
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (res.writableEnded) return;
      let lead: unknown;
      try {
        lead = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return reply(res, 400, { error: 'body is not JSON' });
      }
      if (!lead || typeof lead !== 'object' || Array.isArray(lead)) return reply(res, 400, { error: 'a lead is a JSON object' });
      mkdirSync(dirname(file), { recursive: true });
      appendFileSync(file, `${JSON.stringify({ receivedAt: new Date().toISOString(), lead })}\n`);
      reply(res, 201, { ok: true });
    });
  };
}
