import type { ErrorObject } from 'ajv';
import { isRecord } from '../content/is-record.ts';
import { locate, type Locator, type YamlSource } from '../content/yaml-source.ts';
import { catalogue } from './catalogue.ts';
import { pathInWords, pointerToPath, type Segment } from './document-path.ts';
import { issueAt, type IssueDraft, type SiteIssue } from './issues.ts';
import { MAX_LISTED } from './catalogue/schema.ts';
import { suggest, suggestions } from './suggest.ts';

function actualType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** One ajv error as a catalogue draft, at a document path (and a key inside the mapping there). */
interface Mapped {
  draft: IssueDraft;
  path: Segment[];
  key?: string;
}

type Params = Record<string, unknown>;
type Mapper = (error: ErrorObject, path: Segment[], params: Params, sectionTypes: readonly string[]) => Mapped | undefined;

const parentOf = (error: ErrorObject) => (error.parentSchema ?? {}) as Record<string, unknown>;
const count =
  (what: 'at least' | 'at most', unit: 'items' | 'characters'): Mapper =>
  (_, path, params) => ({
    draft: catalogue.badCount(what, Number(params.limit), unit),
    path,
  });
const number: Mapper = (_, path, params) => ({ draft: catalogue.badNumber(String(params.comparison), Number(params.limit)), path });

/** The first key of a mapping that is a section type (`hero:` written for `type: hero`). */
function typeKeyOf(value: unknown, sectionTypes: readonly string[]): string | undefined {
  return isRecord(value) ? Object.keys(value).find((key) => sectionTypes.includes(key)) : undefined;
}

function discriminator(error: ErrorObject, path: Segment[], params: Params, sectionTypes: readonly string[]): Mapped {
  if (params.error === 'tag') {
    if (params.tagValue === undefined) {
      const named = typeKeyOf(error.data, sectionTypes);
      return named ? { draft: catalogue.sectionTypeAsKey(named), path } : { draft: catalogue.missingSectionType(sectionTypes), path };
    }
    return { draft: catalogue.wrongType('string', actualType(params.tagValue)), path: [...path, String(params.tag)] };
  }
  const type = String(params.tagValue);
  return { draft: catalogue.unknownSection(type, sectionTypes, suggest(type, sectionTypes)), path: [...path, 'type'] };
}

function pattern(error: ErrorObject, path: Segment[], params: Params): Mapped {
  const parent = parentOf(error);
  const explain = typeof parent.patternMessage === 'string' ? parent.patternMessage : `must match the pattern ${String(params.pattern)}`;
  const fix = parent['x-link'] === true && typeof error.data === 'string' ? catalogue.linkFix(error.data) : undefined;
  if (error.propertyName === undefined) return { draft: catalogue.badFormat(explain, fix), path };
  return { draft: catalogue.badFormat(`the key ${JSON.stringify(error.propertyName)} ${explain}`), path, key: error.propertyName };
}

/** Each ajv keyword and the issue its error becomes; any other keyword gives ajv's own message as a format issue. */
const MAPPERS: Record<string, Mapper> = {
  discriminator,
  additionalProperties: (error, path, params) => {
    const key = String(params.additionalProperty);
    const allowed = Object.keys((parentOf(error).properties as object | undefined) ?? {});
    if (key === '<<') return { draft: catalogue.mergeKey(), path, key };
    // A page's address is its file's name: a route key at the top of a page is the usual try.
    if (key === 'route' && path.length === 0 && parentOf(error).title === 'Page') return { draft: catalogue.routeKey(), path, key };
    return { draft: catalogue.unknownKey(key, allowed, suggest(key, allowed)), path, key };
  },
  required: (_, path, params) => ({ draft: catalogue.missingProp(String(params.missingProperty)), path }),
  type: (error, path, params, sectionTypes) => {
    // `- hero` in a page's sections: a section written as its type alone.
    if (path.length === 2 && path[0] === 'sections' && typeof error.data === 'string' && sectionTypes.includes(error.data))
      return { draft: catalogue.sectionAsName(error.data), path };
    // `sections:` then `hero:`: the sections written as a mapping of their types.
    const named = path.length === 1 && path[0] === 'sections' ? typeKeyOf(error.data, sectionTypes) : undefined;
    if (named) return { draft: catalogue.sectionsAsMapping(named), path };
    return { draft: catalogue.wrongType(String(params.type).split(',')[0]!, actualType(error.data), error.data), path };
  },
  const: (error, path, params) => ({ draft: catalogue.notAllowed([params.allowedValue], error.data), path }),
  enum: (error, path, params) => {
    const allowed = params.allowedValues as unknown[];
    const strings = allowed.filter((v): v is string => typeof v === 'string');
    // A long list (the icon names) gets a handful of names to choose from; a short one is in the hint.
    const close = suggestions(String(error.data), strings, strings.length > MAX_LISTED ? 5 : 1);
    return { draft: catalogue.notAllowed(allowed, error.data, close), path };
  },
  pattern,
  minItems: count('at least', 'items'),
  maxItems: count('at most', 'items'),
  minLength: count('at least', 'characters'),
  maxLength: count('at most', 'characters'),
  minimum: number,
  maximum: number,
  exclusiveMinimum: number,
  exclusiveMaximum: number,
  // The nested error names the key.
  propertyNames: () => undefined,
};

