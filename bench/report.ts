import type { FileSize, InitialJs } from './bundle.ts';
import { CATEGORIES, documentRoundTrips, type AuditFinding, type Category, type RunMetrics } from './lighthouse.ts';
import type { EditorPreviewResult } from './editor-preview.ts';
import { duration, kb, median, medianIndex } from './stats.ts';

export type MedianMetrics = Pick<
  RunMetrics,
  'scores' | 'lcp' | 'fcp' | 'tbt' | 'cls' | 'speedIndex' | 'jsBytes' | 'jsGzip' | 'documentBytes'
>;

export interface VariantResult {
  runs: RunMetrics[];
  errors: string[];
  median?: MedianMetrics;
  /** Index in runs of the run with the median Performance score: its audits are reported. */
  representative?: number;
}

export interface RouteResult {
  route: string;
  page: VariantResult;
  zeroJs?: VariantResult;
  /** median LCP(page) / median LCP(zero-JS). */
  lcpRatio?: number;
  /** median TBT(page) − median TBT(zero-JS): the blocking time the scripts add. */
  tbtDelta?: number;
  /** The document at gzip level 9: as built, and as its zero-JavaScript copy (bytes). */
  html?: { gzip: number; zeroJsGzip?: number };
  /** The page holds a lead form: its JavaScript budget is the larger one. */
  leadForm?: boolean;
  /** The page asks search engines not to index it (`<meta name="robots" content="noindex...">`). */
  noindex?: boolean;
}

/** Whether a document carries a robots noindex meta tag. */
export function isNoindex(html: string): boolean {
  return /<meta\s+name=["']robots["']\s+content=["'][^"']*\bnoindex\b/i.test(html);
}

/** A list of offenders, cut after `max`. */
function few(items: string[], max = 6): string {
  return items.length > max ? `${items.slice(0, max).join(', ')} … (${items.length - max} more)` : items.join(', ');
}

/** SEO audits other than is-crawlable that failed on the representative run. */
function seoFailuresBesidesCrawlable(r: RouteResult): number {
  const run = r.page.representative === undefined ? undefined : r.page.runs[r.page.representative];
  return (run?.findings ?? []).filter((f) => f.category === 'seo' && !f.context && f.id !== 'is-crawlable').length;
}

export interface TargetCheck {
  name: string;
  target: string;
  actual: string;
  /** undefined: not measured in this run, or not judged (tooSlow). */
  pass?: boolean;
  /** The zero-JavaScript copy alone is above the target: this machine cannot judge it. */
  tooSlow?: boolean;
}

export const TARGETS = {
  performance: 100,
  otherScores: 100,
  lcpRatio: 1.03,
  tbtMs: 30,
  /** TBT(page) − TBT(zero-JS). */
  tbtDeltaMs: 15,
  /** gzip(document) / gzip(its zero-JavaScript copy). */
  htmlGzipRatio: 1.15,
  cls: 0.01,
  homeInitialJsGzip: 100 * 1024,
  /** All the JavaScript a route's load requests, gzip level 9 summed (RunMetrics.jsGzip), on a route without a lead form… */
  loadJsGzip: 60 * 1024,
  /** …and on a route with one. */
  loadJsGzipLeadForm: 80 * 1024,
  editorPreviewMs: 300,
  editorChangesMin: 5,
};

/** Medians of a variant's runs (each metric on its own) and the representative run. */
export function summarize(runs: RunMetrics[]): Pick<VariantResult, 'median' | 'representative'> {
  const ok = runs.filter((run) => !run.runtimeError);
  if (!ok.length) return {};
  const m = (pick: (run: RunMetrics) => number) => median(ok.map(pick));
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => {
      const values = ok.map((run) => run.scores[c]).filter((v): v is number => v !== null);
      return [c, values.length ? median(values) : null];
    }),
  ) as Record<Category, number | null>;
  const perf = runs.map((run) => (run.runtimeError ? Number.NaN : (run.scores.performance ?? Number.NaN)));
  return {
    median: {
      scores,
      lcp: m((r) => r.lcp),
      fcp: m((r) => r.fcp),
      tbt: m((r) => r.tbt),
      cls: m((r) => r.cls),
      speedIndex: m((r) => r.speedIndex),
      jsBytes: m((r) => r.jsBytes),
      // Reports saved before the figure existed have none: NaN, shown as "–".
      jsGzip: m((r) => r.jsGzip ?? Number.NaN),
      documentBytes: m((r) => r.documentBytes ?? Number.NaN),
    },
    representative: medianIndex(perf.map((v) => (Number.isNaN(v) ? Number.POSITIVE_INFINITY : v))),
  };
}

