import { join, relative, sep } from 'node:path';
import { loadSite } from '../content/load-site.ts';
import { dataCollections } from '../content/schema-names.ts';
import { inspectSiteFile, realRoot } from '../content/site-entry.ts';
import type { SiteIssue } from '../diagnostics/issues.ts';
import { hashOf, issuesOf, readText, yamlValue, type EditorPaths, type SiteDocFile } from './page-docs.ts';

/** A file of the site besides the pages: site.yaml or site/data/<name>.yaml, by its name in the content folder. */
export interface DataFile extends SiteDocFile {
  /** `site.yaml` or `data/machines.yaml`. */
  name: string;
}

export interface DataDoc {
  name: string;
  file: string;
  text: string;
  hash: string;
  value: unknown;
  issues: ReturnType<typeof issuesOf>;
}

/** The names of the editable files besides the pages, in the order the editor lists them: site.yaml, then site/data by collection. */
export function dataFileNames(paths: EditorPaths): string[] {
  return ['site.yaml', ...dataCollections(paths.schemaDir).map((name) => `data/${name}.yaml`)];
}

/**
 * The file of the content folder by that name, when it is one the schemas define (site.yaml, a
 * collection of site/data) and the loader reads it (a regular file, or a link inside the content
 * folder to one). It may be written only when its real path stays where it is named: site.yaml in
 * the content folder, a data file under site/data.
 */
export function dataFile(paths: EditorPaths, name: string): DataFile | undefined {
  if (!dataFileNames(paths).includes(name)) return undefined;
  const found = inspectSiteFile(paths.siteDir, name);
  if (found?.kind !== 'file' || !found.real) return undefined;
  const path = join(paths.siteDir, name);
  const folder = name === 'site.yaml' ? '' : 'data';
  const root = realRoot(paths.siteDir);
  const writable =
    root !== undefined &&
    (folder === ''
      ? found.real === join(root, 'site.yaml')
      : found.real.startsWith(join(root, 'data') + sep) && found.real.endsWith('.yaml'));
  return { name, path, real: found.real, file: relative(paths.root, path).split(sep).join('/'), folder, writable };
}

/** What the API answers for site.yaml or a data file: as for a page (pageDoc), named by `name`. */
export function dataDoc(paths: EditorPaths, file: DataFile, issues: readonly SiteIssue[] = loadSite(paths).issues): DataDoc {
  const text = readText(file.real);
  return {
    name: file.name,
    file: file.file,
    text,
    hash: hashOf(text),
    value: yamlValue(text) ?? null,
    issues: issuesOf(paths, file, issues),
  };
}

/** Each editable file besides the pages with its health, for the list of pages. */
export function dataSummaries(paths: EditorPaths) {
  const { issues } = loadSite(paths);
  return dataFileNames(paths).flatMap((name) => {
    const file = dataFile(paths, name);
    if (!file) return [];
    const own = issues.filter((issue) => issue.file === file.path || issue.file === file.real);
    return [
      {
        name,
        file: file.file,
        errors: own.filter((issue) => issue.severity === 'error').length,
        warnings: own.filter((issue) => issue.severity === 'warning').length,
      },
    ];
  });
}
