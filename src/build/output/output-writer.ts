import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes the files of a build, each at once, making each folder the first time a file goes into it.
 * Synchronous on purpose: the render threads keep rendering meanwhile (render-pool.ts), and a
 * file written at once costs a third of the CPU time of one written through fs/promises (a file
 * handle, three trips to the thread pool and their promises for each of the build's thousands of files).
 */
export function outputWriter() {
  const folders = new Set<string>();
  return {
    write(file: string, data: string | Uint8Array) {
      const folder = dirname(file);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      writeFileSync(file, data);
    },
  };
}
