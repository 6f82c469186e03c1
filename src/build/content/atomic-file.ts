import { rmSync, statSync } from 'node:fs';

/**
 * Files written whole or not at all: written under a temporary name, then renamed. The caches of
 * .cache/ (pack-store.ts, schema-code.ts) name their partial files here, so that each name this
 * process gives is new, and sweep what a stopped run left behind.
 */

/** The temporary names this process has given. */
let given = 0;

/** The name of a file this process writes before renaming it to `name` once whole. */
export function temporaryName(name: string): string {
  return `${name}-${process.pid}-${given++}.tmp`;
}

/** A file named by temporaryName that was never finished: a day old, or its writer's process gone. */
export function abandoned(file: string): boolean {
  const writer = /-(\d+)-\d+\.tmp$/.exec(file)?.[1];
  if (!writer) return false;
  try {
    if (Date.now() - statSync(file).mtimeMs > 86_400_000) return true;
    process.kill(Number(writer), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Remove a file or folder, or leave it when that fails (another user's, a read-only disk): nothing here may fail a run. */
export function quietlyRemove(path: string) {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // Left for a later run.
  }
}
