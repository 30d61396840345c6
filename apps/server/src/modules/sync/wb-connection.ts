import type { JobServices } from '../../jobs/queue.ts';
import type { SyncCategory } from './datasets.ts';
import { PgRateLimiter } from './rate-limiter.ts';
import {
  createWbClient,
  decodeWbToken,
  wbBaseUrls,
  WbAccessError,
  WbError,
  WbRateLimitedError,
  type WbClient,
  type WbTokenInfo,
} from '@seller-helper/wb';

/** A stored string that is not a WB token has no categories, so no dataset picks it. */
function readToken(token: string): WbTokenInfo | null {
  try {
    return decodeWbToken(token);
  } catch {
    return null;
  }
}

/**
 * The typed WB client for one dataset: the company's first stored token that has the category the
 * dataset needs (any token for tariffs and commissions); undefined when none has it. Its limits
 * are the buckets in PostgreSQL that every process shares.
 */
export function connectToWb(
  services: JobServices,
  tokens: readonly string[],
  category: SyncCategory | null,
): WbClient | undefined {
  const token = tokens.find((t) => {
    const info = readToken(t);
    return info !== null && (category === null || info.categories.has(category));
  });
  if (!token) return undefined;
  const timeScale = services.config.WB_TIME_SCALE;
  return createWbClient({
    token,
    baseUrls: wbBaseUrls({ all: services.wbBaseUrl }),
    limiter: new PgRateLimiter({ db: services.db, timeScale }),
    // Two minutes for WB's largest pages. A time-scaled emulator shortens it, but never below 20 s:
    // building and reading a large page takes the same time whatever the scale of WB's limits.
    timeoutMs: Math.max(20_000, 120_000 / timeScale),
    // A failed call is repeated by the job itself, from the saved cursor, after a back-off.
    retries: { attempts: 0 },
    // A 429 ends the job with its cursor saved; a new one starts when WB allows.
    onRateLimit: 'throw',
  });
}

export interface WbFailure {
  /** Russian, for the sync bar. */
  message: string;
  /** For the log: never holds the token. */
  detail: string;
  retryable: boolean;
  /** A 429: the run continues once WB allows it. */
  retryAfterMs?: number;
}

export function describeWbFailure(error: unknown): WbFailure {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof WbRateLimitedError) {
    return {
      message: 'WB ограничил частоту запросов: продолжим, когда WB разрешит',
      detail,
      retryable: true,
      retryAfterMs: error.retryAfterMs,
    };
  }
  if (error instanceof WbAccessError) {
    const message =
      error.status === 401
        ? 'WB не принял токен: он недействителен или истёк. Администратор компании может заменить его в настройках'
        : error.userMessage;
    return { message, detail, retryable: false };
  }
  if (error instanceof WbError && error.retryable) return { message: error.userMessage, detail, retryable: true };
  if (error instanceof WbError) return { message: error.userMessage, detail, retryable: false };
  return { message: 'Не удалось загрузить данные WB: повторим загрузку позже', detail, retryable: true };
}
