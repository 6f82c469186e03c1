import { resolve } from 'node:path';
import { loadSchemas } from '../../src/build/content/schemas';
import type { Section } from '../../src/generated/content-types';

/** A section as it is written in a page's YAML: the schema's defaults may be left out. */
export type WrittenSection = { type: string } & Record<string, unknown>;

/**
 * Sections as the renderer gets them from the loader: validated against schema/page.schema.json,
 * which fills in every default. Sections that are not valid are returned as they are.
 */
export function asLoaded(sections: readonly WrittenSection[]): Section[] {
  const schemas = loadSchemas(resolve('schema'));
  const page = {
    title: 'Test page',
    description: 'A page that holds the sections of a component test.',
    sections: structuredClone(sections),
  };
  schemas.run(schemas.page, page);
  return page.sections as unknown as Section[];
}
