import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RelayConfig } from './config.ts';
import type { Contracts } from './contract.ts';
import { attributionOf, isFormPost, readBody, readPost, type DoorPost } from './door.ts';
import { HttpError } from '../shared/body.ts';
import { clientAddress, redirect, send, sendJson } from './http.ts';
import type { Log } from './log.ts';
import { refusalPage, type RefusalWords } from './refusal-page.ts';
import type { FormStart } from './form-start.ts';
import type { ProofOfWork } from './proof.ts';
import { rateKey, tokenBuckets } from './rate-limit.ts';
import type { Site } from '../../generated/content-types.ts';
import type { LeadStore, NewLead } from './store/lead-store.ts';

type IntakeConfig = Pick<RelayConfig, 'dedupeMs' | 'minFillMs' | 'rateBurst' | 'ratePerMinute' | 'trustProxy'> & {
  /** site.yaml's leads.attribution: what the relay keeps of where a visitor came from. */
  attribution?: Site['leads']['attribution'];
};

/** Why a post that keeps its contract is spam, or undefined. */
async function spamReason(
  req: IncomingMessage,
  post: DoorPost,
  config: IntakeConfig,
  proof: ProofOfWork,
  start: FormStart,
  now: number,
): Promise<string | undefined> {
  if (post.honeypot.trim() !== '') return 'honeypot filled';
  // A form post comes from a page without JavaScript: its start time is the signed cookie its page's
  // picture got (form-start.ts); there is no script to solve a challenge.
  if (post.formPost) {
    if (config.minFillMs === 0) return undefined;
    const shown = start.shownAt(req, now);
    if (shown === undefined) return 'sent without JavaScript and without the start time its page gives (no valid lead_start cookie)';
    return now - shown < config.minFillMs ? `sent ${now - shown} ms after the form showed` : undefined;
  }
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
  start: FormStart,
  log: Log,
  stored: () => void,
) {
  const buckets = tokenBuckets(config.rateBurst, config.ratePerMinute);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // The site's forms post from its own origin (nginx serves both). A browser says when another
    // site's page sent the post (Sec-Fetch-Site), as the development inbox refuses it too; a script
    // or an older browser says nothing, and the spam checks judge it.
    const from = req.headers['sec-fetch-site'];
    if (from === 'cross-site' || from === 'same-site') {
      req.resume();
      log.info('lead.refused', { status: 403, reason: `sent from another site (${from})` });
      return refuse(req, res, 403, 'posts from another site are refused', words);
    }
    const now = Date.now();
    const address = clientAddress(req, config.trustProxy);
    const wait = buckets.take(rateKey(address), now);
    if (wait > 0) {
      // A visitor without JavaScript gets their values back on the refusal page; a script keeps its own.
      const fields = isFormPost(req) ? new URLSearchParams(await readBody(req).catch(() => '')) : (req.resume(), undefined);
      const seconds = Math.ceil(wait / 1000);
      return refuse(req, res, 429, `too many requests from this address; try again in ${seconds} s`, words, fields, {
        'Retry-After': String(seconds),
      });
    }
    let post: DoorPost;
    try {
      post = await readPost(req, contracts, new Date(now));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      log.info('lead.refused', { status: error.status, reason: error.message });
      return refuse(req, res, error.status, error.message, words);
    }
    const storeFailed = (error: unknown) => {
      log.error('lead.store-failed', { error: (error as Error).message });
      const reason = 'the lead could not be stored just now; nothing was sent. Please try again in a moment, or call or e-mail us.';
      refuse(req, res, 503, reason, words, post.fields);
    };
    let spam: string | undefined;
    try {
      // A proof of work is checked against the store (each is used once): a store that fails here fails the post as below.
      spam = await spamReason(req, post, config, proof, start, now);
    } catch (error) {
      return storeFailed(error);
    }
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
      return storeFailed(error);
    }
    if (!spam) stored();
    if (post.formPost) return redirect(res, post.contract.successHref);
    sendJson(res, 201, { ok: true, id });
  };
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
 * a visitor without JavaScript the refusal page with the site's failure notice, what happened, the
 * values they typed and, when trying again may work (429, 503), a button that sends them again.
 * Either way the reason is logged by the caller.
 */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  words: RefusalWords,
  fields?: URLSearchParams,
  headers: Record<string, string> = {},
): void {
  if (!isFormPost(req)) return sendJson(res, status, { error: message }, headers);
  // Sent again to where it was posted (the relay's path, whatever proxy is in front).
  const again = status === 429 || status === 503 ? (req.url ?? '').split('?')[0] : undefined;
  send(res, status, 'text/html; charset=utf-8', refusalPage(words, sentence(message), fields, again), headers);
}

/** A message as a sentence for the visitor: capitalised, with its full stop. */
const sentence = (message: string) => `${message[0]!.toUpperCase()}${message.slice(1)}${/[.!?]$/.test(message) ? '' : '.'}`;
