import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RelayConfig } from './config.ts';
import type { Contracts } from './contract.ts';
import { attributionOf, DoorError, readPost, type DoorPost } from './door.ts';
import { clientAddress, redirect, send, sendJson } from './http.ts';
import type { Log } from './log.ts';
import type { ProofOfWork } from './proof.ts';
import { tokenBuckets } from './rate-limit.ts';
import type { Site } from '../../generated/content-types.ts';
import type { LeadStore, NewLead } from './store/lead-store.ts';

type IntakeConfig = Pick<RelayConfig, 'dedupeMs' | 'minFillMs' | 'rateBurst' | 'ratePerMinute' | 'trustProxy'> & {
  /** site.yaml's leads.attribution: what the relay keeps of where a visitor came from. */
  attribution?: Site['leads']['attribution'];
};

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
export function intake(
  store: LeadStore,
  contracts: Contracts,
  words: RefusalWords,
  config: IntakeConfig,
  proof: ProofOfWork,
  log: Log,
  stored: () => void,
) {
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
      return refuse(req, res, error.status, error.message, words);
    }
    const spam = await spamReason(post, config, proof, now);
    const lead: NewLead = {
      id: randomUUID(),
      receivedAt: now,
      formType: post.contract.form.formType,
      source: post.contract.form.source,
      email: (post.body.email ?? '').toLowerCase(),
      body: post.body,
      extra: attributionOf(post.attribution, config.attribution),
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
      const reason = 'the lead could not be stored just now; nothing was sent. Please try again in a moment, or call or e-mail us.';
      return refuse(req, res, 503, reason, words);
    }
    if (!spam) stored();
    if (post.formPost) return redirect(res, post.contract.successHref);
    sendJson(res, 201, { ok: true, id });
  };
}

/** The words of the page a visitor without JavaScript sees when a post is refused: site.yaml's own. */
export interface RefusalWords {
  title: string;
  text: string;
  unavailable: string;
  phone: string;
  email: string;
}

/** The refusal words of a site: the failure notice of ui.leadForm and the phone and e-mail after leads.unavailableText. */
export function refusalWords(site: Site): RefusalWords {
  const { failedTitle, failedText } = site.ui.leadForm;
  return {
    title: failedTitle,
    text: failedText,
    unavailable: site.leads.unavailableText,
    phone: site.contact.phone,
    email: site.contact.email,
  };
}

/**
 * A refusal: JSON for the page's script (which shows its failure notice and keeps the values); for
 * a visitor without JavaScript a short page with the site's failure notice and its phone and e-mail
 * (Back keeps what they typed). Either way the reason is logged.
 */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string, words: RefusalWords): void {
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) return sendJson(res, status, { error: message });
  const html = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const tel = words.phone.replace(/[^+\d]/g, '');
  send(
    res,
    status,
    'text/html; charset=utf-8',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(words.title)}</title></head>` +
      `<body><main><h1>${html(words.title)}</h1><p>${html(words.text)}</p><p>${html(words.unavailable)} <a href="tel:${tel}">${html(words.phone)}</a> · <a href="mailto:${html(words.email)}">${html(words.email)}</a></p></main></body></html>`,
  );
}
