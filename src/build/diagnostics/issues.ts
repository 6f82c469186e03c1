/** One problem found in the site's content, pointing at a place in a file. */
export interface SiteIssue {
  code: IssueCode;
  severity: 'error' | 'warning';
  /** Absolute path of the file. */
  file: string;
  /** 1-based line and column. */
  line: number;
  column: number;
  /** Where in the document, in words: `sections[2] (testimonials) › items[0] › rating`. Empty for the whole file. */
  path: string;
  message: string;
  /** How to fix it. */
  hint: string;
}

export type IssueCode =
  | 'read-failed'
  | 'missing-file'
  | 'schema-error'
  | 'bad-filename'
  /** A file in site/pages that is not a page (notes.txt, photo.png): a warning. */
  | 'not-a-page'
  /** A page whose address the build or the servers use (RESERVED_ADDRESSES in content/reserved-addresses.ts). */
  | 'reserved-address'
  /** Not read or published: a link outside site/, a loop, a repeated folder, a broken link, a pipe or device. */
  | 'unsafe-link'
  | 'yaml-syntax'
  | 'yaml-tab'
  | 'yaml-duplicate-key'
  | 'yaml-alias'
  /** A YAML tag the site does not read (!!binary, !!set, !!omap, !!timestamp, a custom !tag on a list or mapping). */
  | 'yaml-tag'
  /** Part of a value that YAML reads as markup (a comment, an anchor, a tag) and leaves out of the text. */
  | 'yaml-lost-text'
  | 'empty-file'
  | 'not-a-mapping'
  | 'unknown-section'
  | 'missing-section-type'
  | 'unknown-key'
  | 'wrong-type'
  | 'missing-prop'
  | 'not-allowed'
  | 'bad-format'
  | 'bad-count'
  | 'bad-number'
  | 'missing-route'
  | 'missing-anchor'
  | 'missing-ref'
  | 'missing-asset'
  /** A reference to a file of site/assets that is never published: a dotfile, a leftover, a link outside. */
  | 'unpublished-asset'
  | 'duplicate-route'
  | 'duplicate-id'
  | 'nav-item'
  | 'long-title'
  | 'long-description'
  | 'short-description'
  /** A sharing picture in a format social networks and chats do not show (svg, avif): a warning. */
  | 'share-image-format'
  /** A picture's width or height that differs from its file's, or a picture whose size cannot be read. */
  | 'image-size'
  /** Starter text of a new page (Replace this with…) not yet replaced: a warning. */
  | 'starter-text'
  | 'no-main-heading'
  | 'extra-main-heading'
  | 'extra-lead-form'
  | 'missing-alt'
  | 'decorative-alt'
  | 'empty-consent'
  | 'too-many-issues';

/** What the catalogue gives for one problem: its code, message and hint, and its severity when it is only a warning. */
export type IssueDraft = Pick<SiteIssue, 'code' | 'message' | 'hint'> & { severity?: SiteIssue['severity'] };

/** Issues listed per file at most: a hostile or garbled file must not turn into minutes of work and pages of output. */
export const MAX_FILE_ISSUES = 100;

/** A catalogue draft placed in a file: an error unless the draft says it is a warning. */
export function issueAt(file: string, line: number, column: number, path: string, draft: IssueDraft): SiteIssue {
  return { severity: 'error', file, line, column, path, ...draft, code: draft.code };
}
