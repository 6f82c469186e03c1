import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { PIPELINE_FORMATS, SETTINGS_KEY, type PipelineFormat } from './settings.ts';

/** What the pipeline knows of one file of site/assets without decoding it. */
export interface ImageFacts {
  /** The file's content and the pipeline's settings, hashed: the name every variant of it carries. */
  hash: string;
  /** Its size as shown: width and height swapped when its EXIF orientation turns it a quarter. */
  width: number;
  height: number;
  /** Its format when the pipeline makes variants of it; undefined for SVG, GIF and the like. */
  format?: PipelineFormat;
  /** The file's path. */
  path: string;
}

/** Facts by file path, kept while the file's size and modification time stay: every load of this process shares them. */
const known = new Map<string, { stamp: string; facts: ImageFacts | undefined }>();

const FORMAT_OF: Record<string, PipelineFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' };

/**
 * The facts of the pictures of a content folder, by `/assets/...` path. Each file is read and
 * hashed once while its size and modification time stay the same, so a reload after an edit of a
 * page reads no picture again. Undefined for a file that is missing or cannot be measured.
 */
export function imageFacts(siteDir: string) {
  return (src: string): ImageFacts | undefined => {
    if (!src.startsWith('/assets/')) return undefined;
    const path = join(siteDir, 'assets', ...src.slice('/assets/'.length).split('/'));
    let stamp: string;
    try {
      const stat = statSync(path);
      if (!stat.isFile()) return undefined;
      stamp = `${stat.size}:${stat.mtimeMs}`;
    } catch {
      return undefined;
    }
    const cached = known.get(`${path}\0${src}`);
    if (cached?.stamp === stamp) return cached.facts;
    const facts = measure(path, src);
    known.set(`${path}\0${src}`, { stamp, facts });
    return facts;
  };
}

function measure(path: string, src: string): ImageFacts | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return undefined;
  }
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return undefined;
  }
  const turned = (size.orientation ?? 1) >= 5;
  const extension = src.slice(src.lastIndexOf('.') + 1).toLowerCase();
  const format = FORMAT_OF[extension];
  const typeMatches =
    format !== undefined &&
    (size.type === format || (size.type === 'jpg' && format === 'jpeg') || (size.type === 'heif' && format === 'avif'));
  return {
    hash: createHash('sha256').update(SETTINGS_KEY).update('\0').update(bytes).digest('hex').slice(0, 12),
    width: turned ? size.height : size.width,
    height: turned ? size.width : size.height,
    ...(typeMatches && PIPELINE_FORMATS.includes(format) ? { format } : {}),
    path,
  };
}
