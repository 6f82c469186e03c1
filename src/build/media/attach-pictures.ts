import type { SiteModel } from '../../content/model.ts';
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
 * What each loaded value became last time, and from what: an image from the same facts, a list or
 * mapping from the same children. The loaded values come from the content cache, frozen, and an
 * unchanged file gives the same value again, so an unchanged file gives the same (frozen) copy too.
 */
const images = new WeakMap<object, { key: string; value: Record<string, unknown> }>();
const containers = new WeakMap<object, { children: unknown[]; value: unknown }>();

/** `value` again when its children are the ones it had last time, else a new frozen copy made by `make`. */
function reuse<T extends object>(original: object, children: unknown[], make: () => T): T {
  const last = containers.get(original);
  if (last && last.children.length === children.length && last.children.every((child, index) => child === children[index]))
    return last.value as T;
  const value = Object.freeze(make());
  containers.set(original, { children, value });
  return value;
}

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
    const raster = facts.format ? (facts as RasterFacts) : undefined;
    const made = raster ? variantJobs(src, raster, typeof value.focus === 'string' ? value.focus : undefined) : [];
    if (raster) sources.set(src, raster);
    for (const job of made) jobs.set(job.url, job);
    const placeholder = raster && store.placeholder(raster);
    const key = `${facts.hash}:${facts.width}x${facts.height}:${placeholder ?? ''}:${facts.path}`;
    const last = images.get(value);
    if (last?.key === key) return last.value;
    const sized = { ...value, width: value.width ?? facts.width, height: value.height ?? facts.height };
    const shown = Object.freeze(raster ? { ...sized, picture: pictureSet(made, placeholder) } : sized);
    images.set(value, { key, value: shown });
    return shown;
  };
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (value.startsWith('/assets/')) plain.add(value);
      return value;
    }
    if (Array.isArray(value)) {
      const mapped = value.map(walk);
      return mapped.some((item, index) => item !== value[index]) ? reuse(value, mapped, () => mapped) : value;
    }
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    if (isImage(record)) return image(record);
    const entries = Object.entries(record).map(([key, child]) => [key, walk(child)] as const);
    const changed = entries.some(([key, mapped]) => mapped !== record[key]);
    return changed
      ? reuse(
          record,
          entries.map(([, mapped]) => mapped),
          () => Object.fromEntries(entries),
        )
      : record;
  };
  return { model: walk(model) as SiteModel, jobs, sources, plain };
}
