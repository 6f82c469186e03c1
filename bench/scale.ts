import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseDocument, visit } from 'yaml';
import { normalizePath, routeFromPageName } from '../src/content/routes.ts';
import { loadSite } from '../src/build/content/load-site.ts';
import { publishAssets } from '../src/build/output/publish-assets.ts';
import { TITLE_MAX } from '../src/build/content/page-limits.ts';
import { listSiteFiles } from '../src/build/content/site-files.ts';
import { routeInitialJs, type InitialJs } from './bundle.ts';
import { contentCache, type ContentCache } from '../src/build/content/content-cache.ts';
import { bundleCacheDir } from '../src/build/vite/bundle-cache.ts';
import { timedRun, viteBuild, type Timed } from './build.ts';
import { benchmarkIndex } from './benchmark-index.ts';
import { ensureHugo, hugoBuild, writeHugoSite } from './hugo.ts';
import { measureDevServer } from './scale-dev.ts';
import { median } from './stats.ts';

/** A shipped page used as a model: its name (`products/pro-model`, without .yaml) and YAML text. */
export interface PageTemplate {
  name: string;
  text: string;
}

export interface GeneratedSite {
  /** Page file (relative to pages/, e.g. `generated/about-23.yaml`) → YAML text. */
  pages: Map<string, string>;
  /** site.yaml with links to routes the generated site lacks pointed at `/`. */
  siteYaml: string;
  routes: string[];
}

/** A link to a page of the site (not an asset, not external), as the link schema allows it. */
const SITE_LINK = /^\/[a-z0-9/._-]*(#[a-z][a-z0-9-]*)?$/;

/**
 * The shipped pages of a content folder, as templates: the .yaml files of site/pages as the loader
 * lists them (site-files.ts), so no dotfile, editor leftover or link that leads outside is read.
 */
export function readTemplates(siteDir: string): PageTemplate[] {
  return listSiteFiles(siteDir, 'pages')
    .filter((entry) => entry.kind === 'file' && entry.rel.endsWith('.yaml'))
    .map((entry) => ({ name: entry.rel.replace(/\.yaml$/, ''), text: readFileSync(entry.real!, 'utf8') }));
}

/** `index` → `home`, `products/index` → `products`, `products/pro-model` → `products-pro-model`. */
function slug(name: string): string {
  return name === 'index'
    ? 'home'
    : name
        .replace(/\/index$/, '')
        .split('/')
        .join('-');
}

function siteLinks(text: string): string[] {
  const out: string[] = [];
  visit(parseDocument(text), {
    Scalar(_, node) {
      if (typeof node.value === 'string' && SITE_LINK.test(node.value) && !node.value.startsWith('/assets/'))
        out.push(normalizePath(node.value));
    },
  });
  return out;
}

/** Point every link to a shipped route that the generated site lacks at `/` (its anchor dropped). */
function relink(text: string, shipped: Set<string>, present: Set<string>, title?: string): string {
  const doc = parseDocument(text);
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value !== 'string' || !SITE_LINK.test(node.value) || node.value.startsWith('/assets/')) return;
      const route = normalizePath(node.value);
      if (shipped.has(route) && !present.has(route)) node.value = '/';
    },
  });
  if (title !== undefined) doc.set('title', title);
  return doc.toString({ lineWidth: 0 });
}

