import { pathInWords, type Segment } from '../diagnostics/document-path.ts';
import { issueAt, type IssueDraft, type SiteIssue } from '../diagnostics/issues.ts';
import type { Mark } from './schemas.ts';
import { locate, type YamlSource } from './yaml-source.ts';

/** A content file that was parsed and validated: what the cross-checks and guard rails look at. */
export interface CheckedFile {
  source: YamlSource;
  value: unknown;
  /** The values the schema marks as links, assets or data ids. */
  marks: Mark[];
  /** Whether it matched its schema. */
  valid: boolean;
}

/**
 * An issue at a place in a checked file: at the value at `path` or, with `key`, at that key of the
 * mapping there; the place in words comes with it.
 */
export function issueIn(file: CheckedFile, path: readonly Segment[], draft: IssueDraft, key?: string): SiteIssue {
  const at = locate(file.source, path, key);
  const words = pathInWords(key === undefined ? path : [...path, key], file.value);
  return issueAt(file.source.file, at.line, at.column, words, draft);
}
