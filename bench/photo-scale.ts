/**
 * The picture pipeline at scale (src/build/media), on photos made with sharp (bench/photos.ts; never
 * downloaded): N distinct photos across N pages, their first encoding (wall time and CPU of every
 * thread), then, in the same process, a build with the photos unchanged against the same build
 * without photos: it must encode none and add ≤ 1 s. `npm run bench:scale` runs it beside the page
 * counts (`--photos N`, 0 skips it); `npm run bench:media` runs it alone. A new process also reads
 * and hashes each photo once: that is not counted here.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteModel } from '../src/content/model.ts';
import { buildMedia } from '../src/build/output/build-media.ts';
import { mediaStore } from '../src/build/media/media-store.ts';
import type { TargetCheck } from './report.ts';
import { photo } from './photos.ts';

/** What a rebuild with unchanged photos may add over the same rebuild without them. */
export const PHOTO_REBUILD_TARGET_S = 1;

export interface PhotoScaleResult {
  photos: number;
  /** The first build: files encoded, wall seconds, CPU seconds of all threads. */
  first: { encoded: number; seconds: number; cpu: number };
  /** The rebuild with the photos unchanged, and the same rebuild without photos. */
  again: { encoded: number; seconds: number };
  without: { seconds: number };
  loadAverage: number;
  loadAverageEnd: number;
}

/** A model of `srcs.length` pages, each with one photo in its hero. */
export function photoModel(srcs: readonly string[]): SiteModel {
  const pages = srcs.map((src, index) => ({
    route: `/p${index}`,
    sections: [{ type: 'hero', media: { poster: { src, alt: `Photo ${index}` } } }],
  }));
  return { site: { site: {}, data: {}, catchAll: [] }, pages } as unknown as SiteModel;
}

export async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number; cpu: number }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(cpu);
  return { value, seconds: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 };
}

export const loadWords = () => `load ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`;

export async function photoScale(count: number, log: (line: string) => void = console.log): Promise<PhotoScaleResult> {
  const root = join(tmpdir(), `bench-photos-${process.pid}`);
  const siteDir = join(root, 'site');
  mkdirSync(join(siteDir, 'assets/photos'), { recursive: true });
  const loadAverage = loadavg()[0]!;
  try {
    log(`${count} photos: making them`);
    const srcs: string[] = [];
    for (let i = 0; i < count; i++) {
      const src = `/assets/photos/photo-${i}.jpg`;
      writeFileSync(join(siteDir, src.slice(1)), await photo(1600, 1067, i + 2));
      srcs.push(src);
    }
    const cache = join(root, 'cache');
    const first = await timed(() => buildMedia(photoModel(srcs), siteDir, mediaStore(siteDir, cache)));
    log(
      `${count} photos, first build: ${first.value.encoded} files encoded in ${first.seconds.toFixed(1)} s, CPU (all threads) ${first.cpu.toFixed(1)} s (${loadWords()})`,
    );
    const without = await timed(() => buildMedia(photoModel([]), siteDir, mediaStore(siteDir, cache)));
    const again = await timed(() => buildMedia(photoModel(srcs), siteDir, mediaStore(siteDir, cache)));
    log(
      `rebuild with unchanged photos: ${again.value.encoded} encoded, ${again.seconds.toFixed(2)} s vs ${without.seconds.toFixed(2)} s without photos (${loadWords()})`,
    );
    return {
      photos: count,
      first: { encoded: first.value.encoded, seconds: first.seconds, cpu: first.cpu },
      again: { encoded: again.value.encoded, seconds: again.seconds },
      without: { seconds: without.seconds },
      loadAverage,
      loadAverageEnd: loadavg()[0]!,
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The target of a photo run: none encoded again, and at most PHOTO_REBUILD_TARGET_S added. */
export function photoTargets(result: PhotoScaleResult): TargetCheck[] {
  const added = result.again.seconds - result.without.seconds;
  return [
    {
      name: `rebuild with ${result.photos} unchanged photos`,
      target: `0 encoded, ≤ +${PHOTO_REBUILD_TARGET_S} s`,
      actual: `${result.again.encoded} encoded, +${added.toFixed(2)} s (load ${result.loadAverage.toFixed(1)}–${result.loadAverageEnd.toFixed(1)})`,
      pass: result.again.encoded === 0 && added <= PHOTO_REBUILD_TARGET_S,
    },
  ];
}
