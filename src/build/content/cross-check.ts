import { posix } from 'node:path';
import { catchAllFor, normalizePath } from '../../content/routes.ts';
import { pointerToPath, pathInWords } from '../diagnostics/ajv-issues.ts';
import { catalogue } from '../diagnostics/catalogue.ts';
import type { IssueDraft, SiteIssue } from '../diagnostics/issues.ts';
import type { Mark } from './schemas.ts';
import { unpublishedName, type SiteFile } from './site-files.ts';
import { suggest } from '../diagnostics/suggest.ts';
import { issueAt, locate, type Segment, type YamlSource } from './yaml-source.ts';

export interface CheckedFile {
  source: YamlSource;
  value: unknown;
  marks: Mark[];
  valid: boolean;
}

export interface CrossCheckInput {
  site?: CheckedFile;
  pages: { route: string; checked?: CheckedFile }[];
  /** Ids of each data collection. */
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

const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

/**
 * The checks a schema cannot express: links reach a page and an existing #anchor, assets exist,
 * data ids exist, section ids are unique per page, menu entries are links or dropdowns.
 */
export function crossCheck({ site, pages, collections, assets }: CrossCheckInput): SiteIssue[] {
  const issues: SiteIssue[] = [];
  const report = (file: CheckedFile, path: Segment[], draft: IssueDraft) => {
    const at = locate(file.source, path);
    issues.push({ ...issueAt(file.source.file, at.line, at.column, pathInWords(path, file.value), draft), severity: draft.severity ?? 'error' });
  };

  const anchors = new Map<string, string[]>();
  const catchAll: string[] = [];
  for (const { route, checked } of pages) {
    const value = (checked?.value ?? {}) as PageValue;
    const ids: string[] = [];
    (value.sections ?? []).forEach((section, index) => {
      if (typeof section?.id !== 'string') return;
      if (ids.includes(section.id)) report(checked!, ['sections', index, 'id'], catalogue.duplicateId(section.id));
      else ids.push(section.id);
    });
    anchors.set(route, ids);
    if (value.catchAll === true) catchAll.push(route);
  }
  const routes = [...anchors.keys()];
  const assetFiles = new Map(assets.map((entry) => [entry.rel, entry]));

  const checkLink = (file: CheckedFile, path: Segment[], href: string, ownRoute?: string) => {
    const [rawPath = '', hash] = href.split('#');
    if (href.startsWith('#')) {
      if (ownRoute === undefined || hash === undefined) return;
      if (!anchors.get(ownRoute)?.includes(hash)) report(file, path, catalogue.missingAnchor(href, ownRoute, anchors.get(ownRoute) ?? []));
      return;
    }
    if (rawPath.startsWith('/assets/')) return checkAsset(file, path, rawPath);
    const route = normalizePath(rawPath);
    const target = anchors.has(route) ? route : catchAllFor(route, catchAll);
    if (!target) return report(file, path, catalogue.missingRoute(href, suggest(route, routes)));
    if (hash !== undefined && !anchors.get(target)?.includes(hash)) report(file, path, catalogue.missingAnchor(href, target, anchors.get(target) ?? []));
  };
  /** `/assets/<path>` must be a file the build publishes (see publish-assets.ts): browsers resolve `.` and `..` first. */
  const checkAsset = (file: CheckedFile, path: Segment[], src: string) => {
    const normal = posix.normalize(src);
    const rel = normal.startsWith('/assets/') ? normal.slice('/assets/'.length) : undefined;
    const parts = rel?.split('/') ?? [];
    const hidden = parts.map((part, i) => unpublishedName(part, i < parts.length - 1)).find(Boolean);
    if (hidden) return report(file, path, catalogue.unpublishedAsset(src, hidden));
    // The file itself, or a linked folder on its way that the walk refused to follow.
    const entry = rel === undefined ? undefined : (assetFiles.get(rel) ?? parts.map((_, i) => assetFiles.get(parts.slice(0, i).join('/'))).find((up) => up !== undefined && up.kind !== 'file'));
    if (!entry || entry.kind === 'broken') return report(file, path, catalogue.missingAsset(src));
    if (entry.kind === 'outside') return report(file, path, catalogue.unpublishedAsset(src, 'outside'));
    if (entry.kind !== 'file') report(file, path, catalogue.unpublishedAsset(src, 'unsafe'));
  };

  const checkMarks = (file: CheckedFile | undefined, ownRoute?: string) => {
    for (const mark of file?.marks ?? []) {
      const path = pointerToPath(mark.pointer);
      if (mark.kind === 'link' && /^[/#]/.test(mark.value)) checkLink(file!, path, mark.value, ownRoute);
      if (mark.kind === 'asset' && mark.value.startsWith('/assets/')) checkAsset(file!, path, mark.value);
      if (mark.kind === 'ref') {
        const known = collections.get(mark.collection!) ?? [];
        if (!known.includes(mark.value)) report(file!, path, catalogue.missingRef(mark.collection!, mark.value, known, suggest(mark.value, known)));
      }
    }
  };

  checkMarks(site);
  const links = ((site?.value as { header?: { links?: unknown[] } } | undefined)?.header?.links ?? []) as { href?: unknown; items?: unknown }[];
  links.forEach((item, index) => {
    if (item && typeof item === 'object' && (item.href === undefined) === (item.items === undefined)) report(site!, ['header', 'links', index], catalogue.navItem());
  });
  for (const { route, checked } of pages) {
    checkMarks(checked, route);
    const value = checked?.value as PageValue | undefined;
    if (checked?.valid && value?.title && value.title.length > TITLE_MAX) report(checked, ['title'], catalogue.longTitle(value.title.length));
    if (checked?.valid && value?.description && value.description.length > DESCRIPTION_MAX) report(checked, ['description'], catalogue.longDescription(value.description.length));
  }
  return issues;
}
