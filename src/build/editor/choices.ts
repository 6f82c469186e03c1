import { readFileSync } from 'node:fs';
import { isRecord } from '../content/is-record.ts';
import { publishedAssets } from '../content/published-assets.ts';
import { DATA_KEYWORDS, dataCollections, schemaPaths } from '../content/schema-names.ts';
import { listSiteFiles } from '../content/site-files.ts';
import { pageData, pageFiles, readText, yamlValue, type EditorPaths } from './page-docs.ts';

/** What pickers offer: pages and their section ids (for links), published assets, data ids, icon names. */
export interface Choices {
  pages: { route: string; title: string; ids: string[] }[];
  assets: string[];
  collections: Record<string, { id: string; name: string }[]>;
  icons: string[];
}

/** The words a record of site/data is known by: its name, else its author, label or description, else its id. */
function recordName(id: string, record: unknown): string {
  if (!isRecord(record)) return id;
  const name = ['name', 'fullName', 'title', 'author', 'label', 'description']
    .map((key) => record[key])
    .find((value) => typeof value === 'string');
  return (name as string | undefined) ?? id;
}

/**
 * The icon names content may use: the `enum` of the schema marked `x-icon` (today
 * schema/defs/icons.schema.json, written by npm run gen:icons from lucide-react). Found by the mark,
 * not by the file, so it follows the schema wherever the definition moves.
 */
export function iconNames(schemaDir: string): string[] {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isRecord(node)) return;
    if (node['x-icon'] === true && Array.isArray(node.enum)) for (const name of node.enum) if (typeof name === 'string') names.add(name);
    for (const [key, value] of Object.entries(node)) if (!DATA_KEYWORDS.has(key)) visit(value);
  };
  for (const file of schemaPaths(schemaDir)) visit(JSON.parse(readFileSync(file, 'utf8')));
  return [...names].sort();
}

/** The choices of a site, read afresh (files change while the editor is open). */
export function choices(paths: EditorPaths): Choices {
  const pages = [...pageFiles(paths).values()].map((page) => {
    const data = pageData(page);
    const sections = Array.isArray(data.sections) ? data.sections : [];
    const ids = sections
      .map((section) => (isRecord(section) ? section.id : undefined))
      .filter((id): id is string => typeof id === 'string');
    return { route: page.route, title: typeof data.title === 'string' ? data.title : '', ids };
  });
  const data = new Map(
    listSiteFiles(paths.siteDir, 'data')
      .filter((entry) => entry.kind === 'file' && entry.real)
      .map((entry) => [entry.rel, entry.real!]),
  );
  const collections: Choices['collections'] = {};
  for (const name of dataCollections(paths.schemaDir)) {
    const file = data.get(`${name}.yaml`);
    let items: unknown;
    try {
      items = file === undefined ? undefined : (yamlValue(readText(file)) as { items?: unknown } | undefined)?.items;
    } catch {
      items = undefined;
    }
    collections[name] = isRecord(items) ? Object.entries(items).map(([id, record]) => ({ id, name: recordName(id, record) })) : [];
  }
  return {
    pages: pages.sort((a, b) => a.route.localeCompare(b.route)),
    assets: [...publishedAssets(paths.siteDir).keys()].sort().map((rel) => `/assets/${rel}`),
    collections,
    icons: iconNames(paths.schemaDir),
  };
}
