import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

export interface NginxServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  /** The prefix folder with nginx.conf, the logs and the temp folders. */
  dir: string;
  /** What nginx wrote to its error log so far. */
  errorLog(): string;
  /** Stops nginx (its whole process group) and removes the prefix folder. */
  stop(): Promise<void>;
}

/**
 * The nginx.conf a deployer would write around the generated site.conf, with every path nginx
 * writes to inside `dir`, so it runs as any user (root included) without touching /var.
 */
export function nginxConf({ dir, root, port }: { dir: string; root: string; port: number }): string {
  const isRoot = process.getuid?.() === 0;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  return [
    // As root the workers would switch to "nobody", who cannot read a mkdtemp folder.
    ...(isRoot ? ['user root root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 128; }',
    'http {',
    existsSync(MIME_TYPES)
      ? `    include ${MIME_TYPES};`
      : '    types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; video/mp4 mp4; video/webm webm; text/plain txt; application/xml xml; }',
    '    default_type application/octet-stream;',
    `    access_log ${join(dir, 'access.log')};`,
    ...temp.map((name) => `    ${name}_temp_path ${join(dir, 'temp', name)};`),
    '    sendfile on;',
    '    server {',
    `        listen 127.0.0.1:${port};`,
    '        server_name localhost;',
    `        root ${root};`,
    `        include ${join(root, 'nginx/site.conf')};`,
    '    }',
    '}',
    '',
  ].join('\n');
}

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer on ${url} within 10 s:\n${log()}`);
}

/** Serve the built site in `root` (a dist/ folder with nginx/site.conf) with the system nginx on a free port. */
export async function startNginx(root: string): Promise<NginxServer> {
  if (!existsSync(NGINX))
    throw new Error(`nginx not found at ${NGINX}: run .ci/install-deps (apt-get install -y nginx-light) or set NGINX_PATH.`);
  const dir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  mkdirSync(join(dir, 'temp'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConf({ dir, root, port }));
  const errorLog = () => {
    const file = join(dir, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  let output = '';
  // -e: the startup error log, before nginx.conf is read (else /var/log/nginx/error.log).
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  // If the test process dies without afterAll, take nginx with it.
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(url, child, () => output + errorLog());
  } catch (error) {
    killGroup('SIGKILL');
    await exited;
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    dir,
    errorLog,
    async stop() {
      process.removeListener('exit', onExit);
      if (running()) {
        killGroup('SIGTERM'); // fast shutdown of the master and its workers
        const timer = setTimeout(() => killGroup('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
        killGroup('SIGKILL'); // any worker left behind
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
