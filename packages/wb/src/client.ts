import { advertsApi } from './endpoints/adverts.ts';
import { analyticsApi } from './endpoints/analytics.ts';
import { calendarApi } from './endpoints/calendar.ts';
import { cardsApi } from './endpoints/cards.ts';
import { commonApi } from './endpoints/common.ts';
import { financeApi } from './endpoints/finance.ts';
import { marketplaceApi } from './endpoints/marketplace.ts';
import { paidReportsApi } from './endpoints/paid-reports.ts';
import { pricesApi } from './endpoints/prices.ts';
import { sellerStocksApi } from './endpoints/seller-stocks.ts';
import { statisticsApi } from './endpoints/statistics.ts';
import { suppliesApi } from './endpoints/supplies.ts';
import { tariffsApi } from './endpoints/tariffs.ts';
import { wbBaseUrls, type WbHost } from './hosts.ts';
import { createWbSender, type WbRateLimitPolicy, type WbSend } from './http/request.ts';
import type { WbRetryOptions } from './http/retry.ts';
import type { WbRateLimiter } from './limits/groups.ts';
import { InMemoryRateLimiter } from './limits/in-memory-limiter.ts';
import { decodeWbToken, type WbTokenInfo } from './tokens/decode.ts';

export interface WbClientOptions {
  token: string;
  /** Default: WB itself (`wbBaseUrls()`); the emulator: `wbBaseUrls({ all: emulator.url })`. */
  baseUrls?: Record<WbHost, string>;
  /**
   * Default: a limiter of this client alone. Clients of one seller in one process should share
   * one limiter, since WB counts limits per seller account.
   */
  limiter?: WbRateLimiter;
  /** Per request; default 60 s. */
  timeoutMs?: number;
  /** Repeats after cut connections and 5xx; `{ attempts: 0 }` switches them off. */
  retries?: WbRetryOptions;
  /** 429: 'throw' (default) WbRateLimitedError with retryAfterMs, or 'wait' it out and repeat. */
  onRateLimit?: WbRateLimitPolicy;
  /** With 'wait': longer waits throw anyway; default 2 minutes. */
  maxRateLimitWaitMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** Every WB call the product makes, by host, with typed answers. */
export interface WbClient {
  /** What the token says of itself; null when it is not a WB token (WB will answer 401). */
  tokenInfo: WbTokenInfo | null;
  /** The underlying sender, for a call the typed methods do not cover. */
  send: WbSend;
  cards: ReturnType<typeof cardsApi>;
  prices: ReturnType<typeof pricesApi>;
  statistics: ReturnType<typeof statisticsApi>;
  finance: ReturnType<typeof financeApi>;
  marketplace: ReturnType<typeof marketplaceApi>;
  supplies: ReturnType<typeof suppliesApi>;
  tariffs: ReturnType<typeof tariffsApi>;
  adverts: ReturnType<typeof advertsApi>;
  /** WB's promotions calendar («Акции»). */
  calendar: ReturnType<typeof calendarApi>;
  common: ReturnType<typeof commonApi>;
  /** Paid storage and paid acceptance reports, built as tasks. */
  paidReports: ReturnType<typeof paidReportsApi>;
  analytics: ReturnType<typeof analyticsApi>;
  sellerStocks: ReturnType<typeof sellerStocksApi>;
}

function readToken(token: string): WbTokenInfo | null {
  try {
    return decodeWbToken(token);
  } catch {
    return null;
  }
}

export function createWbClient(options: WbClientOptions): WbClient {
  const tokenInfo = readToken(options.token);
  const send = createWbSender({
    token: options.token,
    baseUrls: options.baseUrls ?? wbBaseUrls(),
    limiter: options.limiter ?? new InMemoryRateLimiter(),
    // A token that cannot be read gets the lower limits: a wrong guess there costs only time.
    tier: tokenInfo?.tier ?? 'basic',
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    onRateLimit: options.onRateLimit,
    maxRateLimitWaitMs: options.maxRateLimitWaitMs,
    fetch: options.fetch,
    sleep: options.sleep,
  });
  return {
    tokenInfo,
    send,
    cards: cardsApi(send),
    prices: pricesApi(send),
    statistics: statisticsApi(send),
    finance: financeApi(send),
    marketplace: marketplaceApi(send),
    supplies: suppliesApi(send),
    tariffs: tariffsApi(send),
    adverts: advertsApi(send),
    calendar: calendarApi(send),
    common: commonApi(send),
    paidReports: paidReportsApi(send),
    analytics: analyticsApi(send),
    sellerStocks: sellerStocksApi(send),
  };
}
