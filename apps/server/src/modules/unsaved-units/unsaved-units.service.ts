import { createHash } from 'node:crypto';
import type { GraphQLContext } from '../../graphql/context.ts';
import { formatDay, formatMoscowDay } from '../../lib/moscow-time.ts';
import { appError } from '../../graphql/errors.ts';
import { planList, type ListDeclaration, type ListQueryInput } from '../../lib/list-query/list-query.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { countOf } from '../imports/russian-count.ts';
import { companyCards, costsInForce, type CardShape } from '../cards/cards.service.ts';
import { companyIncomeId } from '../fbo/fbo.service.ts';
import {
  costByHandName,
  FOR_UNITS,
  rubles,
  saveCostByHand,
  unitsOfSupplies,
  unitTemplate,
  type TemplateUnit,
  type UnitAtCost,
} from '../supplies/supplies.service.ts';
import * as repo from './unsaved-units.repo.ts';

/** A unit sold or shipped and not in the ledger, with where it was found and the cost the ledger would take. */
export interface UnsavedUnitShape {
  shk_id: string;
  type: 'FBS' | 'FBO';
  nmId: number | null;
  article: string | null;
  title: string | null;
  size: string | null;
  supplyId: string | null;
  supplyDate: string | null;
  source: 'REPORT' | 'ORDER';
  /** «Отчёт WB №… (продажа 03.10.2026)» or «Сборочное задание №…». */
  sourceText: string;
  soldOn: string | null;
  /** The card's cost price in force on the supply day (kopecks); null when the card has none. */
  firstPrice: number | null;
}

export type UnsavedFilter = repo.UnsavedFilter;

const LIST: ListDeclaration = {
  columns: {
    shk_id: { column: repo.U.shk, kind: 'text', search: true },
    type: { column: repo.U.type, kind: 'enum', values: { FBS: 'FBS', FBO: 'FBO' } },
    nmId: { column: repo.U.nmId, kind: 'integer' },
    article: { column: repo.U.article, kind: 'text', search: true },
    supplyId: { column: repo.U.supplyId, kind: 'text', search: true },
    supplyDate: { column: repo.U.supplyDate, kind: 'text' },
    source: { column: repo.U.source, kind: 'enum', values: { REPORT: 'report', ORDER: 'order' } },
    soldOn: { column: repo.U.soldOn, kind: 'text' },
  },
  defaultOrder: repo.DEFAULT_ORDER,
};

/** WB names a one-size product's size "0": a seller reads it as «без размера». */
const sizeName = (size: string | null) => (size === null ? null : size === '' || size === '0' ? 'без размера' : size);

/** The card's size of an FBS order (by its chrtID), or the card's only size. */
function sizeOf(card: CardShape | undefined, chrtId: number | null): string | null {
  if (!card) return null;
  const size =
    card.sizes.find((candidate) => candidate.chrtID === String(chrtId)) ??
    (card.sizes.length === 1 ? card.sizes[0] : undefined);
  return size ? size.techSize : null;
}

function checkFilter(filter: UnsavedFilter) {
  if (filter.soldFrom && filter.soldTo && filter.soldFrom > filter.soldTo)
    throw appError('BAD_USER_INPUT', 'Начало периода позже его конца.');
}

/** The rows of the statement as the seller reads them: card name and size, where found, the cost to be taken. */
async function shaped(ctx: GraphQLContext, companyId: number, rows: repo.UnsavedUnitRow[]) {
  const cards = new Map((await companyCards(ctx.db, companyId)).map((card) => [card.nmID, card]));
  const dayOf = (row: repo.UnsavedUnitRow) => row.supply_date ?? row.sold_on;
  const costOn = await costsInForce(
    ctx.db,
    companyId,
    rows.flatMap((row) => (row.nm_id !== null && dayOf(row) ? [{ nmId: row.nm_id, mskDate: dayOf(row)! }] : [])),
  );
  return rows.map((row): UnsavedUnitShape => {
    const card: CardShape | undefined = row.nm_id === null ? undefined : cards.get(row.nm_id);
    const day = dayOf(row);
    return {
      shk_id: row.shk,
      type: row.type,
      nmId: row.nm_id,
      article: row.article ?? card?.vendorCode ?? null,
      title: row.title ?? card?.title ?? null,
      size: sizeName(row.size ?? sizeOf(card, row.chrt_id)),
      supplyId: row.supply_id,
      supplyDate: row.supply_date,
      source: row.source === 'report' ? 'REPORT' : 'ORDER',
      sourceText:
        row.source === 'report'
          ? `Отчёт WB №${row.report_id}${row.sold_on ? `, продажа ${formatDay(row.sold_on)}` : ''}${
              row.supply_guessed ? '; поставки нет в отчёте — взята последняя поставка товара до заказа' : ''
            }`
          : `Сборочное задание №${row.order_id}`,
      soldOn: row.sold_on,
      firstPrice: row.nm_id !== null && day ? costOn(row.nm_id, day) : null,
    };
  });
}

