/**
 * What the page's script sends to the lead relay beside the lead's JSON body, as request headers, so
 * the body stays exactly the specification's: how long the form was on screen, and the solved
 * proof-of-work challenge (src/server/leads/proof.ts).
 */
export const RELAY_HEADERS = {
  fillMs: 'lead-fill-ms',
  proof: 'lead-proof',
} as const;

/** Where the page asks the relay for a proof-of-work challenge. */
export const CHALLENGE_PATH = '/api/leads/challenge';
