import type { Attempt, LeadState, StoredLead } from './lead-store.ts';

/** A row of the leads table, as both stores return it (BIGINT columns may come back as strings). */
export interface LeadRow {
  id: string;
  received_at: number | string;
  form_type: string;
  source: string;
  email: string;
  body: string;
  extra: string;
  fingerprint: string;
  address: string;
  state: string;
  spam_reason: string | null;
  attempts: number;
  next_attempt_at: number | string | null;
  last_error: string | null;
  delivered_at: number | string | null;
}

const time = (value: number | string | null) => (value === null ? null : Number(value));

export function leadFromRow(row: LeadRow): StoredLead {
  return {
    id: row.id,
    receivedAt: Number(row.received_at),
    formType: row.form_type,
    source: row.source,
    email: row.email,
    body: JSON.parse(row.body) as Record<string, string>,
    extra: JSON.parse(row.extra) as Record<string, string>,
    fingerprint: row.fingerprint,
    address: row.address,
    state: row.state as LeadState,
    spamReason: row.spam_reason ?? undefined,
    attempts: row.attempts,
    nextAttemptAt: time(row.next_attempt_at),
    lastError: row.last_error,
    deliveredAt: time(row.delivered_at),
  } as StoredLead;
}

export interface AttemptRow {
  at: number | string;
  status: number | null;
  error: string | null;
  ms: number;
}

export const attemptFromRow = (row: AttemptRow): Attempt => ({ at: Number(row.at), status: row.status, error: row.error, ms: row.ms });

/** The states a worker may take a lead in. */
export const DUE_STATES = ['pending', 'retrying'] as const;
