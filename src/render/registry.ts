import type { ComponentType } from 'react';
import type { SectionPropsMap, SectionType } from '../generated/content-types';
import { sectionModules } from '../generated/section-modules';

export type SectionComponent<K extends SectionType> = ComponentType<SectionPropsMap[K]>;

/** Each section type and the module of the one component that renders it. */
export type Registry = { [K in SectionType]: () => Promise<{ default: SectionComponent<K> }> };

/** Components already loaded, by section type. */
export type LoadedSections = { [K in SectionType]?: SectionComponent<K> };

/**
 * Each section type of the schema and the one component that renders it. Components load on
 * demand, each in its own chunk, so a page's JavaScript holds only the sections it shows.
 *
 * The list is generated from schema/sections (src/generated/section-modules.ts, written by
 * `npm run gen:types` and by the dev server on each schema edit; `npm test` fails when it is
 * stale), so the schema folder stays the one list of section types, as it is for the loader, the
 * types, the section reference and the prerender's preloads. Generated rather than read with
 * import.meta.glob('../sections/*.tsx'): a glob would take the names from the component files and
 * could only be cast to this type, while the generated map is checked by the compiler, entry by
 * entry, against the props generated for each type, and a schema without its component fails the
 * type check and the build instead of rendering nothing.
 */
export const registry: Registry = sectionModules;

const loaded: LoadedSections = {};
/** Downloads of section code that failed; the section's boundary reports them, naming the section. */
export const failedSectionLoads = new WeakSet<object>();
const loading = new Map<string, Promise<unknown>>();

/** The one promise that loads a section type's component (cached, so React can wait on it). */
export function sectionModule(type: SectionType): Promise<unknown> {
  let pending = loading.get(type);
  if (!pending) {
    const promise: Promise<unknown> & { status?: string; value?: unknown; reason?: unknown } = registry[type]().then(
      (module) => {
        (loaded as Record<string, unknown>)[type] = module.default;
        // Marked as React reads it, so use() returns at once for a component already loaded.
        promise.status = 'fulfilled';
        promise.value = undefined;
      },
      (error: unknown) => {
        // Kept as failed for the page on screen (its boundary shows the prerendered markup); the next
        // loadSections, on the next visit to a page, downloads it again.
        promise.status = 'rejected';
        promise.reason = error;
        if (error && typeof error === 'object') failedSectionLoads.add(error);
        throw error;
      },
    );
    // The failure is read through use() and the error boundary, never as an unhandled rejection.
    promise.catch(() => undefined);
    pending = promise;
    loading.set(type, pending);
  }
  return pending;
}

/** Load the components of these section types (unknown types are skipped); resolves once all are ready. */
export async function loadSections(types: Iterable<string>): Promise<LoadedSections> {
  const wanted = [...new Set(types)].filter((type): type is SectionType => Object.hasOwn(registry, type) && !Object.hasOwn(loaded, type));
  // A download that failed before (offline, a file gone after a deploy) is tried again.
  for (const type of wanted) if ((loading.get(type) as { status?: string } | undefined)?.status === 'rejected') loading.delete(type);
  await Promise.all(wanted.map(sectionModule));
  return loaded;
}

/** The components loaded so far. */
export function loadedSections(): LoadedSections {
  return loaded;
}
