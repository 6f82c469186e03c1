/**
 * The relay as a process (`npm run leads`), killed with SIGKILL the moment it has answered 2xx:
 * the lead was committed before that answer, so the next start delivers it, once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, expect, it } from 'vitest';
import { getStartedLead, inboxLeads, postJson, stubWebhook, until } from '../helpers/lead-relay';
import { temporaryFolder } from '../helpers/temporary';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Start `npm run leads` (its script, without npm) and resolve with its address once it listens. */
function startProcess(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('LEAD_') && name !== 'DATABASE_URL'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/leads/cli.ts', ...args], {
    env: { ...env, LEAD_ADMIN_TOKEN: 'inbox-token' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  return new Promise((ready, fail) => {
    child.once('exit', (code) => fail(new Error(`the relay exited (${code}) before it listened: ${errors}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const event = JSON.parse(line) as { event: string; url?: string };
      if (event.event === 'relay.started') ready({ child, url: event.url! });
    });
  });
}

it('delivers a lead once after the relay was killed right after answering 2xx', async () => {
  // The first delivery, if the killed relay got to start it, is never answered.
  const hook = await stubWebhook(['hang']);
  const data = temporaryFolder('relay-crash-');
  const args = [
    '--port',
    '0',
    '--data',
    data,
    '--webhook',
    hook.url,
    '--timeout-ms',
    '1000',
    '--poll-ms',
    '50',
    '--min-fill-ms',
    '0',
    '--proof-max',
    '0',
  ];
  try {
    const first = await startProcess(args);
    const lead = getStartedLead();
    const answer = await postJson(first.url, lead);
    first.child.kill('SIGKILL');
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    await new Promise((done) => first.child.once('exit', done));

    const second = await startProcess(args);
    await until(async () => (await inboxLeads(second.url))[0]?.state === 'delivered', 'the restarted relay delivered the lead');
    // A few more polls of the worker: nothing is sent again.
    await new Promise((done) => setTimeout(done, 500));
    expect(hook.deliveries.filter((d) => d.answered === 200)).toHaveLength(1);
    expect(hook.deliveries.every((d) => d.key === id && d.body === JSON.stringify(lead))).toBe(true);
    expect(await inboxLeads(second.url)).toHaveLength(1);
    second.child.kill('SIGTERM');
    expect(await new Promise((done) => second.child.once('exit', done))).toBe(0);
  } finally {
    await hook.close();
  }
});
