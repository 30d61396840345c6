import { setTimeout as sleep } from 'node:timers/promises';
import { WB_SUBDOMAINS, type WbHost } from '../hosts.ts';
import { MARKETPLACE_4XX_COST, type BucketKey, type WbLimitGroup, type WbLimitTier, type WbRateLimiter } from '../limits/groups.ts';
import { bareToken, limitAccount } from '../tokens/decode.ts';
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
  type WbError,
  type WbForbiddenReason,
} from './errors.ts';
import { backoffMs, retryPolicy, type WbRetryOptions } from './retry.ts';
import { readAnswerBody, type AnswerBody } from './answer-body.ts';

/** A list value is sent as the parameter repeated (`promotionIDs=1&promotionIDs=3`). */
export type WbQuery = Record<string, string | number | boolean | readonly number[] | undefined>;

export type WbMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call to WB, as the endpoint modules describe it. */
export interface WbRequest {
  host: WbHost;
  method: WbMethod;
  path: string;
  group: WbLimitGroup;
  query?: WbQuery;
  body?: unknown;
  /**
   * Integer fields of the answer read as exact decimal text (int64 ids WB writes as JSON numbers,
   * e.g. `reportId`): JSON.parse would round those above 2^53.
   */
  exactIntegers?: readonly string[];
}

export interface WbAnswer {
  status: number;
  /** The parsed JSON; null for an answer without a body (204, an empty 200). */
  body: unknown;
}

export type WbSend = (request: WbRequest) => Promise<WbAnswer>;

/** What to do with a 429: wait `X-Ratelimit-Retry` and repeat, or throw WbRateLimitedError at once. */
export type WbRateLimitPolicy = 'throw' | 'wait';

export interface WbSenderOptions {
  token: string;
  baseUrls: Record<WbHost, string>;
  limiter: WbRateLimiter;
  /** Which of WB's limit rows applies to this token. */
  tier: WbLimitTier;
  /** Per request, including reading the answer; default 60 s. */
  timeoutMs?: number;
  retries?: WbRetryOptions;
  /** Default 'throw': the sync engine reschedules its job instead of holding a worker. */
  onRateLimit?: WbRateLimitPolicy;
  /** With 'wait': a longer wait throws anyway; default 2 minutes. */
  maxRateLimitWaitMs?: number;
  fetch?: typeof fetch;
  /** Pauses between tries (tests pass a recorder). */
  sleep?: (ms: number) => Promise<void>;
}

/** 429s in a row that one call waits out before giving up. */
const MAX_RATE_LIMIT_WAITS = 5;
/** WB's answer text kept in error details. */
const EXCERPT = 300;

/**
 * Sends WB requests within WB's limits: the limiter is asked before every try; a 429 penalizes
 * the bucket and is never repeated before `X-Ratelimit-Retry`; cut connections and 5xx are
 * repeated with exponential backoff; every other failure becomes a typed error at once.
 */
