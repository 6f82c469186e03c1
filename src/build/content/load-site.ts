import { join, relative, sep } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { DataCollections, PageData, SiteModel } from '../../content/model.ts';
import { routeFromPageName } from '../../content/routes.ts';
import { ajvIssues } from '../diagnostics/ajv-issues.ts';
import { crossCheck, type CheckedFile } from './cross-check.ts';
import { catalogue } from '../diagnostics/catalogue.ts';
import { guardRails } from './guard-rails.ts';
import type { IssueDraft, SiteIssue } from '../diagnostics/issues.ts';
import { loadSchemas, type SchemaSet } from './schemas.ts';
import { inspectSiteFile, listSiteFiles, siteRelative, type SiteFile } from './site-files.ts';
import { issueAt, MAX_FILE_ISSUES, parseYamlFile, type YamlSource } from './yaml-source.ts';

export interface LoadOptions {
  /** The content folder (site/ by default). */
  siteDir: string;
  /** The schema folder (schema/ by default). */
  schemaDir: string;
}

export interface LoadResult {
  /** Present when there is no error (warnings allowed). */
  model?: SiteModel;
  issues: SiteIssue[];
  /** Text of every file read, for code frames. */
  sources: Map<string, string>;
}

const PAGE_NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Addresses no page may have, because the build or the servers use them. A page file whose address
 * is one of these (`below`: or is under it) is an error naming what it collides with. Addresses
 * with a dot or starting with "_" cannot come from a valid page name, but a file such as
 * pages/sitemap.xml.yaml or pages/_data.yaml gets this message rather than the name rule's.
 * tests/unit/site-files.test.ts checks the list against the constants of the build and the servers.
 */
export const RESERVED_ADDRESSES: readonly { address: string; below: boolean; reason: string }[] = [
  { address: '/site', below: false, reason: "its page data would be written to /_data/site.json and overwrite the site's own data (brand, header, footer, theme)" },
  { address: '/index', below: false, reason: "its page data would be /_data/index.json, which is the home page's (pages/index.yaml)" },
  { address: '/404', below: false, reason: 'it is the not-found page, which the build writes as 404.html' },
  { address: '/assets', below: true, reason: '/assets and every address under it are the files published from site/assets' },
  { address: '/nginx', below: true, reason: '/nginx and every address under it hold the server configuration (nginx/site.conf), which the server refuses to show' },
  { address: '/_data', below: true, reason: '/_data and every address under it are the page data files that the build writes' },
  { address: '/_app', below: true, reason: '/_app and every address under it are the scripts and styles that the build writes' },
  { address: '/_headers', below: true, reason: 'it is the headers file for Netlify and Cloudflare Pages (_headers), which the build writes' },
  { address: '/api/leads', below: true, reason: 'it is the local lead inbox of npm run dev and npm run preview, where the lead forms send' },
  { address: '/__sections', below: true, reason: 'it is the section gallery of the development server' },
  { address: '/__edit', below: true, reason: 'it is reserved for the editing tools of the development server' },
  { address: '/sitemap.xml', below: true, reason: 'it is the sitemap, which the build writes' },
  { address: '/robots.txt', below: true, reason: 'it is robots.txt, which the build writes' },
];

/** The reserved entry an address falls under, if any. */
export function reservedAddress(route: string): (typeof RESERVED_ADDRESSES)[number] | undefined {
  return RESERVED_ADDRESSES.find(({ address, below }) => route === address || (below && route.startsWith(`${address}/`)));
}

