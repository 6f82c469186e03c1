import { isCollection, isPair, isScalar, visit, type Node, type Scalar } from 'yaml';
import { catalogue } from '../diagnostics/catalogue.ts';
import { pathInWords, type Segment } from '../diagnostics/document-path.ts';
import { issueAt, MAX_FILE_ISSUES, type SiteIssue } from '../diagnostics/issues.ts';
import type { YamlSource } from './yaml-source.ts';

/** Tags of YAML's core schema (`!!str 2024`), which say what a value is and lose nothing. */
export const CORE_TAG = /^tag:yaml\.org,2002:(?:str|int|float|bool|null|map|seq)$/;

/**
 * Text an editor typed that YAML reads as markup, so the page would show less than was written:
 * ` #…` after a plain value is a comment (`title: We're #1 in vending` is "We're"), `&name` before
 * a value is an anchor no alias uses (`&Co vending` is "vending"), and `!name` is a tag
 * (`!important news` is "news"). The comment is a warning, since a note after a value is valid
 * YAML; an anchor nothing repeats and a tag the site does not know are errors.
 */
export function lostText(source: YamlSource, value: unknown): SiteIssue[] {
  const { file, text, doc, lines } = source;
  const aliased = new Set<string>();
  visit(doc, {
    Alias(_, alias) {
      aliased.add(alias.source);
    },
  });
  const issues: SiteIssue[] = [];
  const at = (offset: number, path: readonly Segment[]) => {
    const { line, col } = lines.linePos(offset);
    return [file, line, col, pathInWords(path, value)] as const;
  };
  visit(doc, {
    Scalar(key, node, ancestors) {
      if (key === 'key' || !node.range) return undefined;
      const [start, end] = node.range;
      const path = segments(ancestors, node);
      const typed = text.slice(start, end);
      const marks = marksBefore(text, start);
      const tag = node.tag !== undefined && !CORE_TAG.test(node.tag);
      if ((node.anchor !== undefined && !aliased.has(node.anchor)) || tag) {
        const whole = marks.text + typed;
        issues.push(issueAt(...at(marks.offset, path), catalogue.yamlMarkup(marks.text.trim(), shown(node), quotable(whole))));
      } else if (node.type === 'PLAIN' && typeof node.value === 'string') {
        const comment = /^[ \t]+#[^\r\n]*/.exec(text.slice(end));
        if (comment) {
          const hash = end + comment[0].indexOf('#');
          const whole = typed + comment[0].trimEnd();
          issues.push(issueAt(...at(hash, path), catalogue.yamlComment(comment[0].trim(), node.value, quotable(whole))));
        }
      }
      return issues.length >= MAX_FILE_ISSUES ? visit.BREAK : undefined;
    },
  });
  return issues;
}

/** The anchor and tag written just before the value that starts at `start`, with where they begin. */
function marksBefore(text: string, start: number): { text: string; offset: number } {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const marks = /(?:[&!]\S*[ \t]+)+$/.exec(text.slice(lineStart, start));
  return marks ? { text: marks[0], offset: lineStart + marks.index } : { text: '', offset: start };
}

/** What the page gets instead of the typed text. */
const shown = (node: Scalar) => (node.value === null || node.value === undefined ? '' : String(node.value));

/** The typed text in double quotes, when it fits on one line (else undefined: the hint then says so in words). */
const quotable = (typed: string) => (/[\r\n]/.test(typed) ? undefined : JSON.stringify(typed));

/** The document path of `node` from the ancestors `visit` gives. */
function segments(ancestors: readonly unknown[], node: Node): Segment[] {
  const path: Segment[] = [];
  const chain = [...ancestors, node];
  for (let i = 0; i < chain.length - 1; i++) {
    const here = chain[i];
    if (isPair(here) && isScalar(here.key)) path.push(String(here.key.value));
    else if (isCollection(here) && !isPair(chain[i + 1])) path.push(here.items.indexOf(chain[i + 1] as never));
  }
  return path;
}
