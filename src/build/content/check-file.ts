import type { ValidateFunction } from 'ajv';
import { ajvIssues } from '../diagnostics/ajv-issues.ts';
import { catalogue } from '../diagnostics/catalogue.ts';
import { issueAt, MAX_FILE_ISSUES, type SiteIssue } from '../diagnostics/issues.ts';
import type { CheckedFile } from './checked-file.ts';
import type { SchemaSet } from './schemas.ts';
import { parseYamlFile, type YamlSource } from './yaml-source.ts';

export interface FileCheck {
  /** Undefined when the file could not be parsed. */
  checked?: CheckedFile;
  issues: SiteIssue[];
  /** The text read, for code frames. */
  text?: string;
}

/**
 * Parse one YAML file and validate it against its schema: its issues (at most MAX_FILE_ISSUES
 * from the schema, then one saying there are more) and, when it parsed, the file for the checks that follow.
 */
export function checkFile(file: string, validate: ValidateFunction, schemas: SchemaSet): FileCheck {
  const parsed = parseYamlFile(file);
  const text = parsed.source?.text;
  if (!parsed.source || parsed.issues.length) return { issues: parsed.issues, text };
  const { valid, marks } = schemas.run(validate, parsed.value);
  const checked: CheckedFile = { source: parsed.source as YamlSource, value: parsed.value, marks, valid };
  if (valid) return { checked, issues: [], text };
  // Mapping an error costs a look through the others: a few hundred, not tens of thousands.
  const errors = validate.errors ?? [];
  const found = ajvIssues(errors.slice(0, 4 * MAX_FILE_ISSUES), parsed.source, parsed.value, schemas.sectionTypes);
  const issues = found.slice(0, MAX_FILE_ISSUES);
  if (found.length > MAX_FILE_ISSUES || errors.length > 4 * MAX_FILE_ISSUES) {
    const { line, column } = found[MAX_FILE_ISSUES] ?? found.at(-1)!;
    issues.push(issueAt(file, line, column, '', catalogue.tooManyIssues(MAX_FILE_ISSUES)));
  }
  return { checked, issues, text };
}
