import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface WriterOptions {
  /** Files written at once at most. */
  concurrency?: number;
  /** Write each file beside itself first and rename it into place, so no reader sees half of one. */
  atomic?: boolean;
  /** A failed write is let go (a cache: the entry is made again next time) instead of failing done(). */
  bestEffort?: boolean;
}

/**
 * Writes files (and makes their folders) in the background while the next pages render, at most
 * `concurrency` at a time; `done()` waits for all of them and throws the first failure, `settled()`
 * only waits (before a failed build's output is removed, or for a cache's last entries).
 */
export function backgroundWriter({ concurrency = 32, atomic = false, bestEffort = false }: WriterOptions = {}) {
  const folders = new Map<string, Promise<unknown>>();
  const pending = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const folder = (dir: string) => {
    let made = folders.get(dir);
    if (!made) folders.set(dir, (made = mkdir(dir, { recursive: true })));
    return made;
  };
  const settled = async () => void (await Promise.all(pending));
  return {
    async write(file: string, data: string | Uint8Array) {
      if (failure) throw failure.error;
      while (pending.size >= concurrency) await Promise.race(pending);
      const target = atomic ? `${file}.${process.pid}.tmp` : file;
      const written: Promise<void> = folder(dirname(file))
        .then(() => writeFile(target, data))
        .then(() => (atomic ? rename(target, file) : undefined))
        .catch((error: unknown) => void (bestEffort || (failure ??= { error })))
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
