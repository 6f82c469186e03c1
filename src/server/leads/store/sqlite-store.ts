import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Attempt, AttemptOutcome, LeadFilter, LeadState, LeadStore, NewLead, StoredLead } from './lead-store.ts';
import { attemptFromRow, leadFromRow, type AttemptRow, type LeadRow } from './rows.ts';
import { groupCommit } from './group-commit.ts';
import { SQLITE_MIGRATIONS } from './migrations.ts';

/** The store's file in the data folder. */
export const SQLITE_FILE = 'leads.sqlite';
/** How long a write waits for a lock another process holds (a backup, say) before the post is refused with 503. */
const BUSY_MS = 2000;

/**
 * The embedded store: one SQLite file in the data folder, for one relay process, in WAL mode. Each
 * write resolves only after its commit's log was fsync'd (what synchronous=FULL does), so a lead
 * answered 2xx survives a crash or a power cut. better-sqlite3 is synchronous, so each write is a
 * transaction that no other call of this process interleaves with; the writes of one turn of the
 * event loop share one commit, and its fsync runs off the event loop (group-commit.ts).
 */
export function openSqliteStore(dataDir: string): LeadStore {
  // Every lead is in it: readable by the relay's own account only (as the studio's data folder).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, SQLITE_FILE);
  const db = new Database(file, { timeout: BUSY_MS });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  // From here on every commit is made durable by the group commit's own fsync of the log.
  const group = groupCommit(db, `${file}-wal`);
  const write = group.write;

  const findDuplicate = db.prepare<[string, number], { id: string }>(
    'SELECT id FROM leads WHERE fingerprint = ? AND received_at >= ? LIMIT 1',
  );
  const insertLead = db.prepare(
    `INSERT INTO leads (id, received_at, form_type, source, email, body, extra, fingerprint, address, state, spam_reason, next_attempt_at)
     VALUES (@id, @receivedAt, @formType, @source, @email, @body, @extra, @fingerprint, @address, @state, @spamReason, @next)`,
  );
  const insert = db.transaction((lead: NewLead, since: number) => {
    const duplicate = findDuplicate.get(lead.fingerprint, since);
    if (duplicate) return { id: duplicate.id, duplicate: true };
    insertLead.run({
      ...lead,
      body: JSON.stringify(lead.body),
      extra: JSON.stringify(lead.extra),
      spamReason: lead.spamReason ?? null,
      next: lead.state === 'pending' ? lead.receivedAt : null,
    });
    return { id: lead.id, duplicate: false };
  });
  const due = db.prepare<[number, number, number], LeadRow>(
    `SELECT * FROM leads WHERE state IN ('pending', 'retrying') AND next_attempt_at <= ?
       AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY next_attempt_at LIMIT ?`,
  );
  const lease = db.prepare('UPDATE leads SET claimed_by = ?, claimed_until = ? WHERE id = ?');
  const claim = db.transaction((owner: string, now: number, leaseMs: number, limit: number) => {
    const rows = due.all(now, now, limit);
    for (const row of rows) lease.run(owner, now + leaseMs, row.id);
    return rows.map(leadFromRow);
  });
  const addAttempt = db.prepare('INSERT INTO attempts (lead_id, at, status, error, ms) VALUES (?, ?, ?, ?, ?)');
  const settle = db.prepare(
    `UPDATE leads SET state = @state, attempts = attempts + 1, next_attempt_at = @next, last_error = @error,
       delivered_at = CASE WHEN @state = 'delivered' THEN @at ELSE delivered_at END, claimed_by = NULL, claimed_until = NULL
     WHERE id = @id AND claimed_by = @owner`,
  );
  const record = db.transaction((owner: string, id: string, attempt: Attempt, outcome: AttemptOutcome) => {
    const changed = settle.run({
      state: outcome.state,
      next: outcome.nextAttemptAt,
      error: attempt.error,
      at: attempt.at,
      id,
      owner,
    }).changes;
    if (changed === 0) return false;
    addAttempt.run(id, attempt.at, attempt.status, attempt.error, attempt.ms);
    return true;
  });
  const getLead = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?');
  const attemptsOf = db.prepare<[string], AttemptRow>('SELECT at, status, error, ms FROM attempts WHERE lead_id = ? ORDER BY at, id');
  const useChallenge = db.transaction((signature: string, expiresAt: number, now: number) => {
    db.prepare('DELETE FROM challenges WHERE expires_at < ?').run(now);
    return db.prepare('INSERT OR IGNORE INTO challenges (signature, expires_at) VALUES (?, ?)').run(signature, expiresAt).changes === 1;
  });
  const overdue = db.prepare<[number], LeadRow>(
    `SELECT * FROM leads WHERE state IN ('retrying', 'failed') AND alerted = 0 AND received_at < ? ORDER BY received_at`,
  );
  const markAlerted = db.prepare('UPDATE leads SET alerted = 1 WHERE id = ?');
  const takeOverdue = db.transaction((before: number) => {
    const rows = overdue.all(before);
    for (const row of rows) markAlerted.run(row.id);
    return rows.map(leadFromRow);
  });

  return {
    kind: 'sqlite',
    insert: (lead, since) => write(() => insert(lead, since)),
    claim: (owner, now, leaseMs, limit) => write(() => claim(owner, now, leaseMs, limit), false),
    recordAttempt: (owner, id, attempt, outcome) => write(() => record(owner, id, attempt, outcome)),
    list: async (filter) => list(db, filter),
    async get(id) {
      const row = getLead.get(id);
      return row && { lead: leadFromRow(row), attempts: attemptsOf.all(id).map(attemptFromRow) };
    },
    requeue(id, now, from) {
      const marks = from.map(() => '?').join(', ');
      const sql = `UPDATE leads SET state = 'pending', next_attempt_at = ?, alerted = 0, claimed_by = NULL, claimed_until = NULL WHERE id = ? AND state IN (${marks})`;
      return write(() => db.prepare(sql).run(now, id, ...from).changes === 1);
    },
    useChallenge: (signature, expiresAt, now) => write(() => useChallenge(signature, expiresAt, now)),
    takeOverdue: (before) => write(() => takeOverdue(before)),
    deleteOld: (before) =>
      write(() => db.prepare(`DELETE FROM leads WHERE state IN ('delivered', 'spam') AND received_at < ?`).run(before).changes),
    deleteByEmail: (email) => write(() => db.prepare('DELETE FROM leads WHERE email = ?').run(email.trim().toLowerCase()).changes),
    async close() {
      await group.close();
      db.close();
    },
  };
}

function migrate(db: Database.Database) {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)');
  const done = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
  SQLITE_MIGRATIONS.forEach((sql, index) => {
    if (done.has(index + 1)) return;
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(index + 1);
    })();
  });
}

function list(db: Database.Database, { formType, state, search, limit, offset = 0 }: LeadFilter): StoredLead[] {
  const where: string[] = [];
  const values: (string | number)[] = [];
  if (formType) where.push('form_type = ?') && values.push(formType);
  if (state) where.push('state = ?') && values.push(state satisfies LeadState);
  if (search) where.push("(email LIKE ? ESCAPE '\\' OR body LIKE ? ESCAPE '\\')") && values.push(...Array(2).fill(likePattern(search)));
  const sql = `SELECT * FROM leads ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY received_at DESC, id LIMIT ? OFFSET ?`;
  return db
    .prepare<(string | number)[], LeadRow>(sql)
    .all(...values, limit, offset)
    .map(leadFromRow);
}

/** `%text%` with LIKE's own characters escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
