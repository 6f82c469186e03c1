import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { temporaryName } from '../content/atomic-file.ts';
import { svgRefusal } from '../media/svg-check.ts';

/** The largest upload taken, unless MEDIA_MAX_MB says otherwise. */
export const DEFAULT_MAX_UPLOAD_MB = 30;

export function maxUploadBytes(): number {
  const set = Number(process.env.MEDIA_MAX_MB);
  return (Number.isFinite(set) && set > 0 ? set : DEFAULT_MAX_UPLOAD_MB) * 1024 * 1024;
}

/** An upload refused before anything was written, with the sentence that says why and what to do. */
export class UploadRefusal extends Error {}

/** The file types the site publishes, by the extension their content gives. */
const ACCEPTED: Record<string, string> = {
  jpg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  mp4: 'mp4',
  webm: 'webm',
  pdf: 'pdf',
};
const NAMED: Record<string, string> = {
  jpeg: 'jpg',
  jpg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  svg: 'svg',
  mp4: 'mp4',
  webm: 'webm',
  pdf: 'pdf',
};
const KIND: Record<string, string> = {
  jpg: 'a JPEG picture',
  png: 'a PNG picture',
  webp: 'a WebP picture',
  avif: 'an AVIF picture',
  gif: 'a GIF picture',
  svg: 'an SVG drawing',
  mp4: 'an MP4 video',
  webm: 'a WebM video',
  pdf: 'a PDF document',
};
const SIZE_UNITS = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `Team Photo (1).JPG` → `team-photo-1`; `photos/Lobby` → `photos/lobby`: lower case, dashes, no dots. */
export function cleanName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const looksLikeSvg = (bytes: Buffer) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--.*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/is.test(bytes.subarray(0, 4096).toString('utf8'));

/** What an upload is, by its content; refused with the reason when the site cannot publish it. */
export async function uploadType(name: string, bytes: Buffer, maxBytes = maxUploadBytes()): Promise<string> {
  if (bytes.length > maxBytes)
    throw new UploadRefusal(
      `${name} is ${SIZE_UNITS(bytes.length)}, more than the ${SIZE_UNITS(maxBytes)} a file may have. Export it smaller (a photo of 4000 pixels across is plenty) and upload it again.`,
    );
  const named = NAMED[name.slice(name.lastIndexOf('.') + 1).toLowerCase()];
  const found = await fileTypeFromBuffer(bytes);
  if (found && ['heic', 'heif', 'avif'].includes(found.ext) && /^image\/hei[cf]/.test(found.mime))
    throw new UploadRefusal(
      `${name} is a HEIC photo, which browsers do not show and the site cannot convert. Export it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible, or share it as JPEG) and upload that.`,
    );
  // file-type names an SVG as XML (or not at all): its root element tells.
  const type = found && found.ext !== 'xml' ? ACCEPTED[found.ext] : looksLikeSvg(bytes) ? 'svg' : undefined;
  if (!type) {
    const what = found
      ? `a ${found.ext.toUpperCase()} file`
      : bytes.subarray(0, 4096).includes(0)
        ? 'not a file type the site knows'
        : 'text, not a picture';
    throw new UploadRefusal(
      `${name} is ${what}${named ? `, although its name ends in .${name.split('.').pop()}` : ''}. Upload a JPEG, PNG, WebP, AVIF, GIF or SVG picture (or an MP4 or WebM video, or a PDF).`,
    );
  }
  if (named && named !== type)
    throw new UploadRefusal(
      `${name} is ${KIND[type]} by its content, not what its name says. Rename it to end in .${type} and upload it again.`,
    );
  if (type === 'svg') {
    const refusal = await svgRefusal(name, bytes.toString('utf8'));
    if (refusal) throw new UploadRefusal(refusal);
  }
  return type;
}

/**
 * The bytes to store: a raster photo upright (its EXIF orientation applied), in sRGB and without
 * EXIF, GPS, XMP or IPTC metadata, in its own format; GIF, SVG, video and PDF as they came.
 */
export async function cleanUpload(type: string, bytes: Buffer): Promise<Buffer> {
  const image = () => sharp(bytes, { failOn: 'none' }).rotate().toColourspace('srgb');
  if (type === 'jpg') return image().jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  if (type === 'png') return image().png({ compressionLevel: 9 }).toBuffer();
  if (type === 'webp') return image().webp({ quality: 90 }).toBuffer();
  if (type === 'avif') return image().avif({ quality: 70 }).toBuffer();
  return bytes;
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file of a folder of site/assets by content hash (the first name of each). */
function byContent(dir: string, folder: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (name.startsWith('.') || !statSync(path).isFile()) continue;
    const hash = hashOf(readFileSync(path));
    if (!found.has(hash)) found.set(hash, `/assets/${folder ? `${folder}/` : ''}${name}`);
  }
  return found;
}

export interface StoredUpload {
  /** The path to write in YAML, `/assets/<folder>/<name>`. */
  src: string;
  /** Whether the same file was there already (and was reused). */
  reused: boolean;
  bytes: number;
}

/**
 * Store an upload under site/assets/<folder>/ with a clean name: checked and cleaned first
 * (uploadType, cleanUpload), so a refused file writes nothing; the same file already in the folder
 * is reused; a new file never replaces another (`-2`, `-3` … are added to its name), and it is
 * written whole under a temporary name, then renamed.
 */
export async function storeUpload(siteDir: string, folder: string, name: string, bytes: Buffer): Promise<StoredUpload> {
  const type = await uploadType(name, bytes);
  const clean = await cleanUpload(type, bytes);
  const cleanFolder = folder.split('/').map(cleanName).filter(Boolean).join('/');
  const dir = join(siteDir, 'assets', ...cleanFolder.split('/').filter(Boolean));
  const same = byContent(dir, cleanFolder).get(hashOf(clean));
  if (same) return { src: same, reused: true, bytes: clean.length };
  const stem = cleanName(name.replace(/\.[^.]*$/, '')) || 'file';
  mkdirSync(dir, { recursive: true });
  for (let n = 1; ; n++) {
    const file = `${stem}${n === 1 ? '' : `-${n}`}.${type}`;
    const path = join(dir, file);
    if (existsSync(path)) continue;
    const temporary = temporaryName(path);
    writeFileSync(temporary, clean, { flag: 'wx' });
    try {
      // A link, not a rename: it fails when another file took the name meanwhile, which it never replaces.
      linkSync(temporary, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    } finally {
      rmSync(temporary, { force: true });
    }
    return { src: `/assets/${cleanFolder ? `${cleanFolder}/` : ''}${file}`, reused: false, bytes: clean.length };
  }
}
