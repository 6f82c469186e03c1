import type { IncomingMessage } from 'node:http';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_MAX, CLICK_IDS, type AttributionSettings } from '../../leads/attribution.ts';
import { HONEYPOT_FIELD } from '../../leads/fields.ts';
import { buildLeadPayload } from '../../leads/payload.ts';
import { RELAY_HEADERS } from '../../leads/relay-headers.ts';
import { contractError, type Contracts, type FormContract } from './contract.ts';
import { HttpError, parseJson, readLimitedText, sizeWords } from '../shared/body.ts';

/**
 * The largest body the relay reads. Every typed field is bounded by its maxlength, so the largest
 * lead a form sends stays near 34 KB even when each character escapes to six bytes of JSON.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/** A post the door turned away: the status and a sentence saying what is wrong. */
export class DoorError extends HttpError {
  constructor(
    override readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(status, message);
  }
}

/** A post that keeps its form's contract. */
export interface DoorPost {
  contract: FormContract;
  /** The body the provider receives, built as the page builds it. */
  body: Record<string, string>;
  /** A plain HTML form post (a visitor without JavaScript): answered with a redirect. */
  formPost: boolean;
  honeypot: string;
  /** How long the form was on screen before it was sent, when the page's script measured it. */
  fillMs?: number;
  /** What a form post sent, field by field (to give a refused visitor their values back). */
  fields?: URLSearchParams;
  /** The proof-of-work solution the page's script sent. */
  proof?: string;
  /** Where the visitor came from, as the page's script sent it (not yet checked: attributionOf). */
  attribution?: string;
}

/** Fields of a form post besides the lead's own. */
const POST_FIELDS = ['formType', 'source', 'next', 'consent', HONEYPOT_FIELD];

/** Read and check one post of `req` against the site's forms; throws a DoorError. */
/** Whether `req` is a plain HTML form post (a visitor without JavaScript). */
export const isFormPost = (req: IncomingMessage) => /^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '');

export async function readPost(req: IncomingMessage, contracts: Contracts, now: Date): Promise<DoorPost> {
  const type = req.headers['content-type'] ?? '';
  const formPost = isFormPost(req);
  if (!formPost && !/^application\/json\b/i.test(type))
    throw new DoorError(415, 'Content-Type must be application/json, or application/x-www-form-urlencoded for a form post');
  const text = await readBody(req);
  return formPost ? formPostLead(text, contracts, now) : jsonLead(req, text, contracts);
}

/** The body as text: an HttpError 413 past MAX_BODY_BYTES. */
export const readBody = (req: IncomingMessage): Promise<string> =>
  readLimitedText(req, {
    maxBytes: MAX_BODY_BYTES,
    tooLarge: `the body is larger than ${sizeWords(MAX_BODY_BYTES)}, more than any form sends`,
  });

function contractOf(contracts: Contracts, formType: unknown, source: unknown): FormContract {
  if (typeof formType !== 'string' || formType === '') throw new DoorError(400, 'formType is missing');
  const forms = contracts.get(formType);
  if (!forms)
    throw new DoorError(400, `unknown formType "${formType.slice(0, 80)}": this site's forms are ${[...contracts.keys()].join(', ')}`);
  const form = forms.find((contract) => contract.form.source === source);
  if (!form) throw new DoorError(400, `no ${formType} form has the source "${String(source).slice(0, 80)}"`);
  return form;
}

function jsonLead(req: IncomingMessage, text: string, contracts: Contracts): DoorPost {
  const value = parseJson(text, 'the body is not valid JSON');
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new DoorError(400, 'a lead is a JSON object');
  const lead = value as Record<string, unknown>;
  const contract = contractOf(contracts, lead.formType, lead.source);
  const expected = Object.keys(buildLeadPayload(contract.form, {}));
  const unknown = Object.keys(lead).find((key) => !expected.includes(key));
  if (unknown !== undefined)
    throw new DoorError(
      400,
      `"${unknown.slice(0, 80)}" is not a field of the ${contract.form.formType} form (it sends ${expected.join(', ')})`,
    );
  const missing = expected.find((key) => !(key in lead) && key !== 'message');
  if (missing !== undefined) throw new DoorError(400, `${missing} is missing`);
  const problem = contractError(contract, lead);
  if (problem) throw new DoorError(400, problem);
  const time = typeof lead.timestamp === 'string' ? new Date(lead.timestamp) : new Date(NaN);
  if (Number.isNaN(time.getTime())) throw new DoorError(400, 'timestamp must be an ISO time such as 2026-01-31T12:00:00.000Z');
  const fill = header(req, RELAY_HEADERS.fillMs);
  return {
    contract,
    body: buildLeadPayload(contract.form, lead as Record<string, string>, time),
    formPost: false,
    honeypot: '',
    fillMs: fill !== undefined && /^\d+$/.test(fill) ? Number(fill) : undefined,
    proof: header(req, RELAY_HEADERS.proof),
    attribution: header(req, RELAY_HEADERS.attribution),
  };
}

function formPostLead(text: string, contracts: Contracts, now: Date): DoorPost {
  const fields = new URLSearchParams(text);
  const repeated = [...fields.keys()].find((key, index, keys) => keys.indexOf(key) !== index);
  if (repeated !== undefined) throw new DoorError(400, `the field "${repeated.slice(0, 80)}" was sent more than once`);
  const contract = contractOf(contracts, fields.get('formType'), fields.get('source'));
  const allowed = new Set([...POST_FIELDS, ...contract.typed, contract.form.select.name]);
  const unknown = [...fields.keys()].find((key) => !allowed.has(key));
  if (unknown !== undefined) throw new DoorError(400, `"${unknown.slice(0, 80)}" is not a field of the ${contract.form.formType} form`);
  if (fields.get('consent') !== 'yes') throw new DoorError(400, 'consent to be contacted is required');
  const values = Object.fromEntries(fields);
  const problem = contractError(contract, values);
  if (problem) throw new DoorError(400, problem);
  return { contract, body: buildLeadPayload(contract.form, values, now), formPost: true, honeypot: values[HONEYPOT_FIELD] ?? '', fields };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The attribution a page sent (URI-encoded JSON of attribution.ts): only its known fields, strings
 * of at most ATTRIBUTION_MAX characters, the click identifiers only when the site keeps them, and
 * nothing when the site has attribution off. A malformed one is dropped, never the lead.
 */
export function attributionOf(raw: string | undefined, settings: AttributionSettings | undefined): Record<string, string> {
  if (!raw || !settings?.enabled) return {};
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const allowed = ATTRIBUTION_FIELDS.filter((key) => settings.clickIds || !(CLICK_IDS as readonly string[]).includes(key));
  const out: Record<string, string> = {};
  for (const key of allowed) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string' && field.trim()) out[key] = field.trim().slice(0, ATTRIBUTION_MAX);
  }
  return out;
}