export function createWbSender(options: WbSenderOptions): WbSend {
  const token = bareToken(options.token);
  const account = limitAccount(token);
  const policy = retryPolicy(options.retries);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxWaitMs = options.maxRateLimitWaitMs ?? 120_000;
  const pause = options.sleep ?? ((ms: number) => sleep(ms));
  const fetchImpl = options.fetch ?? fetch;
  const scrub = (text: string) => (token ? text.split(token).join('***') : text);

  async function once(request: WbRequest): Promise<WbAnswer> {
    const where = `${request.method} ${WB_SUBDOMAINS[request.host]}${request.path}`;
    const url = new URL(`${options.baseUrls[request.host]}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(name, String(item));
      else if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const signal = AbortSignal.timeout(timeoutMs);
    const quote = request.exactIntegers?.length ? integerQuoter(request.exactIntegers) : undefined;
    let response: Response;
    let body: AnswerBody;
    try {
      response = await fetchImpl(url, {
        method: request.method,
        headers: {
          Authorization: token,
          Accept: 'application/json',
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
      });
      // A refusal's text is short and read whole; an answer may be a list of 100 000 rows, read as it comes.
      body = isSuccess(response.status)
        ? await readAnswerBody(response.body, quote)
        : { head: '', text: await response.text() };
    } catch (error) {
      if (signal.aborted) throw new WbTimeoutError(`${where}: no answer within ${timeoutMs} ms`);
      throw new WbNetworkError(scrub(`${where}: ${describeCause(error)}`));
    }
    const head = 'text' in body ? body.text.slice(0, EXCERPT) : body.head;
    const details = scrub(`${where}: HTTP ${response.status} ${head}`.trim());
    return answerOf(response, body, quote, details);
  }

  return async (request) => {
    const bucket: BucketKey = { account, group: request.group, tier: options.tier };
    let repeats = 0;
    let rateLimitWaits = 0;
    for (;;) {
      await options.limiter.acquire(bucket);
      try {
        return await once(request);
      } catch (error) {
        const failure = error as WbError;
        if (failure instanceof WbRateLimitedError) {
          await options.limiter.penalize(bucket, failure.retryAfterMs);
          const wait = options.onRateLimit === 'wait' && failure.retryAfterMs <= maxWaitMs;
          if (!wait || rateLimitWaits >= MAX_RATE_LIMIT_WAITS) throw failure;
          rateLimitWaits += 1;
          await pause(failure.retryAfterMs);
          continue;
        }
        if (request.host === 'marketplace' && 'status' in failure && isClientError(failure.status)) {
          // WB counts this answer as 10 requests; one is taken already. The charge must not hide the error.
          await options.limiter.acquire(bucket, MARKETPLACE_4XX_COST - 1).catch(() => undefined);
        }
        const repeatable = failure instanceof WbServerError || failure instanceof WbNetworkError;
        if (!repeatable || repeats >= policy.attempts) throw failure;
        repeats += 1;
        await pause(backoffMs(policy, repeats));
      }
    }
  };
}

/**
 * Writes the integer values of the named fields as JSON strings before parsing. A key is only
 * matched after `{` or `,`: inside a JSON string its quotes would be escaped, so text is never touched.
 */
export function quoteIntegers(text: string, fields: readonly string[]): string {
  return integerQuoter(fields)(text);
}

/** `quoteIntegers` for one set of fields, its pattern made once for every row of an answer. */
function integerQuoter(fields: readonly string[]): (text: string) => string {
  const names = fields.map((f) => f.replace(/[^\w]/g, '')).join('|');
  const pattern = new RegExp(`([{,]\\s*"(?:${names})"\\s*:\\s*)(-?\\d+)(?=\\s*[,}\\]])`, 'g');
  return (text) => text.replace(pattern, '$1"$2"');
}

const isSuccess = (status: number) => status >= 200 && status < 300;
const isClientError = (status: unknown) => typeof status === 'number' && status >= 400 && status < 500;

function answerOf(
  response: Response,
  body: AnswerBody,
  quote: ((text: string) => string) | undefined,
  details: string,
): WbAnswer {
  const { status } = response;
  if (isSuccess(status)) {
    if ('rows' in body) return { status, body: body.rows };
    if ('notJson' in body) throw new WbMalformedAnswerError(`${details.slice(0, 200)} (not JSON: ${body.notJson})`);
    if (status === 204 || body.text.trim() === '') return { status, body: null };
    try {
      return { status, body: JSON.parse(quote ? quote(body.text) : body.text) as unknown };
    } catch {
      throw new WbMalformedAnswerError(`${details.slice(0, 200)} (not JSON)`);
    }
  }
  const text = 'text' in body ? body.text : '';
  if (status === 401) throw new WbUnauthorizedError(details);
  if (status === 403) throw new WbForbiddenError(forbiddenReason(text), details);
  if (status === 422) throw new WbStatusNotChangedError(details);
  if (status === 429) {
    const retryS = seconds(response.headers.get('X-Ratelimit-Retry'));
    const resetS = seconds(response.headers.get('X-Ratelimit-Reset'));
    const limit = seconds(response.headers.get('X-Ratelimit-Limit'));
    // Without the header WB's own rule of thumb is a minute: the longest period of its busy groups.
    const retryAfterMs = Math.ceil((retryS ?? resetS ?? 60) * 1000);
    throw new WbRateLimitedError(retryAfterMs, limit, resetS === null ? null : Math.ceil(resetS * 1000), details);
  }
  if (status >= 500) throw new WbServerError(status, details);
  if (status >= 400) throw new WbRequestRejectedError(status, details);
  throw new WbMalformedAnswerError(`${details} (unexpected status)`);
}

function seconds(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const value = Number(header);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function forbiddenReason(text: string): WbForbiddenReason {
  const lower = text.toLowerCase();
  if (lower.includes('read-only') || lower.includes('readonly')) return 'read-only';
  if (/token (type )?is not allowed|token type/.test(lower)) return 'token-type';
  if (lower.includes('scope') || lower.includes('category')) return 'category';
  return 'other';
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
}
