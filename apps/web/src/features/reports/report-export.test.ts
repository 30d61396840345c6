import { describe, expect, it } from 'vitest';
import type { Worksheet } from 'exceljs';
import { workbookBytes, type XlsxSheet } from '../../shared/export-xlsx.ts';
import {
  bothReportsWorkbook,
  COUNT_FORMAT,
  IN_ROW_CURRENCY,
  reportFileName,
  reportWorkbook,
  type ReportAnswer,
} from './report-export.ts';
import { combinedLines, formatMoneyIn, STAT, type CurrencyFigures } from './report-figures.ts';

type Unit = ReportAnswer['rows'][number];

const unit = (shk: string, fields: Partial<Unit> = {}): Unit => ({
  shk_id: shk,
  currency: 'RUB',
  nm_id: 101,
  sa_name: 'Платье',
  ts_name: '44',
  sticker_id: null,
  gi_id: null,
  supplier_oper_name: 'Продажа',
  office_name: 'Коледино',
  order_dt: '2026-11-03T21:30:00Z',
  sale_dt: '2026-11-05T09:00:00Z',
  first_price: '450.00',
  net_sold: 1,
  cost_counted: '450.00',
  total_ppvz_for_pay: '1234.56',
  total_delivery_rub: '77.70',
  total_penalty: '0.00',
  profit: '706.86',
  isSaved: true,
  ...fields,
});

/** One currency's figures as the GraphQL answer gives them; both answers carry the same `combined`. */
const figures = (currency: string, units: Partial<CurrencyFigures['units']>, costCounted = true): CurrencyFigures => ({
  currency,
  rowCount: 12,
  costCounted,
  stat: {
    ppvz_for_pay: '10234.56',
    delivery_rub: '1200.10',
    retail_amount: '15999.99',
    penalty: '300.00',
    additional_payment: '0.00',
    storage_fee: '120.33',
    acceptance: '0.00',
    deduction: '50.00',
    returns: '1234.56',
    loyalty: '0.00',
    sumToPay: '7329.57',
    sumProfit: '4179.56',
    sumFirstPrice: '2250.00',
    leftOutUnits: 2,
    leftOutPayout: '900.01',
  },
  wholesale: {
    total: '3000.00',
    totalNds: '500.00',
    totalFirstPrice: '900.00',
    firstPriceNds: '150.00',
    leftOutUnits: 1,
    leftOutTotal: '600.00',
    leftOutNds: '100.00',
    totalResult: '1850.00',
  },
  units: {
    count: 7,
    net_sold: 5,
    cost_counted: '2250.00',
    total_ppvz_for_pay: '9000.00',
    total_delivery_rub: '1100.10',
    total_penalty: '300.00',
    profit: '4449.89',
    outsideUnits: '-270.33',
    ...units,
  },
  combined: costCounted
    ? {
        mainPayout: '-1521.37',
        buyoutPayout: '18000.99',
        sumFirstPrice: '7200.50',
        leftOutUnits: 3,
        leftOutPayout: '1500.01',
        sumProfit: '7779.11',
      }
    : {
        mainPayout: '0.00',
        buyoutPayout: '25000.05',
        sumFirstPrice: '0.00',
        leftOutUnits: 0,
        leftOutPayout: '0.00',
        sumProfit: '25000.05',
      },
});

const MAIN: ReportAnswer = {
  currency: 'RUB',
  byCurrency: [figures('RUB', {}), figures('KZT', { count: 1, net_sold: 1 }, false)],
  rows: [unit('1001'), unit('1002', { net_sold: -1, first_price: null, cost_counted: null, profit: null })],
};
const BUYOUT: ReportAnswer = {
  currency: 'RUB',
  byCurrency: [
    figures('RUB', { count: 4, net_sold: 4, total_ppvz_for_pay: '18000.99' }),
    figures('KZT', { count: 1, net_sold: 1, total_ppvz_for_pay: '25000.05' }, false),
  ],
  rows: [unit('2001', { currency: 'KZT', cost_counted: null, total_ppvz_for_pay: '25000.05' })],
};

async function readBack(sheets: XlsxSheet[]) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await workbookBytes(sheets));
  return workbook;
}

/** The totals sheet's lines of one currency: label → the amount cell and the units cell. */
function linesOf(sheet: Worksheet, currency: string) {
  const lines = new Map<
    string,
    { amount: ReturnType<Worksheet['getCell']>; units: ReturnType<Worksheet['getCell']> }
  >();
  sheet.eachRow((row, index) => {
    if (index > 1 && row.getCell(2).value === currency)
      lines.set(String(row.getCell(1).value), { amount: row.getCell(3), units: row.getCell(4) });
  });
  return lines;
}

const kopecks = (value: unknown) => Math.round((value as number) * 100);

