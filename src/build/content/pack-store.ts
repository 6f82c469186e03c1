import { createWriteStream, mkdirSync, renameSync } from 'node:fs';
import { finished } from 'node:stream/promises';
import { join } from 'node:path';
import { quietlyRemove, temporaryName } from './atomic-file.ts';
import { entry, packEnd, packRow, readPacks, release, remove, type Pack, type Slot } from './pack-file.ts';

/**
 * Byte entries under sha256 keys, kept on disk between runs as a few pack files instead of one
 * file per entry (creating ten thousand small files costs seconds of system time). A pack holds
 * the entries one run wrote (pack-file.ts), appended to the file as they come (a run does not
 * gather them in memory first); it gets its final name only once complete. A damaged or unreadable entry or pack is a
 * miss: nothing here can fail a run.
 */
export interface PackStore {
  /** The bytes kept under `key` by an earlier run, or undefined. */
  get(key: string): Buffer | undefined;
  /** Keep `bytes` under `key`; resolves when the pack being written has room for more. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Count `key` as used by this run without reading it. */
  keep(key: string): void;
  /**
   * Finish the pack this run wrote. With `sweep` (after a complete run), remove the packs none of
   * whose entries this run used; a pack mostly unused, or one too many, has its used entries
   * copied into the new pack first. Then count nothing as used, for the next run.
   */
  commit(sweep: boolean): void;
  /** Wait for the pack being finished to be in place. */
  settled(): Promise<void>;
  /** Let go of the packs read (a large one is read through an open file); a later get() reads them again. */
  close(): void;
}

/** Packs kept at most: past it, the smallest are merged into the next one written. */
const MAX_PACKS = 12;

interface Writing {
  temporary: string;
  stream: ReturnType<typeof createWriteStream>;
  rows: Buffer[];
  keys: Set<string>;
  failed: boolean;
  /** While the stream's buffer is full: resolved (by wake) when it drains or closes. */
  room?: Promise<void>;
  wake?: () => void;
}

export function packStore(dir: string): PackStore {
  let packs: Pack[] | undefined;
  let used = new Set<string>();
  let writing: Writing | undefined;
  const finishing = new Set<Promise<void>>();
  const loaded = () => (packs ??= readPacks(dir));

  function start(): Writing {
    mkdirSync(dir, { recursive: true });
    const temporary = join(dir, temporaryName(Date.now().toString(36)));
    const stream = createWriteStream(temporary);
    const started: Writing = { temporary, stream, rows: [], keys: new Set(), failed: false };
    const wake = () => {
      started.room = undefined;
      started.wake?.();
    };
    stream.on('drain', wake);
    stream.on('close', wake);
    stream.on('error', () => (started.failed = true));
    return started;
  }

  function put(key: string, bytes: Uint8Array): Promise<void> {
    used.add(key);
    try {
      writing ??= start();
    } catch {
      return Promise.resolve(); // a read-only disk: the entry is made again next time
    }
    if (writing.failed || writing.keys.has(key)) return Promise.resolve();
    writing.rows.push(packRow(key, bytes));
    writing.keys.add(key);
    if (writing.stream.write(bytes)) return Promise.resolve();
    // One wait for room, whoever asks: a caller that does not wait puts on at once.
    const pack = writing;
    return (pack.room ??= new Promise((resolve) => (pack.wake = resolve)));
  }

  return {
    get(key) {
      used.add(key);
      for (const pack of loaded()) {
        const slot = pack.slots.get(key);
        const bytes = slot && entry(pack, slot);
        if (bytes) return bytes;
      }
      return undefined;
    },
    put,
    keep(key) {
      used.add(key);
    },
    commit(sweep) {
      const gone: Pack[] = [];
      if (sweep) {
        const kept: Pack[] = [];
        for (const pack of loaded()) {
          let live = 0;
          for (const key of pack.slots.keys()) if (used.has(key)) live++;
          (live === 0 || live < pack.slots.size / 2 ? gone : kept).push(pack);
        }
        while (kept.length >= MAX_PACKS) {
          const smallest = kept.reduce((a, b) => (b.slots.size < a.slots.size ? b : a));
          gone.push(...kept.splice(kept.indexOf(smallest), 1));
        }
        for (const pack of gone) for (const [key, slot] of pack.slots) if (used.has(key)) copy(pack, key, slot);
        packs = kept;
      }
      used = new Set();
      const done = writing ? finish(writing) : Promise.resolve(true);
      writing = undefined;
      // The packs given up are removed once what was copied out of them is on disk, never before.
      const removed = done.then((written) => void (written && gone.forEach(remove)));
      finishing.add(removed);
      void removed.then(() => finishing.delete(removed));
    },
    async settled() {
      await Promise.all(finishing);
    },
    close() {
      for (const pack of packs ?? []) release(pack);
      packs = undefined;
    },
  };

  function copy(pack: Pack, key: string, slot: Slot) {
    const bytes = entry(pack, slot);
    if (bytes) void put(key, bytes);
  }

  /** Write the rows and the mark, and give the pack its name once it is all on disk; whether it is. */
  async function finish(pack: Writing): Promise<boolean> {
    const { temporary, stream, rows } = pack;
    if (!pack.failed) stream.end(packEnd(rows));
    else stream.destroy();
    // Settles at once for a stream that has already closed (one whose file could not be opened).
    await finished(stream).catch(() => undefined);
    try {
      if (pack.failed || !stream.writableFinished) throw new Error('not written');
      const file = temporary.replace(/\.tmp$/, '.pack');
      renameSync(temporary, file);
      packs?.unshift(...readPacks(dir, [file]));
      return true;
    } catch {
      quietlyRemove(temporary);
      return false;
    }
  }
}
