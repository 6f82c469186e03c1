import { fileIssues } from './catalogue/files.ts';
import { unsafeFileIssues } from './catalogue/links.ts';
import { mediaIssues } from './catalogue/media.ts';
import { pageRuleIssues } from './catalogue/page-rules.ts';
import { referenceIssues } from './catalogue/references.ts';
import { schemaIssues } from './catalogue/schema.ts';
import { yamlIssues } from './catalogue/yaml.ts';

/**
 * The catalogue of every message the content checks can print, one file per kind of issue in
 * catalogue/. Each entry returns the code, the message (what is wrong) and the hint (what to do).
 * Tests assert these texts exactly.
 */
export const catalogue = {
  ...fileIssues,
  ...unsafeFileIssues,
  ...yamlIssues,
  ...schemaIssues,
  ...referenceIssues,
  ...pageRuleIssues,
  ...mediaIssues,
} as const;
