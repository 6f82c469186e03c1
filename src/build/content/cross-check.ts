import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { catchAllFor, normalizePath } from '../../content/routes.ts';
import { catalogue } from '../diagnostics/catalogue.ts';
import { pointerToPath, type Segment } from '../diagnostics/document-path.ts';
import type { IssueDraft, SiteIssue } from '../diagnostics/issues.ts';
import { suggest } from '../diagnostics/suggest.ts';
import { issueIn, type CheckedFile } from './checked-file.ts';
import { fileMemo } from './file-memo.ts';
import { DESCRIPTION_MAX, textLength, TITLE_MAX } from './page-limits.ts';
import type { SiteFile } from './site-entry.ts';
import { unpublishedName } from './unpublished-names.ts';

export interface CrossCheckInput {
  site?: CheckedFile;
  /**
   * The pages, in the order they were listed. One with `kept` is not checked here (its issues are known): its
   * section ids and catch-all flag are what the links of the others are checked against.
   */
  pages: { route: string; checked?: CheckedFile; kept?: { anchors: readonly string[]; catchAll: boolean } }[];
  /** Ids of each data collection whose file was read; references into any other are not checked. */
  collections: Map<string, string[]>;
  /**
   * What listSiteFiles gives for site/assets. Only its `file` entries are published, so an asset
   * path is accepted only when it names one of them.
   */
  assets: readonly SiteFile[];
}

interface PageValue {
  title?: string;
  description?: string;
  catchAll?: boolean;
  sections?: { id?: string }[];
}

/** A place in a file: its path, or a mark's JSON pointer, turned into a path only when something there is reported. */
type Place = Segment[] | string;
type Report = (file: CheckedFile, path: Place, draft: IssueDraft) => void;
type Check = (file: CheckedFile, path: Place, value: string, ownRoute?: string) => void;

/**
 * The checks a schema cannot express: links reach a page and an existing #anchor, assets exist,
 * data ids exist, section ids are unique per page, menu entries are links or dropdowns, titles and
 * descriptions fit in search results.
 */
export function crossCheck({ site, pages, collections, assets }: CrossCheckInput): SiteIssue[] {
  const issues: SiteIssue[] = [];
  // Where reports go: the whole result, or one file's own while that file is checked (see below).
  let sink = issues;
  const report: Report = (file, path, draft) => sink.push(issueIn(file, typeof path === 'string' ? pointerToPath(path) : path, draft));
  const { anchors, catchAll } = pageTargets(pages, report);
  const checkMarks = marksCheck({ anchors, catchAll }, collections, assets, report);
  // What every file's checks read besides the file: an unchanged file in the same context keeps its issues.
  const targets = createHash('sha256')
    .update(JSON.stringify([[...anchors], catchAll, assets.map((entry) => [entry.rel, entry.kind]), [...collections]]))
    .digest('hex');
  const own = (file: CheckedFile | undefined, route: string, check: () => void) =>
    issues.push(
      ...memo(file?.value, `${route}\0${targets}`, () => {
        sink = [];
        check();
        const found = sink;
        sink = issues;
        return found;
      }),
    );

  own(site, '', () => {
    checkMarks(site);
    checkMenu(site, report);
  });
  for (const { route, checked, kept } of pages)
    if (!kept)
      own(checked, route, () => {
        checkMarks(checked, route);
        checkLengths(checked, report);
      });
  return issues;
}

/** What the links of a page are checked against: every page's section ids (by route) and the catch-all routes. */
export interface LinkTargets {
  anchors: ReadonlyMap<string, readonly string[]>;
  catchAll: readonly string[];
}

/**
 * The cross-check issues of one page file, against the targets, collections and assets of a whole
 * load: the same issues, in the same order, that crossCheck gives for that file when its section
 * ids and catch-all flag are the ones in `targets`.
 */
export function pageCrossCheck(
  page: { route: string; checked?: CheckedFile },
  { targets, collections, assets }: { targets: LinkTargets; collections: Map<string, string[]>; assets: readonly SiteFile[] },
): SiteIssue[] {
  const issues: SiteIssue[] = [];
  const report: Report = (file, path, draft) => issues.push(issueIn(file, typeof path === 'string' ? pointerToPath(path) : path, draft));
  ownIds(page.checked, report);
  marksCheck(targets, collections, assets, report)(page.checked, page.route);
  checkLengths(page.checked, report);
  return issues;
}