/** A page of the units sold or shipped but not in the ledger, and how many of them the reports found. */
export async function unsavedUnitsPage(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  filter: UnsavedFilter,
  query: ListQueryInput,
) {
  checkFilter(filter);
  const page = await repo.unsavedPage(ctx.db, companyId, filter, planList(query, LIST));
  return { ...page, items: await shaped(ctx, companyId, page.items) };
}

const templateUnit = (unit: UnsavedUnitShape): TemplateUnit => ({
  shkId: unit.shk_id,
  firstPrice: unit.firstPrice,
  nmId: unit.nmId,
  article: unit.article,
  size: unit.size,
  title: unit.title,
  supplyId: unit.supplyId,
  supplyDate: unit.supplyDate,
  type: unit.type,
  source: unit.sourceText,
});

/** The file to fill: every unit the filter keeps, with its card, supply, day and the cost the ledger would take. */
export async function unsavedUnitsTemplate(ctx: GraphQLContext, { companyId }: CompanyCaller, filter: UnsavedFilter) {
  checkFilter(filter);
  const units = await shaped(ctx, companyId, await repo.unsavedAll(ctx.db, companyId, filter));
  return unitTemplate('UNSAVED_SHK', units.map(templateUnit), formatMoscowDay(new Date()));
}

/**
 * An income's template filled with the units known of it: those in the ledger at their cost, and those
 * sold from it (the reports name them) but not in the ledger, at the card's cost on the income's day.
 */
export async function fboIncomeTemplate(ctx: GraphQLContext, { companyId }: CompanyCaller, incomeIdText: string) {
  const incomeId = await companyIncomeId(ctx.db, companyId, incomeIdText);
  if (!incomeId) throw appError('NOT_FOUND', `Поставка FBO ${incomeIdText} не найдена среди поставок компании.`);
  const cards = new Map((await companyCards(ctx.db, companyId)).map((card) => [card.nmID, card]));
  const saved = (await unitsOfSupplies(ctx.db, companyId, [incomeId])).filter((unit) => unit.type === 'FBO');
  const unsaved = await shaped(ctx, companyId, await repo.unsavedAll(ctx.db, companyId, { supplyId: incomeId }));
  const units: TemplateUnit[] = [
    ...saved.map((unit): TemplateUnit => {
      const card = cards.get(unit.nmId);
      return {
        shkId: unit.shkId,
        firstPrice: unit.firstPriceKopecks,
        nmId: unit.nmId,
        article: unit.article ?? card?.vendorCode ?? null,
        size: sizeName(card?.sizes.length === 1 ? card.sizes[0]!.techSize : null),
        title: card?.title ?? null,
      };
    }),
    ...unsaved.filter((unit) => unit.type === 'FBO').map(templateUnit),
  ];
  return unitTemplate('FBO_INCOME', units, incomeId);
}

/**
 * One cost given by hand to the units not in the ledger that are chosen (by ШК) or that the filter keeps
 * (a whole supply or income, every unit of a card sold in a period). A unit whose supply or day is not
 * known cannot enter the ledger and is left out, and the answer says how many.
 */
export async function setUnsavedUnitsCost(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  filter: UnsavedFilter,
  cost: number,
) {
  checkFilter(filter);
  if (cost < 0) throw appError('BAD_USER_INPUT', 'Себестоимость не может быть отрицательной.');
  if (filter.shkIds && filter.shkIds.length === 0) throw appError('BAD_USER_INPUT', 'Не выбрано ни одной единицы.');
  const found = await repo.unsavedAll(ctx.db, companyId, filter);
  const units: UnitAtCost[] = [];
  for (const unit of found)
    if (unit.nm_id !== null && unit.supply_id && unit.supply_date)
      units.push({
        shkId: unit.shk,
        nmId: unit.nm_id,
        article: unit.article,
        supplyId: unit.supply_id,
        type: unit.type,
        supplyDate: unit.supply_date,
        orderId: unit.order_id,
        firstPrice: cost,
      });
  if (found.length === 0) throw appError('BAD_USER_INPUT', 'Выбранные единицы уже в учёте: сохранять нечего.');
  if (units.length === 0)
    throw appError('BAD_USER_INPUT', 'У выбранных единиц неизвестна поставка или её дата: укажите их в файле.');
  const name = costByHandName(cost, units.length);
  const saved = await saveCostByHand(ctx.db, companyId, name, units);
  const left = found.length - units.length;
  // The id names what was saved: the same cost given to the same units again answers the same id.
  const id = createHash('sha256')
    .update(`${cost}:${units.map((unit) => unit.shkId).join(',')}`)
    .digest('hex')
    .slice(0, 16);
  return {
    id,
    message:
      `Себестоимость ${rubles(cost)} ₽ задана для ${countOf(saved, FOR_UNITS)}.` +
      (left ? ` Без поставки или её даты не сохранено: ${left}; укажите их в файле.` : ''),
    saved,
  };
}
