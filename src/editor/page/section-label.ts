import type { SchemaBundle, SectionValue } from '../api/types';

/** What each section type is called in the editor: its schema's `x-ui` label, learnt when the schemas arrive. */
const typeNames = new Map<string, string>();

/** Learn the names of the section types from the schemas (useEditorData does, once). */
export function learnSectionTypes(bundle: SchemaBundle): void {
  for (const [type, schema] of Object.entries(bundle.sections)) typeNames.set(type, schema['x-ui']?.label ?? type);
}

/** A section type in words: Hero banner for hero (its type as it is until the schemas are known). */
export const sectionTypeName = (type: string) => typeNames.get(type) ?? type;

/** The words that tell one section from another: its title, else its eyebrow, else its id. */
export function sectionSummary(section: SectionValue): string {
  for (const key of ['title', 'eyebrow', 'heading', 'id'] as const) {
    const value = section[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/** `2. Benefits: Why Choose Smart Vending`, as the outline and the screen reader say it. */
export function sectionName(section: SectionValue, index: number): string {
  const summary = sectionSummary(section);
  return `${index + 1}. ${sectionTypeName(section.type)}${summary ? `: ${summary}` : ''}`;
}

/** A copy of a section example with its id made unique on the page (as the section gallery does). */
export function withUniqueId<T extends { id?: unknown }>(example: T, taken: Iterable<unknown>): T {
  const copy = structuredClone(example);
  if (typeof copy.id !== 'string') return copy;
  const used = new Set(taken);
  let candidate = copy.id;
  for (let n = 2; used.has(candidate); n++) candidate = `${copy.id}-${n}`;
  copy.id = candidate;
  return copy;
}
