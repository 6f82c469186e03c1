import type { ErrorObject } from 'ajv';
import { catalogue } from './catalogue.ts';
import type { IssueDraft, SiteIssue } from './issues.ts';
import { suggest } from './suggest.ts';
import { issueAt, locate, type Segment, type YamlSource } from '../content/yaml-source.ts';

export function pointerToPath(pointer: string): Segment[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^(0|[1-9][0-9]*)$/.test(s) ? Number(s) : s));
}

/** `sections[2] (testimonials) › items[0] › rating`: a document path in words. */
export function pathInWords(path: readonly Segment[], value: unknown): string {
  const parts: string[] = [];
  let node: unknown = value;
  for (const segment of path) {
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
    if (typeof segment === 'number' && parts.length) {
      const type = (node as { type?: unknown } | undefined)?.type;
      parts[parts.length - 1] += `[${segment}]${typeof type === 'string' && parts.at(-1)!.startsWith('sections') ? ` (${type})` : ''}`;
    } else parts.push(String(segment));
  }
  return parts.join(' › ');
}

function actualType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isInteger(value)) return 'integer';
  return typeof value;
}

interface Mapped {
  draft: IssueDraft;
  path: Segment[];
  key?: string;
}

function mapError(error: ErrorObject, sectionTypes: readonly string[]): Mapped | undefined {
  const path = pointerToPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const parent = (error.parentSchema ?? {}) as Record<string, unknown>;
  switch (error.keyword) {
    case 'discriminator': {
      if (params.error === 'tag') {
        if (params.tagValue === undefined) return { draft: catalogue.missingSectionType(sectionTypes), path };
        return { draft: catalogue.wrongType('string', actualType(params.tagValue)), path: [...path, String(params.tag)] };
      }
      const type = String(params.tagValue);
      return { draft: catalogue.unknownSection(type, sectionTypes, suggest(type, sectionTypes)), path: [...path, 'type'] };
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys((parent.properties as object | undefined) ?? {});
      return { draft: catalogue.unknownKey(key, allowed, suggest(key, allowed)), path, key };
    }
    case 'required':
      return { draft: catalogue.missingProp(String(params.missingProperty)), path };
    case 'type': {
      const expected = String(params.type).split(',')[0]!;
      return { draft: catalogue.wrongType(expected, actualType(error.data)), path };
    }
    case 'const':
      return { draft: catalogue.notAllowed([params.allowedValue], error.data), path };
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      const strings = allowed.filter((v): v is string => typeof v === 'string');
      return { draft: catalogue.notAllowed(allowed, error.data, suggest(String(error.data), strings)), path };
    }
    case 'pattern': {
      const explain = typeof parent.patternMessage === 'string' ? parent.patternMessage : `must match the pattern ${String(params.pattern)}`;
      if (error.propertyName !== undefined) {
        return { draft: catalogue.badFormat(`the key ${JSON.stringify(error.propertyName)} ${explain.replace(/^must/, 'must')}`), path, key: error.propertyName };
      }
      return { draft: catalogue.badFormat(explain), path };
    }
    case 'minItems':
      return { draft: catalogue.badCount('at least', Number(params.limit), 'items'), path };
    case 'maxItems':
      return { draft: catalogue.badCount('at most', Number(params.limit), 'items'), path };
    case 'minLength':
      return { draft: catalogue.badCount('at least', Number(params.limit), 'characters'), path };
    case 'maxLength':
      return { draft: catalogue.badCount('at most', Number(params.limit), 'characters'), path };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { draft: catalogue.badNumber(String(params.comparison), Number(params.limit)), path };
    case 'propertyNames':
      return undefined; // the nested error names the key
    default:
      return { draft: catalogue.badFormat(error.message ?? 'is not valid'), path };
  }
}

/**
 * Turn ajv's errors into issues at exact YAML positions. One mistake gives one issue: errors below
 * a value of the wrong type, and duplicates, are dropped.
 */
export function ajvIssues(errors: readonly ErrorObject[], source: YamlSource, value: unknown, sectionTypes: readonly string[]): SiteIssue[] {
  const typeErrors = errors.filter((e) => e.keyword === 'type' || e.keyword === 'discriminator').map((e) => e.instancePath);
  // A misspelt required key is one mistake: the unknown key says it, so "missing" is dropped.
  const misspelt = new Set(
    errors
      .filter((e) => e.keyword === 'additionalProperties')
      .map((e) => {
        const allowed = Object.keys(((e.parentSchema as { properties?: object } | undefined)?.properties ?? {}));
        return `${e.instancePath}|${suggest(String((e.params as { additionalProperty: string }).additionalProperty), allowed)}`;
      }),
  );
  const seen = new Set<string>();
  const issues: SiteIssue[] = [];
  for (const error of errors) {
    if (error.keyword === 'required' && misspelt.has(`${error.instancePath}|${(error.params as { missingProperty: string }).missingProperty}`)) continue;
    if (typeErrors.some((p) => error.instancePath.startsWith(`${p}/`))) continue;
    if (error.keyword === 'required' && (error.params as { missingProperty?: string }).missingProperty === 'type' && errors.some((e) => e.keyword === 'discriminator' && e.instancePath === error.instancePath)) continue;
    const mapped = mapError(error, sectionTypes);
    if (!mapped) continue;
    const words = pathInWords(mapped.key !== undefined ? [...mapped.path, mapped.key] : mapped.path, value);
    const id = `${words}|${mapped.draft.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const at = locate(source, mapped.path, mapped.key);
    issues.push(issueAt(source.file, at.line, at.column, words, mapped.draft));
  }
  return issues;
}
