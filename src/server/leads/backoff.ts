/**
 * The delay before attempt `attempt + 1` after `attempt` failed ones: `base` doubled each time up to
 * `max`, then a random part of it taken off ("equal jitter": between half and all of it), so leads
 * that failed together do not all come back at the same instant.
 */
export function retryDelay(attempt: number, base: number, max: number, random: () => number = Math.random): number {
  const full = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}
