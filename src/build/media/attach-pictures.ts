import type { SiteModel } from '../../content/model.ts';
import type { ImageFacts } from './image-facts.ts';
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

/** One image met by a walk: its `src`, the key of what it was drawn from, and its variants. */
interface ImageUse {
  src: string;
  key: string;
  raster?: RasterFacts;
  jobs: VariantJob[];
}

/** What a walk met below a value: its images and the plain `/assets/...` paths. */
export interface Met {
  images: ImageUse[];
  plain: string[];
}

/**
 * What a frozen value (one the content cache hands out) became, and what was met below it: while
 * every image below it is drawn from the same facts, the value is not walked again, so a load
 * after a one-page save walks that page alone.
 */
const walked = new WeakMap<object, { value: unknown; met: Met }>();

/** What a walk met below a frozen value it gave (a page of the model), to be kept beside it. */
export function walkedPictures(value: object): Met | undefined {
  const last = walked.get(value);
  return last?.value === value ? last.met : undefined;
}

/**
 * A frozen value a walk gave in an earlier process, with what that walk met below it: while every
 * picture below it is drawn from the same facts, it is given again without a walk.
 */
export function rememberWalked(value: object, met: Met): void {
  if (Object.isFrozen(value) && !walked.has(value)) walked.set(value, { value, met });
}

/**
 * Every image of the model (a mapping with `src` and `alt`) with its width and height from its
 * file when the YAML leaves them out, and, for a raster picture, its variants (`picture`: the
 * <picture> markup's srcsets, placeholder and share picture). The loaded values are shared with
 * the content cache and stay as they are: what changes is copied.
 */
export function attachPictures(model: SiteModel, store: MediaStore): PicturedModel {
  /** The key of an image's facts now (empty when its file has none), with the facts: each file looked at once per walk. */
  const known = new Map<string, { key: string; facts?: ImageFacts; raster?: RasterFacts; placeholder?: string }>();
  const factsOf = (src: string) => {
    const found = known.get(src);
    if (found) return found;
    const facts = store.facts(src);
    const raster = facts?.format ? (facts as RasterFacts) : undefined;
    const placeholder = raster && store.placeholder(raster);
    const now = facts
      ? { key: `${facts.hash}:${facts.width}x${facts.height}:${placeholder ?? ''}:${facts.path}`, facts, raster, placeholder }
      : { key: '' };
    known.set(src, now);
    return now;
  };
  const image = (value: Record<string, unknown>, met: Met) => {
    const src = value.src as string;
    const { key, facts, raster, placeholder } = factsOf(src);
    if (!facts) {
      met.images.push({ src, key, jobs: [] });
      return value;
    }
    const made = raster ? variantJobs(src, raster, typeof value.focus === 'string' ? value.focus : undefined) : [];
    met.images.push({ src, key, jobs: made, ...(raster ? { raster } : {}) });
    const last = images.get(value);
    if (last?.key === key) return last.value;
    const sized = { ...value, width: value.width ?? facts.width, height: value.height ?? facts.height };
    const shown = Object.freeze(raster ? { ...sized, picture: pictureSet(made, placeholder) } : sized);
    images.set(value, { key, value: shown });
    return shown;
  };
  // A value is copied only once a child differs: most of a page's values hold no picture.
  const children = (value: object, met: Met, inside: boolean): unknown => {
    if (Array.isArray(value)) {
      let mapped: unknown[] | undefined;
      for (let index = 0; index < value.length; index++) {
        const child = walk(value[index], met, inside);
        if (mapped) mapped.push(child);
        else if (child !== value[index]) (mapped = value.slice(0, index)).push(child);
      }
      return mapped ? reuse(value, mapped, () => mapped) : value;
    }
    const record = value as Record<string, unknown>;
    if (isImage(record)) return image(record, met);
    const keys = Object.keys(record);
    let mapped: unknown[] | undefined;
    for (let index = 0; index < keys.length; index++) {
      const original = record[keys[index]!];
      const child = walk(original, met, inside);
      if (mapped) mapped.push(child);
      else if (child !== original) (mapped = keys.slice(0, index).map((key) => record[key])).push(child);
    }
    return mapped ? reuse(value, mapped, () => Object.fromEntries(keys.map((key, index) => [key, mapped[index]]))) : value;
  };
  /** `inside`: below a frozen value whose walk is remembered whole, so its parts need no memory of their own. */
  const walk = (value: unknown, met: Met, inside = false): unknown => {
    if (typeof value === 'string') {
      if (value.startsWith('/assets/')) met.plain.push(value);
      return value;
    }
    if (value === null || typeof value !== 'object') return value;
    if (inside || !Object.isFrozen(value)) return children(value, met, inside);
    const last = walked.get(value);
    if (last && last.met.images.every((use) => factsOf(use.src).key === use.key)) {
      met.images.push(...last.met.images);
      met.plain.push(...last.met.plain);
      return last.value;
    }
    const own: Met = { images: [], plain: [] };
    const shown = children(value, own, true);
    walked.set(value, { value: shown, met: own });
    // Walking what a walk gave gives it again.
    if (shown !== value && Object.isFrozen(shown)) walked.set(shown as object, { value: shown, met: own });
    met.images.push(...own.images);
    met.plain.push(...own.plain);
    return shown;
  };
  const met: Met = { images: [], plain: [] };
  const pictured = walk(model, met) as SiteModel;
  const jobs = new Map<string, VariantJob>();
  const sources = new Map<string, RasterFacts>();
  for (const use of met.images) {
    if (use.raster) sources.set(use.src, use.raster);
    for (const job of use.jobs) jobs.set(job.url, job);
  }
  return { model: pictured, jobs, sources, plain: new Set(met.plain) };
}
