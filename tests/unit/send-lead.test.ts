import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INBOX_MAX_BYTES, leadInbox } from '../../src/build/vite/lead-inbox';
import { MAX_LENGTH } from '../../src/leads/fields';
import { buildLeadPayload } from '../../src/leads/payload';
import { LeadError, sendLead } from '../../src/leads/send-lead';
import { freePort } from '../helpers/ports';
import { temporaryFolder } from '../helpers/temporary';

/** Long enough for a server on this machine; the timeout's own test passes its own. */
const WAIT_MS = 10_000;

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function serve(handler: (req: IncomingMessage, res: import('node:http').ServerResponse) => void): Promise<string> {
  const port = await freePort();
  server = createServer(handler);
  await new Promise<void>((ready) => server!.listen(port, '127.0.0.1', ready));
  return `http://127.0.0.1:${port}/hook`;
}

describe('sendLead', () => {
  it('POSTs the payload as JSON and resolves on 2xx', async () => {
    let seen: { method?: string; type?: string; body?: string } = {};
    const url = await serve((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen = { method: req.method, type: req.headers['content-type'], body };
        res.writeHead(200).end('{}');
      });
    });
    await sendLead(url, { name: 'Ada', formType: 'quote_request' }, WAIT_MS);
    expect(seen).toEqual({ method: 'POST', type: 'application/json', body: '{"name":"Ada","formType":"quote_request"}' });
  });

  it('rejects on a 500 answer', async () => {
    const url = await serve((_, res) => res.writeHead(500).end('boom'));
    await expect(sendLead(url, {}, WAIT_MS)).rejects.toMatchObject({ name: 'LeadError', reason: 'status' });
  });

  it('rejects when the server never answers, after the timeout', async () => {
    const url = await serve(() => undefined);
    await expect(sendLead(url, {}, 300)).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('resolves on 204 No Content', async () => {
    const url = await serve((_, res) => res.writeHead(204).end());
    await expect(sendLead(url, { name: 'Ada' }, WAIT_MS)).resolves.toBeUndefined();
  });

  it.each([301, 302, 303, 307, 308])('a %i answer is a failure, and the redirect is not followed', async (status) => {
    const seen: string[] = [];
    const url = await serve((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${body}`);
        if (req.url === '/hook') res.writeHead(status, { location: '/moved' }).end();
        else res.writeHead(200).end('{"ok":true}');
      });
    });
    const error = await sendLead(url, { name: 'Ada' }, WAIT_MS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LeadError);
    expect(error).toMatchObject({ reason: 'redirect' });
    expect((error as LeadError).message).toContain(String(status));
    // The webhook got the lead once and did not accept it; nothing went to the redirect's target.
    expect(seen).toEqual(['POST /hook {"name":"Ada"}']);
  });

  it('rejects on 429 and other non-2xx answers', async () => {
    for (const status of [400, 404, 413, 429, 502]) {
      const url = await serve((_, res) => res.writeHead(status).end());
      await expect(sendLead(url, {}, WAIT_MS)).rejects.toMatchObject({ reason: 'status' });
      await new Promise<void>((done) => server!.close(() => done()));
      server = undefined;
    }
  });

  it('rejects on a closed port', async () => {
    const port = await freePort();
    const error = await sendLead(`http://127.0.0.1:${port}/hook`, {}, WAIT_MS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LeadError);
    expect((error as LeadError).reason).toBe('network');
  });
});

describe('the local lead inbox', () => {
  it('appends each lead as one JSON line and answers 201', async () => {
    const file = join(temporaryFolder('inbox-'), 'inbox.jsonl');
    const middleware = leadInbox(file);
    const base = await serve((req, res) => middleware(req, res, () => res.writeHead(404).end()));
    const url = base.replace('/hook', '/api/leads');
    await sendLead(url, { name: 'Ada', formType: 'quote_request' }, WAIT_MS);
    await sendLead(url, { name: 'Grace', formType: 'get_started_request' }, WAIT_MS);
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => l.lead)).toEqual([
      { name: 'Ada', formType: 'quote_request' },
      { name: 'Grace', formType: 'get_started_request' },
    ]);
    expect(lines[0].receivedAt).toMatch(/^\d{4}-/);
  });

  it('takes the largest lead a form can send, with room to spare', async () => {
    // Every typed field full, with characters JSON escapes to six bytes each (\u0001), and a long source.
    const full = Object.fromEntries(Object.entries(MAX_LENGTH).map(([name, max]) => [name, '\u0001'.repeat(max)]));
    const service = {
      formType: 'vending_services_request',
      source: 'S'.repeat(500),
      fields: { splitName: false, businessName: true, message: true },
      select: { name: 'unitType' },
    };
    const lead = buildLeadPayload(service, { ...full, unitType: 'double-door-cooler' });
    const split = buildLeadPayload(
      { ...service, fields: { splitName: true, businessName: true, message: true } },
      { ...full, unitType: 'x' },
    );
    const bytes = Math.max(...[lead, split].map((l) => Buffer.byteLength(JSON.stringify(l))));
    expect(bytes).toBeLessThan(INBOX_MAX_BYTES / 1.5);

    const file = join(temporaryFolder('inbox-'), 'inbox.jsonl');
    const middleware = leadInbox(file);
    const base = await serve((req, res) => middleware(req, res, () => res.writeHead(404).end()));
    await sendLead(base.replace('/hook', '/api/leads'), lead, WAIT_MS);
    expect(JSON.parse(readFileSync(file, 'utf8')).lead.message).toHaveLength(MAX_LENGTH.message);
  });

  it('refuses what is not a JSON object', async () => {
    const middleware = leadInbox(join(temporaryFolder('inbox-'), 'inbox.jsonl'));
    const base = await serve((req, res) => middleware(req, res, () => res.writeHead(404).end()));
    const url = base.replace('/hook', '/api/leads');
    const bad = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2]' });
    expect(bad.status).toBe(400);
    const wrongType = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(wrongType.status).toBe(415);
  });
});
