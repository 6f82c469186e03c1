import type { SectionValue } from '../api/types';

/** The words that tell one section from another: its title, else its eyebrow, else its id. */
export function sectionSummary(section: SectionValue): string {
  for (const key of ['title', 'eyebrow', 'heading', 'id'] as const) {
    const value = section[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/** `2. benefits: Why Choose Smart Vending`, as the outline and the screen reader say it. */
export function sectionName(section: SectionValue, index: number): string {
  const summary = sectionSummary(section);
  return `${index + 1}. ${section.type}${summary ? `: ${summary}` : ''}`;
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
