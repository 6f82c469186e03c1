/**
 * How long a page's title and description may be: search results cut a title after about 60
 * characters and a description after about 160, and a description under 50 says too little to
 * summarise a page. Going past them is a warning (cross-check.ts, guard-rails.ts); the messages
 * (diagnostics/catalogue/page-rules.ts), site/SECTIONS.md (codegen/docs.ts), the titles npm run
 * new-page writes and the pages of the scale benchmark all take the numbers from here, and
 * everything that counts against them counts with textLength.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined;

/**
 * A text's length as a reader counts it: one for each character seen, so an emoji made of several
 * code points (👩‍🍳) or a letter with a combining accent (é as e + ´) counts once. The limits above
 * are in these characters, in the loader's warnings and in the editor's counters alike.
 */
export function textLength(text: string): number {
  if (!graphemes || /^[\x20-\x7e]*$/.test(text)) return text.length;
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}
