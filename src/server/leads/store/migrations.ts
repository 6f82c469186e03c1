/**
 * The schema of the relay's store, one step per entry, in order; a step once released is never
 * edited (a new one is added). Each store runs the steps it has not run yet, in a transaction each.
 * Times are milliseconds since 1970 (BIGINT), as the relay's clock gives them, so that both stores
 * compare the same numbers.
 */
const leads = (text: string, bigint: string) => `
  CREATE TABLE leads (
    id ${text} PRIMARY KEY,
    received_at ${bigint} NOT NULL,
    form_type ${text} NOT NULL,
    source ${text} NOT NULL,
    email ${text} NOT NULL,
    body ${text} NOT NULL,
    extra ${text} NOT NULL,
    fingerprint ${text} NOT NULL,
    address ${text} NOT NULL,
    state ${text} NOT NULL,
    spam_reason ${text},
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at ${bigint},
    claimed_by ${text},
    claimed_until ${bigint},
    last_error ${text},
    delivered_at ${bigint},
    alerted INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX leads_due ON leads (state, next_attempt_at);
  CREATE INDEX leads_fingerprint ON leads (fingerprint, received_at);
  CREATE INDEX leads_email ON leads (email);
  CREATE INDEX leads_received ON leads (received_at);
  CREATE TABLE challenges (signature ${text} PRIMARY KEY, expires_at ${bigint} NOT NULL);
`;

export const SQLITE_MIGRATIONS: readonly string[] = [
  `${leads('TEXT', 'INTEGER')}
  CREATE TABLE attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    at INTEGER NOT NULL, status INTEGER, error TEXT, ms INTEGER NOT NULL
  );
  CREATE INDEX attempts_lead ON attempts (lead_id);`,
];

export const POSTGRES_MIGRATIONS: readonly string[] = [
  `${leads('TEXT', 'BIGINT')}
  CREATE TABLE attempts (
    id BIGSERIAL PRIMARY KEY,
    lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    at BIGINT NOT NULL, status INTEGER, error TEXT, ms INTEGER NOT NULL
  );
  CREATE INDEX attempts_lead ON attempts (lead_id);`,
];
