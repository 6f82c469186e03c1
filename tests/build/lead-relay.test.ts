/**
 * The lead relay against both of its stores, the embedded SQLite file and a real PostgreSQL server
 * started for this file: store first, answer after the commit, forward the exact body once with
 * retries, keep spam out, refuse with 503 what cannot be stored.
 */
import Database from 'better-sqlite3';
import { cpSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { solveChallenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../src/server/leads/store/sqlite-store';
import { inTransaction } from '../../src/server/leads/store/postgres-store';
import { main as leadsCli } from '../../src/server/leads/cli';
import {
  getStartedLead,
  inboxLeads,
  memoryLog,
  postForm,
  postJson,
  postMany,
  startTestRelay,
  stubWebhook,
  testConfig,
  until,
} from '../helpers/lead-relay';
import { startPostgres, type Postgres } from '../helpers/postgres';
import type { SettingName } from '../../src/server/leads/config';
import { accountByEmail, addAccount, choosePassword } from '../../src/server/shared/accounts';
import { startSession } from '../../src/server/shared/sessions';
import { openStore as openStudioStore } from '../../src/server/shared/store';
import { temporaryFolder } from '../helpers/temporary';

let postgres: Postgres;
let databases = 0;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.destroy());

/** A new, empty database on the file's PostgreSQL server. */
async function freshDatabase(): Promise<string> {
  const name = `relay_${++databases}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return postgres.url.replace(/\/postgres$/, `/${name}`);
}

type Kind = 'sqlite' | 'postgres';
const configFor = async (kind: Kind, webhook: string, flags: Partial<Record<SettingName, string>> = {}) =>
  testConfig(webhook, kind === 'postgres' ? { ...flags, 'database-url': await freshDatabase() } : flags);

/** The get-started form's post of a visitor without JavaScript. */
const formFields = (extra: Record<string, string> = {}) => ({
  formType: 'get_started_request',
  source: 'get-started-page',
  next: '/thank-you',
  nectar: '',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '555 0101',
  service: 'pantry-services',
  consent: 'yes',
  ...extra,
});

describe.each<Kind>(['sqlite', 'postgres'])('the relay on %s', (kind) => {
  it('forwards the exact body once, through a 500, a timeout and a 302, with its id as the idempotency key', async () => {
    const hook = await stubWebhook([500, 'hang', 302, 200]);
    // A timeout well above the time the test holds a request at its gate.
    const relay = await startTestRelay(await configFor(kind, hook.url, { 'timeout-ms': '2000' }));
    try {
      const gates = [1, 2, 3].map((n) => hook.gate(n));
      const lead = getStartedLead();
      const answer = await postJson(relay.url, lead);
      expect(answer.status).toBe(201);
      const { id } = (await answer.json()) as { id: string };
      const expected = [
        [1, 'answered 500'],
        [2, 'no answer within 2000 ms'],
        [3, 'answered 302, a redirect (not followed: the lead would lose its body)'],
      ] as const;
      for (const [count, error] of expected) {
        // Request `count` waits at its gate: the inbox shows the state between two attempts.
        await hook.received(count + 1);
        const [shown] = await inboxLeads(relay.url);
        expect(shown).toMatchObject({ id, state: 'retrying', attempts: count, lastError: error });
        gates[count - 1]!();
      }
      await until(async () => (await inboxLeads(relay.url))[0]!.state === 'delivered', 'the lead is delivered');
      expect(hook.deliveries.map((d) => d.answered)).toEqual([500, null, 302, 200]);
      for (const delivery of hook.deliveries) {
        expect(delivery.key).toBe(id);
        expect(delivery.headers['content-type']).toBe('application/json');
        expect(delivery.body).toBe(JSON.stringify(lead));
      }
      const detail = await fetch(`${relay.url}/api/leads/inbox/lead/${id}.json`, { headers: { authorization: 'Bearer inbox-token' } });
      const { attempts } = (await detail.json()) as { attempts: { status: number | null }[] };
      expect(attempts.map((a) => a.status)).toEqual([500, null, 302, 200]);
    } finally {
      await relay.close();
      await hook.close();
    }
  });

  it('stores the same submission posted twice once, and forwards it once', async () => {
    const hook = await stubWebhook();
    const relay = await startTestRelay(await configFor(kind, hook.url));
    try {
      const lead = getStartedLead();
      const first = (await (await postJson(relay.url, lead)).json()) as { id: string };
      const again = (await (await postJson(relay.url, { ...lead, timestamp: new Date(Date.now() + 900).toISOString() })).json()) as {
        id: string;
      };
      expect(again.id).toBe(first.id);
      await until(async () => (await inboxLeads(relay.url))[0]?.state === 'delivered', 'delivered');
      expect(await inboxLeads(relay.url)).toHaveLength(1);
      expect(hook.deliveries).toHaveLength(1);
    } finally {
      await relay.close();
      await hook.close();
    }
  });

  it('keeps spam in quarantine, never forwarded, until a person releases it', async () => {
    const hook = await stubWebhook();
    const relay = await startTestRelay(await configFor(kind, hook.url, { 'min-fill-ms': '2000', 'proof-max': '20' }));
    try {
      const trap = await postForm(relay.url, formFields({ nectar: 'https://spam.example' }));
      expect([trap.status, trap.headers.get('location')]).toEqual([303, '/thank-you']);
      expect((await postJson(relay.url, getStartedLead('fast@example.com'), { 'lead-fill-ms': '400' })).status).toBe(201);
      expect((await postJson(relay.url, getStartedLead('noproof@example.com'))).status).toBe(201);
      const proof = await solvedProof(relay.url);
      expect((await postJson(relay.url, getStartedLead('real@example.com'), { 'lead-proof': proof })).status).toBe(201);
      expect((await postJson(relay.url, getStartedLead('replay@example.com'), { 'lead-proof': proof })).status).toBe(201);
      // Without JavaScript there is no script to solve a challenge; a form post without the start time its
      // page's picture gives is spam too (the test of the minimum fill time without JavaScript sends one with it).
      expect((await postForm(relay.url, formFields({ email: 'nojs@example.com' }))).status).toBe(303);

      await until(async () => (await inboxLeads(relay.url, '?state=pending')).length === 0, 'the good leads are delivered');
      const spam = await inboxLeads(relay.url, '?state=spam');
      expect(spam.map((lead) => [lead.body.email, (lead as { spamReason?: string }).spamReason]).sort()).toEqual([
        ['fast@example.com', 'sent 400 ms after the form showed'],
        ['grace@example.com', 'honeypot filled'],
        ['nojs@example.com', 'sent without JavaScript and without the start time its page gives (no valid lead_start cookie)'],
        ['noproof@example.com', 'no valid proof of work'],
        ['replay@example.com', 'no valid proof of work'],
      ]);
      expect(hook.deliveries.map((d) => JSON.parse(d.body).email)).toEqual(['real@example.com']);

      const fast = spam.find((lead) => lead.body.email === 'fast@example.com')!;
      const release = await fetch(`${relay.url}/api/leads/inbox/lead/${fast.id}/release`, {
        method: 'POST',
        headers: { authorization: 'Bearer inbox-token', accept: 'application/json' },
      });
      expect(release.status).toBe(200);
      await hook.received(2);
      expect(hook.deliveries[1]!.key).toBe(fast.id);
    } finally {
      await relay.close();
      await hook.close();
    }
  });

  it('answers 503 and stores nothing when the store refuses the write, then takes leads again', async () => {
    const hook = await stubWebhook();
    const config = await configFor(kind, hook.url);
    const relay = await startTestRelay(config, memoryLog());
    let lock: Database.Database | undefined;
    try {
      if (kind === 'sqlite') {
        // Another process holds the write lock (a backup, a stuck script) past the relay's wait.
        lock = new Database(join(config.dataDir, SQLITE_FILE));
        lock.exec('BEGIN EXCLUSIVE');
      } else postgres.stop();
      const refused = await postJson(relay.url, getStartedLead('lost@example.com'));
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { error: string }).error).toMatch(/could not be stored/);
      const refusedForm = await postForm(relay.url, formFields());
      expect(refusedForm.status).toBe(503);
      // The site's own failure notice, with its phone and e-mail.
      const page = await refusedForm.text();
      expect(page).toContain(
        '<h1>Submission Failed</h1><p>There was an error submitting your request. Please try again or call us directly.</p>',
      );
      expect(page).toContain(
        '<a href="tel:2145550142">(214) 555-0142</a> · <a href="mailto:info@smartvend.example">info@smartvend.example</a>',
      );
      // What happened, the values typed, and a button that sends the same fields again.
      expect(page).toContain('<p role="alert">The lead could not be stored just now');
      expect(page).toContain('<dt>email</dt><dd>grace@example.com</dd>');
      const again = new URLSearchParams(
        [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
          name!,
          value!.replace(/&amp;/g, '&'),
        ]),
      );
      expect(Object.fromEntries(again)).toEqual(formFields());
      expect(page).toContain('<form method="post" action="/api/leads">');
      if (lock) lock.exec('ROLLBACK');
      else postgres.start();
      expect((await postJson(relay.url, getStartedLead('kept@example.com'))).status).toBe(201);
      await until(async () => hook.deliveries.length === 1, 'the stored lead is delivered');
      expect((await inboxLeads(relay.url)).map((lead) => lead.body.email)).toEqual(['kept@example.com']);
      expect(hook.deliveries.map((d) => JSON.parse(d.body).email)).toEqual(['kept@example.com']);
    } finally {
      lock?.close();
      await relay.close();
      await hook.close();
    }
  });

  it('answers 503 too when the store fails while it checks a proof of work', async () => {
    const hook = await stubWebhook();
    const config = await configFor(kind, hook.url, { 'proof-max': '20' });
    const relay = await startTestRelay(config, memoryLog());
    let lock: Database.Database | undefined;
    try {
      const proof = await solvedProof(relay.url);
      if (kind === 'sqlite') {
        lock = new Database(join(config.dataDir, SQLITE_FILE));
        lock.exec('BEGIN EXCLUSIVE');
      } else postgres.stop();
      const refused = await postJson(relay.url, getStartedLead('proved@example.com'), { 'lead-proof': proof });
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { error: string }).error).toMatch(/could not be stored/);
    } finally {
      if (lock) lock.exec('ROLLBACK');
      else if (kind === 'postgres') postgres.start();
      lock?.close();
      await relay.close();
      await hook.close();
    }
  });

  it('records a delivery the provider took while the store was down once the store is back, and never sends it again', async () => {
    const hook = await stubWebhook();
    // A lease of 9 s (twice the timeout and a second): longer than the store is down here.
    const config = await configFor(kind, hook.url, { 'timeout-ms': '4000' });
    const relay = await startTestRelay(config, memoryLog());
    let lock: Database.Database | undefined;
    try {
      const answer = hook.gate(0);
      const lead = getStartedLead('during-outage@example.com');
      const { id } = (await (await postJson(relay.url, lead)).json()) as { id: string };
      await hook.received(1);
      const claimedBy = Date.now();
      // The provider takes the lead while the store is gone: the attempt cannot be recorded yet.
      if (kind === 'sqlite') {
        lock = new Database(join(config.dataDir, SQLITE_FILE));
        lock.exec('BEGIN EXCLUSIVE');
      } else postgres.stop();
      answer();
      await new Promise((done) => setTimeout(done, 2500));
      if (lock) lock.exec('ROLLBACK');
      else postgres.start();
      await until(async () => (await inboxLeads(relay.url))[0]?.state === 'delivered', 'the delivery is recorded');
      // Past the lease the worker took it for: it is not sent again.
      await new Promise((done) => setTimeout(done, Math.max(0, claimedBy + 10_000 - Date.now())));
      expect(hook.deliveries.map((d) => [d.key, d.answered])).toEqual([[id, 200]]);
      const [shown] = await inboxLeads(relay.url);
      expect(shown).toMatchObject({ id, state: 'delivered', attempts: 1 });
    } finally {
      if (lock?.inTransaction) lock.exec('ROLLBACK');
      lock?.close();
      await relay.close();
      await hook.close();
    }
  });

  it('marks a lead failed after the retry period, alerts once, and a Resend delivers it', async () => {
    const alerts = await stubWebhook();
    const hook = await stubWebhook(Array(200).fill(500));
    const log = memoryLog();
    const relay = await startTestRelay(
      await configFor(kind, hook.url, { 'retry-for-ms': '300', 'alert-after-ms': '100', 'alert-webhook': alerts.url }),
      log,
    );
    try {
      const { id } = (await (await postJson(relay.url, getStartedLead())).json()) as { id: string };
      await until(async () => (await inboxLeads(relay.url))[0]!.state === 'failed', 'the lead is failed');
      await alerts.received(1);
      expect(JSON.parse(alerts.deliveries[0]!.body).text).toMatch(
        /^1 lead has not reached the webhook for more than \d+ minutes \(last error: answered 500\)/,
      );
      expect(log.lines.filter((line) => line.event === 'alert.undelivered')).toHaveLength(1);
      expect(hook.deliveries.length).toBeGreaterThanOrEqual(1);
      expect(hook.deliveries.every((d) => d.answered === 500)).toBe(true);
      // The provider is back: a person presses Resend.
      hook.answers.fill(200);
      const resend = await fetch(`${relay.url}/api/leads/inbox/lead/${id}/resend`, {
        method: 'POST',
        headers: { authorization: 'Bearer inbox-token', accept: 'application/json' },
      });
      expect(resend.status).toBe(200);
      await until(async () => (await inboxLeads(relay.url))[0]!.state === 'delivered', 'the resent lead is delivered');
      expect(hook.deliveries.filter((d) => d.answered === 200).map((d) => d.key)).toEqual([id]);
      expect(hook.deliveries.every((d) => d.key === id)).toBe(true);
    } finally {
      await relay.close();
      await hook.close();
      await alerts.close();
    }
  });

  it('deletes every lead of one e-mail address, and delivered leads past the retention period', async () => {
    const hook = await stubWebhook();
    const config = await configFor(kind, hook.url);
    const relay = await startTestRelay(config);
    try {
      for (const email of ['Ada@Example.com', 'other@example.com']) await postJson(relay.url, getStartedLead(email));
      await postJson(relay.url, getStartedLead('ada@example.com', { phone: '555 0199' }));
      await until(async () => (await inboxLeads(relay.url, '?state=delivered')).length === 3, 'all delivered');
      expect(await relay.store.deleteByEmail('ADA@example.com')).toBe(2);
      expect((await inboxLeads(relay.url)).map((lead) => lead.body.email)).toEqual(['other@example.com']);
      expect(await relay.store.deleteOld(Date.now() - 60_000)).toBe(0);
      expect(await relay.store.deleteOld(Date.now() + 1)).toBe(1);
    } finally {
      await relay.close();
      await hook.close();
    }
  });
});

/** A solution of a fresh challenge of the relay, as the page's script sends it. */
async function solvedProof(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/leads/challenge`)).json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution!.number, salt, signature }));
}

