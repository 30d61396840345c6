import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { promotionJoins, wbPromotionCards, wbPromotions, type JoinOutcome } from './promotions.tables.ts';

export type PromotionRow = typeof wbPromotions.$inferSelect;
export type PromotionCardRow = typeof wbPromotionCards.$inferSelect;
export type JoinRow = typeof promotionJoins.$inferSelect;

/** The cards `c` of the promotion row the outer statement is at (drizzle writes its columns unqualified). */
const ofThePromotion = sql.raw('where c.company_id = wb_promotions.company_id and c.promotion_id = wb_promotions.promotion_id');

/** Every stored promotion with how many of the seller's cards are offered to it and in it, as last read. */
export function promotionsOf(db: Database, companyId: number) {
  return db
    .select({
      promotion: wbPromotions,
      offered: sql<number>`(select count(*)::int from wb_promotion_cards c ${ofThePromotion})`,
      inAction: sql<number>`(select count(*)::int from wb_promotion_cards c ${ofThePromotion} and c.in_action)`,
    })
    .from(wbPromotions)
    .where(eq(wbPromotions.companyId, companyId))
    .orderBy(asc(wbPromotions.startAt), asc(wbPromotions.promotionId));
}

export async function promotionOf(db: Database, companyId: number, promotionId: number) {
  const [row] = await db
    .select()
    .from(wbPromotions)
    .where(and(eq(wbPromotions.companyId, companyId), eq(wbPromotions.promotionId, promotionId)));
  return row;
}

export function promotionCards(db: Database, companyId: number, promotionId: number): Promise<PromotionCardRow[]> {
  return db
    .select()
    .from(wbPromotionCards)
    .where(and(eq(wbPromotionCards.companyId, companyId), eq(wbPromotionCards.promotionId, promotionId)))
    .orderBy(asc(wbPromotionCards.nmId));
}

/** The log entry of a join, written before anything is sent to WB. */
export async function logJoin(
  db: Database,
  entry: { companyId: number; promotionId: number; userId: string; nmIds: number[]; uploadNow: boolean },
  wbAnswer: string,
): Promise<JoinRow> {
  const [row] = await db
    .insert(promotionJoins)
    .values({ ...entry, outcome: 'sent', wbAnswer })
    .returning();
  return row!;
}

/** The upload is about to go out: a run that finds this set was cut off after sending. */
export async function markSending(db: Database, companyId: number, id: number): Promise<void> {
  await db
    .update(promotionJoins)
    .set({ sending: true, updatedAt: new Date() })
    .where(and(eq(promotionJoins.companyId, companyId), eq(promotionJoins.id, id)));
}

export async function answerJoin(
  db: Database,
  companyId: number,
  id: number,
  answer: { outcome: JoinOutcome; wbAnswer: string; uploadId?: number | null; joined?: number[] },
): Promise<void> {
  await db
    .update(promotionJoins)
    .set({ ...answer, sending: false, updatedAt: new Date() })
    .where(and(eq(promotionJoins.companyId, companyId), eq(promotionJoins.id, id)));
}

/** Joins with the name of the person who asked. */
const withWho = (db: Database) =>
  db
    .select({ join: promotionJoins, userName: users.name, userEmail: users.email })
    .from(promotionJoins)
    .leftJoin(users, eq(users.id, promotionJoins.userId))
    .$dynamic();

export async function joinOf(db: Database, companyId: number, id: number) {
  const [row] = await withWho(db).where(and(eq(promotionJoins.companyId, companyId), eq(promotionJoins.id, id)));
  return row;
}

/** The promotion's joins, newest first. */
export function joinsOf(db: Database, companyId: number, promotionId: number) {
  return withWho(db)
    .where(and(eq(promotionJoins.companyId, companyId), eq(promotionJoins.promotionId, promotionId)))
    .orderBy(desc(promotionJoins.createdAt), desc(promotionJoins.id));
}

/** The joins of the promotion logged and not yet answered, oldest first. */
export function unansweredJoins(db: Database, companyId: number, promotionId: number): Promise<JoinRow[]> {
  return db
    .select()
    .from(promotionJoins)
    .where(
      and(
        eq(promotionJoins.companyId, companyId),
        eq(promotionJoins.promotionId, promotionId),
        eq(promotionJoins.outcome, 'sent'),
      ),
    )
    .orderBy(asc(promotionJoins.id));
}

/** The cards WB now lists in the promotion are stored as in it. */
export async function markInAction(db: Database, companyId: number, promotionId: number, nmIds: number[]) {
  if (nmIds.length === 0) return;
  await db
    .update(wbPromotionCards)
    .set({ inAction: true })
    .where(
      and(
        eq(wbPromotionCards.companyId, companyId),
        eq(wbPromotionCards.promotionId, promotionId),
        inArray(wbPromotionCards.nmId, nmIds),
      ),
    );
}
