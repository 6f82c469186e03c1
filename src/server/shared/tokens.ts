import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret for a link or a cookie: 32 bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the store keeps of a token: its SHA-256, so a copy of the store signs nobody in. */
export const digestOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Whether a secret someone gave is the expected one, in the same time whatever they gave: their
 * SHA-256 digests are compared in constant time, so neither the first differing byte nor the
 * expected secret's length shows in how long the answer takes.
 */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected)) && expected !== '';
}