// Under a loaded machine these take well over the usual minute; what they assert does not depend on time.
describe('the shared store', () => {
  it('keeps running when the database drops a connection in the middle of a transaction: the transaction fails, nothing else', async () => {
    const pool = new pg.Pool({ connectionString: await freshDatabase() });
    pool.on('error', () => undefined);
    const uncaught: Error[] = [];
    const heard = (error: Error) => uncaught.push(error);
    process.on('uncaughtException', heard);
    try {
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      const running = inTransaction(pool, async (db) => {
        await db.query("SELECT set_config('application_name', 'dropped', false)");
        await db.query('SELECT pg_sleep(30)');
      });
      const failed = running.then(
        () => undefined,
        (error: Error) => error,
      );
      // Wait until the transaction's backend is asleep, then end it as a restarting server does.
      for (let tries = 0; tries < 100; tries++) {
        const found = await admin.query("SELECT pid FROM pg_stat_activity WHERE application_name = 'dropped' AND query LIKE '%pg_sleep%'");
        if (found.rowCount) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'dropped'");
      await admin.end();
      expect(await failed).toBeInstanceOf(Error);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', heard);
      await pool.end();
    }
  });

  it('answers a lead only once its commit is flushed, even on a database whose default is asynchronous commit', async () => {
    const url = await freshDatabase();
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    // Asynchronous commit by default, and a WAL writer that flushes only every 10 s: a commit answered before
    // its flush is lost when the server stops at once.
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    await admin.query(`ALTER SYSTEM SET wal_writer_delay = '10s'`);
    await admin.query('SELECT pg_reload_conf()');
    await admin.end();
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url, { 'database-url': url }));
    try {
      const answer = await postJson(relay.url, getStartedLead('flushed@example.com'));
      expect(answer.status).toBe(201);
      postgres.stop('immediate');
      postgres.start();
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const rows = await check
        .query<{ email: string }>('SELECT email FROM leads')
        .then((found) => found.rows.map((row) => row.email))
        .finally(() => check.end());
      expect(rows).toEqual(['flushed@example.com']);
    } finally {
      await relay.close();
      await hook.close();
      const reset = new pg.Client({ connectionString: postgres.url });
      await reset.connect();
      await reset.query('ALTER SYSTEM RESET wal_writer_delay');
      await reset.query('SELECT pg_reload_conf()');
      await reset.end();
    }
  });
});

