import type { SiteModel } from '../../content/model.ts';
import { isRecord } from '../content/is-record.ts';
import type { MediaStore, RasterFacts } from './media-store.ts';
import { pictureSet, variantJobs, type VariantJob } from './variant-names.ts';

/** The model with its pictures filled in, and what the build has to make and publish for them. */
export interface PicturedModel {
  model: SiteModel;
  /** Every variant the pages show, by its published path. */
  jobs: Map<string, VariantJob>;
  /** The raster sources that have variants, by their `/assets/...` path. */
  sources: Map<string, RasterFacts>;
  /** `/assets/...` paths named as plain files (an icon, a list of pictures), published as they are. */
  plain: Set<string>;
}

const isImage = (value: Record<string, unknown>) => typeof value.src === 'string' && typeof value.alt === 'string';

/**
 * Every image of the model (a mapping with `src` and `alt`) with its width and height from its
 * file when the YAML leaves them out, and, for a raster picture, its variants (`picture`: the
 * <picture> markup's srcsets, placeholder and share picture). The loaded values are shared with
 * the content cache and stay as they are: what changes is copied.
 */
export function attachPictures(model: SiteModel, store: MediaStore): PicturedModel {
  const jobs = new Map<string, VariantJob>();
  const sources = new Map<string, RasterFacts>();
  const plain = new Set<string>();
  const image = (value: Record<string, unknown>) => {
    const src = value.src as string;
    const facts = store.facts(src);
    if (!facts) return value;
    const sized = { ...value, width: value.width ?? facts.width, height: value.height ?? facts.height };
    if (!facts.format) return sized;
    const raster = facts as RasterFacts;
    sources.set(src, raster);
    const made = variantJobs(src, raster, typeof value.focus === 'string' ? value.focus : undefined);
    for (const job of made) jobs.set(job.url, job);
    return { ...sized, picture: pictureSet(made, store.placeholder(raster)) };
  };
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (value.startsWith('/assets/')) plain.add(value);
      return value;
    }
    if (Array.isArray(value)) {
      const mapped = value.map(walk);
      return mapped.some((item, index) => item !== value[index]) ? mapped : value;
    }
    if (!isRecord(value)) return value;
    if (isImage(value)) return image(value);
    let changed = false;
    const entries = Object.entries(value).map(([key, child]) => {
      const mapped = walk(child);
      changed ||= mapped !== child;
      return [key, mapped] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  };
  return { model: walk(model) as SiteModel, jobs, sources, plain };
}
