/** Above this many line pairs the middle of a change is taken as changed whole, so a huge paste stays quick. */
const MAX_PAIRS = 4_000_000;

/**
 * The lines of `after` (1-based) that are not in `before`: new or changed since. Common lines at
 * both ends are skipped, and the middle is matched by longest common subsequence.
 */
export function changedLines(before: string, after: string): number[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  const changed: number[] = [];
  if (n * m > MAX_PAIRS || n === 0) {
    for (let line = start; line < endB; line++) changed.push(line + 1);
    return changed;
  }
  // lengths[i][j]: the longest common subsequence of a[start+i..endA) and b[start+j..endB).
  const lengths = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i]![j] = a[start + i] === b[start + j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (j < m) {
    if (i < n && a[start + i] === b[start + j]) {
      i++;
      j++;
    } else if (i < n && lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      i++;
    } else {
      changed.push(start + j + 1);
      j++;
    }
  }
  return changed;
}
