import type { ComponentType } from 'react';
import type { Section } from '../generated/content-types';
import { registry as defaultRegistry, type Registry } from './registry';

export interface PageRendererProps {
  sections: readonly Section[];
  /** Another registry, for tests or for a site with its own components. */
  registry?: Registry;
}

/** Renders the sections of a page in order, each by the component its type names. Unknown types render nothing. */
export function PageRenderer({ sections, registry = defaultRegistry }: PageRendererProps) {
  return (
    <>
      {sections.map((section, index) => {
        if (!Object.hasOwn(registry, section.type)) return null;
        const Component = registry[section.type] as ComponentType<Section>;
        return <Component key={section.id ?? `${section.type}-${index}`} {...section} />;
      })}
    </>
  );
}
