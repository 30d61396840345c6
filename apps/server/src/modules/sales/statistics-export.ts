import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { inertCell } from '../../lib/spreadsheet-text.ts';
import { GraphQLError } from 'graphql';
import type { AppServices, GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { ListQueryInput } from '../../lib/list-query/list-query.ts';
import { formatUnits } from '../../lib/money.ts';
import { requireCompany } from '../auth/guards.ts';
import { XLSX_CONTENT_TYPE } from '../imports/import-result.ts';
import { DATE_TIME_FORMAT, loadExcel, RUBLES_FORMAT } from '../../lib/excel.ts';
import { formatDay, moscowWallClock } from '../../lib/moscow-time.ts';
import { ordersForExport } from '../orders/orders.service.ts';
import { salesForExport } from './sales.service.ts';

// The whole filtered period of orders or sales as an xlsx file, written row by row into the answer
// (ExcelJS's streaming writer), so a year of a large seller never sits in memory.

type Cell = string | number | boolean | Date | null;
type Row = Record<string, unknown>;

interface ExportColumn {
  header: string;
  key: string;
  width: number;
  format?: 'money' | 'dateTime';
  value(row: Row): Cell;
}

const at = (key: string) => (row: Row) => (row[key] ?? null) as Cell;
const kopecks = (key: string) => (row: Row) => {
  const value = row[key];
  return typeof value === 'number' ? Number(formatUnits(value, 2)) : null;
};
/** A real date in Moscow time: a spreadsheet has no zones, WB's sellers read Moscow time. */
const mskTime = (key: string) => (row: Row) => {
  const value = row[key];
  return value instanceof Date ? moscowWallClock(value) : null;
};

const text = (header: string, key: string, width = 16): ExportColumn => ({ header, key, width, value: at(key) });
const money = (header: string, key: string): ExportColumn => ({
  header,
  key,
  width: 14,
  format: 'money',
  value: kopecks(key),
});

const SHARED: ExportColumn[] = [
  { header: 'Дата (МСК)', key: 'date', width: 20, format: 'dateTime', value: mskTime('date') },
  text('Артикул продавца', 'supplierArticle', 20),
  { header: 'Артикул WB', key: 'nmId', width: 12, value: at('nmId') },
  text('Баркод', 'barcode', 16),
  text('Размер', 'techSize', 10),
  text('Предмет', 'subject', 18),
  text('Бренд', 'brand', 16),
  text('Склад', 'warehouseName', 18),
  text('Тип склада', 'warehouseType', 14),
  text('Регион', 'regionName', 22),
  text('Округ', 'oblastOkrugName', 22),
  text('Страна', 'countryName', 12),
  money('Цена до скидок, ₽', 'totalPriceKopecks'),
  { header: 'Скидка продавца, %', key: 'discountPercent', width: 10, value: at('discountPercent') },
  { header: 'СПП, %', key: 'spp', width: 8, value: (row) => (row.spp == null ? null : Number(row.spp)) },
  money('Цена со скидкой продавца, ₽', 'priceWithDiscKopecks'),
  money('Оплачено покупателем, ₽', 'finishedPriceKopecks'),
  text('Стикер', 'sticker', 14),
  text('Номер заказа', 'gNumber', 22),
  text('srid', 'srid', 30),
];

const ORDER_COLUMNS: ExportColumn[] = [
  ...SHARED,
  { header: 'Отменён', key: 'isCancel', width: 9, value: (row) => (row.isCancel ? 'да' : 'нет') },
  { header: 'Дата отмены (МСК)', key: 'cancelDate', width: 20, format: 'dateTime', value: mskTime('cancelDate') },
];

/** The seller's words for a row's kind, as the sales list shows them. */
const SALE_KINDS: Record<string, string> = { sale: 'Продажа', return: 'Возврат', other: 'Прочая операция WB' };

const SALE_COLUMNS: ExportColumn[] = [
  text('ID продажи', 'saleId', 14),
  { header: 'Операция', key: 'kind', width: 18, value: (row) => SALE_KINDS[String(row.kind)] ?? null },
  ...SHARED,
  money('К перечислению продавцу, ₽', 'forPayKopecks'),
  money('Оплата, ₽', 'paymentSaleAmountKopecks'),
];

export interface ExportRequest {
  period: { dateFrom: string; dateTo: string };
  query: Omit<ListQueryInput, 'page' | 'pageSize'>;
}

/** `?dateFrom=…&dateTo=…&query=<JSON of sort, filters, search>`, as the screen's grid holds them. */
export function readExportRequest(url: URL): ExportRequest {
  const raw = url.searchParams.get('query');
  let query: ExportRequest['query'] = {};
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as ExportRequest['query'];
      query = { sort: parsed.sort ?? null, filters: parsed.filters ?? null, search: parsed.search ?? null };
    } catch {
      throw appError('BAD_USER_INPUT', 'Параметр query выгрузки — не JSON со списком сортировок, фильтров и поиском.');
    }
  }
  return {
    period: { dateFrom: url.searchParams.get('dateFrom') ?? '', dateTo: url.searchParams.get('dateTo') ?? '' },
    query,
  };
}

export type ExportKind = 'orders' | 'sales';

/**
 * One style object a kind of cell, shared by every row: ExcelJS recognises a style object it has seen
 * and reuses its id, where a copy per cell had it build the style's XML again for each (a fifth of a
 * large export's time).
 */
