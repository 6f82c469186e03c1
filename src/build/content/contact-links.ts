import type { Segment } from '../diagnostics/document-path.ts';
import { pointerToPath } from '../diagnostics/document-path.ts';
import type { CheckedFile } from './checked-file.ts';
import { isRecord } from './is-record.ts';

/**
 * Link targets that follow site.yaml: a link field (x-link) may say `contact:phone` or
 * `contact:email`, and the loaded model holds the company's tel: or mailto: link of the day, so a
 * new number in site.yaml reaches every button and link at once. The link pattern of
 * schema/defs/common.schema.json accepts exactly these names.
 */
export const CONTACT_LINKS: Readonly<Record<string, (contact: { phone: string; email: string }) => string>> = {
  'contact:phone': (contact) => `tel:${contact.phone}`,
  'contact:email': (contact) => `mailto:${contact.email}`,
};

function setAt(root: unknown, path: readonly Segment[], value: string): void {
  let node = root;
  for (const seg of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[seg];
  (node as Record<string | number, unknown>)[path.at(-1)!] = value;
}

/**
 * The value of a checked file with each contact link resolved, as a copy (the checked file may be
 * kept by the content cache for the next load, when site.yaml may say another number); the value
 * itself when it has none.
 */
export function withContactLinks(file: CheckedFile, site: unknown): unknown {
  const marks = file.marks.filter((mark) => mark.kind === 'link' && Object.hasOwn(CONTACT_LINKS, mark.value));
  const contact = isRecord(site) && isRecord(site.contact) ? site.contact : undefined;
  if (!marks.length || typeof contact?.phone !== 'string' || typeof contact.email !== 'string') return file.value;
  const copy = structuredClone(file.value);
  for (const mark of marks)
    setAt(copy, pointerToPath(mark.pointer), CONTACT_LINKS[mark.value]!({ phone: contact.phone, email: contact.email }));
  return copy;
}
