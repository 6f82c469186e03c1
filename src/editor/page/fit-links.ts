import type { Choices, JsonSchema, SchemaBundle, SectionValue } from '../api/types';

/**
 * A section example made to link where it can on the page it is added to. Examples point at the
 * pages and sections of the site they come from (`/products`, `#request-form`, `#how-it-works`); a
 * site or page without them would be invalid as soon as the example lands. Each site link that goes
 * nowhere becomes, in this order:
 * - for an `#id`, the id of the page's own section of the type the example meant (its first lead-form, say);
 * - for an `#id`, that anchor on another page that has it (`/vending-services#request-form`), where the field takes a path;
 * - else, where the section may go without it, it is left out: the link, or the part it belongs to
 *   (Download Specs, whose section of specifications the page lacks). Anywhere else it stays, for
 *   the page's issues to name.
 */
export function fitLinks(
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
  const anchor = (href: string, schema: JsonSchema): string | undefined => {
    const id = href.slice(1);
    if (here.has(id)) return href;
    const type = typeOfExample.get(id);
    const own = type && sections.find((section) => section.type === type && typeof section.id === 'string');
    const takes = (candidate: string) => !schema.pattern || new RegExp(schema.pattern, 'u').test(candidate);
    if (own && takes(`#${own.id}`)) return `#${own.id}`;
    const elsewhere = pages.find((page) => page.ids.includes(id));
    if (elsewhere && takes(`${elsewhere.route}#${id}`)) return `${elsewhere.route}#${id}`;
    return undefined;
  };
  const sitePath = (href: string): string | undefined => {
    const [path = '', hash] = href.split('#');
    const route = path.replace(/(.)\/+$/, '$1');
    const page = pages.find((candidate) => candidate.route === route);
    if (page) return hash === undefined || page.ids.includes(hash) ? href : undefined;
    // Below a page of the site (/products/<id>): a page that takes every address below it may answer.
    return pages.some((candidate) => candidate.route !== '/' && route.startsWith(`${candidate.route}/`)) ? href : undefined;
  };
  /** The link fitted to the site, or undefined when it goes nowhere. */
  const fitted = (href: string, schema: JsonSchema): string | undefined => {
    if (href.startsWith('#')) return anchor(href, schema);
    if (href.startsWith('/') && !href.startsWith('/assets/')) return sitePath(href);
    return href;
  };
  /** The node fitted, and whether a link of its own goes nowhere (its parent may then leave it out). */
  const walk = (node: unknown, schema: JsonSchema | undefined): { value: unknown; unfit: boolean } => {
    if (typeof node === 'string' && schema?.['x-link']) {
      const href = fitted(node, schema);
      return { value: href ?? node, unfit: href === undefined };
    }
    if (Array.isArray(node)) return { value: node.map((item) => walk(item, schema?.items).value), unfit: false };
    if (node === null || typeof node !== 'object') return { value: node, unfit: false };
    const entries: [string, unknown][] = [];
    let unfit = false;
    for (const [key, child] of Object.entries(node)) {
      const inner = walk(child, schema?.properties?.[key]);
      if (inner.unfit && !schema?.required?.includes(key)) continue;
      unfit ||= inner.unfit;
      entries.push([key, inner.value]);
    }
    return { value: Object.fromEntries(entries), unfit };
  };
  return walk(value, bundle.sections[value.type]).value as SectionValue;
}
