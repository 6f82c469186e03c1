import type { Choices, Op, SchemaBundle, SectionValue } from '../api/types';
import { newSection } from './new-section';
import type { PageDocApi } from './use-page-doc';
import type { Selection } from './Outline';
import { sectionName, sectionTypeName, withUniqueId } from './section-label';

const SECTIONS = ['sections'];

/**
 * The outline's actions, each one change (one request, one undo step), and where the selection
 * goes after it. A duplicated section with an id gets a new one, so the page keeps unique ids; an
 * added one is its type's example fitted to the page (new-section.ts).
 */
export function sectionActions(
  page: PageDocApi,
  sections: SectionValue[],
  schema: SchemaBundle | null,
  select: (selection: Selection) => void,
  pages: Choices['pages'] = [],
) {
  const ids = sections.map((section) => section.id).filter((id): id is string => typeof id === 'string');
  const run = async (ops: Op[], label: string, then: Selection, focus = false) => {
    const saved = await page.apply(ops, label);
    if (saved) select(then);
    // The button pressed may be gone (a deleted section) or belong to another section now: the
    // keyboard goes on from the section the selection went to, not from the top of the page.
    if (saved && focus && typeof then === 'number') requestAnimationFrame(() => focusOutlineItem(then));
    return saved;
  };
  return {
    move: (from: number, to: number) => run([{ op: 'move', path: SECTIONS, from, to }], `Moved ${sectionName(sections[from]!, from)}`, to),
    duplicate: (index: number) => {
      const section = sections[index]!;
      const ops: Op[] = [{ op: 'duplicate', path: SECTIONS, index }];
      if (typeof section.id === 'string')
        ops.push({ op: 'set', path: ['sections', index + 1, 'id'], value: withUniqueId({ id: section.id }, ids).id });
      return run(ops, `Duplicated ${sectionName(section, index)}`, index + 1, true);
    },
    remove: (index: number) =>
      run(
        [{ op: 'remove', path: SECTIONS, index }],
        `Deleted ${sectionName(sections[index]!, index)}`,
        sections.length > 1 ? Math.min(index, sections.length - 2) : 'page',
        true,
      ),
    add: (type: string, index: number) => {
      const value = newSection(type, { bundle: schema, sections, pages });
      return run([{ op: 'insert', path: SECTIONS, index, value }], `Added a ${sectionTypeName(type)} section`, index);
    },
  };
}

/** Focus the select button of the outline's item at `index` (its second button, after the drag handle). */
function focusOutlineItem(index: number) {
  document.querySelectorAll<HTMLButtonElement>(`[data-outline-index="${index}"] > button`)[1]?.focus();
}
