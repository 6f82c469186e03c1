import { createElement, Suspense, use, useState, type ComponentType, type MouseEvent } from 'react';
import type { Section, SectionType } from '../generated/content-types';
import { isStaticStub } from '../content/initial';
import { sectionCode } from './on-screen';
import { prerenderedElements } from './prerendered';
import { scrollToId } from '../ui/scroll';
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

/** Inner HTML React leaves as it is: it neither hydrates nor replaces what the server put there. */
const AS_SERVED = { __html: '' };

/**
 * A static section of the served page: its elements as the server rendered them, each taken over
 * as an element whose content React leaves alone (no hydration below it, nothing fetched, no props
 * needed). React owns the elements themselves, so events inside them reach the app like any other:
 * a section left dehydrated instead would stop clicks at the root and swallow the pointer's moves
 * out of it (React waits for a dehydrated section to hydrate before it dispatches anything in it),
 * and hold back every context change above it.
 */
function ServedMarkup({ route, index }: { route: string; index: number }) {
  const [tags] = useState(() => prerenderedElements(route, index)?.map((element) => element.localName) ?? []);
  return tags.map((tag, i) =>
    createElement(tag, { key: i, dangerouslySetInnerHTML: AS_SERVED, suppressHydrationWarning: true, onClick: followAnchor }),
  );
}

/** An #anchor link in a static section scrolls as SmartLink's do: smoothly (unless less motion is asked for), focus on its target. */
function followAnchor(event: MouseEvent) {
  const link = (event.target as Element).closest?.('a[href^="#"]');
  const href = link?.getAttribute('href');
  if (!href || event.defaultPrevented || !scrollToId(href.slice(1))) return;
  event.preventDefault();
  history.replaceState(history.state, '', href);
}

function SectionSlot({ section, components, route, index }: SlotProps) {
  // use() on every render, and with the same promise for the same section (sectionCode): React
  // requires the same calls each time, and a replay after a suspension must see the same promise.
  const fromRegistry = components === loadedSections() && Object.hasOwn(registry, section.type);
  if (isStaticStub(section)) return <ServedMarkup route={route} index={index} />;
  use(fromRegistry ? sectionCode(section.type as SectionType, route, index) : READY);
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
        // Keyed by the route too: a navigation replaces the served page's sections, static ones among
        // them, instead of updating them.
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
