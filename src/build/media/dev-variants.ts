import { readFileSync } from 'node:fs';
import type { SiteModel } from '../../content/model.ts';
import { attachPictures, type PicturedModel } from './attach-pictures.ts';
import type { EncodePool } from './encode-pool.ts';
import type { MediaStore } from './media-store.ts';
import { VARIANT_BASE } from './settings.ts';

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/**
 * The variants for the development server: a variant the current pages name is encoded on its
 * first request (with its source's placeholder, which the next reload shows) and answered from the
 * cache after; any other path under VARIANT_BASE is not found.
 */
export function devVariants(model: () => SiteModel | undefined, store: MediaStore, pool: EncodePool) {
  const pictured = new WeakMap<SiteModel, PicturedModel>();
  const making = new Map<string, Promise<number>>();
  return async (url: string): Promise<{ type: string; body: Buffer } | undefined> => {
    if (!url.startsWith(VARIANT_BASE)) return undefined;
    const current = model();
    if (!current) return undefined;
    if (!pictured.has(current)) pictured.set(current, attachPictures(current, store));
    const { jobs, sources } = pictured.get(current)!;
    const path = url.replace(/[?#].*$/s, '');
    const job = jobs.get(path);
    if (!job) return undefined;
    const source = [...sources.values()].find((facts) => facts.hash === job.hash);
    if (!making.has(path))
      making.set(
        path,
        store.make([job], source ? [source] : [], pool).finally(() => making.delete(path)),
      );
    await making.get(path);
    return { type: TYPES[path.slice(path.lastIndexOf('.') + 1)]!, body: readFileSync(store.file(path)) };
  };
}
