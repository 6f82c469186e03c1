import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Timed {
  /** Wall-clock milliseconds. */
  ms: number;
  /** CPU milliseconds (user + system) of the command and everything it started; less sensitive to other load than `ms`. */
  cpuMs: number;
  code: number | null;
  /** Peak resident memory of the largest process the command ran (bytes; GNU time's %M), when /usr/bin/time exists. */
  peakRss?: number;
  /** The last lines of the output, for a failed command. */
  tail: string;
}

const TIMES_MARK = '@@bench-times@@';
const RSS_MARK = '@@bench-rss@@';
/** GNU time: its %M is the largest resident set of the command or any process it waited for (KB). */
const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** The peak resident set GNU time printed (bytes), if it did. */
export function parsePeakRss(text: string): number | undefined {
  const match = new RegExp(`${RSS_MARK} (\\d+)`).exec(text);
  return match ? Number(match[1]) * 1024 : undefined;
}

/** The children's user and system time from bash's `times` (its second line), in ms. */
export function parseTimes(text: string): number {
  const line = text.trim().split('\n').at(-1) ?? '';
  const match = /(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/.exec(line);
  return match ? (Number(match[1]) * 60 + Number(match[2]) + Number(match[3]) * 60 + Number(match[4])) * 1000 : Number.NaN;
}

/**
 * Run a command to its end, timing it (wall clock, and CPU time through bash's `times`) and
 * keeping the end of its output.
 */
export function timedRun(
  command: string,
  args: string[],
  { cwd = process.cwd(), env = {} as NodeJS.ProcessEnv, echo = false, timeoutMs = 15 * 60_000 } = {},
): Promise<Timed> {
  return new Promise((done, fail) => {
    const start = performance.now();
    const run = GNU_TIME ? `${GNU_TIME} -f '${RSS_MARK} %M' "$@"` : '"$@"';
    const script = `${run}; rc=$?; echo ${TIMES_MARK} >&2; times >&2; exit $rc`;
    const child = spawn('bash', ['-c', script, 'bash', command, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (echo && !chunk.includes(TIMES_MARK) && !chunk.includes(RSS_MARK)) process.stderr.write(chunk);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4_000);
      keep(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      const ms = performance.now() - start;
      const cpuMs = parseTimes(errors.slice(errors.lastIndexOf(TIMES_MARK)));
      const peakRss = parsePeakRss(errors);
      const cut = output.includes(RSS_MARK) ? output.lastIndexOf(RSS_MARK) : output.lastIndexOf(TIMES_MARK);
      const text = cut >= 0 ? output.slice(0, cut) : output;
      done({ ms, cpuMs, code, ...(peakRss === undefined ? {} : { peakRss }), tail: text.trimEnd().split('\n').slice(-40).join('\n') });
    });
  });
}

/**
 * `vite build --outDir <outDir>` in a child process (SITE_DIR picks the content folder), timed.
 * A build whose server bundle under .cache/ssr vanished while it ran (another build in the
 * repository cleaning up at the same time) is retried once (`retried` says so).
 */
export async function viteBuild(
  outDir: string,
  {
    root = process.cwd(),
    siteDir,
    echo = false,
    env = {},
  }: { root?: string; siteDir?: string; echo?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<Timed & { retried?: boolean }> {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const run = () =>
    timedRun(process.execPath, [vite, 'build', '--outDir', resolve(root, outDir), '--emptyOutDir'], {
      cwd: root,
      env: { ...(siteDir ? { SITE_DIR: siteDir } : {}), ...env },
      echo,
    });
  const first = await run();
  if (first.code === 0 || !/ERR_MODULE_NOT_FOUND[\s\S]*\.cache\/ssr|\.cache\/ssr[\s\S]*(ENOENT|ERR_MODULE_NOT_FOUND)/.test(first.tail))
    return first;
  return { ...(await run()), retried: true };
}
