/** A step into a parsed document: a key of a mapping or an index of a list. */
export type Segment = string | number;

/** A key as a segment of a JSON pointer (RFC 6901): `~` → `~0`, `/` → `~1`. */
export const pointerSegment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A segment of a JSON pointer as the key it names: `~1` → `/`, `~0` → `~`. */
export const pointerKey = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** `/sections/2/items/0` (a JSON pointer, as ajv reports it) → `['sections', 2, 'items', 0]`. */
export function pointerToPath(pointer: string): Segment[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map(pointerKey)
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
