/** Small number helpers for the benchmark. */

/** The median of a list of numbers (the mean of the two middle values for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The index in `values` of the run whose value is the (lower) median: the representative run. */
export function medianIndex(values: readonly number[]): number {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  return order[(order.length - 1) >> 1]?.[1] ?? 0;
}

export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Bytes as `12.3 KB` (1 KB = 1024 bytes). */
export function kb(bytes: number, digits = 1): string {
  return `${(bytes / 1024).toFixed(digits)} KB`;
}

/** Milliseconds as `1.23 s` or `850 ms`. */
export function duration(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
