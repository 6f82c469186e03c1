import type { UiLeadFormWords } from '../generated/content-types';

/**
 * The failure notice of SPEC §8, by the names of its words in site.yaml ui.leadForm: code that
 * cannot reach the site's data (use-lead-submit) passes these names, and the notice (LeadToast)
 * shows the words.
 */
export const SUBMIT_FAILED_TITLE = 'failedTitle' satisfies keyof UiLeadFormWords;
export const SUBMIT_FAILED_TEXT = 'failedText' satisfies keyof UiLeadFormWords;
/** How long a notice stays, in milliseconds. */
export const NOTICE_MS = 5000;
