import { catalogue } from '../diagnostics/catalogue.ts';
import type { IssueDraft } from '../diagnostics/issues.ts';

const YAML_MESSAGES: Record<string, string> = {
  MULTIPLE_DOCS: 'a file holds one YAML document, but a "---" line starts a second one',
};

/** `  title: value`, `  - title: value`: the indent (with any "- "), the key, and where its value starts. */
const KEY_VALUE = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*):[ \t]+(\S.*?)\s*$/;

/** `title:Refreshment` (no space after the colon) or `title Refreshment` (no colon): the key and its value. */
const NO_COLON_SPACE = /^\s*(?:-\s+)?([A-Za-z_][\w-]*):(\S.*?)\s*$/;
const NO_COLON = /^\s*(?:-\s+)?([A-Za-z_][\w-]*)[ \t]+([^:#\s][^:#]*?)\s*$/;

/** The typed value in quotes that keep it whole: a value already wrapped in one kind of quote gets the other. */
function quoted(value: string): string {
  const wrapped = /^(["'])(.*)\1$/.exec(value);
  const text = wrapped ? wrapped[2]! : value;
  if (wrapped?.[1] === '"' || (text.includes('"') && !text.includes("'"))) return `'${text.replace(/'/g, "''")}'`;
  return JSON.stringify(text);
}

/**
 * One parser error as a catalogue draft, for the `line` it is on; with `column` when the mistake is
 * better shown elsewhere on that line (at the value that needs quotes).
 */
export function yamlErrorDraft(code: string, message: string, line: string, column: number): { draft: IssueDraft; column?: number } {
  if (code === 'TAB_AS_INDENT') return { draft: catalogue.yamlTab() };
  if (code === 'BLOCK_AS_IMPLICIT_KEY') return { draft: catalogue.yamlColon() };
  if (code === 'DUPLICATE_KEY') {
    const key = /^\s*(["']?)(.+?)\1\s*:/.exec(line.slice(column - 1))?.[2]?.trim() ?? '?';
    return { draft: catalogue.duplicateKey(key) };
  }
  const quote = /^Missing closing (["'])quote/.exec(message)?.[1];
  if (quote) return { draft: catalogue.yamlSyntax(`a quoted text is not closed: add the closing ${quote}`) };
  if (YAML_MESSAGES[code]) return { draft: catalogue.yamlSyntax(YAML_MESSAGES[code]!) };
  const pair = KEY_VALUE.exec(line);
  // A value that starts with a character YAML reads as markup ([, {, *, &, !, %, @, `, "- ") or a quote closed too soon.
  if (pair && (code === 'UNEXPECTED_TOKEN' || code === 'BAD_SCALAR_START') && !/^[|>]/.test(pair[3]!)) {
    const [, lead, key, value] = pair as unknown as [string, string, string, string];
    return {
      draft: catalogue.yamlQuoteValue(key, value, quoted(value)),
      column: line.indexOf(value, lead.length + key.length + 1) + 1,
    };
  }
  if (code === 'MULTILINE_IMPLICIT_KEY' || code === 'MISSING_CHAR') {
    const joined = NO_COLON_SPACE.exec(line);
    if (joined) return { draft: catalogue.yamlColonSpace(joined[1]!, joined[2]!) };
    const spaced = NO_COLON.exec(line);
    if (spaced) return { draft: catalogue.yamlNoColon(spaced[1]!, spaced[2]!) };
  }
  return { draft: catalogue.yamlSyntax(message.split(' at line ')[0]!.replace(/\.$/, '')) };
}
