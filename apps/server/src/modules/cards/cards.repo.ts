import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { cardCostAt, cardCostChanges } from './card-cost-sql.ts';
import { subjectCommission } from '../tariffs/commission-sql.ts';
import {
  cardSettings,
  cardSettingsHistory,
  wbCards,
  wbPrices,
  type WbCardSize,
  type WbCardTag,
  type WbPriceSize,
} from './cards.tables.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type CardSettingsRow = typeof cardSettings.$inferSelect;
export type CardSettingsValues = Pick<
  CardSettingsRow,
  | 'firstPriceKopecks'
  | 'titleForTn'
  | 'returnPercent'
  | 'defectPercent'
  | 'fbsCommission'
  | 'fboCommission'
  | 'buyoutPercent'
  | 'acquiringPercent'
  | 'acceptanceKopecks'
  | 'packagingKopecks'
  | 'deliveryToWbKopecks'
>;

/** A card as `cardsWithSettings` reads it: the card, its prices, the seller's settings, WB's commission. */
export interface CardRow {
  /** A bigint column, as the driver gives it (text or number). */
  nmId: string | number;
  vendorCode: string;
  subjectId: number | null;
  subjectName: string | null;
  brand: string | null;
  title: string | null;
  photo: string | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  weightKg: string | null;
  dimensionsValid: boolean | null;
  sizes: WbCardSize[];
  tags: WbCardTag[];
  wbCreatedAt: string | null;
  wbUpdatedAt: string | null;
  priceSizes: WbPriceSize[] | null;
  discount: number | null;
  /** Kopecks, as the driver gives a bigint (text or BigInt). */
  firstPriceKopecks: string | bigint | number | null;
  titleForTn: string | null;
  /** The percents in hundredths (`hundredths`). */
  returnPercent: number | null;
  defectPercent: number | null;
  fbsCommission: number | null;
  fboCommission: number | null;
  buyoutPercent: number | null;
  acquiringPercent: number | null;
  acceptanceKopecks: string | bigint | number | null;
  packagingKopecks: string | bigint | number | null;
  deliveryToWbKopecks: string | bigint | number | null;
  wbFbsPercent: number | null;
  wbFboPercent: number | null;
}

/**
 * The company's synced cards with their prices, the seller's settings and WB's commission for the
 * subject: only the columns a card shows, read as the driver gives them, since the query builder's
 * mapping of each column of thousands of rows was the largest part of the list's cost
 * (docs/benchmarks.md, «Cards without the query builder's mapping»).
 */
/**
 * A percent column (two decimals) as integer hundredths, counted by the database: exact, and a plain number
 * from both drivers instead of a text to parse for each of thousands of cards.
 */
const hundredths = (percent: SQL) => sql`(${percent} * 100)::int`;

/** The company's cards with their settings; one card when `nmId` is given. */
export async function cardsWithSettings(db: Database, companyId: number, nmId?: number): Promise<CardRow[]> {
  const commission = subjectCommission({ companyId: sql`c.company_id`, subjectId: sql`c.subject_id` });
  return rowsOf<CardRow>(
    await db.execute(sql`
      select c.nm_id "nmId", c.vendor_code "vendorCode", c.subject_id "subjectId", c.subject_name "subjectName",
        c.brand, c.title, c.photo, c.length_cm "lengthCm", c.width_cm "widthCm", c.height_cm "heightCm",
        c.weight_kg "weightKg", c.dimensions_valid "dimensionsValid", c.sizes, c.tags,
        c.wb_created_at "wbCreatedAt", c.wb_updated_at "wbUpdatedAt",
        p.sizes "priceSizes", p.discount,
        s.first_price_kopecks "firstPriceKopecks", s.title_for_tn "titleForTn",
        ${hundredths(sql`s.return_percent`)} "returnPercent", ${hundredths(sql`s.defect_percent`)} "defectPercent",
        ${hundredths(sql`s.fbs_commission`)} "fbsCommission", ${hundredths(sql`s.fbo_commission`)} "fboCommission",
        ${hundredths(sql`s.buyout_percent`)} "buyoutPercent", ${hundredths(sql`s.acquiring_percent`)} "acquiringPercent",
        s.acceptance_kopecks "acceptanceKopecks", s.packaging_kopecks "packagingKopecks",
        s.delivery_to_wb_kopecks "deliveryToWbKopecks",
        ${hundredths(commission.fbsPercent)} "wbFbsPercent", ${hundredths(commission.fboPercent)} "wbFboPercent"
      from ${wbCards} c
      left join ${wbPrices} p on p.company_id = c.company_id and p.nm_id = c.nm_id
      left join ${cardSettings} s on s.company_id = c.company_id and s.nm_id = c.nm_id
      ${commission.join}
      where c.company_id = ${companyId}${nmId === undefined ? sql`` : sql` and c.nm_id = ${nmId}`}
      order by c.wb_updated_at desc nulls last, c.nm_id`),
  );
}

export async function cardExists(db: Database | Tx, companyId: number, nmId: number): Promise<boolean> {
  const rows = await db
    .select({ nmId: wbCards.nmId })
    .from(wbCards)
    .where(and(eq(wbCards.companyId, companyId), eq(wbCards.nmId, nmId)));
  return rows.length > 0;
}