describe('many posts at once', { timeout: 300_000 }, () => {
  it('stores and forwards 1,000 concurrent posts from 50 addresses, each once', async () => {
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url, { 'trust-proxy': 'true', 'rate-burst': '20', 'rate-per-minute': '1' }));
    try {
      const leads = Array.from({ length: 1000 }, (_, n) => getStartedLead(`visitor${n}@example.com`));
      const statuses = await postMany(relay.url, leads, (n) => `10.0.0.${n % 50}`);
      expect(statuses).toEqual(Array(1000).fill(201));
      await hook.received(1000, 150_000);
      await until(
        async () => (await inboxLeads(relay.url, '?state=delivered')).length === 500,
        'all delivered (a page shows 500)',
        150_000,
      );
      const keys = hook.deliveries.map((d) => d.key);
      expect(new Set(keys).size).toBe(1000);
      expect(new Set(hook.deliveries.map((d) => JSON.parse(d.body).email)).size).toBe(1000);
      // One more from an address that used its 20: the bucket refuses it.
      const over = await postJson(relay.url, getStartedLead('over@example.com'), { 'x-forwarded-for': '10.0.0.7' });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await relay.close();
      await hook.close();
    }
  });

  it('two relay instances on one PostgreSQL database forward each lead exactly once', async () => {
    const hook = await stubWebhook();
    const url = await freshDatabase();
    const [one, two] = await Promise.all([0, 1].map(() => startTestRelay(testConfig(hook.url, { 'database-url': url }))));
    try {
      const leads = Array.from({ length: 300 }, (_, n) => getStartedLead(`shared${n}@example.com`));
      const [first, second] = await Promise.all([
        postMany(one!.url, leads.slice(0, 150), (n) => `10.0.1.${n % 20}`),
        postMany(two!.url, leads.slice(150), (n) => `10.0.2.${n % 20}`),
      ]);
      expect([...first, ...second]).toEqual(Array(300).fill(201));
      await hook.received(300, 150_000);
      await until(async () => (await inboxLeads(one!.url, '?state=delivered')).length === 300, 'all delivered', 150_000);
      expect(new Set(hook.deliveries.map((d) => d.key)).size).toBe(300);
      expect(hook.deliveries).toHaveLength(300);
    } finally {
      await Promise.all([one?.close(), two?.close()]);
      await hook.close();
    }
  });
});

