import { readFileSync } from 'node:fs';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { ajvIssues } from '../diagnostics/ajv-issues.ts';
import { catalogue } from '../diagnostics/catalogue.ts';
import { issueAt, MAX_FILE_ISSUES, type SiteIssue } from '../diagnostics/issues.ts';
import type { CheckedFile } from './checked-file.ts';
import type { SchemaSet } from './schemas.ts';
import type { CachedCheck, ContentCache } from './content-cache.ts';
import { inFirstPart, LONG_FILE } from './long-file.ts';
import { quickValue } from './quick-parse.ts';
import { parseYamlFile, parseYamlText, type Locator, type YamlSource } from './yaml-source.ts';

export interface FileCheck {
  /** Undefined when the file could not be parsed. */
  checked?: CheckedFile;
  issues: SiteIssue[];
  /** The text read, for code frames. */
  text?: string;
}

/**
 * Parse one YAML file and validate it against its schema: its issues (at most MAX_FILE_ISSUES
 * from the schema, then one saying there are more) and, when it parsed, the file for the checks
 * that follow. With a cache, a file whose bytes (and schemas, and this code) are unchanged is not
 * parsed or validated again; its positions are parsed only if a later check asks for one.
 */
export function checkFile(file: string, validate: ValidateFunction, schemas: SchemaSet, cache?: ContentCache): FileCheck {
  let key: string | undefined;
  let bytes: Buffer | undefined;
  if (cache) {
    try {
      ({ bytes, key } = cache.read(file));
    } catch {
      // Unreadable: parseYamlFile says why.
    }
  }
  const hit = key === undefined ? undefined : cache!.get(key);
  if (hit) return fromCache(file, bytes!, hit);
  const found = uncachedCheck(file, validate, schemas, bytes);
  if (key !== undefined) cache!.set(key, toCache(found));
  return found;
}

/** The check of a file's bytes as the cache keeps it (for checks made on another thread). */
export function cachedCheckOf(file: string, validate: ValidateFunction, schemas: SchemaSet, bytes: Buffer): CachedCheck {
  return toCache(uncachedCheck(file, validate, schemas, bytes));
}

function toCache({ checked, issues, text }: FileCheck): CachedCheck {
  return {
    parsed: !!checked,
    value: checked?.value,
    marks: checked?.marks ?? [],
    valid: checked?.valid ?? false,
    issues,
    utf8: text !== undefined,
  };
}

/**
 * The check of a file from its cached entry. While the cache hands out the same bytes for the same
 * entry (a file the watcher says is unchanged), the same check is given again: thousands of
 * unchanged files are neither decoded nor wrapped anew on each save.
 */
function fromCache(file: string, bytes: Buffer, hit: CachedCheck): FileCheck {
  const kept = made.get(hit);
  if (kept?.bytes === bytes && kept.file === file) return kept.check;
  const check = newFromCache(file, bytes, hit);
  made.set(hit, { bytes, file, check });
  return check;
}

const made = new WeakMap<CachedCheck, { bytes: Buffer; file: string; check: FileCheck }>();

/** One decoder of each kind for every file: a call that is not streamed starts afresh. */
const LENIENT = new TextDecoder('utf-8');
const STRICT = new TextDecoder('utf-8', { fatal: true });

function newFromCache(file: string, bytes: Buffer, hit: CachedCheck): FileCheck {
  const text = hit.utf8 ? LENIENT.decode(bytes) : undefined;
  if (!hit.parsed || text === undefined) return { issues: hit.issues, text };
  return { checked: { source: lazySource(file, text), value: hit.value, marks: hit.marks, valid: hit.valid }, issues: hit.issues, text };
}

/** A parsed file whose document and line table are made the first time something asks for a position. */
function lazySource(file: string, text: string): YamlSource {
  let parsed: YamlSource | undefined;
  const source = () => (parsed ??= parseYamlText(file, text).source as YamlSource);
  return {
    file,
    text,
    get doc() {
      return source().doc;
    },
    get lines() {
      return source().lines;
    },
  };
}

function uncachedCheck(file: string, validate: ValidateFunction, schemas: SchemaSet, given?: Buffer): FileCheck {
  const bytes = given ?? readable(file);
  const quick = bytes && quickCheck(file, validate, schemas, bytes);
  if (quick) return quick;
  const parsed = parseYamlFile(file, bytes);
  const text = parsed.source?.text;
  if (!parsed.source || parsed.issues.length) return { issues: parsed.issues, text };
  const { valid, marks } = schemas.run(validate, parsed.value);
  const checked: CheckedFile = { source: parsed.source as YamlSource, value: parsed.value, marks, valid };
  const notes = parsed.notes ?? [];
  // A valid file's document is let go (thousands of them are large) and parsed again only if a later check needs a position.
  if (valid) return { checked: { ...checked, source: lazySource(file, text!) }, issues: notes, text };
  return { checked, issues: [...notes, ...schemaIssues(validate.errors ?? [], parsed.source, parsed.value, schemas)], text };
}

/**
 * A file's schema errors as issues: at most MAX_FILE_ISSUES, then one saying there are more.
 * Mapping an error costs a look through the others: a few hundred are mapped, not tens of thousands.
 */
function schemaIssues(errors: readonly ErrorObject[], source: YamlSource, value: unknown, schemas: SchemaSet, at?: Locator): SiteIssue[] {
  const found = ajvIssues(errors.slice(0, 4 * MAX_FILE_ISSUES), source, value, schemas.sectionTypes, at);
  const issues = found.slice(0, MAX_FILE_ISSUES);
  if (found.length > MAX_FILE_ISSUES || errors.length > 4 * MAX_FILE_ISSUES) {
    const { line, column } = found[MAX_FILE_ISSUES] ?? found.at(-1)!;
    issues.push(issueAt(source.file, line, column, '', catalogue.tooManyIssues(MAX_FILE_ISSUES)));
  }
  return issues;
}

/**
 * The check of a file read by the quick parser (quick-parse.ts), when it reads the file and the
 * value is valid, or it is a long file whose mistakes are all placed by its first part
 * (long-file.ts); undefined otherwise, and the file is parsed whole with positions, to say where.
 */
function quickCheck(file: string, validate: ValidateFunction, schemas: SchemaSet, bytes: Buffer): FileCheck | undefined {
  let text: string;
  try {
    text = STRICT.decode(bytes);
  } catch {
    return undefined;
  }
  const value = quickValue(text);
  if (!value) return undefined;
  const { valid, marks } = schemas.run(validate, value);
  const checked = { source: lazySource(file, text), value, marks, valid };
  if (valid) return { checked, issues: [], text };
  if (text.length < LONG_FILE) return undefined;
  const errors = validate.errors ?? [];
  const issues = inFirstPart(file, text, (part, at) => schemaIssues(errors, part, value, schemas, at));
  return issues && { checked, issues, text };
}

/** A file's bytes, or undefined when it cannot be read (parseYamlFile then says why). */
function readable(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
