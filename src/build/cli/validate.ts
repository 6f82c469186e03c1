import { relative } from 'node:path';
import { loadSite } from '../content/load-site.ts';
import { sitePaths } from '../content/site-paths.ts';
import { formatReport } from '../diagnostics/format.ts';
import { parseCli } from './args.ts';
import { runWhenEntry } from './entry.ts';

const USAGE = 'Usage: npm run validate [-- --json] [--strict]\n  --json    print the result as JSON\n  --strict  fail on warnings too';

/**
 * `npm run validate [-- --json] [-- --strict]`: checks the content folder (SITE_DIR, site/ by
 * default) and returns 0 when it is valid, 1 when not. --strict also fails on warnings; --json
 * prints machine-readable output.
 */
export async function main(argv: string[]): Promise<number> {
  const args = parseCli(argv, {
    script: 'validate',
    usage: USAGE,
    options: { json: { type: 'boolean' }, strict: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if ('error' in args) {
    console.error(`validate: ${args.error}`);
    return 1;
  }
  if (args.values.help) {
    console.log(USAGE);
    return 0;
  }
  const { json = false, strict = false } = args.values;
  const paths = sitePaths();
  const { issues, sources, model } = loadSite(paths);
  const failed = issues.some((issue) => issue.severity === 'error' || strict);
  if (json) {
    const out = issues.map(({ file, ...rest }) => ({ ...rest, file: relative(process.cwd(), file) }));
    console.log(JSON.stringify({ ok: !failed, pages: model?.pages.length ?? 0, issues: out }, null, 2));
  } else if (issues.length) {
    (failed ? console.error : console.warn)(formatReport(issues, sources));
  } else {
    console.log(`${relative(process.cwd(), paths.siteDir) || '.'}: ${model!.pages.length} pages valid.`);
  }
  return failed ? 1 : 0;
}

runWhenEntry(import.meta.url, main);
