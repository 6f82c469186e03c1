/**
 * The build's pictures (src/build/media), on a copy of the fixture site whose hero shows a phone
 * photo made by sharp: the loader reads its size from the file (upright), the model names AVIF,
 * WebP and JPEG variants at widths never above the photo's; the published folder has the variants
 * and the share picture, no original that a variant serves and no metadata in any raster file; a
 * second build with the same pictures encodes nothing (counted).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureOf, type ShownImage } from '../../src/content/picture';
import type { HeroSection } from '../../src/generated/content-types';
import { contentCacheDir } from '../../src/build/content/content-cache';
import { loadSite } from '../../src/build/content/load-site';
import { buildMedia } from '../../src/build/output/build-media';
import { lcpPreload } from '../../src/build/media/lcp-preload';
import { mediaStore } from '../../src/build/media/media-store';
import { publishAssets } from '../../src/build/output/publish-assets';
import { fixtureSite, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';
import { phonePhoto, transparentPng } from '../helpers/photos';
import { temporaryFolder } from '../helpers/temporary';

let site: FixtureSite;
const cacheDir = () => contentCacheDir(site.siteDir, site.root, 'media');
const load = () => loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR, media: mediaStore(site.siteDir, cacheDir()) });

beforeAll(async () => {
  site = fixtureSite();
  writeFileSync(join(site.siteDir, 'assets/team.jpg'), await phonePhoto(600, 400));
  writeFileSync(join(site.siteDir, 'assets/badge.png'), await transparentPng(200, 100));
  const index = join(site.siteDir, 'pages/index.yaml');
  const text = readFileSync(index, 'utf8').replace(
    '    subtitle: A fixture hero.\n',
    '    subtitle: A fixture hero.\n    media:\n      poster: { src: /assets/team.jpg, alt: Our team in the lobby, focus: 30% 60% }\n',
  );
  writeFileSync(index, text);
  writeFileSync(
    join(site.siteDir, 'site.yaml'),
    readFileSync(join(site.siteDir, 'site.yaml'), 'utf8')
      .replace('/assets/share.png', '/assets/badge.png')
      .replace('width: 180, height: 180', 'width: 200, height: 100'),
  );
});
afterAll(() => site.cleanup());

const heroPoster = (model: NonNullable<ReturnType<typeof load>['model']>) =>
  (model.pages.find((page) => page.route === '/')!.sections[0] as HeroSection).media!.poster as ShownImage;

describe('the pictures of a build', () => {
  it('read the size from the file, upright, and name a ladder of AVIF, WebP and JPEG variants', () => {
    const { model, issues } = load();
    expect(issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    const poster = heroPoster(model!);
    expect([poster.width, poster.height]).toEqual([400, 600]);
    const set = pictureOf(poster)!;
    expect(set.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(set.sources[0]!.srcset).toMatch(/^\/_img\/team-[0-9a-f]{12}-320\.avif 320w, \/_img\/team-[0-9a-f]{12}-400\.avif 400w$/);
    expect(set.fallback.src).toMatch(/-400\.jpg$/);
    expect(set.share).toMatchObject({ width: 1200, height: 630 });
  });

  it('publishes the variants and the share picture, no original a variant serves, no metadata; a second build encodes nothing', async () => {
    const { model } = load();
    const first = await buildMedia(model!, site.siteDir, mediaStore(site.siteDir, cacheDir()), 2);
    // The photo: 2 widths × 3 formats and the share picture; the badge (200 px): 1 width × 3 and its share picture; the photo's placeholder.
    expect([first.variants, first.encoded]).toEqual([7 + 4, 7 + 4 + 1]);
    const outDir = temporaryFolder('media-build-');
    publishAssets(site.siteDir, outDir);
    await first.publish(outDir);
    const published = readdirSync(join(outDir, '_img')).sort();
    const widths = ['320', '400'].flatMap((width) => ['avif', 'jpg', 'webp'].map((extension) => `team-${width}.${extension}`));
    expect(published.map((name) => name.replace(/-[0-9a-f]{12}/, ''))).toEqual(
      ['badge-200.avif', 'badge-200.png', 'badge-200.webp', 'badge-share.jpg', ...widths, 'team-f30x60-share.jpg'].sort(),
    );
    expect([existsSync(join(outDir, 'assets/team.jpg')), existsSync(join(outDir, 'assets/badge.png'))]).toEqual([false, false]);
    for (const name of published) {
      const meta = await sharp(join(outDir, '_img', name)).metadata();
      expect([name, meta.exif, meta.orientation, meta.space]).toEqual([name, undefined, undefined, 'srgb']);
    }
    const share = await sharp(
      join(
        outDir,
        '_img',
        published.find((name) => name.startsWith('team-') && name.endsWith('share.jpg'))!,
      ),
    ).metadata();
    expect([share.width, share.height, share.format]).toEqual([1200, 630, 'jpeg']);
    expect(pictureOf(heroPoster(first.model))!.placeholder).toMatch(/^data:image\/webp;base64,/);

    const second = await buildMedia(load().model!, site.siteDir, mediaStore(site.siteDir, cacheDir()), 2);
    expect([second.variants, second.encoded]).toEqual([first.variants, 0]);
  });

  it('checks a written size against the file and says which is wrong', () => {
    const index = join(site.siteDir, 'pages/index.yaml');
    const text = readFileSync(index, 'utf8');
    writeFileSync(index, text.replace('focus: 30% 60% }', 'width: 1000, height: 1000 }'));
    try {
      const messages = load().issues.map((issue) => `${issue.line}:${issue.column} ${issue.path}: ${issue.message} | ${issue.hint}`);
      expect(messages).toEqual([
        '8:75 sections[0] (hero) › media › poster › width: width is 1000, but "/assets/team.jpg" is 400 × 600 pixels | Write width: 400, or leave width and height out: they are read from the file.',
        '8:89 sections[0] (hero) › media › poster › height: height is 1000, but "/assets/team.jpg" is 400 × 600 pixels | Write height: 600, or leave width and height out: they are read from the file.',
      ]);
    } finally {
      writeFileSync(index, text);
    }
  });
});

describe('the preload of the largest first paint', () => {
  it('names the AVIF srcset and sizes of the picture fetched with high priority, and nothing without one', () => {
    const html =
      '<picture><source type="image/avif" srcSet="/_img/a-1-320.avif 320w" sizes="50vw"/><img src="/_img/a-1-320.jpg" loading="lazy"/></picture>' +
      '<picture><source type="image/avif" srcSet="/_img/b-2-320.avif 320w, /_img/b-2-640.avif 640w" sizes="100vw"/><source type="image/webp" srcSet="x"/><img src="/_img/b-2-640.jpg" fetchPriority="high"/></picture>';
    expect(lcpPreload(html)).toBe(
      '<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="/_img/b-2-320.avif 320w, /_img/b-2-640.avif 640w" imagesizes="100vw">',
    );
    expect(lcpPreload('<img src="/assets/logo.svg" fetchPriority="high">')).toBe('');
  });
});