function mapError(error: ErrorObject, sectionTypes: readonly string[]): Mapped | undefined {
  const path = pointerToPath(error.instancePath);
  const mapper = Object.hasOwn(MAPPERS, error.keyword) ? MAPPERS[error.keyword]! : undefined;
  if (!mapper) return { draft: catalogue.badFormat(error.message ?? 'is not valid'), path };
  return mapper(error, path, error.params as Params, sectionTypes);
}

/** Errors that repeat one already said: below a value of the wrong type, a misspelt required key, a section without its type, a mapping with a merge key. */
function redundant(errors: readonly ErrorObject[]): (error: ErrorObject) => boolean {
  const typeErrors = errors.filter((e) => e.keyword === 'type' || e.keyword === 'discriminator').map((e) => e.instancePath);
  // A misspelt required key is one mistake: the unknown key says it, so "missing" is dropped.
  const misspelt = new Set(
    errors
      .filter((e) => e.keyword === 'additionalProperties')
      .map((e) => {
        const allowed = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
        return `${e.instancePath}|${suggest(String((e.params as { additionalProperty: string }).additionalProperty), allowed)}`;
      }),
  );
  const untyped = new Set(errors.filter((e) => e.keyword === 'discriminator').map((e) => e.instancePath));
  // A mapping with a merge key lacks what the merge would have brought: the merge key says it.
  const merging = new Set(
    errors
      .filter((e) => e.keyword === 'additionalProperties' && (e.params as { additionalProperty?: string }).additionalProperty === '<<')
      .map((e) => e.instancePath),
  );
  return (error) => {
    const missing = error.keyword === 'required' ? (error.params as { missingProperty?: string }).missingProperty : undefined;
    if (missing !== undefined && (misspelt.has(`${error.instancePath}|${missing}`) || merging.has(error.instancePath))) return true;
    if (typeErrors.some((p) => error.instancePath.startsWith(`${p}/`))) return true;
    return missing === 'type' && untyped.has(error.instancePath);
  };
}

/**
 * Turn ajv's errors into issues at exact YAML positions (found in `source`, or by `at` when given).
 * One mistake gives one issue: errors below a value of the wrong type, and duplicates, are dropped.
 */
export function ajvIssues(
  errors: readonly ErrorObject[],
  source: YamlSource,
  value: unknown,
  sectionTypes: readonly string[],
  at: Locator = (path, key) => locate(source, path, key),
): SiteIssue[] {
  const skip = redundant(errors);
  const seen = new Set<string>();
  const issues: SiteIssue[] = [];
  for (const error of errors) {
    const mapped = skip(error) ? undefined : mapError(error, sectionTypes);
    if (!mapped) continue;
    const words = pathInWords(mapped.key !== undefined ? [...mapped.path, mapped.key] : mapped.path, value);
    const id = `${words}|${mapped.draft.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const where = at(mapped.path, mapped.key);
    issues.push(issueAt(source.file, where.line, where.column, words, mapped.draft));
  }
  return issues;
}
