import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { wbFboSupplies, wbFboSupplyGoods, wbOrders, wbStockHistory, wbStocks } from '../../db/schema/index.ts';
import { insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';

const TODAY = '2026-10-31';
const SCOPE = { w: 10, lead: 5, cover: 10, today: TODAY };

const PLAN = `query ($q: ListQuery!, $w: Int, $lead: Int, $cover: Int, $today: Date, $wh: String) {
  supplyPlanPage(query: $q, windowDays: $w, leadDays: $lead, coverDays: $cover, today: $today, warehouse: $wh) {
    totalCount today windowDays leadDays coverDays
    items { nmId techSize barcode district warehouse orders salesPerDay inDistrict onTheWay need toShip } } }`;

const WAREHOUSES = `query ($w: Int, $lead: Int, $cover: Int, $today: Date) {
  supplyPlanWarehouses(windowDays: $w, leadDays: $lead, coverDays: $cover, today: $today) { name district units barcodes } }`;

const SAVE = `mutation ($wh: String!, $w: Int, $lead: Int, $cover: Int, $today: Date) {
  saveSupplyPlan(warehouse: $wh, windowDays: $w, leadDays: $lead, coverDays: $cover, today: $today) {
    id message plan { id warehouse units coverDays leadDays windowDays incomeId incomeStatus
    lines { barcode nmId techSize planned shipped accepted } } } }`;

const SAVED = `{ savedSupplyPlans { id warehouse units incomeId incomeStatus
  lines { barcode planned shipped accepted } } }`;

const LOCALISATION = `query ($q: ListQuery!, $w: Int, $weeks: Int, $today: Date) {
  localisationPage(query: $q, windowDays: $w, weeks: $weeks, today: $today) {
    totalCount total { orders local share plannedShare }
    items { nmId orders local share plannedShare }
    weeks { week orders local share plannedShare } } }`;

describe('supply plan: what to ship where, saved and checked against the income; localisation of orders', () => {
  let app: TestApp;
  let seller: Seller;
  let other: Seller;
  let srid = 0;

  const order = (
    companyId: number,
    nmId: number,
    techSize: string,
    day: string,
    warehouseName: string,
    buyer: { country: string; okrug: string },
    extra: { isCancel?: boolean; warehouseType?: string } = {},
  ) => ({
    companyId,
    srid: `p-${++srid}`,
    date: new Date(`${day}T12:00:00+03:00`),
    lastChangeDate: new Date(`${day}T12:00:00+03:00`),
    nmId,
    techSize,
    warehouseName,
    warehouseType: extra.warehouseType ?? 'Склад WB',
    countryName: buyer.country,
    oblastOkrugName: buyer.okrug,
    isCancel: extra.isCancel ?? false,
  });
  const CENTRE = { country: 'Россия', okrug: 'Центральный федеральный округ' };
  const VOLGA = { country: 'Россия', okrug: 'Приволжский федеральный округ' };
  const BELARUS = { country: 'Беларусь', okrug: 'Минская область' };
  const stock = (
    companyId: number,
    nmId: number,
    chrtId: number,
    warehouseId: number,
    warehouseName: string,
    regionName: string,
    quantity: number,
    inWayFromClient = 0,
  ) => ({
    companyId,
    nmId,
    chrtId,
    warehouseId,
    warehouseName,
    regionName,
    quantity,
    inWayToClient: 0,
    inWayFromClient,
    syncedAt: new Date('2026-10-31T06:00:00Z'),
  });
  const days = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `2026-10-${String(from + i).padStart(2, '0')}`);

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'plan@example.com');
    other = await sellerWithCompany(app, 'plan-other@example.com');
    const a = seller.companyId;
    const size = (chrtID: number, techSize: string) => ({
      chrtID,
      techSize,
      priceKopecks: 100_000,
      discountedPriceKopecks: 90_000,
    });
    await insertCard(app, a, { nmId: 901, vendorCode: 'ПЛ-01', sizes: [size(9011, 'S'), size(9012, 'M')] });
    await insertCard(app, a, { nmId: 905, vendorCode: 'ПЛ-05', sizes: [size(9051, 'S')] });
    await insertCard(app, other.companyId, { nmId: 902, vendorCode: 'ЧУЖ-01', sizes: [size(9021, 'S')] });
    const db = app.services.db;
    await db.insert(wbStocks).values([
      stock(a, 901, 9011, 507, 'Коледино', 'Центральный', 20, 1),
      stock(a, 901, 9011, 117986, 'Казань', 'Приволжский', 2),
      // A warehouse the table does not know: placed by the region WB gives it.
      stock(a, 901, 9011, 999, 'Склад-Х', 'Дальневосточный', 3),
      stock(a, 905, 9051, 686, 'Новосибирск', 'Сибирский', 10),
      stock(other.companyId, 902, 9021, 218987, 'Астана', 'Казахстан', 50),
    ]);
    // 905 has been in Новосибирск since August, and nobody ordered it: storage paid for nothing.
    await db.insert(wbStockHistory).values({
      companyId: a,
      nmId: 905,
      chrtId: 9051,
      warehouseId: 686,
      day: '2026-08-01',
      quantity: 10,
      inWayToClient: 0,
      inWayFromClient: 0,
    });
    // An income on its way to Казань: 3 units of S, 1 of them accepted already.
    await db.insert(wbFboSupplies).values({
      companyId: a,
      preorderId: 71,
      statusId: 4,
      warehouseName: 'Казань',
      createDate: new Date('2026-10-29T09:00:00Z'),
    });
    await db
      .insert(wbFboSupplyGoods)
      .values({ companyId: a, preorderId: 71, barcode: '209011', nmId: 901, quantity: 3, acceptedQuantity: 1 });
    await db.insert(wbOrders).values([
      // S: 10 buyers in the centre served from Коледино, 4 on the Volga served from Коледино too, 1 cancelled.
      ...days(21, 30).map((day) => order(a, 901, 'S', day, 'Коледино', CENTRE)),
      ...days(27, 30).map((day) => order(a, 901, 'S', day, 'Коледино', VOLGA)),
      order(a, 901, 'S', '2026-10-28', 'Коледино', VOLGA, { isCancel: true }),
      // Two FBS orders from the centre: demand, but not WB's localisation.
      ...days(29, 30).map((day) =>
        order(a, 901, 'S', day, 'Склад продавца Минск', CENTRE, { warehouseType: 'Склад продавца' }),
      ),
      // M: 3 buyers in Belarus, served from Коледино.
      ...days(22, 24).map((day) => order(a, 901, 'M', day, 'Коледино', BELARUS)),
      order(other.companyId, 902, 'S', '2026-10-30', 'Астана', { country: 'Казахстан', okrug: 'Астана' }),
    ]);
  });
  afterAll(() => app.close());

  const plan = async (vars: Record<string, unknown> = {}, who: Seller = seller) => {
    const answer = await app.graphql<{
      supplyPlanPage: { totalCount: number; leadDays: number; items: Record<string, unknown>[] };
    }>(PLAN, { q: { page: 0, pageSize: 50 }, ...SCOPE, ...vars }, who.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.supplyPlanPage;
  };

  it("counts each size's need by buyers' district from orders, stock there and incomes on the way", async () => {
    const answer = await plan();
    expect(answer).toMatchObject({ totalCount: 5, leadDays: 5 });
    expect(answer.items).toEqual([
      // 3 orders in 10 days × 15 days = 4.5, rounded up; nothing in Belarus: Минск, the country's warehouse.
      {
        nmId: 901,
        techSize: 'M',
        barcode: '209012',
        district: 'Беларусь',
        warehouse: 'Минск',
        orders: 3,
        salesPerDay: '0.30',
        inDistrict: 0,
        onTheWay: 0,
        need: 5,
        toShip: 5,
      },
      // 4 orders → 6 needed; 2 in Казань and 2 of the income not accepted yet.
      {
        nmId: 901,
        techSize: 'S',
        barcode: '209011',
        district: 'Приволжский',
        warehouse: 'Казань',
        orders: 4,
        salesPerDay: '0.40',
        inDistrict: 2,
        onTheWay: 2,
        need: 6,
        toShip: 2,
      },
      {
        nmId: 901,
        techSize: 'S',
        barcode: '209011',
        district: 'Дальневосточный',
        warehouse: 'Склад-Х',
        orders: 0,
        salesPerDay: '0.00',
        inDistrict: 3,
        onTheWay: 0,
        need: 0,
        toShip: 0,
      },
      // 12 orders (the FBS ones too) → 18 needed; 20 in Коледино and 1 on its way back.
      {
        nmId: 901,
        techSize: 'S',
        barcode: '209011',
        district: 'Центральный',
        warehouse: 'Коледино',
        orders: 12,
        salesPerDay: '1.20',
        inDistrict: 21,
        onTheWay: 0,
        need: 18,
        toShip: 0,
      },
      {
        nmId: 905,
        techSize: 'S',
        barcode: '209051',
        district: 'Сибирский',
        warehouse: 'Новосибирск',
        orders: 0,
        salesPerDay: '0.00',
        inDistrict: 10,
        onTheWay: 0,
        need: 0,
        toShip: 0,
      },
    ]);
  });

  it('pages, sorts and filters on the server, and gives one warehouse its part', async () => {
    const sorted = await plan({
      q: { page: 0, pageSize: 2, sort: [{ field: 'need', direction: 'DESC' }], filters: [] },
    });
    expect(sorted.totalCount).toBe(5);
    expect(sorted.items.map((row) => [row.district, row.need])).toEqual([
      ['Центральный', 18],
      ['Приволжский', 6],
    ]);
    const filtered = await plan({
      q: { page: 0, pageSize: 50, filters: [{ field: 'toShip', operator: 'GREATER', value: '0' }] },
    });
    expect(filtered.items.map((row) => row.warehouse)).toEqual(['Минск', 'Казань']);
    const pastTheEnd = await plan({ q: { page: 9, pageSize: 2 } });
    expect(pastTheEnd).toMatchObject({ totalCount: 5, items: [] });
    const kazan = await plan({ wh: 'Казань' });
    expect(kazan.items.map((row) => [row.barcode, row.toShip])).toEqual([['209011', 2]]);
  });

  it('lists the warehouses the plan ships to, and refuses a cover out of range in Russian', async () => {
    const answer = await app.graphql<{ supplyPlanWarehouses: unknown[] }>(WAREHOUSES, SCOPE, seller.headers);
    expect(answer.data?.supplyPlanWarehouses).toEqual([
      { name: 'Минск', district: 'Беларусь', units: 5, barcodes: 1 },
      { name: 'Казань', district: 'Приволжский', units: 2, barcodes: 1 },
    ]);
    const bad = await app.graphql(PLAN, { q: { page: 0, pageSize: 5 }, ...SCOPE, cover: 0 }, seller.headers);
    expect(bad.errors?.[0]?.message).toBe('Запас на — целое число дней от 1 до 180.');
  });

  it("takes the company's lead time when none is asked, and keeps it", async () => {
    const refused = await app.graphql('mutation { setSupplyLeadDays(days: 0) { id } }', {}, seller.headers);
    expect(refused.errors?.[0]?.message).toBe('Срок поставки — целое число дней от 1 до 90.');
    expect((await plan({ lead: null })).leadDays).toBe(14);
    const set = await app.graphql(
      'mutation { setSupplyLeadDays(days: 25) { id message supplySettings { leadDays } } }',
      {},
      seller.headers,
    );
    expect(set.data).toEqual({
      setSupplyLeadDays: {
        id: String(seller.companyId),
        message: 'Срок поставки — 25 дн.: план и предупреждения на главной считаются с ним.',
        supplySettings: { leadDays: 25 },
      },
    });
    const settings = await app.graphql('{ supplySettings { leadDays } }', {}, seller.headers);
    expect(settings.data).toEqual({ supplySettings: { leadDays: 25 } });
    // 25 + 10 days: S in the centre needs 12 × 35 / 10 = 42, less 21 there.
    const longer = await plan({ lead: null, wh: 'Коледино' });
    expect(longer.items.map((row) => [row.need, row.toShip])).toEqual([[42, 21]]);
    // The other company keeps the default.
    const theirs = await app.graphql('{ supplySettings { leadDays } }', {}, other.headers);
    expect(theirs.data).toEqual({ supplySettings: { leadDays: 14 } });
    await app.graphql('mutation { setSupplyLeadDays(days: 14) { id } }', {}, seller.headers);
  });

  it('saves a warehouse part as a planned supply and checks it against the income to that warehouse', async () => {
    const saved = await app.graphql<{ saveSupplyPlan: { id: string; message: string; plan: { id: string } } }>(
      SAVE,
      { wh: 'Минск', ...SCOPE },
      seller.headers,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveSupplyPlan.message).toBe('План поставки на «Минск» сохранён: 5 шт.');
    expect(saved.data?.saveSupplyPlan.plan.id).toBe(saved.data?.saveSupplyPlan.id);
    expect(saved.data?.saveSupplyPlan.plan).toMatchObject({
      warehouse: 'Минск',
      units: 5,
      coverDays: 10,
      leadDays: 5,
      windowDays: 10,
      incomeId: null,
      lines: [{ barcode: '209012', nmId: 901, techSize: 'M', planned: 5, shipped: null, accepted: null }],
    });
    const nothing = await app.graphql(SAVE, { wh: 'Коледино', ...SCOPE }, seller.headers);
    expect(nothing.errors?.[0]?.message).toBe('На склад «Коледино» по плану отгружать нечего: сохранять нечего.');
    // The income comes: 4 of M accepted, and one 905 that was not planned.
    await app.services.db.insert(wbFboSupplies).values({
      companyId: seller.companyId,
      preorderId: 72,
      supplyId: 7200,
      statusId: 5,
      warehouseName: 'Минск',
      createDate: new Date(Date.now() + 60_000),
    });
    await app.services.db.insert(wbFboSupplyGoods).values([
      { companyId: seller.companyId, preorderId: 72, barcode: '209012', nmId: 901, quantity: 4, acceptedQuantity: 4 },
      { companyId: seller.companyId, preorderId: 72, barcode: '209051', nmId: 905, quantity: 1, acceptedQuantity: 1 },
    ]);
    const listed = await app.graphql<{ savedSupplyPlans: unknown[] }>(SAVED, {}, seller.headers);
    expect(listed.data?.savedSupplyPlans).toEqual([
      {
        id: saved.data!.saveSupplyPlan.id,
        warehouse: 'Минск',
        units: 5,
        incomeId: '7200',
        incomeStatus: 'Принята',
        lines: [
          { barcode: '209012', planned: 5, shipped: 4, accepted: 4 },
          { barcode: '209051', planned: 0, shipped: 1, accepted: 1 },
        ],
      },
    ]);
    // Another company sees none of it and cannot delete it.
    const theirs = await app.graphql<{ savedSupplyPlans: unknown[] }>(SAVED, {}, other.headers);
    expect(theirs.data?.savedSupplyPlans).toEqual([]);
    const intruded = await app.graphql(
      'mutation ($id: ID!) { deleteSupplyPlan(id: $id) { id message } }',
      { id: saved.data!.saveSupplyPlan.id },
      other.headers,
    );
    expect(intruded.errors?.[0]?.message).toBe('Такого плана поставки у компании нет.');
    const deleted = await app.graphql(
      'mutation ($id: ID!) { deleteSupplyPlan(id: $id) { id message } }',
      { id: saved.data!.saveSupplyPlan.id },
      seller.headers,
    );
    expect(deleted.data).toEqual({
      deleteSupplyPlan: { id: saved.data!.saveSupplyPlan.id, message: 'План поставки удалён.' },
    });
  });

  it('gives another company only its own plan, warehouses and localisation', async () => {
    const theirs = await plan({}, other);
    expect(theirs.items.map((row) => [row.nmId, row.district, row.warehouse, row.orders])).toEqual([
      [902, 'Казахстан', 'Астана', 1],
    ]);
    const warehouses = await app.graphql<{ supplyPlanWarehouses: unknown[] }>(WAREHOUSES, SCOPE, other.headers);
    expect(warehouses.data?.supplyPlanWarehouses).toEqual([]);
    const local = await app.graphql<{ localisationPage: { items: unknown[] } }>(
      LOCALISATION,
      { q: { page: 0, pageSize: 10 }, w: 10, weeks: 1, today: TODAY },
      other.headers,
    );
    expect(local.data?.localisationPage.items).toEqual([
      { nmId: 902, orders: 1, local: 1, share: '100.0', plannedShare: '100.0' },
    ]);
  });

  it("shares the orders served in the buyer's own district, by card, in total and by week", async () => {
    const answer = await app.graphql<{ localisationPage: unknown }>(
      LOCALISATION,
      { q: { page: 0, pageSize: 10 }, w: 10, weeks: 2, today: TODAY },
      seller.headers,
    );
    expect(answer.errors).toBeUndefined();
    // 17 orders from WB warehouses (the FBS and the cancelled left out), 10 of them local; every buyer's
    // district here has a WB warehouse, so the plan aims at all 17.
    expect(answer.data?.localisationPage).toEqual({
      totalCount: 1,
      total: { orders: 17, local: 10, share: '58.8', plannedShare: '100.0' },
      items: [{ nmId: 901, orders: 17, local: 10, share: '58.8', plannedShare: '100.0' }],
      weeks: [
        { week: '2026-10-19', orders: 8, local: 5, share: '62.5', plannedShare: '100.0' },
        { week: '2026-10-26', orders: 9, local: 5, share: '55.6', plannedShare: '100.0' },
      ],
    });
  });

  it('warns on /main of a card lying in a warehouse without orders for 60 days, linking to it on /stocks', async () => {
    const answer = await app.graphql<{ home: { warnings: { kind: string; message: string; link: string }[] } }>(
      `{ home(today: "${TODAY}") { warnings { kind message link } } }`,
      {},
      seller.headers,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.home.warnings.find((w) => w.kind === 'stock_idle')).toEqual({
      kind: 'stock_idle',
      message:
        '1 карточка лежит на складах WB без заказов 60 дней (10 шт., Новосибирск): хранение оплачивается впустую.',
      link: `/stocks?wh=${encodeURIComponent('Новосибирск')}&filter=${encodeURIComponent('[["nmId","isAnyOf",["905"]]]')}`,
    });
    const others = await app.graphql<{ home: { warnings: { kind: string }[] } }>(
      `{ home(today: "${TODAY}") { warnings { kind } } }`,
      {},
      other.headers,
    );
    expect(others.data!.home.warnings.map((w) => w.kind)).not.toContain('stock_idle');
  });
});
