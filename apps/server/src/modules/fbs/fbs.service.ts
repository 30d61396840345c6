import { readUploadedTable } from '../imports/uploaded-table.ts';
import { toMskDate } from '@seller-helper/wb';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { formatUnits } from '../../lib/money.ts';
import { MAX_PAGE_SIZE } from '../../lib/list-query/list-query.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { cardSettingsByNmId, costsInForce } from '../cards/cards.service.ts';
import { refusedImport, type RowErrorShape } from '../imports/import-result.ts';
import { readUnitRows, savedUnits, saveFileUnits, supplyTotals, type FileUnit } from '../supplies/supplies.service.ts';
import * as repo from './fbs.repo.ts';

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

/** The company's FBS supplies, newest first, a page (0-based) at a time. */
export async function mpSupplies(ctx: GraphQLContext, { companyId }: CompanyCaller, page: number, pageSize: number) {
  if (page < 0 || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw appError('BAD_USER_INPUT', `Страница от 0, строк на странице от 1 до ${MAX_PAGE_SIZE}.`);
  const { items, totalCount } = await repo.suppliesPage(ctx.db, companyId, pageSize, page * pageSize);
  const ids = items.map((supply) => supply.supplyId);
  const units = await repo.unitCounts(ctx.db, companyId, ids);
  const totals = await supplyTotals(ctx.db, companyId, ids);
  const data: MpSupplyShape[] = items.map((supply) => {
    const unitCount = units.get(supply.supplyId) ?? 0;
    const saved = totals.get(supply.supplyId) ?? { units: 0, sumKopecks: 0 };
    return {
      id: supply.supplyId,
      name: supply.name,
      done: supply.done,
      createdAt: supply.createdAt,
      closedAt: supply.closedAt,
      scanDt: supply.scanDt,
      cargoType: supply.cargoType,
      unitCount,
      savedCount: saved.units,
      isSaved: unitCount > 0 && saved.units >= unitCount,
      sumPrice: saved.sumKopecks,
    };
  });
  return { data, totalCount };
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
  const costOn = await costsInForce(ctx.db, companyId);
  const day = toMskDate(supply.createdAt ?? new Date());
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

/**
 * An FBS supply file: each ШК is the sticker of one of the company's orders, which names the card,
 * the supply and its day; the file's cost price overrides the card's.
 */
export async function importMpSupply(ctx: GraphQLContext, { companyId }: CompanyCaller, file: File) {
  const table = await readUploadedTable(ctx, file);
  const { rows, errors } = readUnitRows(table, [], ['supplyId', 'nmId']);
  if (rows.length === 0) return refusedImport(table.rows.length, errors);
  const found = await repo.ordersBySticker(
    ctx.db,
    companyId,
    rows.map((row) => row.shkId),
  );
  const bySticker = new Map(found.map((row) => [row.order.stickerId!, row]));
  const problems: RowErrorShape[] = [...errors];
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
  return saveFileUnits(ctx.db, companyId, file.name, table.rows.length, units, problems);
}