/** `Gyms Page` → `gyms-page`: a name part as the page-name rule wants it (may be empty). */
function slug(part: string): string {
  return part.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** Endings of files that hold page content under a name the loader does not read: gyms.yml, gyms.JSON, gyms.yaml.txt. */
const PAGE_LIKE = /\.(ya?ml|json)(\.txt)?$/i;

type PageFile = { name: string; route: string } | { draft: IssueDraft };

/**
 * What a file in pages/ is (`rel` relative to pages/, with / separators): a page, or the issue to report.
 * `exists` says whether a file of pages/ with that relative path exists (for rename suggestions).
 */
function pageFile(rel: string, exists: (rel: string) => boolean): PageFile {
  const ending = PAGE_LIKE.exec(rel)?.[0];
  if (ending === undefined) return { draft: catalogue.notAPage(rel) };
  const parts = rel.slice(0, -ending.length).split('/');
  const fixed = parts.map(slug);
  const reserved = reservedAddress(routeFromPageName(parts.join('/').toLowerCase()));
  if (reserved) {
    const depth = reserved.address.split('/').length - 1;
    const renamed = fixed.map((part, i) => (i === depth - 1 ? `${part || 'page'}-info` : part));
    return { draft: catalogue.reservedAddress(routeFromPageName(parts.join('/').toLowerCase()), reserved.reason, `pages/${renamed.join('/')}.yaml`) };
  }
  const name = parts.join('/');
  if (ending === '.yaml' && parts.every((part) => PAGE_NAME.test(part))) return { name, route: routeFromPageName(name) };
  const why = ending === '.yaml' ? 'page file names are lower-case letters, digits and dashes' : `page files end in .yaml, not ${ending}`;
  const suggestion = fixed.every(Boolean) ? `${fixed.join('/')}.yaml` : undefined;
  return { draft: catalogue.misnamedPage(rel, why, suggestion && `pages/${suggestion}`, suggestion !== undefined && exists(suggestion), /json/i.test(ending)) };
}

/** The error for a listed name that is not a readable file (a link outside, a loop…), at file:1:1. */
function unsafeIssue(siteDir: string, entry: Pick<SiteFile, 'kind' | 'path' | 'real' | 'target' | 'listedAs'>): SiteIssue {
  const where = (path?: string) => (path === undefined ? undefined : siteRelative(siteDir, path));
  const draft =
    entry.kind === 'outside'
      ? catalogue.linkOutside(entry.target)
      : entry.kind === 'loop'
        ? catalogue.linkLoop(where(entry.real))
        : entry.kind === 'repeat'
          ? catalogue.linkRepeat(where(entry.real)!, relative(siteDir, entry.listedAs!).split(sep).join('/') || 'the site folder')
          : entry.kind === 'broken'
            ? catalogue.linkBroken(entry.target ?? '')
            : catalogue.notRegularFile();
  return issueAt(entry.path, 1, 1, '', draft);
}

function checkFile(file: string, validate: ValidateFunction, schemas: SchemaSet, issues: SiteIssue[], sources: Map<string, string>): CheckedFile | undefined {
  const parsed = parseYamlFile(file);
  if (parsed.source) sources.set(file, parsed.source.text);
  issues.push(...parsed.issues);
  if (!parsed.source || parsed.issues.length) return undefined;
  const { valid, marks } = schemas.run(validate, parsed.value);
  if (!valid) {
    // Mapping an error costs a look through the others: a few hundred, not tens of thousands.
    const errors = validate.errors ?? [];
    const found = ajvIssues(errors.slice(0, 4 * MAX_FILE_ISSUES), parsed.source, parsed.value, schemas.sectionTypes);
    issues.push(...found.slice(0, MAX_FILE_ISSUES));
    if (found.length > MAX_FILE_ISSUES || errors.length > 4 * MAX_FILE_ISSUES) {
      const { line, column } = found[MAX_FILE_ISSUES] ?? found.at(-1)!;
      issues.push(issueAt(file, line, column, '', catalogue.tooManyIssues(MAX_FILE_ISSUES)));
    }
  }
  return { source: parsed.source as YamlSource, value: parsed.value, marks, valid };
}

/**
 * Read, validate and cross-check a content folder. Every problem is collected, not just the first;
 * the model is returned only when there is no error.
 */
export function loadSite({ siteDir, schemaDir }: LoadOptions): LoadResult {
  let schemas: SchemaSet;
  try {
    schemas = loadSchemas(schemaDir);
  } catch (error) {
    const detail = (error as Error).message.split('\n')[0]!;
    return { issues: [issueAt(schemaDir, 1, 1, '', catalogue.schemaError(detail))], sources: new Map() };
  }
  const issues: SiteIssue[] = [];
  const sources = new Map<string, string>();

  /** A fixed file of the content folder: checked when it is a file (or a safe link to one), reported when it is a link that cannot be read. */
  const fixedFile = (rel: string, validate: ValidateFunction, schema: string): CheckedFile | undefined => {
    const found = inspectSiteFile(siteDir, rel);
    const file = join(siteDir, rel);
    if (found === undefined) issues.push(issueAt(file, 1, 1, '', catalogue.missingFile(rel, schema)));
    else if (found.kind === 'file' || found.kind === 'folder') return checkFile(file, validate, schemas, issues, sources);
    else issues.push(unsafeIssue(siteDir, found));
    return undefined;
  };

  const site = fixedFile('site.yaml', schemas.site, 'schema/site.schema.json');
  const data = new Map<string, CheckedFile | undefined>();
  for (const [name, validate] of schemas.data) data.set(name, fixedFile(`data/${name}.yaml`, validate, `schema/data/${name}.schema.json`));

  const pages = new Map<string, { route: string; checked?: CheckedFile }>();
  const owners = new Map<string, string>();
  const pageEntries = listSiteFiles(siteDir, 'pages');
  const listed = new Set(pageEntries.map((entry) => entry.rel));
  for (const entry of pageEntries) {
    if (entry.kind !== 'file') {
      issues.push(unsafeIssue(siteDir, entry));
      continue;
    }
    const file = entry.path;
    const kind = pageFile(entry.rel, (rel) => listed.has(rel));
    if ('draft' in kind) {
      issues.push(issueAt(file, 1, 1, '', kind.draft));
      continue;
    }
    const { route } = kind;
    const owner = owners.get(route);
    if (owner) {
      issues.push(issueAt(file, 1, 1, '', catalogue.duplicateRoute(route, relative(siteDir, owner))));
      continue;
    }
    owners.set(route, file);
    pages.set(file, { route, checked: checkFile(file, schemas.page, schemas, issues, sources) });
  }

  // The assets: links that cannot be published are errors here; cross-check compares every
  // asset path in the content with exactly what the build publishes.
  const assets = listSiteFiles(siteDir, 'assets');
  for (const entry of assets) if (entry.kind !== 'file') issues.push(unsafeIssue(siteDir, entry));

  const collections = new Map([...data].map(([name, checked]) => [name, Object.keys(((checked?.value as { items?: object })?.items ?? {}))]));
  const taken = new Set(issues.map((issue) => `${issue.file}:${issue.line}:${issue.column}`));
  const checks = [
    ...crossCheck({ site, pages: [...pages.values()], collections, assets }),
    ...guardRails({ site, data: [...data.values()], pages: [...pages.values()] }),
  ];
  issues.push(...checks.filter((issue) => !taken.has(`${issue.file}:${issue.line}:${issue.column}`)));

  const sorted = issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  if (sorted.some((issue) => issue.severity === 'error')) return { issues: sorted, sources };

  const pageData: PageData[] = [...pages.values()]
    .map(({ route, checked }) => {
      const { catchAll: _, ...page } = checked!.value as PageData & { catchAll?: boolean };
      return { ...page, route };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  const catchAll = [...pages.values()].filter((p) => (p.checked?.value as { catchAll?: boolean }).catchAll).map((p) => p.route);
  const model: SiteModel = {
    site: {
      site: site!.value as SiteModel['site']['site'],
      data: Object.fromEntries([...data].map(([name, checked]) => [name, checked!.value])) as unknown as DataCollections,
      catchAll,
    },
    pages: pageData,
  };
  return { model, issues: sorted, sources };
}
