import { toMskDate } from '@seller-helper/wb';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { formatUnits } from '../../lib/money.ts';
import { addDays, moscowDayStart } from '../../lib/moscow-time.ts';
import { desc } from 'drizzle-orm';
import { MAX_PAGE_SIZE, planList, type ListDeclaration, type ListQueryInput } from '../../lib/list-query/list-query.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { cardSettingsByNmId, costsInForce } from '../cards/cards.service.ts';
import type { RowErrorShape } from '../imports/import-result.ts';
import {
  importUnitFile,
  savedUnits,
  unitTemplate,
  type FileUnit,
  type TemplateUnit,
} from '../supplies/supplies.service.ts';
import * as repo from './fbs.repo.ts';
import { wbFbsSupplies } from './fbs.tables.ts';

export interface MpSupplyShape {
  id: string;
  name: string | null;
  done: boolean;
  createdAt: Date | null;
  closedAt: Date | null;
  scanDt: Date | null;
  cargoType: number | null;
  /** Units (orders not cancelled by the seller) and how many of them are in the ledger. */
  unitCount: number;
  savedCount: number;
  isSaved: boolean;
  /** The sum of the saved units' cost prices, kopecks. */
  sumPrice: number;
}

const MP_SUPPLY_LIST: ListDeclaration = {
  columns: {
    id: { column: wbFbsSupplies.supplyId, kind: 'text', search: true },
    name: { column: wbFbsSupplies.name, kind: 'text', search: true },
    done: { column: wbFbsSupplies.done, kind: 'boolean' },
    createdAt: { column: wbFbsSupplies.createdAt, kind: 'datetime' },
    closedAt: { column: wbFbsSupplies.closedAt, kind: 'datetime' },
    scanDt: { column: wbFbsSupplies.scanDt, kind: 'datetime' },
    cargoType: { column: wbFbsSupplies.cargoType, kind: 'integer' },
    unitCount: { column: repo.SUPPLY_FIGURES.unitCount, kind: 'integer' },
    savedCount: { column: repo.SUPPLY_FIGURES.savedCount, kind: 'integer' },
    isSaved: { column: repo.SUPPLY_FIGURES.isSaved, kind: 'boolean' },
    sumPrice: { column: repo.SUPPLY_FIGURES.sumPrice, kind: 'money' },
  },
  defaultOrder: [desc(wbFbsSupplies.createdAt), desc(wbFbsSupplies.supplyId)],
};

/**
 * The company's FBS supplies a page at a time, sorted and filtered on the server; when given, only
 * those created on the Moscow days from `createdFrom` to `createdTo`.
 */
export async function mpSuppliesPage(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  query: ListQueryInput,
  created: { from?: string | null; to?: string | null } = {},
) {
  if (created.from && created.to && created.from > created.to)
    throw appError('BAD_USER_INPUT', 'Начало периода позже его конца.');
  const { items, totalCount } = await repo.suppliesPage(
    ctx.db,
    companyId,
    {
      from: created.from ? moscowDayStart(created.from) : null,
      to: created.to ? moscowDayStart(addDays(created.to, 1)) : null,
    },
    planList(query, MP_SUPPLY_LIST),
  );
  const data = items.map(({ supply, unitCount, savedCount, sumPrice }): MpSupplyShape => ({
    id: supply.supplyId,
    name: supply.name,
    done: supply.done,
    createdAt: supply.createdAt,
    closedAt: supply.closedAt,
    scanDt: supply.scanDt,
    cargoType: supply.cargoType,
    unitCount,
    savedCount,
    isSaved: unitCount > 0 && savedCount >= unitCount,
    sumPrice: Number(sumPrice),
  }));
  return { items: data, totalCount };
}