describe('the «Оба отчёта» file', () => {
  it('holds every line of the tab, per currency, equal to the kopeck to what the screen shows, adding up to the profit', async () => {
    const totals = (await readBack(bothReportsWorkbook(MAIN, BUYOUT))).getWorksheet('Итоги')!;
    for (const shown of MAIN.byCurrency) {
      const lines = linesOf(totals, shown.currency);
      const screen = combinedLines(shown);
      expect(screen.map((line) => line.label).every((label) => lines.has(label))).toBe(true);
      for (const line of screen) {
        const { amount, units } = lines.get(line.label)!;
        expect((amount.value as number).toFixed(2)).toBe(line.value);
        // What the tab writes is what the file's number prints to in the screen's format.
        expect(formatMoneyIn((amount.value as number).toFixed(2), shown.currency)).toBe(
          formatMoneyIn(line.value, shown.currency),
        );
        expect(amount.numFmt).toBe(IN_ROW_CURRENCY);
        expect(units.value).toBe(line.units ?? null);
      }
      const profit = screen.find((line) => line.key === 'sumProfit')!;
      const above = screen.filter((line) => line.key !== 'sumProfit');
      expect(above.reduce((sum, line) => sum + kopecks(lines.get(line.label)!.amount.value), 0)).toBe(
        kopecks(lines.get(profit.label)!.amount.value),
      );
    }
    const rub = linesOf(totals, 'RUB');
    // The left-out line names its count and payout, as a subtraction from the profit.
    const leftOut = rub.get('Выплата за 3 единицы без себестоимости: не в прибыли')!;
    expect(leftOut.amount.value).toBe(-1500.01);
    expect(leftOut.units.value).toBe(3);
    expect(leftOut.units.numFmt).toBe(COUNT_FORMAT);
    expect(rub.get('Себестоимость проданного')!.amount.value).toBe(-7200.5);
    expect(rub.get('Итого к оплате по основному отчёту')!.amount.value).toBe(-1521.37);
    expect(rub.get('Прибыль')!.amount.value).toBe(7779.11);
    // Each report's units added up, as on its own tab.
    expect(rub.get('Единицы основного отчёта: всего')!.units.value).toBe(7);
    expect(rub.get('Единицы отчёта о выкупе: продано за вычетом возвратов')!.units.value).toBe(4);
    expect(rub.get('Единицы отчёта о выкупе: К перечислению')!.amount.value).toBe(18000.99);
    expect(linesOf(totals, 'KZT').get('Прибыль')!.amount.value).toBe(25000.05);
  });

  it('lists the units of both reports, each marked with its report, with a frozen, filtered header', async () => {
    const units = (await readBack(bothReportsWorkbook(MAIN, BUYOUT))).getWorksheet('Единицы')!;
    const header = (units.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 2)).toEqual(['Отчёт', 'ШК']);
    expect(header).toContain('Продано нетто, шт.');
    expect(header).toContain('Себестоимость учтённая');
    expect(units.rowCount).toBe(4);
    const column = (name: string) => header.indexOf(name) + 1;
    const rows = [2, 3, 4].map((index) => units.getRow(index));
    expect(rows.map((row) => [row.getCell(1).value, row.getCell(2).value])).toEqual([
      ['основной', '1001'],
      ['основной', '1002'],
      ['о выкупе', '2001'],
    ]);
    expect(rows[1]!.getCell(column('Продано нетто, шт.')).value).toBe(-1);
    expect(rows[0]!.getCell(column('Себестоимость учтённая')).value).toBe(450);
    expect(rows[0]!.getCell(column('Себестоимость учтённая')).numFmt).toBe(IN_ROW_CURRENCY);
    expect(rows[2]!.getCell(column('К перечислению')).value).toBe(25000.05);
    // 21:30 UTC on 3 Nov is 00:30 on 4 Nov in Moscow: the order's day as the seller sees it.
    expect(rows[0]!.getCell(column('Заказ')).value).toEqual(new Date('2026-11-04T00:30:00Z'));
    expect(rows[0]!.getCell(column('Заказ')).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(units.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(units.autoFilter).toMatch(/^A1:[A-Z]+4$/);
  });

  it('is named by the tab and the period', () => {
    const period = { dateFrom: '2026-11-01', dateTo: '2026-11-30' };
    expect(reportFileName('BOTH', period)).toBe('Оба отчёта 01.11.2026 — 30.11.2026.xlsx');
    expect(reportFileName('MAIN', period)).toBe('Основной отчёт 01.11.2026 — 30.11.2026.xlsx');
    expect(reportFileName('BUYOUT', period)).toBe('Отчёт о выкупе 01.11.2026 — 30.11.2026.xlsx');
  });
});

describe("one report's file", () => {
  it('holds the cards, the left-out units and the units totals of each currency, to the kopeck', async () => {
    const workbook = await readBack(reportWorkbook(MAIN));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Единицы', 'Итоги']);
    const rub = linesOf(workbook.getWorksheet('Итоги')!, 'RUB');
    const stat = MAIN.byCurrency[0]!.stat;
    for (const { label, key } of STAT) expect((rub.get(label)!.amount.value as number).toFixed(2)).toBe(stat[key]);
    const leftOut = rub.get('Не в прибыли: выплата за единицы без себестоимости')!;
    expect([leftOut.amount.value, leftOut.units.value]).toEqual([900.01, 2]);
    const bought = rub.get('Не в результате: выкуп WB единиц без себестоимости')!;
    expect([bought.amount.value, bought.units.value]).toEqual([600, 1]);
    expect(rub.get('Единицы: продано за вычетом возвратов')!.units.value).toBe(5);
    expect(rub.get('Единицы: Себестоимость учтённая')!.amount.value).toBe(2250);
    expect(rub.get('Единицы: Вне единиц')!.amount.value).toBe(-270.33);
    expect(rub.get('Единицы: Вне единиц')!.amount.numFmt).toBe(IN_ROW_CURRENCY);
    expect(linesOf(workbook.getWorksheet('Итоги')!, 'KZT').get('Единицы: всего')!.units.value).toBe(1);
    const header = (workbook.getWorksheet('Единицы')!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Продано нетто, шт.', 'Себестоимость учтённая']));
    expect(header).not.toContain('Отчёт');
  });
});
