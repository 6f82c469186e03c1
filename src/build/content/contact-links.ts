import type { Segment } from '../diagnostics/document-path.ts';
import { pointerToPath } from '../diagnostics/document-path.ts';
import type { CheckedFile } from './checked-file.ts';
import { deepFreeze } from './content-cache.ts';
import { isRecord } from './is-record.ts';
import type { Mark } from './schemas.ts';

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

/** The marks of contact links among a file's marks, found once for the frozen marks of the content cache. */
const found = new WeakMap<readonly Mark[], Mark[]>();

function contactMarks(marks: readonly Mark[]): Mark[] {
  const known = found.get(marks);
  if (known) return known;
  const links = marks.filter((mark) => mark.kind === 'link' && Object.hasOwn(CONTACT_LINKS, mark.value));
  if (Object.isFrozen(marks)) found.set(marks, links);
  return links;
}

/** The copy made of each frozen value (one the content cache hands out), with the contact it was made with. */
const resolved = new WeakMap<object, { phone: string; email: string; copy: unknown }>();

/**
 * The value of a checked file with each contact link resolved, as a copy (the checked file may be
 * kept by the content cache for the next load, when site.yaml may say another number); the value
 * itself when it has none. A frozen value gives the same frozen copy while the contact is the
 * same, so a load after a one-page save copies no other page.
 */
export function withContactLinks(file: CheckedFile, site: unknown): unknown {
  const marks = contactMarks(file.marks);
  const contact = isRecord(site) && isRecord(site.contact) ? site.contact : undefined;
  if (!marks.length || typeof contact?.phone !== 'string' || typeof contact.email !== 'string') return file.value;
  const { phone, email } = contact;
  const value = file.value;
  const frozen = isRecord(value) && Object.isFrozen(value);
  const last = frozen ? resolved.get(value) : undefined;
  if (last && last.phone === phone && last.email === email) return last.copy;
  const copy = structuredClone(value);
  for (const mark of marks) setAt(copy, pointerToPath(mark.pointer), CONTACT_LINKS[mark.value]!({ phone, email }));
  if (frozen) resolved.set(value, { phone, email, copy: deepFreeze(copy) });
  return copy;
}
