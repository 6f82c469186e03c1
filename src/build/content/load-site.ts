import { join, relative } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { SiteModel } from '../../content/model.ts';
import { catalogue } from '../diagnostics/catalogue.ts';
import { attachPictures } from '../media/attach-pictures.ts';
import { imageSizeIssues } from './image-size-check.ts';
import { mediaStore, type MediaStore } from '../media/media-store.ts';
import { issueAt, type SiteIssue } from '../diagnostics/issues.ts';
import { checkFile } from './check-file.ts';
import { mediaCacheDir, type ContentCache } from './content-cache.ts';
import type { CheckedFile } from './checked-file.ts';
import { crossCheck } from './cross-check.ts';
import { guardRails } from './guard-rails.ts';
import { pageFile } from './page-files.ts';
import { loadSchemas, type SchemaSet } from './schemas.ts';
import { inspectSiteFile } from './site-entry.ts';
import { listSiteFiles } from './site-files.ts';
import { siteModel, type CheckedPage } from './site-model.ts';
import { unsafeEntryIssue } from './unsafe-entry.ts';

export interface LoadOptions {
  /** The content folder (site/ by default). */
  siteDir: string;
  /** The schema folder (schema/ by default). */
  schemaDir: string;
  /** Checks of unchanged files kept from an earlier load (content-cache.ts); none by default. */
  cache?: ContentCache;
  /**
   * With `cache`: a file watcher's word that since the last load only these files changed (none
   * added or removed), so the others are not looked at again (ContentCache.begin).
   */
  changed?: ReadonlySet<string>;
  /** The pictures' sizes and variants (media-store.ts), kept between loads; a new one by default. */
  media?: MediaStore;
  /** False when only the issues and the pages are wanted (`npm run validate`): the model's pictures get no sizes or variants. */
  pictures?: boolean;
}

export interface LoadResult {
  /** Present when there is no error (warnings allowed). */
  model?: SiteModel;
  issues: SiteIssue[];
  /** Text of every file read, for code frames. */
  sources: Map<string, string>;
  /**
   * With the model: every icon name the content draws (the values its schemas mark `x-icon`,
   * defaults included), from the marks of the checks, so the sprite needs no walk of its own.
   */
  icons?: string[];
}

/**
 * Read, validate and cross-check a content folder. Every problem is collected, not just the first;
 * the model is returned only when there is no error.
 */
export function loadSite({ siteDir, schemaDir, cache, changed, media, pictures: attach = true }: LoadOptions): LoadResult {
  let schemas: SchemaSet;
  try {
    schemas = loadSchemas(schemaDir);
  } catch (error) {
    const detail = (error as Error).message.split('\n')[0]!;
    return { issues: [issueAt(schemaDir, 1, 1, '', catalogue.schemaError(detail))], sources: new Map() };
  }
  cache?.begin(changed);
  const reader = new ContentReader(siteDir, schemas, cache);
  const site = reader.fixedFile('site.yaml', schemas.site, 'schema/site.schema.json');
  const data = new Map<string, CheckedFile | undefined>();
  for (const [name, validate] of schemas.data)
    data.set(name, reader.fixedFile(`data/${name}.yaml`, validate, `schema/data/${name}.schema.json`));
  const pages = reader.pages();
  // The assets: links that cannot be published are errors here; cross-check compares every
  // asset path in the content with exactly what the build publishes.
  const assets = reader.listed('assets');

  // Only the collections whose file was read: a reference into one that was not is not checked,
  // as that file's own issue says what to mend (one mistake there is not a list of wrong ids everywhere).
  const read = [...data].filter(([, checked]) => checked !== undefined);
  const collections = new Map(read.map(([name, checked]) => [name, Object.keys((checked!.value as { items?: object }).items ?? {})]));
  reader.addChecks([
    ...crossCheck({ site, pages, collections, assets }),
    ...guardRails({ site, data: [...data.values()], pages, mainHeadingSections: schemas.mainHeadingSections }),
  ]);

  const pictures = media ?? mediaStore(siteDir, mediaCacheDir(siteDir));
  // Each picture's file looked at once per load, not once per page that shows it.
  const facts = new Map<string, ReturnType<MediaStore['facts']>>();
  const factsOf = (src: string) => (facts.has(src) ? facts.get(src) : facts.set(src, pictures.facts(src)).get(src));
  reader.addChecks(imageSizeIssues([site, ...data.values(), ...pages.map((page) => page.checked)], factsOf));

  cache?.sweep();
  const { issues, sources } = reader;
  const sorted = issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  if (sorted.some((issue) => issue.severity === 'error')) return { issues: sorted, sources };
  const checked = [site, ...data.values(), ...pages.map((page) => page.checked)];
  const icons = new Set<string>();
  for (const file of checked) for (const mark of file?.marks ?? []) if (mark.kind === 'icon') icons.add(mark.value);
  const model = siteModel(site!, data, pages);
  return { model: attach ? attachPictures(model, pictures).model : model, issues: sorted, sources, icons: [...icons].sort() };
}

