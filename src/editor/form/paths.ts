import type { Issue, JsonPath } from '../api/types';

/**
 * One spelling of a path, so ['sections', 2] and ['sections', '2'] are the same place:
 * `sections.2.title`. No key of the schemas holds a dot, so the spelling is unambiguous; fields
 * carry it as data-path, for tests and for finding a field from an issue.
 */
export const pathKey = (path: JsonPath) => path.map(String).join('.');

export const samePath = (a: JsonPath, b: JsonPath) => a.length === b.length && pathKey(a) === pathKey(b);

export function startsWith(path: JsonPath, prefix: JsonPath): boolean {
  return path.length >= prefix.length && prefix.every((part, index) => String(part) === String(path[index]));
}

/** Issues by the place they point at, so each field finds its own in one look-up. */
export function issuesByPath(issues: readonly Issue[]): Map<string, Issue[]> {
  const map = new Map<string, Issue[]>();
  for (const issue of issues) {
    const key = pathKey(issue.path ?? []);
    map.set(key, [...(map.get(key) ?? []), issue]);
  }
  return map;
}

export const countBySeverity = (issues: readonly Issue[]) => ({
  errors: issues.filter((issue) => issue.severity === 'error').length,
  warnings: issues.filter((issue) => issue.severity !== 'error').length,
});
