import { lstatSync } from 'node:fs';
import type { PageData, SiteData } from '../../content/model.ts';
import type { SiteIssue } from '../diagnostics/issues.ts';
import { attachPictures } from '../media/attach-pictures.ts';
import type { MediaStore } from '../media/media-store.ts';
import { checkFile } from './check-file.ts';
import type { CheckedFile } from './checked-file.ts';
import { pageCrossCheck, type LinkTargets } from './cross-check.ts';
import { guardRails } from './guard-rails.ts';
import { imageSizeIssues } from './image-size-check.ts';
import type { LoadResult } from './load-site.ts';
import type { SchemaSet } from './schemas.ts';
import type { SiteFile } from './site-entry.ts';
import { siteModel } from './site-model.ts';

/** One page file as the last load (or save) left it. */
export interface SavedPage {
  route: string;
  /** Its section ids (each once) and catch-all flag: what the other pages' links were checked against. */
  anchors: readonly string[];
  catchAll: boolean;
  /** Every issue in the file, in the order of the load's sorted list. */
  issues: readonly SiteIssue[];
  /** The icon names it draws (those of a file with an error are not counted). */
  icons: readonly string[];
  /** The page as the model has it, when the file has no error. */
  page?: PageData;
}

/**
 * What a whole load of the content knew, kept so that a save of page files it read checks only
 * those files: everything else a page's checks read (the schemas, site.yaml and the data, the
 * listed assets, every page's route and section ids) is as it was. Made by loadSite with `index`;
 * savePages keeps it up to date with each save it takes.
 */
export interface PageSaveIndex {
  schemas: SchemaSet;
  site: CheckedFile;
  data: Map<string, CheckedFile | undefined>;
  collections: Map<string, string[]>;
  assets: readonly SiteFile[];
  media: MediaStore;
  targets: LinkTargets;
  /** Every page file, by path. */
  pages: Map<string, SavedPage>;
  /** The model's site data (site.yaml, the data, the catch-all routes), which a page save leaves as it is. */
  siteData: SiteData;
  /** The place of each route in the model's pages (address order). */
  positions: Map<string, number>;
  /** The model's pages now: a page whose file has an error keeps its place with the last page it made. */
  order: PageData[];
  /** How many files draw each icon: site.yaml and the data once each, every page without error. */
  iconCounts: Map<string, number>;
  /** Every issue of the content now (sorted as loadSite sorts them), and the text of every file read. */
  issues: readonly SiteIssue[];
  sources: Map<string, string>;
}

/** The section ids of a page's value (each once) and its catch-all flag, as the cross-checks read them. */
export function targetsOf(value: unknown): { anchors: string[]; catchAll: boolean } {
  const page = (value ?? {}) as { sections?: unknown; catchAll?: unknown };
  const anchors: string[] = [];
  for (const section of Array.isArray(page.sections) ? (page.sections as { id?: unknown }[]) : [])
    if (typeof section?.id === 'string' && !anchors.includes(section.id)) anchors.push(section.id);
  return { anchors, catchAll: page.catchAll === true };
}

/** Adds `checks` to `issues`, except those at a place (file, line, column) that already has one. */
export function addUnplaced(issues: SiteIssue[], checks: readonly SiteIssue[]): void {
  const place = (issue: SiteIssue) => `${issue.file}:${issue.line}:${issue.column}`;
  const taken = new Set(issues.map(place));
  issues.push(...checks.filter((issue) => !taken.has(place(issue))));
}

/** The order of loadSite's issues: by file, line and column (a stable sort keeps each file's own order). */
export const byPlace = (a: SiteIssue, b: SiteIssue) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;

/** The index of a whole load without error (see loadSite's `index`). */
export function pageSaveIndex(from: Omit<PageSaveIndex, 'targets' | 'positions' | 'iconCounts'>): PageSaveIndex {
  const anchors = new Map<string, readonly string[]>();
  const iconCounts = new Map<string, number>();
  const count = (icons: Iterable<string>, by: number) => {
    for (const icon of icons) iconCounts.set(icon, (iconCounts.get(icon) ?? 0) + by);
  };
  for (const file of [from.site, ...from.data.values()]) count(new Set(iconMarks(file)), 1);
  for (const page of from.pages.values()) {
    anchors.set(page.route, page.anchors);
    count(page.icons, 1);
  }
  const positions = new Map(from.order.map((page, index) => [page.route, index]));
  // Copies: the index changes with each save, the load's own maps and lists stay as they are.
  const pages = new Map(from.pages);
  return { ...from, pages, targets: { anchors, catchAll: from.siteData.catchAll }, positions, iconCounts, order: [...from.order] };
}

