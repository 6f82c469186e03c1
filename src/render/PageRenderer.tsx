import { Suspense, use, type ComponentType } from 'react';
import type { Section, SectionType } from '../generated/content-types';
import { sectionCode } from './on-screen';
import { loadedSections, registry, type LoadedSections } from './registry';
import { SectionBoundary } from './SectionBoundary';

export interface PageRendererProps {
  sections: readonly Section[];
  /** Components by section type; by default those of the registry, loaded on demand. */
  components?: LoadedSections;
  /** The route of the page, so a section that fails can fall back to its prerendered markup. */
  route?: string;
}

interface SlotProps {
  section: Section;
  components: LoadedSections;
  route: string;
  index: number;
}

/** A promise React reads as already fulfilled: use() on it returns at once, without suspending. */
const READY = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

function SectionSlot({ section, components, route, index }: SlotProps) {
  // use() on every render, and with the same promise for the same section (sectionCode): React
  // requires the same calls each time, and a replay after a suspension must see the same promise.
  const fromRegistry = components === loadedSections() && Object.hasOwn(registry, section.type);
  use(fromRegistry ? sectionCode(section.type as SectionType, route, index) : READY);
  if (!Object.hasOwn(components, section.type)) return null;
  const Component = components[section.type] as ComponentType<Section>;
  return <Component {...section} />;
}

/**
 * Renders the sections of a page in order, each by the component its type names; an unknown type
 * renders nothing. Each section is its own Suspense boundary: on the first load the browser
 * hydrates the prerendered sections as their code arrives, so only the first one's code is needed
 * up front, and a section below the screen stays as served, its code not even fetched, until it
 * comes near the screen (on-screen.ts). Pages reached by navigation have all their sections loaded
 * before they render. Each section is also its own error boundary, so one that fails leaves the
 * others alone.
 */
export function PageRenderer({ sections, components = loadedSections(), route = '' }: PageRendererProps) {
  return (
    <>
      {sections.map((section, index) => (
        <Suspense key={section.id ?? `${section.type}-${index}`} fallback={null}>
          <SectionBoundary key={route} type={section.type} index={index} route={route}>
            <SectionSlot section={section} components={components} route={route} index={index} />
          </SectionBoundary>
        </Suspense>
      ))}
    </>
  );
}
