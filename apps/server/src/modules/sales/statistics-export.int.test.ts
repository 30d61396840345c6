import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { TokenAuthority } from '@seller-helper/wb-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { wbOrders, wbSales } from '../../db/schema/index.ts';
import { createGraphQLHandler } from '../../graphql/yoga.ts';
import { createHttpServer } from '../../http/server.ts';
import { DATE_TIME_FORMAT, RUBLES_FORMAT } from '../../lib/excel.ts';
import { sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { statisticsExportRoutes } from './statistics-export.ts';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';

// The export is the whole filtered period, whatever page the grid shows: read back, it has the
// rows and the sums the queries give, and a text that looks like a formula stays text.

const PAGE = `query ($period: StatisticsPeriod!, $query: ListQuery!) {
  ordersPage(period: $period, query: $query) { totalCount items { srid priceWithDisc } }
}`;
const CHART = `query ($period: StatisticsPeriod!) { statisticsByDay(period: $period) { orders ordersSum sales salesSum returns returnsSum } }`;

const ROWS = 2_345;
const msk = (text: string) => new Date(`${text}+03:00`);

describe('xlsx export of orders and sales', () => {
  let app: TestApp;
  let seller: Seller;
  let other: Seller;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'export@example.com');
    other = await sellerWithCompany(app, 'export-other@example.com');
    // More rows than one batch of the export (2 000), spread over ten Moscow days.
    const orders = Array.from({ length: ROWS }, (_, i) => ({
      companyId: seller.companyId,
      srid: `e-${String(i).padStart(5, '0')}`,
      date: msk(`2026-10-${String(1 + (i % 10)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:15:00`),
      lastChangeDate: msk('2026-10-11T00:00:00'),
      nmId: 5000 + (i % 7),
      supplierArticle: i === 0 ? '=HYPERLINK("http://evil")' : `ART-${i % 7}`,
      warehouseName: 'Коледино',
      priceWithDiscKopecks: 10_001 + i,
      isCancel: i % 5 === 0,
    }));
    for (let i = 0; i < orders.length; i += 500)
      await app.services.db.insert(wbOrders).values(orders.slice(i, i + 500));
    await app.services.db.insert(wbSales).values([
      { ...orders[1]!, saleId: 'S-1', kind: 'sale', forPayKopecks: 9_000 },
      { ...orders[2]!, saleId: 'R-2', kind: 'return', priceWithDiscKopecks: -10_003, forPayKopecks: -9_000 },
    ]);
    await app.services.db.insert(wbOrders).values({ ...orders[3]!, companyId: other.companyId, srid: 'other-1' });
    await recountDailyFigures(app.services.db);
    const token = new TokenAuthority(4, 'export-seller').issue({ type: 'personal', categories: ['statistics'] });
    dataOf(
      await app.graphql(
        'mutation ($mp: String) { setCompanyWbTokens(mpAndStatisticToken: $mp) { id } }',
        { mp: token },
        seller.headers,
      ),
    );
    server = createHttpServer({
      graphql: createGraphQLHandler(app.services),
      webRoot: mkdtempSync(path.join(tmpdir(), 'sh-web-')),
      logger: app.services.logger,
      maxBodyBytes: 10_000,
      maxUploadBytes: 20_000,
      requestsPerMinute: 1000,
      isHealthy: async () => true,
      downloads: statisticsExportRoutes(app.services),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await app?.close();
  });

  async function download(kind: 'orders' | 'sales', params: Record<string, string>, by: Seller | null = seller) {
    return fetch(`${base}/api/export/${kind}.xlsx?${new URLSearchParams(params)}`, { headers: by ? by.headers : {} });
  }

  async function sheetOf(response: Response) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows[0] as string[];
    return { header, body: rows.slice(1, -1), totals: rows.at(-1)!, sheet };
  }

  it('holds every row of the filtered period, not the visible page, with the same totals', async () => {
    const period = { dateFrom: '2026-10-01', dateTo: '2026-10-10' };
    const query = {
      filters: [{ field: 'isCancel', operator: 'EQUALS', value: 'false' }],
      sort: [{ field: 'priceWithDisc', direction: 'DESC' }],
    };
    const response = await download('orders', { ...period, query: JSON.stringify(query) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const { header, body, totals } = await sheetOf(response);
    const page = dataOf(
      await app.graphql<{ ordersPage: { totalCount: number; items: { srid: string }[] } }>(
        PAGE,
        { period, query: { ...query, page: 0, pageSize: 500 } },
        seller.headers,
      ),
    ).ordersPage;
    expect(body).toHaveLength(page.totalCount);
    const srid = header.indexOf('srid');
    expect(body.slice(0, 500).map((row) => row[srid])).toEqual(page.items.map((row) => row.srid));

    const price = header.indexOf('Цена со скидкой продавца, ₽');
    const chart = dataOf(
      await app.graphql<{ statisticsByDay: { orders: number; ordersSum: string }[] }>(
        CHART,
        { period },
        seller.headers,
      ),
    ).statisticsByDay;
    const cancelled = Math.ceil(ROWS / 5);
    const allOrders = chart.reduce((sum, day) => sum + day.orders, 0);
    expect(body.length).toBe(allOrders - cancelled);
    // The sum to the kopeck: kopecks of the file's cells against the rows' own.
    const fileKopecks = body.reduce<number>((sum, row) => sum + Math.round(Number(row[price]) * 100), 0);
    let expected = 0;
    for (let i = 0; i < ROWS; i += 1) if (i % 5 !== 0) expected += 10_001 + i;
    expect(fileKopecks).toBe(expected);
    expect(Math.round(Number(totals[price]) * 100)).toBe(expected);
    expect(totals[0]).toBe(`Итого: ${body.length}`);
  });

  it('keeps the list order across batches, money as money and the totals in bold below the rows', async () => {
    const period = { dateFrom: '2026-10-01', dateTo: '2026-10-10' };
    const query = { sort: [{ field: 'priceWithDisc', direction: 'ASC' }] };
    const { header, body, sheet } = await sheetOf(
      await download('orders', { ...period, query: JSON.stringify(query) }),
    );
    const pages: string[] = [];
    for (let page = 0; pages.length < ROWS; page += 1) {
      const answer = dataOf(
        await app.graphql<{ ordersPage: { items: { srid: string }[] } }>(
          PAGE,
          { period, query: { ...query, page, pageSize: 500 } },
          seller.headers,
        ),
      ).ordersPage;
      pages.push(...answer.items.map((row) => row.srid));
    }
    // Past the first batch of 2 000 rows, in the grid's order, each row once.
    expect(body.map((row) => row[header.indexOf('srid')])).toEqual(pages);
    const price = header.indexOf('Цена со скидкой продавца, ₽') + 1;
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(price).numFmt).toBe(RUBLES_FORMAT);
    expect(typeof sheet.getRow(2).getCell(price).value).toBe('number');
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    // The header stays in view and filters the rows; the totals are not a row inside them.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe(`A1:${sheet.getColumn(header.length).letter}${ROWS + 1}`);
    expect(sheet.getRow(ROWS + 2).cellCount).toBe(0);
    const totals = sheet.getRow(ROWS + 3);
    expect(totals.getCell(1).value).toBe(`Итого: ${ROWS}`);
    expect([totals.getCell(1).font?.bold, totals.getCell(price).font?.bold]).toEqual([true, true]);
    expect(totals.getCell(price).numFmt).toBe(RUBLES_FORMAT);
  });

  it('writes the times as real dates in Moscow time, and names the file by the list and the period', async () => {
    const response = await download('orders', {
      dateFrom: '2026-10-01',
      dateTo: '2026-10-01',
      query: JSON.stringify({ search: 'HYPERLINK' }),
    });
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain(
      "filename*=UTF-8''Заказы 01.10.2026 — 01.10.2026.xlsx",
    );
    const { header, sheet } = await sheetOf(response);
    const date = sheet.getRow(2).getCell(header.indexOf('Дата (МСК)') + 1);
    // The row was ordered at 00:15 in Moscow (21:15 UTC the day before): the sheet reads 01.10.2026 00:15.
    expect(date.value).toEqual(new Date('2026-10-01T00:15:00Z'));
    expect(date.numFmt).toBe(DATE_TIME_FORMAT);
  });

  it('keeps a text that looks like a formula as text', async () => {
    const response = await download('orders', {
      dateFrom: '2026-10-01',
      dateTo: '2026-10-01',
      query: JSON.stringify({ search: 'HYPERLINK' }),
    });
    const { header, body } = await sheetOf(response);
    expect(body).toHaveLength(1);
    expect(body[0]![header.indexOf('Артикул продавца')]).toBe(`'=HYPERLINK("http://evil")`);
  });

  it('exports sales and returns with their sums', async () => {
    const { header, body, totals } = await sheetOf(
      await download('sales', { dateFrom: '2026-10-01', dateTo: '2026-10-10' }),
    );
    expect(body.map((row) => row[header.indexOf('ID продажи')]).sort()).toEqual(['R-2', 'S-1']);
    expect(totals[header.indexOf('К перечислению продавцу, ₽')]).toBe(0);
  });

  it('refuses a caller without a session, and a bad period, in Russian', async () => {
    const signedOut = await download('orders', { dateFrom: '2026-10-01', dateTo: '2026-10-10' }, null);
    expect(signedOut.status).toBe(401);
    const reversed = await download('orders', { dateFrom: '2026-10-10', dateTo: '2026-10-01' });
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { errors: { message: string }[] }).errors[0]?.message).toContain(
      'позже его конца',
    );
    const badFilter = await download('orders', {
      dateFrom: '2026-10-01',
      dateTo: '2026-10-01',
      query: JSON.stringify({ filters: [{ field: 'nope', operator: 'EQUALS', value: '1' }] }),
    });
    expect(badFilter.status).toBe(400);
  });

  it("never exports another company's rows", async () => {
    const { body } = await sheetOf(await download('orders', { dateFrom: '2026-10-01', dateTo: '2026-10-10' }, other));
    expect(body).toHaveLength(1);
  });
});
