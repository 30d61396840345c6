import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { wbPaidStorage } from './storage.tables.ts';

// The storage list of /unit: WB's paid storage report by card and warehouse over a period.

const LINES = `query ($p: StatisticsPeriod!, $q: ListQuery!) { paidStorageLines(period: $p, query: $q) {
  totalCount charged unitDays reportFrom reportTo
  items { nmId vendorCode warehouseName days unitDays charged }
} }`;
const SEPTEMBER = { dateFrom: '2026-09-01', dateTo: '2026-09-30' };

interface Page {
  totalCount: number;
  charged: string;
  unitDays: number;
  reportFrom: string | null;
  reportTo: string | null;
  items: { nmId: number; vendorCode: string; warehouseName: string; days: number; unitDays: number; charged: string }[];
}

const row = (companyId: number, nmId: number, warehouseName: string, day: string, units: number, price: string) => ({
  companyId,
  day,
  originalDay: day,
  nmId,
  barcode: `b-${nmId}`,
  chrtId: nmId * 10,
  officeId: warehouseName === 'Коледино' ? 507 : 117986,
  giId: 0,
  warehouseName,
  vendorCode: `V-${nmId}`,
  units,
  price,
});

describe('the paid storage list', () => {
  let app: TestApp;
  let seller: Seller;
  let stranger: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'storage-list@example.com');
    stranger = await sellerWithCompany(app, 'storage-list-stranger@example.com');
    const db = app.services.db;
    const id = seller.companyId;
    await db.insert(wbPaidStorage).values([
      // Card 701 at Коледино: 0.125 + 0.125 + 0.0049 = 0.2549 → 0.25 for the line.
      row(id, 701, 'Коледино', '2026-09-01', 5, '0.125'),
      row(id, 701, 'Коледино', '2026-09-02', 5, '0.125'),
      row(id, 701, 'Коледино', '2026-09-03', 1, '0.0049'),
      // Card 701 at Казань: 10.005 → 10.01.
      row(id, 701, 'Казань', '2026-09-02', 20, '10.005'),
      // Card 702 at Коледино: 3.3333 × 3 = 9.9999 → 10.00.
      row(id, 702, 'Коледино', '2026-09-10', 2, '3.3333'),
      row(id, 702, 'Коледино', '2026-09-11', 2, '3.3333'),
      row(id, 702, 'Коледино', '2026-09-12', 2, '3.3333'),
      // Outside the period.
      row(id, 702, 'Коледино', '2026-10-01', 2, '100'),
    ]);
    await db.insert(wbPaidStorage).values(row(stranger.companyId, 701, 'Коледино', '2026-09-01', 9, '999'));
  });
  afterAll(() => app.close());

  const lines = async (who: Seller, q: Record<string, unknown> = {}, p = SEPTEMBER) =>
    dataOf(await app.graphql<{ paidStorageLines: Page }>(LINES, { p, q }, who.headers)).paidStorageLines;

  it('adds each card’s days at each warehouse exactly, rounds each line once, and totals the lines shown', async () => {
    const page = await lines(seller, { sort: [{ field: 'charged', direction: 'DESC' }] });
    expect(page.items).toEqual([
      { nmId: 701, vendorCode: 'V-701', warehouseName: 'Казань', days: 1, unitDays: 20, charged: '10.01' },
      { nmId: 702, vendorCode: 'V-702', warehouseName: 'Коледино', days: 3, unitDays: 6, charged: '10.00' },
      { nmId: 701, vendorCode: 'V-701', warehouseName: 'Коледино', days: 3, unitDays: 11, charged: '0.25' },
    ]);
    // 10.01 + 10.00 + 0.25: the sum of the lines as shown, not the rounded sum of the exact charges (20.2648 → 20.26).
    expect(page).toMatchObject({
      totalCount: 3,
      charged: '20.26',
      unitDays: 37,
      reportFrom: '2026-09-01',
      reportTo: '2026-10-01',
    });
  });

  it('pages, filters after grouping and searches on the server, the totals following the filter', async () => {
    const first = await lines(seller, { page: 0, pageSize: 2 });
    expect(first.items.map((i) => [i.nmId, i.warehouseName])).toEqual([
      [701, 'Казань'],
      [701, 'Коледино'],
    ]);
    expect(first.totalCount).toBe(3);
    const big = await lines(seller, { filters: [{ field: 'charged', operator: 'GREATER', value: '5' }] });
    expect(big).toMatchObject({ totalCount: 2, charged: '20.01', unitDays: 26 });
    const searched = await lines(seller, { search: 'казань' });
    expect(searched.items.map((i) => i.charged)).toEqual(['10.01']);
    expect(searched.charged).toBe('10.01');
  });

  it('refuses a period it cannot read, in Russian', async () => {
    const answer = await app.graphql(
      LINES,
      { p: { dateFrom: '2026-09-31', dateTo: '2026-10-01' }, q: {} },
      seller.headers,
    );
    expect(answer.errors?.[0]?.message).toBe(
      '«dateFrom»: «2026-09-31» — не дата. Ожидается ГГГГ-ММ-ДД, например 2026-03-31.',
    );
  });

  it('shows a member of another company only its own report', async () => {
    const theirs = await lines(stranger);
    expect(theirs.items).toEqual([
      { nmId: 701, vendorCode: 'V-701', warehouseName: 'Коледино', days: 1, unitDays: 9, charged: '999.00' },
    ]);
    expect(theirs.charged).toBe('999.00');
  });
});
