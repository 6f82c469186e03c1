/**
 * The folder of one `vitest run` (tests/helpers/global-setup.ts makes it and deletes it at the
 * end): the shared site builds and the ports chosen for the run live there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

let fallback: string | undefined;

/** The run's folder; without the global setup (another config), one of this process. */
export function runFolder(): string {
  let root: string | undefined;
  try {
    root = inject('siteBuildRoot');
  } catch {
    root = undefined;
  }
  if (root) return root;
  if (!fallback) {
    const made = mkdtempSync(join(tmpdir(), 'site-test-builds-'));
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
    fallback = made;
  }
  return fallback;
}
