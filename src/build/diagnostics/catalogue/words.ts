import type { IssueCode, IssueDraft } from '../issues.ts';
/** Small wording helpers shared by the parts of the catalogue. */

/** A value as it is quoted in a message: `"subtitel"`. */
export const q = (s: string) => JSON.stringify(s);

/** A text quoted in a message, its middle left out (between words) when it is long: `"Our mission is … vending."`. */
export function qShort(s: string, most = 60): string {
  if (s.length <= most) return q(s);
  const half = most / 2 - 2;
  const head = s.slice(0, half);
  const tail = s.slice(-half);
  const headEnd = head.lastIndexOf(' ');
  const tailStart = tail.indexOf(' ');
  return q(
    `${headEnd > half / 2 ? head.slice(0, headEnd) : head} … ${tailStart >= 0 && tailStart < half / 2 ? tail.slice(tailStart + 1) : tail}`,
  );
}

/** ` Did you mean "subtitle"?` (` Did you mean "a", "b" or "c"?` for several), or nothing without a suggestion. */
export const didYouMean = (s?: string | readonly string[]) => {
  const all = (typeof s === 'string' ? [s] : (s ?? [])).map(q);
  return all.length ? ` Did you mean ${all.length > 1 ? `${all.slice(0, -1).join(', ')} or ${all.at(-1)}` : all[0]}?` : '';
};

/** `hero, cta, 5`: allowed values or names, separated by commas. */
export const list = (xs: readonly unknown[]) => xs.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', ');

/** One catalogue entry: what is wrong (message) and what to do (hint); `warning` for one that does not stop the build. */
export function draft(code: IssueCode, message: string, hint: string, severity?: 'warning'): IssueDraft {
  return severity ? { code, severity, message, hint } : { code, message, hint };
}
