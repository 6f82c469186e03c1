/**
 * `npm run bench:media`: the picture pipeline at scale (src/build/media), on photos it makes with
 * sharp (smooth gradients with grain, as photos are; never downloaded):
 *
 * - one 24-megapixel hero photo: its first encoding, and the bytes of the AVIF a phone 390 px
 *   across at 2× picks (target ≤ 60 KB);
 * - `--photos N` (500 by default) distinct photos: the first build's encoding (wall time and CPU),
 *   then a build with unchanged photos in the same process, which must encode none and add ≤ 1 s.
 *   (A new process also reads and hashes each photo once: that is not counted here.)
 *
 * Each figure is printed beside the machine's load average, as the load on a shared machine moves it.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteModel } from '../src/content/model.ts';
import { buildMedia } from '../src/build/output/build-media.ts';
import { mediaStore } from '../src/build/media/media-store.ts';
import { pictureOf } from '../src/content/picture.ts';
import type { Image } from '../src/generated/content-types.ts';
import { PHONE } from '../src/build/media/phone-download.ts';
import { photo } from './photos.ts';

const count = Number(process.argv[process.argv.indexOf('--photos') + 1]) || 500;
const load = () => `load ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`;

function model(srcs: readonly string[]): SiteModel {
  const pages = srcs.map((src, index) => ({
    route: `/p${index}`,
    sections: [{ type: 'hero', media: { poster: { src, alt: `Photo ${index}` } } }],
  }));
  return { site: { site: {}, data: {}, catchAll: [] }, pages } as unknown as SiteModel;
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number; cpu: number }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(cpu);
  return { value, seconds: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 };
}

async function main() {
  const root = join(tmpdir(), `bench-media-${process.pid}`);
  const siteDir = join(root, 'site');
  mkdirSync(join(siteDir, 'assets/photos'), { recursive: true });
  try {
    writeFileSync(join(siteDir, 'assets/hero.jpg'), await photo(6000, 4000, 1));
    const heroStore = () => mediaStore(siteDir, join(root, 'cache-hero'));
    const hero = await timed(() => buildMedia(model(['/assets/hero.jpg']), siteDir, heroStore()));
    const section = hero.value.model.pages[0]!.sections[0] as unknown as { media: { poster: Image } };
    const heroSet = pictureOf(section.media.poster)!;
    const needed = (PHONE.width - PHONE.margin) * PHONE.density;
    const phone = heroSet.sources[0]!.srcset.split(', ')
      .map((entry) => entry.split(' '))
      .find(([, width]) => Number.parseInt(width!, 10) >= needed)!;
    const bytes = statSync(heroStore().file(phone[0]!)).size;
    console.log(`24-megapixel hero: ${hero.value.encoded} files encoded in ${hero.seconds.toFixed(1)} s (${load()})`);
    console.log(
      `  a phone ${PHONE.width} px at ${PHONE.density}× downloads ${phone[0]} : ${(bytes / 1024).toFixed(1)} KB ${bytes <= 60 * 1024 ? 'PASS' : 'FAIL'} (target ≤ 60 KB)`,
    );

    const srcs: string[] = [];
    for (let i = 0; i < count; i++) {
      const src = `/assets/photos/photo-${i}.jpg`;
      writeFileSync(join(siteDir, src.slice(1)), await photo(1600, 1067, i + 2));
      srcs.push(src);
    }
    const cache = join(root, 'cache');
    const first = await timed(() => buildMedia(model(srcs), siteDir, mediaStore(siteDir, cache)));
    console.log(
      `${count} photos, first build: ${first.value.encoded} files encoded in ${first.seconds.toFixed(1)} s, CPU (all threads) ${first.cpu.toFixed(1)} s (${load()})`,
    );
    const none = await timed(() => buildMedia(model([]), siteDir, mediaStore(siteDir, cache)));
    const again = await timed(() => buildMedia(model(srcs), siteDir, mediaStore(siteDir, cache)));
    const added = again.seconds - none.seconds;
    console.log(
      `rebuild with unchanged photos: ${again.value.encoded} encoded, ${again.seconds.toFixed(2)} s vs ${none.seconds.toFixed(2)} s without photos: +${added.toFixed(2)} s ${again.value.encoded === 0 && added <= 1 ? 'PASS' : 'FAIL'} (target: none encoded, ≤ 1 s) (${load()})`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
