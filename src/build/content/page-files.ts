import { routeFromPageName } from '../../content/routes.ts';
import { catalogue } from '../diagnostics/catalogue.ts';
import type { IssueDraft } from '../diagnostics/issues.ts';
import { freeAddressParts, reservedAddress } from './reserved-addresses.ts';

/** One part of a page's name, and so of its address: lower-case letters, digits and dashes, not starting with a dash. */
export const PAGE_NAME_PART = /^[a-z0-9][a-z0-9-]*$/;

/** `Gyms Page` → `gyms-page`, `Café` → `cafe`: a name part as the page-name rule wants it (may be empty). */
function slug(part: string): string {
  return part
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Endings of files that hold page content under a name the loader does not read: gyms.yml, gyms.JSON, gyms.yaml.txt. */
const PAGE_LIKE = /\.(ya?ml|json)(\.txt)?$/i;

export type PageFile = { name: string; route: string } | { draft: IssueDraft };

/**
 * What a file in pages/ is (`rel` relative to pages/, with / separators): a page, or the issue to report.
 * `exists` says whether a file of pages/ with that relative path exists (for rename suggestions).
 */
export function pageFile(rel: string, exists: (rel: string) => boolean): PageFile {
  const known = pages.get(rel);
  if (known) return known;
  const found = kindOf(rel, exists);
  if ('route' in found) {
    if (pages.size >= MEMO_MAX) pages.clear();
    pages.set(rel, found);
  }
  return found;
}

/**
 * The pages found so far by name: a name that makes a page makes the same one whatever else the
 * folder holds, so a load of ten thousand pages after a save does not work out each one again.
 */
const pages = new Map<string, { name: string; route: string }>();
const MEMO_MAX = 200_000;

function kindOf(rel: string, exists: (rel: string) => boolean): PageFile {
  const ending = PAGE_LIKE.exec(rel)?.[0];
  if (ending === undefined) return { draft: catalogue.notAPage(rel) };
  const parts = rel.slice(0, -ending.length).split('/');
  // Only a name with an issue needs its fixed form: most of thousands of pages have none.
  const fixed = () => parts.map(slug);
  const route = routeFromPageName(parts.join('/').toLowerCase());
  const reserved = reservedAddress(route);
  if (reserved)
    return { draft: catalogue.reservedAddress(route, reserved.reason, `pages/${freeAddressParts(fixed(), reserved).join('/')}.yaml`) };
  const name = parts.join('/');
  if (ending === '.yaml' && parts.every((part) => PAGE_NAME_PART.test(part))) return { name, route: routeFromPageName(name) };
  const why = ending === '.yaml' ? 'page file names are lower-case letters, digits and dashes' : `page files end in .yaml, not ${ending}`;
  const suggestion = fixed().every(Boolean) ? `${fixed().join('/')}.yaml` : undefined;
  return {
    draft: catalogue.misnamedPage(
      rel,
      why,
      suggestion && `pages/${suggestion}`,
      suggestion !== undefined && exists(suggestion),
      /json/i.test(ending),
    ),
  };
}
