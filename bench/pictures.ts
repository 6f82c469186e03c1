/**
 * The pictures' part of `npm run bench`: a copy of site/ with one page more, whose hero is a
 * 24-megapixel photo (and a second photo at its end, far enough down to load only when scrolled
 * to), built as the site is built. Measured:
 *
 * - Lighthouse (as on every route): LCP of the page over LCP of the same HTML without JavaScript,
 *   and CLS, which must stay 0 while the photo arrives;
 * - what a phone 390 px across (2 device pixels to one) downloads of the pictures: as the page
 *   loads, and after scrolling to its end, beside the bytes of the original photos.
 *
 * The photos are made with sharp once and kept in .cache/bench/pictures/photos, so a rerun builds
 * the same files and the encoded variants come from the build's cache.
 */
import { cpSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium } from 'playwright-core';
import { PHONE } from '../src/build/media/phone-download.ts';
import { viteBuild } from './build.ts';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from './chromium.ts';
import type { Lhr, RunMetrics } from './lighthouse.ts';
import { photo } from './photos.ts';
import { summarize, table, targetTable, type TargetCheck, type VariantResult } from './report.ts';
import { serve, type Served } from './serve.ts';
import { duration, kb, median } from './stats.ts';
import { makeZeroJsCopy } from './zero-js.ts';

/** The page of the benchmark, and the photos it shows. */
export const PICTURE_ROUTE = '/photo-bench';
const PHOTOS = [
  { name: 'team-lobby.jpg', width: 6000, height: 4000, seed: 1 },
  { name: 'warehouse.jpg', width: 4000, height: 3000, seed: 2 },
] as const;

export const PICTURE_TARGETS = {
  /** LCP(page) / LCP(same HTML, no JavaScript) of the photo page. */
  lcpRatio: 1.05,
  cls: 0,
  /** Picture bytes a 390-px phone downloads as the photo page loads (before scrolling). */
  phoneBytes: 60 * 1024,
};

const PAGE = `title: Our Team | AI Smart Vending
description: The people who install, stock and service AI-powered smart vending machines, in the lobbies of the businesses they serve.
sections:
  - type: hero
    eyebrow: Our Team
    title: The People Behind Every Machine
    subtitle: Installers, route drivers and support staff who keep fresh food and drinks within reach around the clock.
    media:
      poster: { src: /assets/team/${PHOTOS[0].name}, alt: Our team in the lobby of a client's office }

  - type: steps
    title: From Lobby to Break Room
    items:
      - title: Visit
        text: We walk the space with you and pick the spot where a smart fridge gets the most use.
      - title: Install
        text: Our installers bring the machine, connect it and stock it on the same day.
      - title: Service
        text: Route drivers restock from live sales data, so the favourites never run out.

  - type: benefits
    title: What Our Team Promises
    columns: 3
    items:
      - icon: heart
        title: A Named Contact
        text: Every placement has one person who knows it and answers the phone.
      - icon: award
        title: Clean Machines
        text: Each visit ends with a wiped door, a checked seal and a full shelf.
      - icon: lightbulb
        title: Better Every Month
        text: We change the assortment with what sells, not with what is left in the warehouse.

  - type: text
    title: Where Machines Are Prepared
    paragraphs:
      - Every machine is stocked, tested and cleaned in our warehouse before it reaches a client's break room.
    media: { src: /assets/team/${PHOTOS[1].name}, alt: Smart fridges lined up in the warehouse and ready to ship }
`;

/** One picture a load fetched. */
export interface PictureFile {
  path: string;
  bytes: number;
}

export interface PhoneDownload {
  viewport: { width: number; height: number; density: number };
  /** Every image the load fetched, before any scroll (the lazy ones near enough to the screen included). */
  onLoad: PictureFile[];
  /** Every image fetched after scrolling to the end of the page. */
  wholePage: PictureFile[];
  /** Bytes of the original photo files in site/assets. */
  originalBytes: number;
  /** Whether any request asked for an original (/assets/team/…). */
  originalRequested: boolean;
}

export interface PicturesResult {
  route: string;
  photos: { name: string; width: number; height: number; bytes: number }[];
  buildMs?: number;
  page: VariantResult;
  zeroJs: VariantResult;
  /** median LCP(page) / median LCP(zero-JS). */
  lcpRatio?: number;
  phone?: PhoneDownload;
  error?: string;
}

type Measure = (url: string, label: string) => Promise<{ metrics?: RunMetrics; lhr?: Lhr; error?: string }>;

const sum = (files: PictureFile[]) => files.reduce((total, file) => total + file.bytes, 0);

