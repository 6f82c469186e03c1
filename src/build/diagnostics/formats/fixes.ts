import type { SiteIssue } from '../issues.ts';
import { lineText, tokenLength, type Span } from './span.ts';

/** Text to put in place of a region of the issue's file. */
export interface Replacement {
  region: Span;
  text: string;
}

const QUOTED = /"(?:[^"\\]|\\.)*"/g;
/** ` Did you mean "subtitle"?`, or with several: ` Did you mean "a", "b" or "c"?`. */
const DID_YOU_MEAN = /Did you mean ((?:"(?:[^"\\]|\\.)*"(?:, | or )?)+)\?/;
/** What can replace a plain YAML value or key without quotes. */
const PLAIN = /^[A-Za-z0-9_./#-]+$/;

/**
 * The replacements an issue suggests with "Did you mean …?" (a misspelt key, section type, allowed
 * value, page address or data id), likeliest first: the catalogue quotes the value as typed first
 * and the suggestions after "Did you mean". They are given only when the file has exactly that value
 * at the issue's place, so applying one changes nothing else; a link's `#anchor` is kept.
 */
export function suggestedReplacements(issue: SiteIssue, text: string | undefined): Replacement[] {
  const offer = DID_YOU_MEAN.exec(issue.message);
  const typed = offer ? issue.message.slice(0, offer.index).match(QUOTED)?.[0] : undefined;
  if (!offer || typed === undefined || text === undefined) return [];
  return (offer[1]!.match(QUOTED) ?? []).flatMap((quoted) => {
    const replacement = replace(issue, text, JSON.parse(typed) as string, JSON.parse(quoted) as string);
    return replacement ? [replacement] : [];
  });
}

/** The first of the suggested replacements, if any. */
export function suggestedReplacement(issue: SiteIssue, text: string | undefined): Replacement | undefined {
  return suggestedReplacements(issue, text)[0];
}

function replace(issue: SiteIssue, text: string, typed: string, suggestion: string): Replacement | undefined {
  const source = lineText(text, issue.line);
  if (source === undefined) return undefined;
  let start = issue.column - 1;
  let token = source.slice(start, start + tokenLength(source, start));
  const quoted = token.length >= 2 && (token[0] === '"' || token[0] === "'") && token.at(-1) === token[0];
  if (quoted) {
    token = token.slice(1, -1);
    start++;
  }
  if (token !== typed || typed === suggestion) return undefined;
  const hash = typed.indexOf('#');
  const inserted = hash > 0 && !suggestion.includes('#') ? suggestion + typed.slice(hash) : suggestion;
  if (!quoted && !PLAIN.test(inserted)) return undefined;
  if (quoted && /["'\\]/.test(inserted)) return undefined;
  return {
    region: { line: issue.line, column: start + 1, endLine: issue.line, endColumn: start + 1 + token.length },
    text: inserted,
  };
}
