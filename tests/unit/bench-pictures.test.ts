/**
 * The photo page's targets in `npm run bench` (bench/pictures.ts), judged from measured figures:
 * the LCP ratio, CLS in every run, and the image bytes a 390-px phone downloads on load.
 */
import { describe, expect, it } from 'vitest';
import type { RunMetrics } from '../../bench/lighthouse';
import { picturesReport, picturesTargets, type PicturesResult } from '../../bench/pictures';
import { summarize } from '../../bench/report';

const run = (lcp: number, cls = 0): RunMetrics =>
  ({
    lcp,
    cls,
    fcp: lcp / 2,
    tbt: 0,
    speedIndex: lcp,
    scores: { performance: 100 },
    benchmarkIndex: 800,
    loadAverage: 1.5,
  }) as unknown as RunMetrics;

function result(page: RunMetrics[], zeroJs: RunMetrics[], onLoad: number[], originalRequested = false): PicturesResult {
  const variant = (runs: RunMetrics[]) => ({ runs, errors: [], ...summarize(runs) });
  const [p, z] = [variant(page), variant(zeroJs)];
  return {
    route: '/photo-bench',
    photos: [{ name: 'team-lobby.jpg', width: 6000, height: 4000, bytes: 3_500_000 }],
    page: p,
    zeroJs: z,
    lcpRatio: p.median!.lcp / z.median!.lcp,
    phone: {
      viewport: { width: 390, height: 844, density: 2 },
      onLoad: onLoad.map((bytes, i) => ({ path: `/_img/team-lobby-0123456789ab-${i}.avif`, bytes })),
      wholePage: onLoad.map((bytes, i) => ({ path: `/_img/team-lobby-0123456789ab-${i}.avif`, bytes })),
      originalBytes: 3_500_000,
      originalRequested,
    },
  };
}

const verdicts = (r: PicturesResult) => picturesTargets(r).map((check) => [check.name, check.pass]);

describe('the photo page targets', () => {
  it('pass at an LCP ratio of 1.05, CLS 0 and 60 KB on load, with the machine beside the ratio', () => {
    const r = result([run(1050), run(1040), run(1100)], [run(1000), run(990), run(1010)], [40 * 1024, 20 * 1024]);
    expect(verdicts(r)).toEqual([
      ['photo page /photo-bench: LCP page / zero-JS', true],
      ['photo page /photo-bench: CLS', true],
      ['photo page: images a 390-px phone downloads', true],
    ]);
    expect(picturesTargets(r)[0]!.actual).toBe('1.050 (benchmarkIndex median 800, load average median 1.5)');
    expect(picturesReport(r)).toContain('vs 3418 KB of original photos');
  });

  it('fail on a slower LCP, one run that shifts, more than 60 KB or an original requested', () => {
    const r = result([run(1200), run(1200, 0.002), run(1200)], [run(1000), run(1000), run(1000)], [61 * 1024]);
    expect(verdicts(r).map(([, pass]) => pass)).toEqual([false, false, false]);
    const original = result([run(1000)], [run(1000)], [10 * 1024], true);
    expect(picturesTargets(original)[2]).toMatchObject({ pass: false, actual: expect.stringContaining('an original requested') });
  });

  it('fail when the photo site could not be built, and judge nothing it did not measure', () => {
    const failed: PicturesResult = {
      route: '/photo-bench',
      photos: [],
      page: { runs: [], errors: [] },
      zeroJs: { runs: [], errors: [] },
      error: 'vite build of the photo site failed (exit 1)',
    };
    expect(verdicts(failed)).toEqual([
      ['photo page /photo-bench: built and measured', false],
      ['photo page /photo-bench: LCP page / zero-JS', undefined],
      ['photo page /photo-bench: CLS', undefined],
      ['photo page: images a 390-px phone downloads', undefined],
    ]);
  });
});
