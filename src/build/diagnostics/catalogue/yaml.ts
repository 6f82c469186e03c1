import type { IssueDraft } from '../issues.ts';
import { q } from './words.ts';

/** What the YAML parser refuses, and files whose top level is not a mapping. */
export const yamlIssues = {
  yamlSyntax: (detail: string): IssueDraft => ({
    code: 'yaml-syntax',
    message: `YAML syntax error: ${detail}`,
    hint: 'Check this line for a missing colon, an unclosed quote or bracket, or wrong indentation.',
  }),
  yamlColon: (): IssueDraft => ({
    code: 'yaml-syntax',
    message: 'YAML syntax error: a value contains ": " and reads as a nested key',
    hint: 'Put the whole value in quotes, e.g. title: "Note: installation is free".',
  }),
  yamlTab: (): IssueDraft => ({
    code: 'yaml-tab',
    message: 'a tab is used for indentation',
    hint: 'YAML indents with spaces only: replace the tab with spaces (two per level).',
  }),
  duplicateKey: (key: string): IssueDraft => ({
    code: 'yaml-duplicate-key',
    message: `the key ${q(key)} appears twice in the same block`,
    hint: 'Keep one of them: each key may appear only once in a block.',
  }),
  aliasLimit: (reason: string): IssueDraft => ({
    code: 'yaml-alias',
    message: `YAML aliases (*name) cannot be used here: ${reason}`,
    hint: 'Write the values out instead of repeating them through anchors (&name) and aliases (*name).',
  }),
  emptyFile: (): IssueDraft => ({
    code: 'empty-file',
    message: 'the file is empty',
    hint: 'Add content, or delete the file. A page needs title:, description: and sections:.',
  }),
  notAMapping: (): IssueDraft => ({
    code: 'not-a-mapping',
    message: 'the file must contain key: value lines at the top level',
    hint: 'Start with keys such as title:, description: and sections:.',
  }),
  tooManyIssues: (limit: number): IssueDraft => ({
    code: 'too-many-issues',
    message: `this file has more than ${limit} problems; only the first ${limit} are listed`,
    hint: 'Fix the problems listed above and validate again to see the rest.',
  }),
} as const;
