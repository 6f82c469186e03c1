import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RelayConfig } from './config.ts';
import type { Contracts } from './contract.ts';
import { DoorError, readPost, type DoorPost } from './door.ts';
import { clientAddress, redirect, send, sendJson } from './http.ts';
import type { Log } from './log.ts';
import type { ProofOfWork } from './proof.ts';
import { tokenBuckets } from './rate-limit.ts';
import type { LeadStore, NewLead } from './store/lead-store.ts';

type IntakeConfig = Pick<RelayConfig, 'dedupeMs' | 'minFillMs' | 'rateBurst' | 'ratePerMinute' | 'trustProxy'>;

/** Why a post that keeps its contract is spam, or undefined. */
async function spamReason(post: DoorPost, config: IntakeConfig, proof: ProofOfWork, now: number): Promise<string | undefined> {
  if (post.honeypot.trim() !== '') return 'honeypot filled';
  // A form post comes from a page without JavaScript: there is no script to measure or to solve.
  if (post.formPost) return undefined;
  if (post.fillMs === undefined || post.fillMs < config.minFillMs) return `sent ${post.fillMs ?? 0} ms after the form showed`;
  if (proof.enabled && !(await proof.verify(post.proof, now))) return 'no valid proof of work';
  return undefined;
}

/**
 * Every field but the timestamp, and whether it is spam: the same submission sent twice has the
 * same fingerprint, and a real one is never taken for the same values a robot sent before.
 */
function fingerprint(body: Record<string, string>, spam: boolean): string {
  const { timestamp: _time, ...rest } = body;
  return createHash('sha256')
    .update(JSON.stringify([rest, spam]))
    .digest('hex');
}

/**
 * POST /api/leads: rate limit, the door (the form's contract), the spam checks, then the store.
 * The visitor's answer comes only after the commit: 201 (JSON) or 303 to the thank-you page (a form
 * post), the same for a duplicate and for spam (which is quarantined, and told nothing). A store
 * that refuses the write gives 503 and nothing is claimed; the page shows its failure notice.
 */
export function intake(store: LeadStore, contracts: Contracts, config: IntakeConfig, proof: ProofOfWork, log: Log, stored: () => void) {
  const buckets = tokenBuckets(config.rateBurst, config.ratePerMinute);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const now = Date.now();
    const address = clientAddress(req, config.trustProxy);
    const wait = buckets.take(address, now);
    if (wait > 0) {
      req.resume();
      return sendJson(
        res,
        429,
        { error: 'too many requests from this address; try again in a minute' },
        { 'Retry-After': String(Math.ceil(wait / 1000)) },
      );
    }
    let post: DoorPost;
    try {
      post = await readPost(req, contracts, new Date(now));
    } catch (error) {
      if (!(error instanceof DoorError)) throw error;
      log.info('lead.refused', { status: error.status, reason: error.message });
      return refuse(req, res, error.status, error.message);
    }
    const spam = await spamReason(post, config, proof, now);
    const lead: NewLead = {
      id: randomUUID(),
      receivedAt: now,
      formType: post.contract.form.formType,
      source: post.contract.form.source,
      email: (post.body.email ?? '').toLowerCase(),
      body: post.body,
      extra: {},
      fingerprint: fingerprint(post.body, spam !== undefined),
      address,
      state: spam ? 'spam' : 'pending',
      spamReason: spam,
    };
    let id: string;
    try {
      const result = await store.insert(lead, now - config.dedupeMs);
      id = result.id;
      log.info(result.duplicate ? 'lead.duplicate' : spam ? 'lead.quarantined' : 'lead.stored', {
        id,
        formType: lead.formType,
        reason: spam,
      });
    } catch (error) {
      log.error('lead.store-failed', { error: (error as Error).message });
      return refuse(
        req,
        res,
        503,
        'the lead could not be stored just now; nothing was sent. Please try again in a moment, or call or e-mail us.',
      );
    }
    if (!spam) stored();
    if (post.formPost) return redirect(res, post.contract.successHref);
    sendJson(res, 201, { ok: true, id });
  };
}

/** A refusal: JSON for the page's script; for a visitor without JavaScript a short page that says what to do, and Back keeps the values. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string): void {
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) return sendJson(res, status, { error: message });
  const text = message.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  send(
    res,
    status,
    'text/html; charset=utf-8',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your request was not sent</title></head><body><main><h1>Your request was not sent</h1><p>${text}</p><p>Use your browser's Back button: what you typed is still in the form.</p></main></body></html>`,
  );
}
