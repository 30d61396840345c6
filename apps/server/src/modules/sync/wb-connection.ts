import type { JobServices } from '../../jobs/queue.ts';
import type { SyncCategory } from './datasets.ts';
import { PgRateLimiter } from './rate-limiter.ts';
import {
  createWbCall,
  decodeWbToken,
  limitOf,
  WbAccessRefused,
  WbRateLimited,
  WbUnavailable,
  type WbCall,
  type WbLimitGroup,
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
 * A WB connection for one dataset: the company's first stored token that has the category the
 * dataset needs (any token for tariffs and commissions); undefined when none has it.
 */
export function connectToWb(
  services: JobServices,
  tokens: readonly string[],
  category: SyncCategory | null,
): { client: WbCall } | undefined {
  const token = tokens.find((t) => {
    const info = readToken(t);
    return info !== null && (category === null || info.categories.has(category));
  });
  if (!token) return undefined;
  const { lowTier } = readToken(token)!;
  const limiter = new PgRateLimiter({
    db: services.db,
    limitOf: (key) => limitOf(key.group as WbLimitGroup, lowTier),
    timeScale: services.config.WB_TIME_SCALE,
  });
  // Two minutes for WB's largest pages; the emulator's time scale shortens it in tests.
  const timeoutMs = 120_000 / services.config.WB_TIME_SCALE;
  return { client: createWbCall({ baseUrl: services.wbBaseUrl, token, limiter, timeoutMs }) };
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
  if (error instanceof WbRateLimited) {
    return {
      message: 'WB ограничил частоту запросов: продолжим, когда WB разрешит',
      detail,
      retryable: true,
      retryAfterMs: error.retryAfterMs,
    };
  }
  if (error instanceof WbAccessRefused) {
    const message =
      error.status === 401
        ? 'WB не принял токен: он недействителен или истёк. Администратор компании может заменить его в настройках'
        : 'WB отказал в доступе: у токена нет нужной категории или тип токена не подходит для этого метода';
    return { message, detail, retryable: false };
  }
  if (error instanceof WbUnavailable) {
    return { message: 'WB не отвечает или ответил с ошибкой: повторим загрузку позже', detail, retryable: true };
  }
  return { message: 'Не удалось загрузить данные WB: повторим загрузку позже', detail, retryable: true };
}
