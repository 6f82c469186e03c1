import type { PictureSet } from '../../content/picture.ts';
import type { ImageFacts } from './image-facts.ts';
import { fallbackFormat, SHARE_SIZE, VARIANT_BASE, widthsFor, type OutputFormat, type PipelineFormat } from './settings.ts';

/** One file the pipeline makes: from which source, at which width (or the share crop), in which format. */
export interface VariantJob {
  /** Its published path, `/_img/<name>-<hash>-<width>.<ext>`. */
  url: string;
  source: string;
  hash: string;
  format: OutputFormat;
  /** The width it is resized to; for the share picture, the crop of SHARE_SIZE. */
  width: number | 'share';
  /** `x% y%`: which part of the picture a crop keeps. */
  focus?: string;
}

const EXTENSION: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
const MIME = { avif: 'image/avif', webp: 'image/webp' } as const;

/** A variant's name: the source's file name (readable in the network panel), its hash and its width. */
export function variantUrl(src: string, hash: string, width: number | 'share', format: OutputFormat): string {
  const stem = src
    .slice(src.lastIndexOf('/') + 1)
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${VARIANT_BASE}${stem || 'picture'}-${hash}-${width}.${EXTENSION[format]}`;
}

/** The variants of a raster picture, with the share picture last. */
export function variantJobs(src: string, facts: ImageFacts & { format: PipelineFormat }, focus?: string): VariantJob[] {
  const widths = widthsFor(facts.width);
  const formats: OutputFormat[] = ['avif', 'webp', fallbackFormat(facts.format)];
  const base = { source: facts.path, hash: facts.hash };
  const jobs = formats.flatMap((format) =>
    widths.map((width) => ({ ...base, url: variantUrl(src, facts.hash, width, format), format, width })),
  );
  // The crop depends on the focus: its name does too.
  const shareHash = focus ? `${facts.hash}-f${focus.replace(/%/g, '').replace(/\s+/g, 'x')}` : facts.hash;
  return [
    ...jobs,
    { ...base, url: variantUrl(src, shareHash, 'share', 'jpeg'), format: 'jpeg', width: 'share', ...(focus ? { focus } : {}) },
  ];
}

/** The markup's view of the variants: a srcset per format and the share picture. */
export function pictureSet(jobs: readonly VariantJob[], placeholder: string | undefined): PictureSet {
  const srcset = (format: OutputFormat) =>
    jobs
      .filter((job) => job.format === format && job.width !== 'share')
      .map((job) => `${job.url} ${job.width}w`)
      .join(', ');
  const sized = jobs.filter((job) => job.width !== 'share');
  const fallback = sized[sized.length - 1]!;
  const share = jobs.find((job) => job.width === 'share')!;
  return {
    sources: (['avif', 'webp'] as const).map((format) => ({ type: MIME[format], srcset: srcset(format) })),
    fallback: { src: fallback.url, srcset: srcset(fallback.format) },
    ...(placeholder ? { placeholder } : {}),
    share: { src: share.url, ...SHARE_SIZE },
  };
}
