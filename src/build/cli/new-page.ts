import { relative } from 'node:path';
import { loadSite } from '../content/load-site.ts';
import { createPage, NewPageError, type NewPage } from '../content/new-page.ts';
import { sitePaths } from '../content/site-paths.ts';
import { formatReport } from '../diagnostics/format.ts';
import { DEV_ORIGIN, GALLERY_ROUTE } from '../vite/dev-addresses.ts';
import { parseCli, USAGE_ERROR } from './args.ts';
import { runWhenEntry } from './entry.ts';

const USAGE =
  'Usage: npm run new-page -- <address> [--from <existing address>]\n  e.g. npm run new-page -- /smart-vending-for-gyms\n       npm run new-page -- /gyms --from /contact';

function fail(message: string, code = 1): number {
  console.error(`new-page: ${message}`);
  return code;
}

/**
 * `npm run new-page -- <address> [--from <existing address>]`: writes site/pages/<address>.yaml,
 * a starter page (or a copy of the --from page), checks it and prints its file and its address
 * on the development server. Returns 1, writing nothing, for an invalid or existing address, and
 * USAGE_ERROR (2) for a wrong option or a missing or extra address.
 */
export async function main(argv: string[]): Promise<number> {
  const args = parseCli(argv, {
    script: 'new-page',
    usage: USAGE,
    options: { from: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    positionals: true,
    missingValue: { from: `--from needs the address of an existing page.` },
  });
  if ('error' in args) return fail(args.error, USAGE_ERROR);
  if (args.values.help) {
    console.log(USAGE);
    return 0;
  }
  const [route, ...more] = args.positionals;
  if (route === undefined) return fail(`give the address of the new page.\n${USAGE}`, USAGE_ERROR);
  if (more.length) return fail(`one address at a time (got ${route} and ${more[0]}).\n${USAGE}`, USAGE_ERROR);
  const paths = sitePaths();
  let page: NewPage;
  try {
    page = createPage({ siteDir: paths.siteDir, route, from: args.values.from });
  } catch (error) {
    if (error instanceof NewPageError) return fail(error.message);
    throw error;
  }
  printCreated(page);
  // The page as the site reads it: its own issues, if any (a copied page may have some).
  const { issues, sources } = loadSite(paths);
  const mine = issues.filter((issue) => issue.file === page.file);
  // The starter texts are there to be replaced: said in one line, not as a report of warnings.
  const starter = mine.filter((issue) => issue.code === 'starter-text').length;
  if (starter) console.log(`  Replace its ${starter} starter texts: npm run validate lists them, and --strict fails until they are gone.`);
  const own = mine.filter((issue) => issue.code !== 'starter-text');
  if (own.length) console.error(`\n${formatReport(own, sources)}`);
  return own.some((issue) => issue.severity === 'error') ? 1 : 0;
}

function printCreated(page: NewPage) {
  console.log(`Created ${relative(process.cwd(), page.file)}${page.from ? ` (a copy of ${page.from})` : ''}`);
  console.log(`  Address: ${page.route}`);
  console.log(`  Preview: ${page.url}   (run npm run dev first)`);
  console.log(`  Sections and their fields: site/SECTIONS.md; every section type live: ${DEV_ORIGIN}${GALLERY_ROUTE}`);
  if (page.from) console.log('  Change its title and description, and the source of its lead form if it has one.');
}

runWhenEntry(import.meta.url, main);
