import { distance } from 'fastest-levenshtein';

/** The words of a name: `shield-check` → shield, check; `ShieldCheck` → shield, check. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);

/** Two words alike: the same, or one letter apart in a longer word (`shields`, `shield`). */
const alike = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 5 && distance(a, b) <= 1);

/**
 * How likely `candidate` is what `typed` meant: lower is likelier, undefined is not at all.
 * - the same name in another case (`Hero` → `hero`): 0;
 * - the same words in another order or case (`check-shield`, `ShieldCheck` → `shield-check`): 0.5;
 * - a typo, by edit distance (`shield-chek` → `shield-check`): the distance, with the first letter
 *   right unless it is a single slip;
 * - the word, then more words (`shield` → `shield-x`, `shield-check`): 1.5, shorter first;
 * - some words in common (`shields` → `shield-alert`): 3 less a little per shared word, shorter first.
 */
function score(typed: string, candidate: string, limit: number): number | undefined {
  const lower = candidate.toLowerCase();
  if (lower === typed.toLowerCase()) return 0;
  const mine = wordsOf(typed);
  const theirs = wordsOf(candidate);
  const shared = mine.filter((w) => theirs.some((t) => alike(w, t))).length;
  if (shared && shared === mine.length && shared === theirs.length) return 0.5;
  const d = distance(typed.toLowerCase(), lower);
  if (d <= limit && (d === 1 || lower[0] === typed[0]?.toLowerCase())) return d;
  if (typed.length >= 3 && lower.startsWith(`${typed.toLowerCase()}-`)) return 1.5 + lower.length / 1000;
  if (shared) return 3 - shared / 10 + lower.length / 1000;
  return undefined;
}

/**
 * The candidates `word` most likely meant, best first, at most `max`: the one function behind every
 * "Did you mean" (section types, keys, icon names, pages, data ids, command names). Nothing when
 * none is close: a far-fetched guess is worse than none.
 */
export function suggestions(word: string, candidates: readonly string[], max = 1): string[] {
  const limit = Math.max(2, Math.floor(word.length / 3));
  const ranked: { candidate: string; rank: number; index: number }[] = [];
  candidates.forEach((candidate, index) => {
    if (candidate === word) return;
    const rank = score(word, candidate, limit);
    if (rank !== undefined) ranked.push({ candidate, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, max).map((r) => r.candidate);
}

/** The closest candidate to `word`, when there is a likely one. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  return suggestions(word, candidates, 1)[0];
}