function numberedTitle(title: string, n: number): string {
  const suffix = ` #${n}`;
  return `${title.slice(0, TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
}

/**
 * A site of `count` pages made from the shipped ones, round-robin. The first round keeps the
 * shipped addresses (the home page first, then the most linked-to pages, so that small sites keep
 * the usual link targets); later rounds go to `/generated/<page>-<n>`. Every page's title is
 * numbered; links to shipped pages that did not make it into a small site point at `/`.
 */
export function generatePages(templates: readonly PageTemplate[], count: number, siteYaml: string): GeneratedSite {
  if (!templates.length) throw new Error('No page templates');
  if (count < 1) throw new Error('A site needs at least one page');
  const routeOf = (name: string) => routeFromPageName(name);
  const shipped = new Set(templates.map((t) => routeOf(t.name)));
  const inbound = new Map<string, number>();
  for (const text of [siteYaml, ...templates.map((t) => t.text)])
    for (const route of siteLinks(text)) inbound.set(route, (inbound.get(route) ?? 0) + 1);
  const order = [...templates].sort((a, b) => {
    const [ra, rb] = [routeOf(a.name), routeOf(b.name)];
    if (ra === '/' || rb === '/') return ra === '/' ? -1 : 1;
    return (inbound.get(rb) ?? 0) - (inbound.get(ra) ?? 0) || a.name.localeCompare(b.name);
  });
  const plan = Array.from({ length: count }, (_, i) => {
    const template = order[i % order.length]!;
    const name = i < order.length ? template.name : `generated/${slug(template.name)}-${i + 1}`;
    return { template, name, n: i + 1 };
  });
  const present = new Set(plan.map((p) => routeOf(p.name)));
  const pages = new Map<string, string>();
  for (const { template, name, n } of plan) {
    const title = (parseDocument(template.text).get('title') as string | undefined) ?? slug(template.name);
    pages.set(`${name}.yaml`, relink(template.text, shipped, present, numberedTitle(title, n)));
  }
  return { pages, siteYaml: relink(siteYaml, shipped, present), routes: [...present].sort() };
}

/** Write a generated site of `count` pages to `destSiteDir`, with site.yaml, data/ and assets/ of `sourceSiteDir`. */
export function writeGeneratedSite(sourceSiteDir: string, destSiteDir: string, count: number): GeneratedSite {
  const generated = generatePages(readTemplates(sourceSiteDir), count, readFileSync(join(sourceSiteDir, 'site.yaml'), 'utf8'));
  rmSync(destSiteDir, { recursive: true, force: true });
  mkdirSync(join(destSiteDir, 'pages'), { recursive: true });
  writeFileSync(join(destSiteDir, 'site.yaml'), generated.siteYaml);
  if (existsSync(join(sourceSiteDir, 'data'))) cpSync(join(sourceSiteDir, 'data'), join(destSiteDir, 'data'), { recursive: true });
  // The assets as the build publishes them: in-site links become files, dotfiles and leftovers stay behind.
  publishAssets(sourceSiteDir, destSiteDir);
  for (const [file, text] of generated.pages) {
    const path = join(destSiteDir, 'pages', file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return generated;
}

/** One measured command: medians of its runs. */
export interface Measured {
  /** Wall clock (ms), the median of `runs`. */
  ms: number;
  runs: number[];
  /** CPU time of the command and its children (ms, median). */
  cpuMs: number;
  /** The largest peak resident memory of any run (bytes), when it could be read. */
  peakRss?: number;
  /** Every run succeeded. */
  ok: boolean;
}

export interface ScaleResult {
  pages: number;
  /** 1-minute load average when this size started, and when it ended (other work slows every number). */
  loadAverage: number;
  loadAverageEnd?: number;
  /** Lighthouse's benchmarkIndex of the machine when this size started and ended (higher is faster). */
  benchmarkIndex?: number;
  benchmarkIndexEnd?: number;
  /** loadSite() in this process without a cache (every file parsed and validated): median and each run (ms). */
  loadSiteMs: number;
  loadSiteRuns: number[];
  loadSiteCpuMs: number;
  /** loadSite() again with the in-memory cache of an earlier load (what the dev server does on a save). */
  loadSiteWarmMs: number;
  loadSiteWarmRuns: number[];
  /** `npm run validate` as a process: with .cache/content removed first, and with it left from the last run. */
  validateCold?: Measured;
  validateWarm?: Measured;
  /** `vite build` from nothing (no .cache of the site, an empty outDir). */
  build?: Measured;
  /** `vite build` again after one page's title changed (the caches of the last build kept). */
  rebuild?: Measured;
  /** Hugo building the same pages (title and section texts as Markdown, one layout) from nothing, and its version. */
  hugoBuild?: Measured;
  hugoVersion?: string;
  /** The page file changed for the rebuild and the saves (relative to pages/), and its address. */
  changedPage?: string;
  /** The dev server: from start to `/` answering 200, and from a saved page file to its new content served. */
  devReadyMs?: number;
  devReadyRuns?: number[];
  saveToServedMs?: number;
  saveToServed?: number[];
  devPeakRss?: number;
  /** Documents written (pages + 404). */
  documents: number;
  homeInitialJs?: InitialJs;
  error?: string;
}

function countHtml(dir: string): number {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((name) => name.endsWith('.html')).length;
}

/** Run `once` `runs` times (after `before` each time) and keep the medians. */
async function measured(runs: number, once: () => Promise<Timed>, before = () => {}): Promise<Measured & { last: Timed }> {
  const all: Timed[] = [];
  for (let i = 0; i < runs; i++) {
    before();
    all.push(await once());
  }
  const rss = all.map((t) => t.peakRss).filter((v): v is number => v !== undefined);
  return {
    ms: median(all.map((t) => t.ms)),
    runs: all.map((t) => Math.round(t.ms)),
    cpuMs: median(all.map((t) => t.cpuMs)),
    ...(rss.length ? { peakRss: Math.max(...rss) } : {}),
    ok: all.every((t) => t.code === 0),
    last: all.at(-1)!,
  };
}

const strip = ({ last: _, ...rest }: Measured & { last: Timed }): Measured => rest;

/** loadSite() `runs` times, each with `cache()` (a new cache, or none), timed in this process. */
function timeLoads(siteDir: string, schemaDir: string, runs: number, cache: () => ContentCache | undefined) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const withCache = cache();
    const start = performance.now();
    const startCpu = process.cpuUsage();
    const loaded = loadSite({ siteDir, schemaDir, ...(withCache ? { cache: withCache } : {}) });
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    if (!loaded.model) {
      const errors = loaded.issues.filter((issue) => issue.severity === 'error');
      throw new Error(
        `the generated site is invalid: ${errors.length} errors, first: ${errors[0]?.file}:${errors[0]?.line} ${errors[0]?.message ?? ''}`,
      );
    }
  }
  return { wall, cpu };
}

/** Replace a page's title line (the rebuild's and the saves' change). */
export function retitle(file: string, title: string) {
  const text = readFileSync(file, 'utf8');
  const changed = text.replace(/^title:.*$/m, `title: ${title}`);
  if (changed === text) throw new Error(`${file} has no title line to change`);
  writeFileSync(file, changed);
}

/**
 * Generate a site of `count` pages, then time: loadSite() in process (no cache, then with a warm
 * cache), `npm run validate` (cold and warm cache), a full `vite build`, a build after one page
 * changed, Hugo building the same pages, and the dev server (start to first page, save to served).
 * Each `runs` times, medians kept.
 */
export async function runScale(
  count: number,
  {
    root = process.cwd(),
    sourceSiteDir = resolve(root, 'site'),
    runs = 3,
    dev = true,
    hugo = true,
    log = (_: string) => {},
  }: { root?: string; sourceSiteDir?: string; runs?: number; dev?: boolean; hugo?: boolean; log?: (line: string) => void } = {},
): Promise<ScaleResult> {
  const tmp = mkdtempSync(join(tmpdir(), `bench-scale-${count}-`));
  const siteDir = join(tmp, 'site');
  const outDir = join(tmp, 'dist');
  // The caches of a content folder outside the project live beside it (content-cache.ts).
  const siteCache = join(tmp, '.cache');
  const result: ScaleResult = {
    pages: count,
    loadAverage: loadavg()[0]!,
    loadSiteMs: Number.NaN,
    loadSiteRuns: [],
    loadSiteCpuMs: Number.NaN,
    loadSiteWarmMs: Number.NaN,
    loadSiteWarmRuns: [],
    documents: 0,
  };
  const index = await benchmarkIndex();
  if (index !== undefined) result.benchmarkIndex = index;
  const step = (text: string) => log(`N=${count}: ${text} (load ${loadavg()[0]!.toFixed(1)})`);
  try {
    const generated = writeGeneratedSite(sourceSiteDir, siteDir, count);
    step(`generated ${count} pages in ${siteDir}`);
    const schemaDir = resolve(root, 'schema');
    const cold = timeLoads(siteDir, schemaDir, runs, () => undefined);
    result.loadSiteRuns = cold.wall.map(Math.round);
    result.loadSiteMs = median(cold.wall);
    result.loadSiteCpuMs = median(cold.cpu);
    const memory = contentCache(schemaDir);
    loadSite({ siteDir, schemaDir, cache: memory });
    const warm = timeLoads(siteDir, schemaDir, runs, () => memory);
    result.loadSiteWarmRuns = warm.wall.map(Math.round);
    result.loadSiteWarmMs = median(warm.wall);
    step(`loadSite ${Math.round(result.loadSiteMs)} ms cold, ${Math.round(result.loadSiteWarmMs)} ms warm; npm run validate`);

    const validate = () => timedRun('npm', ['run', 'validate', '--silent'], { cwd: root, env: { SITE_DIR: siteDir } });
    // The bundles of the site's builds live in the project (bundle-cache.ts): a build from nothing makes them too.
    const clearCaches = () => [siteCache, bundleCacheDir(siteDir, root)].forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    const validateCold = await measured(runs, validate, clearCaches);
    result.validateCold = strip(validateCold);
    if (!validateCold.ok) log(`npm run validate failed:\n${validateCold.last.tail}`);
    const validateWarm = await measured(runs, validate);
    result.validateWarm = strip(validateWarm);
    step(`npm run validate ${Math.round(validateCold.ms)} ms cold, ${Math.round(validateWarm.ms)} ms warm; vite build`);

    const build = () => viteBuild(outDir, { root, siteDir });
    const full = await measured(runs, build, clearCaches);
    result.build = strip(full);
    if (!full.ok) throw new Error(`vite build failed (exit ${full.last.code}):\n${full.last.tail}`);
    result.documents = countHtml(outDir);
    result.homeInitialJs = routeInitialJs(outDir, '/');
    step(`build ${Math.round(full.ms)} ms, ${result.documents} documents; rebuild after one change`);

    const changed = [...generated.pages.keys()].at(-1)!;
    result.changedPage = changed;
    let edit = 0;
    const rebuild = await measured(runs, build, () => retitle(join(siteDir, 'pages', changed), `Changed page ${++edit}`));
    result.rebuild = strip(rebuild);
    if (!rebuild.ok) throw new Error(`the rebuild failed (exit ${rebuild.last.code}):\n${rebuild.last.tail}`);
    step(`rebuild ${Math.round(rebuild.ms)} ms`);

    if (hugo) {
      const version = ensureHugo(log);
      if (version) {
        result.hugoVersion = version;
        const hugoDir = join(tmp, 'hugo');
        writeHugoSite(generated.pages, hugoDir);
        const hugoRuns = await measured(runs, () => hugoBuild(hugoDir, join(tmp, 'hugo-public')));
        result.hugoBuild = strip(hugoRuns);
        if (!hugoRuns.ok) log(`hugo failed:\n${hugoRuns.last.tail}`);
        step(`hugo build ${Math.round(hugoRuns.ms)} ms`);
      }
    }

    if (dev) {
      const route = routeFromPageName(changed.replace(/\.yaml$/, ''));
      const ready: number[] = [];
      const saves: number[] = [];
      const rss: number[] = [];
      for (let i = 0; i < runs; i++) {
        const found = await measureDevServer({ root, siteDir, pageFile: changed, route, saves: 3, log });
        ready.push(found.readyMs);
        saves.push(...found.saveToServed);
        if (found.peakRss !== undefined) rss.push(found.peakRss);
      }
      result.devReadyRuns = ready.map(Math.round);
      result.devReadyMs = median(ready);
      result.saveToServed = saves.map(Math.round);
      result.saveToServedMs = median(saves);
      if (rss.length) result.devPeakRss = Math.max(...rss);
      step(`dev server ready ${Math.round(result.devReadyMs)} ms, save to served ${Math.round(result.saveToServedMs)} ms`);
    }
  } catch (error) {
    result.error = (error as Error).message;
    log(`N=${count}: ${result.error}`);
  } finally {
    result.loadAverageEnd = loadavg()[0]!;
    const indexEnd = await benchmarkIndex();
    if (indexEnd !== undefined) result.benchmarkIndexEnd = indexEnd;
    rmSync(tmp, { recursive: true, force: true });
    rmSync(bundleCacheDir(siteDir, root), { recursive: true, force: true });
  }
  return result;
}