const STYLES: Record<'money' | 'dateTime' | 'plain', Partial<ExcelJS.Style>> = {
  money: { numFmt: RUBLES_FORMAT },
  dateTime: { numFmt: DATE_TIME_FORMAT },
  plain: {},
};

function drainedOrClosed(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * Where the sheet's XML waits to be deflated into the zip. ExcelJS 4.4 hands its 64 KB blocks on without
 * waiting for the zip (its StreamBuf ignores `write`'s answer), so when deflating lags behind the rows the
 * blocks pile up in the zip's intake: 18–52 MB of a month's 90 000 orders, which swung the export's peak
 * memory by 100 MB with the machine's load (docs/benchmarks.md). Undefined before the zip reads the sheet.
 */
function sheetIntake(sheet: ExcelJS.Worksheet): Writable | undefined {
  const stream = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream;
  return stream?.pipes?.[0];
}

/** What a stream holds unwritten; the zip's intake is an older stream class without `writableLength`. */
const unwritten = (stream: Writable) =>
  stream.writableLength ?? (stream as unknown as { _writableState?: { length: number } })._writableState?.length ?? 0;

/** A few batches of rows' XML: the zip deflates the next while the rows after it are made. */
const INTAKE_BYTES = 4_000_000;

/** Waits until neither the zip's intake of the sheet nor the client holds more than it should. */
async function caughtUp(sheet: ExcelJS.Worksheet, out: Writable): Promise<void> {
  const intake = sheetIntake(sheet);
  if (intake && !intake.destroyed && unwritten(intake) > INTAKE_BYTES) await drainedOrClosed(intake);
  if (out.writableNeedDrain) await drainedOrClosed(out);
}

/**
 * Writes the workbook into `out` a row at a time: a frozen header with an autofilter over the rows, and
 * below them, after an empty row (outside the filter and a sort), the count and the sums.
 */
export async function writeStatisticsXlsx(
  out: Writable,
  kind: ExportKind,
  batches: AsyncIterable<Row[]>,
): Promise<void> {
  const columns = kind === 'orders' ? ORDER_COLUMNS : SALE_COLUMNS;
  const Excel = await loadExcel();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(kind === 'orders' ? 'Заказы' : 'Продажи', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map(({ header, key, width }) => ({ header, key, width }));
  sheet.getRow(1).font = { bold: true };
  const styles = columns.map((column) => STYLES[column.format ?? 'plain']);
  const addRow = (values: Cell[], cellStyles: Partial<ExcelJS.Style>[]) => {
    const row = sheet.addRow(values);
    cellStyles.forEach((style, index) => (row.getCell(index + 1).style = style));
    row.commit();
  };
  const sums = new Map(columns.filter((column) => column.format === 'money').map((column) => [column.key, 0]));
  let count = 0;
  for await (const batch of batches) {
    // The writer ignores a full stream: wait here for the zip and the client, or what they have not taken
    // piles up in memory.
    await caughtUp(sheet, out);
    if (out.destroyed) return; // the client went away: nothing more is read or written
    for (const row of batch) {
      count += 1;
      for (const key of sums.keys()) {
        const value = row[key];
        if (typeof value === 'number') sums.set(key, (sums.get(key) ?? 0) + value);
      }
      addRow(
        columns.map((column) => inertCell(column.value(row))),
        styles,
      );
    }
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: count + 1, column: columns.length } };
  sheet.addRow([]).commit();
  addRow(
    columns.map((column, index) => {
      const total = sums.get(column.key);
      if (total !== undefined) return Number(formatUnits(total, 2));
      return index === 0 ? `Итого: ${count}` : null;
    }),
    styles.map((style) => (style === STYLES.dateTime ? { font: { bold: true } } : { ...style, font: { bold: true } })),
  );
  sheet.commit();
  await workbook.commit();
}

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, WB_TOKEN_MISSING: 409 };

/**
 * GET /api/export/orders.xlsx and /api/export/sales.xlsx: the same access token and company session
 * as the GraphQL endpoint (`authorization: Bearer …`), the same period and list query as the grid.
 */
export function statisticsExportRoutes(services: AppServices) {
  const route = (kind: ExportKind) => async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const ctx: GraphQLContext = {
      ...services,
      request: { headers, setCookies: [], ip: request.socket.remoteAddress ?? 'unknown' },
    };
    let batches: AsyncIterable<Row[]>;
    let fileName: string;
    try {
      const caller = await requireCompany(ctx);
      const asked = readExportRequest(url);
      batches =
        kind === 'orders' ? await ordersForExport(ctx, caller, asked) : await salesForExport(ctx, caller, asked);
      fileName = `${kind === 'orders' ? 'Заказы' : 'Продажи'} ${formatDay(asked.period.dateFrom)} — ${formatDay(asked.period.dateTo)}.xlsx`;
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      const code = String(error.extensions.code ?? 'BAD_USER_INPUT');
      response.writeHead(STATUS[code] ?? 400, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ errors: [{ message: error.message, extensions: { code } }] }));
      return;
    }
    response.writeHead(200, {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'no-store',
    });
    await writeStatisticsXlsx(response, kind, batches);
  };
  return { '/api/export/orders.xlsx': route('orders'), '/api/export/sales.xlsx': route('sales') };
}
