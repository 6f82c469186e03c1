import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { contentCacheDir } from '../content/content-cache.ts';
import { sitePaths } from '../content/site-paths.ts';
import { checkSite } from '../content/verdict.ts';
import type { SiteIssue } from '../diagnostics/issues.ts';
import { parseCli, USAGE_ERROR } from './args.ts';
import { runWhenEntry } from './entry.ts';

const FORMATS = ['text', 'github', 'sarif', 'json'] as const;
const LEVELS = ['error', 'warning'] as const;
type Format = (typeof FORMATS)[number];
type Level = (typeof LEVELS)[number];

const USAGE = `Usage: npm run validate [-- options]
  --format text|github|sarif|json  how to print the result: text (the default), GitHub workflow
                                   commands and job summary (the default when GITHUB_ACTIONS=true),
                                   SARIF 2.1.0 or JSON, alone on stdout
  --json                           the same as --format json
  --fail-on error|warning          exit 1 when there is an error (the default), or a warning too
  --strict                         the same as --fail-on warning
  --changed <git-ref>              list the issues of files changed since <git-ref> first
Exit code: 0 valid, 1 issues at or above --fail-on, 2 wrong options.`;

const OPTIONS = {
  format: { type: 'string' },
  json: { type: 'boolean' },
  'fail-on': { type: 'string' },
  strict: { type: 'boolean' },
  changed: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

interface Settings {
  format: Format;
  failOn: Level;
  changed?: string;
}

/**
 * `npm run validate [-- options]`: checks the content folder (SITE_DIR, site/ by default) and
 * prints the result in the format asked for. Returns 0 when no issue is at or above the --fail-on
 * level, 1 when one is, 2 for wrong options.
 */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const args = parseCli(argv, {
    script: 'validate',
    usage: USAGE,
    options: OPTIONS,
    missingValue: {
      format: `--format needs one of ${FORMATS.join(', ')}.\n${USAGE}`,
      'fail-on': `--fail-on needs error or warning.\n${USAGE}`,
      changed: `--changed needs a git ref, e.g. --changed origin/main.\n${USAGE}`,
    },
  });
  if ('error' in args) {
    console.error(`validate: ${args.error}`);
    return USAGE_ERROR;
  }
  if (args.values.help) {
    console.log(USAGE);
    return 0;
  }
  const settings = readSettings(args.values, env);
  if (typeof settings === 'string') {
    console.error(`validate: ${settings}\n${USAGE}`);
    return USAGE_ERROR;
  }
  const { format, failOn, changed } = settings;
  const paths = sitePaths();
  // A folder unchanged since the last run gets that run's verdict; otherwise only changed files are parsed again.
  const { issues: found, sources, pages } = await checkSite(paths.siteDir, paths.schemaDir, contentCacheDir(paths.siteDir));
  const issues = changed === undefined ? found : await ordered(found, changed, paths.siteDir);
  const failed = issues.some((issue) => issue.severity === 'error' || failOn === 'warning');
  const cwd = process.cwd();
  const siteName = relative(cwd, paths.siteDir) || '.';

  // Each format's code is loaded only when it prints: a valid site in text needs none of it.
  if (format === 'json') {
    const { jsonReport } = await import('../diagnostics/formats/json.ts');
    console.log(jsonReport(issues, sources, { cwd, ok: !failed, pages }));
  } else if (format === 'sarif') {
    const { sarifReport } = await import('../diagnostics/formats/sarif.ts');
    console.log(sarifReport(issues, sources, { cwd }));
  } else if (format === 'github') {
    const { githubAnnotations } = await import('../diagnostics/formats/github.ts');
    if (issues.length) console.log(githubAnnotations(issues, sources, { cwd }));
    console.log(issues.length ? `${siteName}: ${countWords(issues)}` : `${siteName}: ${pages} pages valid.`);
    const summaryFile = env.GITHUB_STEP_SUMMARY;
    if (summaryFile) {
      const [{ editorAddress }, { markdownSummary }] = await Promise.all([
        import('../diagnostics/formats/editor-line.ts'),
        import('../diagnostics/formats/summary.ts'),
      ]);
      const link = (issue: SiteIssue) => editorAddress(issue, paths.siteDir);
      writeSummary(summaryFile, markdownSummary(issues, sources, { cwd, pages, failed, link }));
    }
  } else if (issues.length) {
    const [{ formatReport }, { editorLine }] = await Promise.all([
      import('../diagnostics/format.ts'),
      import('../diagnostics/formats/editor-line.ts'),
    ]);
    const report = formatReport(issues, sources, cwd, { extraLine: (issue) => editorLine(issue, paths.siteDir) });
    (failed ? console.error : console.warn)(report);
  } else console.log(`${siteName}: ${pages} pages valid.`);
  return failed ? 1 : 0;
}

/** The options in force, or what is wrong with them. */
function readSettings(
  values: { format?: string; json?: boolean; 'fail-on'?: string; strict?: boolean; changed?: string },
  env: NodeJS.ProcessEnv,
): Settings | string {
  const { format: asked, json, 'fail-on': failOnAsked, strict, changed } = values;
  if (asked !== undefined && !isOneOf(asked, FORMATS)) return `--format ${asked} is not a format: use ${FORMATS.join(', ')}.`;
  if (json && asked !== undefined && asked !== 'json') return `--json is --format json: it cannot go with --format ${asked}.`;
  if (failOnAsked !== undefined && !isOneOf(failOnAsked, LEVELS)) return `--fail-on ${failOnAsked} is not a level: use error or warning.`;
  if (strict && failOnAsked === 'error') return '--strict is --fail-on warning: it cannot go with --fail-on error.';
  if (changed !== undefined && (!changed.trim() || changed.startsWith('-')))
    return `--changed needs a git ref such as origin/main, not "${changed}".`;
  const format: Format = json ? 'json' : (asked ?? (env.GITHUB_ACTIONS === 'true' ? 'github' : 'text'));
  const failOn: Level = strict ? 'warning' : (failOnAsked ?? 'error');
  return { format, failOn, changed };
}

function isOneOf<T extends string>(value: string, list: readonly T[]): value is T {
  return (list as readonly string[]).includes(value);
}

/** The issues of files changed since `ref` first; unordered, with a warning, when git cannot tell. */
async function ordered(issues: SiteIssue[], ref: string, siteDir: string): Promise<SiteIssue[]> {
  const { changedFiles, changedFirst } = await import('../diagnostics/formats/changed.ts');
  const changed = changedFiles(ref, siteDir);
  if ('files' in changed) return changedFirst(issues, changed.files);
  console.error(`validate: warning: ${changed.warning}; the issues are listed in file order.`);
  return issues;
}

function countWords(issues: readonly SiteIssue[]): string {
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  const warnings = issues.length - errors;
  return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
}

/** The summary appended to the job's summary file; a file that cannot be written is a warning. */
function writeSummary(file: string, markdown: string): void {
  try {
    appendFileSync(file, markdown);
  } catch (error) {
    console.error(`validate: warning: could not write the job summary to ${file}: ${(error as Error).message}`);
  }
}

runWhenEntry(import.meta.url, main);
