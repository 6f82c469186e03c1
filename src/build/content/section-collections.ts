import { schemaBundle } from './schema-bundle.ts';
import { DATA_KEYWORDS } from './schema-names.ts';

/** The `x-ref` values anywhere in a schema whose `$ref`s are resolved inline. */
function refsIn(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => refsIn(child, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'x-ref' && typeof value === 'string') found.add(value);
      else if (!DATA_KEYWORDS.has(key)) refsIn(value, found);
    }
  return found;
}

/**
 * The data collections (site/data/<name>.yaml) each section type reads: the `x-ref` values of its
 * schema, schema/sections/<type>.schema.json, with the definitions it refers to (schemaBundle
 * resolves them). A page's document carries only the collections its sections read
 * (output/prerender.ts).
 */
export function sectionCollections(schemaDir: string): Map<string, string[]> {
  return new Map(Object.entries(schemaBundle(schemaDir).sections).map(([type, schema]) => [type, [...refsIn(schema, new Set())].sort()]));
}
