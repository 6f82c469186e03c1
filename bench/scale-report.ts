import { table, type TargetCheck } from './report.ts';
import type { Measured, ScaleResult } from './scale.ts';
import { duration, kb } from './stats.ts';

/** The targets of the scale benchmark, met at SCALE_TARGETS.large pages. */
export const SCALE_TARGETS = {
  large: 10_000,
  small: 20,
  validateMs: 5_000,
  buildMs: 60_000,
  rebuildMs: 5_000,
  devReadyMs: 3_000,
  saveToServedMs: 300,
  peakRss: 2 * 1024 ** 3,
};

const mb = (bytes: number | undefined) => (bytes === undefined ? '–' : `${Math.round(bytes / 1024 ** 2)} MB`);

/** The largest peak memory of any process one size ran (bytes). */
export function peakOf(r: ScaleResult): number | undefined {
  const all = [r.validateCold?.peakRss, r.validateWarm?.peakRss, r.build?.peakRss, r.rebuild?.peakRss, r.devPeakRss];
  const known = all.filter((v): v is number => v !== undefined);
  return known.length ? Math.max(...known) : undefined;
}

/** PASS/FAIL for the scale targets (a size not in --sizes is SKIP). */
export function scaleTargets(results: ScaleResult[]): TargetCheck[] {
  const t = SCALE_TARGETS;
  const large = results.find((r) => r.pages === t.large);
  const small = results.find((r) => r.pages === t.small);
  const missing = (n: number) => ({ actual: `not measured (no N=${n} in --sizes)` });
  const failed = (r: ScaleResult) => ({ actual: `failed: ${(r.error ?? 'unknown error').split('\n')[0]}`, pass: false });
  const within = (value: number | undefined, max: number, note = '') => {
    if (!large) return missing(t.large);
    if (value === undefined || Number.isNaN(value)) return large.error ? failed(large) : { actual: 'not measured' };
    return { actual: `${duration(value)}${note}`, pass: value <= max };
  };
  const command = (m: Measured | undefined, max: number) =>
    m
      ? within(m.ms, m.ok ? max : -1, `${m.ok ? '' : ' (failed)'}; runs ${m.runs.map((v) => duration(v)).join(', ')}`)
      : within(undefined, max);
  const initial = () => {
    if (!small || !large) return missing(small ? t.large : t.small);
    const [a, b] = [small.homeInitialJs, large.homeInitialJs];
    if (!a) return failed(small);
    if (!b) return failed(large);
    return {
      actual: `${kb(a.gzip, 2)} vs ${kb(b.gzip, 2)} gzip (${a.files.length} vs ${b.files.length} files)`,
      pass: a.gzip === b.gzip && a.raw === b.raw && a.files.length === b.files.length,
    };
  };
  const peak = large && peakOf(large);
  const n = t.large.toLocaleString('en');
  return [
    { name: `${n} pages: loadSite() warm cache`, target: `≤ ${duration(t.validateMs)}`, ...within(large?.loadSiteWarmMs, t.validateMs) },
    { name: `${n} pages: loadSite() no cache`, target: `≤ ${duration(t.validateMs)}`, ...within(large?.loadSiteMs, t.validateMs) },
    {
      name: `${n} pages: npm run validate, warm cache`,
      target: `≤ ${duration(t.validateMs)}`,
      ...command(large?.validateWarm, t.validateMs),
    },
    {
      name: `${n} pages: npm run validate, cold cache`,
      target: `≤ ${duration(t.validateMs)}`,
      ...command(large?.validateCold, t.validateMs),
    },
    { name: `${n} pages: full vite build`, target: `≤ ${duration(t.buildMs)}`, ...command(large?.build, t.buildMs) },
    { name: `${n} pages: build after one page changed`, target: `≤ ${duration(t.rebuildMs)}`, ...command(large?.rebuild, t.rebuildMs) },
    { name: `${n} pages: dev server ready`, target: `≤ ${duration(t.devReadyMs)}`, ...within(large?.devReadyMs, t.devReadyMs) },
    { name: `${n} pages: save to served`, target: `≤ ${t.saveToServedMs} ms`, ...within(large?.saveToServedMs, t.saveToServedMs) },
    {
      name: `${n} pages: peak memory (any process)`,
      target: `≤ ${mb(t.peakRss)}`,
      ...(!large ? missing(t.large) : peak === undefined ? { actual: 'not measured' } : { actual: mb(peak), pass: peak <= t.peakRss }),
    },
    { name: `Home initial JS N=${t.small} vs N=${n}`, target: 'equal', ...initial() },
  ];
}

/** The measurements of every size: wall clock (median of the runs), CPU time and peak memory. */
export function scaleTable(results: ScaleResult[]): string {
  const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '–' : duration(v));
  const cmd = (m: Measured | undefined) => (m ? `${duration(m.ms)} (cpu ${duration(m.cpuMs)}, ${mb(m.peakRss)})${m.ok ? '' : ' !'}` : '–');
  const rows = results.map((r) => [
    r.pages,
    `${ms(r.loadSiteMs)} / ${ms(r.loadSiteWarmMs)}`,
    cmd(r.validateCold),
    cmd(r.validateWarm),
    cmd(r.build),
    cmd(r.rebuild),
    `${ms(r.devReadyMs)} (${mb(r.devPeakRss)})`,
    ms(r.saveToServedMs),
    r.homeInitialJs ? kb(r.homeInitialJs.gzip, 2) : '–',
    `${r.loadAverage.toFixed(1)}–${(r.loadAverageEnd ?? r.loadAverage).toFixed(1)}`,
  ]);
  const errors = results.filter((r) => r.error).map((r) => `N=${r.pages}: ${r.error!.split('\n')[0]}`);
  const head = [
    'pages',
    'loadSite() cold / warm',
    'validate cold',
    'validate warm',
    'full build',
    'rebuild 1 page',
    'dev ready (peak)',
    'save→served',
    'home JS gz',
    'load avg',
  ];
  return [
    'Scale (generated sites; medians of the runs, wall clock; CPU time of the process tree and its peak memory in brackets):',
    table([head, ...rows]),
    ...errors,
  ].join('\n');
}
