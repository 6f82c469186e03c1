/**
 * How long a page's title and description may be: search results cut a title after about 60
 * characters and a description after about 160, and a description under 50 says too little to
 * summarise a page. Going past them is a warning (cross-check.ts, guard-rails.ts); the messages
 * (diagnostics/catalogue/page-rules.ts), site/SECTIONS.md (codegen/docs.ts), the titles npm run
 * new-page writes and the pages of the scale benchmark all take the numbers from here.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;
