import { inertText } from '../../lib/spreadsheet-text.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { planList, type ListDeclaration, type ListQueryInput } from '../../lib/list-query/list-query.ts';
import { asc, desc } from 'drizzle-orm';
import type { CompanyCaller } from '../auth/guards.ts';
import { costsInForce, companyCards } from '../cards/cards.service.ts';
import { XLSX_CONTENT_TYPE, type FileDownloadShape, type RowErrorShape } from '../imports/import-result.ts';
import * as repo from './supplies.repo.ts';
import { loadExcel } from '../../lib/excel.ts';
import { unitLedger } from './supplies.tables.ts';
import { importUnitFile, type FileUnit } from './unit-import.ts';
import { dayReader, UNIT_COLUMNS, type UnitColumn } from './unit-file.ts';

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
    costSource: { column: unitLedger.costSource, kind: 'enum', values: { FILE: 'file', CARD: 'card' } },
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
        if (supplyDate === null)
          problems.push(row.problem('supplyDate', `Дата поставки «${row.text('supplyDate')}»: ожидается ДД.ММ.ГГГГ.`));
        if (type === null) problems.push(row.problem('type', `Тип «${row.text('type')}»: ожидается FBS или FBO.`));
        if (problems.length === before && card && supplyDate && type)
          units.push({ row, shkId: row.shkId, nmId: card.nmID, article: card.vendorCode, supplyId, type, supplyDate });
      }
      return { units, problems };
    },
  });
}

export type TemplateKind = 'MP_SUPPLY' | 'FBO_INCOME' | 'UNSAVED_SHK';

const TEMPLATES: Record<TemplateKind, { fileName: string; columns: UnitColumn[]; howTo: string[] }> = {
  MP_SUPPLY: {
    fileName: 'Поставка FBS.xlsx',
    columns: ['shk', 'firstPrice', 'supplyId', 'nmId'],
    howTo: [
      'ШК — номер стикера сборочного задания (цифры под штрихкодом, обе части вместе).',
      'Себестоимость — цена одной единицы в рублях, до двух знаков после запятой (1250,50).',
      '«Поставка» и «Артикул WB» необязательны: если заполнены, должны совпадать с заданием.',
    ],
  },
  FBO_INCOME: {
    fileName: 'Поставка FBO.xlsx',
    columns: ['shk', 'firstPrice', 'nmId', 'vendorCode', 'barcode'],
    howTo: [
      'ШК — штрихкод единицы товара, как его принимает склад WB.',
      'Товар узнаём по «Артикул WB», если пуст — по «Артикул продавца», затем по «Баркод».',
      'Номер поставки и дату выберите в окне загрузки на странице FBO.',
    ],
  },
  UNSAVED_SHK: {
    fileName: 'Несохранённые ШК.xlsx',
    columns: ['shk', 'firstPrice', 'nmId', 'vendorCode', 'supplyId', 'supplyDate', 'type'],
    howTo: [
      'Для единиц, которых нет в учёте: ШК, себестоимость, товар, поставка и дата поставки (ДД.ММ.ГГГГ).',
      'Тип — FBS или FBO; если пуст, поставка «WB-GI-…» считается FBS, остальные — FBO.',
    ],
  },
};

/** An empty template for a unit import: the ШК column is text, so Excel keeps every digit. */
export async function unitTemplate(kind: TemplateKind): Promise<FileDownloadShape> {
  const template = TEMPLATES[kind];
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Единицы', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = template.columns.map((key) => ({
    header: UNIT_COLUMNS[key].title,
    key,
    width: 22,
    style: { numFmt: key === 'firstPrice' ? '0.00' : '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  const help = workbook.addWorksheet('Как заполнять');
  help.getColumn(1).width = 110;
  for (const line of [
    ...template.howTo,
    'Если в файле есть ошибка, не сохраняется ничего: список покажет строку и колонку.',
  ])
    help.addRow([inertText(line)]);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: template.fileName, contentType: XLSX_CONTENT_TYPE, base64: bytes.toString('base64') };
}
