import { relative, sep } from 'node:path';
import { editorUrl } from '../../editor/editor-routes.ts';
import { pageFile } from '../content/page-files.ts';
import type { SiteIssue } from './issues.ts';

/** Issues about a file the editor does not open as that page: it is not read, or another file holds its address. */
const NOT_IN_EDITOR = new Set<SiteIssue['code']>(['unsafe-link', 'duplicate-route', 'read-failed']);

/**
 * Where the page editor of the development server fixes an issue: `/__edit/about?section=3` for an
 * issue in `sections[2] …` of site/pages/about.yaml, `/__edit/about` for one elsewhere in that page,
 * undefined for any other file (site.yaml, data/) and for a file of pages/ that is not a page. The
 * path is relative: it is on the dev server's origin. `siteDir` is the content folder the issue's
 * file is in.
 */
export function editorLinkOf(issue: SiteIssue, siteDir: string): string | undefined {
  if (NOT_IN_EDITOR.has(issue.code)) return undefined;
  const rel = relative(siteDir, issue.file).split(sep).join('/');
  if (!rel.startsWith('pages/')) return undefined;
  const page = pageFile(rel.slice('pages/'.length), () => false);
  if (!('route' in page)) return undefined;
  const section = /^sections\[(\d+)\]/.exec(issue.path)?.[1];
  return editorUrl(page.route, undefined, section === undefined ? undefined : Number(section));
}
