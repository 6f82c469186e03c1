/**
 * `npm run bench`: builds the site, serves it (and a zero-JavaScript copy) on 127.0.0.1, runs
 * Lighthouse on every route and prints medians, bundle sizes, build time and PASS/FAIL per target.
 * `npm run bench -- --scale` (or `npm run bench:scale`): validate and build times of generated
 * sites of 20, 1,000 and 10,000 pages: validate, build, rebuild and dev server times, peak memory. See README.md, "Benchmarks", and `npm run bench -- --help`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { viteBuild } from './build.ts';
import { builtRoutes, bundleSizes, routeInitialJs, type FileSize, type InitialJs } from './bundle.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, closeAllChromium, killAllChromiumSync } from './chromium.ts';
import { measureEditorPreview, type EditorPreviewResult } from './editor-preview.ts';
import { runLighthouse, type Lhr, type RunMetrics } from './lighthouse.ts';
import { parseOptions, USAGE, type BenchOptions } from './options.ts';
import { htmlFile } from '../src/content/routes.ts';
import {
  bundleTable,
  editorPreviewLine,
  editorPreviewTarget,
  findingsReport,
  isNoindex,
  machineNote,
  initialJsTable,
  lighthouseTable,
  lighthouseTargets,
  ratioTable,
  summarize,
  targetTable,
  type RouteResult,
  type TargetCheck,
  type VariantResult,
} from './report.ts';
import { longFileTable, longFileTargets, runLongFiles } from './long-files.ts';
import { measurePictures, printPictures, type PicturesResult } from './pictures.ts';
import { runScale, type ScaleResult } from './scale.ts';
import { scaleTable, scaleTargets } from './scale-report.ts';
import { serve, type Served } from './serve.ts';
import { waitForIdle } from './idle.ts';
import { duration } from './stats.ts';
import { documentSizes, makeZeroJsCopy } from './zero-js.ts';

const ROOT = process.cwd();
const CACHE = join(ROOT, '.cache/bench');
const log = (line: string) => process.stderr.write(`${line}\n`);
const servers: Served[] = [];

async function shutdown() {
  await Promise.allSettled([closeAllChromium(), ...servers.map((s) => s.close())]);
}

process.on('exit', killAllChromiumSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`\n${signal}: stopping the browsers and servers`);
    void shutdown().finally(() => process.exit(130));
  });
}

function writeJson(file: string, value: unknown) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

const slug = (route: string) => (route === '/' ? 'index' : route.slice(1).replace(/\//g, '__'));
const failed = (checks: TargetCheck[]) => checks.some((c) => c.pass === false);

async function measure(
  url: string,
  label: string,
  { attempts = 2, waitIdle = 0 } = {},
): Promise<{ metrics?: RunMetrics; lhr?: Lhr; error?: string }> {
  let error = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (waitIdle > 0) {
      const idle = await waitForIdle(waitIdle * 1000);
      if (idle.waitedMs > 1500)
        log(`${label}: waited ${duration(idle.waitedMs)} for a quiet machine (CPUs ${Math.round(idle.busy * 100)}% busy)`);
    }
    const start = performance.now();
    try {
      const { metrics, lhr } = await runLighthouse(url);
      const s = metrics.scores;
      log(
        `${label}: load ${metrics.loadAverage?.toFixed(1)} Perf ${s.performance} A11y ${s.accessibility} BP ${s['best-practices']} SEO ${s.seo} LCP ${Math.round(metrics.lcp)} ms TBT ${Math.round(metrics.tbt)} ms CLS ${metrics.cls.toFixed(3)} (${duration(performance.now() - start)})${metrics.runtimeError ? ` runtime error: ${metrics.runtimeError}` : ''}`,
      );
      if (metrics.runtimeError && attempt < attempts) continue;
      return { metrics, lhr };
    } catch (e) {
      error = (e as Error).message.split('\n')[0]!;
      log(`${label}: failed (${error})${attempt < attempts ? ', retrying' : ''}`);
    }
  }
  return { error };
}

async function lighthouseBench(options: BenchOptions): Promise<number> {
  const outDir = resolve(ROOT, options.outDir);
  let buildMs: number | undefined;
  if (!options.skipBuild) {
    log(`vite build --outDir ${relative(ROOT, outDir) || '.'} ...`);
    const build = await viteBuild(outDir, { root: ROOT });
    if (build.code !== 0) {
      log(build.tail);
      log(`vite build failed (exit ${build.code}) after ${duration(build.ms)}`);
      return 1;
    }
    buildMs = build.ms;
    log(`vite build: ${duration(build.ms)}${build.retried ? ' (second try: a concurrent build clobbered .cache/ssr)' : ''}`);
  }
  if (!existsSync(join(outDir, 'index.html')))
    throw new Error(`No build in ${relative(ROOT, outDir) || '.'}: run without --skip-build or build first`);
  const allRoutes = builtRoutes(outDir);
  if (!allRoutes.length) throw new Error(`No prerendered pages in ${outDir}: build first or drop --skip-build`);
  const unknown = (options.routes ?? []).filter((r) => !allRoutes.includes(r));
  if (unknown.length) throw new Error(`Not a route of the build: ${unknown.join(', ')}\nRoutes: ${allRoutes.join(' ')}`);
  const routes = options.routes ?? allRoutes;

  const files = bundleSizes(outDir);
  const initial = new Map<string, InitialJs>(allRoutes.map((route) => [route, routeInitialJs(outDir, route)]));

  const zeroDir = join(CACHE, 'zero-js');
  if (options.zeroJs) log(`zero-JS copy: ${makeZeroJsCopy(outDir, zeroDir)} documents stripped into ${relative(ROOT, zeroDir)}`);
  const page = await serve(outDir, { root: ROOT, gzip: options.gzip });
  servers.push(page);
  const zero = options.zeroJs ? await serve(zeroDir, { root: ROOT, gzip: options.gzip }) : undefined;
  if (zero) servers.push(zero);
  log(
    `serving ${page.origin} (build)${zero ? ` and ${zero.origin} (zero-JS)` : ''}; Chromium ${CHROMIUM_PATH} ${CHROMIUM_FLAGS.join(' ')}`,
  );

  const total = routes.length * options.runs * (zero ? 2 : 1);
  log(`warm-up run (not counted), then ${total} Lighthouse runs`);
  await measure(`${page.origin}${routes[0]}`, 'warm-up', { attempts: 1 });
  const lhStart = performance.now();
  let done = 0;
  let lighthouseVersion: string | undefined;
  let userAgent: string | undefined;
  const results: RouteResult[] = [];
  for (const route of routes) {
    const variants: [string, Served | undefined, VariantResult, Lhr[]][] = [
      ['page', page, { runs: [], errors: [] }, []],
      ['zero-js', zero, { runs: [], errors: [] }, []],
    ];
    for (let run = 1; run <= options.runs; run++) {
      for (const [name, server, result, lhrs] of variants) {
        if (!server) continue;
        done++;
        const elapsed = performance.now() - lhStart;
        const eta = done > 1 ? ` eta ${duration((elapsed / (done - 1)) * (total - done + 1))}` : '';
        const measured = await measure(`${server.origin}${route}`, `[${done}/${total}${eta}] ${route} ${name} run ${run}`, {
          waitIdle: options.waitIdle,
        });
        if (measured.metrics) {
          result.runs.push(measured.metrics);
          lhrs.push(measured.lhr!);
          lighthouseVersion ??= measured.lhr!.lighthouseVersion;
          userAgent ??= measured.lhr!.environment?.hostUserAgent;
        } else result.errors.push(measured.error ?? 'unknown error');
      }
    }
    const routeResult: RouteResult = { route, page: variants[0]![2] };
    if (isNoindex(readFileSync(join(outDir, htmlFile(route)), 'utf8'))) routeResult.noindex = true;
    if (zero) routeResult.zeroJs = variants[1]![2];
    for (const [name, server, result, lhrs] of variants) {
      if (!server) continue;
      Object.assign(result, summarize(result.runs));
      const lhr = result.representative === undefined ? undefined : lhrs[result.representative];
      if (lhr) writeJson(join(CACHE, 'lhr', name, `${slug(route)}.json`), lhr);
    }
    const [p, z] = [routeResult.page.median, routeResult.zeroJs?.median];
    if (p && z && z.lcp > 0) routeResult.lcpRatio = p.lcp / z.lcp;
    if (p && z) routeResult.tbtDelta = p.tbt - z.tbt;
    Object.assign(routeResult, documentSizes(outDir, zero ? zeroDir : undefined, route));
    results.push(routeResult);
  }
  const lighthouseMs = performance.now() - lhStart;
  await shutdown();
  const editorPreview = options.editorPreview === 'skip' ? undefined : await editorPreviewBench(options);
  const pictures = options.pictures
    ? await measurePictures({
        root: ROOT,
        cacheDir: CACHE,
        runs: options.runs,
        gzip: options.gzip,
        measure: (url, label) => measure(url, label, { waitIdle: options.waitIdle }),
        log,
      })
    : undefined;

  const checks = printLighthouse({
    results,
    runs: options.runs,
    files,
    initial,
    buildMs,
    lighthouseMs,
    total,
    lighthouseVersion,
    editorPreview,
    totalMs: performance.now() - started,
  });
  if (pictures) checks.push(...printPictures(pictures));
  const reportFile = resolve(ROOT, options.report ?? join(CACHE, 'report.json'));
  writeJson(reportFile, {
    date: new Date().toISOString(),
    options,
    environment: {
      node: process.version,
      lighthouse: lighthouseVersion,
      userAgent,
      chromium: CHROMIUM_PATH,
      chromiumFlags: CHROMIUM_FLAGS,
      gzipDocuments: options.gzip,
    },
    timings: { buildMs, lighthouseMs, runs: total, totalMs: performance.now() - started },
    targets: checks,
    routes: results.map((r) => ({
      ...r,
      page: {
        ...r.page,
        runs: r.page.runs.map(({ findings, ...rest }, i) => (i === r.page.representative ? { ...rest, findings } : rest)),
      },
      ...(r.zeroJs
        ? {
            zeroJs: {
              ...r.zeroJs,
              runs: r.zeroJs.runs.map(({ findings, ...rest }, i) => (i === r.zeroJs!.representative ? { ...rest, findings } : rest)),
            },
          }
        : {}),
    })),
    bundle: files,
    initialJs: Object.fromEntries(initial),
    editorPreview,
    pictures,
  });
  log(`report: ${relative(ROOT, reportFile)}; Lighthouse results of the median runs: ${relative(ROOT, join(CACHE, 'lhr'))}/`);
  return options.check && failed(checks) ? 1 : 0;
}

interface Printable {
  results: RouteResult[];
  runs: number;
  files: FileSize[];
  initial: Map<string, InitialJs>;
  buildMs?: number;
  lighthouseMs: number;
  total: number;
  lighthouseVersion?: string;
  editorPreview?: EditorPreviewResult;
  totalMs: number;
}

function printLighthouse({
  results,
  runs,
  files,
  initial,
  buildMs,
  lighthouseMs,
  total,
  lighthouseVersion,
  editorPreview,
  totalMs,
}: Printable): TargetCheck[] {
  const checks = [...lighthouseTargets(results, initial.get('/')), editorPreviewTarget(editorPreview)];
  const out = [
    lighthouseTable(results, runs),
    '',
    ratioTable(results),
    '',
    bundleTable(files),
    '',
    initialJsTable(initial),
    '',
    findingsReport(results),
    '',
    ...(editorPreview ? [editorPreviewLine(editorPreview), ''] : []),
    targetTable(checks),
    '',
    machineNote(results, cpus().length),
    `Build: ${buildMs === undefined ? 'skipped (--skip-build)' : duration(buildMs)}; Lighthouse: ${total} runs in ${duration(lighthouseMs)} (${duration(lighthouseMs / Math.max(total, 1))} each)${lighthouseVersion ? `, Lighthouse ${lighthouseVersion}` : ''}; total ${duration(totalMs)}.`,
  ];
  console.log(out.join('\n'));
  return checks;
}

/** `--from-report FILE`: print the tables and targets of a saved report again (with this version's rules). */
function reprint(file: string, options: BenchOptions): number {
  const report = JSON.parse(readFileSync(resolve(ROOT, file), 'utf8')) as {
    options: BenchOptions;
    environment?: { lighthouse?: string };
    timings: { buildMs?: number; lighthouseMs: number; runs: number; totalMs: number };
    routes: RouteResult[];
    bundle: FileSize[];
    initialJs: Record<string, InitialJs>;
    editorPreview?: EditorPreviewResult;
    pictures?: PicturesResult;
  };
  const outDir = resolve(ROOT, report.options.outDir ?? 'dist');
  const results = report.routes.map((r) => {
    const html = join(outDir, htmlFile(r.route));
    const runsOf = (v: VariantResult) => v.runs.map((run) => ({ ...run, findings: run.findings ?? [] }));
    const fixed: RouteResult = { ...r, page: { ...r.page, runs: runsOf(r.page) } };
    if (r.zeroJs) fixed.zeroJs = { ...r.zeroJs, runs: runsOf(r.zeroJs) };
    if (r.noindex === undefined && existsSync(html) && isNoindex(readFileSync(html, 'utf8'))) fixed.noindex = true;
    return fixed;
  });
  const checks = printLighthouse({
    results,
    runs: report.options.runs,
    files: report.bundle,
    initial: new Map(Object.entries(report.initialJs)),
    ...(report.timings.buildMs === undefined ? {} : { buildMs: report.timings.buildMs }),
    lighthouseMs: report.timings.lighthouseMs,
    total: report.timings.runs,
    ...(report.environment?.lighthouse ? { lighthouseVersion: report.environment.lighthouse } : {}),
    ...(report.editorPreview ? { editorPreview: report.editorPreview } : {}),
    totalMs: report.timings.totalMs,
  });
  if (report.pictures) checks.push(...printPictures(report.pictures));
  return options.check && failed(checks) ? 1 : 0;
}