/** What checks the marks of a file: links, assets, data references and dates. */
function marksCheck({ anchors, catchAll }: LinkTargets, collections: Map<string, string[]>, assets: readonly SiteFile[], report: Report) {
  const checkAsset = assetCheck(assets, report);
  const checkLink = linkCheck(anchors, catchAll, checkAsset, report);
  const checkRef = (file: CheckedFile, path: Place, id: string, collection: string) => {
    const known = collections.get(collection);
    if (known && !known.includes(id)) report(file, path, catalogue.missingRef(collection, id, known, suggest(id, known)));
  };
  return (file: CheckedFile | undefined, ownRoute?: string) => {
    for (const mark of file?.marks ?? []) {
      const path = mark.pointer;
      if (mark.kind === 'link' && /^[/#]/.test(mark.value)) checkLink(file!, path, mark.value, ownRoute);
      if (mark.kind === 'asset' && mark.value.startsWith('/assets/')) checkAsset(file!, path, mark.value);
      if (mark.kind === 'ref') checkRef(file!, path, mark.value, mark.collection!);
      if (mark.kind === 'date' && !calendarDay(mark.value)) report(file!, path, catalogue.noSuchDay(mark.value));
    }
  };
}

const memo = fileMemo<SiteIssue[]>();

/** Whether a YYYY-MM-DD names a day of the calendar; a value of another shape is the schema's pattern to refuse. */
function calendarDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  if (value.length !== 10 || year === undefined || month === undefined || day === undefined) return true;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The section ids of every page (a repeated one is reported) and the catch-all pages. */
function pageTargets(pages: CrossCheckInput['pages'], report: Report) {
  const anchors = new Map<string, readonly string[]>();
  const catchAll: string[] = [];
  for (const { route, checked, kept } of pages) {
    if (kept) {
      anchors.set(route, kept.anchors);
      if (kept.catchAll) catchAll.push(route);
      continue;
    }
    anchors.set(route, ownIds(checked, report));
    if ((checked?.value as PageValue | undefined)?.catchAll === true) catchAll.push(route);
  }
  return { anchors, catchAll };
}

/** The section ids of one page, each once; a repeated one is reported. */
function ownIds(checked: CheckedFile | undefined, report: Report): string[] {
  const value = (checked?.value ?? {}) as PageValue;
  const ids: string[] = [];
  // Any shape a hand-written file may have: the schema says what is wrong with one that is not a list.
  (Array.isArray(value.sections) ? value.sections : []).forEach((section, index) => {
    if (typeof section?.id !== 'string') return;
    if (ids.includes(section.id)) report(checked!, ['sections', index, 'id'], catalogue.duplicateId(section.id));
    else ids.push(section.id);
  });
  return ids;
}

/** A link on this site (`/page`, `/page#id`, `#id`) must reach a page, and its #id a section of that page. */
function linkCheck(anchors: LinkTargets['anchors'], catchAll: readonly string[], checkAsset: Check, report: Report): Check {
  // Only a link that reaches no page needs the list of them, for a suggestion.
  const routes = () => [...anchors.keys()];
  const checkAnchor = (file: CheckedFile, path: Place, href: string, route: string, hash: string) => {
    const ids = anchors.get(route) ?? [];
    if (!ids.includes(hash)) report(file, path, catalogue.missingAnchor(href, route, ids));
  };
  return (file, path, href, ownRoute) => {
    const [rawPath = '', hash] = href.split('#');
    if (href.startsWith('#')) {
      if (ownRoute !== undefined && hash !== undefined) checkAnchor(file, path, href, ownRoute, hash);
      return;
    }
    if (rawPath.startsWith('/assets/')) return checkAsset(file, path, rawPath);
    const route = normalizePath(rawPath);
    const target = anchors.has(route) ? route : catchAllFor(route, catchAll);
    if (!target) return report(file, path, catalogue.missingRoute(href, suggest(route, routes())));
    if (hash !== undefined) checkAnchor(file, path, href, target, hash);
  };
}

/** `/assets/<path>` must be a file the build publishes (see publish-assets.ts): browsers resolve `.` and `..` first. */
function assetCheck(assets: readonly SiteFile[], report: Report): Check {
  const assetFiles = new Map(assets.map((entry) => [entry.rel, entry]));
  // A likely file for a path with a slip: names compared without `/assets/` and extensions, which every path shares.
  const missing = (src: string, rel = '') => {
    const stem = (path: string) => path.replace(/\.[^./]*$/, '');
    const published = assets.filter((entry) => entry.kind === 'file').map((entry) => entry.rel);
    const guess = suggest(stem(rel), published.map(stem));
    const meant = published.find((path) => stem(path) === guess && path !== rel);
    return catalogue.missingAsset(src, meant && `/assets/${meant}`);
  };
  return (file, path, src) => {
    const normal = posix.normalize(src);
    const rel = normal.startsWith('/assets/') ? normal.slice('/assets/'.length) : undefined;
    const parts = rel?.split('/') ?? [];
    const hidden = parts.map((part, i) => unpublishedName(part, i < parts.length - 1)).find(Boolean);
    if (hidden) return report(file, path, catalogue.unpublishedAsset(src, hidden));
    // The file itself, or a linked folder on its way that the walk refused to follow.
    const linkedFolder = () =>
      parts.map((_, i) => assetFiles.get(parts.slice(0, i).join('/'))).find((up) => up !== undefined && up.kind !== 'file');
    const entry = rel === undefined ? undefined : (assetFiles.get(rel) ?? linkedFolder());
    if (!entry || entry.kind === 'broken') return report(file, path, missing(src, rel));
    if (entry.kind === 'outside') return report(file, path, catalogue.unpublishedAsset(src, 'outside'));
    if (entry.kind !== 'file') report(file, path, catalogue.unpublishedAsset(src, 'unsafe'));
  };
}

/** Each entry of the header menu is a link or a dropdown. */
function checkMenu(site: CheckedFile | undefined, report: Report) {
  const links = (site?.value as { header?: { links?: unknown } } | undefined)?.header?.links;
  // Any shape a hand-written file may have: the schema says what is wrong with one that is not a list.
  if (!Array.isArray(links)) return;
  (links as { href?: unknown; items?: unknown }[]).forEach((item, index) => {
    if (item && typeof item === 'object' && (item.href === undefined) === (item.items === undefined))
      report(site!, ['header', 'links', index], catalogue.navItem());
  });
}

/** Titles and descriptions longer than search results show are warnings (too short a description: guard-rails.ts). */
function checkLengths(checked: CheckedFile | undefined, report: Report) {
  const value = checked?.value as PageValue | undefined;
  if (!checked?.valid || !value) return;
  const title = textLength(value.title ?? '');
  const description = textLength(value.description ?? '');
  if (title > TITLE_MAX) report(checked, ['title'], catalogue.longTitle(title));
  if (description > DESCRIPTION_MAX) report(checked, ['description'], catalogue.longDescription(description));
}
