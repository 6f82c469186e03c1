import type { EncodePool } from './encode-pool.ts';
import type { MediaStore, RasterFacts } from './media-store.ts';
import { statSync } from 'node:fs';
import { variantJobs } from './variant-names.ts';

/** The phone the editor reports for: 390 CSS pixels across, two device pixels to one, a picture across its content. */
export const PHONE = { width: 390, density: 2, margin: 32 } as const;

/** What such a phone downloads of a picture: the AVIF variant the browser picks, made now if it is not cached yet. */
export async function phoneDownload(src: string, facts: RasterFacts, store: MediaStore, pool: EncodePool) {
  const needed = (PHONE.width - PHONE.margin) * PHONE.density;
  const jobs = variantJobs(src, facts, undefined).filter((job) => job.format === 'avif' && typeof job.width === 'number');
  const job = jobs.find((candidate) => (candidate.width as number) >= needed) ?? jobs[jobs.length - 1]!;
  await store.make([job], [], pool);
  return { width: job.width as number, type: 'image/avif', bytes: statSync(store.file(job.url)).size };
}
