/**
 * A command's `main(argv)` run in this process, as `npm run <command>` would run it: with the
 * environment given laid over this one (SITE_DIR, GITHUB_ACTIONS…) and what it prints caught, stdout
 * from console.log, stderr from console.error and console.warn. No process is started: the CLIs
 * export main() so that tests need not pay for one each time (one test per command still runs it
 * for real).
 */
import { vi } from 'vitest';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment every run gets: no colours, and not GitHub's (which picks another output format). */
const PLAIN = { NO_COLOR: '1', FORCE_COLOR: '0', GITHUB_ACTIONS: '', GITHUB_STEP_SUMMARY: '' };

export async function runMain(
  main: (argv: string[]) => Promise<number>,
  argv: string[],
  env: Record<string, string | undefined> = {},
): Promise<CliRun> {
  const out = { stdout: '', stderr: '' };
  const to =
    (stream: keyof typeof out) =>
    (...args: unknown[]) =>
      void (out[stream] += `${args.map(String).join(' ')}\n`);
  const spies = [
    vi.spyOn(console, 'log').mockImplementation(to('stdout')),
    vi.spyOn(console, 'info').mockImplementation(to('stdout')),
    vi.spyOn(console, 'error').mockImplementation(to('stderr')),
    vi.spyOn(console, 'warn').mockImplementation(to('stderr')),
  ];
  const given = { ...PLAIN, ...env };
  const before = Object.fromEntries(Object.keys(given).map((name) => [name, process.env[name]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  };
  set(given);
  try {
    return { code: await main(argv), ...out };
  } finally {
    set(before);
    spies.forEach((spy) => spy.mockRestore());
  }
}
