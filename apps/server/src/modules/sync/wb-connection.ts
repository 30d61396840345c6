import type { JobServices } from '../../jobs/queue.ts';
import { CATEGORY_TITLES, DATASET_INFO, type Dataset, type SyncCategory } from './datasets.ts';
import { PgRateLimiter } from './rate-limiter.ts';
import { systemClock } from '../../lib/clock.ts';
import { formatMoscowDay } from '../../lib/moscow-time.ts';
import {
  createWbClient,
  decodeWbToken,
  tokenKey,
  wbBaseUrls,
  WbAccessError,
  WbError,
  WbForbiddenError,
  WbMalformedAnswerError,
  WbRateLimitedError,
  WbUnauthorizedError,
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

const TOKENS_TAB = 'Настройки → Токены WB';

/** Which stored token a dataset's sync uses; `refusal` when the only ones WB would take for it cannot be used. */
export type TokenChoice = { token: string } | { refusal: string } | null;

/**
 * The company's first stored token that has the category the dataset needs (any token for tariffs
 * and commissions) and can read the shop's data now: an expired token would only get WB's 401, and
 * a sandbox token works only against WB's sandbox, and one WB refused lately (`refused`, by hash) would be
 * refused again. Null when no token has the category.
 */
export function chooseToken(
  tokens: readonly string[],
  category: SyncCategory | null,
  now: Date,
  refused: ReadonlyMap<string, Date> = new Map(),
): TokenChoice {
  const fitting = tokens
    .map((token) => ({ token, info: readToken(token) }))
    .filter(
      (t): t is { token: string; info: WbTokenInfo } =>
        t.info !== null && (category === null || t.info.categories.has(category)),
    );
  const expired = (info: WbTokenInfo) => info.expiresAt !== null && info.expiresAt <= now;
  const live = fitting.filter(({ info }) => !info.test && !expired(info));
  const usable = live.find(({ token }) => !refused.has(tokenKey(token)));
  if (usable) return { token: usable.token };
  if (fitting.length === 0) return null;
  const lastRefusal = live
    .map(({ token }) => refused.get(tokenKey(token))!)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (lastRefusal) {
    return {
      refusal: `WB не принял токен ${formatMoscowDay(lastRefusal)}: его отозвали, он истёк или недействителен. С ним загрузка не повторяется (раз в сутки пробуем снова); добавьте новый токен в ${TOKENS_TAB}`,
    };
  }
  const lastExpiry = fitting
    .filter(({ info }) => !info.test)
    .map(({ info }) => info.expiresAt!)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (lastExpiry) return { refusal: `Токен истёк ${formatMoscowDay(lastExpiry)}: добавьте новый в ${TOKENS_TAB}` };
  return {
    refusal: `Тестовый токен работает только с песочницей WB, а не с данными магазина: добавьте персональный токен в ${TOKENS_TAB}`,
  };
}

/**
 * The typed WB client for one dataset, with the token `chooseToken` picks; undefined when there is
 * none. Its limits are the buckets in PostgreSQL that every process shares.
 */
export function connectToWb(
  services: JobServices,
  tokens: readonly string[],
  category: SyncCategory | null,
): WbClient | undefined {
  const choice = chooseToken(tokens, category, (services.clock ?? systemClock).now());
  return choice && 'token' in choice ? wbClientFor(services, choice.token) : undefined;
}

export function wbClientFor(services: JobServices, token: string): WbClient {
  const timeScale = services.config.WB_TIME_SCALE;
  return createWbClient({
    token,
    baseUrls: wbBaseUrls({ all: services.wbBaseUrl }),
    limiter: new PgRateLimiter({ db: services.db, timeScale, clock: services.clock }),
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

/** Why a dataset's run stopped, for its sync state: each message says which data it is about where WB's words do not. */
export function describeWbFailure(error: unknown, dataset: Dataset): WbFailure {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof WbRateLimitedError) {
    return {
      message: 'WB ограничил частоту запросов: продолжим, когда WB разрешит',
      detail,
      retryable: true,
      retryAfterMs: error.retryAfterMs,
    };
  }
  if (error instanceof WbUnauthorizedError) {
    // Often a token revoked in WB's cabinet while a sync ran: the pages stored before stay, and the
    // next sync with a new token goes on from them.
    const message = `WB не принял токен: его отозвали, он истёк или недействителен. Загрузка остановлена, загруженное сохранено; добавьте новый токен в ${TOKENS_TAB}`;
    return { message, detail, retryable: false };
  }
  const category = DATASET_INFO[dataset].category;
  if (error instanceof WbForbiddenError && error.reason === 'category' && category) {
    // WB's refusal names no category; the dataset knows which one it needs.
    const message = `WB отказал в доступе: у токена нет категории «${CATEGORY_TITLES[category]}», ${DATASET_INFO[dataset].what} не загружаются. Добавьте токен с этой категорией в ${TOKENS_TAB}`;
    return { message, detail, retryable: false };
  }
  if (error instanceof WbAccessError) return { message: error.userMessage, detail, retryable: false };
  if (error instanceof WbMalformedAnswerError) {
    const what = DATASET_INFO[dataset].what;
    const where = error.field ? ` (поле ${error.field})` : '';
    const message = `${what.charAt(0).toUpperCase()}${what.slice(1)}: WB прислал ответ не в том виде, который описан в его документации${where}. Страница не сохранена, повторим загрузку позже`;
    return { message, detail, retryable: true };
  }
  if (error instanceof WbError && error.retryable) return { message: error.userMessage, detail, retryable: true };
  if (error instanceof WbError) return { message: error.userMessage, detail, retryable: false };
  return { message: 'Не удалось загрузить данные WB: повторим загрузку позже', detail, retryable: true };
}
