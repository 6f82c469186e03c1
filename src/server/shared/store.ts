import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The studio's embedded store: accounts, sign-in links, sessions, failed sign-ins, drafts' states, schedules and the commits that passed validate and build. Never content. */
export type Store = Database.Database;

/** Failed sign-ins, by account or address (throttle.ts). */
const FAILURES = `
CREATE TABLE IF NOT EXISTS failures (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  last INTEGER NOT NULL
);
`;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('author', 'publisher', 'admin')),
  password TEXT,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS links (
  digest TEXT PRIMARY KEY,
  account INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  expires INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  digest TEXT PRIMARY KEY,
  account INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  csrf TEXT NOT NULL,
  created INTEGER NOT NULL,
  seen INTEGER NOT NULL
);
${FAILURES}CREATE TABLE IF NOT EXISTS drafts (
  slug TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  author INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
  state TEXT NOT NULL CHECK (state IN ('editing', 'proposed', 'published')),
  created INTEGER NOT NULL,
  published INTEGER
);
CREATE TABLE IF NOT EXISTS schedules (
  slug TEXT PRIMARY KEY REFERENCES drafts(slug) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  by INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
  outcome TEXT
);
CREATE TABLE IF NOT EXISTS passed (
  commit_id TEXT PRIMARY KEY,
  at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

/** Open (and create) the store in the data folder: studio.sqlite, written through SQLite's write-ahead log. */
export const openStore = (dataDir: string): Store => openDatabase(dataDir, 'studio.sqlite', SCHEMA);

/** A store of failed sign-ins only (the lead relay's, for its admin token): sign-ins.sqlite in the data folder. */
export const openFailureStore = (dataDir: string): Store => openDatabase(dataDir, 'sign-ins.sqlite', FAILURES);

function openDatabase(dataDir: string, file: string, schema: string): Store {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const db = new Database(join(folder, file));
  db.pragma('journal_mode = WAL');
  // Every commit reaches the disk before an answer says it happened.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(schema);
  return db;
}
