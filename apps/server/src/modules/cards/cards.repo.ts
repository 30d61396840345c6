import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- one query joins each card's commission by subject (docs/decisions.md, Server shape)
import { wbCommissions } from '../tariffs/tariffs.tables.ts';
import { cardSettings, cardSettingsHistory, wbCards, wbPrices } from './cards.tables.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type CardSettingsRow = typeof cardSettings.$inferSelect;
export type CardSettingsValues = Pick<
  CardSettingsRow,
  'firstPriceKopecks' | 'titleForTn' | 'returnPercent' | 'defectPercent' | 'fbsCommission' | 'fboCommission'
>;

/** The company's synced cards with their prices, the seller's settings and WB's commission for the subject. */
export function cardsWithSettings(db: Database, companyId: number) {
  return db
    .select({ card: wbCards, price: wbPrices, settings: cardSettings, commission: wbCommissions })
    .from(wbCards)
    .leftJoin(wbPrices, and(eq(wbPrices.companyId, wbCards.companyId), eq(wbPrices.nmId, wbCards.nmId)))
    .leftJoin(cardSettings, and(eq(cardSettings.companyId, wbCards.companyId), eq(cardSettings.nmId, wbCards.nmId)))
    .leftJoin(
      wbCommissions,
      and(eq(wbCommissions.companyId, wbCards.companyId), eq(wbCommissions.subjectId, wbCards.subjectId)),
    )
    .where(eq(wbCards.companyId, companyId))
    .orderBy(sql`${wbCards.wbUpdatedAt} desc nulls last`, asc(wbCards.nmId));
}

export async function cardExists(db: Database | Tx, companyId: number, nmId: number): Promise<boolean> {
  const rows = await db
    .select({ nmId: wbCards.nmId })
    .from(wbCards)
    .where(and(eq(wbCards.companyId, companyId), eq(wbCards.nmId, nmId)));
  return rows.length > 0;
}

/** The card's settings row, locked until the transaction ends so concurrent edits record history in turn. */
export async function lockSettings(tx: Tx, companyId: number, nmId: number): Promise<CardSettingsRow> {
  await tx.insert(cardSettings).values({ companyId, nmId }).onConflictDoNothing();
  const rows = await tx
    .select()
    .from(cardSettings)
    .where(and(eq(cardSettings.companyId, companyId), eq(cardSettings.nmId, nmId)))
    .for('update');
  return rows[0]!;
}

export async function updateSettings(
  tx: Tx,
  companyId: number,
  nmId: number,
  values: Partial<CardSettingsValues>,
  userId: string,
): Promise<void> {
  await tx
    .update(cardSettings)
    .set({ ...values, updatedAt: new Date(), updatedBy: userId })
    .where(and(eq(cardSettings.companyId, companyId), eq(cardSettings.nmId, nmId)));
}

export interface SettingsChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

export async function recordChanges(
  tx: Tx,
  companyId: number,
  nmId: number,
  userId: string,
  changes: SettingsChange[],
): Promise<void> {
  await tx.insert(cardSettingsHistory).values(changes.map((c) => ({ companyId, nmId, changedBy: userId, ...c })));
}

export function settingsHistory(db: Database, companyId: number, nmId: number) {
  return (
    db
      .select({
        id: cardSettingsHistory.id,
        field: cardSettingsHistory.field,
        oldValue: cardSettingsHistory.oldValue,
        newValue: cardSettingsHistory.newValue,
        changedAt: cardSettingsHistory.changedAt,
        userName: users.name,
        userEmail: users.email,
      })
      .from(cardSettingsHistory)
      .leftJoin(users, eq(users.id, cardSettingsHistory.changedBy))
      .where(and(eq(cardSettingsHistory.companyId, companyId), eq(cardSettingsHistory.nmId, nmId)))
      // One save shares its transaction's time: newest save first, its fields in the order written.
      .orderBy(desc(cardSettingsHistory.changedAt), asc(cardSettingsHistory.id))
  );
}

/** How a file names the company's cards: by nmID or by the seller's vendor code. */
export function cardKeys(db: Database, companyId: number) {
  return db
    .select({ nmId: wbCards.nmId, vendorCode: wbCards.vendorCode })
    .from(wbCards)
    .where(eq(wbCards.companyId, companyId));
}

/** Every card's cost price now, for the cost in force on a past date. */
export function currentFirstPrices(db: Database, companyId: number) {
  return db
    .select({ nmId: cardSettings.nmId, firstPriceKopecks: cardSettings.firstPriceKopecks })
    .from(cardSettings)
    .where(eq(cardSettings.companyId, companyId));
}

/** Changes of the cost price of every card, oldest first. */
export function firstPriceChanges(db: Database, companyId: number) {
  return db
    .select({
      nmId: cardSettingsHistory.nmId,
      oldValue: cardSettingsHistory.oldValue,
      newValue: cardSettingsHistory.newValue,
      changedAt: cardSettingsHistory.changedAt,
    })
    .from(cardSettingsHistory)
    .where(and(eq(cardSettingsHistory.companyId, companyId), eq(cardSettingsHistory.field, 'firstPrice')))
    .orderBy(asc(cardSettingsHistory.changedAt), asc(cardSettingsHistory.id));
}
