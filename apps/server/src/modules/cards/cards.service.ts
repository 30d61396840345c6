import type { GraphQLContext } from '../../graphql/context.ts';
import type { Database } from '../../db/client.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { formatUnits, kopecksToText } from '../../lib/money.ts';
import { addDays, moscowDayStart } from '../../lib/moscow-time.ts';
import {
  checkCardSettings,
  FIELD_LABELS,
  shownValue,
  type CardSettingsInput,
  type SettingsField,
} from './card-settings-input.ts';
import { doneImport, refusedImport, type FileDownloadShape, type FileImportShape } from '../imports/import-result.ts';
import { openUploadedTable } from '../imports/uploaded-table.ts';
import { readSettingsRows } from './card-settings-file.ts';
import { cardSettingsTemplate } from './card-settings-template.ts';
import * as repo from './cards.repo.ts';

export interface CardSizeShape {
  chrtID: string;
  techSize: string;
  wbSize: string;
  price: number | null;
  discountedPrice: number | null;
  discount: number | null;
  skus: string[];
}

export interface CardShape {
  nmID: number;
  vendorCode: string;
  subjectID: number | null;
  subjectName: string | null;
  brand: string | null;
  title: string | null;
  photo: string | null;
  /** Volume in millilitres (L × W × H in cm); null without all three dimensions. */
  volumeMl: number | null;
  /** The same in litres, exact to three decimals ("6.237"), as the card list shows it. */
  capacity: string | null;
  dimensions: {
    length: number | null;
    width: number | null;
    height: number | null;
    weight: string | null;
    isValid: boolean | null;
  };
  sizes: CardSizeShape[];
  tags: { id: number; name: string; color: string }[];
  firstPrice: number | null;
  titleForTn: string | null;
  returnPercent: number | null;
  defectPercent: number | null;
  fbsCommission: number | null;
  fboCommission: number | null;
  /** The card's own unit economics inputs; null: the company's default applies. */
  buyoutPercent: number | null;
  acquiringPercent: number | null;
  acceptance: number | null;
  packaging: number | null;
  deliveryToWb: number | null;
  wbFbsCommission: number | null;
  wbFboCommission: number | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

function volumeMl(card: { lengthCm: number | null; widthCm: number | null; heightCm: number | null }) {
  const { lengthCm, widthCm, heightCm } = card;
  return lengthCm === null || widthCm === null || heightCm === null ? null : lengthCm * widthCm * heightCm;
}

/** A bigint column's kopecks: node-postgres gives text, the embedded database a number or BigInt. */
const kopecks = (value: string | bigint | number | null) => (value === null ? null : Number(value));
/** A timestamptz column: both drivers are set to give the text PostgreSQL sends. */
const instant = (text: string | null) => (text === null ? null : new Date(text));

function toCard(row: repo.CardRow): CardShape {
  const sizePrices = row.priceSizes ?? [];
  const volume = volumeMl(row);
  return {
    nmID: Number(row.nmId),
    vendorCode: row.vendorCode,
    subjectID: row.subjectId,
    subjectName: row.subjectName,
    brand: row.brand,
    title: row.title,
    photo: row.photo,
    volumeMl: volume,
    capacity: volume === null ? null : formatUnits(volume, 3),
    dimensions: {
      length: row.lengthCm,
      width: row.widthCm,
      height: row.heightCm,
      weight: row.weightKg,
      isValid: row.dimensionsValid,
    },
    sizes: row.sizes.map((size) => {
      // WB's size price is matched to the card size by `sizeID` = `chrtID`; a card has a few sizes.
      const sizePrice = sizePrices.find((price) => price.sizeId === size.chrtID);
      return {
        chrtID: String(size.chrtID),
        techSize: size.techSize,
        wbSize: size.wbSize,
        price: sizePrice?.priceKopecks ?? null,
        discountedPrice: sizePrice?.discountedPriceKopecks ?? null,
        discount: row.discount,
        skus: size.skus,
      };
    }),
    tags: row.tags,
    firstPrice: kopecks(row.firstPriceKopecks),
    titleForTn: row.titleForTn,
    returnPercent: row.returnPercent,
    defectPercent: row.defectPercent,
    fbsCommission: row.fbsCommission,
    fboCommission: row.fboCommission,
    buyoutPercent: row.buyoutPercent,
    acquiringPercent: row.acquiringPercent,
    acceptance: kopecks(row.acceptanceKopecks),
    packaging: kopecks(row.packagingKopecks),
    deliveryToWb: kopecks(row.deliveryToWbKopecks),
    wbFbsCommission: row.wbFbsPercent,
    wbFboCommission: row.wbFboPercent,
    createdAt: instant(row.wbCreatedAt),
    updatedAt: instant(row.wbUpdatedAt),
  };
}

/** The limits of the settings, for the company's defaults of the same values (unit economics). */
export { checkCardSettings };

/** The company's cards as the other modules read them (unit economics). */
export async function companyCards(db: Database, companyId: number): Promise<CardShape[]> {
  return (await repo.cardsWithSettings(db, companyId)).map(toCard);
}

/** How other screens name the company's cards `nmIds` (every card when null): vendor code and title by nmID. */
export async function cardLabels(
  db: Database,
  companyId: number,
  nmIds: readonly number[] | null,
): Promise<Map<number, { vendorCode: string; title: string | null }>> {
  const rows = await repo.cardLabels(db, companyId, nmIds);
  return new Map(rows.map(({ nmId, vendorCode, title }) => [nmId, { vendorCode, title }]));
}

/** How many of the company's cards have no cost price: the home page's warning. */
export const cardsWithoutCost = (db: Database, companyId: number) => repo.cardsWithoutCost(db, companyId);

export async function listCards(ctx: GraphQLContext, { companyId }: CompanyCaller): Promise<CardShape[]> {
  return companyCards(ctx.db, companyId);
}

/** The card id of the API is its nmID; anything else names no card. */
async function requireCard(db: Database, companyId: number, cardId: string): Promise<number> {
  const nmId = /^\d{1,15}$/.test(cardId) ? Number(cardId) : null;
  if (nmId === null || !(await repo.cardExists(db, companyId, nmId)))
    throw appError('NOT_FOUND', `Карточка ${cardId} не найдена среди товаров компании.`);
  return nmId;
}

interface Caller {
  companyId: number;
  userId: string;
}

/**
 * Saves one card's settings inside the caller's transaction, over its row as `lockSettings` locked it;
 * answers how many fields changed.
 */
async function saveSettings(
  tx: repo.Tx,
  caller: Caller,
  before: repo.CardSettingsRow,
  input: CardSettingsInput,
): Promise<number> {
  const { nmId } = before;
  const values = checkCardSettings(input);
  // In the form's order, so the history of one save reads like the form.
  const fields = (Object.keys(FIELD_LABELS) as SettingsField[]).filter((field) => input[field] !== undefined);
  const changes = fields
    .map((field) => ({ field, oldValue: shownValue(field, before), newValue: shownValue(field, values) }))
    .filter((change) => change.oldValue !== change.newValue);
  if (changes.length === 0) return 0;
  await repo.updateSettings(tx, caller.companyId, nmId, values, caller.userId);
  await repo.recordChanges(tx, caller.companyId, nmId, caller.userId, changes);
  return changes.length;
}

export async function setCardSettings(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  cardId: string,
  input: CardSettingsInput,
) {
  const nmId = await requireCard(ctx.db, caller.companyId, cardId);
  checkCardSettings(input);
  const changed = await ctx.db.transaction(async (tx) => {
    const [before] = (await repo.lockSettings(tx, caller.companyId, [nmId])).values();
    return saveSettings(tx, caller, before!, input);
  });
  const card = toCard((await repo.cardsWithSettings(ctx.db, caller.companyId, nmId))[0]!);
  return {
    id: String(nmId),
    message: changed ? 'Настройки карточки сохранены.' : 'Изменений нет: настройки карточки уже такие.',
    card,
  };
}

/** A file of settings, saved whole in one transaction or, when any row is wrong, not at all. */
export async function importCardSettings(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  file: File,
): Promise<FileImportShape> {
  const table = await openUploadedTable(ctx, file);
  const { rows, errors, rowCount } = await readSettingsRows(table, await repo.cardKeys(ctx.db, caller.companyId));
  if (errors.length) return refusedImport(table.fileId, rowCount, errors);
  const saved = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockSettings(
      tx,
      caller.companyId,
      rows.map((row) => row.nmId),
    );
    let changedRows = 0;
    for (const row of rows) if ((await saveSettings(tx, caller, locked.get(row.nmId)!, row.input)) > 0) changedRows++;
    return changedRows;
  });
  return doneImport(table.fileId, rows.length, saved);
}

