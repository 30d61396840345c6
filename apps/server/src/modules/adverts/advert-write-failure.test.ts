import {
  WbForbiddenError,
  WbMalformedAnswerError,
  WbNetworkError,
  WbRateLimitedError,
  WbRequestRejectedError,
  WbServerError,
  WbStatusNotChangedError,
  WbTimeoutError,
  WbUnauthorizedError,
} from '@seller-helper/wb';
import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RateLimitDeferral } from '../sync/rate-limiter.ts';
import { writeFailure } from './advert-write-failure.ts';

const outcomeOf = (error: unknown) => {
  const failure = writeFailure(error, true);
  return [failure.outcome, (failure.error() as GraphQLError).extensions.code];
};

describe('a failed campaign change', () => {
  it('is refused only when WB answered that it changed nothing, or the request never left', () => {
    expect(outcomeOf(new WbRequestRejectedError(409, 'x'))).toEqual(['refused', 'WB_REFUSED']);
    expect(outcomeOf(new WbStatusNotChangedError('x'))).toEqual(['refused', 'WB_REFUSED']);
    expect(outcomeOf(new WbUnauthorizedError('x'))).toEqual(['refused', 'WB_TOKEN_INVALID']);
    expect(outcomeOf(new WbForbiddenError('read-only', 'x'))).toEqual(['refused', 'WB_TOKEN_INVALID']);
    expect(outcomeOf(new WbRateLimitedError(60_000, 5, null, 'x'))).toEqual(['refused', 'WB_RATE_LIMITED']);
    expect(outcomeOf(new RateLimitDeferral(42_300))).toEqual(['refused', 'WB_RATE_LIMITED']);
  });

  it('is unanswered when WB may have made it: a timeout, a cut connection, a 5XX, an answer not as documented', () => {
    for (const error of [
      new WbTimeoutError('x'),
      new WbNetworkError('x'),
      new WbServerError(502, 'x'),
      new WbMalformedAnswerError('x'),
    ]) {
      expect(outcomeOf(error)).toEqual(['unanswered', 'WB_UNAVAILABLE']);
    }
    expect(writeFailure(new WbServerError(502, 'x'), true).message).toBe(
      'WB ответил ошибкой сервера (502): неизвестно, внёс ли WB изменение. Проверьте кампанию: её состояние и фразы обновятся со следующей загрузкой данных WB.',
    );
  });

  it('says when to try again, and stops the rest of a change after a limit or a timeout', () => {
    const limited = writeFailure(new RateLimitDeferral(42_300), true);
    expect(limited.message).toBe('WB ограничил частоту запросов, повторите через 43 с. Кампания не изменена.');
    expect(limited.unsentRest).toBe('WB ограничил частоту запросов, повторите через 43 с');
    expect(writeFailure(new WbTimeoutError('x'), true).unsentRest).toMatch(/^не отправлено/);
    expect(writeFailure(new WbServerError(500, 'x'), true).unsentRest).toBeUndefined();
  });

  it('keeps a failure of the server itself as it is, for GraphQL to mask', () => {
    const bug = new TypeError('x is undefined');
    expect(writeFailure(bug, true).error()).toBe(bug);
    expect(writeFailure(bug, true).outcome).toBe('unanswered');
  });

  it('is a refusal when a read before the change failed: nothing was sent', () => {
    const failure = writeFailure(new WbTimeoutError('x'), false);
    expect(failure.outcome).toBe('refused');
    expect(failure.message).toBe('WB не ответил вовремя, повторите позже. Изменение не отправлено в WB.');
  });
});
