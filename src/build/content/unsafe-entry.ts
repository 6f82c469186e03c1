import { relative, sep } from 'node:path';
import { catalogue } from '../diagnostics/catalogue.ts';
import { issueAt, type IssueDraft, type SiteIssue } from '../diagnostics/issues.ts';
import { siteRelative, type SiteFile } from './site-entry.ts';

type Unsafe = Pick<SiteFile, 'kind' | 'path' | 'real' | 'target' | 'listedAs'>;

/** The error for a listed name that is not a readable file (a link outside, a loop…), at file:1:1. */
export function unsafeEntryIssue(siteDir: string, entry: Unsafe): SiteIssue {
  return issueAt(entry.path, 1, 1, '', unsafeEntryDraft(siteDir, entry));
}

function unsafeEntryDraft(siteDir: string, entry: Unsafe): IssueDraft {
  const where = (path?: string) => (path === undefined ? undefined : siteRelative(siteDir, path));
  switch (entry.kind) {
    case 'outside':
      return catalogue.linkOutside(entry.target);
    case 'loop':
      return catalogue.linkLoop(where(entry.real));
    case 'repeat':
      return catalogue.linkRepeat(where(entry.real)!, relative(siteDir, entry.listedAs!).split(sep).join('/') || 'the site folder');
    case 'broken':
      return catalogue.linkBroken(entry.target ?? '');
    default:
      return catalogue.notRegularFile();
  }
}
