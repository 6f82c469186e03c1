import { normalizePath } from '../src/content/routes.ts';

export interface BenchOptions {
  /** Only these routes (default: every route of the build). */
  routes?: string[];
  /** Lighthouse runs per route and variant. */
  runs: number;
  /** Also measure the zero-JavaScript copy of each page. */
  zeroJs: boolean;
  /** Use the existing build in outDir instead of building. */
  skipBuild: boolean;
  /** Run the scale benchmark instead of the Lighthouse one. */
  scale: boolean;
  /** Page counts for the scale benchmark. */
  sizes: number[];
  /** The scale benchmark also times the development server (start, save to served). */
  devServer: boolean;
  /** The scale benchmark also builds the same pages with Hugo (installed with apt-get when missing). */
  hugo: boolean;
  /** The build folder (default dist). */
  outDir: string;
  /** Where the JSON report goes (default .cache/bench/report.json, or scale-report.json). */
  report?: string;
  /** Gzip documents as a static host does (default on; off = exactly what `vite preview` sends). */
  gzip: boolean;
  /** Before each Lighthouse run, wait up to this many seconds for the machine to be quiet (0 = don't). */
  waitIdle: number;
  /** Print the tables of a saved JSON report instead of measuring. */
  fromReport?: string;
  /** The editor's preview delay on the dev server: measured after Lighthouse, alone, or not at all. */
  editorPreview: 'also' | 'only' | 'skip';
  /** Changes timed for the editor's preview delay (the median is reported). */
  changes: number;
  /** Also build and measure the photo page (bench/pictures.ts). */
  pictures: boolean;
  /** Exit 1 when a target fails. */
  check: boolean;
  help: boolean;
}

export const USAGE = `npm run bench [-- options]      Lighthouse, bundle sizes and build time of the site
npm run bench:scale              the same as npm run bench -- --scale

  --routes /,/about     only these routes (default: every route of the build)
  --runs N              Lighthouse runs per route and variant, medians reported (default 3);
                        with --scale: runs of each scale measurement
  --no-zero-js          skip the zero-JavaScript copy (no LCP ratio)
  --skip-build          reuse the build in --out-dir instead of running vite build
  --out-dir DIR         build folder (default dist)
  --no-gzip             serve documents uncompressed, exactly as vite preview does
  --wait-idle S         before each run wait up to S seconds until the CPUs are ≤ 25% busy (default 0)
  --report FILE         JSON report (default .cache/bench/report.json or scale-report.json)
  --from-report FILE    print the tables and targets of a saved report again, measuring nothing
  --editor-preview      only the page editor's preview delay (dev server: form change → text in the preview)
  --no-editor-preview   skip the page editor's preview delay
  --no-pictures         skip the photo page (a copy of site/ with a 24-megapixel hero: LCP ratio,
                        CLS, the images a 390-px phone downloads)
  --changes N           changes timed for the preview delay, median reported (default 7, at least 5)
  --check               exit 1 when a target fails
  --scale               scale benchmark: generated sites of --sizes pages: validate (cold and warm
                        cache), full build, rebuild after one change, Hugo's build of the same
                        pages, dev server start and save to served, peak memory; then one long page (5 MB with a mistake on every
                        line, 60,000 unknown keys, 5 MB valid) checked by loadSite()
  --sizes 20,1000       page counts for --scale (default 20,1000,10000)
  --no-dev-server       --scale without the development server measurements
  --no-hugo             --scale without Hugo building the same pages (by default installed with
                        apt-get when missing)`;

/** Parse the command line of `npm run bench`. Throws on an unknown option or a bad value. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    runs: 3,
    zeroJs: true,
    skipBuild: false,
    scale: false,
    sizes: [20, 1000, 10_000],
    devServer: true,
    hugo: true,
    outDir: 'dist',
    gzip: true,
    waitIdle: 0,
    editorPreview: 'also',
    changes: 7,
    pictures: true,
    check: false,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s) as [string, string | undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value`);
      return v;
    };
    const count = (v: string, min: number) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < min) throw new Error(`${flag}: expected a whole number ≥ ${min}, got ${v}`);
      return n;
    };
    switch (flag) {
      case '--routes':
        options.routes = [
          ...new Set(
            value()
              .split(',')
              .map((r) => r.trim())
              .filter(Boolean)
              .map((r) => normalizePath(r.startsWith('/') ? r : `/${r}`)),
          ),
        ];
        break;
      case '--runs':
        options.runs = count(value(), 1);
        break;
      case '--no-zero-js':
        options.zeroJs = false;
        break;
      case '--skip-build':
        options.skipBuild = true;
        break;
      case '--scale':
        options.scale = true;
        break;
      case '--sizes':
        options.sizes = value()
          .split(',')
          .map((s) => count(s.trim(), 1));
        break;
      case '--no-dev-server':
        options.devServer = false;
        break;
      case '--no-hugo':
        options.hugo = false;
        break;
      case '--out-dir':
      case '--outDir':
        options.outDir = value();
        break;
      case '--report':
        options.report = value();
        break;
      case '--no-gzip':
        options.gzip = false;
        break;
      case '--wait-idle':
        options.waitIdle = count(value(), 0);
        break;
      case '--from-report':
        options.fromReport = value();
        break;
      case '--editor-preview':
        options.editorPreview = 'only';
        break;
      case '--no-editor-preview':
        options.editorPreview = 'skip';
        break;
      case '--changes':
        options.changes = count(value(), 5);
        break;
      case '--no-pictures':
        options.pictures = false;
        break;
      case '--check':
        options.check = true;
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new Error(`Unknown option ${flag}\n\n${USAGE}`);
    }
  }
  return options;
}
