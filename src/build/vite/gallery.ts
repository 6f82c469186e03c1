import type { PageData } from '../../content/model.ts';
import type { Section } from '../../generated/content-types.ts';
import { sectionDocs, type SectionDoc } from '../codegen/docs.ts';
import { loadSchemas } from '../content/schemas.ts';
import { EDITOR_BASE } from '../../editor/editor-routes.ts';
import { GALLERY_ROUTE } from './dev-addresses.ts';

/**
 * The section gallery: every section type drawn from the examples of its schema (the same
 * examples as site/SECTIONS.md), each after a heading with its name. Built from schema/ on each
 * request of the dev server, so the examples never reach the browser bundle or the build.
 */
export function galleryPage(schemaDir: string): PageData {
  const docs = sectionDocs(schemaDir);
  const headingId = (type: string) => `section-type-${type}`;
  const uniqueId = uniqueIds(docs.map((doc) => headingId(doc.type)));
  const sections: Section[] = [introduction(docs, uniqueId('section-gallery'))];
  for (const doc of docs) {
    sections.push({
      type: 'text',
      id: headingId(doc.type),
      eyebrow: 'Section type',
      title: doc.type,
      paragraphs: [`type: ${doc.type}. ${doc.description}`],
      // The page editor asks which page, then opens its Add section dialog with this type chosen.
      actions: [{ label: `Add ${doc.type} to a page`, href: `${EDITOR_BASE}?add=${doc.type}` }],
    } as Section);
    for (const example of doc.examples) {
      const section = structuredClone(example) as unknown as Section;
      if (typeof section.id === 'string') section.id = uniqueId(section.id);
      sections.push(section);
    }
  }
  const page = {
    route: GALLERY_ROUTE,
    title: 'Section gallery',
    description: 'Every section type of the site, drawn from its example. Only on the development server.',
    noindex: true,
    sections,
  };
  // Drawn as a page of the site is: with the schema's defaults filled in.
  const schemas = loadSchemas(schemaDir);
  schemas.run(schemas.page, page);
  return page as PageData;
}

/** Ids stay as in the examples (their #links point at them); a repeated one gets a number. */
function uniqueIds(taken: readonly string[]): (id: string) => string {
  const used = new Set(taken);
  return (id) => {
    let candidate = id;
    for (let n = 2; used.has(candidate); n++) candidate = `${id}-${n}`;
    used.add(candidate);
    return candidate;
  };
}

function introduction(docs: readonly SectionDoc[], id: string): Section {
  return {
    type: 'text',
    id,
    tone: 'light',
    eyebrow: 'Development server only',
    title: 'Section gallery',
    paragraphs: [
      `Every section type of the site, drawn from the example in site/SECTIONS.md, after a heading with its name: ${docs.map((doc) => doc.type).join(', ')}.`,
      'Copy an example from site/SECTIONS.md into a page under sections:, then change the words. This page is never part of the public site.',
    ],
  };
}
