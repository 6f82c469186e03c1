import { Worker } from 'node:worker_threads';
import type { OutputFormat } from './settings.ts';

/** What a worker encodes (encode-worker.mjs): a source file to `out`, or a placeholder's data URL. */
export interface EncodeJob {
  source: string;
  out: string;
  format: OutputFormat;
  options: object;
  width: number | 'share' | 'placeholder' | 'original';
  focus?: string;
  share?: { width: number; height: number };
  placeholderWidth?: number;
}

export interface EncodePool {
  /** Encode one job on the least busy worker: the bytes written, or a placeholder's data URL. */
  run(job: EncodeJob): Promise<number | string>;
  /** How many jobs were sent to the workers. */
  readonly encoded: number;
  close(): Promise<void>;
}

/**
 * Encoders on `size` worker threads, started on the first job. sharp works on libvips's own
 * threads as well; the workers keep several pictures in flight, so decoding one file and
 * encoding another overlap.
 */
export function encodePool(size: number): EncodePool {
  const workers: { worker: Worker; busy: number }[] = [];
  const waiting = new Map<number, { resolve(value: number | string): void; reject(error: Error): void }>();
  let next = 0;
  let encoded = 0;
  const start = () => {
    for (let i = 0; i < Math.max(1, size); i++) {
      const worker = new Worker(new URL('./encode-worker.mjs', import.meta.url));
      const entry = { worker, busy: 0 };
      // An idle worker never keeps the process alive (a dev server that stops, a test that ends); a busy one does.
      worker.unref();
      worker.on('message', ({ id, result, error }: { id: number; result?: number | string; error?: string }) => {
        if (--entry.busy === 0) worker.unref();
        const job = waiting.get(id);
        waiting.delete(id);
        if (error !== undefined) job?.reject(new Error(error));
        else job?.resolve(result!);
      });
      worker.on('error', (error) => {
        for (const job of waiting.values()) job.reject(error);
        waiting.clear();
      });
      workers.push(entry);
    }
  };
  return {
    run(job) {
      if (!workers.length) start();
      const entry = workers.reduce((least, candidate) => (candidate.busy < least.busy ? candidate : least));
      if (entry.busy++ === 0) entry.worker.ref();
      encoded++;
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        entry.worker.postMessage({ id, job });
      });
    },
    get encoded() {
      return encoded;
    },
    async close() {
      await Promise.all(workers.splice(0).map(({ worker }) => worker.terminate()));
    },
  };
}
