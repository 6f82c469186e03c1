/** Whether motion may run: the browser supports the observers it needs and the visitor did not ask for less motion. */
export function motionAllowed(): boolean {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return false;
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Seconds between two cards of a grid as they come in (the spec allows 75 to 150 ms). */
export const STAGGER_SECONDS = 0.1;