/** The copy of site/ with the photo page, its photos made once and kept between runs. */
async function photoSite(root: string, dir: string): Promise<PicturesResult['photos']> {
  const kept = join(dir, 'photos');
  mkdirSync(kept, { recursive: true });
  const siteDir = join(dir, 'site');
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(join(root, 'site'), siteDir, { recursive: true });
  mkdirSync(join(siteDir, 'assets/team'), { recursive: true });
  const photos: PicturesResult['photos'] = [];
  for (const { name, width, height, seed } of PHOTOS) {
    const file = join(kept, name);
    if (!existsSync(file)) writeFileSync(file, await photo(width, height, seed));
    cpSync(file, join(siteDir, 'assets/team', name));
    photos.push({ name, width, height, bytes: statSync(file).size });
  }
  writeFileSync(join(siteDir, 'pages', `${PICTURE_ROUTE.slice(1)}.yaml`), PAGE);
  return photos;
}

/** What Chromium on a phone 390 px across fetches of the images: on load, then with the whole page scrolled through. */
async function phoneDownload(url: string, originalBytes: number): Promise<PhoneDownload> {
  const viewport = { width: PHONE.width, height: 844, density: PHONE.density };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.density, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const fetched: PictureFile[] = [];
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      reading.push(
        response.body().then(
          (body) => void fetched.push({ path: new URL(response.url()).pathname, bytes: body.length }),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(reading);
    const onLoad = [...fetched];
    // Down the page a screen at a time, so that each lazy picture comes near the screen and loads.
    for (let step = 0; step < 40; step++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await page.waitForLoadState('networkidle');
      if (atEnd) break;
    }
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    const originalRequested = fetched.some((file) => file.path.startsWith('/assets/team/'));
    return { viewport, onLoad, wholePage: [...fetched], originalBytes, originalRequested };
  } finally {
    await browser.close();
  }
}

/**
 * Build the photo site, then measure its photo page: `runs` Lighthouse runs of the page and of its
 * zero-JavaScript copy (through `measure`, as every route is), and a phone's downloads.
 */
export async function measurePictures({
  root,
  cacheDir,
  runs,
  gzip,
  measure,
  log,
}: {
  root: string;
  cacheDir: string;
  runs: number;
  gzip: boolean;
  measure: Measure;
  log: (line: string) => void;
}): Promise<PicturesResult> {
  const dir = join(cacheDir, 'pictures');
  const photos = await photoSite(root, dir);
  const result: PicturesResult = { route: PICTURE_ROUTE, photos, page: { runs: [], errors: [] }, zeroJs: { runs: [], errors: [] } };
  const outDir = join(dir, 'dist');
  log(`pictures: vite build of site/ with ${PICTURE_ROUTE} (${photos.map((p) => `${p.width} × ${p.height}`).join(', ')} photos)…`);
  const build = await viteBuild(outDir, { root, siteDir: join(dir, 'site') });
  if (build.code !== 0) {
    log(build.tail);
    return { ...result, error: `vite build of the photo site failed (exit ${build.code})` };
  }
  result.buildMs = build.ms;
  log(`pictures: built in ${duration(build.ms)} into ${relative(root, outDir)}`);
  const zeroDir = join(dir, 'zero-js');
  makeZeroJsCopy(outDir, zeroDir);
  const servers: Served[] = [];
  try {
    const page = await serve(outDir, { root, gzip });
    servers.push(page);
    const zero = await serve(zeroDir, { root, gzip });
    servers.push(zero);
    for (let run = 1; run <= runs; run++) {
      for (const [name, server, variant] of [
        ['page', page, result.page],
        ['zero-js', zero, result.zeroJs],
      ] as const) {
        const measured = await measure(`${server.origin}${PICTURE_ROUTE}`, `pictures ${PICTURE_ROUTE} ${name} run ${run}`);
        if (measured.metrics) variant.runs.push(measured.metrics);
        else variant.errors.push(measured.error ?? 'unknown error');
      }
    }
    for (const variant of [result.page, result.zeroJs]) Object.assign(variant, summarize(variant.runs));
    const [p, z] = [result.page.median, result.zeroJs.median];
    if (p && z && z.lcp > 0) result.lcpRatio = p.lcp / z.lcp;
    result.phone = await phoneDownload(
      `${page.origin}${PICTURE_ROUTE}`,
      photos.reduce((total, p) => total + p.bytes, 0),
    );
    log(`pictures: a phone ${PHONE.width} px across fetched ${kb(sum(result.phone.onLoad))} of images on load`);
  } catch (error) {
    result.error = (error as Error).message.split('\n')[0]!;
  } finally {
    await Promise.allSettled(servers.map((server) => server.close()));
  }
  return result;
}

const runsOf = (result: PicturesResult) => [...result.page.runs, ...result.zeroJs.runs];
const maxCls = (variant: VariantResult) => (variant.runs.length ? Math.max(...variant.runs.map((run) => run.cls)) : Number.NaN);

/** The machine beside the figures: Lighthouse's benchmarkIndex and the load average of the runs. */
function machine(result: PicturesResult): string {
  const index = runsOf(result).map((run) => run.benchmarkIndex ?? Number.NaN);
  const load = runsOf(result).map((run) => run.loadAverage ?? Number.NaN);
  if (!runsOf(result).length) return 'no Lighthouse run';
  return `benchmarkIndex median ${Math.round(median(index))}, load average median ${median(load).toFixed(1)}`;
}

/** The photo page's figures, as lines for the terminal. */
export function picturesReport(result: PicturesResult): string {
  const lines = [`Pictures: ${result.route} (hero ${result.photos.map((p) => `${p.width} × ${p.height} ${kb(p.bytes, 0)}`).join('; ')}):`];
  if (result.error) lines.push(`  error: ${result.error}`);
  const row = (name: string, v: VariantResult) => [
    name,
    v.runs.length,
    v.median ? Math.round(v.median.lcp) : '–',
    v.median ? Math.round(v.median.fcp) : '–',
    Number.isNaN(maxCls(v)) ? '–' : maxCls(v).toFixed(3),
    v.median?.scores.performance ?? '–',
  ];
  lines.push(
    table([['', 'runs', 'LCP ms', 'FCP ms', 'CLS max', 'Perf'], row('page', result.page), row('zero-JS', result.zeroJs)])
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n'),
  );
  lines.push(`  LCP ratio page / zero-JS: ${result.lcpRatio?.toFixed(3) ?? '–'} (${machine(result)})`);
  const phone = result.phone;
  if (phone) {
    const first = sum(phone.onLoad);
    const whole = sum(phone.wholePage);
    const show = (files: PictureFile[]) => files.map((f) => `${f.path} ${kb(f.bytes)}`).join(', ');
    lines.push(
      `  phone ${phone.viewport.width} × ${phone.viewport.height} at ${phone.viewport.density}×: on load, before scrolling, ${kb(first)} of images (${show(phone.onLoad)})`,
      `  whole page scrolled: ${kb(whole)} of images, vs ${kb(phone.originalBytes, 0)} of original photos (${((whole / phone.originalBytes) * 100).toFixed(2)} %, 1 : ${Math.round(phone.originalBytes / Math.max(whole, 1))}); an original requested: ${phone.originalRequested ? 'yes' : 'no'}`,
    );
  }
  return lines.join('\n');
}

/** The photo page's targets. */
export function picturesTargets(result: PicturesResult): TargetCheck[] {
  const phone = result.phone;
  const first = phone ? sum(phone.onLoad) : Number.NaN;
  const cls = Math.max(maxCls(result.page), maxCls(result.zeroJs));
  return [
    ...(result.error
      ? [{ name: `photo page ${result.route}: built and measured`, target: 'no error', actual: result.error, pass: false }]
      : []),
    {
      name: `photo page ${result.route}: LCP page / zero-JS`,
      target: `≤ ${PICTURE_TARGETS.lcpRatio}`,
      actual: result.lcpRatio === undefined ? 'not measured' : `${result.lcpRatio.toFixed(3)} (${machine(result)})`,
      pass: result.lcpRatio === undefined ? undefined : result.lcpRatio <= PICTURE_TARGETS.lcpRatio,
    },
    {
      name: `photo page ${result.route}: CLS`,
      target: `${PICTURE_TARGETS.cls} in every run`,
      actual: Number.isNaN(cls) ? 'not measured' : `max ${cls.toFixed(3)}`,
      pass: Number.isNaN(cls) ? undefined : cls <= PICTURE_TARGETS.cls,
    },
    {
      name: `photo page: images a ${PHONE.width}-px phone downloads`,
      target: `≤ ${kb(PICTURE_TARGETS.phoneBytes, 0)} on load, no original`,
      actual: phone
        ? `${kb(first)}${phone.originalRequested ? ', an original requested' : ''} (original photos ${kb(phone.originalBytes, 0)})`
        : 'not measured',
      pass: phone ? first <= PICTURE_TARGETS.phoneBytes && !phone.originalRequested : undefined,
    },
  ];
}

/** Print the photo page's figures and targets; its checks, for the run's verdict. */
export function printPictures(result: PicturesResult): TargetCheck[] {
  const checks = picturesTargets(result);
  console.log(['', picturesReport(result), '', targetTable(checks)].join('\n'));
  return checks;
}
