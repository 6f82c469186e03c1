import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { LeadStore } from './store/lead-store.ts';

/** How long a challenge may be solved and used. */
const CHALLENGE_MS = 10 * 60_000;

/**
 * The self-hosted proof-of-work of ALTCHA (altcha-lib): the relay hands out a challenge signed with
 * its secret, the page's script finds the number that solves it, and the relay checks the solution
 * and that it was not used before (the store remembers used ones until they expire). No third
 * party, no cookie.
 */
export function proofOfWork(secret: string, maxNumber: number, store: LeadStore) {
  return {
    enabled: maxNumber > 0,
    challenge: (now: number) => createChallenge({ hmacKey: secret, maxNumber, expires: new Date(now + CHALLENGE_MS) }),
    /** Whether `payload` (base64 JSON, as the page sends it) solves a challenge of this relay that was not used yet. */
    async verify(payload: string | undefined, now: number): Promise<boolean> {
      if (!payload) return false;
      let ok = false;
      try {
        ok = await verifySolution(payload, secret, true);
      } catch {
        return false;
      }
      if (!ok) return false;
      const { signature } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature: string };
      const expires = Number(extractParams(payload).expires) * 1000 || now + CHALLENGE_MS;
      return store.useChallenge(signature, expires, now);
    },
  };
}

export type ProofOfWork = ReturnType<typeof proofOfWork>;
