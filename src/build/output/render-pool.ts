import { Worker } from 'node:worker_threads';
import type { InitialPage } from '../../content/initial.ts';
import type { SiteData } from '../../content/model.ts';
import type { Rendered } from './render-cache.ts';

export type Render = (url: string, site: SiteData, initial: InitialPage) => Promise<Rendered>;

/**
 * What each worker runs: the built server entry, imported once, renders the routes it is sent.
 * Plain JavaScript evaluated as the worker's script: the build's own code is TypeScript that
 * only the main thread's loader reads.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entry).then(
  ({ render }) =>
    parentPort.on('message', ({ id, route, initial }) =>
      render(route, workerData.site, initial).then(
        ({ html, styles }) => parentPort.postMessage({ id, html, styles }),
        (error) => parentPort.postMessage({ id, error: String((error && error.stack) || error) }),
      ),
    ),
  (error) => parentPort.postMessage({ id: -1, error: String((error && error.stack) || error) }),
);
`;

export interface RenderPool {
  render: Render;
  /** Stop the workers (after the last render). */
  close(): Promise<void>;
}

/**
 * Server renders on `size` worker threads, each with its own copy of the server bundle and the
 * site data, so a large site renders on every core while the main thread writes. The render of a
 * route does not depend on the thread that made it: the output is the same as in one thread.
 */
export function renderPool(entryUrl: string, site: SiteData, size: number): RenderPool {
  const waiting = new Map<number, { resolve(value: Rendered): void; reject(error: Error): void }>();
  const load = new Map<Worker, number>();
  let next = 0;
  let broken: Error | undefined;
  const fail = (error: Error) => {
    broken ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  for (let i = 0; i < size; i++) {
    const worker = new Worker(WORKER, { eval: true, workerData: { entry: entryUrl, site } });
    load.set(worker, 0);
    worker.on('message', (message: { id: number; html?: string; styles?: string; error?: string }) => {
      if (message.id === -1) return fail(new Error(`A render worker could not start: ${message.error}`));
      load.set(worker, load.get(worker)! - 1);
      const job = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) job?.reject(new Error(message.error));
      else job?.resolve({ html: message.html!, styles: message.styles! });
    });
    worker.on('error', fail);
  }
  return {
    render(route, _site, initial) {
      if (broken) return Promise.reject(broken);
      // The least busy worker takes it.
      const [worker] = [...load].reduce((least, entry) => (entry[1] < least[1] ? entry : least));
      load.set(worker, load.get(worker)! + 1);
      const id = next++;
      return new Promise<Rendered>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, route, initial });
      });
    },
    async close() {
      await Promise.all([...load.keys()].map((worker) => worker.terminate()));
    },
  };
}
