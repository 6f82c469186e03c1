import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { DataCollections, PageData, SiteModel } from '../content/model.ts';
import { routeFromPageName } from '../content/routes.ts';
import { ajvIssues } from './ajv-issues.ts';
import { crossCheck, type CheckedFile } from './cross-check.ts';
import { catalogue } from './errors.ts';
import { guardRails } from './guard-rails.ts';
import type { SiteIssue } from './issues.ts';
import { loadSchemas, type SchemaSet } from './schemas.ts';
import { issueAt, MAX_FILE_ISSUES, parseYamlFile, type YamlSource } from './yaml-source.ts';

export interface LoadOptions {
  /** The content folder (site/ by default). */
  siteDir: string;
  /** The schema folder (schema/ by default). */
  schemaDir: string;
}

export interface LoadResult {
  /** Present when there is no error (warnings allowed). */
  model?: SiteModel;
  issues: SiteIssue[];
  /** Text of every file read, for code frames. */
  sources: Map<string, string>;
}

const PAGE_NAME = /^[a-z0-9][a-z0-9-]*$/;

function listYaml(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => join(dir, name))
    .sort();
}

function checkFile(file: string, validate: ValidateFunction, schemas: SchemaSet, issues: SiteIssue[], sources: Map<string, string>): CheckedFile | undefined {
  const parsed = parseYamlFile(file);
  if (parsed.source) sources.set(file, parsed.source.text);
  issues.push(...parsed.issues);
  if (!parsed.source || parsed.issues.length) return undefined;
  const { valid, marks } = schemas.run(validate, parsed.value);
  if (!valid) {
    // Mapping an error costs a look through the others: a few hundred, not tens of thousands.
    const errors = validate.errors ?? [];
    const found = ajvIssues(errors.slice(0, 4 * MAX_FILE_ISSUES), parsed.source, parsed.value, schemas.sectionTypes);
    issues.push(...found.slice(0, MAX_FILE_ISSUES));
    if (found.length > MAX_FILE_ISSUES || errors.length > 4 * MAX_FILE_ISSUES) {
      const { line, column } = found[MAX_FILE_ISSUES] ?? found.at(-1)!;
      issues.push(issueAt(file, line, column, '', catalogue.tooManyIssues(MAX_FILE_ISSUES)));
    }
  }
  return { source: parsed.source as YamlSource, value: parsed.value, marks, valid };
}

/**
 * Read, validate and cross-check a content folder. Every problem is collected, not just the first;
 * the model is returned only when there is no error.
 */
export function loadSite({ siteDir, schemaDir }: LoadOptions): LoadResult {
  let schemas: SchemaSet;
  try {
    schemas = loadSchemas(schemaDir);
  } catch (error) {
    const detail = (error as Error).message.split('\n')[0]!;
    return { issues: [issueAt(schemaDir, 1, 1, '', catalogue.schemaError(detail))], sources: new Map() };
  }
  const issues: SiteIssue[] = [];
  const sources = new Map<string, string>();

  const siteFile = join(siteDir, 'site.yaml');
  const site = existsSync(siteFile) ? checkFile(siteFile, schemas.site, schemas, issues, sources) : undefined;
  if (!existsSync(siteFile)) issues.push(issueAt(siteFile, 1, 1, '', catalogue.missingFile('site.yaml', 'schema/site.schema.json')));

  const data = new Map<string, CheckedFile | undefined>();
  for (const [name, validate] of schemas.data) {
    const file = join(siteDir, 'data', `${name}.yaml`);
    if (!existsSync(file)) issues.push(issueAt(file, 1, 1, '', catalogue.missingFile(`data/${name}.yaml`, `schema/data/${name}.schema.json`)));
    else data.set(name, checkFile(file, validate, schemas, issues, sources));
  }

  const pagesDir = join(siteDir, 'pages');
  const pages = new Map<string, { route: string; checked?: CheckedFile }>();
  const owners = new Map<string, string>();
  for (const file of listYaml(pagesDir)) {
    const name = relative(pagesDir, file).split(sep).join('/').replace(/\.ya?ml$/, '');
    if (!file.endsWith('.yaml') || !name.split('/').every((part) => PAGE_NAME.test(part))) {
      issues.push(issueAt(file, 1, 1, '', catalogue.badFilename(relative(pagesDir, file))));
      continue;
    }
    const route = routeFromPageName(name);
    const owner = owners.get(route);
    if (owner) {
      issues.push(issueAt(file, 1, 1, '', catalogue.duplicateRoute(route, relative(siteDir, owner))));
      continue;
    }
    owners.set(route, file);
    pages.set(file, { route, checked: checkFile(file, schemas.page, schemas, issues, sources) });
  }

  const collections = new Map([...data].map(([name, checked]) => [name, Object.keys(((checked?.value as { items?: object })?.items ?? {}))]));
  const taken = new Set(issues.map((issue) => `${issue.file}:${issue.line}:${issue.column}`));
  const checks = [
    ...crossCheck({ siteDir, site, pages: [...pages.values()], collections }),
    ...guardRails({ site, data: [...data.values()], pages: [...pages.values()] }),
  ];
  issues.push(...checks.filter((issue) => !taken.has(`${issue.file}:${issue.line}:${issue.column}`)));

  const sorted = issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  if (sorted.some((issue) => issue.severity === 'error')) return { issues: sorted, sources };

  const pageData: PageData[] = [...pages.values()]
    .map(({ route, checked }) => {
      const { catchAll: _, ...page } = checked!.value as PageData & { catchAll?: boolean };
      return { ...page, route };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  const catchAll = [...pages.values()].filter((p) => (p.checked?.value as { catchAll?: boolean }).catchAll).map((p) => p.route);
  const model: SiteModel = {
    site: {
      site: site!.value as SiteModel['site']['site'],
      data: Object.fromEntries([...data].map(([name, checked]) => [name, checked!.value])) as unknown as DataCollections,
      catchAll,
    },
    pages: pageData,
  };
  return { model, issues: sorted, sources };
}
