import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes files (and makes their folders) in the background while the next pages render, at most
 * `concurrency` at a time; `done()` waits for all of them and throws the first failure, `settled()`
 * only waits (before a failed build's output is removed).
 */
export function backgroundWriter(concurrency = 32) {
  const folders = new Map<string, Promise<unknown>>();
  const pending = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const folder = (dir: string) => {
    let made = folders.get(dir);
    if (!made) folders.set(dir, (made = mkdir(dir, { recursive: true })));
    return made;
  };
  const settled = () => Promise.all(pending);
  return {
    async write(file: string, text: string) {
      if (failure) throw failure.error;
      while (pending.size >= concurrency) await Promise.race(pending);
      const written: Promise<void> = folder(dirname(file))
        .then(() => writeFile(file, text))
        .catch((error: unknown) => void (failure ??= { error }))
        .finally(() => pending.delete(written));
      pending.add(written);
    },
    settled,
    async done() {
      await settled();
      if (failure) throw failure.error;
    },
  };
}