/** The editor's preview delay on the dev server (a copy of site/), logged as it goes. */
async function editorPreviewBench(options: BenchOptions): Promise<EditorPreviewResult> {
  log(`editor preview: timing ${options.changes} changes on the dev server`);
  return measureEditorPreview({ root: ROOT, changes: options.changes, log });
}

/** `--editor-preview`: the editor's preview delay alone, with its target. */
async function editorPreviewOnly(options: BenchOptions): Promise<number> {
  const result = await editorPreviewBench(options);
  const checks = [editorPreviewTarget(result)];
  console.log([editorPreviewLine(result), '', targetTable(checks), '', `Total ${duration(performance.now() - started)}.`].join('\n'));
  const reportFile = resolve(ROOT, options.report ?? join(CACHE, 'editor-preview-report.json'));
  writeJson(reportFile, {
    date: new Date().toISOString(),
    options,
    environment: { node: process.version },
    editorPreview: result,
    targets: checks,
  });
  log(`report: ${relative(ROOT, reportFile)}`);
  return (options.check && failed(checks)) || result.error ? 1 : 0;
}

async function scaleBench(options: BenchOptions): Promise<number> {
  const results: ScaleResult[] = [];
  for (const size of options.sizes)
    results.push(await runScale(size, { root: ROOT, runs: options.runs, dev: options.devServer, hugo: options.hugo, log }));
  log('long files: loadSite() of one long page');
  const longFiles = runLongFiles({ root: ROOT, runs: options.runs });
  const checks = [...scaleTargets(results), ...longFileTargets(longFiles)];
  const machine = `${cpus().length} CPUs; load average (1 min) from ${results[0]?.loadAverage.toFixed(1)} to ${results.at(-1)?.loadAverageEnd?.toFixed(1)}; ${options.runs} runs per measurement.`;
  const total = `Total ${duration(performance.now() - started)}.`;
  console.log([scaleTable(results), '', longFileTable(longFiles), '', targetTable(checks), '', machine, total].join('\n'));
  const reportFile = resolve(ROOT, options.report ?? join(CACHE, 'scale-report.json'));
  writeJson(reportFile, {
    date: new Date().toISOString(),
    options,
    environment: { node: process.version },
    results,
    longFiles,
    targets: checks,
    totalMs: performance.now() - started,
  });
  log(`report: ${relative(ROOT, reportFile)}`);
  return (options.check && failed(checks)) || results.some((r) => r.error) ? 1 : 0;
}

const started = performance.now();
let code = 1;
try {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    code = 0;
  } else if (options.fromReport) code = reprint(options.fromReport, options);
  else if (options.editorPreview === 'only') code = await editorPreviewOnly(options);
  else code = options.scale ? await scaleBench(options) : await lighthouseBench(options);
} catch (error) {
  log(`bench: ${(error as Error).message}`);
  code = 1;
} finally {
  await shutdown();
}
process.exit(code);
