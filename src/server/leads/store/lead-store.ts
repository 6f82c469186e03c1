/** Where a lead is on its way to the provider. */
export const LEAD_STATES = ['pending', 'retrying', 'delivered', 'failed', 'spam'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/** A lead as the door accepted it, before it is stored. Times are milliseconds since 1970. */
export interface NewLead {
  id: string;
  receivedAt: number;
  formType: string;
  source: string;
  /** Lower-cased, for the privacy command and the inbox search. */
  email: string;
  /** The exact body the provider receives (SPEC §3), keys in order. */
  body: Record<string, string>;
  /** Attribution kept beside the lead (utm_*, landing, referrer); forwarded only for the fields the site lists. */
  extra: Record<string, string>;
  /** The same submission twice gives the same fingerprint (every field but the timestamp). */
  fingerprint: string;
  /** The visitor's address, for judging spam in the inbox. */
  address: string;
  state: 'pending' | 'spam';
  spamReason?: string;
}

/** A stored lead. */
export interface StoredLead extends Omit<NewLead, 'state'> {
  state: LeadState;
  attempts: number;
  nextAttemptAt: number | null;
  lastError: string | null;
  deliveredAt: number | null;
}

/** One call to the provider. */
export interface Attempt {
  at: number;
  /** The provider's status, when it answered. */
  status: number | null;
  /** What went wrong; null for a delivery. */
  error: string | null;
  ms: number;
}

/** What the worker decided after an attempt. */
export interface AttemptOutcome {
  state: 'delivered' | 'retrying' | 'failed';
  nextAttemptAt: number | null;
}

export interface LeadFilter {
  formType?: string;
  state?: LeadState;
  /** Part of the e-mail address, a name or any other field (case-insensitive). */
  search?: string;
  limit: number;
  offset?: number;
}

/**
 * The relay's store, embedded (SQLite) or shared (PostgreSQL): the same operations, the same tests
 * (tests/unit/lead-store.test.ts). Every method resolves only once its write is committed.
 */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Store a lead, unless a lead with the same fingerprint arrived at or after `dedupeSince`: then that lead's id. */
  insert(lead: NewLead, dedupeSince: number): Promise<{ id: string; duplicate: boolean }>;
  /**
   * Take up to `limit` leads that are due, for `owner` until `now + leaseMs`: no other worker (of
   * this process or another) gets them in that time.
   */
  claim(owner: string, now: number, leaseMs: number, limit: number): Promise<StoredLead[]>;
  /** Record an attempt of a claimed lead and its new state; false when the claim was lost. */
  recordAttempt(owner: string, id: string, attempt: Attempt, outcome: AttemptOutcome): Promise<boolean>;
  list(filter: LeadFilter): Promise<StoredLead[]>;
  get(id: string): Promise<{ lead: StoredLead; attempts: Attempt[] } | undefined>;
  /** Queue a lead for delivery again, now (a person pressed Resend or Release); false when there is no such lead or it is on its way. */
  requeue(id: string, now: number, from: readonly LeadState[]): Promise<boolean>;
  /** Mark a proof-of-work challenge as used; false when it already was. */
  useChallenge(signature: string, expiresAt: number, now: number): Promise<boolean>;
  /** Leads undelivered since before `receivedBefore`, with at least one failed attempt, not yet alerted; they are marked alerted. */
  takeOverdue(receivedBefore: number): Promise<StoredLead[]>;
  /** Delete delivered and spam leads received before `before`; the number deleted. */
  deleteOld(before: number): Promise<number>;
  /** Delete every lead of one e-mail address (any case); the number deleted. */
  deleteByEmail(email: string): Promise<number>;
  close(): Promise<void>;
}
