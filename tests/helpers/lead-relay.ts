import { Agent, createServer, request, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { relayConfig, type RelayConfig, type SettingName } from '../../src/server/leads/config';
import type { Log } from '../../src/server/leads/log';
import { startRelay } from '../../src/server/leads/relay';
import { temporaryFolder } from './temporary';

/** An answer of the stand-in webhook: a status, or none at all (`hang`, until the server closes). */
export type Answer = number | 'hang';

export interface Delivery {
  key: string;
  body: string;
  headers: IncomingHttpHeaders;
  /** The status it was answered with; null when it was never answered. */
  answered: number | null;
}

/**
 * A stand-in for the provider's webhook on 127.0.0.1 that answers the n-th request with
 * `answers[n]` (200 once they run out; a 302 points at /moved). `gate(n)` makes request n wait
 * until the test calls the function it returns, so that a test can look at the relay between two
 * attempts.
 */
export async function stubWebhook(answers: Answer[] = []) {
  const deliveries: Delivery[] = [];
  const hanging = new Set<ServerResponse>();
  const gates = new Map<number, Promise<void>>();
  const arrivals: (() => void)[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const index = deliveries.length;
      const delivery: Delivery = { key: String(req.headers['idempotency-key'] ?? ''), body, headers: req.headers, answered: null };
      deliveries.push(delivery);
      arrivals.splice(0).forEach((wake) => wake());
      await gates.get(index);
      const answer = answers[index] ?? 200;
      if (answer === 'hang') return void hanging.add(res);
      delivery.answered = answer;
      res.writeHead(answer, answer >= 300 && answer < 400 ? { location: '/moved' } : {}).end('{}');
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', () => ready()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    deliveries,
    /** The answers, by request index; change them to change what comes next. */
    answers,
    /** Hold request `index` (0-based) until the returned function is called. */
    gate(index: number): () => void {
      let open!: () => void;
      gates.set(index, new Promise<void>((done) => (open = done)));
      return () => open();
    },
    /** Resolves once `count` requests have arrived. */
    async received(count: number, within = 60_000) {
      const end = Date.now() + within;
      while (deliveries.length < count) {
        if (Date.now() > end) throw new Error(`the webhook got ${deliveries.length} requests, not ${count}`);
        await new Promise<void>((wake) => {
          arrivals.push(wake);
          setTimeout(wake, 50);
        });
      }
    },
    close: () =>
      new Promise<void>((done) => {
        hanging.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Settings for a relay under test: any free port, a data folder of its own, quick retries, no spam checks unless asked. */
export function testConfig(webhookUrl: string, flags: Partial<Record<SettingName, string>> = {}): RelayConfig {
  return relayConfig(
    {
      port: '0',
      data: temporaryFolder('relay-data-'),
      webhook: webhookUrl,
      'timeout-ms': '1000',
      'retry-base-ms': '20',
      'retry-max-ms': '100',
      'poll-ms': '20',
      'min-fill-ms': '0',
      'proof-max': '0',
      'rate-burst': '1000',
      'admin-token': 'inbox-token',
      ...flags,
    },
    {},
  );
}

/** A log that keeps its lines, for tests that read what the relay said. */
export function memoryLog(): Log & { lines: { level: string; event: string; [key: string]: unknown }[] } {
  const lines: { level: string; event: string }[] = [];
  const keep =
    (level: string) =>
    (event: string, fields: Record<string, unknown> = {}) =>
      lines.push({ level, event, ...fields });
  return { lines, info: keep('info'), warn: keep('warn'), error: keep('error') };
}

export const startTestRelay = (config: RelayConfig, log: Log = memoryLog()) => startRelay(config, { log });

/** The inbox's JSON, with the admin token. */
export async function inboxLeads(
  base: string,
  query = '',
): Promise<{ id: string; state: string; attempts: number; lastError: string | null; body: Record<string, string> }[]> {
  const response = await fetch(`${base}/api/leads/inbox/leads.json${query}`, { headers: { authorization: 'Bearer inbox-token' } });
  return ((await response.json()) as { leads: never[] }).leads;
}

/** A valid JSON lead of the shipped get-started form. */
export function getStartedLead(email = 'ada@example.com', extra: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    phone: '+1 214 555 0100',
    service: 'micro-market',
    timestamp: new Date().toISOString(),
    source: 'get-started-page',
    formType: 'get_started_request',
    ...extra,
  };
}

export function postJson(base: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'lead-fill-ms': '5000', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function postForm(base: string, fields: string | Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Wait until `check` holds, looking every 20 ms, for at most `within` ms. */
export async function until(check: () => Promise<boolean> | boolean, what: string, within = 60_000) {
  const end = Date.now() + within;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

/**
 * POST all `bodies` to the relay at once, as JSON, the n-th from address `addressOf(n)` (sent as
 * X-Forwarded-For); each address has one keep-alive connection, as one visitor's browser would, so
 * the requests wait on 127.0.0.1's connections rather than overflowing the listen queue. The statuses.
 */
export async function postMany(base: string, bodies: object[], addressOf: (n: number) => string): Promise<number[]> {
  const agents = new Map<string, Agent>();
  const target = new URL(`${base}/api/leads`);
  try {
    return await Promise.all(
      bodies.map(
        (body, n) =>
          new Promise<number>((done, fail) => {
            const address = addressOf(n);
            if (!agents.has(address)) agents.set(address, new Agent({ keepAlive: true, maxSockets: 1 }));
            const text = JSON.stringify(body);
            const req = request(target, {
              method: 'POST',
              agent: agents.get(address),
              headers: {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(text),
                'lead-fill-ms': '5000',
                'x-forwarded-for': address,
              },
            });
            req.on('response', (res) => {
              res.resume();
              res.on('end', () => done(res.statusCode ?? 0));
            });
            req.on('error', fail);
            req.end(text);
          }),
      ),
    );
  } finally {
    for (const agent of agents.values()) agent.destroy();
  }
}
