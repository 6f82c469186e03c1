import type { IssueCode, SiteIssue } from '../issues.ts';
import { suggestedReplacements } from './fixes.ts';
import { RULE_TITLES } from './sarif-rules.ts';
import { issueSpan, lineText, relativeFile, type Span } from './span.ts';

export interface SarifOptions {
  /** The repository root: artifact addresses are relative to it (%SRCROOT%). */
  cwd: string;
  /** The name of the tool in the log. */
  toolName?: string;
  informationUri?: string;
}

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const SRCROOT = '%SRCROOT%';

/**
 * A SARIF 2.1.0 log of the issues, one run: a rule per issue code found (what it checks, and the
 * message and fix of its first issue as an example), a result per issue at its region, and for an
 * issue with "Did you mean" suggestions a fix per suggestion that replaces the typed value.
 */
export function sarifLog(issues: readonly SiteIssue[], sources: ReadonlyMap<string, string>, options: SarifOptions) {
  const { cwd, toolName = 'validate', informationUri } = options;
  const firsts = new Map<IssueCode, SiteIssue>();
  for (const issue of issues) if (!firsts.has(issue.code)) firsts.set(issue.code, issue);
  const codes = [...firsts.keys()];
  const rules = [...firsts.values()].map((first) => ({
    id: first.code,
    name: first.code,
    shortDescription: { text: RULE_TITLES[first.code] },
    fullDescription: { text: `${RULE_TITLES[first.code]}. For example: ${first.message}` },
    help: { text: `${first.hint}` },
    defaultConfiguration: { level: first.severity },
  }));
  const results = issues.map((issue) => {
    const text = sources.get(issue.file);
    const artifactLocation = { uri: artifactUri(relativeFile(issue, cwd)), uriBaseId: SRCROOT };
    const what = issue.path ? `${issue.path}: ${issue.message}` : issue.message;
    const replacements = suggestedReplacements(issue, text);
    return {
      ruleId: issue.code,
      ruleIndex: codes.indexOf(issue.code),
      level: issue.severity,
      message: { text: `${what}\nFix: ${issue.hint}` },
      locations: [{ physicalLocation: { artifactLocation, region: region(issueSpan(issue, text)) } }],
      ...(replacements.length && {
        fixes: replacements.map((replacement) => ({
          description: {
            text: `Replace ${JSON.stringify(sourceText(text!, replacement.region))} with ${JSON.stringify(replacement.text)}`,
          },
          artifactChanges: [
            {
              artifactLocation,
              replacements: [{ deletedRegion: region(replacement.region), insertedContent: { text: replacement.text } }],
            },
          ],
        })),
      }),
    };
  });
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0' as const,
    runs: [
      {
        tool: { driver: { name: toolName, ...(informationUri && { informationUri }), rules } },
        columnKind: 'utf16CodeUnits' as const,
        results,
      },
    ],
  };
}

/** The log as JSON text. */
export function sarifReport(issues: readonly SiteIssue[], sources: ReadonlyMap<string, string>, options: SarifOptions): string {
  return JSON.stringify(sarifLog(issues, sources, options), null, 2);
}

function region(span: Span) {
  return { startLine: span.line, startColumn: span.column, endLine: span.endLine, endColumn: span.endColumn };
}

/** A relative path as a URI reference: each part percent-encoded, joined with forward slashes. */
function artifactUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function sourceText(text: string, span: Span): string {
  return (lineText(text, span.line) ?? '').slice(span.column - 1, span.endColumn - 1);
}