/** A plain text table: the first row is the header; columns after the first are right-aligned. */
export function table(rows: (string | number)[][], leftColumns = 1): string {
  const cells = rows.map((row) => row.map(String));
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i < leftColumns ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

const score = (v: number | null | undefined) => (v === null || v === undefined || Number.isNaN(v) ? '–' : String(Math.round(v)));
const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '–' : String(Math.round(v)));

export function lighthouseTable(results: RouteResult[], runs: number): string {
  const head = [
    'route',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS KB',
    'JS gz KB',
    'FCP ms',
    '0-JS LCP',
    '0-JS TBT',
    '0-JS Perf',
    'LCP ratio',
  ];
  const rows = results.map(({ route, page, zeroJs, lcpRatio }) => {
    const p = page.median;
    const z = zeroJs?.median;
    return [
      route + (page.errors.length ? ` (${page.errors.length} failed)` : ''),
      score(p?.scores.performance),
      score(p?.scores.accessibility),
      score(p?.scores['best-practices']),
      score(p?.scores.seo),
      ms(p?.lcp),
      ms(p?.tbt),
      p ? p.cls.toFixed(3) : '–',
      p ? (p.jsBytes / 1024).toFixed(1) : '–',
      p && !Number.isNaN(p.jsGzip) ? (p.jsGzip / 1024).toFixed(1) : '–',
      ms(p?.fcp),
      ms(z?.lcp),
      ms(z?.tbt),
      score(z?.scores.performance),
      lcpRatio === undefined ? '–' : lcpRatio.toFixed(3),
    ];
  });
  return [
    `Lighthouse medians of ${runs} run${runs === 1 ? '' : 's'} per route (mobile, simulated throttling; JS KB = every script request of the load as transferred, headers included; JS gz KB = the same files at gzip level 9; 0-JS = the same HTML without scripts, whose TBT is the noise floor):`,
    table([head, ...rows]),
    '',
    loadJsTable(results),
  ].join('\n');
}

/** The median of one figure over every run of a route, both variants. */
function routeMedian(r: RouteResult, pick: (run: RunMetrics) => number | undefined): number {
  return median([...r.page.runs, ...(r.zeroJs?.runs ?? [])].map((run) => pick(run) ?? Number.NaN));
}

/**
 * The comparison with the zero-JavaScript copy, route by route, measured in the same run on the
 * same machine: the figures the targets are ratios or differences of, with the machine's
 * Lighthouse benchmarkIndex and load average during that route's runs beside them.
 */
