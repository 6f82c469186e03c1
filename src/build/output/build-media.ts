import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import type { SiteModel } from '../../content/model.ts';
import { publishedAssets } from '../content/published-assets.ts';
import { attachPictures } from '../media/attach-pictures.ts';
import { encodePool } from '../media/encode-pool.ts';
import type { MediaStore, RasterFacts } from '../media/media-store.ts';
import { VARIANT_BASE } from '../media/settings.ts';

export interface BuiltMedia {
  /** The model whose pictures name their variants and placeholders. */
  model: SiteModel;
  /** Files encoded by this build (0 when no picture changed), and the variants the pages use. */
  encoded: number;
  variants: number;
  /**
   * Into `outDir` (after site/assets was copied there): the variants, each raster file that is
   * published as itself replaced by a copy without metadata, and every original that a variant
   * serves removed. Resolves to the files encoded meanwhile (the clean copies not yet cached).
   */
  publish(outDir: string): Promise<number>;
}

/**
 * The build's pictures: every variant the pages use, made on worker threads unless the cache has
 * it (media-store.ts). A build whose pictures did not change encodes nothing.
 */
export async function buildMedia(
  model: SiteModel,
  siteDir: string,
  store: MediaStore,
  workers = availableParallelism(),
): Promise<BuiltMedia> {
  const pool = encodePool(workers);
  try {
    const first = attachPictures(model, store);
    const encoded = await store.make([...first.jobs.values()], [...first.sources.values()], pool);
    // Again, now that every placeholder is made.
    const pictured = attachPictures(model, store);
    return {
      model: pictured.model,
      encoded,
      variants: pictured.jobs.size,
      async publish(outDir) {
        const publishPool = encodePool(workers);
        try {
          const before = publishPool.encoded;
          copyVariants([...pictured.jobs.keys()], store, join(outDir, ...VARIANT_BASE.split('/').filter(Boolean)));
          await publishOriginals(siteDir, outDir, store, pictured.sources, pictured.plain, publishPool);
          return publishPool.encoded - before;
        } finally {
          await publishPool.close();
        }
      },
    };
  } finally {
    await pool.close();
  }
}

/** The variants into `dir`: a name carries its content's hash, so one already there is the same file and stays. */
function copyVariants(urls: readonly string[], store: MediaStore, dir: string) {
  mkdirSync(dir, { recursive: true });
  const wanted = new Map(urls.map((url) => [url.slice(url.lastIndexOf('/') + 1), url]));
  for (const name of readdirSync(dir)) if (!wanted.has(name)) rmSync(join(dir, name), { force: true });
  for (const [name, url] of wanted) {
    const to = join(dir, name);
    if (!existsSync(to) || statSync(to).size !== statSync(store.file(url)).size) copyFileSync(store.file(url), to);
  }
}

async function publishOriginals(
  siteDir: string,
  outDir: string,
  store: MediaStore,
  sources: ReadonlyMap<string, RasterFacts>,
  plain: ReadonlySet<string>,
  pool: Parameters<MediaStore['cleanCopy']>[1],
) {
  await Promise.all(
    [...publishedAssets(siteDir).keys()].map(async (rel) => {
      const src = `/assets/${rel}`;
      const to = join(outDir, 'assets', ...rel.split('/'));
      if (sources.has(src) && !plain.has(src)) return rmSync(to, { force: true });
      const facts = store.facts(src);
      if (!facts?.format) return;
      const clean = await store.cleanCopy(facts as RasterFacts, pool);
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(clean, to);
    }),
  );
}
