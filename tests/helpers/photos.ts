/**
 * Pictures made for the tests with sharp, never downloaded: a phone photo with a location, a camera
 * and a quarter turn in its EXIF, a PNG with a transparent part, a CMYK JPEG, and the first bytes
 * of a HEIC file (enough for a type check: sharp's prebuilt libvips writes no HEIC).
 */
import sharp from 'sharp';

/** A noisy photo (noise is what real photos have, and what encoders find hard), `width` × `height` as stored, shown turned a quarter (orientation 6). */
export async function phonePhoto(width = 900, height = 600): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 60, g: 120, b: 180 } } });
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .png()
    .toBuffer();
  return base
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: 'Acme', Model: 'PhoneCam 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '96/1 47/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG whose right half is transparent. */
export async function transparentPng(width = 400, height = 300): Promise<Buffer> {
  const half = await sharp({ create: { width: width / 2, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** A JPEG in CMYK, as print workflows save them. */
export function cmykJpeg(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 250, g: 180, b: 20 } } })
    .toColourspace('cmyk')
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The start of a HEIC photo: its ftyp box names the heic brand, as an iPhone's does. */
export function heicStart(): Buffer {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(24, 0);
  box.write('ftypheic', 4, 'latin1');
  box.writeUInt32BE(0, 12);
  box.write('mif1heic', 16, 'latin1');
  return box;
}
