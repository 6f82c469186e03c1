/**
 * Whether a parsed value (of JSON or YAML: content, a schema, a request body) is a mapping: an
 * object that is neither null nor a list.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
