import { table, type TargetCheck } from './report.ts';
import type { Measured, ScaleResult } from './scale.ts';
import { duration, kb } from './stats.ts';

/**
 * The targets of the scale benchmark, as ratios measured in one run, so that a machine's speed
 * divides out: SCALE_TARGETS.large pages against SCALE_TARGETS.small (each per-change cost at most
 * `perChange` times its small-site value, a warm validate `warmValidate` times), against Hugo building
 * the same large site (our full build at most `buildVsHugo` times Hugo's, a cold validate at most
 * `validateVsHugo` times Hugo's full build), and peak memory.
 */
export const SCALE_TARGETS = {
  large: 10_000,
  small: 20,
  perChange: 1.5,
  warmValidate: 2,
  buildVsHugo: 4,
  validateVsHugo: 1,
  peakRss: 2 * 1024 ** 3,
};

const mb = (bytes: number | undefined) => (bytes === undefined ? '–' : `${Math.round(bytes / 1024 ** 2)} MB`);

/** The largest peak memory of any process one size ran (bytes). */
export function peakOf(r: ScaleResult): number | undefined {
  const all = [r.validateCold?.peakRss, r.validateWarm?.peakRss, r.build?.peakRss, r.rebuild?.peakRss, r.devPeakRss];
  const known = all.filter((v): v is number => v !== undefined);
  return known.length ? Math.max(...known) : undefined;
}

/** What the machine was doing while a size ran: load average and benchmarkIndex, start–end. */
export function machineOf(r: ScaleResult): string {
  const index = [r.benchmarkIndex, r.benchmarkIndexEnd].map((v) => (v === undefined ? '–' : String(Math.round(v)))).join('–');
  return `load ${r.loadAverage.toFixed(1)}–${(r.loadAverageEnd ?? r.loadAverage).toFixed(1)}, benchmarkIndex ${index}`;
}

/** A value measured by a command, or undefined when it was not (or failed). */
const commandMs = (m: Measured | undefined) => (m?.ok ? m.ms : undefined);

/** PASS/FAIL for the scale targets (a size not in --sizes is SKIP). */
export function scaleTargets(results: ScaleResult[]): TargetCheck[] {
  const t = SCALE_TARGETS;
  const large = results.find((r) => r.pages === t.large);
  const small = results.find((r) => r.pages === t.small);
  const n = t.large.toLocaleString('en');
  const unmeasured = (what: string) => ({ actual: what });
  /** `value(large) / value(small)`, or why there is none. */
  const scaled = (value: (r: ScaleResult) => number | undefined, max: number) => {
    if (!large || !small) return unmeasured(`not measured (no N=${large ? t.small : t.large} in --sizes)`);
    const [a, b] = [value(small), value(large)];
    const failed = [small, large].find((r, i) => [a, b][i] === undefined || Number.isNaN([a, b][i]));
    if (failed)
      return failed.error
        ? { actual: `N=${failed.pages} failed: ${failed.error.split('\n')[0]}`, pass: false }
        : unmeasured('not measured');
    const ratio = b! / a!;
    return {
      actual: `${ratio.toFixed(2)} (${duration(b!)} vs ${duration(a!)}; N=${t.small} ${machineOf(small)}; N=${n} ${machineOf(large)})`,
      pass: ratio <= max,
    };
  };
  /** Ours against Hugo's full build of the same large site, in the same run. */
  const againstHugo = (ours: Measured | undefined, max: number) => {
    if (!large) return unmeasured(`not measured (no N=${t.large} in --sizes)`);
    const hugo = commandMs(large.hugoBuild);
    if (hugo === undefined)
      return unmeasured(large.hugoBuild ? 'Hugo failed' : 'Hugo not measured (--no-hugo, or it could not be installed)');
    const mine = commandMs(ours);
    if (mine === undefined) return { actual: large.error ? `failed: ${large.error.split('\n')[0]}` : 'not measured', pass: false };
    const ratio = mine / hugo;
    return { actual: `${ratio.toFixed(2)} (${duration(mine)} vs Hugo ${duration(hugo)}; ${machineOf(large)})`, pass: ratio <= max };
  };
  const initial = () => {
    if (!small || !large) return unmeasured(`not measured (no N=${small ? t.large : t.small} in --sizes)`);
    const [a, b] = [small.homeInitialJs, large.homeInitialJs];
    if (!a || !b) return { actual: 'not measured (a build failed)', pass: false };
    return {
      actual: `${kb(a.gzip, 2)} vs ${kb(b.gzip, 2)} gzip (${a.files.length} vs ${b.files.length} files)`,
      pass: a.gzip === b.gzip && a.raw === b.raw && a.files.length === b.files.length,
    };
  };
  const peak = large && peakOf(large);
  const per = `N=${n} / N=${t.small}`;
  return [
    { name: `build after one page changed, ${per}`, target: `≤ ${t.perChange}×`, ...scaled((r) => commandMs(r.rebuild), t.perChange) },
    { name: `dev server ready, ${per}`, target: `≤ ${t.perChange}×`, ...scaled((r) => r.devReadyMs, t.perChange) },
    { name: `save to served, ${per}`, target: `≤ ${t.perChange}×`, ...scaled((r) => r.saveToServedMs, t.perChange) },
    {
      name: `npm run validate, warm cache, ${per}`,
      target: `≤ ${t.warmValidate}×`,
      ...scaled((r) => commandMs(r.validateWarm), t.warmValidate),
    },
    { name: `${n} pages: full build / Hugo's full build`, target: `≤ ${t.buildVsHugo}×`, ...againstHugo(large?.build, t.buildVsHugo) },
    {
      name: `${n} pages: validate, cold cache / Hugo's full build`,
      target: `≤ ${t.validateVsHugo}×`,
      ...againstHugo(large?.validateCold, t.validateVsHugo),
    },
    {
      name: `${n} pages: peak memory (any process)`,
      target: `≤ ${mb(t.peakRss)}`,
      ...(!large
        ? unmeasured(`not measured (no N=${t.large} in --sizes)`)
        : peak === undefined
          ? unmeasured('not measured')
          : { actual: mb(peak), pass: peak <= t.peakRss }),
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
    cmd(r.hugoBuild),
    r.homeInitialJs ? kb(r.homeInitialJs.gzip, 2) : '–',
    machineOf(r),
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
    'Hugo build',
    'home JS gz',
    'machine',
  ];
  return [
    'Scale (generated sites; medians of the runs, wall clock; CPU time of the process tree and its peak memory in brackets):',
    table([head, ...rows]),
    ...errors,
  ].join('\n');
}
