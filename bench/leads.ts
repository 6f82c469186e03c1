/**
 * `npm run bench:leads`: the lead relay with its embedded store (SQLite, fsync'd commits) on this
 * machine: leads stored per second and the time to the 2xx (p50, p99) under concurrent posts, the
 * delivery rate to a local webhook, and the relay's memory. Targets: at least 300 leads/s, p99 at
 * most 50 ms. Each figure is printed beside the load average and Lighthouse's benchmarkIndex of
 * the machine, measured just before and after.
 *
 *   npm run bench:leads -- [--posts 3000] [--concurrency 20]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { benchmarkIndex } from './benchmark-index.ts';

const { values } = parseArgs({ options: { posts: { type: 'string', default: '3000' }, concurrency: { type: 'string', default: '20' } } });
const POSTS = Number(values.posts);
const CONCURRENCY = Number(values.concurrency);

const machine = async () => {
  const index = await benchmarkIndex();
  return `load ${loadavg()[0]!.toFixed(2)}, benchmarkIndex ${index === undefined ? 'unavailable' : Math.round(index)}`;
};

function lead(n: number) {
  return JSON.stringify({
    firstName: 'Bench',
    lastName: `Visitor ${n}`,
    email: `bench${n}@example.com`,
    phone: '+1 214 555 0100',
    service: 'micro-market',
    timestamp: new Date().toISOString(),
    source: 'get-started-page',
    formType: 'get_started_request',
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const before = await machine();
  let delivered = 0;
  const hook = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      delivered++;
      res.end('{}');
    });
  });
  await new Promise<void>((ready) => hook.listen(0, '127.0.0.1', () => ready()));
  const data = mkdtempSync(join(tmpdir(), 'bench-leads-'));
  const args = ['--port', '0', '--data', data, '--webhook', `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`];
  args.push('--proof-max', '0', '--min-fill-ms', '0', '--rate-burst', String(POSTS * 2), '--poll-ms', '50');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/leads/cli.ts', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((ready) =>
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const event = JSON.parse(line) as { event: string; url?: string };
      if (event.event === 'relay.started') ready(event.url!);
    }),
  );
  child.stdout!.resume();
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  /** CPU seconds the relay has used (user + system), from /proc: what the load costs it, whatever else runs. */
  const cpu = () => {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  const idleRss = rss();
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rss())), 50);

  // The load generator shares the machine with the relay: node's own HTTP client on kept-alive
  // connections (one per concurrent visitor) costs it far less CPU than fetch.
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const target = new URL(`${url}/api/leads`);
  const post = (n: number) =>
    new Promise<number>((done, fail) => {
      const started = performance.now();
      const body = lead(n);
      const req = request(
        target,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'lead-fill-ms': '5000' },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 201 ? done(performance.now() - started) : fail(new Error(`post ${n} answered ${res.statusCode}`)),
          );
        },
      );
      req.on('error', fail);
      req.end(body);
    });
  const run = async (from: number, count: number) => {
    const times: number[] = [];
    let next = from;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < from + count) times.push(await post(next++));
      }),
    );
    return times;
  };
  await run(0, 200); // warm-up: JIT, the store's pages, connections
  const started = performance.now();
  const cpuBefore = cpu();
  const times = (await run(200, POSTS)).sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  while (delivered < POSTS + 200) await new Promise((done) => setTimeout(done, 20));
  const deliveredIn = (performance.now() - started) / 1000;
  const cpuPerLead = ((cpu() - cpuBefore) * 1000) / POSTS;
  clearInterval(sampler);
  agent.destroy();
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  hook.close();
  rmSync(data, { recursive: true, force: true });
  const after = await machine();

  const rate = POSTS / elapsed;
  const p99 = percentile(times, 99);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `Lead relay, embedded store (SQLite WAL, each group commit fsync'd before its 2xx), ${POSTS} posts, ${CONCURRENCY} at a time; machine before: ${before}; after: ${after}`,
  );
  console.log(`  stored:    ${rate.toFixed(0)} leads/s  (target >= 300: ratio ${(rate / 300).toFixed(2)})`);
  console.log(
    `  to 2xx:    p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms  (target p99 <= 50 ms: ratio ${(50 / p99).toFixed(2)})`,
  );
  console.log(
    `  delivered: all ${POSTS + 200} within ${deliveredIn.toFixed(1)} s of the first post (${(POSTS / deliveredIn).toFixed(0)} leads/s to the webhook)`,
  );
  console.log(
    `  relay CPU: ${cpuPerLead.toFixed(2)} ms per lead, storing and delivering (${(1000 / cpuPerLead).toFixed(0)} leads/s per free core)`,
  );
  console.log(`  memory:    relay RSS ${mb(idleRss)} idle, ${mb(peakRss)} peak under load`);
  return rate >= 300 && p99 <= 50 ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
