/** How often and how patiently a failed call is repeated. */
export interface WbRetryOptions {
  /** Repeats after a cut connection or a 5xx answer (not counting the first try); default 3. */
  attempts?: number;
  /** The first pause; each next one doubles, up to `maxDelayMs`. Default 1 s. */
  baseDelayMs?: number;
  /** Default 30 s. */
  maxDelayMs?: number;
}

export type RetryPolicy = Required<WbRetryOptions>;

export function retryPolicy(options: WbRetryOptions = {}): RetryPolicy {
  return { attempts: 3, baseDelayMs: 1_000, maxDelayMs: 30_000, ...options };
}

/**
 * The pause before repeat number `attempt` (1-based): exponential with "equal jitter", so
 * several workers failing together do not come back at the same moment.
 */
export function backoffMs(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
