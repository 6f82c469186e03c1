import { Suspense, use, type ComponentType } from 'react';
import type { Section, SectionType } from '../generated/content-types';
import { isInteractive } from './interactive';
import { Island } from './island';
import { loadedSections, registry, sectionModule, type LoadedSections } from './registry';
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
  // use() on every render, and with the same promise for the same type (sectionModule): React
  // requires the same calls each time, and a replay after a suspension must see the same promise.
  const fromRegistry = components === loadedSections() && Object.hasOwn(registry, section.type);
  use(fromRegistry ? sectionModule(section.type as SectionType) : READY);
  if (!Object.hasOwn(components, section.type)) return null;
  const Component = components[section.type] as ComponentType<Section>;
  if (!isInteractive(section)) return <Component {...section} />;
  // An interactive section is an island: in a built page it hydrates as its own root, from its own props.
  return (
    <Island props={{ kind: 'section', current: route, index, section }} component={Component as ComponentType<object>}>
      <Component {...section} />
    </Island>
  );
}

/**
 * Renders the sections of a page in order, each by the component its type names; an unknown type
 * renders nothing. On the server this is the page as served: a static section is plain markup that
 * never hydrates, an interactive one an island (render/island.tsx) that hydrates on its own in the
 * browser. The full client render (the development server, the editor's preview) renders every
 * section here, each in its own Suspense boundary as its code arrives and its own error boundary,
 * so one that fails leaves the others alone.
 */
export function PageRenderer({ sections, components = loadedSections(), route = '' }: PageRendererProps) {
  return (
    <>
      {sections.map((section, index) => {
        // Keyed by the route too: another page's sections replace these instead of updating them.
        const key = `${route}:${section.id ?? `${section.type}-${index}`}`;
        return (
          <Suspense key={key} fallback={null}>
            <SectionBoundary key={route} type={section.type} index={index} route={route}>
              <SectionSlot section={section} components={components} route={route} index={index} />
            </SectionBoundary>
          </Suspense>
        );
      })}
    </>
  );
}
