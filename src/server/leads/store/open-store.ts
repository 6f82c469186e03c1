import type { LeadStore } from './lead-store.ts';
import { openPostgresStore } from './postgres-store.ts';
import { openSqliteStore } from './sqlite-store.ts';

/** PostgreSQL when a database URL is given, else the embedded SQLite file of the data folder. */
export function openStore(config: { databaseUrl: string; dataDir: string }): Promise<LeadStore> {
  return config.databaseUrl ? openPostgresStore(config.databaseUrl) : Promise.resolve(openSqliteStore(config.dataDir));
}
