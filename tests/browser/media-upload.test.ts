/**
 * A phone photo from upload to a phone's screen, in Chromium: two pictures made by sharp (a photo
 * with a location, a camera and a quarter turn in its EXIF, and a transparent PNG) are dropped on
 * the editor's media library together; the stored files carry no location or camera and are
 * upright; the photo is chosen for the hero with its alt text, which changes those two lines of
 * the page and no other; the image field shows its size and what a phone downloads; the preview
 * shows it as <picture>. The built page has <picture> with AVIF and WebP sources, srcset, sizes,
 * width and height, and at 390 px wide Chromium downloads a variant made for it, never the original.
 * A picture copied to the clipboard and pasted on the hero's picture field is uploaded and taken by the field.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import * as ui from '../helpers/editor-browser';
import { phonePhoto, transparentPng } from '../helpers/photos';
import { buildSite, previewSite } from '../helpers/site-build';
import { temporaryFolder } from '../helpers/temporary';

const site = join(temporaryFolder('media-editor-'), 'site');
cpSync('tests/fixtures/valid/minimal', site, { recursive: true });
const home = join(site, 'pages/index.yaml');
writeFileSync(
  home,
  readFileSync(home, 'utf8').replace(
    '    subtitle: A fixture hero.\n',
    '    subtitle: A fixture hero.\n    media:\n      poster:\n        src: /assets/logo.svg\n        alt: Our logo\n',
  ),
);
let server: ViteDevServer;
let browser: Browser;
let page: Page;
let base: string;
vi.setConfig({ testTimeout: 240_000, hookTimeout: 180_000 });

beforeAll(async () => {
  ({ server, base } = await ui.startEditorServer(site, false));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  page.setDefaultTimeout(60_000);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Drop files on the element that `selector` finds, as a person dragging them from the desktop does. */
async function dropFiles(selector: string, files: { name: string; type: string; bytes: Buffer }[]) {
  const payload = files.map((file) => ({ ...file, bytes: file.bytes.toString('base64') }));
  await page.locator(selector).first().waitFor();
  await page.evaluate(
    ({ selector, payload }) => {
      const transfer = new DataTransfer();
      for (const file of payload) {
        const bytes = Uint8Array.from(atob(file.bytes), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      const zone = document.querySelector(selector)!;
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    { selector, payload },
  );
}

describe('a photo from the editor to a phone', () => {
  const before = readFileSync(home, 'utf8');

  it('is uploaded by drag and drop with another picture, stored upright without location or camera', async () => {
    await page.goto(`${base}/__edit/_media`);
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor({ timeout: 110_000 });
    await dropFiles('[data-dropzone]', [
      { name: 'Lobby Photo.jpg', type: 'image/jpeg', bytes: await phonePhoto(900, 600) },
      { name: 'badge.png', type: 'image/png', bytes: await transparentPng(200, 100) },
    ]);
    await page.getByText('Stored as /assets/uploads/lobby-photo.jpg').waitFor();
    await page.getByText('Stored as /assets/uploads/badge.png').waitFor();
    const stored = await sharp(join(site, 'assets/uploads/lobby-photo.jpg')).metadata();
    expect([stored.width, stored.height, stored.orientation, stored.exif, stored.xmp]).toEqual([600, 900, undefined, undefined, undefined]);
    expect(readFileSync(join(site, 'assets/uploads/lobby-photo.jpg')).includes(Buffer.from('PhoneCam'))).toBe(false);
    await page.locator('[data-media="/assets/uploads/lobby-photo.jpg"]').getByText('600 × 900 px').waitFor();
  });

  it('goes into the hero as one changed line, plus its alt text, and shows in the preview as <picture>', async () => {
    await page.goto(`${base}/__edit/index?section=1`);
    const poster = ui.field(page, 'sections.0.media.poster');
    await poster.getByRole('button', { name: /^Choose file for/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Choose a file/ });
    await dialog.getByLabel('Find a file by name').fill('lobby');
    await dialog.getByRole('button', { name: /uploads\/lobby-photo\.jpg/ }).click();
    await ui.fileWhere(home, (text) => text.includes('src: /assets/uploads/lobby-photo.jpg'));
    await page.locator('input[data-path="sections.0.media.poster.alt"]').fill('Our team in the lobby');
    await page.keyboard.press('Tab');
    const after = await ui.fileWhere(home, (text) => text.includes('alt: Our team in the lobby'));
    const lines = (text: string) => text.split('\n');
    expect(lines(after).filter((line, index) => line !== lines(before)[index])).toEqual([
      '        src: /assets/uploads/lobby-photo.jpg',
      '        alt: Our team in the lobby',
    ]);
    expect(lines(after).length).toBe(lines(before).length);
    await expect
      .poll(() => poster.locator('[data-image-info]').innerText(), { timeout: 60_000 })
      .toMatch(/^600 × 900 px · file \d+ KB\nA phone downloads \d+ KB \(AVIF, 600 px wide\)$/);
    const shown = ui.preview(page).locator('main picture img');
    await shown.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 60_000 })
      .toBeGreaterThan(0);
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/_img\/lobby-photo-[0-9a-f]{12}-\d+\.avif$/);
  });

  it('is published as <picture> in modern formats, and a phone downloads a variant made for it, not the original', async () => {
    const dist = buildSite({ siteDir: site });
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const picture = /<picture\b.*?<\/picture>/s.exec(html)?.[0] ?? '';
    expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]+ 320w, [^"]+ 480w, [^"]+ 600w" sizes="[^"]+"\/>/);
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+ 600w" sizes="[^"]+"\/>/);
    expect(picture).toMatch(
      /<img src="\/_img\/lobby-photo-[0-9a-f]{12}-600\.jpg" srcSet="[^"]+" sizes="[^"]+" alt="Our team in the lobby" width="600" height="900" fetchPriority="high"/,
    );
    expect(html).toMatch(/<link rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="[^"]+" imagesizes="[^"]+">/);
    const preview = await previewSite(dist);
    try {
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
      const tab = await phone.newPage();
      const images: string[] = [];
      tab.on('request', (request) => request.resourceType() === 'image' && images.push(new URL(request.url()).pathname));
      await tab.goto(preview.base, { waitUntil: 'load' });
      const photos = images.filter((path) => path.includes('lobby-photo'));
      expect(photos.length).toBeGreaterThan(0);
      for (const path of photos) expect(path).toMatch(/^\/_img\/lobby-photo-[0-9a-f]{12}-(320|480|600)\.avif$/);
      await phone.close();
    } finally {
      await preview.server.close();
    }
  });

  it('is uploaded from the clipboard when pasted on a picture field, which takes it', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.goto(`${base}/__edit/index?section=1`);
    const poster = ui.field(page, 'sections.0.media.poster');
    await poster.locator('[data-image-info]').waitFor({ timeout: 60_000 });
    const png = (await transparentPng(300, 200)).toString('base64');
    await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': new Blob([bytes], { type: 'image/png' }) })]);
    }, png);
    await poster.locator('[data-dropzone]').focus();
    await page.keyboard.press('ControlOrMeta+V');
    // Chromium names a pasted picture image.png.
    await ui.fileWhere(home, (text) => text.includes('        src: /assets/uploads/image.png\n'));
    expect(await sharp(join(site, 'assets/uploads/image.png')).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });
    await expect.poll(() => poster.locator('[data-image-info]').innerText(), { timeout: 60_000 }).toMatch(/^300 × 200 px · file /);
  });
});