export function ratioTable(results: RouteResult[]): string {
  const head = [
    'route',
    'LCP ratio',
    'TBT ms',
    '0-JS TBT',
    'TBT Δ',
    'HTML gz KB',
    '0-JS gz KB',
    'HTML ratio',
    'JS gz KB',
    'JS budget',
    'bench idx',
    'load',
    'doc KB',
    'doc RTs',
  ];
  const rows = results.map((r) => {
    const p = r.page.median;
    const ratio = htmlRatio(r);
    const index = routeMedian(r, (run) => run.benchmarkIndex);
    const load = routeMedian(r, (run) => run.loadAverage);
    return [
      r.route,
      r.lcpRatio === undefined ? '–' : r.lcpRatio.toFixed(3),
      ms(p?.tbt),
      ms(r.zeroJs?.median?.tbt),
      ms(r.tbtDelta),
      r.html ? (r.html.gzip / 1024).toFixed(1) : '–',
      r.html?.zeroJsGzip ? (r.html.zeroJsGzip / 1024).toFixed(1) : '–',
      Number.isNaN(ratio) ? '–' : ratio.toFixed(3),
      p && !Number.isNaN(p.jsGzip) ? (p.jsGzip / 1024).toFixed(1) : '–',
      kb(jsBudget(r), 0) + (r.leadForm ? ' (form)' : ''),
      Number.isNaN(index) ? '–' : String(Math.round(index)),
      Number.isNaN(load) ? '–' : load.toFixed(1),
      ...documentColumns(r),
    ];
  });
  const more = results.filter((r) => documentTrips(r).page > documentTrips(r).zeroJs).map((r) => r.route);
  const note = more.length
    ? `\nOne more round trip for the document than for its zero-JS copy (doc RTs; ${few(more)}): under simulated throttling its first paint waits one round trip (150 ms) more, whatever its scripts do.`
    : '';
  return `Against the zero-JavaScript copy (every <script> but ld+json removed), per route in this run (HTML at gzip level 9; bench idx = Lighthouse benchmarkIndex, load = 1-min load average, medians of the route's runs; doc KB = the document on the wire, headers included, page / zero-JS, and doc RTs the round trips it takes in Lighthouse's TCP model):\n${table([head, ...rows])}${note}`;
}

/** The round trips the route's document and its zero-JS copy take in Lighthouse's TCP model (NaN when not measured). */
function documentTrips(r: RouteResult): { page: number; zeroJs: number } {
  const trips = (bytes: number | undefined) => (bytes === undefined || Number.isNaN(bytes) ? Number.NaN : documentRoundTrips(bytes));
  return { page: trips(r.page.median?.documentBytes), zeroJs: trips(r.zeroJs?.median?.documentBytes) };
}

function documentColumns(r: RouteResult): [string, string] {
  const kbOf = (bytes: number | undefined) => (bytes === undefined || Number.isNaN(bytes) ? '–' : (bytes / 1024).toFixed(1));
  const { page, zeroJs } = documentTrips(r);
  const trips = (n: number) => (Number.isNaN(n) ? '–' : String(n));
  return [`${kbOf(r.page.median?.documentBytes)} / ${kbOf(r.zeroJs?.median?.documentBytes)}`, `${trips(page)} / ${trips(zeroJs)}`];
}

