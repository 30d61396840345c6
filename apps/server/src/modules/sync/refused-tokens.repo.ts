import { tokenKey } from '@seller-helper/wb';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { wbRefusedTokens } from './sync.tables.ts';

/** A refused token is tried again after this long: WB may have refused it by mistake. */
export const REFUSAL_KEPT_MS = 24 * 60 * 60_000;

/** When WB last refused each of the company's tokens, within the day before `now`, by token hash. */
export async function recentRefusals(db: Database, companyId: number, now: Date): Promise<Map<string, Date>> {
  const rows = await db
    .select({ tokenKey: wbRefusedTokens.tokenKey, refusedAt: wbRefusedTokens.refusedAt })
    .from(wbRefusedTokens)
    .where(
      and(
        eq(wbRefusedTokens.companyId, companyId),
        gt(wbRefusedTokens.refusedAt, new Date(now.getTime() - REFUSAL_KEPT_MS)),
      ),
    );
  return new Map(rows.map((row) => [row.tokenKey, row.refusedAt]));
}

export async function noteRefusedToken(db: Database, companyId: number, token: string, at: Date): Promise<void> {
  await db
    .insert(wbRefusedTokens)
    .values({ companyId, tokenKey: tokenKey(token), refusedAt: at })
    .onConflictDoUpdate({ target: [wbRefusedTokens.companyId, wbRefusedTokens.tokenKey], set: { refusedAt: at } });
}