describe('the door', () => {
  const log = memoryLog();
  let relay: Awaited<ReturnType<typeof startTestRelay>>;
  let hook: Awaited<ReturnType<typeof stubWebhook>>;
  beforeAll(async () => {
    hook = await stubWebhook();
    relay = await startTestRelay(testConfig(hook.url), log);
  });
  afterAll(async () => {
    await relay?.close();
    await hook?.close();
  });
  const error = async (answer: Response) => [answer.status, ((await answer.json()) as { error: string }).error];

  it.each([
    ['malformed JSON', () => postJson(relay.url, '{"formType":'), [400, 'the body is not valid JSON']],
    ['a JSON array', () => postJson(relay.url, '[]'), [400, 'a lead is a JSON object']],
    [
      'an unknown formType',
      () => postJson(relay.url, getStartedLead('a@example.com', { formType: 'newsletter' })),
      [400, expect.stringMatching(/^unknown formType "newsletter": this site's forms are .*get_started_request/)],
    ],
    [
      'a field of another form',
      () => postJson(relay.url, getStartedLead('a@example.com', { businessName: 'Acme' })),
      [400, expect.stringMatching(/^"businessName" is not a field of the get_started_request form \(it sends firstName, lastName, email/)],
    ],
    [
      'a value the list does not offer',
      () => postJson(relay.url, getStartedLead('a@example.com', { service: 'free-money' })),
      [400, expect.stringMatching(/^service must be one of the form's options: vending-services, /)],
    ],
    [
      'a name longer than the page allows',
      () => postJson(relay.url, getStartedLead('a@example.com', { firstName: 'A'.repeat(101) })),
      [400, 'firstName is longer than 100 characters'],
    ],
    ['a missing field', () => postJson(relay.url, { ...getStartedLead(), phone: undefined }), [400, 'phone is missing']],
    ['a number where text belongs', () => postJson(relay.url, { ...getStartedLead(), phone: 5550100 }), [400, 'phone must be text']],
    [
      'a form post with a repeated field',
      () => postForm(relay.url, `${new URLSearchParams(formFields())}&email=second@example.com`),
      [400, 'the field "email" was sent more than once'],
    ],
    ['a form post without consent', () => postForm(relay.url, formFields({ consent: '' })), [400, 'consent to be contacted is required']],
    [
      'plain text',
      () => fetch(`${relay.url}/api/leads`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' }),
      [415, 'Content-Type must be application/json, or application/x-www-form-urlencoded for a form post'],
    ],
    [
      'a 10 MB body',
      () => postJson(relay.url, `"${'x'.repeat(10 * 1024 * 1024)}"`),
      [413, 'the body is larger than 64 KB, more than any form sends'],
    ],
  ] as const)('refuses %s with a clear 4xx', async (_, send, expected) => {
    const answer = await send();
    if (answer.headers.get('content-type')?.startsWith('text/html')) {
      // A form post: the site's failure notice for the visitor, the reason in the relay's log.
      expect(answer.status).toBe(expected[0]);
      expect(await answer.text()).toContain('<h1>Submission Failed</h1>');
      expect(log.lines.at(-1)).toMatchObject({ event: 'lead.refused', status: expected[0], reason: expected[1] });
    } else expect(await error(answer)).toEqual(expected);
  });

  it('stored none of them, and forwards nothing', async () => {
    expect(await inboxLeads(relay.url)).toEqual([]);
    expect(hook.deliveries).toEqual([]);
  });
});

describe('posts from another site', () => {
  it("refuses what a browser says another site's page sent, form posts and JSON, and takes the site's own and non-browser posts", async () => {
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url));
    try {
      for (const site of ['cross-site', 'same-site']) {
        const form = await postForm(relay.url, formFields({ email: `${site}@example.com` }), { 'sec-fetch-site': site });
        expect([site, form.status]).toEqual([site, 403]);
        expect(await form.text()).toContain('another site');
        const json = await postJson(relay.url, getStartedLead(`${site}-json@example.com`), { 'sec-fetch-site': site });
        expect([site, json.status]).toEqual([site, 403]);
      }
      expect((await postForm(relay.url, formFields({ email: 'own@example.com' }), { 'sec-fetch-site': 'same-origin' })).status).toBe(303);
      expect((await postJson(relay.url, getStartedLead('script@example.com'))).status).toBe(201);
      await hook.received(2);
      expect((await inboxLeads(relay.url)).map((lead) => lead.body.email).sort()).toEqual(['own@example.com', 'script@example.com']);
    } finally {
      await relay.close();
      await hook.close();
    }
  });
});

describe('the rate limit', () => {
  it('answers a visitor without JavaScript past the limit with a page that keeps their values and sends them again', async () => {
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url, { 'rate-burst': '1', 'rate-per-minute': '1' }));
    try {
      expect((await postForm(relay.url, formFields())).status).toBe(303);
      const over = await postForm(relay.url, formFields({ email: 'ada&co@example.com' }));
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(over.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await over.text();
      expect(page).toMatch(/<p role="alert">Too many requests from this address; try again in \d+ s\.<\/p>/);
      expect(page).toContain('<dt>email</dt><dd>ada&amp;co@example.com</dd>');
      expect(page).toContain('<input type="hidden" name="email" value="ada&amp;co@example.com">');
      expect(page).toContain('<button type="submit">Send again</button>');
      // A script still gets JSON.
      expect((await postJson(relay.url, getStartedLead())).headers.get('content-type')).toMatch(/^application\/json/);
    } finally {
      await relay.close();
      await hook.close();
    }
  });
});

describe('the data folder', () => {
  it('is made readable by the relay only: it holds every lead and the secret', async () => {
    const hook = await stubWebhook();
    const data = join(temporaryFolder('relay-folder-'), 'new', 'leads');
    const relay = await startTestRelay(testConfig(hook.url, { data }));
    try {
      expect((await postJson(relay.url, getStartedLead())).status).toBe(201);
      expect(statSync(data).mode & 0o777).toBe(0o700);
      expect(statSync(join(data, 'secret')).mode & 0o077).toBe(0);
    } finally {
      await relay.close();
      await hook.close();
    }
  });
});

describe('the rate limit over IPv6', () => {
  it('limits an IPv6 visitor by the /64 block one subscriber gets, and an IPv4 one given as IPv6 by its own address', async () => {
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url, { 'rate-burst': '1', 'rate-per-minute': '1', 'trust-proxy': 'true' }));
    const from = (address: string, email: string) => postJson(relay.url, getStartedLead(email), { 'x-forwarded-for': address });
    try {
      expect((await from('2001:db8:1:2::1', 'one@example.com')).status).toBe(201);
      // The next address of the same block, however it is written.
      expect((await from('2001:db8:1:2:0:0:0:abcd', 'two@example.com')).status).toBe(429);
      expect((await from('2001:0DB8:0001:0002:ffff::9', 'three@example.com')).status).toBe(429);
      expect((await from('2001:db8:1:3::1', 'other-block@example.com')).status).toBe(201);
      // IPv4 addresses, also as a dual-stack socket gives them, are each their own.
      expect((await from('::ffff:203.0.113.5', 'four@example.com')).status).toBe(201);
      expect((await from('203.0.113.5', 'five@example.com')).status).toBe(429);
      expect((await from('::ffff:203.0.113.6', 'six@example.com')).status).toBe(201);
    } finally {
      await relay.close();
      await hook.close();
    }
  });
});

describe('the minimum fill time without JavaScript', () => {
  it("measures a form post from the signed start time its page's picture got, and quarantines one without it", async () => {
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url, { 'min-fill-ms': '300' }));
    try {
      const picture = await fetch(`${relay.url}/api/leads/start.gif`);
      expect(picture.headers.get('content-type')).toBe('image/gif');
      const cookie = picture.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^lead_start=\d+\.[\w-]+; Path=\/api\/leads; HttpOnly; SameSite=Strict/);
      const started = { cookie: cookie.split(';')[0]! };
      const [time, signature] = started.cookie.slice('lead_start='.length).split('.');
      // Each is answered as a success (a robot learns nothing); only the last is a lead.
      expect((await postForm(relay.url, formFields({ email: 'none@example.com' }))).status).toBe(303);
      expect((await postForm(relay.url, formFields({ email: 'fast@example.com' }), started)).status).toBe(303);
      const forged = { cookie: `lead_start=${Number(time) - 60_000}.${signature}` };
      expect((await postForm(relay.url, formFields({ email: 'forged@example.com' }), forged)).status).toBe(303);
      await new Promise((done) => setTimeout(done, 350));
      expect((await postForm(relay.url, formFields({ email: 'person@example.com' }), started)).status).toBe(303);
      await hook.received(1);
      expect(JSON.parse(hook.deliveries[0]!.body).email).toBe('person@example.com');
      const spam = await inboxLeads(relay.url, '?state=spam');
      const reasons = Object.fromEntries(spam.map((lead) => [lead.body.email, (lead as { spamReason?: string }).spamReason]));
      expect(reasons).toEqual({
        'none@example.com': expect.stringContaining('without the start time'),
        'fast@example.com': expect.stringMatching(/^sent \d+ ms after the form showed$/),
        'forged@example.com': expect.stringContaining('without the start time'),
      });
    } finally {
      await relay.close();
      await hook.close();
    }
  });

  it("reads the start time beside another cookie of the site's that is not percent-encoded", async () => {
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url, { 'min-fill-ms': '100' }));
    try {
      const picture = await fetch(`${relay.url}/api/leads/start.gif`);
      const started = picture.headers.get('set-cookie')!.split(';')[0]!;
      await new Promise((done) => setTimeout(done, 150));
      // A cookie some other script of the site set, as browsers keep it: a bare % is not an escape.
      const answer = await postForm(relay.url, formFields({ email: 'promo@example.com' }), { cookie: `promo=50%off; ${started}` });
      expect(answer.status).toBe(303);
      await hook.received(1);
      expect(JSON.parse(hook.deliveries[0]!.body).email).toBe('promo@example.com');
    } finally {
      await relay.close();
      await hook.close();
    }
  });
});

