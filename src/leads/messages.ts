/** The texts of a failed submission (SPEC §8). */
export const SUBMIT_FAILED_TITLE = 'Submission Failed';
export const SUBMIT_FAILED_TEXT = 'There was an error submitting your request. Please try again or call us directly.';
export const SUBMITTING_LABEL = 'Submitting...';
/** How long a notice stays, in milliseconds. */
export const NOTICE_MS = 5000;
/** Above a form that cannot be sent (no JavaScript, or its scripts did not arrive): site.yaml leads.unavailableText overrides it. */
export const UNAVAILABLE_TEXT = 'This form cannot be sent from your browser right now. Please call or e-mail us instead:';
