import { z } from 'zod';
import { WB_SUBDOMAINS, type WbHost } from '../hosts.ts';
import type { WbSend } from '../http/request.ts';
import { call, nullableString, wbTime } from '../schema.ts';

export interface SellerInfo {
  name: string;
  /** The seller's UUID; equals the token's `sid`. */
  sid: string;
  /** ИНН / УНП. */
  tin: string | null;
  tradeMark: string | null;
}

const sellerSchema = z.looseObject({ name: z.string(), sid: z.string(), tin: nullableString, tradeMark: nullableString });
const pingSchema = z.looseObject({ TS: wbTime, Status: z.string() });

/** The seller's own data and WB's /ping. */
export function commonApi(send: WbSend) {
  async function sellerInfo(): Promise<SellerInfo> {
    const s = await call(send, { host: 'common', method: 'GET', path: '/api/v1/seller-info', group: 'seller-info' }, sellerSchema);
    return { name: s.name, sid: s.sid, tin: s.tin, tradeMark: s.tradeMark };
  }

  /**
   * Whether a host accepts the token. WB blocks automated pings: call it only when a person asks
   * for a check, never on a schedule.
   */
  async function ping(host: WbHost): Promise<{ host: string; time: Date | null; ok: boolean }> {
    const answer = await call(send, { host, method: 'GET', path: '/ping', group: 'ping' }, pingSchema);
    return { host: WB_SUBDOMAINS[host], time: answer.TS, ok: answer.Status === 'OK' };
  }

  return { sellerInfo, ping };
}