/** The vendor code and title of the company's cards `nmIds`, or of every card when null. */
export async function cardLabels(db: Database, companyId: number, nmIds: readonly number[] | null) {
  if (nmIds !== null && nmIds.length === 0) return [];
  return db
    .select({ nmId: wbCards.nmId, vendorCode: wbCards.vendorCode, title: wbCards.title })
    .from(wbCards)
    .where(and(eq(wbCards.companyId, companyId), nmIds === null ? undefined : inArray(wbCards.nmId, [...nmIds])));
}

/** How many of the company's cards have no cost price set. */
export async function cardsWithoutCost(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wbCards)
    .leftJoin(cardSettings, and(eq(cardSettings.companyId, wbCards.companyId), eq(cardSettings.nmId, wbCards.nmId)))
    .where(and(eq(wbCards.companyId, companyId), sql`${cardSettings.firstPriceKopecks} is null`));
  return row?.n ?? 0;
}

/** Cards a statement locks at most: their ids stay well within a statement's 65 535 parameters. */
const LOCK_CHUNK = 5_000;

/**
 * The cards' settings rows, locked until the transaction ends so concurrent edits record history in turn:
 * a few statements for a whole file, so its locks are held for as short as they can be, and taken in card
 * order, so two files never wait for each other crosswise.
 */
export async function lockSettings(tx: Tx, companyId: number, nmIds: number[]): Promise<Map<number, CardSettingsRow>> {
  const locked = new Map<number, CardSettingsRow>();
  const sorted = [...nmIds].sort((a, b) => a - b);
  for (let start = 0; start < sorted.length; start += LOCK_CHUNK) {
    const chunk = sorted.slice(start, start + LOCK_CHUNK);
    await tx
      .insert(cardSettings)
      .values(chunk.map((nmId) => ({ companyId, nmId })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(cardSettings)
      .where(and(eq(cardSettings.companyId, companyId), inArray(cardSettings.nmId, chunk)))
      .orderBy(asc(cardSettings.nmId))
      .for('update');
    for (const row of rows) locked.set(row.nmId, row);
  }
  return locked;
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

/** Today's cost price of each card with settings. */
export function currentCostPrices(db: Database | Tx, companyId: number) {
  return db
    .select({ nmId: cardSettings.nmId, firstPriceKopecks: cardSettings.firstPriceKopecks })
    .from(cardSettings)
    .where(eq(cardSettings.companyId, companyId));
}

/** The cost price in force (cardCostAt) of each card at its instant, in kopecks (null when none), in the pairs' order. */
export async function costPricesAt(
  db: Database | Tx,
  companyId: number,
  pairs: { nmId: number; at: Date }[],
): Promise<(number | null)[]> {
  if (pairs.length === 0) return [];
  const values = sql.join(
    pairs.map((pair, index) => sql`(${index}::int, ${pair.nmId}::bigint, ${pair.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const cost = cardCostAt(companyId, { nmId: sql`f.nm_id`, at: sql`f.cost_at` });
  const rows = rowsOf<{ cost: string | number | null }>(
    await db.execute(sql`with ${cardCostChanges(companyId)},
      f (pair, nm_id, cost_at) as (values ${values})
      select ${cost.cost} cost from f ${cost.joins} order by f.pair`),
  );
  return rows.map((row) => (row.cost === null ? null : Number(row.cost)));
}

/** Cost prices for cards that have no settings row yet; cards the seller has set are left as they are. */
export async function insertMissingCostPrices(
  db: Database,
  companyId: number,
  costs: { nmId: number; firstPriceKopecks: number }[],
): Promise<void> {
  for (let start = 0; start < costs.length; start += 1000)
    await db
      .insert(cardSettings)
      .values(costs.slice(start, start + 1000).map((cost) => ({ companyId, ...cost })))
      .onConflictDoNothing();
}

/** Cost price changes for cards whose cost price has no history yet; a card with one keeps it as it is. */
export async function insertCostHistoryWhereNone(
  db: Database,
  companyId: number,
  changes: { nmId: number; oldValue: string | null; newValue: string; changedAt: Date }[],
): Promise<void> {
  const withHistory = new Set(
    (
      await db
        .selectDistinct({ nmId: cardSettingsHistory.nmId })
        .from(cardSettingsHistory)
        .where(and(eq(cardSettingsHistory.companyId, companyId), eq(cardSettingsHistory.field, 'firstPrice')))
    ).map((row) => row.nmId),
  );
  const rows = changes
    .filter((change) => !withHistory.has(change.nmId))
    .map((change) => ({ companyId, field: 'firstPrice', ...change }));
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(cardSettingsHistory).values(rows.slice(start, start + 1000));
}

/** WB's prices of the company's cards as last synced: the discount, the WB Club discount, each size's price. */
export function wbPricesOf(db: Database, companyId: number, nmIds: number[]) {
  if (nmIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      nmId: wbPrices.nmId,
      vendorCode: wbPrices.vendorCode,
      discount: wbPrices.discount,
      clubDiscount: wbPrices.clubDiscount,
      sizes: wbPrices.sizes,
    })
    .from(wbPrices)
    .where(and(eq(wbPrices.companyId, companyId), inArray(wbPrices.nmId, nmIds)))
    .orderBy(asc(wbPrices.nmId));
}
