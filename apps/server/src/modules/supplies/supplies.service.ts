import { createHash } from 'node:crypto';
import type { Database, Tx } from '../../db/client.ts';
import { formatUnits } from '../../lib/money.ts';
import { formatMoscowDay } from '../../lib/moscow-time.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { planList, type ListDeclaration, type ListQueryInput } from '../../lib/list-query/list-query.ts';
import { asc, desc } from 'drizzle-orm';
import type { CompanyCaller } from '../auth/guards.ts';
import { costsInForce, companyCards } from '../cards/cards.service.ts';
import type { RowErrorShape } from '../imports/import-result.ts';
import { countOf } from '../imports/russian-count.ts';
import * as repo from './supplies.repo.ts';
import { unitLedger } from './supplies.tables.ts';
import { BATCH_ROWS, importUnitFile, type FileUnit } from './unit-import.ts';
import { dayReader } from './unit-file.ts';

export type LedgerRow = repo.LedgerRow;
export type UnitType = 'FBS' | 'FBO';

/** A unit as a supply's sync knows it, before its cost price is looked up. */
export interface ShippedUnit {
  shkId: string;
  nmId: number;
  article: string | null;
  supplyId: string;
  type: UnitType;
  supplyDate: string;
  orderId?: number | null;
}

/**
 * Units enter the ledger at the card's cost price in force on their supply date. A unit already
 * there (a file set its cost) is left as it is; a card without a cost price then leaves its units
 * unsaved, for a file to save.
 */
export async function enterUnitsAtCardCost(tx: Tx, companyId: number, units: ShippedUnit[]): Promise<number> {
  if (units.length === 0) return 0;
  const costOn = await costsInForce(
    tx,
    companyId,
    units.map((unit) => ({ nmId: unit.nmId, mskDate: unit.supplyDate })),
  );
  const rows: repo.LedgerInsert[] = [];
  for (const unit of units) {
    const cost = costOn(unit.nmId, unit.supplyDate);
    if (cost !== null)
      rows.push({ ...unit, companyId, orderId: unit.orderId ?? null, firstPriceKopecks: cost, costSource: 'card' });
  }
  return repo.insertMissing(tx, rows);
}

export { importUnitFile, type FileUnit } from './unit-import.ts';

/** A unit given a cost by hand: what names it in the ledger. */
export type UnitAtCost = ShippedUnit & { firstPrice: number };

/**
 * One cost given to many units by hand, saved like a file's rows (each unit names where its cost came
 * from: `name`), in one transaction: all, or none when another company has any of them.
 */
export async function saveCostByHand(db: Database, companyId: number, name: string, units: UnitAtCost[]) {
  return db.transaction(async (tx) => {
    let saved = 0;
    for (let start = 0; start < units.length; start += BATCH_ROWS) {
      const batch = units.slice(start, start + BATCH_ROWS).map((unit) => ({
        ...unit,
        row: { line: null, firstPrice: unit.firstPrice },
      }));
      const stored = await repo.saveFromFile(tx, companyId, { source: 'manual', name }, batch);
      if (stored.others.size)
        throw appError(
          'BAD_USER_INPUT',
          `ШК ${[...stored.others].slice(0, 5).join(', ')} уже учтены в другой компании: ничего не сохранено.`,
        );
      saved += stored.saved;
    }
    return saved;
  });
}

/** Saved units of these ШК, by ШК. */
export async function savedUnits(db: Database, companyId: number, shks: string[]): Promise<Map<string, LedgerRow>> {
  return new Map((await repo.unitsByShk(db, companyId, shks)).map((row) => [row.shkId, row]));
}

export const unitsOfSupplies = repo.unitsOfSupplies;

function checkPeriod(dateFrom: string, dateTo: string) {
  if (dateFrom > dateTo) throw appError('BAD_USER_INPUT', 'Начало периода позже его конца.');
}

/** The ledger's units shipped in the period (supply dates, inclusive). */
export async function ledgerOfPeriod(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  dateFrom: string,
  dateTo: string,
) {
  checkPeriod(dateFrom, dateTo);
  return repo.unitsOfPeriod(ctx.db, companyId, dateFrom, dateTo);
}

const LEDGER_LIST: ListDeclaration = {
  columns: {
    shk_id: { column: unitLedger.shkId, kind: 'text', search: true },
    nmID: { column: unitLedger.nmId, kind: 'integer' },
    article: { column: unitLedger.article, kind: 'text', search: true },
    supplyId: { column: unitLedger.supplyId, kind: 'text', search: true },
    firstPrice: { column: unitLedger.firstPriceKopecks, kind: 'money' },
    type: { column: unitLedger.type, kind: 'enum', values: { FBS: 'FBS', FBO: 'FBO' } },
    supplyDate: { column: unitLedger.supplyDate, kind: 'date' },
    costSource: {
      column: unitLedger.costSource,
      kind: 'enum',
      values: { FILE: 'file', MANUAL: 'manual', CARD: 'card' },
    },
    fileName: { column: unitLedger.fileName, kind: 'text', search: true },
  },
  defaultOrder: [desc(unitLedger.supplyDate), asc(unitLedger.supplyId), asc(unitLedger.shkId)],
};

