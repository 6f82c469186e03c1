import { normalizePath } from '../../content/routes.ts';
import { checkFile } from '../content/check-file.ts';
import { loadSchemas } from '../content/schemas.ts';
import type { ValidateFunction } from 'ajv';
import { pageFiles, type EditorPaths } from './page-docs.ts';
import { dataFile, dataFileNames } from './site-docs.ts';

/** `/about#team` → `/about`; an #anchor or an address outside the site → undefined. */
function routeOfLink(link: string): string | undefined {
  return link.startsWith('/') && !link.startsWith('//') ? normalizePath(link) : undefined;
}

/**
 * Who links to a page: the other pages (by address) and the other files of the site (site.yaml,
 * site/data/…) whose link fields, as the schemas mark them, lead to `route` or a section of it.
 */
export function linksTo(paths: EditorPaths, route: string): { pages: string[]; files: string[] } {
  const schemas = loadSchemas(paths.schemaDir);
  const linksHere = (file: string, validate: ValidateFunction) =>
    (checkFile(file, validate, schemas).checked?.marks ?? []).some((mark) => mark.kind === 'link' && routeOfLink(mark.value) === route);
  const pages = [...pageFiles(paths).values()]
    .filter((page) => page.route !== route && linksHere(page.path, schemas.page))
    .map((page) => page.route)
    .sort();
  const files = dataFileNames(paths).filter((name) => {
    const file = dataFile(paths, name);
    const validate = name === 'site.yaml' ? schemas.site : schemas.data.get(name.slice('data/'.length, -'.yaml'.length));
    return file !== undefined && validate !== undefined && linksHere(file.path, validate);
  });
  return { pages, files };
}