/** `mpSupplies` of docs/api-contract.md: the company's FBS supplies, newest first, a page (0-based) at a time. */
export async function mpSupplies(ctx: GraphQLContext, caller: CompanyCaller, page: number, pageSize: number) {
  if (page < 0 || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw appError('BAD_USER_INPUT', `Страница от 0, строк на странице от 1 до ${MAX_PAGE_SIZE}.`);
  const { items, totalCount } = await mpSuppliesPage(ctx, caller, { page, pageSize });
  return { data: items, totalCount };
}

export interface MpSupplyOrderShape {
  id: number;
  supplyId: string;
  rid: string | null;
  shk_id: string | null;
  article: string | null;
  titleForTn: string | null;
  title: string | null;
  createdAt: Date | null;
  nmId: number | null;
  wbStatus: string | null;
  supplierStatus: string | null;
  /** Litres as an exact decimal text; null without the card's three dimensions. */
  capacity: string | null;
  weight: string | null;
  /** The saved unit's cost price, or the card's cost price on the supply's day while unsaved. */
  firstPrice: number | null;
  size: string | null;
  isSaved: boolean;
}

const litres = (volumeMl: number | null) => (volumeMl === null ? null : formatUnits(volumeMl, 3));

/** The orders of one supply of the caller's company, with the card settings the waybill needs. */
export async function mpSupplyOrders(ctx: GraphQLContext, { companyId }: CompanyCaller, supplyId: string) {
  const supply = await repo.supply(ctx.db, companyId, supplyId);
  if (!supply) throw appError('NOT_FOUND', `Поставка ${supplyId} не найдена среди поставок компании.`);
  const orders = await repo.ordersOfSupply(ctx.db, companyId, supplyId);
  const cards = await cardSettingsByNmId(ctx.db, companyId);
  const day = toMskDate(supply.createdAt ?? new Date());
  const costOn = await costsInForce(
    ctx.db,
    companyId,
    orders.flatMap((order) => (order.nmId === null ? [] : [{ nmId: order.nmId, mskDate: day }])),
  );
  const saved = await savedUnits(
    ctx.db,
    companyId,
    orders.flatMap((order) => (order.stickerId ? [order.stickerId] : [])),
  );
  return orders.map((order): MpSupplyOrderShape => {
    const card = order.nmId === null ? undefined : cards.get(order.nmId);
    const unit = order.stickerId ? saved.get(order.stickerId) : undefined;
    const size = card?.sizes.find((candidate) => candidate.chrtID === String(order.chrtId));
    return {
      id: order.orderId,
      supplyId,
      rid: order.rid,
      shk_id: order.stickerId,
      article: order.article,
      titleForTn: card?.titleForTn ?? null,
      title: card?.title ?? null,
      createdAt: order.createdAt,
      nmId: order.nmId,
      wbStatus: order.wbStatus,
      supplierStatus: order.supplierStatus,
      capacity: litres(card?.volumeMl ?? null),
      weight: card?.dimensions.weight ?? null,
      firstPrice: unit ? unit.firstPriceKopecks : order.nmId === null ? null : costOn(order.nmId, day),
      size: size?.techSize ?? null,
      isSaved: Boolean(unit),
    };
  });
}

/** WB names a one-size product's size "0": a seller reads it as «без размера». */
const sizeName = (size: string | null) => (size === null ? null : size === '' || size === '0' ? 'без размера' : size);

/**
 * The supply's template, filled: one row a unit that left with it (the seller's cancellations and
 * orders without a sticker left out), with the cost the ledger holds, or the card's on the supply's day.
 */
export async function mpSupplyTemplate(ctx: GraphQLContext, caller: CompanyCaller, supplyId: string) {
  const orders = await mpSupplyOrders(ctx, caller, supplyId);
  const units = orders.flatMap((order): TemplateUnit[] =>
    order.shk_id && !repo.SELLER_CANCELLED.includes(order.supplierStatus ?? '')
      ? [
          {
            shkId: order.shk_id,
            firstPrice: order.firstPrice,
            supplyId,
            nmId: order.nmId,
            article: order.article,
            size: sizeName(order.size),
            title: order.title,
          },
        ]
      : [],
  );
  return unitTemplate('MP_SUPPLY', units, supplyId);
}

/**
 * An FBS supply file: each ШК is the sticker of one of the company's orders, which names the card,
 * the supply and its day; the file's cost price overrides the card's.
 */
export async function importMpSupply(ctx: GraphQLContext, { companyId }: CompanyCaller, file: File) {
  return importUnitFile(ctx, companyId, file, {
    required: [],
    optional: ['supplyId', 'nmId'],
    resolve: async (tx, rows) => {
      const found = await repo.ordersBySticker(
        tx,
        companyId,
        rows.map((row) => row.shkId),
      );
      const bySticker = new Map(found.map((row) => [row.order.stickerId!, row]));
      const problems: RowErrorShape[] = [];
      const units: FileUnit[] = [];
      for (const row of rows) {
        const match = bySticker.get(row.shkId);
        const before = problems.length;
        if (!match) {
          problems.push(
            row.problem('shk', `ШК ${row.shkId} не найден среди сборочных заданий компании: проверьте номер стикера.`),
          );
          continue;
        }
        const { order, supplyCreatedAt } = match;
        if (!order.supplyId || order.nmId === null)
          problems.push(row.problem('shk', `Задание с ШК ${row.shkId} ещё не добавлено в поставку.`));
        const supplyText = row.text('supplyId');
        if (supplyText !== '' && supplyText !== order.supplyId)
          problems.push(
            row.problem('supplyId', `ШК ${row.shkId} в поставке ${order.supplyId ?? '—'}, а в файле «${supplyText}».`),
          );
        const nmText = row.text('nmId');
        if (nmText !== '' && nmText !== String(order.nmId))
          problems.push(row.problem('nmId', `ШК ${row.shkId} — товар ${order.nmId}, а в файле «${nmText}».`));
        if (problems.length === before)
          units.push({
            row,
            shkId: row.shkId,
            nmId: order.nmId!,
            article: order.article,
            supplyId: order.supplyId!,
            type: 'FBS',
            supplyDate: toMskDate(supplyCreatedAt ?? order.createdAt ?? new Date()),
            orderId: order.orderId,
          });
      }
      return { units, problems };
    },
  });
}
