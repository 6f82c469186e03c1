/**
 * The one limited reader of request bodies (src/server/shared/body.ts) that the studio, the page
 * editor's API and the lead relay read every body with: a body past its limit, declared or only
 * sent, is answered 413 in the route's words (whole, not a reset connection), a malformed one 400.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readJson } from '../../src/build/editor/security';
import { readBody as readLeadBody } from '../../src/server/leads/door';
import { readForm } from '../../src/server/leads/http';
import { HttpError } from '../../src/server/shared/body';
import { readBody as readStudioBody } from '../../src/server/shared/http';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server on 127.0.0.1 that answers what `read` made of the body, or its refusal. */
async function serve(read: (req: IncomingMessage) => Promise<unknown>): Promise<string> {
  server = createServer((req, res) => {
    read(req).then(
      (value) => res.writeHead(200).end(JSON.stringify({ value: value instanceof URLSearchParams ? Object.fromEntries(value) : value })),
      (error: unknown) =>
        error instanceof HttpError ? res.writeHead(error.status).end(JSON.stringify({ error: error.message })) : res.writeHead(500).end(),
    );
  });
  await new Promise<void>((ready) => server!.listen(0, '127.0.0.1', ready));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** POST `size` bytes in chunks, without Content-Length (so nothing is known before they arrive): the status and answer. */
function postChunked(url: string, size: number, type = 'application/json'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': type, 'transfer-encoding': 'chunked' } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    const chunk = 'x'.repeat(16 * 1024);
    for (let sent = 0; sent < size; sent += chunk.length) req.write(chunk);
    req.end();
  });
}

describe.each([
  ['the studio', readStudioBody, 256, 'the request body is larger than 256 KB', 'the request body is not a form nor a JSON object'],
  ['the page editor', readJson, 256, 'the request body is larger than 256 KB', 'the request body is not JSON'],
  ['the relay', readLeadBody, 64, 'the body is larger than 64 KB, more than any form sends', undefined],
  ['the inbox', readForm, 16, 'the form is larger than 16 KB, more than any form of the inbox sends', undefined],
] as const)('a body read by %s', (_, read, limitKb, tooLarge, malformed) => {
  it('past its limit, declared, is answered 413 in its words', async () => {
    const url = await serve(read);
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(limitKb * 1024 + 1),
    });
    expect([answer.status, await answer.json()]).toEqual([413, { error: tooLarge }]);
  });

  it('past its limit, only sent (chunked), is read to its end and answered 413, not reset', async () => {
    const url = await serve(read);
    const answer = await postChunked(url, 4 * limitKb * 1024);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([413, { error: tooLarge }]);
  });

  it('at its limit is read whole', async () => {
    const url = await serve(read);
    const text = JSON.stringify('y'.repeat(limitKb * 1024 - 2));
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': read === readForm ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: read === readForm ? `q=${'y'.repeat(limitKb * 1024 - 2)}` : text,
    });
    expect(answer.status).toBe(read === readStudioBody ? 400 : 200);
  });

  if (malformed)
    it('malformed is answered 400', async () => {
      const url = await serve(read);
      const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title":' });
      expect([answer.status, await answer.json()]).toEqual([400, { error: malformed }]);
    });
});
