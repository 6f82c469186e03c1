import { DEV_HOST, DEV_PORT } from '../../vite/dev-addresses.ts';
import { editorLinkOf } from '../editor-link.ts';
import type { SiteIssue } from '../issues.ts';

/** The words before the editor's address under an issue of a page file. */
export const EDIT_IN_BROWSER = 'Edit in the browser (npm run dev)';

/**
 * The full address of the page editor at the issue's page and section on the development server,
 * `http://127.0.0.1:5173/__edit/about?section=3`; undefined for a file that is not a page.
 */
export function editorAddress(issue: SiteIssue, siteDir: string): string | undefined {
  const link = editorLinkOf(issue, siteDir);
  return link === undefined ? undefined : `http://${DEV_HOST}:${DEV_PORT}${link}`;
}

/** `Edit in the browser (npm run dev): http://127.0.0.1:5173/__edit/about?section=3`, for a page file's issue. */
export function editorLine(issue: SiteIssue, siteDir: string): string | undefined {
  const address = editorAddress(issue, siteDir);
  return address === undefined ? undefined : `${EDIT_IN_BROWSER}: ${address}`;
}
