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
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMedia } from '../src/build/output/build-media.ts';
import { mediaStore } from '../src/build/media/media-store.ts';
import { pictureOf } from '../src/content/picture.ts';
import type { Image } from '../src/generated/content-types.ts';
import { PHONE } from '../src/build/media/phone-download.ts';
import { photo } from './photos.ts';
import { loadWords, photoModel, photoScale, photoTargets, timed } from './photo-scale.ts';

const count = Number(process.argv[process.argv.indexOf('--photos') + 1]) || 500;
const load = loadWords;
const model = photoModel;

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

    const scale = await photoScale(count);
    for (const check of photoTargets(scale))
      console.log(`${check.name}: ${check.actual} ${check.pass ? 'PASS' : 'FAIL'} (target: ${check.target})`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
