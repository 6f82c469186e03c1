import { catalogue } from '../diagnostics/catalogue.ts';
import { pathInWords, pointerToPath, type Segment } from '../diagnostics/document-path.ts';
import type { IssueDraft, SiteIssue } from '../diagnostics/issues.ts';
import { issueIn, type CheckedFile } from './checked-file.ts';
import { fileMemo } from './file-memo.ts';
import { isRecord } from './is-record.ts';
import { DESCRIPTION_MIN, textLength } from './page-limits.ts';
import { isStarterText } from './starter-texts.ts';

export interface GuardRailInput {
  site?: CheckedFile;
  /** The data files (site/data/*.yaml). */
  data: (CheckedFile | undefined)[];
  pages: { route: string; checked?: CheckedFile }[];
  /** The section types that show the page's main heading (marked in their schema: schema-names.ts). */
  mainHeadingSections: readonly string[];
}

interface SectionValue {
  type?: unknown;
  id?: unknown;
  consent?: unknown;
}

/**
 * The rules that keep every page publishable, beyond what the schema says: one main heading, at
 * most one lead form, a description long enough for search results, a picture for shared links
 * that social networks show, alt text on every picture
 * (or an explicit decorative: true) and consent text on every lead form: its own consent line, or
 * the standard wording, which is the default of `consent` in schema/sections/lead-form.schema.json
 * (filled in by the loader).
 *
 * A file is checked only when it matches its schema, so these never repeat a schema mistake.
 */
export function guardRails({ site, data, pages, mainHeadingSections }: GuardRailInput): SiteIssue[] {
  const issues: SiteIssue[] = [];
  for (const file of [site, ...data]) if (file?.valid) issues.push(...memo(file.value, 'file', () => fileRails(file)));
  const headings = `page ${mainHeadingSections.join(' ')}`;
  for (const { checked } of pages)
    if (checked?.valid) issues.push(...memo(checked.value, headings, () => fileRails(checked, mainHeadingSections)));
  return issues;
}

/** Each file's rules depend on that file alone (and the marked section types): an unchanged file keeps its issues. */
const memo = fileMemo<SiteIssue[]>();

/** The rules of one file; `mainHeadingSections` for a page, undefined for site.yaml and the data. */
function fileRails(checked: CheckedFile, mainHeadingSections?: readonly string[]): SiteIssue[] {
  const page = mainHeadingSections !== undefined;
  const issues: SiteIssue[] = [];
  const report = (file: CheckedFile, path: Segment[], draft: IssueDraft, key?: string) => {
    issues.push({ ...issueIn(file, path, draft, key), severity: draft.severity ?? 'error' });
  };
  checkImages(checked, report);
  checkStarterText(checked.value, [], (path, text) => report(checked, path, catalogue.starterText(text)));
  // The picture of shared links: the site's default (seo.image), or a page's own (image).
  const sharePath = page ? ['image'] : ['seo', 'image'];
  const share = valueAt(checked.value, [...sharePath, 'src']);
  if (typeof share === 'string' && /\.(svg|avif)$/i.test(share)) report(checked, [...sharePath, 'src'], catalogue.shareImageFormat(share));
  if (!mainHeadingSections) return issues;
  const value = checked.value as { description?: string; sections?: SectionValue[] };
  const description = typeof value.description === 'string' ? textLength(value.description) : undefined;
  if (description !== undefined && description < DESCRIPTION_MIN) report(checked, ['description'], catalogue.shortDescription(description));
  // Any shape a hand-written file may have (the schema reports a list that is not one, or an item that is not a section).
  const sections = Array.isArray(value.sections) ? value.sections.map((section): SectionValue => (isRecord(section) ? section : {})) : [];
  const where = (index: number) => pathInWords(['sections', index], value);

  const headings = sections.flatMap((section, index) => (mainHeadingSections.includes(String(section.type)) ? [index] : []));
  if (headings.length === 0) report(checked, [], catalogue.noMainHeading(), 'sections');
  for (const index of headings.slice(1)) report(checked, ['sections', index], catalogue.extraMainHeading(where(headings[0]!)));

  const forms = sections.flatMap((section, index) => (section.type === 'lead-form' ? [index] : []));
  for (const index of forms.slice(1))
    report(checked, ['sections', index], catalogue.extraLeadForm(where(forms[0]!), String(sections[forms[0]!]!.id)));
  for (const index of forms) {
    const consent = sections[index]!.consent;
    if (typeof consent !== 'string' || consent.trim() !== '') continue;
    // Written in the page, or the schema's standard wording filled in where the page has none.
    if (checked.source.doc.hasIn(['sections', index, 'consent'])) report(checked, ['sections', index, 'consent'], catalogue.emptyConsent());
    else report(checked, ['sections', index], catalogue.noDefaultConsent());
  }
  return issues;
}

/** Every text of a file that is starter text still to be replaced (starter-texts.ts), at its place. */
function checkStarterText(value: unknown, path: Segment[], found: (path: Segment[], text: string) => void): void {
  // One path, grown and shrunk as the walk goes (a copy only for a find): a page has thousands of values.
  if (typeof value === 'string') {
    if (isStarterText(value)) found([...path], value);
  } else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      path.push(index);
      checkStarterText(value[index], path, found);
      path.pop();
    }
  } else if (isRecord(value))
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      path.push(key);
      checkStarterText(value[key], path, found);
      path.pop();
    }
}

/**
 * Every picture (an object with src and alt, src marked as an asset by the schema) has alt text,
 * unless it says decorative: true, and then its alt is empty.
 */
function checkImages(file: CheckedFile, report: (file: CheckedFile, path: Segment[], draft: IssueDraft) => void) {
  const seen = new Set<string>();
  for (const mark of file.marks) {
    if (mark.kind !== 'asset' || seen.has(mark.pointer)) continue;
    seen.add(mark.pointer);
    const path = pointerToPath(mark.pointer);
    if (path.at(-1) !== 'src') continue;
    const imagePath = path.slice(0, -1);
    const image = valueAt(file.value, imagePath) as { alt?: unknown; decorative?: unknown } | undefined;
    if (!image || typeof image.alt !== 'string') continue;
    const empty = image.alt.trim() === '';
    if (image.decorative === true && !empty) report(file, [...imagePath, 'alt'], catalogue.decorativeAlt(image.alt));
    if (image.decorative !== true && empty) report(file, [...imagePath, 'alt'], catalogue.missingAlt());
  }
}

function valueAt(value: unknown, path: readonly Segment[]): unknown {
  let node = value;
  for (const segment of path) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  return node;
}