describe('the inbox', () => {
  it('opens only with the admin token, lists, searches, exports CSV and resends', async () => {
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url));
    const inbox = `${relay.url}/api/leads/inbox`;
    try {
      expect((await fetch(`${inbox}/leads.json`)).status).toBe(401);
      expect((await fetch(`${inbox}/leads.json`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      const closed = await fetch(inbox);
      expect(closed.status).toBe(401);
      expect(await closed.text()).toContain('<input name="token" type="password"');
      expect((await fetch(`${inbox}/sign-in`, { method: 'POST', body: new URLSearchParams({ token: 'nope' }) })).status).toBe(401);

      await postJson(relay.url, getStartedLead('ada@example.com', { firstName: '=HYPERLINK("x")' }));
      await postForm(relay.url, formFields());
      await until(async () => (await inboxLeads(relay.url, '?state=delivered')).length === 2, 'both delivered');

      const signIn = await fetch(`${inbox}/sign-in`, {
        method: 'POST',
        body: new URLSearchParams({ token: 'inbox-token' }),
        redirect: 'manual',
      });
      expect(signIn.status).toBe(303);
      const cookie = signIn.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^lead_inbox=[\w-]+; Path=\/api\/leads\/inbox; HttpOnly; SameSite=Strict/);
      expect(cookie).not.toContain('inbox-token');
      const session = { cookie: cookie.split(';')[0]! };
      const list = await (await fetch(inbox, { headers: session })).text();
      expect(list.indexOf('grace@example.com')).toBeLessThan(list.indexOf('ada@example.com'));
      expect(list).toContain('2 leads, newest first');

      const searched = await (
        await fetch(inbox, { method: 'POST', headers: session, body: new URLSearchParams({ q: 'HOPPER', state: 'delivered' }) })
      ).text();
      expect(searched).toContain('1 lead, newest first');
      expect(searched).toContain('grace@example.com');
      expect(searched).not.toContain('ada@example.com');

      const csv = await (
        await fetch(`${inbox}/export.csv`, { method: 'POST', headers: session, body: new URLSearchParams({ form: 'get_started_request' }) })
      ).text();
      const [head, ...rows] = csv.trim().split('\r\n');
      expect(head).toBe('id,receivedAt,state,attempts,lastError,firstName,lastName,email,phone,service,timestamp,source,formType');
      expect(rows).toHaveLength(2);
      // A cell a spreadsheet would run as a formula is kept as text.
      expect(rows[1]).toContain(`"'=HYPERLINK(""x"")"`);

      const [grace] = await inboxLeads(relay.url, '?form=get_started_request');
      const detail = await (await fetch(`${inbox}/lead/${grace!.id}`, { headers: session })).text();
      expect(detail).toContain('Delivery attempts');
      expect(detail).toContain('<button type="submit">Resend</button>');
      const resent = await fetch(`${inbox}/lead/${grace!.id}/resend`, { method: 'POST', headers: session, redirect: 'manual' });
      expect(resent.status).toBe(303);
      await hook.received(3);
      expect(hook.deliveries.filter((d) => d.key === grace!.id)).toHaveLength(2);
    } finally {
      await relay.close();
      await hook.close();
    }
  });

  it('is closed when no admin token is set', async () => {
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url, { 'admin-token': '' }));
    try {
      expect((await fetch(`${relay.url}/api/leads/inbox/leads.json`, { headers: { authorization: 'Bearer ' } })).status).toBe(401);
      expect((await fetch(`${relay.url}/api/leads/inbox/sign-in`, { method: 'POST', body: 'token=' })).status).toBe(401);
    } finally {
      await relay.close();
      await hook.close();
    }
  });
  it('refuses a post that a page of another origin sent with the session cookie (a sibling subdomain is the same site)', async () => {
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url));
    const inbox = `${relay.url}/api/leads/inbox`;
    try {
      await postJson(relay.url, getStartedLead('ada@example.com'));
      await until(async () => (await inboxLeads(relay.url, '?state=delivered')).length === 1, 'delivered');
      const signIn = await fetch(`${inbox}/sign-in`, {
        method: 'POST',
        body: new URLSearchParams({ token: 'inbox-token' }),
        redirect: 'manual',
      });
      const session = { cookie: signIn.headers.get('set-cookie')!.split(';')[0]! };
      const [ada] = await inboxLeads(relay.url);
      for (const site of ['same-site', 'cross-site']) {
        const headers = { ...session, 'sec-fetch-site': site };
        const resent = await fetch(`${inbox}/lead/${ada!.id}/resend`, { method: 'POST', headers, redirect: 'manual' });
        expect([site, resent.status]).toEqual([site, 403]);
        const exported = await fetch(`${inbox}/export.csv`, { method: 'POST', headers, body: new URLSearchParams({}) });
        expect([site, exported.status]).toEqual([site, 403]);
        expect(await exported.text()).not.toContain('ada@example.com');
      }
      expect((await inboxLeads(relay.url))[0]!.state).toBe('delivered');
      // The inbox's own pages post as the same origin.
      const own = { ...session, 'sec-fetch-site': 'same-origin' };
      expect((await fetch(`${inbox}/lead/${ada!.id}/resend`, { method: 'POST', headers: own, redirect: 'manual' })).status).toBe(303);
      await hook.received(2);
      expect(hook.deliveries.map((d) => d.key)).toEqual([ada!.id, ada!.id]);
    } finally {
      await relay.close();
      await hook.close();
    }
  });

  it('slows, then locks, wrong admin tokens per address (an IPv6 one by its /64), typed or sent by a script, as the studio slows its sign-ins', async () => {
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url, { 'trust-proxy': 'true' }));
    const inbox = `${relay.url}/api/leads/inbox`;
    const typed = (token: string, from: string) =>
      fetch(`${inbox}/sign-in`, {
        method: 'POST',
        headers: { 'x-forwarded-for': from },
        body: new URLSearchParams({ token }),
        redirect: 'manual',
      });
    const sent = (token: string, from: string) =>
      fetch(`${inbox}/leads.json`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': from } });
    try {
      // Twelve wrong tokens typed one after another: three are checked, then each waits, and the address is locked.
      const answers: number[] = [];
      for (let i = 0; i < 12; i++) answers.push((await typed(`guess-${i}`, '198.51.100.7')).status);
      expect(answers).toEqual([401, 401, 401, ...Array(9).fill(429)]);
      const locked = await typed('inbox-token', '198.51.100.7');
      expect(locked.status).toBe(429);
      expect(await locked.text()).toMatch(/Too many wrong tokens from this address: try again in \d+ seconds\./);
      // Another address is not held.
      expect((await typed('inbox-token', '198.51.100.8')).status).toBe(303);

      // A script's Bearer tokens sent all at once are counted as the same tokens one after another;
      // the rest of the /64 is locked with the address, another /64 is not.
      const rushed = await Promise.all(Array.from({ length: 12 }, (_, i) => sent(`guess-${i}`, '2001:db8:5:6::1')));
      expect(rushed.map((answer) => answer.status).sort()).toEqual([401, 401, 401, ...Array(9).fill(429)]);
      const held = await sent('inbox-token', '2001:db8:5:6:ffff::9');
      expect(held.status).toBe(429);
      expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(60);
      expect((await held.json()) as unknown).toEqual({ error: expect.stringMatching(/^Too many wrong tokens from this address/) });
      expect((await sent('inbox-token', '2001:db8:5:7::1')).status).toBe(200);

      // An inbox form larger than any the inbox sends is refused in words, not failed.
      const large = await fetch(`${inbox}/sign-in`, { method: 'POST', body: new URLSearchParams({ token: 'x'.repeat(20_000) }) });
      expect([large.status, await large.json()]).toEqual([
        413,
        { error: 'the form is larger than 16 KB, more than any form of the inbox sends' },
      ]);
    } finally {
      await relay.close();
      await hook.close();
    }
  });

  it('slows studio sign-ins sent all at once as it slows them one after another', async () => {
    const studioData = temporaryFolder('relay-studio-');
    const studio = openStudioStore(studioData);
    const { token } = addAccount(studio, { email: 'pat@example.com', name: 'Pat', role: 'publisher' });
    await choosePassword(studio, token, 'correct horse battery');
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url, { 'studio-data': studioData }));
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          fetch(`${relay.url}/api/leads/inbox/sign-in`, {
            method: 'POST',
            body: new URLSearchParams({ email: 'pat@example.com', password: 'not the password' }),
            redirect: 'manual',
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, ...Array(9).fill(429)]);
    } finally {
      await relay.close();
      await hook.close();
      studio.close();
    }
  });

  it("opens with the studio's publisher and admin accounts when it is given the studio's data folder", async () => {
    const studioData = temporaryFolder('relay-studio-');
    const studio = openStudioStore(studioData);
    const account = async (email: string, role: string) => {
      const { token } = addAccount(studio, { email, name: email.split('@')[0]!, role });
      expect(await choosePassword(studio, token, 'correct horse battery')).toMatchObject({ email });
    };
    await account('pat@example.com', 'publisher');
    await account('ann@example.com', 'author');
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url, { 'studio-data': studioData }));
    const inbox = `${relay.url}/api/leads/inbox`;
    const signIn = (email: string, password: string) =>
      fetch(`${inbox}/sign-in`, { method: 'POST', body: new URLSearchParams({ email, password }), redirect: 'manual' });
    try {
      const closed = await fetch(inbox);
      expect(closed.status).toBe(401);
      const form = await closed.text();
      expect(form).toContain('<input name="email" type="email"');
      expect(form).not.toContain('name="token"');
      // The admin token opens nothing once the studio's accounts decide.
      expect((await fetch(`${inbox}/leads.json`, { headers: { authorization: 'Bearer inbox-token' } })).status).toBe(401);

      const wrong = await signIn('pat@example.com', 'not the password');
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain('The e-mail or the password is wrong.');
      const author = await signIn('ann@example.com', 'correct horse battery');
      expect(author.status).toBe(403);
      expect(await author.text()).toContain('for publishers and admins');

      const signedIn = await signIn('PAT@example.com', 'correct horse battery');
      expect(signedIn.status).toBe(303);
      const session = { cookie: signedIn.headers.get('set-cookie')!.split(';')[0]! };
      await postJson(relay.url, getStartedLead('ada@example.com'));
      const listed = (await (await fetch(`${inbox}/leads.json`, { headers: session })).json()) as { leads: { email: string }[] };
      expect(listed.leads.map((lead) => lead.email)).toEqual(['ada@example.com']);
      expect(await (await fetch(inbox, { headers: session })).text()).toContain('1 lead, newest first');

      // A studio session of the same host opens it too; an author's does not.
      const pat = accountByEmail(studio, 'pat@example.com')!;
      const ann = accountByEmail(studio, 'ann@example.com')!;
      expect((await fetch(inbox, { headers: { cookie: `studio=${startSession(studio, pat.id)}` } })).status).toBe(200);
      expect((await fetch(inbox, { headers: { cookie: `studio=${startSession(studio, ann.id)}` } })).status).toBe(401);

      // Signing out ends the studio session the inbox made.
      expect((await fetch(`${inbox}/sign-out`, { method: 'POST', headers: session, redirect: 'manual' })).status).toBe(303);
      expect((await fetch(inbox, { headers: session })).status).toBe(401);
    } finally {
      await relay.close();
      await hook.close();
      studio.close();
    }
  });
});

