import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { PageData, SiteModel } from '../../content/model.ts';
import { catalogue } from '../diagnostics/catalogue.ts';
import { attachPictures, walkedPictures } from '../media/attach-pictures.ts';
import { pageSiteReads } from '../../render/island-data.ts';
import { imageSizeIssues } from './image-size-check.ts';
import { mediaStore, type MediaStore } from '../media/media-store.ts';
import { issueAt, type SiteIssue } from '../diagnostics/issues.ts';
import { checkFile } from './check-file.ts';
import { fileStamp, mediaCacheDir, type ContentCache } from './content-cache.ts';
import type { CheckedFile } from './checked-file.ts';
import { crossCheck } from './cross-check.ts';
import { guardRails } from './guard-rails.ts';
import { pageFile } from './page-files.ts';
import { addUnplaced, byPlace, pageSaveIndex, targetsOf, type PageSaveIndex } from './page-save.ts';
import { loadSchemas, type SchemaSet } from './schemas.ts';
import { inspectSiteFile } from './site-entry.ts';
import { listSiteFiles } from './site-files.ts';
import type { SiteFile } from './site-entry.ts';
import { pageDigest, stateCodeFingerprint, type LoadSnapshot, type PageState } from './load-snapshot.ts';
import { byRoute, siteModel, type CheckedPage } from './site-model.ts';
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
  /**
   * With `cache`: the states of the pages of an earlier load (load-snapshot.ts), in this process or
   * an earlier one; a page whose file and context are unchanged is taken from it as it is.
   */
  snapshot?: LoadSnapshot;
  /**
   * False when only the issues and the pages are wanted (`npm run validate`): the model's pictures
   * get no sizes or variants, and no snapshot is kept of such a model.
   */
  pictures?: boolean;
  /**
   * With `cache` and `snapshot`: the result of a load without error carries what a later save of
   * page files needs to check only those files (page-save.ts).
   */
  index?: boolean;
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
  /** With the model, when asked for (LoadOptions.index): what savePages checks a save against. */
  index?: PageSaveIndex;
}

/**
 * Read, validate and cross-check a content folder. Every problem is collected, not just the first;
 * the model is returned only when there is no error.
 */
export function loadSite(options: LoadOptions): LoadResult {
  const { siteDir, schemaDir, cache, changed, media, snapshot, pictures: attach = true } = options;
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
  const listed = reader.listed('pages');
  // The assets: links that cannot be published are errors here; cross-check compares every
  // asset path in the content with exactly what the build publishes.
  const assets = reader.listed('assets');
  const pictures = media ?? mediaStore(siteDir, mediaCacheDir(siteDir));
  const context = cache && snapshot ? loadContext(siteDir, cache, [site, ...data.values()], listed, assets) : undefined;
  const reusing = context !== undefined && snapshot!.begin(context, changed);
  let entries = reader.pages(listed, reusing ? (file) => snapshot!.reuse(file) : undefined);
  // A page made again whose section ids or catch-all flag changed changes what the links of every
  // other page reach: then every page is checked.
  if (entries.some((entry) => entry.kept) && !entries.every((entry) => entry.kept || sameTargets(entry, snapshot!.previous(entry.file))))
    entries = reader.pages(listed);
  const pages = entries.filter((entry) => !entry.kept);

  // Only the collections whose file was read: a reference into one that was not is not checked,
  // as that file's own issue says what to mend (one mistake there is not a list of wrong ids everywhere).
  const read = [...data].filter(([, checked]) => checked !== undefined);
  const collections = new Map(read.map(([name, checked]) => [name, Object.keys((checked!.value as { items?: object }).items ?? {})]));
  reader.addChecks([
    ...crossCheck({ site, pages: entries.map(({ route, checked, kept }) => ({ route, checked, kept })), collections, assets }),
    ...guardRails({ site, data: [...data.values()], pages, mainHeadingSections: schemas.mainHeadingSections }),
  ]);

  // Each picture's file looked at once per load, not once per page that shows it.
  const facts = new Map<string, ReturnType<MediaStore['facts']>>();
  const factsOf = (src: string) => (facts.has(src) ? facts.get(src) : facts.set(src, pictures.facts(src)).get(src));
  reader.addChecks(imageSizeIssues([site, ...data.values(), ...pages.map((page) => page.checked)], factsOf));

  for (const { kept } of entries) if (kept) cache!.keep(kept.key);
  cache?.sweep();
  const { sources } = reader;
  const issues = [...reader.issues, ...entries.flatMap((entry) => entry.kept?.issues ?? [])];
  const sorted = issues.sort(byPlace);
  if (sorted.some((issue) => issue.severity === 'error')) return { issues: sorted, sources };
  const checked = [site, ...data.values(), ...pages.map((page) => page.checked)];
  const icons = new Set<string>();
  for (const file of checked) for (const mark of file?.marks ?? []) if (mark.kind === 'icon') icons.add(mark.value);
  for (const { kept } of entries) for (const icon of kept?.icons ?? []) icons.add(icon);
  const built = siteModel(site!, data, pages);
  const model = attach ? attachPictures(built, pictures).model : built;
  const whole = entries.length === pages.length ? model : withKeptPages(model, entries);
  let index: PageSaveIndex | undefined;
  if (context !== undefined && attach) {
    const states = pageStates(entries, whole, sorted, cache!);
    snapshot!.keep(context, cache!.fingerprint, states);
    if (options.index && states.size === entries.length) {
      index = pageSaveIndex({
        schemas,
        site: site!,
        data,
        collections,
        assets,
        media: pictures,
        pages: states,
        siteData: whole.site,
        order: whole.pages,
        issues: sorted,
        sources,
      });
    }
  }
  return { model: whole, issues: sorted, sources, icons: [...icons].sort(), ...(index && { index }) };
}

