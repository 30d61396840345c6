/**
 * Every way a WB call fails, as a typed error: `userMessage` is Russian for the person,
 * `details` (also the Error message) is for the log and never holds the token.
 */
export type WbErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'rate-limited'
  | 'server'
  | 'timeout'
  | 'network'
  | 'malformed'
  | 'status-not-changed'
  | 'rejected'
  | 'stale-adverts'
  | 'report-task';

export abstract class WbError extends Error {
  abstract readonly kind: WbErrorKind;
  /** Worth trying again later without anyone changing anything. */
  abstract readonly retryable: boolean;
  constructor(
    readonly userMessage: string,
    readonly details: string,
  ) {
    super(details);
    this.name = new.target.name;
  }
}

/** WB refused the token (401) or its category, type or read-only flag (403): only the seller can fix it. */
export abstract class WbAccessError extends WbError {
  readonly retryable = false;
  abstract readonly status: 401 | 403;
}

export class WbUnauthorizedError extends WbAccessError {
  readonly kind = 'unauthorized';
  readonly status = 401;
  constructor(details: string) {
    super(
      'WB не принял токен: он недействителен, отозван или истёк. Создайте новый токен в личном кабинете WB и замените его в настройках.',
      details,
    );
  }
}

/** Why WB answered 403, as far as its answer tells. */
export type WbForbiddenReason = 'category' | 'token-type' | 'read-only' | 'other';

const FORBIDDEN_MESSAGES: Record<WbForbiddenReason, string> = {
  category: 'WB отказал в доступе: у токена нет категории, которая нужна для этих данных. Добавьте её в новом токене.',
  'token-type': 'WB отказал в доступе: этот тип токена не подходит для метода — нужен персональный или сервисный токен.',
  'read-only': 'WB отказал в изменении: токен создан только для чтения.',
  other: 'WB отказал в доступе к этому методу.',
};

export class WbForbiddenError extends WbAccessError {
  readonly kind = 'forbidden';
  readonly status = 403;
  constructor(
    readonly reason: WbForbiddenReason,
    details: string,
  ) {
    super(FORBIDDEN_MESSAGES[reason], details);
  }
}

/** WB answered 429: nothing of this limit group may go out for `retryAfterMs`. */
export class WbRateLimitedError extends WbError {
  readonly kind = 'rate-limited';
  readonly retryable = true;
  constructor(
    /** From X-Ratelimit-Retry: a retry sooner is refused again. */
    readonly retryAfterMs: number,
    /** X-Ratelimit-Limit: the burst of the limit group, when WB sent it. */
    readonly limit: number | null,
    /** X-Ratelimit-Reset: when the burst is whole again, when WB sent it. */
    readonly resetMs: number | null,
    details: string,
  ) {
    super(`WB ограничил частоту запросов: повторим через ${waitInWords(retryAfterMs)}.`, details);
  }
}

/** A wait as a person reads it: seconds up to two minutes, then minutes up to two hours, then hours. */
function waitInWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 120) return `${seconds} с`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? `${minutes} мин` : `${Math.ceil(minutes / 60)} ч`;
}

/** WB failed for now: a server error, a timeout, a cut connection or an answer not as documented. */
export class WbUnavailableError extends WbError {
  readonly kind: WbErrorKind = 'server';
  readonly retryable = true;
  constructor(details: string, userMessage = 'WB сейчас не отвечает как обычно: повторим загрузку позже.') {
    super(userMessage, details);
  }
}

export class WbServerError extends WbUnavailableError {
  override readonly kind = 'server';
  constructor(
    readonly status: number,
    details: string,
  ) {
    super(details, `WB ответил ошибкой сервера (${status}): повторим загрузку позже.`);
  }
}

export class WbTimeoutError extends WbUnavailableError {
  override readonly kind = 'timeout';
  constructor(details: string) {
    super(details, 'WB не ответил вовремя: повторим загрузку позже.');
  }
}

export class WbNetworkError extends WbUnavailableError {
  override readonly kind = 'network';
  constructor(details: string) {
    super(details, 'Не удалось связаться с WB: соединение прервалось. Повторим загрузку позже.');
  }
}

export class WbMalformedAnswerError extends WbUnavailableError {
  override readonly kind = 'malformed';
  constructor(
    details: string,
    /** The first field not as documented, as a path into the answer (`cards.3.nmID`); absent when the whole answer is off. */
    readonly field?: string,
  ) {
    super(details, 'WB прислал ответ не в том виде, который описан в его документации: повторим загрузку позже.');
  }
}

/** 422 from the advert start/pause/stop calls: the campaign's status does not allow the change. */
export class WbStatusNotChangedError extends WbError {
  readonly kind = 'status-not-changed';
  readonly retryable = false;
  readonly status = 422;
  constructor(details: string) {
    super(
      'WB не изменил статус кампании: текущий статус не позволяет это действие или на балансе кампании не хватает бюджета.',
      details,
    );
  }
}

/** Any other 4xx: WB rejected the request itself (a bad parameter, an unknown id). */
export class WbRequestRejectedError extends WbError {
  readonly kind: WbErrorKind = 'rejected';
  readonly retryable = false;
  constructor(
    readonly status: number,
    details: string,
  ) {
    super(
      status === 404 ? 'WB не нашёл запрошенные данные.' : `WB отклонил запрос (код ${status}).`,
      details,
    );
  }
}

/**
 * WB refused a whole statistics batch because some campaign ids in it are unknown or deleted.
 * `staleIds` are those ids (found by asking WB for the batch's campaigns): the batch without
 * them can be asked again.
 */
export class WbStaleAdvertsError extends WbRequestRejectedError {
  override readonly kind = 'stale-adverts';
  constructor(
    readonly staleIds: readonly number[],
    readonly batch: readonly number[],
    details: string,
  ) {
    super(400, details);
  }
}

/**
 * WB did not build a report asked for as a task: it refused the task (`canceled`, `purged`) or did
 * not finish it in the time the sync waits. Asked for again at the next sync.
 */
export class WbReportTaskError extends WbError {
  readonly kind: WbErrorKind = 'report-task';
  readonly retryable = false;
}

/**
 * 422 from WB's promotions calendar: the promotion has ended or there is no such promotion, so WB
 * neither lists its goods nor takes new ones.
 */
export class WbPromotionClosedError extends WbError {
  readonly kind: WbErrorKind = 'rejected';
  readonly retryable = false;
  readonly status = 422;
  constructor(details: string) {
    super('WB не принял запрос: акция уже закончилась или такой акции нет.', details);
  }
}