export async function ledgerPage(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  dateFrom: string,
  dateTo: string,
  query: ListQueryInput,
) {
  checkPeriod(dateFrom, dateTo);
  return repo.unitsPage(ctx.db, companyId, dateFrom, dateTo, planList(query, LEDGER_LIST));
}

/** «Вручную 26.11.2026: 250,50 ₽ для 12 единиц»: what a cost given by hand says of itself in the ledger. */
export function costByHandName(cost: number, units: number): string {
  return `Вручную ${formatMoscowDay(new Date())}: ${rubles(cost)} ₽ для ${countOf(units, FOR_UNITS)}`;
}

/** «для 1 единицы», «для 5 единиц». */
export const FOR_UNITS = ['единицы', 'единиц', 'единиц'] as const;

/** Kopecks as rubles the way a seller writes them: «1 250,50». */
export const rubles = (kopecks: number) =>
  formatUnits(kopecks, 2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * One cost for the ledger's units: those chosen (`shkIds`), or every unit of the period that the list's
 * filter keeps (a whole supply or income, a card's units): each then says the cost was given by hand.
 */
export async function setUnitsCost(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  dateFrom: string,
  dateTo: string,
  query: ListQueryInput,
  shkIds: readonly string[] | null | undefined,
  cost: number,
) {
  checkPeriod(dateFrom, dateTo);
  if (cost < 0) throw appError('BAD_USER_INPUT', 'Себестоимость не может быть отрицательной.');
  if (shkIds && shkIds.length === 0) throw appError('BAD_USER_INPUT', 'Не выбрано ни одной единицы.');
  const plan = planList({ ...query, page: 0, pageSize: 1 }, LEDGER_LIST);
  const changed = await repo.setCostOfUnits(
    ctx.db,
    companyId,
    { from: dateFrom, to: dateTo, where: plan.where, shks: shkIds ?? null },
    cost,
    (units) => costByHandName(cost, units),
  );
  return {
    id: createHash('sha256')
      .update(
        `${cost}:${dateFrom}:${dateTo}:${JSON.stringify(query.filters ?? [])}:${query.search ?? ''}:${(shkIds ?? []).join(',')}`,
      )
      .digest('hex')
      .slice(0, 16),
    message:
      changed === 0
        ? `Изменений нет: у этих единиц уже себестоимость ${rubles(cost)} ₽.`
        : `Себестоимость ${rubles(cost)} ₽ задана для ${countOf(changed, FOR_UNITS)}.`,
    saved: changed,
  };
}

/**
 * Units found unsaved (in a report, on a shelf): each row names its card, supply and day, so
 * nothing else needs to be known about the unit.
 */
export async function importUnsavedShk(ctx: GraphQLContext, { companyId }: CompanyCaller, file: File) {
  const cards = await companyCards(ctx.db, companyId);
  const byNmId = new Map(cards.map((card) => [String(card.nmID), card]));
  const byVendorCode = new Map(cards.map((card) => [card.vendorCode.trim(), card]));
  const readDay = dayReader();
  return importUnitFile(ctx, companyId, file, {
    required: [['nmId', 'vendorCode'], ['supplyId'], ['supplyDate']],
    optional: ['type'],
    resolve: async (_tx, rows) => {
      const units: FileUnit[] = [];
      const problems: RowErrorShape[] = [];
      for (const row of rows) {
        const nmText = row.text('nmId');
        const card = nmText ? byNmId.get(nmText) : byVendorCode.get(row.text('vendorCode'));
        const supplyId = row.text('supplyId');
        const supplyDate = readDay(row.text('supplyDate'));
        const typeText = row.text('type').toUpperCase();
        const type: UnitType | null =
          typeText === ''
            ? supplyId.startsWith('WB-GI-')
              ? 'FBS'
              : 'FBO'
            : typeText === 'FBS' || typeText === 'FBO'
              ? typeText
              : null;
        const before = problems.length;
        if (!card)
          problems.push(
            nmText
              ? row.problem('nmId', `Карточки с артикулом WB «${nmText}» нет среди товаров компании.`)
              : row.problem(
                  'vendorCode',
                  `Карточки с артикулом продавца «${row.text('vendorCode')}» нет среди товаров компании.`,
                ),
          );
        if (supplyId === '') problems.push(row.problem('supplyId', 'Не указана поставка.'));
        if ('problem' in supplyDate)
          problems.push(
            row.problem('supplyDate', row.text('supplyDate') === '' ? 'Не указана дата поставки.' : supplyDate.problem),
          );
        if (type === null) problems.push(row.problem('type', `Тип «${row.text('type')}»: ожидается FBS или FBO.`));
        if (problems.length === before && card && 'day' in supplyDate && type)
          units.push({
            row,
            shkId: row.shkId,
            nmId: card.nmID,
            article: card.vendorCode,
            supplyId,
            type,
            supplyDate: supplyDate.day,
          });
      }
      return { units, problems };
    },
  });
}

export { unitTemplate, type TemplateKind, type TemplateUnit } from './unit-template.ts';
