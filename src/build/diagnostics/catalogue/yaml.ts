import { draft, q, qShort } from './words.ts';

/** `7`, `7 and 9`, `7, 9 and 12`, `7, 9, 12 and 5 more`. */
const inWords = (lines: readonly number[]) => {
  const shown = lines.length > 4 ? [...lines.slice(0, 3), `${lines.length - 3} more`] : lines.map(String);
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : shown[0]!;
};

const CHECK_LINE = 'Check this line for a missing colon, an unclosed quote or bracket, or wrong indentation.';

/** What the YAML parser refuses, and files whose top level is not a mapping. */
export const yamlIssues = {
  yamlSyntax: (detail: string) => draft('yaml-syntax', `YAML syntax error: ${detail}`, CHECK_LINE),
  yamlColon: () =>
    draft(
      'yaml-syntax',
      'YAML syntax error: a value contains ": " and reads as a nested key',
      'Put the whole value in quotes, e.g. title: "Note: installation is free".',
    ),
  /** A key indented differently from the key of the line above it, which it belongs beside. */
  yamlIndent: (key: string, line: number, spaces: number, above: { key: string; line: number; spaces: number; item: boolean }) =>
    draft(
      'yaml-syntax',
      `\`${key}:\` on line ${line} is indented ${spaces} spaces; line ${above.line}'s \`${above.key}:\` is at ${above.spaces} — keys of the same ${above.item ? 'item' : 'block'} line up`,
      `Indent \`${key}:\` by ${above.spaces} spaces, like \`${above.key}:\` on line ${above.line}.`,
    ),
  /** A list item whose "- " is missing, so its keys join the item before it. */
  yamlMissingDash: (key: string, line: number, first: number, section: boolean, fixed: string) =>
    draft(
      'yaml-syntax',
      `line ${line} starts a new ${section ? 'section' : 'list item'} without "- ", so its ${q(key)} joins the ${section ? 'section' : 'item'} of line ${first}: each ${section ? 'section' : 'item'} starts with "- "`,
      `Write line ${line} as "${fixed}": the "- " takes the place of the two spaces before ${q(key)}, as on line ${first}.`,
    ),
  /** Indentation made of a space that only looks like one (U+00A0 and the like). */
  yamlLookalikeSpace: ([line, ...more]: readonly number[], char: string) =>
    draft(
      'yaml-syntax',
      `line ${line} is indented with a ${char === '\u00a0' ? 'non-breaking space' : 'special space'} (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}), which looks like a space but is not one to YAML${more.length ? `; so ${more.length === 1 ? 'is line' : 'are lines'} ${inWords(more)}` : ''}`,
      'Delete the indentation and type it again with the space bar. Such spaces come with text pasted from a web page or a word processor.',
    ),
  /** `-type: text`: a dash with no space after it. */
  yamlDashSpace: (line: number, key: string, fixed: string) =>
    draft(
      'yaml-syntax',
      `line ${line} starts with "-" and no space after it, so YAML reads a key named ${q(`-${key}`)}, not a new list item`,
      `Write "${fixed}": a dash and a space start each item.`,
    ),
  /** A list item's "- " at another column than the item before it. */
  yamlItemColumn: (line: number, column: number, above: number, aboveColumn: number) =>
    draft(
      'yaml-syntax',
      `the "- " on line ${line} is at column ${column}, but the item before it (line ${above}) starts at column ${aboveColumn}: the items of a list line up`,
      `Move line ${line} and the lines under it ${Math.abs(aboveColumn - column)} ${Math.abs(aboveColumn - column) === 1 ? 'space' : 'spaces'} to the ${aboveColumn > column ? 'right' : 'left'}, so its "- " is under the one on line ${above}.`,
    ),
  /** A value that starts with YAML markup, or a quote that closes before the value ends. */
  yamlQuoteValue: (key: string, value: string, quotedValue: string) =>
    draft(
      'yaml-syntax',
      /^["']/.test(value)
        ? `the quoted value of ${q(key)} ends at its second ${value[0]}, and YAML cannot read what follows`
        : `the value of ${q(key)} starts with ${q(value.startsWith('- ') ? '- ' : value[0]!)}, which YAML reads as markup, not as text`,
      `Put the whole value in quotes: ${key}: ${quotedValue}`,
    ),
  /** `title:Refreshment`: no space after the colon. */
  yamlColonSpace: (key: string, value: string) =>
    draft(
      'yaml-syntax',
      `there is no space after ${q(`${key}:`)}, so YAML does not read it as a key and its value`,
      `Add a space after the colon: ${key}: ${value}`,
    ),
  /** `title Refreshment`: no colon after the key. */
  yamlNoColon: (key: string, value: string) =>
    draft(
      'yaml-syntax',
      `this line has no ":" after ${q(key)}, so YAML cannot read it as a key and its value`,
      `Write it as ${key}: ${value}`,
    ),
  yamlTab: () =>
    draft(
      'yaml-tab',
      'a tab is used for indentation',
      'YAML indents with spaces only: replace the tab with spaces, as many as line the key up with its neighbours.',
    ),
  duplicateKey: (key: string) =>
    draft(
      'yaml-duplicate-key',
      `the key ${q(key)} appears twice in the same block`,
      'Keep one of them: each key may appear only once in a block.',
    ),
  aliasLimit: (reason: string) =>
    draft(
      'yaml-alias',
      `YAML aliases (*name) cannot be used here: ${reason}`,
      'Write the values out instead of repeating them through anchors (&name) and aliases (*name).',
    ),
  /** Text after ` #` on a plain value's line: a comment, not part of the value. */
  yamlComment: (comment: string, kept: string, quoted?: string) =>
    draft(
      'yaml-lost-text',
      `${q(comment)} is read as a YAML comment and left out, so the value is only ${kept ? qShort(kept) : 'empty'}`,
      `If it belongs to the text, put the whole value in quotes${quoted ? `: ${quoted}` : ''}. If it is a note, move it to a line of its own.`,
      'warning',
    ),
  /** An anchor nothing repeats, or a tag, written before a value: markup, not text. */
  yamlMarkup: (marks: string, kept: string, quoted?: string) =>
    draft(
      'yaml-lost-text',
      `${q(marks)} before the value is read as a YAML ${marks.startsWith('&') ? 'anchor (a name for repeating a value with *name)' : 'tag'} and left out, so the value is only ${kept ? qShort(kept) : 'empty'}`,
      `Put the whole value in quotes${quoted ? `: ${quoted}` : ''}.`,
    ),
  /** A tag (`!!binary`, `!!set`, `!custom`) that makes a value the site cannot read: only text, numbers, yes/no, lists and mappings. */
  yamlTag: (tag: string, collection: boolean) =>
    draft(
      'yaml-tag',
      `the YAML tag ${q(tag)} is not read here: a page holds only text, numbers, true/false, lists and key: value blocks`,
      !collection
        ? `Delete ${q(tag)}, or put the whole value in quotes if ${q(tag)} is part of the text.`
        : tag.startsWith('!!')
          ? `Delete ${q(tag)} and write the entries as a plain list (lines that start with "- ") or as key: value lines.`
          : `Delete ${q(tag)}: the list or block under it stays as it is.`,
    ),
  /** An alias (*name) with no anchor (&name) set before it. */
  unsetAnchor: (name: string) =>
    draft(
      'yaml-alias',
      `*${name} repeats the value named &${name}, but no value above it is named so`,
      `Write the value out here, or put &${name} before a value above this line (an anchor must come before its aliases).`,
    ),
  /** A merge key (<<), which YAML 1.2 and this site do not have. */
  mergeKey: () =>
    draft(
      'yaml-alias',
      'merge keys ("<<") are not read: the keys of the repeated mapping are not added here',
      'Write the keys out in this mapping instead of "<<: *name".',
    ),
  emptyFile: () =>
    draft('empty-file', 'the file is empty', 'Add content, or delete the file. A page needs title:, description: and sections:.'),
  notAMapping: () =>
    draft(
      'not-a-mapping',
      'the file must contain key: value lines at the top level',
      'Start with keys such as title:, description: and sections:.',
    ),
  tooManyIssues: (limit: number) =>
    draft(
      'too-many-issues',
      `this file has more than ${limit} problems; only the first ${limit} are listed`,
      'Fix the problems listed above and validate again to see the rest.',
    ),
} as const;
