import { rateKey } from '../shared/address-key.ts';

export { rateKey };

/**
 * A token bucket per visitor address: `burst` posts at once, then `perMinute` more each minute.
 * It lives in the process, so behind a load balancer each instance limits on its own (the limit an
 * address meets is at most the number of instances times this one); the buckets of addresses that
 * are full again are dropped, so memory follows the addresses seen in the last few minutes.
 */
export function tokenBuckets(burst: number, perMinute: number) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = perMinute / 60_000;
  const refill = (bucket: { tokens: number; at: number }, now: number) => Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
  let swept = 0;
  return {
    /** Take one token for `address`: 0 when it may post now, else the milliseconds until it may. */
    take(address: string, now: number): number {
      if (now - swept > 60_000) {
        swept = now;
        for (const [key, bucket] of buckets) if (refill(bucket, now) >= burst) buckets.delete(key);
      }
      const bucket = buckets.get(address) ?? { tokens: burst, at: now };
      const tokens = refill(bucket, now);
      // The wait in whole milliseconds, less a hair so that floating-point dust never adds one.
      if (tokens < 1) return perMs > 0 ? Math.max(1, Math.ceil((1 - tokens) / perMs - 1e-6)) : Infinity;
      buckets.set(address, { tokens: tokens - 1, at: now });
      return 0;
    },
  };
}
