import {
  WbAccessError,
  WbError,
  WbNetworkError,
  WbPromotionClosedError,
  WbRateLimitedError,
  WbRequestRejectedError,
  WbServerError,
  WbStatusNotChangedError,
  WbTimeoutError,
} from '@seller-helper/wb';
import { GraphQLError } from 'graphql';
import { RateLimitDeferral } from '../sync/rate-limiter.ts';

/** Where the seller learns what WB did when its answer never came. */
export const CHECK_PROMOTION =
  'Проверьте акцию: её товары обновятся со следующей загрузкой данных WB';

/**
 * How a join failed, in the seller's words. refused: WB answered and took nothing, or the request never
 * left; unanswered: the upload went out and no answer came, so only WB knows whether it took the cards.
 */
export function joinFailure(error: unknown, sent: boolean): { outcome: 'refused' | 'unanswered'; message: string } {
  if (error instanceof GraphQLError) return { outcome: 'refused', message: `${error.message} Товары не отправлены в WB.` };
  if (error instanceof WbRateLimitedError || error instanceof RateLimitDeferral) {
    const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
    return { outcome: 'refused', message: `WB ограничил частоту запросов: повторите через ${seconds} с. Товары не добавлены.` };
  }
  if (error instanceof WbAccessError || error instanceof WbPromotionClosedError) {
    return { outcome: 'refused', message: `${error.userMessage} Товары не добавлены.` };
  }
  if (error instanceof WbRequestRejectedError || error instanceof WbStatusNotChangedError) {
    return { outcome: 'refused', message: `WB отклонил загрузку (код ${error.status}). Товары не добавлены.` };
  }
  const why =
    error instanceof WbTimeoutError
      ? 'WB не ответил вовремя'
      : error instanceof WbNetworkError
        ? 'Соединение с WB прервалось до ответа'
        : error instanceof WbServerError
          ? `WB ответил ошибкой сервера (${error.status})`
          : error instanceof WbError
            ? 'WB ответил не так, как описано в его документации'
            : 'На сервере произошла ошибка';
  if (!sent) return { outcome: 'refused', message: `${why}. Товары не отправлены в WB, повторите позже.` };
  return { outcome: 'unanswered', message: `${why}: неизвестно, принял ли WB товары. ${CHECK_PROMOTION}.` };
}
