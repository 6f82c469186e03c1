import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/**
 * Run `remove` when the test that calls this ends, or, called outside a test (at the top of a file,
 * in a hook), after the file's last test.
 */
export function removeWhenDone(remove: () => void): void {
  try {
    onTestFinished(remove);
  } catch {
    afterAll(remove);
  }
}

/**
 * A new folder under the system's temporary folder, removed when the test that made it ends, or,
 * made outside a test (at the top of a file, in a hook), after the file's last test.
 */
export function temporaryFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  removeWhenDone(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
