import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The data collections (site/data/<name>.yaml) each section type reads: the `x-ref` values of its
 * schema, schema/sections/<type>.schema.json, and of the definitions it refers to. A page's
 * document carries only the collections its sections read (output/prerender.ts).
 */
export function sectionCollections(schemaDir: string): Map<string, string[]> {
  const sectionsDir = join(schemaDir, 'sections');
  const files = new Map<string, unknown>();
  const read = (file: string): unknown => {
    if (!files.has(file)) files.set(file, JSON.parse(readFileSync(file, 'utf8')) as unknown);
    return files.get(file);
  };
  const byType = new Map<string, string[]>();
  for (const name of readdirSync(sectionsDir)
    .filter((entry) => entry.endsWith('.schema.json'))
    .sort()) {
    const found = new Set<string>();
    const seen = new Set<unknown>();
    const walk = (node: unknown, file: string): void => {
      if (!node || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      if (Array.isArray(node)) return node.forEach((child) => walk(child, file));
      for (const [key, value] of Object.entries(node)) {
        if (key === 'x-ref' && typeof value === 'string') found.add(value);
        else if (key === '$ref' && typeof value === 'string') {
          const [path = '', pointer = ''] = value.split('#');
          const target = path ? resolve(dirname(file), path) : file;
          const root = read(target);
          const at = pointer
            .split('/')
            .filter(Boolean)
            .reduce<unknown>(
              (parent, segment) => (parent as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')],
              root,
            );
          walk(at, target);
        } else if (key !== 'examples' && key !== 'default') walk(value, file);
      }
    };
    const file = join(sectionsDir, name);
    walk(read(file), file);
    byType.set(name.replace(/\.schema\.json$/, ''), [...found].sort());
  }
  return byType;
}
