import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

/** Every file below a folder (none when it cannot be read), sorted: what a cache fingerprints or sweeps. */
export function filesUnder(dir: string): string[] {
  try {
    return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}
