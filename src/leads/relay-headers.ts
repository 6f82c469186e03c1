/**
 * What the page's script sends to the lead relay beside the lead's JSON body, as request headers, so
 * the body stays exactly the specification's: how long the form was on screen, and the solved
 * proof-of-work challenge (src/server/leads/proof.ts), and the visitor's attribution.
 */
export const RELAY_HEADERS = {
  fillMs: 'lead-fill-ms',
  proof: 'lead-proof',
  /** Where the visitor came from (attribution.ts), as URI-encoded JSON, when site.yaml turns attribution on. */
  attribution: 'lead-attribution',
} as const;

/**
 * A page built for the relay loads this picture, inside <noscript>, so only without JavaScript: the
 * relay answers it with a signed cookie holding the time the form was shown, and a form post then
 * meets the same minimum fill time as a script's lead (src/server/leads/form-start.ts).
 */
export const FORM_START_PATH = '/api/leads/start.gif';

/** Where the page asks the relay for a proof-of-work challenge. */
export const CHALLENGE_PATH = '/api/leads/challenge';
