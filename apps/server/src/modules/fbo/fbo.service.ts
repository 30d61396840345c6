import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { moscowDayStart } from '../../lib/moscow-time.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { companyCards } from '../cards/cards.service.ts';
import type { RowErrorShape } from '../imports/import-result.ts';
import { importUnitFile, unitsOfSupplies, type FileUnit } from '../supplies/supplies.service.ts';
import * as repo from './fbo.repo.ts';

/** WB's FBW supply statuses (statusID), as the supplies screen of WB names them. */
const STATUS_NAMES: Record<number, string> = {
  1: 'Не запланировано',
  2: 'Запланировано',
  3: 'Отгрузка разрешена',
  4: 'Идёт приёмка',
  5: 'Принято',
  6: 'Отгружено на воротах',
};
const ACCEPTED = 5;

export interface FboShkShape {
  shk_id: string;
  firstPrice: number;
}

export interface FboIncomeItemShape {
  supplierArticle: string | null;
  techSize: string | null;
  barcode: string;
  quantity: number;
  /** The invoice price WB no longer gives (docs/wb-api.md, «FBO supplies»): always null. */
  totalPrice: null;
  nmId: number | null;
  shks: FboShkShape[];
}

export interface FboIncomeShape {
  incomeId: string;
  date: Date | null;
  dateClose: Date | null;
  warehouseName: string | null;
  status: string;
  totalQuantity: number;
  savedQuantity: number;
  items: FboIncomeItemShape[];
}

/** The ID a seller and the finance report (giId) know an income by: WB's supply ID, or its preorder ID before that. */
const incomeIdOf = (income: { supplyId: number | null; preorderId: number }) =>
  String(income.supplyId ?? income.preorderId);

/** The company's incomes (FBW supplies) created since `from`, with their goods and saved units. */
export async function fboIncomes(ctx: GraphQLContext, { companyId }: CompanyCaller, from: string) {
  const incomes = await repo.incomesSince(ctx.db, companyId, moscowDayStart(from));
  const goods = await repo.goodsOf(
    ctx.db,
    companyId,
    incomes.map((income) => income.preorderId),
  );
  const units = await unitsOfSupplies(ctx.db, companyId, incomes.map(incomeIdOf));
  return incomes.map((income): FboIncomeShape => {
    const incomeId = incomeIdOf(income);
    const saved = units.filter((unit) => unit.supplyId === incomeId && unit.type === 'FBO');
    const items = goods
      .filter((good) => good.preorderId === income.preorderId)
      .map((good) => ({
        supplierArticle: good.vendorCode,
        techSize: good.techSize,
        barcode: good.barcode,
        quantity: good.quantity,
        totalPrice: null,
        nmId: good.nmId,
        shks: [] as FboShkShape[],
      }));
    // A unit's good is its card (and size, when the card has a single one in the income).
    for (const unit of saved) {
      const item = items.find((candidate) => candidate.nmId === unit.nmId);
      item?.shks.push({ shk_id: unit.shkId, firstPrice: unit.firstPriceKopecks });
    }
    return {
      incomeId,
      date: income.createDate ?? income.supplyDate,
      dateClose: income.statusId === ACCEPTED ? (income.factDate ?? income.updatedDate) : null,
      warehouseName: income.actualWarehouseName ?? income.warehouseName,
      status: STATUS_NAMES[income.statusId] ?? `Статус ${income.statusId}`,
      totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
      savedQuantity: saved.length,
      items,
    };
  });
}

/** The company's income by the ID a seller knows it by (WB's supply ID, or its preorder ID before that); null when none. */
export async function companyIncomeId(db: Database, companyId: number, incomeIdText: string): Promise<string | null> {
  const id = /^\d{1,15}$/.test(incomeIdText) ? Number(incomeIdText) : null;
  const income = id === null ? null : await repo.incomeById(db, companyId, id);
  return income ? incomeIdOf(income) : null;
}

/**
 * An income's units from the seller's file: each row names its ШК, cost price and card (by nmID,
 * vendor code or barcode); the card must be among the income's goods.
 */
export async function importFboIncome(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  incomeIdText: string,
  date: string,
  file: File,
) {
  const id = /^\d{1,15}$/.test(incomeIdText) ? Number(incomeIdText) : null;
  const income = id === null ? null : await repo.incomeById(ctx.db, companyId, id);
  if (!income) throw appError('NOT_FOUND', `Поставка FBO ${incomeIdText} не найдена среди поставок компании.`);
  const goods = await repo.goodsOf(ctx.db, companyId, [income.preorderId]);
  const inIncome = new Set(goods.map((good) => good.nmId));
  const cards = await companyCards(ctx.db, companyId);
  const byNmId = new Map(cards.map((card) => [String(card.nmID), card]));
  const byVendorCode = new Map(cards.map((card) => [card.vendorCode.trim(), card]));
  const byBarcode = new Map(goods.map((good) => [good.barcode, good.nmId]));
  const incomeId = incomeIdOf(income);
  return importUnitFile(ctx, companyId, file, {
    required: [['nmId', 'vendorCode', 'barcode']],
    optional: ['nmId', 'vendorCode', 'barcode'],
    resolve: async (_tx, rows) => {
      const problems: RowErrorShape[] = [];
      const units: FileUnit[] = [];
      for (const row of rows) {
        const [nmText, vendorText, barcodeText] = [row.text('nmId'), row.text('vendorCode'), row.text('barcode')];
        const card = nmText
          ? byNmId.get(nmText)
          : vendorText
            ? byVendorCode.get(vendorText)
            : byNmId.get(String(byBarcode.get(barcodeText) ?? ''));
        const column = nmText ? 'nmId' : vendorText ? 'vendorCode' : 'barcode';
        if (!card) {
          const named = nmText || vendorText || barcodeText;
          problems.push(
            row.problem(column, named ? `Товара «${named}» нет среди товаров компании.` : 'Не указан товар.'),
          );
          continue;
        }
        if (goods.length && !inIncome.has(card.nmID)) {
          problems.push(row.problem(column, `Товара ${card.nmID} (${card.vendorCode}) нет в поставке ${incomeId}.`));
          continue;
        }
        units.push({
          row,
          shkId: row.shkId,
          nmId: card.nmID,
          article: card.vendorCode,
          supplyId: incomeId,
          type: 'FBO',
          supplyDate: date,
        });
      }
      return { units, problems };
    },
  });
}
