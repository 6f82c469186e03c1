import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A command-line program: its arguments (without node and the script) in, its exit code out. */
export type Main = (argv: string[]) => Promise<number>;

/** Whether the module at `moduleUrl` is the script node was started with (links resolved on both sides). */
export function isEntry(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/**
 * Run `main` with the process's arguments when the module at `moduleUrl` is the entry (`tsx
 * src/build/cli/validate.ts`), and set the exit code it returns; when it is imported (a test calls
 * main()), do nothing. The exit code is set rather than exited with, so output still being written
 * to a pipe is never cut.
 */
export function runWhenEntry(moduleUrl: string, main: Main): void {
  if (!isEntry(moduleUrl)) return;
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
