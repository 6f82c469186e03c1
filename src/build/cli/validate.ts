import { relative } from 'node:path';
import { formatReport } from '../diagnostics/format.ts';
import { loadSite } from '../content/load-site.ts';
import { sitePaths } from '../content/site-paths.ts';

/**
 * `npm run validate [-- --json] [-- --strict]`: checks the content folder and exits 0 when it is
 * valid, 1 when not. --strict also fails on warnings; --json prints machine-readable output.
 */
const json = process.argv.includes('--json');
const strict = process.argv.includes('--strict');
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
process.exit(failed ? 1 : 0);
