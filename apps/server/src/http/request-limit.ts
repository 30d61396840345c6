/**
 * A per-caller request budget (a token bucket per key), so one client cannot starve the others.
 * Kept in this process: each API process limits what reaches it.
 */
export function createRequestLimit(perMinute: number) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refillPerMs = perMinute / 60_000;
  return function allow(key: string, now = Date.now()): boolean {
    const bucket = buckets.get(key) ?? { tokens: perMinute, at: now };
    bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.at) * refillPerMs);
    bucket.at = now;
    if (buckets.size > 10_000) buckets.clear();
    buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
}