/** A file of the build without its content hash: `/_app/Hero-Ab12.js` → `Hero`. */
function shortName(url: string): string {
  const path = /^https?:/.test(url) ? new URL(url).pathname : url;
  return path.replace(/^.*\//, '').replace(/(-[\w]{6,12})?\.m?js$/, '');
}

/** The script requests of each route's representative run: what the load downloaded, before and after the first paint. */
export function loadJsTable(results: RouteResult[]): string {
  const rows = results.flatMap(({ route, page }) => {
    const run = page.representative === undefined ? undefined : page.runs[page.representative];
    if (!run?.jsFiles) return [];
    const gzip = run.jsGzip ?? Number.NaN;
    const files = few(
      run.jsFiles.map((f) => shortName(f.url)),
      12,
    );
    return [[route, files, run.jsFiles.length, kb(run.jsBytes, 1), Number.isNaN(gzip) ? '–' : kb(gzip, 1)]];
  });
  if (!rows.length) return 'JavaScript requested during the load: not recorded in this report.';
  return `JavaScript requested during the load (representative run; all script requests in Lighthouse's network log):\n${table([['route', 'files', 'requests', 'transferred', 'gzip -9'], ...rows], 2)}`;
}

export function bundleTable(files: FileSize[]): string {
  const total = files.reduce((acc, f) => ({ raw: acc.raw + f.raw, gzip: acc.gzip + f.gzip }), { raw: 0, gzip: 0 });
  const rows = files.map((f) => [f.file, kb(f.raw, 2), kb(f.gzip, 2)]);
  return `JavaScript files (${files.length}):\n${table([['file', 'raw', 'gzip'], ...rows, ['total', kb(total.raw, 2), kb(total.gzip, 2)]])}`;
}

export function initialJsTable(initial: Map<string, InitialJs>): string {
  const rows = [...initial].map(([route, js]) => [
    route,
    js.files.length,
    kb(js.raw, 2),
    kb(js.gzip, 2),
    js.missing.length ? `missing: ${js.missing.join(', ')}` : '',
  ]);
  return `Initial JavaScript per route (entry script + modulepreloads, gzip level 9 summed):\n${table([['route', 'files', 'raw', 'gzip', ''], ...rows])}`;
}

/** A route's budget for the JavaScript of its load. */
export const jsBudget = (r: RouteResult): number => (r.leadForm ? TARGETS.loadJsGzipLeadForm : TARGETS.loadJsGzip);

/** gzip(document) / gzip(zero-JS copy), NaN when either is missing. */
export const htmlRatio = (r: RouteResult): number => (r.html?.zeroJsGzip ? r.html.gzip / r.html.zeroJsGzip : Number.NaN);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A per-route figure of the comparison with the zero-JavaScript copy, at most `max` on every route. */
function ratioCheck(
  name: string,
  routes: RouteResult[],
  value: (r: RouteResult) => number,
  max: number,
  show: (v: number) => string,
): TargetCheck {
  const failing = routes.filter((r) => value(r) > max);
  const top = worst(routes, value, true);
  return {
    name,
    target: `≤ ${show(max)} on every route`,
    actual: top
      ? `max ${show(value(top))} (${top.route})${failing.length ? `; above on ${plural(failing.length, 'route')}: ${few(failing.map((r) => `${r.route} ${show(value(r))}`))}` : ''}`
      : 'not measured (--no-zero-js)',
    pass: top ? failing.length === 0 : undefined,
  };
}

/**
 * TBT against its absolute target. A route whose zero-JavaScript copy alone blocks for longer than
 * the target says the machine is too slow to judge it (the noise floor is above the line): such a
 * route is never counted as a pass. A route above the target whose copy is below it fails.
 */
function tbtCheck(measured: RouteResult[]): TargetCheck {
  const max = TARGETS.tbtMs;
  const slow = measured.filter((r) => (r.zeroJs?.median?.tbt ?? 0) > max);
  const failing = measured.filter((r) => r.page.median!.tbt > max && !slow.includes(r));
  const top = worst(measured, (r) => r.page.median!.tbt, true);
  const notes = [
    failing.length ? `above on ${plural(failing.length, 'route')}: ${few(failing.map((r) => `${r.route} ${ms(r.page.median!.tbt)}`))}` : '',
    slow.length
      ? `not judged, the zero-JS copy alone is above ${max} ms (machine too slow): ${few(slow.map((r) => `${r.route} ${ms(r.zeroJs!.median!.tbt)}`))}`
      : '',
  ].filter(Boolean);
  const noFloor = measured.some((r) => !r.zeroJs?.median);
  return {
    name: 'TBT',
    target: `≤ ${max} ms on every route`,
    actual: top
      ? `max ${ms(top.page.median!.tbt)} ms${notes.length ? `; ${notes.join('; ')}` : ''}${noFloor ? '; noise floor not measured (--no-zero-js)' : ''}`
      : 'not measured',
    ...(top && !failing.length && slow.length ? { tooSlow: true } : { pass: top ? failing.length === 0 : undefined }),
  };
}

function worst<T>(items: T[], value: (item: T) => number, higherIsWorse: boolean): T | undefined {
  return [...items].sort((a, b) => (higherIsWorse ? value(b) - value(a) : value(a) - value(b)))[0];
}

/** PASS/FAIL for the Lighthouse and bundle targets. */
export function lighthouseTargets(results: RouteResult[], homeInitialJs: InitialJs | undefined): TargetCheck[] {
  const measured = results.filter((r) => r.page.median);
  const checks: TargetCheck[] = [];
  const scoreCheck = (name: string, category: Category, min: number) => {
    const below = measured.filter((r) => (r.page.median!.scores[category] ?? 0) < min);
    // A page that asks not to be indexed fails is-crawlable by design; only its other SEO audits count.
    const exempt = category === 'seo' ? below.filter((r) => r.noindex && seoFailuresBesidesCrawlable(r) === 0) : [];
    const failing = below.filter((r) => !exempt.includes(r));
    const counted = measured.filter((r) => !exempt.includes(r));
    const low = worst(counted, (r) => r.page.median!.scores[category] ?? 0, false);
    const notes = [
      failing.length ? `below: ${few(failing.map((r) => `${r.route} ${score(r.page.median!.scores[category])}`))}` : '',
      exempt.length
        ? `not counted: ${exempt.map((r) => `${r.route} ${score(r.page.median!.scores[category])} (noindex, is-crawlable fails by design)`).join(', ')}`
        : '',
    ].filter(Boolean);
    checks.push({
      name,
      target: min === 100 ? '= 100 on every route' : `≥ ${min} on every route`,
      actual: measured.length
        ? `min ${score(low?.page.median!.scores[category])}${notes.length ? `; ${notes.join('; ')}` : ''}`
        : 'not measured',
      pass: measured.length ? failing.length === 0 && measured.length === results.length : undefined,
    });
  };
  scoreCheck('Performance', 'performance', TARGETS.performance);
  scoreCheck('Accessibility', 'accessibility', TARGETS.otherScores);
  scoreCheck('Best Practices', 'best-practices', TARGETS.otherScores);
  scoreCheck('SEO', 'seo', TARGETS.otherScores);
  const ratios = results.filter((r) => r.lcpRatio !== undefined);
  const ratioFail = ratios.filter((r) => r.lcpRatio! > TARGETS.lcpRatio);
  checks.push({
    name: 'LCP / LCP(zero-JS)',
    target: `≤ ${TARGETS.lcpRatio} on every route`,
    actual: ratios.length
      ? `max ${worst(ratios, (r) => r.lcpRatio!, true)!.lcpRatio!.toFixed(3)}${ratioFail.length ? `; above on ${ratioFail.length} route${ratioFail.length === 1 ? '' : 's'}: ${few(ratioFail.map((r) => `${r.route} ${r.lcpRatio!.toFixed(3)}`))}` : ''}`
      : 'not measured (--no-zero-js)',
    pass: ratios.length ? ratioFail.length === 0 : undefined,
  });
  const metricCheck = (name: string, pick: (m: MedianMetrics) => number, max: number, unit: string, digits: number) => {
    const failing = measured.filter((r) => pick(r.page.median!) > max);
    const top = worst(measured, (r) => pick(r.page.median!), true);
    checks.push({
      name,
      target: `≤ ${max}${unit} on every route`,
      actual: top
        ? `max ${pick(top.page.median!).toFixed(digits)}${unit}${failing.length ? `; above on ${failing.length} route${failing.length === 1 ? '' : 's'}: ${few(failing.map((r) => `${r.route} ${pick(r.page.median!).toFixed(digits)}`))}` : ''}`
        : 'not measured',
      pass: top ? failing.length === 0 : undefined,
    });
  };
  checks.push(tbtCheck(measured));
  checks.push(
    ratioCheck(
      'TBT(page) − TBT(zero-JS)',
      results.filter((r) => r.tbtDelta !== undefined),
      (r) => r.tbtDelta!,
      TARGETS.tbtDeltaMs,
      (v) => `${Math.round(v)} ms`,
    ),
  );
  metricCheck('CLS', (m) => m.cls, TARGETS.cls, '', 3);
  checks.push(
    ratioCheck(
      'HTML gzip / HTML gzip(zero-JS)',
      results.filter((r) => r.html?.zeroJsGzip),
      htmlRatio,
      TARGETS.htmlGzipRatio,
      (v) => v.toFixed(3),
    ),
  );
  const sized = measured.filter((r) => !Number.isNaN(r.page.median!.jsGzip ?? Number.NaN));
  const over = (r: RouteResult) => r.page.median!.jsGzip > jsBudget(r);
  const jsFail = sized.filter(over);
  const jsTop = worst(sized, (r) => r.page.median!.jsGzip / jsBudget(r), true);
  checks.push({
    name: 'JS transferred during load (gzip)',
    target: `≤ ${kb(TARGETS.loadJsGzip, 0)} without a lead form, ≤ ${kb(TARGETS.loadJsGzipLeadForm, 0)} with one`,
    actual: jsTop
      ? `max ${kb(jsTop.page.median!.jsGzip, 2)} (${jsTop.route}, budget ${kb(jsBudget(jsTop), 0)})${jsFail.length ? `; above on ${jsFail.length} route${jsFail.length === 1 ? '' : 's'}: ${few(jsFail.map((r) => `${r.route} ${kb(r.page.median!.jsGzip, 1)}`))}` : ''}`
      : 'not measured',
    pass: jsTop ? jsFail.length === 0 && sized.length === measured.length : undefined,
  });
  checks.push({
    name: 'Home initial JS (gzip)',
    target: `≤ ${kb(TARGETS.homeInitialJsGzip, 0)}`,
    actual: homeInitialJs ? `${kb(homeInitialJs.gzip, 2)} in ${homeInitialJs.files.length} files` : 'no home page',
    pass: homeInitialJs ? homeInitialJs.gzip <= TARGETS.homeInitialJsGzip && homeInitialJs.missing.length === 0 : undefined,
  });
  return checks;
}

/** The editor's preview delay in one line: median, spread and every change. */
export function editorPreviewLine(result: EditorPreviewResult): string {
  const { samples } = result;
  const spread = samples.length
    ? ` (min ${duration(Math.min(...samples))}, max ${duration(Math.max(...samples))}: ${samples.map((ms) => Math.round(ms)).join(', ')} ms)`
    : '';
  return `Editor preview (dev server, /__edit in Chromium; a committed change of the hero title in the form → the text in the preview frame): median ${duration(result.medianMs ?? Number.NaN)} of ${samples.length} changes${spread}${result.error ? `; error: ${result.error}` : ''}`;
}

/** PASS/FAIL for the editor's preview delay: the median of at least five changes within 300 ms. */
export function editorPreviewTarget(result: EditorPreviewResult | undefined): TargetCheck {
  const name = 'Editor preview delay (median)';
  const target = `≤ ${TARGETS.editorPreviewMs} ms, ≥ ${TARGETS.editorChangesMin} changes`;
  if (!result) return { name, target, actual: 'not measured (--no-editor-preview)' };
  const enough = result.samples.length >= TARGETS.editorChangesMin;
  const actual = `${duration(result.medianMs ?? Number.NaN)} of ${result.samples.length} changes${result.error ? `; failed: ${result.error}` : ''}`;
  return { name, target, actual, pass: enough && !result.error && (result.medianMs ?? Infinity) <= TARGETS.editorPreviewMs };
}

export function targetTable(checks: TargetCheck[]): string {
  const rows = checks.map((c) => [
    c.tooSlow ? 'SLOW' : c.pass === undefined ? 'SKIP' : c.pass ? 'PASS' : 'FAIL',
    c.name,
    c.target,
    c.actual,
  ]);
  return `Targets:\n${table([['', 'target', 'goal', 'measured'], ...rows], 4)}`;
}

/** Which informative audits explain which failing metric. */
function contextWanted(id: string, m: MedianMetrics, lcpRatio: number | undefined): boolean {
  if (id === 'layout-shifts') return m.cls > TARGETS.cls;
  if (id === 'long-tasks' || id === 'bootup-time') return m.tbt > TARGETS.tbtMs;
  if (id === 'largest-contentful-paint-element') return (lcpRatio ?? 0) > TARGETS.lcpRatio;
  return false;
}

/** The machine's state during the runs: Lighthouse's CPU benchmark and the load average. */
export function machineNote(results: RouteResult[], cores: number): string {
  const runs = results.flatMap((r) => [...r.page.runs, ...(r.zeroJs?.runs ?? [])]);
  const index = runs.map((r) => r.benchmarkIndex).filter((v): v is number => v !== undefined);
  const load = runs.map((r) => r.loadAverage).filter((v): v is number => v !== undefined);
  if (!runs.length) return '';
  const busy = load.filter((v) => v > cores).length;
  const parts = [
    `Machine: ${cores} cores; Lighthouse benchmarkIndex median ${Math.round(median(index))} (min ${Math.round(Math.min(...index))}, max ${Math.round(Math.max(...index))})`,
    `1-min load average at run start median ${median(load).toFixed(1)}, max ${Math.max(...load).toFixed(1)}`,
  ];
  const note = parts.join('; ');
  return busy
    ? `${note}
WARNING: ${busy} of ${runs.length} runs started with a load average above ${cores}: other work on the machine inflates TBT (and so Performance) under simulated throttling; rerun on an idle machine before trusting TBT.`
    : note;
}

/**
 * The audits that keep a route's category below its target, from the representative run of the
 * page variant, grouped by audit across routes.
 */
export function findingsReport(results: RouteResult[]): string {
  const groups = new Map<string, { finding: AuditFinding; routes: string[] }>();
  for (const result of results) {
    const p = result.page;
    if (!p.median || p.representative === undefined) continue;
    const run = p.runs[p.representative];
    if (!run) continue;
    const failing = new Set<Category>(
      CATEGORIES.filter((c) => (p.median!.scores[c] ?? 0) < (c === 'performance' ? TARGETS.performance : TARGETS.otherScores)),
    );
    const perfMetricsFail = p.median.tbt > TARGETS.tbtMs || p.median.cls > TARGETS.cls || (result.lcpRatio ?? 0) > TARGETS.lcpRatio;
    if (perfMetricsFail) failing.add('performance');
    for (const finding of run.findings) {
      if (!failing.has(finding.category)) continue;
      if (finding.context && !contextWanted(finding.id, p.median, result.lcpRatio)) continue;
      const key = `${finding.category}/${finding.id}`;
      const group = groups.get(key) ?? { finding, routes: [] };
      group.routes.push(
        `${result.route}${finding.displayValue ? ` (${finding.displayValue})` : ''}${finding.score === null ? '' : ` score ${finding.score}`}`,
      );
      groups.set(key, group);
    }
  }
  if (!groups.size) return 'No audit keeps a score below target.';
  const lines = [
    'Audits on routes that miss a target (representative run; weight > 0 counts in the score, 0 = diagnostic/insight, "info" = the context of a failing metric):',
  ];
  const sorted = [...groups.values()].sort(
    (a, b) =>
      CATEGORIES.indexOf(a.finding.category) - CATEGORIES.indexOf(b.finding.category) ||
      b.finding.weight - a.finding.weight ||
      b.routes.length - a.routes.length,
  );
  for (const { finding, routes } of sorted) {
    lines.push(`  [${finding.category}] ${finding.id} (${finding.context ? 'info' : `weight ${finding.weight}`}): ${finding.title}`);
    lines.push(
      `      on ${routes.length} route${routes.length === 1 ? '' : 's'}: ${routes.slice(0, 8).join(', ')}${routes.length > 8 ? ', …' : ''}`,
    );
    for (const detail of finding.details.slice(0, 4)) lines.push(`      · ${detail}`);
  }
  return lines.join('\n');
}