/** One page of a load: checked now, or its state kept from an earlier load. */
interface LoadedPage extends CheckedPage {
  file: string;
  kept?: PageState;
}

/**
 * What every page's state depends on besides its own file: the schemas and the code, site.yaml
 * and the data files (their check keys), the listings of pages/ and assets/, and each asset's stamp
 * (a picture's size and variants come from its file).
 */
function loadContext(siteDir: string, cache: ContentCache, fixed: (CheckedFile | undefined)[], pages: SiteFile[], assets: SiteFile[]) {
  const hash = createHash('sha256').update(cache.fingerprint).update('\0').update(stateCodeFingerprint()).update('\0');
  for (const file of fixed) {
    // By its content (the key of its check); a file that was not read makes a context no later load has.
    const read = file && cache.stampOf(file.source.file);
    hash.update(read ? read.key : `${Math.random()}`).update('\0');
  }
  for (const entry of pages) hash.update(`${entry.rel}\0${entry.kind}\0`);
  for (const entry of assets) {
    let stamp = '';
    try {
      stamp = fileStamp(statSync(entry.path, { bigint: true }));
    } catch {
      // Gone meanwhile: the load reports it.
    }
    hash.update(`${entry.rel}\0${entry.kind}\0${stamp}\0`);
  }
  // The states name their files by absolute path (and so do their issues).
  hash.update(resolve(siteDir));
  return hash.digest('hex');
}

/** Whether a page checked now has the section ids and catch-all flag of its kept state (none kept: a new page, not the same). */
function sameTargets(entry: LoadedPage, kept: PageState | undefined): boolean {
  if (!kept) return false;
  const now = targetsOf(entry.checked?.value);
  return now.catchAll === kept.catchAll && now.anchors.join('\0') === kept.anchors.join('\0');
}

/** The model of the pages checked now with the kept ones added: in address order, catch-all routes in listing order. */
function withKeptPages(model: SiteModel, entries: LoadedPage[]): SiteModel {
  const catchAll = entries
    .filter((entry) => (entry.kept ? entry.kept.catchAll : (entry.checked?.value as { catchAll?: boolean }).catchAll))
    .map((entry) => entry.route);
  const pages = inAddressOrder([...model.pages, ...entries.flatMap((entry) => (entry.kept ? [entry.kept.page] : []))]);
  return { ...model, site: { ...model.site, catchAll }, pages };
}

/** The address order of the last load's routes: the same routes again (a load after a save) are put in it without a sort. */
let lastOrder = new Map<string, number>();

function inAddressOrder(pages: PageData[]): PageData[] {
  if (pages.length === lastOrder.size) {
    const ordered = new Array<PageData | undefined>(pages.length);
    let complete = true;
    for (const page of pages) {
      const at = lastOrder.get(page.route);
      if (at === undefined || ordered[at] !== undefined) {
        complete = false;
        break;
      }
      ordered[at] = page;
    }
    if (complete) return ordered as PageData[];
  }
  const sorted = pages.sort(byRoute);
  lastOrder = new Map(sorted.map((page, index) => [page.route, index]));
  return sorted;
}

/** The state of every page of a load without error, for the next one. */
function pageStates(entries: LoadedPage[], model: SiteModel, issues: SiteIssue[], cache: ContentCache): Map<string, PageState> {
  const byFile = new Map<string, SiteIssue[]>();
  for (const issue of issues) byFile.set(issue.file, [...(byFile.get(issue.file) ?? []), issue]);
  const byRoute = new Map(model.pages.map((page) => [page.route, page]));
  const states = new Map<string, PageState>();
  for (const { file, route, checked, kept } of entries) {
    if (kept) {
      states.set(file, kept);
      continue;
    }
    const read = cache.stampOf(file);
    const page = byRoute.get(route);
    if (!read || !page || !checked) continue;
    // A file changed just before it was read may change again within the same tick of its
    // timestamps: its state is kept (its section ids count for the others) but never reused.
    const stamp = read.settled ? read.stamp : '';
    const icons = [...new Set(checked.marks.filter((mark) => mark.kind === 'icon').map((mark) => mark.value))];
    const pictures = walkedPictures(page);
    const state: PageState = {
      stamp,
      key: read.key,
      route,
      ...targetsOf(checked.value),
      issues: byFile.get(file) ?? [],
      icons,
      page,
      digest: pageDigest(page),
      siteReads: pageSiteReads(page),
      ...(pictures ? { pictures } : {}),
    };
    states.set(file, state);
  }
  return states;
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

  /**
   * Every page of the listing of pages/, checked, or taken as `reuse` gives it; files that are not
   * pages, and a second file for one address, are reported.
   */
  pages(listed: SiteFile[], reuse?: (file: string) => PageState | undefined): LoadedPage[] {
    const names = new Set(listed.map((entry) => entry.rel));
    const owners = new Map<string, string>();
    const pages: LoadedPage[] = [];
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
      const kept = reuse?.(file);
      if (kept?.route === kind.route) pages.push({ file, route: kind.route, kept });
      else pages.push({ file, route: kind.route, checked: this.check(file, this.schemas.page) });
    }
    return pages;
  }

  /** Issues of the cross-checks and guard rails, except at a place that already has one. */
  addChecks(checks: readonly SiteIssue[]) {
    addUnplaced(this.issues, checks);
  }
}
