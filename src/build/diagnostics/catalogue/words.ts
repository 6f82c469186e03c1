/** Small wording helpers shared by the parts of the catalogue. */

/** A value as it is quoted in a message: `"subtitel"`. */
export const q = (s: string) => JSON.stringify(s);

/** ` Did you mean "subtitle"?`, or nothing without a suggestion. */
export const didYouMean = (s?: string) => (s ? ` Did you mean ${q(s)}?` : '');

/** `hero, cta, 5`: allowed values or names, separated by commas. */
export const list = (xs: readonly unknown[]) => xs.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', ');
