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
import { timedRun, viteBuild } from './build.ts';
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

export interface ScaleResult {
  pages: number;
  /** loadSite() in this process: median of the runs, and each run (ms). */
  loadSiteMs: number;
  loadSiteRuns: number[];
  /** CPU time of loadSite() (median of the runs, ms). */
  loadSiteCpuMs: number;
  /** 1-minute load average when this size started (other work on the machine slows every number). */
  loadAverage: number;
  /** `npm run validate` as a child process (ms), and whether it exited 0. */
  validateProcessMs: number;
  validateCpuMs: number;
  validateOk: boolean;
  /** `vite build` into a temporary outDir (ms), and whether it succeeded. */
  buildMs: number;
  buildCpuMs: number;
  buildOk: boolean;
  /** The first build failed because another build replaced .cache/ssr at the same time. */
  buildRetried?: boolean;
  /** Documents written (pages + 404). */
  documents: number;
  homeInitialJs?: InitialJs;
  error?: string;
}

function countHtml(dir: string): number {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((name) => name.endsWith('.html')).length;
}

/** Generate, validate (in process and as `npm run validate`) and build a site of `count` pages. */
export async function runScale(
  count: number,
  { root = process.cwd(), sourceSiteDir = resolve(root, 'site'), loadRuns = 3, log = (_: string) => {} } = {},
): Promise<ScaleResult> {
  const tmp = mkdtempSync(join(tmpdir(), `bench-scale-${count}-`));
  const siteDir = join(tmp, 'site');
  const outDir = join(tmp, 'dist');
  const result: ScaleResult = {
    pages: count,
    loadAverage: loadavg()[0]!,
    loadSiteMs: Number.NaN,
    loadSiteRuns: [],
    loadSiteCpuMs: Number.NaN,
    validateProcessMs: Number.NaN,
    validateCpuMs: Number.NaN,
    validateOk: false,
    buildMs: Number.NaN,
    buildCpuMs: Number.NaN,
    buildOk: false,
    documents: 0,
  };
  try {
    writeGeneratedSite(sourceSiteDir, siteDir, count);
    log(`N=${count}: generated ${count} pages in ${relative(root, siteDir) || siteDir}`);
    const schemaDir = resolve(root, 'schema');
    const cpu: number[] = [];
    for (let i = 0; i < loadRuns; i++) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      const loaded = loadSite({ siteDir, schemaDir });
      result.loadSiteRuns.push(performance.now() - start);
      const used = process.cpuUsage(startCpu);
      cpu.push((used.user + used.system) / 1000);
      if (!loaded.model) {
        const errors = loaded.issues.filter((issue) => issue.severity === 'error');
        throw new Error(
          `the generated site is invalid: ${errors.length} errors, first: ${errors[0]?.file}:${errors[0]?.line} ${errors[0]?.message ?? ''}`,
        );
      }
    }
    result.loadSiteMs = median(result.loadSiteRuns);
    result.loadSiteCpuMs = median(cpu);
    log(`N=${count}: loadSite ${Math.round(result.loadSiteMs)} ms; npm run validate...`);
    const validate = await timedRun('npm', ['run', 'validate', '--silent'], { cwd: root, env: { SITE_DIR: siteDir } });
    result.validateProcessMs = validate.ms;
    result.validateCpuMs = validate.cpuMs;
    result.validateOk = validate.code === 0;
    if (!result.validateOk) log(`npm run validate failed:\n${validate.tail}`);
    log(`N=${count}: npm run validate ${Math.round(validate.ms)} ms; vite build...`);
    const build = await viteBuild(outDir, { root, siteDir });
    result.buildMs = build.ms;
    result.buildCpuMs = build.cpuMs;
    result.buildOk = build.code === 0;
    if (build.retried) result.buildRetried = true;
    if (!result.buildOk) throw new Error(`vite build failed (exit ${build.code}):\n${build.tail}`);
    result.documents = countHtml(outDir);
    result.homeInitialJs = routeInitialJs(outDir, '/');
    log(
      `N=${count}: build ${Math.round(build.ms)} ms, ${result.documents} documents${build.retried ? ' (second try: a concurrent build clobbered .cache/ssr)' : ''}`,
    );
  } catch (error) {
    result.error = (error as Error).message;
    log(`N=${count}: ${result.error}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return result;
}
