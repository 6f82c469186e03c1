/**
 * The one comparison of secrets (src/server/shared/tokens.ts): the inbox's admin token, the
 * studio's CSRF and editor tokens. Only the same secret matches; a prefix, a longer text, another
 * type or an empty secret never does.
 */
import { describe, expect, it } from 'vitest';
import { sameSecret } from '../../src/server/shared/tokens';

describe('a secret', () => {
  it('matches only itself', () => {
    const secret = 'correct-token-value';
    expect(sameSecret(secret, secret)).toBe(true);
    for (const given of ['correct-token-valu', 'correct-token-value!', 'Correct-token-value', '', undefined, 42, ['correct-token-value']])
      expect([given, sameSecret(given, secret)]).toEqual([given, false]);
  });

  it('that is empty opens nothing, not even for an empty guess', () => {
    expect(sameSecret('', '')).toBe(false);
  });
});
