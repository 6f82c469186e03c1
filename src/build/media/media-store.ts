import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { imageFacts, type ImageFacts } from './image-facts.ts';
import { ENCODERS, fallbackFormat, PLACEHOLDER_WIDTH, SHARE_SIZE, type PipelineFormat } from './settings.ts';
import type { EncodeJob, EncodePool } from './encode-pool.ts';
import type { VariantJob } from './variant-names.ts';

export type RasterFacts = ImageFacts & { format: PipelineFormat };

/**
 * The pictures of one content folder and the variants made of them, kept in `cacheDir` by name
 * (each name carries its source's content hash and the settings), so a file is encoded once for
 * as long as neither changes: across builds, and across requests of the development server.
 */
export interface MediaStore {
  facts(src: string): ImageFacts | undefined;
  /** The cached placeholder of a JPEG source, when it was made. */
  placeholder(facts: ImageFacts): string | undefined;
  /** Where a variant is kept. */
  file(url: string): string;
  /** Make what is missing of these variants (and the sources' placeholders); resolves to how many were encoded. */
  make(jobs: readonly VariantJob[], facts: readonly RasterFacts[], pool: EncodePool): Promise<number>;
  /** A published copy of a raster file that serves as itself (a touch icon): upright, sRGB, no metadata. */
  cleanCopy(facts: RasterFacts, pool: EncodePool): Promise<string>;
}

export function mediaStore(siteDir: string, cacheDir: string): MediaStore {
  const facts = imageFacts(siteDir);
  const placeholders = new Map<string, string>();
  const placeholderFile = (hash: string) => join(cacheDir, `${hash}.placeholder`);
  const file = (url: string) => join(cacheDir, basename(url));
  const store: MediaStore = {
    facts,
    placeholder({ hash, format }) {
      if (format !== 'jpeg') return undefined; // a transparent picture would show it through
      if (!placeholders.has(hash) && existsSync(placeholderFile(hash))) placeholders.set(hash, readFileSync(placeholderFile(hash), 'utf8'));
      return placeholders.get(hash);
    },
    file,
    async make(jobs, sources, pool) {
      const before = pool.encoded;
      const missing = jobs.filter((job) => !existsSync(file(job.url)));
      const wanted = sources.filter((source) => source.format === 'jpeg' && store.placeholder(source) === undefined);
      await Promise.all([
        ...missing.map((job) => pool.run(encodeJob(job, file(job.url)))),
        ...wanted.map(async (source) => {
          const url = (await pool.run(placeholderJob(source))) as string;
          mkdirSync(cacheDir, { recursive: true });
          // Renamed into place: several builds may share the folder (SITE_MEDIA_CACHE).
          const temporary = `${placeholderFile(source.hash)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
          writeFileSync(temporary, url);
          renameSync(temporary, placeholderFile(source.hash));
          placeholders.set(source.hash, url);
        }),
      ]);
      return pool.encoded - before;
    },
    async cleanCopy(source, pool) {
      const format = fallbackFormat(source.format);
      const out = join(cacheDir, `${source.hash}-original.${format}`);
      if (!existsSync(out)) await pool.run({ source: source.path, out, format, options: ENCODERS[format], width: 'original' });
      return out;
    },
  };
  return store;
}

/** What a worker needs for one variant. */
export function encodeJob(job: VariantJob, out: string): EncodeJob {
  const share = job.width === 'share';
  return {
    source: job.source,
    out,
    format: job.format,
    options: share ? { quality: 82, mozjpeg: true } : ENCODERS[job.format],
    width: job.width,
    ...(share ? { share: SHARE_SIZE } : {}),
    ...(job.focus ? { focus: job.focus } : {}),
  };
}

function placeholderJob(source: RasterFacts): EncodeJob {
  return {
    source: source.path,
    out: '',
    format: 'webp',
    options: { quality: 40 },
    width: 'placeholder',
    placeholderWidth: PLACEHOLDER_WIDTH,
  };
}
