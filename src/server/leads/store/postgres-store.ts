import pg from 'pg';
import type { LeadStore, StoredLead } from './lead-store.ts';
import { POSTGRES_MIGRATIONS } from './migrations.ts';
import { attemptFromRow, leadFromRow, type AttemptRow, type LeadRow } from './rows.ts';
import { likePattern } from './sqlite-store.ts';

/**
 * What every commit of the store needs: synchronous_commit is `on`, PostgreSQL's default, which a
 * database or a server set to `off` (asynchronous commit) would take away: a commit answered as done
 * could then be lost with the server. Set for each connection, and again in each transaction (a
 * pooler between the relay and the server may lend a connection the setting was not made on).
 */
const DURABLE_COMMITS = 'SET synchronous_commit TO on';

/** An arbitrary number all relay instances share: the advisory lock that runs the migrations one instance at a time. */
const MIGRATION_LOCK = 3_414_034;

type Query = Pick<pg.PoolClient, 'query'>;

/**
 * The shared store: PostgreSQL at `url` (DATABASE_URL), for several relay instances on one
 * database. Commits are durable with the server's default synchronous_commit. The delivery queue is
 * shared through `FOR UPDATE SKIP LOCKED` plus a lease, so that each due lead goes to one worker of
 * one instance; the duplicate check takes a transaction-scoped advisory lock on the fingerprint, so
 * two instances given the same double click store it once.
 */
export async function openPostgresStore(url: string): Promise<LeadStore> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A connection the server ends (a restart) must not bring the process down; the next query reconnects.
  pool.on('error', () => undefined);
  // Whatever the server's or the database's default: a commit returns once it is flushed to the disk.
  pool.on('connect', (client) => void client.query(DURABLE_COMMITS).catch(() => undefined));
  await inTransaction(pool, async (db) => {
    await db.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await db.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)');
    const done = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version));
    for (const [index, sql] of POSTGRES_MIGRATIONS.entries()) {
      if (done.has(index + 1)) continue;
      await db.query(sql);
      await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [index + 1]);
    }
  });
  const rows = async (sql: string, values: unknown[]) => (await pool.query<LeadRow>(sql, values)).rows.map(leadFromRow);

  return {
    kind: 'postgres',
    insert: (lead, since) =>
      inTransaction(pool, async (db) => {
        await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lead.fingerprint]);
        const found = await db.query<{ id: string }>('SELECT id FROM leads WHERE fingerprint = $1 AND received_at >= $2 LIMIT 1', [
          lead.fingerprint,
          since,
        ]);
        if (found.rows[0]) return { id: found.rows[0].id, duplicate: true };
        await db.query(
          `INSERT INTO leads (id, received_at, form_type, source, email, body, extra, fingerprint, address, state, spam_reason, next_attempt_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            lead.id,
            lead.receivedAt,
            lead.formType,
            lead.source,
            lead.email,
            JSON.stringify(lead.body),
            JSON.stringify(lead.extra),
            lead.fingerprint,
            lead.address,
            lead.state,
            lead.spamReason ?? null,
            lead.state === 'pending' ? lead.receivedAt : null,
          ],
        );
        return { id: lead.id, duplicate: false };
      }),
    claim: (owner, now, leaseMs, limit) =>
      rows(
        `UPDATE leads SET claimed_by = $1, claimed_until = $2 WHERE id IN (
           SELECT id FROM leads WHERE state IN ('pending', 'retrying') AND next_attempt_at <= $3
             AND (claimed_until IS NULL OR claimed_until < $3)
           ORDER BY next_attempt_at LIMIT $4 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [owner, now + leaseMs, now, limit],
      ),
    recordAttempt: (owner, id, attempt, outcome) =>
      inTransaction(pool, async (db) => {
        const settled = await db.query(
          `UPDATE leads SET state = $1, attempts = attempts + 1, next_attempt_at = $2, last_error = $3,
             delivered_at = CASE WHEN $1 = 'delivered' THEN $4 ELSE delivered_at END, claimed_by = NULL, claimed_until = NULL
           WHERE id = $5 AND claimed_by = $6`,
          [outcome.state, outcome.nextAttemptAt, attempt.error, attempt.at, id, owner],
        );
        if (settled.rowCount === 0) return false;
        await db.query('INSERT INTO attempts (lead_id, at, status, error, ms) VALUES ($1, $2, $3, $4, $5)', [
          id,
          attempt.at,
          attempt.status,
          attempt.error,
          attempt.ms,
        ]);
        return true;
      }),
    list({ formType, state, search, limit, offset = 0 }) {
      const where: string[] = [];
      const values: unknown[] = [];
      const add = (sql: (n: string) => string, value: unknown) => where.push(sql(`$${values.push(value)}`));
      if (formType) add((n) => `form_type = ${n}`, formType);
      if (state) add((n) => `state = ${n}`, state);
      if (search) add((n) => `(email ILIKE ${n} OR body ILIKE ${n})`, likePattern(search));
      const sql = `SELECT * FROM leads ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY received_at DESC, id LIMIT $${values.length + 1} OFFSET $${values.length + 2}`;
      return rows(sql, [...values, limit, offset]);
    },
    async get(id) {
      const [lead] = await rows('SELECT * FROM leads WHERE id = $1', [id]);
      if (!lead) return undefined;
      const attempts = await pool.query<AttemptRow>('SELECT at, status, error, ms FROM attempts WHERE lead_id = $1 ORDER BY at, id', [id]);
      return { lead, attempts: attempts.rows.map(attemptFromRow) };
    },
    async requeue(id, now, from) {
      const done = await pool.query(
        `UPDATE leads SET state = 'pending', next_attempt_at = $1, alerted = 0, claimed_by = NULL, claimed_until = NULL
         WHERE id = $2 AND state = ANY($3)`,
        [now, id, [...from]],
      );
      return done.rowCount === 1;
    },
    async useChallenge(signature, expiresAt, now) {
      await pool.query('DELETE FROM challenges WHERE expires_at < $1', [now]);
      const added = await pool.query('INSERT INTO challenges (signature, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        signature,
        expiresAt,
      ]);
      return added.rowCount === 1;
    },
    takeOverdue: (before) =>
      rows(
        `UPDATE leads SET alerted = 1 WHERE id IN (
           SELECT id FROM leads WHERE state IN ('retrying', 'failed') AND alerted = 0 AND received_at < $1 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [before],
      ).then((leads: StoredLead[]) => leads.sort((a, b) => a.receivedAt - b.receivedAt)),
    deleteOld: async (before) =>
      (await pool.query(`DELETE FROM leads WHERE state IN ('delivered', 'spam') AND received_at < $1`, [before])).rowCount ?? 0,
    deleteByEmail: async (email) => (await pool.query('DELETE FROM leads WHERE email = $1', [email.trim().toLowerCase()])).rowCount ?? 0,
    close: () => pool.end(),
  };
}

export async function inTransaction<T>(pool: pg.Pool, work: (db: Query) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // A connection lost while the client is lent (the server restarting mid-transaction) is reported
  // both to the query in flight and as an 'error' event, which would end the process unheard: the
  // query's rejection is the answer, and the client is dropped when released.
  const lost = (error: Error) => (broken = error);
  client.on('error', lost);
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit TO on');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is dropped from the pool rather than lent again.
    await client.query('ROLLBACK').catch((failure: Error) => (broken = failure));
    throw error;
  } finally {
    client.removeListener('error', lost);
    client.release(broken);
  }
}
