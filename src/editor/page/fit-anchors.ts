import type { Choices, JsonSchema, SchemaBundle, SectionValue } from '../api/types';

/**
 * A section example made to link where it can on the page it is added to. Examples point at the
 * sections of the page they come from (`#request-form`, `#how-it-works`); a page without such a
 * section would be invalid as soon as the example lands. Each `#id` that names no section of the
 * page becomes, in this order:
 * - the id of the page's own section of the type the example meant (its first lead-form, say);
 * - that anchor on another page that has it (`/vending-services#request-form`), where the field takes a path;
 * - else, in a part the section may go without (Download Specs, whose section of specifications
 *   the page lacks), that part is left out; anywhere else it stays, for the page's issues to name.
 */
export function fitAnchors(
  value: SectionValue,
  { bundle, sections, pages }: { bundle: SchemaBundle; sections: SectionValue[]; pages: Choices['pages'] },
): SectionValue {
  const here = new Set([...sections, value].map((section) => section.id).filter((id) => typeof id === 'string'));
  /** Which section type an example's id belongs to: request-form → lead-form. */
  const typeOfExample = new Map<string, string>();
  for (const [type, schema] of Object.entries(bundle.sections)) {
    const id = (schema.examples?.[0] as SectionValue | undefined)?.id;
    if (typeof id === 'string' && !typeOfExample.has(id)) typeOfExample.set(id, type);
  }
  /** The link fitted to the page, or undefined when it cannot be. */
  const fitted = (href: string, schema: JsonSchema | undefined): string | undefined => {
    const id = href.slice(1);
    if (here.has(id)) return href;
    const type = typeOfExample.get(id);
    const own = type && sections.find((section) => section.type === type && typeof section.id === 'string');
    const takes = (candidate: string) => !schema?.pattern || new RegExp(schema.pattern, 'u').test(candidate);
    if (own && takes(`#${own.id}`)) return `#${own.id}`;
    const elsewhere = pages.find((page) => page.ids.includes(id));
    if (elsewhere && takes(`${elsewhere.route}#${id}`)) return `${elsewhere.route}#${id}`;
    return undefined;
  };
  /** The node fitted, and whether a link of its own could not be. */
  const walk = (node: unknown, schema: JsonSchema | undefined): { value: unknown; unfit: boolean } => {
    if (Array.isArray(node)) return { value: node.map((item) => walk(item, schema?.items).value), unfit: false };
    if (node === null || typeof node !== 'object') return { value: node, unfit: false };
    const entries: [string, unknown][] = [];
    let unfit = false;
    for (const [key, child] of Object.entries(node)) {
      const childSchema = schema?.properties?.[key];
      if (key === 'href' && typeof child === 'string' && child.startsWith('#')) {
        const href = fitted(child, childSchema);
        unfit ||= href === undefined;
        entries.push([key, href ?? child]);
        continue;
      }
      const inner = walk(child, childSchema);
      if (inner.unfit && !schema?.required?.includes(key)) continue;
      entries.push([key, inner.value]);
    }
    return { value: Object.fromEntries(entries), unfit };
  };
  return walk(value, bundle.sections[value.type]).value as SectionValue;
}
