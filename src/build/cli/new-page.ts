import { relative } from 'node:path';
import { loadSite } from '../content/load-site.ts';
import { formatReport } from '../diagnostics/format.ts';
import { NewPageError, planNewPage, writeNewPage } from '../content/new-page.ts';
import { sitePaths } from '../content/site-paths.ts';

/**
 * `npm run new-page -- <address> [--from <existing address>]`: writes site/pages/<address>.yaml,
 * a starter page (or a copy of the --from page), checks it and prints its file and its address
 * on the development server. Exits 1, writing nothing, for an invalid or existing address.
 */
const USAGE = 'Usage: npm run new-page -- <address> [--from <existing address>]\n  e.g. npm run new-page -- /smart-vending-for-gyms\n       npm run new-page -- /gyms --from /contact';

function fail(message: string): never {
  console.error(`new-page: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
let route: string | undefined;
let from: string | undefined;
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--help' || arg === '-h') {
    console.log(USAGE);
    process.exit(0);
  } else if (arg === '--from') {
    from = args[++i];
    if (from === undefined) fail(`--from needs the address of an existing page.\n${USAGE}`);
  } else if (arg.startsWith('--from=')) from = arg.slice('--from='.length);
  else if (arg.startsWith('-')) fail(`unknown option ${arg}.\n${USAGE}`);
  else if (route === undefined) route = arg;
  else fail(`one address at a time (got ${route} and ${arg}).\n${USAGE}`);
}
if (route === undefined) fail(`give the address of the new page.\n${USAGE}`);

const paths = sitePaths();
let page;
try {
  page = planNewPage({ siteDir: paths.siteDir, route, from });
  writeNewPage(page);
} catch (error) {
  if (error instanceof NewPageError) fail(error.message);
  throw error;
}

const shown = relative(process.cwd(), page.file);
console.log(`Created ${shown}${page.from ? ` (a copy of ${page.from})` : ''}`);
console.log(`  Address: ${page.route}`);
console.log(`  Preview: ${page.url}   (run npm run dev first)`);
console.log('  Sections and their fields: site/SECTIONS.md; every section type live: http://127.0.0.1:5173/__sections');
if (page.from) console.log('  Change its title and description, and the source of its lead form if it has one.');

const { issues, sources } = loadSite(paths);
const own = issues.filter((issue) => issue.file === page.file);
if (own.length) {
  console.error(`\n${formatReport(own, sources)}`);
  if (own.some((issue) => issue.severity === 'error')) process.exit(1);
}