describe('attribution', () => {
  it('stores what the page sends beside the lead and forwards only the fields site.yaml lists, after the exact body', async () => {
    const site = temporaryFolder('relay-site-');
    cpSync('site', site, { recursive: true });
    const yaml = readFileSync(join(site, 'site.yaml'), 'utf8');
    const on = yaml.replace(
      '  formPosts: true\n',
      '  formPosts: true\n  attribution:\n    enabled: true\n    forward: [landing_page, first_utm_source]\n',
    );
    expect(on).not.toBe(yaml);
    writeFileSync(join(site, 'site.yaml'), on);
    const hook = await stubWebhook();
    const relay = await startTestRelay(testConfig(hook.url, { site }));
    try {
      const lead = getStartedLead('ada@example.com');
      const sent = { first_utm_source: 'news', last_utm_source: 'ads', landing_page: '/gyms', gclid: 'abc', email: 'x@example.com' };
      const answer = await postJson(relay.url, lead, { 'lead-attribution': encodeURIComponent(JSON.stringify(sent)) });
      expect(answer.status).toBe(201);
      const { id } = (await answer.json()) as { id: string };
      await hook.received(1);
      expect(hook.deliveries[0]!.body).toBe(JSON.stringify({ ...lead, landing_page: '/gyms', first_utm_source: 'news' }));
      const detail = await fetch(`${relay.url}/api/leads/inbox/lead/${id}.json`, { headers: { authorization: 'Bearer inbox-token' } });
      // Kept: the known fields; not the click id (clickIds is off) nor anything else.
      expect(((await detail.json()) as { lead: { extra: object } }).lead.extra).toEqual({
        first_utm_source: 'news',
        last_utm_source: 'ads',
        landing_page: '/gyms',
      });
    } finally {
      await relay.close();
      await hook.close();
    }
  });
});

describe('npm run leads -- forget', () => {
  it('deletes the leads of one address from the data folder and says how many', async () => {
    const hook = await stubWebhook();
    const config = testConfig(hook.url);
    const relay = await startTestRelay(config);
    await postJson(relay.url, getStartedLead('gone@example.com'));
    await relay.close();
    await hook.close();
    const printed: string[] = [];
    const log = console.log;
    console.log = (line: string) => printed.push(line);
    try {
      expect(await leadsCli(['forget', 'GONE@example.com', '--data', config.dataDir])).toBe(0);
    } finally {
      console.log = log;
    }
    expect(printed).toEqual(['Deleted 1 lead(s) of GONE@example.com.']);
  });
});
