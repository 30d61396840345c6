import type { WbLimitGroup, WbRateLimiter } from './limits.ts';
import { tokenKey } from './token.ts';

export interface WbRequest {
  /** WB host name without the domain: `content-api`, `statistics-api`, ... */
  host: string;
  method: 'GET' | 'POST';
  path: string;
  group: WbLimitGroup;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** WB answered 429: nothing of this limit group may go out for `retryAfterMs`. */
export class WbRateLimited extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`WB answered 429, retry after ${retryAfterMs} ms`);
  }
}

/** WB refused the token (401) or its category or type (403): only the seller can fix it. */
export class WbAccessRefused extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`WB refused access (${status}): ${detail}`);
  }
}

/** WB failed for now: 5xx, a timeout, a cut connection or an answer that is not what WB documents. */
export class WbUnavailable extends Error {}

export type WbCall = <T>(request: WbRequest) => Promise<T | null>;

export interface WbHttpOptions {
  /** One base with the host as the first path segment (the emulator, WB_BASE_URL); unset: WB itself. */
  baseUrl?: string;
  token: string;
  limiter: WbRateLimiter;
  timeoutMs?: number;
}

/**
 * One call to WB within its limits: takes a token from the shared bucket first; a 429 penalizes
 * the bucket for `X-Ratelimit-Retry`. Answers the parsed JSON, or null for WB's "no more" (204).
 */
export function createWbCall(options: WbHttpOptions): WbCall {
  const key = tokenKey(options.token);
  const timeoutMs = options.timeoutMs ?? 60_000;
  return async <T>(request: WbRequest): Promise<T | null> => {
    const bucket = { tokenKey: key, group: request.group };
    await options.limiter.acquire(bucket);
    const url = new URL(
      options.baseUrl
        ? `${options.baseUrl.replace(/\/$/, '')}/${request.host}${request.path}`
        : `https://${request.host}.wildberries.ru${request.path}`,
    );
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: request.method,
        headers: {
          Authorization: options.token,
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new WbUnavailable(`${request.host}${request.path}: ${(error as Error).name} ${(error as Error).message}`);
    }
    if (response.status === 429) {
      const retryMs = Math.max(1, Number(response.headers.get('X-Ratelimit-Retry') ?? '60')) * 1000;
      await options.limiter.penalize(bucket, retryMs);
      throw new WbRateLimited(retryMs);
    }
    if (response.status === 401 || response.status === 403)
      throw new WbAccessRefused(response.status, text.slice(0, 300));
    if (response.status >= 500) throw new WbUnavailable(`${request.host}${request.path}: HTTP ${response.status}`);
    if (response.status >= 400)
      throw new Error(`${request.host}${request.path}: HTTP ${response.status} ${text.slice(0, 300)}`);
    if (response.status === 204 || text === '') return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new WbUnavailable(`${request.host}${request.path}: malformed JSON`);
    }
  };
}
