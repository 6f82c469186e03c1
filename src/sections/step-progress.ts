/**
 * Which step is active: the last one that became at least half visible. Steps up to the active one
 * stay highlighted; the bar shows how far through the steps the visitor is.
 */
export function stepState(active: number, count: number) {
  return {
    highlighted: Array.from({ length: count }, (_, index) => index <= active),
    progress: count === 0 ? 0 : Math.max(0, Math.min(1, (active + 1) / count)),
  };
}

/**
 * The new active step when the step at `index` changes visibility. A step that leaves through the
 * top of the screen was read: it stays active. Only the active step leaving through the bottom
 * (the visitor scrolling back up) hands over to the step before it.
 */
export function nextActive(active: number, index: number, visible: boolean, leftAbove = false): number {
  if (visible) return index;
  return index === active && !leftAbove ? index - 1 : active;
}

/** A step counts as seen when half of it is visible. */
export const STEP_THRESHOLD = 0.5;
