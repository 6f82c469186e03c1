/**
 * Uploads to the media library (src/build/editor/media-upload.ts), on real pictures made by sharp: what
 * is stored carries no location, camera or orientation tag, is upright and in sRGB; the same file
 * twice is stored once; every refusal says why and what to do, and writes nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storeUpload, uploadType, UploadRefusal } from '../../src/build/editor/media-upload';
import { cmykJpeg, heicStart, phonePhoto, transparentPng } from '../helpers/photos';
import { temporaryFolder } from '../helpers/temporary';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => (error instanceof UploadRefusal ? error.message : `not a refusal: ${error.message}`),
  );

describe('an upload', () => {
  it('is stored upright, in sRGB, without EXIF, GPS or camera fields, under a clean name', async () => {
    const siteDir = temporaryFolder('media-upload-');
    const stored = await storeUpload(siteDir, 'Team', 'Lobby Photo (1).JPG', await phonePhoto(900, 600));
    expect(stored).toMatchObject({ src: '/assets/team/lobby-photo-1.jpg', reused: false });
    const file = readFileSync(join(siteDir, 'assets/team/lobby-photo-1.jpg'));
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif, meta.xmp, meta.iptc, meta.space]).toEqual([
      600,
      900,
      undefined,
      undefined,
      undefined,
      undefined,
      'srgb',
    ]);
    expect(file.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it('keeps the transparency of a PNG and turns a CMYK JPEG into sRGB', async () => {
    const siteDir = temporaryFolder('media-upload-');
    const png = await storeUpload(siteDir, 'uploads', 'badge.png', await transparentPng());
    const cmyk = await storeUpload(siteDir, 'uploads', 'print.jpg', await cmykJpeg());
    const pngMeta = await sharp(join(siteDir, 'assets', png.src.slice('/assets/'.length))).metadata();
    const cmykMeta = await sharp(join(siteDir, 'assets', cmyk.src.slice('/assets/'.length))).metadata();
    expect([pngMeta.hasAlpha, cmykMeta.space, cmykMeta.channels]).toEqual([true, 'srgb', 3]);
  });

  it('reuses the file already there when the same photo comes twice, and never replaces another file of the name', async () => {
    const siteDir = temporaryFolder('media-upload-');
    const photo = await phonePhoto(400, 300);
    const first = await storeUpload(siteDir, 'uploads', 'team.jpg', photo);
    const again = await storeUpload(siteDir, 'uploads', 'copy of team.jpg', photo);
    const other = await storeUpload(siteDir, 'uploads', 'team.jpg', await phonePhoto(300, 200));
    expect([first.src, again.src, again.reused, other.src]).toEqual([
      '/assets/uploads/team.jpg',
      '/assets/uploads/team.jpg',
      true,
      '/assets/uploads/team-2.jpg',
    ]);
  });
});

describe('a refused upload', () => {
  it('says why and writes nothing', async () => {
    const siteDir = temporaryFolder('media-upload-');
    const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);
    const answers = [
      await refusal(storeUpload(siteDir, 'uploads', 'huge.jpg', Buffer.alloc(31 * 1024 * 1024, 1))),
      await refusal(storeUpload(siteDir, 'uploads', 'notes.jpg', Buffer.from('Meeting notes: bring the photos.\n'))),
      await refusal(storeUpload(siteDir, 'uploads', 'logo.svg', svg('<script>alert(1)</script><rect width="1" height="1"/>'))),
      await refusal(
        storeUpload(
          siteDir,
          'uploads',
          'badge.svg',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
        ),
      ),
      await refusal(storeUpload(siteDir, 'uploads', 'IMG_0001.HEIC', heicStart())),
      await refusal(storeUpload(siteDir, 'uploads', 'photo.png', await phonePhoto(200, 100))),
    ];
    expect(answers).toEqual([
      'huge.jpg is 31.0 MB, more than the 30.0 MB a file may have. Export it smaller (a photo of 4000 pixels across is plenty) and upload it again.',
      'notes.jpg is text, not a picture, although its name ends in .jpg. Upload a JPEG, PNG, WebP, AVIF, GIF or SVG picture (or an MP4 or WebM video, or a PDF).',
      "logo.svg carries <script>, which could run code or fetch files on the site's pages. Remove it (or export the SVG again as a plain drawing) and upload it again.",
      "badge.svg carries the attribute onload=, which could run code or fetch files on the site's pages. Remove it (or export the SVG again as a plain drawing) and upload it again.",
      'IMG_0001.HEIC is a HEIC photo, which browsers do not show and the site cannot convert. Export it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible, or share it as JPEG) and upload that.',
      'photo.png is a JPEG picture by its content, not what its name says. Rename it to end in .jpg and upload it again.',
    ]);
    expect(existsSync(join(siteDir, 'assets')) ? readdirSync(join(siteDir, 'assets'), { recursive: true }) : []).toEqual([]);
  });

  it('refuses an SVG with a foreignObject or a link to another file, and takes a plain drawing', async () => {
    const svg = (body: string) =>
      Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);
    expect(await refusal(uploadType('a.svg', svg('<foreignObject><div>hi</div></foreignObject>')))).toMatch(
      /^a\.svg carries <foreignobject>/,
    );
    expect(await refusal(uploadType('b.svg', svg('<image href="https://tracker.example/pixel.png" width="1" height="1"/>')))).toMatch(
      /^b\.svg carries a link to another file \(href\)/,
    );
    expect(await uploadType('c.svg', svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/>'))).toBe(
      'svg',
    );
  });
});
