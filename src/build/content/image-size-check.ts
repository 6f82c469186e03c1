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

/** An image of a file: its `src`, its place, and its value. */
interface Shown {
  src: string;
  path: Segment[];
  image: Record<string, unknown>;
}

/** The images of each frozen file value (the content cache's), found once: a load after a one-page save looks up no other page's. */
const found = new WeakMap<object, Shown[]>();

function imagesOf(file: CheckedFile): Shown[] {
  const frozen = isRecord(file.value) && Object.isFrozen(file.value);
  const known = frozen ? found.get(file.value as object) : undefined;
  if (known) return known;
  const shown: Shown[] = [];
  for (const mark of file.marks) {
    if (mark.kind !== 'asset' || !mark.pointer.endsWith('/src')) continue;
    const path = pointerToPath(mark.pointer).slice(0, -1);
    const image = at(file.value, path);
    if (isRecord(image) && typeof image.alt === 'string') shown.push({ src: mark.value, path, image });
  }
  if (frozen) found.set(file.value as object, shown);
  return shown;
}

/**
 * Width and height of every image (a mapping with `src` and `alt`) against its file: one that is
 * written and differs is an error at it, with the file's own; one left out must be readable from
 * the file (the loader then fills it in: src/build/media/attach-pictures.ts).
 */
export function imageSizeIssues(files: readonly (CheckedFile | undefined)[], facts: (src: string) => ImageFacts | undefined): SiteIssue[] {
  const issues: SiteIssue[] = [];
  for (const file of files) {
    if (!file) continue;
    for (const { src, path, image } of imagesOf(file)) {
      const found = facts(src);
      if (!found) {
        if (image.width === undefined || image.height === undefined)
          issues.push(issueIn(file, [...path, 'src'], catalogue.imageSizeUnknown(src)));
        continue;
      }
      for (const side of ['width', 'height'] as const) {
        const written = image[side];
        if (typeof written === 'number' && written !== found[side])
          issues.push(issueIn(file, [...path, side], catalogue.imageSizeMismatch(side, written, src, found.width, found.height)));
      }
    }
  }
  return issues;
}
