// A check of a token by WB itself (seller-info), only when a person asks for it: WB allows it once
// a minute for a personal token and once a day for a basic one.
import { checkTokenLive, createWbClient, verifyWbToken, wbBaseUrls, WbTokenFormatError } from '@seller-helper/wb';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { PgRateLimiter, RateLimitDeferral } from '../sync/rate-limiter.ts';

export interface LiveCheckShape {
  live: boolean;
  message: string;
  sellerName: string | null;
  sellerId: string | null;
  tradeMark: string | null;
  /** The token names the same seller WB answered for; null when the token does not say. */
  sameSeller: boolean | null;
}

/**
 * "через 40 с", "через 12 мин", "через 23 ч": how long until WB allows the next check. Seconds
 * round up; minutes and hours to the nearest, so a day and a quarter second reads "24 ч".
 */
export function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 120) return `${seconds} с`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes} мин`;
  return `${Math.round(minutes / 60)} ч`;
}

const failed = (message: string): LiveCheckShape => ({
  live: false,
  message,
  sellerName: null,
  sellerId: null,
  tradeMark: null,
  sameSeller: null,
});

export async function checkTokenWithWb(ctx: GraphQLContext, token: string): Promise<LiveCheckShape> {
  try {
    verifyWbToken(token);
  } catch (error) {
    if (error instanceof WbTokenFormatError) throw appError('WB_TOKEN_INVALID', error.userMessage);
    throw error;
  }
  const timeScale = ctx.config.WB_TIME_SCALE;
  const client = createWbClient({
    token,
    baseUrls: wbBaseUrls({ all: ctx.wbBaseUrl }),
    // The same buckets as the sync, and no waiting: a person gets the time to come back instead.
    limiter: new PgRateLimiter({ db: ctx.db, timeScale, maxWaitMs: 0 }),
    timeoutMs: 20_000 / timeScale,
    retries: { attempts: 1 },
    onRateLimit: 'throw',
  });
  try {
    const answer = await checkTokenLive(client);
    if (!answer.live) return failed(answer.message);
    const { seller, sameSeller } = answer;
    // The trade mark is worth adding only when the legal name does not already say it.
    const who =
      seller.tradeMark && !seller.name.includes(seller.tradeMark)
        ? `${seller.name} («${seller.tradeMark}»)`
        : seller.name;
    const message =
      sameSeller === false
        ? `WB принял токен, но он выпущен для другого продавца: ${who}.`
        : `WB принял токен: продавец ${who}.`;
    return {
      live: true,
      message,
      sellerName: seller.name,
      sellerId: seller.sid,
      tradeMark: seller.tradeMark,
      sameSeller,
    };
  } catch (error) {
    if (!(error instanceof RateLimitDeferral)) throw error;
    const wait = waitText(error.retryAfterMs);
    return failed(
      `WB разрешает такую проверку редко: повторите через ${wait}. Пока можно смотреть проверку без обращения к WB.`,
    );
  }
}
