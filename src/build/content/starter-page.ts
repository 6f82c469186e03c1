import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parse, stringify } from 'yaml';
import { EDITOR_SCHEMA_DIR } from '../codegen/editor-schema.ts';
import { DEV_ORIGIN, GALLERY_ROUTE } from '../vite/dev-addresses.ts';
import { TITLE_MAX } from './page-limits.ts';
import { inspectSiteFile } from './site-entry.ts';
import { STARTER_TEXTS } from './starter-texts.ts';

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** `smart-vending-for-gyms` → `Smart Vending for Gyms`, at most TITLE_MAX characters. */
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

const SCHEMA_LINE = /^# yaml-language-server: \$schema=.*\r?\n/;

/**
 * The first line of a new page file: the YAML language server's modeline naming the editor schema
 * of pages, relative to the file, so an editor that does not read the project's settings (another
 * editor, a file opened alone) checks and completes the page too. `root` is the project folder.
 */
export function schemaLine(file: string, root: string): string {
  const schema = relative(dirname(file), join(root, EDITOR_SCHEMA_DIR, 'page.schema.json'))
    .split(sep)
    .join('/');
  return `# yaml-language-server: $schema=${schema}`;
}

/** A page's text for `file`, starting with its schema line (a copied page's own, for another folder, is replaced). */
export function withSchemaLine(text: string, file: string, root: string): string {
  return `${schemaLine(file, root)}\n${text.replace(SCHEMA_LINE, '')}`;
}

const scalar = (value: string) => stringify(value, { lineWidth: 0 }).trimEnd();

/** The first id of a data collection (`data/options.yaml`), read as the loader reads it: not through a link leading out of the site. */
function firstId(siteDir: string, file: string): string | undefined {
  const found = inspectSiteFile(siteDir, file);
  if (found?.kind !== 'file') return undefined;
  try {
    return Object.keys((parse(readFileSync(found.real!, 'utf8')) as { items?: object } | null)?.items ?? {})[0];
  } catch {
    return undefined;
  }
}

/** The option list and form type the starter form uses: the first of each in the site's data, so a site chooses them by order. */
export function starterFormOf(siteDir: string): { optionSet: string; formType: string } | undefined {
  const optionSet = firstId(siteDir, 'data/options.yaml');
  const formType = firstId(siteDir, 'data/form-types.yaml');
  return optionSet && formType ? { optionSet, formType } : undefined;
}

/** The starter page: a hero, a row of benefits and a lead form the hero's button jumps to. */
export function starterPage(route: string, form: { optionSet: string; formType: string } | undefined): string {
  const title = titleFor(route);
  const description = `${STARTER_TEXTS.descriptionStart} one or two sentences on ${title}: what visitors find on this page and why it matters.`;
  return [
    `# The page at ${route}, written by npm run new-page. With npm run dev running it shows at ${DEV_ORIGIN}${route}`,
    '# Change the words below, delete the sections you do not need and add others: site/SECTIONS.md lists every',
    `# section type with its fields and an example to copy, and ${DEV_ORIGIN}${GALLERY_ROUTE} shows them all.`,
    `title: ${scalar(title)}`,
    `description: ${scalar(description)}`,
    'sections:',
    "  # The opening block: it shows the page's one main heading.",
    '  - type: hero',
    `    title: ${scalar(title)}`,
    `    subtitle: ${STARTER_TEXTS.subtitle}`,
    '    actions:',
    `      - label: ${form ? 'Get Pricing' : 'Contact Us'}`,
    `        href: ${form ? '"#request-form"' : '/contact'}`,
    '        variant: hero',
    '        size: lg',
    ...BENEFITS,
    ...(form ? leadForm(route, form) : []),
    '',
  ].join('\n');
}

const BENEFITS = [
  '',
  '  - type: benefits',
  '    title: Why Choose Us',
  '    columns: 3',
  '    items:',
  ...['trending-up', 'wrench', 'headphones'].flatMap((icon, n) => [
    `      - icon: ${icon}`,
    `        title: ${STARTER_TEXTS.reasons[n]}`,
    `        text: ${STARTER_TEXTS.reasonText}`,
  ]),
];

function leadForm(route: string, { optionSet, formType }: { optionSet: string; formType: string }): string[] {
  return [
    '',
    '  # The request form. Buttons on this page jump to it with href: "#request-form".',
    '  - type: lead-form',
    '    id: request-form',
    `    formType: ${formType}`,
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
  ];
}
