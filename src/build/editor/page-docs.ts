import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, realpathSync, unlinkSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { routeFromPageName } from '../../content/routes.ts';
import { RefusedWrite, replaceFile } from '../content/atomic-file.ts';
import { parseUniqueKeys } from '../content/duplicate-keys.ts';
import { isRecord } from '../content/is-record.ts';
import { isBelow } from '../content/site-paths.ts';
import { loadSite } from '../content/load-site.ts';
import { unsupportedTags } from '../content/yaml-source.ts';
import { listSiteFiles } from '../content/site-files.ts';
import type { SiteIssue } from '../diagnostics/issues.ts';
import { apiIssues, type ApiIssue } from './issue-paths.ts';
import { HttpError } from './security.ts';

export interface EditorPaths {
  /** The project folder: `file` in answers is relative to it (site/pages/about.yaml). */
  root: string;
  siteDir: string;
  schemaDir: string;
  /**
   * After a write: load the content as the dev server does and publish it to the open pages at
   * once (so the preview follows without waiting for the file watcher); its issues. loadSite alone
   * when not given.
   */
  publish?: (route?: string) => readonly SiteIssue[];
}

/** A content file as the editor sees it: a page, site.yaml or a file of site/data. */
export interface SiteDocFile {
  /** The path as the site walker lists it (and as the loader's issues name it). */
  path: string;
  /** The real file behind it. */
  real: string;
  /** Relative to the project, with / separators. */
  file: string;
  /** The folder of the content folder the real file must stay in: pages, data, or '' (site.yaml itself). */
  folder: 'pages' | 'data' | '';
  /** Only a .yaml file whose real path is under its folder may be written. */
  writable: boolean;
}

/** A page file as the editor sees it. */
export interface PageFile extends SiteDocFile {
  route: string;
}

export interface PageDoc {
  route: string;
  file: string;
  text: string;
  hash: string;
  value: unknown;
  issues: ApiIssue[];
}

export const hashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function realFolder(siteDir: string, folder: SiteDocFile['folder']): string | undefined {
  try {
    return realpathSync(join(siteDir, folder));
  } catch {
    return undefined;
  }
}

/**
 * Every page file by route, as the safe walker of site-files.ts lists site/pages: no dotfile, no
 * leftover, no link that leads outside the site folder. The first file of a route wins, as in new-page.
 */
export function pageFiles({ root, siteDir }: EditorPaths): Map<string, PageFile> {
  const pagesReal = realFolder(siteDir, 'pages');
  const pages = new Map<string, PageFile>();
  for (const entry of listSiteFiles(siteDir, 'pages')) {
    if (entry.kind !== 'file' || !entry.rel.endsWith('.yaml') || !entry.real) continue;
    const route = routeFromPageName(entry.rel.slice(0, -'.yaml'.length));
    if (pages.has(route)) continue;
    const file = relative(root, entry.path).split(sep).join('/');
    pages.set(route, {
      route,
      path: entry.path,
      real: entry.real,
      file,
      folder: 'pages',
      writable: pagesReal !== undefined && isBelow(pagesReal, entry.real),
    });
  }
  return pages;
}

/** The text of a file, decoded leniently (a file that is not UTF-8 is reported by the loader). */
export function readText(file: string): string {
  return new TextDecoder('utf-8').decode(readFileSync(file));
}

/** A YAML file's value, or undefined when it does not parse or has a tag the site does not read (the loader says where). */
export function yamlValue(text: string): unknown {
  const doc = parseUniqueKeys(text, { prettyErrors: false });
  if (doc.errors.length || unsupportedTags(doc, text).length) return undefined;
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch {
    return undefined;
  }
}

/** A page file's value as a mapping: {} when it cannot be read or parsed, or is no mapping. */
export function pageData(page: PageFile): Record<string, unknown> {
  let value: unknown;
  try {
    value = yamlValue(readText(page.real));
  } catch {
    value = undefined;
  }
  return isRecord(value) ? value : {};
}

/** The issues that concern a file: its own, and those about no file of the site (the schemas). */
export function issuesOf(paths: EditorPaths, page: SiteDocFile, issues: readonly SiteIssue[]): ApiIssue[] {
  const own = (file: string) => file === page.path || file === page.real;
  const concerns = issues.filter((issue) => own(issue.file) || !isBelow(paths.siteDir, issue.file));
  let text: string | undefined;
  try {
    text = readText(page.real);
  } catch {
    text = undefined;
  }
  return apiIssues(concerns, text, own);
}

/** What the API answers for a page: its text, the hash of it, its value and its issues from a fresh load. */
export function pageDoc(paths: EditorPaths, page: PageFile, issues: readonly SiteIssue[] = loadSite(paths).issues): PageDoc {
  const text = readText(page.real);
  const value = yamlValue(text);
  return {
    route: page.route,
    file: page.file,
    text,
    hash: hashOf(text),
    value: isRecord(value) ? value : null,
    issues: issuesOf(paths, page, issues),
  };
}

/** The summary of each page for the list of pages. */
export function pageSummaries(paths: EditorPaths) {
  const { issues } = loadSite(paths);
  const pages = [...pageFiles(paths).values()].sort((a, b) => a.route.localeCompare(b.route));
  return pages.map((page) => {
    const data = pageData(page);
    const own = issues.filter((issue) => issue.file === page.path || issue.file === page.real);
    return {
      route: page.route,
      file: page.file,
      title: typeof data.title === 'string' ? data.title : '',
      sections: Array.isArray(data.sections) ? data.sections.length : 0,
      errors: own.filter((issue) => issue.severity === 'error').length,
      warnings: own.filter((issue) => issue.severity === 'warning').length,
    };
  });
}

/**
 * The real path of a content file the editor may change, checked again just before the change: its
 * path still leads to the same regular file under its folder (a link swapped in since the listing
 * is refused). Every write and delete of the editor goes through here.
 */
function checkedReal(paths: EditorPaths, page: SiteDocFile): string {
  const folderReal = realFolder(paths.siteDir, page.folder);
  let real: string | undefined;
  try {
    real = realpathSync(page.path);
  } catch {
    real = undefined;
  }
  if (!page.writable || !folderReal || real !== page.real || !isBelow(folderReal, real) || !lstatSync(real).isFile()) {
    const where =
      page.folder === 'pages'
        ? 'a page file under site/pages'
        : page.folder === 'data'
          ? 'a file under site/data'
          : 'the site settings file';
    throw new HttpError(403, `${page.file} is not ${where} that the editor may write`);
  }
  return real;
}

/** Write a content file (a page, site.yaml, a file of site/data) after checkedReal. */
export function writePage(paths: EditorPaths, page: SiteDocFile, text: string): void {
  const real = checkedReal(paths, page);
  try {
    // Written beside it and renamed over it (atomic-file.ts); a file with another name (a hard link) is refused.
    replaceFile(real, text);
  } catch (error) {
    if (error instanceof RefusedWrite) throw new HttpError(403, `${page.file}: ${error.message}`);
    throw error;
  }
}

/** Delete a page file after checkedReal. */
export function deletePageFile(paths: EditorPaths, page: PageFile): void {
  unlinkSync(checkedReal(paths, page));
}
