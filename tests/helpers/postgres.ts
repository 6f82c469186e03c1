import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';

/** The newest PostgreSQL of Debian's packages (.ci/install-deps installs one when missing). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL is not installed: run bash .ci/install-deps (Debian package postgresql).');
  return found;
}

/** PostgreSQL refuses to run as root: then its programs run as the postgres (or nobody) account. */
function account(): { uid: number; gid: number; name: string } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    if (id.status === 0)
      return { name, uid: Number(id.stdout.trim()), gid: Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim()) };
  }
  throw new Error('running as root, and there is neither a postgres nor a nobody account to run PostgreSQL as');
}

/**
 * A real PostgreSQL server for one test file: a new cluster in a temporary folder, on 127.0.0.1
 * and a free port, its socket in that folder, trust authentication for the user `relay`. `stop()`
 * and `start()` take it down and up again (a database going away under the relay); `destroy()`
 * stops it and deletes the folder.
 */
export async function startPostgres() {
  const bin = binDir();
  const user = account();
  const dir = mkdtempSync(join(tmpdir(), 'relay-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (program: string, args: string[]) => {
    const command = user ? ['runuser', ['-u', user.name, '--', join(bin, program), ...args]] : [join(bin, program), args];
    execFileSync(command[0] as string, command[1] as string[], { stdio: 'pipe', cwd: dir });
  };
  run('initdb', ['-D', data, '-U', 'relay', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60 -c shared_buffers=16MB`;
  const start = () => run('pg_ctl', ['start', '-w', '-D', data, '-l', join(dir, 'server.log'), '-o', options]);
  /** `immediate`: as a crash or a power cut, nothing flushed on the way out. */
  const stop = (mode: 'fast' | 'immediate' = 'fast') => run('pg_ctl', ['stop', '-w', '-m', mode, '-D', data]);
  start();
  return {
    url: `postgres://relay@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Postgres = Awaited<ReturnType<typeof startPostgres>>;
