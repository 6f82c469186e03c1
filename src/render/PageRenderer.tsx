import { useTheme } from '@emotion/react';
import { Suspense, use, useContext, type ComponentType, type ReactNode } from 'react';
import { UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext } from 'react-router-dom';
import { useCurrentPage } from '../content/current-page';
import { useSite } from '../content/site-context';
import type { Section, SectionType } from '../generated/content-types';
import { isStaticStub } from '../content/initial';
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

/**
 * What a static section of the served page waits for: nothing ever. Its Suspense boundary is never
 * hydrated, so its prerendered markup stays as it is, and its code is never fetched.
 */
const NEVER = new Promise<never>(() => undefined);

/**
 * Around a static section of the served page, whose Suspense boundary is never hydrated. React
 * treats a boundary still dehydrated as possibly reading any context, so a change of one above it
 * (the address, on a navigation or an #anchor; the current page) would wait for it to hydrate,
 * which it never does, and hold that update back for good. This reads every context that changes
 * while the page is on screen: React's search for the readers stops here, re-renders this (which
 * gives back the same children) and leaves the boundary below alone.
 */
function StaticSection({ children }: { children: ReactNode }) {
  useContext(UNSAFE_LocationContext);
  useContext(UNSAFE_NavigationContext);
  useContext(UNSAFE_RouteContext);
  useCurrentPage();
  useTheme();
  useSite();
  return children;
}

function SectionSlot({ section, components, route, index }: SlotProps) {
  // use() on every render, and with the same promise for the same section (sectionCode): React
  // requires the same calls each time, and a replay after a suspension must see the same promise.
  const fromRegistry = components === loadedSections() && Object.hasOwn(registry, section.type);
  use(isStaticStub(section) ? NEVER : fromRegistry ? sectionCode(section.type as SectionType, route, index) : READY);
  if (!Object.hasOwn(components, section.type)) return null;
  const Component = components[section.type] as ComponentType<Section>;
  return <Component {...section} />;
}

/**
 * Renders the sections of a page in order, each by the component its type names; an unknown type
 * renders nothing, and a static section of the served page (a stub) stays as the server rendered
 * it, never hydrated. Each section is its own Suspense boundary: on the first load the browser
 * hydrates the prerendered sections as their code arrives, so only the first one's code is needed
 * up front, and a section below the screen stays as served, its code not even fetched, until it
 * comes near the screen (on-screen.ts). Pages reached by navigation have all their sections loaded
 * before they render. Each section is also its own error boundary, so one that fails leaves the
 * others alone.
 */
export function PageRenderer({ sections, components = loadedSections(), route = '' }: PageRendererProps) {
  return (
    <>
      {sections.map((section, index) => {
        // Keyed by the route too: a navigation removes the served page's boundaries, static ones never
        // hydrated among them, instead of updating them.
        const key = `${route}:${section.id ?? `${section.type}-${index}`}`;
        const slot = (
          <Suspense key={key} fallback={null}>
            <SectionBoundary key={route} type={section.type} index={index} route={route}>
              <SectionSlot section={section} components={components} route={route} index={index} />
            </SectionBoundary>
          </Suspense>
        );
        return isStaticStub(section) ? <StaticSection key={key}>{slot}</StaticSection> : slot;
      })}
    </>
  );
}
