import type { WbClient } from '../client.ts';
import type { SellerInfo } from '../endpoints/common.ts';
import { WbError } from '../http/errors.ts';

export type WbLiveCheck =
  | {
      live: true;
      seller: SellerInfo;
      /** The token's `sid` names the same seller; null when the token does not say. */
      sameSeller: boolean | null;
    }
  | { live: false; error: WbError; message: string };

/**
 * Asks WB itself whether the token works (seller-info, any category). Only when a person asks:
 * seller-info allows one call a minute (a day for Basic tokens).
 */
export async function checkTokenLive(client: WbClient): Promise<WbLiveCheck> {
  try {
    const seller = await client.common.sellerInfo();
    const sid = client.tokenInfo?.sellerId ?? null;
    return { live: true, seller, sameSeller: sid === null ? null : sid === seller.sid };
  } catch (error) {
    if (!(error instanceof WbError)) throw error;
    return { live: false, error, message: error.userMessage };
  }
}
