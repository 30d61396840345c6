import { WB_HOSTS, WB_SUBDOMAINS, wbBaseUrls, type WbHost } from './hosts.ts';
import { createWbSender, type WbQuery } from './http/request.ts';
import type { WbLimitGroup, WbRateLimiter } from './limits/groups.ts';
import { decodeWbToken } from './tokens/decode.ts';

/** A call by WB subdomain (`content-api`), answered as unchecked JSON. */
export interface WbRawRequest {
  host: string;
  method: 'GET' | 'POST';
  path: string;
  group: WbLimitGroup;
  query?: WbQuery;
  body?: unknown;
}

/** Answers the parsed JSON, or null for WB's "no more" (204). */
export type WbCall = <T>(request: WbRawRequest) => Promise<T | null>;

export interface WbHttpOptions {
  /** One base with the subdomain as the first path segment (the emulator, WB_BASE_URL); unset: WB itself. */
  baseUrl?: string;
  token: string;
  limiter: WbRateLimiter;
  timeoutMs?: number;
}

const HOST_BY_SUBDOMAIN = new Map<string, WbHost>(WB_HOSTS.map((host) => [WB_SUBDOMAINS[host], host]));

/**
 * The untyped call the sync engine's datasets were written against: same limits and typed errors
 * as the client, no repeats (the sync engine repeats whole jobs itself).
 */
export function createWbCall(options: WbHttpOptions): WbCall {
  let tier: 'basic' | 'normal' = 'basic';
  try {
    tier = decodeWbToken(options.token).tier;
  } catch {
    // Not a WB token: WB answers 401, the tier does not matter.
  }
  const send = createWbSender({
    token: options.token,
    baseUrls: wbBaseUrls({ all: options.baseUrl }),
    limiter: options.limiter,
    tier,
    timeoutMs: options.timeoutMs,
    retries: { attempts: 0 },
  });
  return async <T>(request: WbRawRequest): Promise<T | null> => {
    const host = HOST_BY_SUBDOMAIN.get(request.host);
    if (!host) throw new Error(`unknown WB host ${request.host}`);
    const answer = await send({ ...request, host });
    return answer.body as T | null;
  };
}
