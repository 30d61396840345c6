import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { unitLedger, wbFbsSupplies } from '../../db/schema/index.ts';
import { insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { insertFbsSupply } from '../supplies/ledger-fixtures.ts';

const PAGE = `query ($q: ListQuery!, $from: Date, $to: Date) {
  mpSuppliesPage(query: $q, createdFrom: $from, createdTo: $to) {
    totalCount items { id done cargoType unitCount savedCount isSaved sumPrice } } }`;

describe('the /fbs list sorted and filtered on the server', () => {
  let app: TestApp;
  let seller: Seller;
  let other: Seller;

  const saveUnit = (companyId: number, supplyId: string, shkId: string, kopecks: number) =>
    app.services.db.insert(unitLedger).values({
      companyId,
      shkId,
      nmId: 701,
      firstPriceKopecks: kopecks,
      supplyId,
      type: 'FBS',
      supplyDate: '2026-10-01',
      costSource: 'file',
    });

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'fbs-list@example.com');
    other = await sellerWithCompany(app, 'fbs-list-other@example.com');
    await insertCard(app, seller.companyId, { nmId: 701, vendorCode: 'СП-01' });
    const order = (orderId: number, status?: string) => ({
      orderId,
      sticker: `5500${orderId}`,
      nmId: 701,
      article: 'СП-01',
      ...(status ? { status } : {}),
    });
    // 1: fully saved; 2: open, oversized, one of two saved; 3: large, nothing saved, a cancelled order left out.
    await insertFbsSupply(app, seller.companyId, 'WB-GI-1', '2026-10-01T06:00:00Z', [order(11), order(12)]);
    await insertFbsSupply(app, seller.companyId, 'WB-GI-2', '2026-10-04T22:30:00Z', [order(21), order(22)]);
    await insertFbsSupply(app, seller.companyId, 'WB-GI-3', '2026-10-10T06:00:00Z', [order(31), order(32, 'cancel')]);
    const set = (supplyId: string, values: Partial<typeof wbFbsSupplies.$inferInsert>) =>
      app.services.db
        .update(wbFbsSupplies)
        .set(values)
        .where(and(eq(wbFbsSupplies.companyId, seller.companyId), eq(wbFbsSupplies.supplyId, supplyId)));
    await set('WB-GI-2', { done: false, cargoType: 2 });
    await set('WB-GI-3', { cargoType: 3 });
    await saveUnit(seller.companyId, 'WB-GI-1', '550011', 100_00);
    await saveUnit(seller.companyId, 'WB-GI-1', '550012', 200_50);
    await saveUnit(seller.companyId, 'WB-GI-2', '550021', 500_00);
    await insertFbsSupply(app, other.companyId, 'WB-GI-9', '2026-10-04T06:00:00Z', [
      { orderId: 91, sticker: '559091', nmId: 801, article: 'ЧУЖ' },
    ]);
  });
  afterAll(() => app.close());

  const page = async (
    q: Record<string, unknown>,
    who: Seller = seller,
    period: { from?: string; to?: string } = {},
  ) => {
    const answer = await app.graphql<{ mpSuppliesPage: { totalCount: number; items: Record<string, unknown>[] } }>(
      PAGE,
      { q: { page: 0, pageSize: 50, ...q }, ...period },
      who.headers,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.mpSuppliesPage;
  };
  const ids = async (q: Record<string, unknown>, period?: { from?: string; to?: string }) =>
    (await page(q, seller, period)).items.map((item) => item.id);

  it('lists newest first with every figure computed in the query', async () => {
    expect(await page({})).toEqual({
      totalCount: 3,
      items: [
        { id: 'WB-GI-3', done: true, cargoType: 3, unitCount: 1, savedCount: 0, isSaved: false, sumPrice: '0.00' },
        { id: 'WB-GI-2', done: false, cargoType: 2, unitCount: 2, savedCount: 1, isSaved: false, sumPrice: '500.00' },
        { id: 'WB-GI-1', done: true, cargoType: 1, unitCount: 2, savedCount: 2, isSaved: true, sumPrice: '300.50' },
      ],
    });
  });

  it('filters by saved state, status, cargo type, search and the Moscow days of creation', async () => {
    expect(await ids({ filters: [{ field: 'isSaved', operator: 'EQUALS', value: 'true' }] })).toEqual(['WB-GI-1']);
    expect(await ids({ filters: [{ field: 'isSaved', operator: 'EQUALS', value: 'false' }] })).toEqual([
      'WB-GI-3',
      'WB-GI-2',
    ]);
    expect(await ids({ filters: [{ field: 'done', operator: 'EQUALS', value: 'false' }] })).toEqual(['WB-GI-2']);
    expect(await ids({ filters: [{ field: 'cargoType', operator: 'IS_ANY_OF', values: ['1', '3'] }] })).toEqual([
      'WB-GI-3',
      'WB-GI-1',
    ]);
    expect(await ids({ search: 'gi-2' })).toEqual(['WB-GI-2']);
    // 22:30 UTC on the 4th is the 5th in Moscow.
    expect(await ids({}, { from: '2026-10-05', to: '2026-10-05' })).toEqual(['WB-GI-2']);
    expect(await ids({}, { from: '2026-10-02' })).toEqual(['WB-GI-3', 'WB-GI-2']);
    expect(await ids({}, { to: '2026-10-04' })).toEqual(['WB-GI-1']);
  });

  it('sorts by the computed figures, pages, and refuses an unknown field', async () => {
    expect(await ids({ sort: [{ field: 'sumPrice', direction: 'DESC' }] })).toEqual(['WB-GI-2', 'WB-GI-1', 'WB-GI-3']);
    expect(await ids({ sort: [{ field: 'savedCount', direction: 'ASC' }] })).toEqual(['WB-GI-3', 'WB-GI-2', 'WB-GI-1']);
    expect(await page({ page: 1, pageSize: 2 })).toMatchObject({ totalCount: 3, items: [{ id: 'WB-GI-1' }] });
    const answer = await app.graphql(
      PAGE,
      { q: { page: 0, pageSize: 10, sort: [{ field: 'companyId', direction: 'ASC' }] } },
      seller.headers,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("shows another company nothing of this one's, whatever it filters by", async () => {
    expect((await page({}, other)).items.map((item) => item.id)).toEqual(['WB-GI-9']);
    expect(await page({ search: 'WB-GI-1' }, other)).toEqual({ totalCount: 0, items: [] });
  });

  it('keeps the contract’s mpSupplies(page, pageSize) answering the same list', async () => {
    const answer = await app.graphql<{ mpSupplies: { totalCount: number; data: { id: string }[] } }>(
      '{ mpSupplies(page: 0, pageSize: 2) { totalCount data { id } } }',
      {},
      seller.headers,
    );
    expect(answer.data?.mpSupplies).toEqual({ totalCount: 3, data: [{ id: 'WB-GI-3' }, { id: 'WB-GI-2' }] });
  });
});