/** What one load has read so far: the issues found and the text of every file. */
class ContentReader {
  readonly issues: SiteIssue[] = [];
  readonly sources = new Map<string, string>();

  constructor(
    private readonly siteDir: string,
    private readonly schemas: SchemaSet,
    private readonly cache?: ContentCache,
  ) {}

  /** A file read and validated; its issues and text kept. */
  check(file: string, validate: ValidateFunction): CheckedFile | undefined {
    const { checked, issues, text } = checkFile(file, validate, this.schemas, this.cache);
    if (text !== undefined) this.sources.set(file, text);
    this.issues.push(...issues);
    return checked;
  }

  /** A fixed file of the content folder: checked when it is a file (or a safe link to one), reported when it is missing or a link that cannot be read. */
  fixedFile(rel: string, validate: ValidateFunction, schema: string): CheckedFile | undefined {
    const found = inspectSiteFile(this.siteDir, rel);
    const file = join(this.siteDir, rel);
    if (found === undefined) this.issues.push(issueAt(file, 1, 1, '', catalogue.missingFile(rel, schema)));
    else if (found.kind === 'file' || found.kind === 'folder') return this.check(file, validate);
    else this.issues.push(unsafeEntryIssue(this.siteDir, found));
    return undefined;
  }

  /** The listed files of a folder; those that cannot be read are reported. */
  listed(folder: string) {
    const list = () => listSiteFiles(this.siteDir, folder);
    const entries = this.cache ? this.cache.listing(join(this.siteDir, folder), list) : list();
    for (const entry of entries) if (entry.kind !== 'file') this.issues.push(unsafeEntryIssue(this.siteDir, entry));
    return entries;
  }

  /** Every page of pages/, checked; files that are not pages, and a second file for one address, are reported. */
  pages(): CheckedPage[] {
    const listed = this.listed('pages');
    const names = new Set(listed.map((entry) => entry.rel));
    const owners = new Map<string, string>();
    const pages: CheckedPage[] = [];
    for (const { path: file, rel } of listed.filter((entry) => entry.kind === 'file')) {
      const kind = pageFile(rel, (other) => names.has(other));
      if ('draft' in kind) {
        this.issues.push(issueAt(file, 1, 1, '', kind.draft));
        continue;
      }
      const owner = owners.get(kind.route);
      if (owner) {
        this.issues.push(issueAt(file, 1, 1, '', catalogue.duplicateRoute(kind.route, relative(this.siteDir, owner))));
        continue;
      }
      owners.set(kind.route, file);
      pages.push({ route: kind.route, checked: this.check(file, this.schemas.page) });
    }
    return pages;
  }

  /** Issues of the cross-checks and guard rails, except at a place that already has one. */
  addChecks(checks: readonly SiteIssue[]) {
    const taken = new Set(this.issues.map((issue) => `${issue.file}:${issue.line}:${issue.column}`));
    this.issues.push(...checks.filter((issue) => !taken.has(`${issue.file}:${issue.line}:${issue.column}`)));
  }
}
