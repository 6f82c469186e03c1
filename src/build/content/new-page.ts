import { lstatSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parse, stringify } from 'yaml';
import { routeFromPageName } from '../../content/routes.ts';
import { catalogue } from '../diagnostics/catalogue.ts';
import { reservedAddress } from './load-site.ts';
import { inspectSiteFile, isInside, listSiteFiles } from './site-files.ts';
import { suggest } from '../diagnostics/suggest.ts';

/** Where `npm run dev` serves the site. */
export const DEV_ORIGIN = 'http://127.0.0.1:5173';

/** A mistake in what was asked for: printed as it is, with no stack trace. */
export class NewPageError extends Error {}

export interface NewPageOptions {
  /** The content folder (site/ by default). */
  siteDir: string;
  /** The address of the new page, e.g. /smart-vending-for-gyms. */
  route: string;
  /** Copy this existing page instead of writing the starter page. */
  from?: string;
}

export interface NewPage {
  route: string;
  file: string;
  url: string;
  text: string;
  /** The page it was copied from, if any. */
  from?: string;
}

const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;
const TITLE_MAX = 60;
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/**
 * `gyms`, `/gyms` and `/gyms/` are all /gyms. Anything but lower-case letters, digits and dashes
 * between slashes is refused.
 */
export function parseRoute(input: string): string {
  const trimmed = input.trim();
  const route = `/${trimmed.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  if (route === '/' && trimmed.startsWith('/')) return route;
  const parts = route.slice(1).split('/');
  if (!parts.every((part) => SEGMENT.test(part))) {
    throw new NewPageError(
      `"${input}" is not a page address: use lower-case letters, digits and dashes, with / between the parts, for example /smart-vending-for-gyms`,
    );
  }
  if (parts.at(-1) === 'index') throw new NewPageError(`"${input}" cannot end in /index: the address of pages/${parts.join('/')}.yaml is ${routeFromPageName(parts.join('/'))}`);
  return route;
}

/**
 * Every route of a content folder and the file that holds it, as the loader lists site/pages
 * (site-files.ts): dotfiles, editor leftovers, links that lead outside the site folder and loops
 * are left out, so a page copied with --from is always one the site reads.
 */
export function existingRoutes(siteDir: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const entry of listSiteFiles(siteDir, 'pages')) {
    if (entry.kind !== 'file' || !/\.ya?ml$/.test(entry.rel)) continue;
    const route = routeFromPageName(entry.rel.replace(/\.ya?ml$/, ''));
    if (!routes.has(route)) routes.set(route, entry.path);
  }
  return routes;
}

/** Whether something (a file, a folder, a link, even a broken one) is at `path`. */
function occupied(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses to write `file` through a link that leads outside the site folder (or to nothing): the
 * nearest folder on its way that exists must be inside the site folder, as the loader reads no page
 * through such a link.
 */
function refuseOutside(siteDir: string, file: string): void {
  let root: string;
  try {
    root = realpathSync(siteDir);
  } catch {
    return; // no site folder yet: it is made with the page
  }
  let dir = dirname(file);
  while (!occupied(dir) && dirname(dir) !== dir) dir = dirname(dir);
  try {
    if (isInside(root, realpathSync(dir))) return;
  } catch {
    // a broken link
  }
  const shown = relative(siteDir, dir).split(sep).join('/') || 'the site folder';
  throw new NewPageError(
    `cannot write ${relative(process.cwd(), file)}: ${shown} is a link that leads outside the site folder or to nothing, and the site reads no page through it. Choose another address, or replace the link with a folder.`,
  );
}

/**
 * Refuses an address that the build or the servers use (RESERVED_ADDRESSES of the loader), in the
 * loader's words, with a free address next to it: the reserved part with -info, as the loader suggests.
 */
function refuseReserved(route: string, routes: Map<string, string>): void {
  const reserved = reservedAddress(route);
  if (!reserved) return;
  const { message } = catalogue.reservedAddress(route, reserved.reason, '');
  const parts = route.slice(1).split('/');
  const depth = reserved.address.split('/').length - 1;
  const other = `/${parts.map((part, i) => (i === depth - 1 ? `${part}-info` : part)).join('/')}`;
  const free = !reservedAddress(other) && !routes.has(other);
  throw new NewPageError(`${message}. Choose another address${free ? `, for example ${other}` : ''}.`);
}

/** `smart-vending-for-gyms` → `Smart Vending for Gyms`, at most 60 characters. */
export function titleFor(route: string): string {
  const words = route.split('/').at(-1)!.split('-').filter(Boolean);
  const title = words
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
  if (title.length <= TITLE_MAX) return title;
  return title.slice(0, TITLE_MAX + 1).replace(/\s+\S*$/, '');
}

/** The value of a source field: `smart-vending-for-gyms-page`, always starting with a letter. */
export function sourceFor(route: string): string {
  const slug = `${route.slice(1).replace(/\//g, '-')}-page`;
  return /^[a-z]/.test(slug) ? slug : `page-${slug}`;
}

const scalar = (value: string) => stringify(value, { lineWidth: 0 }).trimEnd();

/** The id of the option list the starter form uses: vending-locations when the site has it. */
function optionSetOf(siteDir: string): string | undefined {
  // Read as the loader reads it: not through a link that leads outside the site folder.
  const found = inspectSiteFile(siteDir, 'data/options.yaml');
  if (found?.kind !== 'file') return undefined;
  try {
    const ids = Object.keys((parse(readFileSync(found.real!, 'utf8')) as { items?: object } | null)?.items ?? {});
    return ids.includes('vending-locations') ? 'vending-locations' : ids[0];
  } catch {
    return undefined;
  }
}

/** The starter page: a hero, a row of benefits and a lead form the hero's button jumps to. */
export function starterPage(route: string, optionSet: string | undefined): string {
  const title = titleFor(route);
  const description = `Replace this with one or two sentences on ${title}: what visitors find on this page and why it matters.`;
  const form = optionSet
    ? [
        '',
        '  # The request form. Buttons on this page jump to it with href: "#request-form".',
        '  - type: lead-form',
        '    id: request-form',
        '    formType: quote_request',
        `    source: ${sourceFor(route)}`,
        '    title: Get Your Free Quote',
        '    subtitle: Tell us about your location and we will reply within 24 hours.',
        '    submitLabel: Get My Free Quote',
        '    footnote: No cost, no obligation.',
        '    fields:',
        '      businessName: true',
        '      message: true',
        '    select:',
        '      name: unitType',
        '      label: Location Type',
        '      placeholder: Select your location type',
        `      optionSet: ${optionSet}`,
      ]
    : [];
  return [
    `# The page at ${route}, written by npm run new-page. With npm run dev running it shows at ${DEV_ORIGIN}${route}`,
    '# Change the words below, delete the sections you do not need and add others: site/SECTIONS.md lists every',
    `# section type with its fields and an example to copy, and ${DEV_ORIGIN}/__sections shows them all.`,
    `title: ${scalar(title)}`,
    `description: ${scalar(description)}`,
    'sections:',
    "  # The opening block: it shows the page's one main heading.",
    '  - type: hero',
    `    title: ${scalar(title)}`,
    '    subtitle: One or two sentences on what this page offers and who it is for.',
    '    actions:',
    `      - label: ${optionSet ? 'Get Pricing' : 'Contact Us'}`,
    `        href: ${optionSet ? '"#request-form"' : '/contact'}`,
    '        variant: hero',
    '        size: lg',
    '',
    '  - type: benefits',
    '    title: Why Choose Us',
    '    columns: 3',
    '    items:',
    '      - icon: trending-up',
    '        title: First Reason',
    '        text: One or two sentences about it.',
    '      - icon: wrench',
    '        title: Second Reason',
    '        text: One or two sentences about it.',
    '      - icon: headphones',
    '        title: Third Reason',
    '        text: One or two sentences about it.',
    ...form,
    '',
  ].join('\n');
}

/**
 * Work out the new page: refuses an invalid address, a reserved one, an address that already has a
 * page and a --from page that does not exist. Writes nothing.
 */
export function planNewPage({ siteDir, route: input, from }: NewPageOptions): NewPage {
  const route = parseRoute(input);
  const routes = existingRoutes(siteDir);
  refuseReserved(route, routes);
  const taken = routes.get(route);
  if (taken) throw new NewPageError(`the page ${route} already exists: ${relative(process.cwd(), taken)}. Open that file to change it, or choose another address.`);
  const file = join(siteDir, 'pages', `${route === '/' ? 'index' : route.slice(1)}.yaml`);
  // Anything at either file of the address claims it too, even what the loader refuses (a link that leads outside).
  const there = [file, join(siteDir, 'pages', route.slice(1), 'index.yaml')].find(occupied);
  if (there) throw new NewPageError(`the page ${route} already exists: ${relative(process.cwd(), there)}. Open that file to change it, or choose another address.`);
  refuseOutside(siteDir, file);
  const url = `${DEV_ORIGIN}${route}`;
  if (from === undefined) return { route, file, url, text: starterPage(route, optionSetOf(siteDir)) };

  let source: string;
  try {
    source = parseRoute(from);
  } catch {
    throw new NewPageError(`--from "${from}" is not a page address: give the address of an existing page, for example --from /contact`);
  }
  const sourceFile = routes.get(source);
  if (!sourceFile) {
    const close = suggest(source, [...routes.keys()]);
    throw new NewPageError(`there is no page ${source} to copy.${close ? ` Did you mean ${close}?` : ''} Pages: ${[...routes.keys()].sort().join(', ')}`);
  }
  return { route, file, url, text: readFileSync(sourceFile, 'utf8'), from: source };
}

/** Write the planned page (and its folder). */
export function writeNewPage(page: NewPage): void {
  mkdirSync(dirname(page.file), { recursive: true });
  writeFileSync(page.file, page.text, { flag: 'wx' });
}
