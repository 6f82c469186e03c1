import sharp from 'sharp';

/**
 * A photo-like JPEG made with sharp (never downloaded): a gradient of its own colours (from
 * `seed`) with a bright disc, coarse texture and fine grain, as photos have and encoders find hard.
 */
export async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 255;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="rgb(${hue},120,${255 - hue})"/><stop offset="1" stop-color="rgb(240,${hue},90)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="rgba(255,255,255,0.35)"/></svg>`,
  );
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 6 } },
  })
    .png()
    .toBuffer();
  // Texture at two coarser scales, enlarged: detail that a picture made for a phone still shows, as in a photo.
  const texture = (scale: number, sigma: number) =>
    sharp({
      create: {
        width: Math.ceil(width / scale),
        height: Math.ceil(height / scale),
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
  const raw = { width, height, channels: 3 } as const;
  return sharp(gradient)
    .composite([
      { input: await texture(48, 48), raw, blend: 'overlay' },
      { input: await texture(12, 16), raw, blend: 'overlay' },
      { input: grain, blend: 'soft-light' },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}
