import { randomUUID } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { forwardedAttribution } from '../../leads/attribution.ts';
import { retryDelay } from './backoff.ts';
import type { RelayConfig } from './config.ts';
import type { Log } from './log.ts';
import type { Attempt, AttemptOutcome, LeadStore, StoredLead } from './store/lead-store.ts';

/** The header that carries the lead's id, so that a provider can drop a lead it already has. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How many leads one worker sends at the same time. */
const CONCURRENCY = 8;
/**
 * How long a claimed lead stays with its worker: twice the timeout and a second, well past the
 * longest attempt and its write. A worker that died (a crash, SIGKILL) holds its leads no longer:
 * then any worker takes them again.
 */
const leaseMs = (timeoutMs: number) => 2 * timeoutMs + 1000;

type WorkerConfig = Pick<RelayConfig, 'webhookUrl' | 'timeoutMs' | 'retryBaseMs' | 'retryMaxMs' | 'retryForMs' | 'pollMs'> & {
  /** The attribution fields the provider receives after the specification's body (site.yaml leads.attribution.forward). */
  forward?: readonly string[];
};

/**
 * The delivery worker: takes due leads from the store (shared safely with the workers of other
 * instances), POSTs each one's exact body to the webhook with its id as the idempotency key, and
 * records the attempt. A 2xx answer delivers it; a 3xx (never followed: a redirected POST loses its
 * body), another status, a timeout or a network error schedules a retry with exponential backoff
 * and jitter, until `retryForMs` after the lead arrived: then it is failed, for a person to resend.
 */
export function deliveryWorker(store: LeadStore, config: WorkerConfig, log: Log) {
  const owner = randomUUID();
  const agents = providerAgents();
  let running = false;
  let wake: (() => void) | undefined;
  let stopped: Promise<void> | undefined;

  /** POST one claimed lead; the attempt and the lead's next state. */
  async function attempt(lead: StoredLead): Promise<{ lead: StoredLead; record: Attempt; outcome: AttemptOutcome }> {
    const started = Date.now();
    const result = await post(config.webhookUrl, lead, config.timeoutMs, config.forward ?? [], agents);
    const at = Date.now();
    const record: Attempt = { at, status: result.status, error: result.error, ms: at - started };
    return { lead, record, outcome: nextStep(lead, result.error === null, at) };
  }

  type Done = Awaited<ReturnType<typeof attempt>>;
  /** Attempts made whose record the store refused (it was down): recorded before anything new is claimed. */
  let unrecorded: Done[] = [];

  /**
   * Record the attempts of one claim together (one commit for all of them in the embedded store);
   * the ones the store could not take are kept in `unrecorded` and tried again on the next turn, and
   * no lead is claimed until they are in: the lead stays this worker's (the record only asks that
   * no other worker claimed it since), so a store that was down while the provider took a lead does
   * not make it due again. Only a crash before the record leaves a lead sent but not marked: it is
   * sent again with the same idempotency key.
   */
  async function recordAll(done: Done[]): Promise<void> {
    const kept = await Promise.allSettled(done.map(({ lead, record, outcome }) => store.recordAttempt(owner, lead.id, record, outcome)));
    const refused: Done[] = [];
    done.forEach((item, index) => {
      const { lead, record, outcome } = item;
      const result = kept[index]!;
      if (result.status === 'rejected') {
        refused.push(item);
        log.error('worker.store', { id: lead.id, error: (result.reason as Error).message, waiting: 'to record the attempt' });
      } else if (!result.value) log.warn('lead.claim-lost', { id: lead.id });
      else if (outcome.state === 'delivered') log.info('lead.delivered', { id: lead.id, status: record.status, ms: record.ms });
      else log.warn(`lead.${outcome.state}`, { id: lead.id, attempt: lead.attempts + 1, error: record.error });
    });
    unrecorded = refused;
  }

  function nextStep(lead: StoredLead, ok: boolean, now: number): AttemptOutcome {
    if (ok) return { state: 'delivered', nextAttemptAt: null };
    const next = now + retryDelay(lead.attempts + 1, config.retryBaseMs, config.retryMaxMs);
    if (next > lead.receivedAt + config.retryForMs) return { state: 'failed', nextAttemptAt: null };
    return { state: 'retrying', nextAttemptAt: next };
  }

  async function loop() {
    while (running) {
      let claimed: StoredLead[] = [];
      try {
        if (unrecorded.length) await recordAll(unrecorded);
        if (!unrecorded.length) {
          claimed = await store.claim(owner, Date.now(), leaseMs(config.timeoutMs), CONCURRENCY);
          await recordAll(await Promise.all(claimed.map(attempt)));
        }
      } catch (error) {
        log.error('worker.store', { error: (error as Error).message });
      }
      if ((claimed.length < CONCURRENCY || unrecorded.length) && running)
        await new Promise<void>((done) => {
          const timer = setTimeout(done, config.pollMs);
          wake = () => {
            clearTimeout(timer);
            done();
          };
        });
      wake = undefined;
    }
  }

  return {
    start() {
      running = true;
      stopped = loop();
    },
    /** A lead was stored: look now rather than at the next poll. */
    kick: () => wake?.(),
    /** Finish the attempts under way, then stop. */
    async stop() {
      running = false;
      wake?.();
      await stopped;
      // A last try for attempts the store refused, so that they are not sent again after a restart.
      if (unrecorded.length) await recordAll(unrecorded).catch(() => undefined);
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

/**
 * Connections to the provider, kept open between deliveries (one per lead sent at once), of one
 * worker: node's own HTTP client, lighter per request than fetch, and never following a redirect.
 */
function providerAgents() {
  return {
    'http:': new HttpAgent({ keepAlive: true, maxSockets: CONCURRENCY }),
    'https:': new HttpsAgent({ keepAlive: true, maxSockets: CONCURRENCY }),
  };
}

/** One POST of a lead: the provider's status, and why it does not count as delivered (null when it does). */
function post(
  url: string,
  lead: StoredLead,
  timeoutMs: number,
  forward: readonly string[],
  agents: ReturnType<typeof providerAgents>,
): Promise<{ status: number | null; error: string | null }> {
  const target = new URL(url);
  // The specification's body, key for key; the attribution fields the site forwards come after it.
  const body = JSON.stringify(forward.length ? { ...lead.body, ...forwardedAttribution(lead.extra, forward) } : lead.body);
  return new Promise((done) => {
    let settled = false;
    const finish = (result: { status: number | null; error: string | null }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done(result);
    };
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        agent: agents[target.protocol === 'https:' ? 'https:' : 'http:'],
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), [IDEMPOTENCY_HEADER]: lead.id },
      },
      (res) => {
        // The status decides; the answer's body is read and dropped, so the connection serves the next lead.
        res.on('error', () => undefined);
        res.resume();
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) return finish({ status, error: null });
        if (status >= 300 && status < 400)
          return finish({ status, error: `answered ${status}, a redirect (not followed: the lead would lose its body)` });
        finish({ status, error: `answered ${status}` });
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, error: `no answer within ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error) => finish({ status: null, error: `could not reach the webhook: ${error.message}` }));
    req.end(body);
  });
}
