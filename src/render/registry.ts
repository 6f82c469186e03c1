import type { ComponentType } from 'react';
import type { SectionPropsMap, SectionType } from '../generated/content-types';

export type SectionComponent<K extends SectionType> = ComponentType<SectionPropsMap[K]>;

/** Each section type and the module of the one component that renders it. */
export type Registry = { [K in SectionType]: () => Promise<{ default: SectionComponent<K> }> };

/** Components already loaded, by section type. */
export type LoadedSections = { [K in SectionType]?: SectionComponent<K> };

/**
 * Each section type of the schema and the one component that renders it. Components load on
 * demand, so a page's JavaScript holds only the sections it shows.
 */
export const registry: Registry = {
  audiences: () => import('../sections/Audiences'),
  benefits: () => import('../sections/Benefits'),
  checklist: () => import('../sections/Checklist'),
  'contact-cards': () => import('../sections/ContactCards'),
  cta: () => import('../sections/Cta'),
  features: () => import('../sections/Features'),
  'floating-snacks': () => import('../sections/FloatingSnacks'),
  hero: () => import('../sections/Hero'),
  'lead-form': () => import('../sections/LeadForm'),
  legal: () => import('../sections/Legal'),
  lineup: () => import('../sections/Lineup'),
  'product-hero': () => import('../sections/ProductHero'),
  'product-highlights': () => import('../sections/ProductHighlights'),
  'product-specs': () => import('../sections/ProductSpecs'),
  steps: () => import('../sections/Steps'),
  'support-partner': () => import('../sections/SupportPartner'),
  'support-portal': () => import('../sections/SupportPortal'),
  'tech-specs': () => import('../sections/TechSpecs'),
  testimonials: () => import('../sections/Testimonials'),
  text: () => import('../sections/Text'),
};

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