function iconMarks(file: CheckedFile | undefined): string[] {
  return (file?.marks ?? []).filter((mark) => mark.kind === 'icon').map((mark) => mark.value);
}

/**
 * The content after a save of page files that the index knows, checking only those files: the
 * same result a whole load would give, and the index brought up to date. Undefined, with the index
 * as it was, when a whole load is needed: a file it does not know (a schema, site.yaml, the data,
 * a page added), one that is no longer a plain file, or a page whose section ids or catch-all
 * flag changed (the links of other pages are checked against them).
 */
export function savePages(index: PageSaveIndex, changed: ReadonlySet<string>): LoadResult | undefined {
  if (changed.size === 0) return undefined;
  const saved = new Map<string, { state: SavedPage; text?: string }>();
  for (const file of changed) {
    const before = index.pages.get(file);
    if (!before || !plainFile(file)) return undefined;
    const { checked, issues: parsed, text } = checkFile(file, index.schemas.page, index.schemas);
    const targets = targetsOf(checked?.value);
    if (targets.catchAll !== before.catchAll || targets.anchors.join('\0') !== before.anchors.join('\0')) return undefined;
    const issues = pageIssues(index, before.route, checked, parsed);
    const page = issues.some((issue) => issue.severity === 'error') ? undefined : modelPage(index, before.route, checked!);
    const icons = page ? [...new Set(iconMarks(checked))] : [];
    saved.set(file, { state: { route: before.route, anchors: before.anchors, catchAll: before.catchAll, issues, icons, page }, text });
  }

  const sources = new Map(index.sources);
  const order = [...index.order];
  for (const [file, { state, text }] of saved) {
    const before = index.pages.get(file)!;
    for (const icon of before.page ? before.icons : []) index.iconCounts.set(icon, index.iconCounts.get(icon)! - 1);
    for (const icon of state.icons) index.iconCounts.set(icon, (index.iconCounts.get(icon) ?? 0) + 1);
    index.pages.set(file, state);
    if (state.page) order[index.positions.get(state.route)!] = state.page;
    if (text === undefined) sources.delete(file);
    else sources.set(file, text);
  }
  const issues = [...index.issues.filter((issue) => !saved.has(issue.file)), ...[...saved.values()].flatMap(({ state }) => state.issues)];
  issues.sort(byPlace);
  index.issues = issues;
  index.sources = sources;
  index.order = order;
  if (issues.some((issue) => issue.severity === 'error')) return { issues, sources };
  const icons = [...index.iconCounts].filter(([, count]) => count > 0).map(([icon]) => icon);
  return { model: { site: index.siteData, pages: order }, issues, sources, icons: icons.sort() };
}

/** Whether a path is a file itself (not a link, nor a folder): what a page file the index knows was. */
function plainFile(file: string): boolean {
  try {
    return lstatSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The issues of one page file as a whole load finds them: its parse and schema issues, then the
 * cross-checks and guard rails except at a place that already has one, then the image sizes
 * likewise, sorted by place.
 */
function pageIssues(index: PageSaveIndex, route: string, checked: CheckedFile | undefined, parsed: readonly SiteIssue[]): SiteIssue[] {
  const issues = [...parsed];
  const page = { route, checked };
  addUnplaced(issues, [
    ...pageCrossCheck(page, index),
    ...guardRails({ data: [], pages: [page], mainHeadingSections: index.schemas.mainHeadingSections }),
  ]);
  addUnplaced(issues, checked ? imageSizeIssues([checked], (src) => index.media.facts(src)) : []);
  return issues.sort(byPlace);
}

/** The page a valid file makes, as the model of a whole load has it (contact links, pictures attached). */
function modelPage(index: PageSaveIndex, route: string, checked: CheckedFile): PageData {
  const built = siteModel(index.site, index.data, [{ route, checked }]);
  return attachPictures(built, index.media).model.pages[0]!;
}
