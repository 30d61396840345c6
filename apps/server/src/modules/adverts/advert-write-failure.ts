import {
  WbAccessError,
  WbError,
  WbNetworkError,
  WbRateLimitedError,
  WbRequestRejectedError,
  WbServerError,
  WbStatusNotChangedError,
  WbTimeoutError,
} from '@seller-helper/wb';
import { appError, type ErrorCode } from '../../graphql/errors.ts';
import { RateLimitDeferral } from '../sync/rate-limiter.ts';

/**
 * How a call to WB about a campaign change failed, in the seller's words.
 * refused: WB answered and changed nothing (a 4XX), or the request never left (WB's limits);
 * unanswered: no answer to rely on (a timeout, a cut connection, a 5XX, an answer not as
 * documented) after the change was sent, so WB may have made it.
 */
export interface WriteFailure {
  outcome: 'refused' | 'unanswered';
  /** What happened, short: named beside each product of a partial answer. */
  why: string;
  /** The whole sentence for the journal and the person. */
  message: string;
  /**
   * Set when the next requests of the same change should not be sent (WB's limits hold them back,
   * or WB stopped answering): why each of them was not.
   */
  unsentRest?: string;
  /** What the request answers: a server's own failure stays itself, so GraphQL masks it. */
  error(extra?: Record<string, unknown>): Error;
}

/** Where the seller learns what WB did when its answer never came. */
export const CHECK_CAMPAIGN = 'Проверьте кампанию: её состояние и фразы обновятся со следующей загрузкой данных WB';

/**
 * `sent`: the failed call was the change itself. A failed read before the change (`sent: false`)
 * is always a refusal: nothing was sent.
 */
export function writeFailure(error: unknown, sent: boolean): WriteFailure {
  const { code, why, known, hint } = describe(error);
  const then = hint ? `, ${hint}` : '';
  const [outcome, message]: [WriteFailure['outcome'], string] = !sent
    ? ['refused', `${why}${then || ', повторите позже'}. Изменение не отправлено в WB.`]
    : known
      ? ['refused', `${why}${then}. Кампания не изменена.`]
      : ['unanswered', `${why}: неизвестно, внёс ли WB изменение. ${CHECK_CAMPAIGN}.`];
  return {
    outcome,
    why: why + then,
    message,
    unsentRest:
      code === 'WB_RATE_LIMITED'
        ? why + then
        : error instanceof WbTimeoutError
          ? 'не отправлено: WB не ответил вовремя на предыдущий товар'
          : undefined,
    error: (extra = {}) =>
      code === 'INTERNAL_SERVER_ERROR' && error instanceof Error ? error : appError(code, message, extra),
  };
}

/** `known`: WB's answer says for certain that nothing changed; `hint`: what the person can do. */
function describe(error: unknown): { code: ErrorCode; why: string; known: boolean; hint?: string } {
  if (error instanceof WbRateLimitedError || error instanceof RateLimitDeferral) {
    const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
    return {
      code: 'WB_RATE_LIMITED',
      why: 'WB ограничил частоту запросов',
      known: true,
      hint: `повторите через ${seconds} с`,
    };
  }
  if (error instanceof WbAccessError) {
    return { code: 'WB_TOKEN_INVALID', why: error.userMessage.replace(/\.$/, ''), known: true };
  }
  // WB documents 422 only for start, pause and stop, which are answered before this is asked.
  if (error instanceof WbRequestRejectedError || error instanceof WbStatusNotChangedError) {
    return { code: 'WB_REFUSED', why: `WB отклонил запрос (код ${error.status})`, known: true };
  }
  if (error instanceof WbTimeoutError) return { code: 'WB_UNAVAILABLE', why: 'WB не ответил вовремя', known: false };
  if (error instanceof WbNetworkError) {
    return { code: 'WB_UNAVAILABLE', why: 'Соединение с WB прервалось до ответа', known: false };
  }
  if (error instanceof WbServerError) {
    return { code: 'WB_UNAVAILABLE', why: `WB ответил ошибкой сервера (${error.status})`, known: false };
  }
  if (error instanceof WbError) {
    return { code: 'WB_UNAVAILABLE', why: 'WB ответил не так, как описано в его документации', known: false };
  }
  return { code: 'INTERNAL_SERVER_ERROR', why: 'На сервере произошла ошибка', known: false };
}
