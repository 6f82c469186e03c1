import { pointerToPath, type Segment } from '../diagnostics/document-path.ts';
import { catalogue } from '../diagnostics/catalogue.ts';
import type { SiteIssue } from '../diagnostics/issues.ts';
import { issueIn, type CheckedFile } from './checked-file.ts';
import { isRecord } from './is-record.ts';
import type { ImageFacts } from '../media/image-facts.ts';

/** The value at `path` of a parsed document. */
function at(value: unknown, path: readonly Segment[]): unknown {
  return path.reduce<unknown>(
    (node, segment) => (isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined),
    value,
  );
}

/**
 * Width and height of every image (a mapping with `src` and `alt`) against its file: one that is
 * written and differs is an error at it, with the file's own; one left out must be readable from
 * the file (the loader then fills it in: src/build/media/attach-pictures.ts).
 */
export function imageSizeIssues(files: readonly (CheckedFile | undefined)[], facts: (src: string) => ImageFacts | undefined): SiteIssue[] {
  const issues: SiteIssue[] = [];
  for (const file of files) {
    for (const mark of file?.marks ?? []) {
      if (mark.kind !== 'asset' || !mark.pointer.endsWith('/src')) continue;
      const path = pointerToPath(mark.pointer).slice(0, -1);
      const image = at(file!.value, path);
      if (!isRecord(image) || typeof image.alt !== 'string') continue;
      const found = facts(mark.value);
      if (!found) {
        if (image.width === undefined || image.height === undefined)
          issues.push(issueIn(file!, [...path, 'src'], catalogue.imageSizeUnknown(mark.value)));
        continue;
      }
      for (const side of ['width', 'height'] as const) {
        const written = image[side];
        if (typeof written === 'number' && written !== found[side])
          issues.push(issueIn(file!, [...path, side], catalogue.imageSizeMismatch(side, written, mark.value, found.width, found.height)));
      }
    }
  }
  return issues;
}
