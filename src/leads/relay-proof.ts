import type { Challenge } from 'altcha-lib/types';
import type { Attribution } from './attribution';
import { CHALLENGE_PATH, RELAY_HEADERS } from './relay-headers';

/**
 * The headers the relay's spam checks read (relay-headers.ts): how long the form was on screen
 * before it was sent, and the solution of a proof-of-work challenge fetched from the relay and
 * solved here (ALTCHA, with altcha-lib, loaded only when a form is sent). Nothing but the relay
 * is asked; no cookie is set. If the challenge cannot be had or solved within `timeoutMs`, the lead
 * is sent without it: the relay keeps it in quarantine, where a person sees and releases it.
 */
export async function relayHeaders(shownAt: number, timeoutMs: number, attribution: Attribution = {}): Promise<Record<string, string>> {
  const headers: Record<string, string> = { [RELAY_HEADERS.fillMs]: String(Math.max(0, Math.round(performance.now() - shownAt))) };
  if (Object.keys(attribution).length) headers[RELAY_HEADERS.attribution] = encodeURIComponent(JSON.stringify(attribution));
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(CHALLENGE_PATH, { cache: 'no-store', signal });
    if (!response.ok) return headers;
    const challenge = (await response.json()) as Challenge;
    const { solveChallenge } = await import('altcha-lib');
    const solving = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
    signal.addEventListener('abort', () => solving.controller.abort());
    const solution = await solving.promise;
    if (solution) {
      const { algorithm, salt, signature } = challenge;
      headers[RELAY_HEADERS.proof] = btoa(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
      );
    }
  } catch {
    // No challenge: the lead goes without its proof (see above).
  }
  return headers;
}
