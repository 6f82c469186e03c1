import { Worker } from 'node:worker_threads';

/**
 * What the writing thread runs: each file written at once, each folder made the first time a file
 * goes into it. Plain JavaScript evaluated as the thread's script (as in render-pool.ts).
 */
const WRITER = `
const { parentPort } = require('node:worker_threads');
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');
const folders = new Set();
parentPort.on('message', ({ file, data }) => {
  try {
    const folder = dirname(file);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(file, data);
    parentPort.postMessage({ bytes: data.length });
  } catch (error) {
    parentPort.postMessage({ bytes: data.length, error: String((error && error.message) || error) });
  }
});
`;

export interface OutputWriter {
  /** Queue a file; resolves at once, or once the writes queued before it leave room (the memory they hold). */
  write(file: string, data: string): Promise<void>;
  /** Wait for every queued file to be written and stop the thread; throws the first failure. */
  done(): Promise<void>;
  /** Wait for the queued files (whether they could be written or not) and stop the thread. */
  settled(): Promise<void>;
}

/** Characters of files queued at most before write() waits. */
const QUEUED = 64 * 1024 * 1024;

/**
 * Writes the files of a build on a thread of its own, in the order they are queued: the thread that
 * queues them never waits for the disk, and each file costs one message instead of the file handle,
 * the three trips to the thread pool and the promises of fs/promises (thousands of files per build).
 */
export function outputWriter(): OutputWriter {
  const worker = new Worker(WRITER, { eval: true });
  let queued = 0;
  let failure: Error | undefined;
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((resolve) => resolve());
  worker.on('message', ({ bytes, error }: { bytes: number; error?: string }) => {
    queued -= bytes;
    if (error !== undefined) failure ??= new Error(error);
    wake();
  });
  worker.on('error', (error) => {
    failure ??= error;
    queued = 0;
    wake();
  });
  const drained = async (limit: number) => {
    while (queued > limit) await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const settled = async () => {
    await drained(0);
    await worker.terminate();
  };
  return {
    async write(file, data) {
      if (failure) throw failure;
      queued += data.length;
      worker.postMessage({ file, data });
      await drained(QUEUED);
    },
    settled,
    async done() {
      await settled();
      if (failure) throw failure;
    },
  };
}
