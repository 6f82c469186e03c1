import { Worker } from 'node:worker_threads';
import type { InitialPage } from '../../content/initial.ts';
import type { PageData, SiteData } from '../../content/model.ts';
import type { DocumentSetting, Rendered } from './page-document.ts';

export type Render = (url: string, site: SiteData, initial: InitialPage) => Promise<Rendered>;

/** One document a worker rendered, made and wrote: its files (relative to the output folder), and what the build records of it. */
export interface WrittenDocument {
  /** The document, its data chunk (for a page) and its islands' props file (when it has islands). */
  files: string[];
  hashes: string[];
  /** For the render cache (render-cache.ts): the lengths of the markup and the styles in the document, and the render's hash. */
  markup: number;
  styles: number;
  digest: string;
}

/**
 * What each worker runs: the built server entry, imported once, renders each route it is sent,
 * makes its document (page-document.ts) and writes the document's files, each folder made the
 * first time a file goes into it, and answers once they are on disk; only what the build records
 * of it goes back. Plain JavaScript evaluated as the worker's script: the build's own code is
 * TypeScript that only the main thread's loader reads.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { mkdirSync, writeFile } = require('node:fs');
const { dirname, join } = require('node:path');
const { outDir, assetsDir } = workerData;
const setting = { ...workerData.setting, site: workerData.site };
const folders = new Set();
// Written on Node's thread pool: the next route renders while the disk takes this one's files.
const write = (file, text) =>
  new Promise((resolve, reject) => {
    const folder = dirname(file);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFile(file, text, (error) => (error ? reject(error) : resolve()));
  });
import(workerData.entry).then(
  ({ render, makeDocument, renderDigest, islandPropsWriter }) => {
    const writeProps = islandPropsWriter(outDir, assetsDir, write);
    parentPort.on('message', ({ id, route, file, initial, trail }) =>
      render(route, workerData.site, initial)
        .then(async (rendered) => {
          const made = makeDocument(setting, { route, file, initial, trail }, rendered);
          const files = made.files.map(([name]) => name);
          const writing = made.files.map(([name, text]) => write(join(outDir, name), text));
          if (made.props) files.push(await writeProps(made.props));
          await Promise.all(writing);
          const digest = renderDigest(rendered);
          parentPort.postMessage({ id, files, hashes: made.hashes, markup: made.markup, styles: rendered.styles.length, digest });
        })
        .catch((error) => parentPort.postMessage({ id, error: String((error && error.stack) || error) })),
    );
  },
  (error) => parentPort.postMessage({ id: -1, error: String((error && error.stack) || error) }),
);
`;

export interface RenderPool {
  /** Render one route, make its document and write its files into the output folder. */
  write(route: string, file: string, initial: InitialPage, trail: ReadonlyMap<string, PageData>): Promise<WrittenDocument>;
  /** Stop the workers (after the last document). */
  close(): Promise<void>;
}

/**
 * Documents rendered, made and written on `size` worker threads, each with its own copy of the
 * server bundle and the site data, so a large site renders on every core and neither a render nor
 * a document passes through the main thread. The document of a route does not depend on the thread
 * that made it: the output is the same as in one thread.
 */
export function renderPool(entryUrl: string, setting: DocumentSetting, outDir: string, assetsDir: string, size: number): RenderPool {
  const waiting = new Map<number, { resolve(value: WrittenDocument): void; reject(error: Error): void }>();
  const load = new Map<Worker, number>();
  let next = 0;
  let broken: Error | undefined;
  const fail = (error: Error) => {
    broken ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const { site, ...shared } = setting;
  for (let i = 0; i < size; i++) {
    const worker = new Worker(WORKER, { eval: true, workerData: { entry: entryUrl, site, setting: shared, outDir, assetsDir } });
    load.set(worker, 0);
    worker.on('message', (message: Partial<WrittenDocument> & { id: number; error?: string }) => {
      if (message.id === -1) return fail(new Error(`A render worker could not start: ${message.error}`));
      load.set(worker, load.get(worker)! - 1);
      const job = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) job?.reject(new Error(message.error));
      else {
        const { id: _, ...written } = message;
        job?.resolve(written as WrittenDocument);
      }
    });
    worker.on('error', fail);
  }
  return {
    write(route, file, initial, trail) {
      if (broken) return Promise.reject(broken);
      // The least busy worker takes it.
      const [worker] = [...load].reduce((least, entry) => (entry[1] < least[1] ? entry : least));
      load.set(worker, load.get(worker)! + 1);
      const id = next++;
      return new Promise<WrittenDocument>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, route, file, initial, trail });
      });
    },
    async close() {
      await Promise.all([...load.keys()].map((worker) => worker.terminate()));
    },
  };
}