export async function downloadCardSettingsTemplate(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
): Promise<FileDownloadShape> {
  return cardSettingsTemplate(await companyCards(ctx.db, companyId));
}

export interface SettingsChangeShape {
  id: number;
  field: string;
  fieldLabel: string;
  oldValue: string | null;
  newValue: string | null;
  changedAt: Date;
  changedBy: string | null;
}

export async function cardSettingsHistory(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  cardId: string,
): Promise<SettingsChangeShape[]> {
  const nmId = await requireCard(ctx.db, companyId, cardId);
  const rows = await repo.settingsHistory(ctx.db, companyId, nmId);
  return rows.map((row) => ({
    id: row.id,
    field: row.field,
    fieldLabel: FIELD_LABELS[row.field as SettingsField] ?? row.field,
    oldValue: row.oldValue,
    newValue: row.newValue,
    changedAt: row.changedAt,
    changedBy: row.userName || row.userEmail || null,
  }));
}

/** A card's cost price in kopecks as it was at an instant; null when none was set then. */
export type CostPriceAt = (nmId: number, at: Date) => number | null;

/** Pairs of card and instant asked in one statement: two parameters each, well under PostgreSQL's limit. */
const COST_BATCH = 5000;

/**
 * The cost price of each asked card at each asked instant (cardCostAt: a change stays in force until the
 * next one), looked up in the database; the answer knows only the pairs asked.
 */
