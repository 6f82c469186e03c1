// One encoding of the picture pipeline, run on a worker thread (encode-pool.ts) so that a build
// encodes on every core. Plain JavaScript: a worker thread runs it without the build's TypeScript
// loader. Every output is upright (EXIF orientation applied), in sRGB and without metadata
// (sharp writes none unless asked): no location, camera or editing history leaves the machine.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';

/** The share crop: the picture scaled to cover `size`, cut where `focus` (x% y%) says. */
async function shareCrop(image, size, focus) {
  const { width, height } = await image
    .clone()
    .metadata()
    .then((m) => ((m.orientation ?? 1) >= 5 ? { width: m.height, height: m.width } : m));
  const scale = Math.max(size.width / width, size.height / height);
  const scaled = { width: Math.max(size.width, Math.round(width * scale)), height: Math.max(size.height, Math.round(height * scale)) };
  const [x, y] = (focus ?? '50% 50%').split(' ').map((part) => Number.parseFloat(part) / 100);
  return image.resize(scaled.width, scaled.height).extract({
    left: Math.round((scaled.width - size.width) * x),
    top: Math.round((scaled.height - size.height) * y),
    width: size.width,
    height: size.height,
  });
}

/** Encode one job; returns the bytes written (to `job.out`, atomically) or, for a placeholder, its data URL. */
export async function encode(job) {
  let image = sharp(job.source, { failOn: 'none' }).rotate();
  if (job.width === 'share') image = await shareCrop(image, job.share, job.focus);
  else if (job.width === 'placeholder') image = image.resize({ width: job.placeholderWidth }).blur(0.6);
  else if (typeof job.width === 'number') image = image.resize({ width: job.width, withoutEnlargement: true });
  image = image.toColourspace('srgb')[job.format](job.options);
  const bytes = await image.toBuffer();
  if (job.width === 'placeholder') return `data:image/${job.format};base64,${bytes.toString('base64')}`;
  mkdirSync(dirname(job.out), { recursive: true });
  const temporary = `${job.out}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, job.out);
  return bytes.length;
}

parentPort?.on('message', ({ id, job }) => {
  encode(job).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: String((error && error.message) || error) }),
  );
});