export async function costPricesAt(
  db: Database | repo.Tx,
  companyId: number,
  asked: { nmId: number; at: Date }[],
): Promise<CostPriceAt> {
  const key = (nmId: number, at: Date) => `${nmId}@${at.getTime()}`;
  const pairs = [...new Map(asked.map((pair) => [key(pair.nmId, pair.at), pair])).values()];
  const found = new Map<string, number | null>();
  for (let start = 0; start < pairs.length; start += COST_BATCH) {
    const batch = pairs.slice(start, start + COST_BATCH);
    const costs = await repo.costPricesAt(db, companyId, batch);
    batch.forEach((pair, index) => found.set(key(pair.nmId, pair.at), costs[index] ?? null));
  }
  return (nmId, at) => {
    const cost = found.get(key(nmId, at));
    if (cost === undefined) throw new Error(`The cost price of card ${nmId} at ${at.toISOString()} was not asked for.`);
    return cost;
  };
}

/** The cost price of a card (kopecks) in force on a Moscow day, or null when none was set then. */
export type CostOnDate = (nmId: number, mskDate: string) => number | null;

/** The last millisecond of a Moscow day: a change made during the day counts for that day. */
const endOfMskDay = (mskDate: string) => new Date(moscowDayStart(addDays(mskDate, 1)).getTime() - 1);

/** As costPricesAt, by Moscow day, for the asked cards and days. */
export async function costsInForce(
  db: Database | repo.Tx,
  companyId: number,
  asked: { nmId: number; mskDate: string }[],
): Promise<CostOnDate> {
  const costAt = await costPricesAt(
    db,
    companyId,
    asked.map((pair) => ({ nmId: pair.nmId, at: endOfMskDay(pair.mskDate) })),
  );
  return (nmId, mskDate) => costAt(nmId, endOfMskDay(mskDate));
}

/** Card settings the waybill and the supply screens read: name for ТН and today's cost price by nmID. */
export async function cardSettingsByNmId(db: Database, companyId: number) {
  const cards = await companyCards(db, companyId);
  return new Map(cards.map((card) => [card.nmID, card]));
}

/** The demo seller's cost prices, written once before the first sync; a later start changes nothing. */
export const seedMissingCostPrices = repo.insertMissingCostPrices;

/** How the demo seller's cost prices grew to today's: days before the first start, and the share of today's. */
const DEMO_COST_STEPS = [
  { daysAgo: 150, percent: 85 },
  { daysAgo: 90, percent: 92 },
  { daysAgo: 30, percent: 100 },
] as const;

/**
 * The demo seller's cost price history: each card's cost rose twice over the past months to today's
 * (whole rubles), so reports of older weeks count the cost then in force. Cards with a history are left alone.
 */
export async function seedDemoCostHistory(db: Database, companyId: number, now: Date): Promise<void> {
  const current = await repo.currentCostPrices(db, companyId);
  const changes = current.flatMap(({ nmId, firstPriceKopecks }) => {
    if (firstPriceKopecks === null) return [];
    let before: string | null = null;
    return DEMO_COST_STEPS.map((step) => {
      const kopecks =
        step.percent === 100 ? firstPriceKopecks : Math.round((firstPriceKopecks * step.percent) / 10_000) * 100;
      const change = {
        nmId,
        oldValue: before,
        newValue: kopecksToText(kopecks),
        changedAt: new Date(now.getTime() - step.daysAgo * 86_400_000),
      };
      before = change.newValue;
      return change;
    });
  });
  await repo.insertCostHistoryWhereNone(db, companyId, changes);
}

/** WB's prices of the chosen cards as last synced: discount, WB Club discount, each size's price (modules/prices). */
export const wbPricesOf = (db: Database, companyId: number, nmIds: number[]) => repo.wbPricesOf(db, companyId, nmIds);
