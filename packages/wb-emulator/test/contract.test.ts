import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WbEmulator } from '../src/index.ts';
import { call, start } from './helpers.ts';
import { openApiSpec as spec, WB_OPENAPI_PRESENT } from './openapi-check.ts';

interface Case {
  name: string;
  file: string;
  /** The path as the spec spells it. */
  specPath: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (emu: WbEmulator) => string;
  body?: (emu: WbEmulator) => unknown;
  status: number;
  token?: 'basic' | 'none';
}

const supplyOf = (emu: WbEmulator) => emu.data.fbwSupplies.find((s) => s.statusID === 5 && s.supplyID !== null)!.supplyID!;
const advertIn = (emu: WbEmulator, status: number) => emu.data.adverts.adverts.find((a) => a.status === status)!;
const promotionOf = (emu: WbEmulator, name: string) => emu.data.promotions.promotions.find((p) => p.name === name)!;
const report = (emu: WbEmulator) => emu.data.finance.reports().at(-2)!;

const cases: Case[] = [
  { name: 'ping', file: '01-general.yaml', specPath: '/ping', method: 'GET', url: () => '/common-api/ping', status: 200 },
  { name: 'seller-info', file: '01-general.yaml', specPath: '/api/v1/seller-info', method: 'GET', url: () => '/common-api/api/v1/seller-info', status: 200 },
  { name: 'seller-info without token', file: '01-general.yaml', specPath: '/api/v1/seller-info', method: 'GET', url: () => '/common-api/api/v1/seller-info', status: 401, token: 'none' },
  { name: 'cards list', file: '02-items.yaml', specPath: '/content/v2/get/cards/list', method: 'POST', url: () => '/content-api/content/v2/get/cards/list', body: () => ({ settings: { cursor: { limit: 100 }, filter: { withPhoto: -1 } } }), status: 200 },
  { name: 'prices, paged', file: '02-items.yaml', specPath: '/api/v2/list/goods/filter', method: 'GET', url: () => '/discounts-prices-api/api/v2/list/goods/filter?limit=1000', status: 200 },
  { name: 'prices by nmID', file: '02-items.yaml', specPath: '/api/v2/list/goods/filter', method: 'POST', url: () => '/discounts-prices-api/api/v2/list/goods/filter', body: (e) => ({ nmList: e.data.cards.slice(0, 20).map((c) => c.nmID) }), status: 200 },
  { name: 'size prices', file: '02-items.yaml', specPath: '/api/v2/list/goods/size/nm', method: 'GET', url: (e) => `/discounts-prices-api/api/v2/list/goods/size/nm?limit=100&nmID=${e.data.cards.find((c) => c.editableSizePrice)!.nmID}`, status: 200 },
  { name: 'price upload', file: '02-items.yaml', specPath: '/api/v2/upload/task', method: 'POST', url: () => '/discounts-prices-api/api/v2/upload/task', body: (e) => ({ data: [{ nmID: e.data.cards[0]!.nmID, price: e.data.cards[0]!.price + 10 }] }), status: 200 },
  { name: 'the same price upload again', file: '02-items.yaml', specPath: '/api/v2/upload/task', method: 'POST', url: () => '/discounts-prices-api/api/v2/upload/task', body: (e) => ({ data: [{ nmID: e.data.cards[0]!.nmID, price: e.data.cards[0]!.price + 10 }] }), status: 208 },
  { name: 'price upload changing nothing', file: '02-items.yaml', specPath: '/api/v2/upload/task', method: 'POST', url: () => '/discounts-prices-api/api/v2/upload/task', body: (e) => ({ data: [{ nmID: e.data.cards[1]!.nmID, price: e.data.cards[1]!.price, discount: e.data.cards[1]!.discount }] }), status: 400 },
  { name: 'size price upload', file: '02-items.yaml', specPath: '/api/v2/upload/task/size', method: 'POST', url: () => '/discounts-prices-api/api/v2/upload/task/size', body: (e) => { const card = e.data.cards.find((c) => c.editableSizePrice)!; return { data: [{ nmID: card.nmID, sizeID: card.sizes[0]!.chrtID, price: card.sizes[0]!.price + 10 }] }; }, status: 200 },
  { name: 'club discount upload', file: '02-items.yaml', specPath: '/api/v2/upload/task/club-discount', method: 'POST', url: () => '/discounts-prices-api/api/v2/upload/task/club-discount', body: (e) => ({ data: [{ nmID: e.data.cards[2]!.nmID, clubDiscount: (e.data.cards[2]!.clubDiscount + 1) % 50 }] }), status: 200 },
  { name: 'task being processed', file: '02-items.yaml', specPath: '/api/v2/buffer/tasks', method: 'GET', url: (e) => `/discounts-prices-api/api/v2/buffer/tasks?uploadID=${e.prices.create('card', [{ nmID: e.data.cards[3]!.nmID, price: 777 }]).id}`, status: 200 },
  { name: 'processed task', file: '02-items.yaml', specPath: '/api/v2/history/tasks', method: 'GET', url: (e) => `/discounts-prices-api/api/v2/history/tasks?uploadID=${processed(e)}`, status: 200 },
  { name: 'processed task by card', file: '02-items.yaml', specPath: '/api/v2/history/goods/task', method: 'GET', url: (e) => `/discounts-prices-api/api/v2/history/goods/task?limit=100&uploadID=${processed(e)}`, status: 200 },
  { name: 'price quarantine', file: '02-items.yaml', specPath: '/api/v2/quarantine/goods', method: 'GET', url: (e) => { processed(e, e.data.cards[5]!.nmID, 1); expect(e.prices.quarantine.size).toBe(1); return '/discounts-prices-api/api/v2/quarantine/goods?limit=100'; }, status: 200 },
  { name: 'statistics orders', file: '12-reports.yaml', specPath: '/api/v1/supplier/orders', method: 'GET', url: () => '/statistics-api/api/v1/supplier/orders?dateFrom=2026-11-01', status: 200 },
  { name: 'statistics sales', file: '12-reports.yaml', specPath: '/api/v1/supplier/sales', method: 'GET', url: () => '/statistics-api/api/v1/supplier/sales?dateFrom=2026-11-01', status: 200 },
  { name: 'finance detail', file: '13-finances.yaml', specPath: '/api/finance/v1/sales-reports/detailed', method: 'POST', url: () => '/finance-api/api/finance/v1/sales-reports/detailed', body: () => ({ dateFrom: '2026-10-01', dateTo: '2026-10-31', limit: 3000 }), status: 200 },
  { name: 'finance detail without dateTo', file: '13-finances.yaml', specPath: '/api/finance/v1/sales-reports/detailed', method: 'POST', url: () => '/finance-api/api/finance/v1/sales-reports/detailed', body: () => ({ dateFrom: '2026-10-01' }), status: 400 },
  { name: 'finance report list', file: '13-finances.yaml', specPath: '/api/finance/v1/sales-reports/list', method: 'POST', url: () => '/finance-api/api/finance/v1/sales-reports/list', body: () => ({ dateFrom: '2026-09-01', dateTo: '2026-11-19' }), status: 200 },
  { name: 'finance report list, Basic token', file: '13-finances.yaml', specPath: '/api/finance/v1/sales-reports/list', method: 'POST', url: () => '/finance-api/api/finance/v1/sales-reports/list', body: () => ({ dateFrom: '2026-09-01', dateTo: '2026-11-19' }), status: 403, token: 'basic' },
  { name: 'finance report by ID', file: '13-finances.yaml', specPath: '/api/finance/v1/sales-reports/detailed/{reportId}', method: 'POST', url: (e) => `/finance-api/api/finance/v1/sales-reports/detailed/${report(e).reportId}`, body: () => ({ limit: 2000 }), status: 200 },
  { name: 'FBS supplies', file: '03-orders-fbs.yaml', specPath: '/api/v3/supplies', method: 'GET', url: () => '/marketplace-api/api/v3/supplies?limit=1000&next=0', status: 200 },
  { name: 'FBS supply', file: '03-orders-fbs.yaml', specPath: '/api/v3/supplies/{supplyId}', method: 'GET', url: () => '/marketplace-api/api/v3/supplies/WB-GI-90000300', status: 200 },
  { name: 'FBS supply not found', file: '03-orders-fbs.yaml', specPath: '/api/v3/supplies/{supplyId}', method: 'GET', url: () => '/marketplace-api/api/v3/supplies/WB-GI-1', status: 404 },
  { name: 'FBS supply order IDs', file: '03-orders-fbs.yaml', specPath: '/api/marketplace/v3/supplies/{supplyId}/order-ids', method: 'GET', url: () => '/marketplace-api/api/marketplace/v3/supplies/WB-GI-90000300/order-ids', status: 200 },
  { name: 'FBS orders', file: '03-orders-fbs.yaml', specPath: '/api/v3/orders', method: 'GET', url: () => '/marketplace-api/api/v3/orders?limit=1000&next=0', status: 200 },
  { name: 'FBS orders, 40-day window', file: '03-orders-fbs.yaml', specPath: '/api/v3/orders', method: 'GET', url: () => `/marketplace-api/api/v3/orders?limit=10&next=0&dateFrom=1760000000&dateTo=${1760000000 + 40 * 86400}`, status: 400 },
  { name: 'FBS archive', file: '03-orders-fbs.yaml', specPath: '/api/marketplace/v3/fbs/orders/archive', method: 'GET', url: () => '/marketplace-api/api/marketplace/v3/fbs/orders/archive?year=2026&month=3&next=0&limit=1000', status: 200 },
  { name: 'FBS statuses', file: '03-orders-fbs.yaml', specPath: '/api/v3/orders/status', method: 'POST', url: () => '/marketplace-api/api/v3/orders/status', body: (e) => ({ orders: e.data.orders.ordersOfDay(360).filter((o) => o.model === 'fbs').map((o) => o.id) }), status: 200 },
  { name: 'FBS stickers', file: '03-orders-fbs.yaml', specPath: '/api/v3/orders/stickers', method: 'POST', url: () => '/marketplace-api/api/v3/orders/stickers?type=png&width=58&height=40', body: (e) => ({ orders: e.data.orders.ordersOfDay(300).filter((o) => o.model === 'fbs').slice(0, 100).map((o) => o.id) }), status: 200 },
  { name: 'FBS stickers, wrong size', file: '03-orders-fbs.yaml', specPath: '/api/v3/orders/stickers', method: 'POST', url: () => '/marketplace-api/api/v3/orders/stickers?type=svg&width=58&height=30', body: () => ({ orders: [1] }), status: 400 },
  { name: 'FBW supplies', file: '07-orders-fbw.yaml', specPath: '/api/v1/supplies', method: 'POST', url: () => '/supplies-api/api/v1/supplies', body: () => ({}), status: 200 },
  { name: 'FBW supply', file: '07-orders-fbw.yaml', specPath: '/api/v1/supplies/{ID}', method: 'GET', url: (e) => `/supplies-api/api/v1/supplies/${supplyOf(e)}`, status: 200 },
  { name: 'FBW supply goods', file: '07-orders-fbw.yaml', specPath: '/api/v1/supplies/{ID}/goods', method: 'GET', url: (e) => `/supplies-api/api/v1/supplies/${supplyOf(e)}/goods?limit=1000`, status: 200 },
  { name: 'FBW supply not found', file: '07-orders-fbw.yaml', specPath: '/api/v1/supplies/{ID}', method: 'GET', url: () => '/supplies-api/api/v1/supplies/1234', status: 404 },
  { name: 'box tariffs', file: '10-rates.yaml', specPath: '/api/v1/tariffs/box', method: 'GET', url: () => '/common-api/api/v1/tariffs/box?date=2026-11-19', status: 200 },
  { name: 'box tariffs without date', file: '10-rates.yaml', specPath: '/api/v1/tariffs/box', method: 'GET', url: () => '/common-api/api/v1/tariffs/box', status: 400 },
  { name: 'pallet tariffs', file: '10-rates.yaml', specPath: '/api/v1/tariffs/pallet', method: 'GET', url: () => '/common-api/api/v1/tariffs/pallet?date=2026-11-19', status: 200 },
  { name: 'commissions', file: '10-rates.yaml', specPath: '/api/v1/tariffs/commission', method: 'GET', url: () => '/common-api/api/v1/tariffs/commission?locale=ru', status: 200 },
  { name: 'advert count', file: '08-promotion.yaml', specPath: '/adv/v1/promotion/count', method: 'GET', url: () => '/advert-api/adv/v1/promotion/count', status: 200 },
  { name: 'adverts', file: '08-promotion.yaml', specPath: '/api/advert/v2/adverts', method: 'GET', url: () => '/advert-api/api/advert/v2/adverts', status: 200 },
  { name: 'fullstats', file: '08-promotion.yaml', specPath: '/adv/v3/fullstats', method: 'GET', url: (e) => `/advert-api/adv/v3/fullstats?ids=${advertIn(e, 9).id}&beginDate=2026-11-01&endDate=2026-11-19`, status: 200 },
  { name: 'fullstats, 40 days', file: '08-promotion.yaml', specPath: '/adv/v3/fullstats', method: 'GET', url: (e) => `/advert-api/adv/v3/fullstats?ids=${advertIn(e, 9).id}&beginDate=2026-09-01&endDate=2026-10-10`, status: 400 },
  { name: 'fullstats with a deleted campaign', file: '08-promotion.yaml', specPath: '/adv/v3/fullstats', method: 'GET', url: (e) => `/advert-api/adv/v3/fullstats?ids=${advertIn(e, 9).id},${advertIn(e, -1).id}&beginDate=2026-11-01&endDate=2026-11-19`, status: 400 },
  { name: 'normquery totals', file: '08-promotion.yaml', specPath: '/adv/v0/normquery/stats', method: 'POST', url: () => '/advert-api/adv/v0/normquery/stats', body: (e) => ({ from: '2026-11-01', to: '2026-11-19', items: [{ advert_id: advertIn(e, 9).id, nm_id: advertIn(e, 9).cards[0]!.nmID }] }), status: 200 },
  { name: 'normquery by day', file: '08-promotion.yaml', specPath: '/adv/v1/normquery/stats', method: 'POST', url: () => '/advert-api/adv/v1/normquery/stats', body: (e) => ({ from: '2026-11-10', to: '2026-11-19', items: [{ advertId: advertIn(e, 9).id, nmId: advertIn(e, 9).cards[0]!.nmID }] }), status: 200 },
  { name: 'normquery list', file: '08-promotion.yaml', specPath: '/adv/v0/normquery/list', method: 'POST', url: () => '/advert-api/adv/v0/normquery/list', body: (e) => ({ items: [{ advertId: advertIn(e, 9).id, nmId: advertIn(e, 9).cards[0]!.nmID }] }), status: 200 },
  { name: 'get-minus', file: '08-promotion.yaml', specPath: '/adv/v0/normquery/get-minus', method: 'POST', url: () => '/advert-api/adv/v0/normquery/get-minus', body: (e) => ({ items: [{ advert_id: advertIn(e, 9).id, nm_id: advertIn(e, 9).cards[0]!.nmID }] }), status: 200 },
  { name: 'stocks in WB warehouses', file: '11-analytics.yaml', specPath: '/api/analytics/v1/stocks-report/wb-warehouses', method: 'POST', url: () => '/seller-analytics-api/api/analytics/v1/stocks-report/wb-warehouses', body: () => ({ limit: 1000, offset: 0 }), status: 200 },
  { name: 'stocks in WB warehouses, too many rows', file: '11-analytics.yaml', specPath: '/api/analytics/v1/stocks-report/wb-warehouses', method: 'POST', url: () => '/seller-analytics-api/api/analytics/v1/stocks-report/wb-warehouses', body: () => ({ limit: 250001 }), status: 400 },
  { name: 'seller warehouses', file: '02-items.yaml', specPath: '/api/v3/warehouses', method: 'GET', url: () => '/marketplace-api/api/v3/warehouses', status: 200 },
  { name: 'seller stocks', file: '02-items.yaml', specPath: '/api/v3/stocks/{warehouseId}', method: 'POST', url: () => '/marketplace-api/api/v3/stocks/1012345', body: (e) => ({ chrtIds: e.data.cards.slice(0, 50).flatMap((c) => c.sizes.map((s) => s.chrtID)) }), status: 200 },
  { name: 'promotions calendar', file: '08-promotion.yaml', specPath: '/api/v1/calendar/promotions', method: 'GET', url: () => '/dp-calendar-api/api/v1/calendar/promotions?startDateTime=2026-01-01T00:00:00Z&endDateTime=2030-01-01T00:00:00Z&allPromo=true&limit=100', status: 200 },
  { name: 'promotions calendar without dates', file: '08-promotion.yaml', specPath: '/api/v1/calendar/promotions', method: 'GET', url: () => '/dp-calendar-api/api/v1/calendar/promotions?allPromo=true', status: 400 },
  { name: 'promotion details', file: '08-promotion.yaml', specPath: '/api/v1/calendar/promotions/details', method: 'GET', url: (e) => `/dp-calendar-api/api/v1/calendar/promotions/details?promotionIDs=${promotionOf(e, 'Товары дня').id}&promotionIDs=${promotionOf(e, 'Хиты сезона').id}`, status: 200 },
  { name: 'promotion goods', file: '08-promotion.yaml', specPath: '/api/v1/calendar/promotions/nomenclatures', method: 'GET', url: (e) => `/dp-calendar-api/api/v1/calendar/promotions/nomenclatures?promotionID=${promotionOf(e, 'Товары дня').id}&inAction=false&limit=1000`, status: 200 },
  { name: 'goods of an ended promotion', file: '08-promotion.yaml', specPath: '/api/v1/calendar/promotions/nomenclatures', method: 'GET', url: (e) => `/dp-calendar-api/api/v1/calendar/promotions/nomenclatures?promotionID=${promotionOf(e, 'Осенние скидки').id}&inAction=true`, status: 422 },
  { name: 'promotion upload', file: '08-promotion.yaml', specPath: '/api/v1/calendar/promotions/upload', method: 'POST', url: () => '/dp-calendar-api/api/v1/calendar/promotions/upload', body: (e) => ({ data: { promotionID: promotionOf(e, 'Новогодняя распродажа').id, uploadNow: false, nomenclatures: [promotionOf(e, 'Новогодняя распродажа').goods[0]!.card.nmID] } }), status: 200 },
  { name: 'upload to an ended promotion', file: '08-promotion.yaml', specPath: '/api/v1/calendar/promotions/upload', method: 'POST', url: () => '/dp-calendar-api/api/v1/calendar/promotions/upload', body: (e) => ({ data: { promotionID: promotionOf(e, 'Осенние скидки').id, uploadNow: true, nomenclatures: [1] } }), status: 422 },
];

/** A price task of the emulator, processed: its state read until WB applied it. */
function processed(e: WbEmulator, nmID = e.data.cards[4]!.nmID, price = e.data.cards[4]!.price + 1): number {
  const task = e.prices.create('card', [{ nmID, price }]);
  while (e.prices.read(task.id)?.status === 1);
  return task.id;
}

describe.skipIf(!WB_OPENAPI_PRESENT)('answers match WB OpenAPI schemas', () => {
  let emu: WbEmulator;
  let token: string;
  let basic: string;
  beforeAll(async () => {
    emu = await start({ rateLimits: false });
    const all = ['content', 'prices', 'statistics', 'finance', 'marketplace', 'supplies', 'promotion', 'analytics'] as const;
    token = emu.issueToken({ type: 'personal', categories: [...all] });
    basic = emu.issueToken({ type: 'basic', categories: [...all] });
  });
  afterAll(() => emu.close());

  it('the checker itself refuses a wrong answer', () => {
    const doc = spec('13-finances.yaml');
    const schema = doc.responseSchema('/api/finance/v1/sales-reports/detailed', 'post', 200);
    expect(doc.check([{ rrdId: 'x' }], schema)).toContain('$[0].rrdId: expected integer, got "x"');
    expect(doc.check([{}], schema)).toContain('$[0]: missing srid');
  });

  it.each(cases)('$name → $status', async (c) => {
    const auth = c.token === 'none' ? undefined : c.token === 'basic' ? basic : token;
    const answer = await call(emu, auth, c.method, c.url(emu), c.body?.(emu));
    expect(answer.status).toBe(c.status);
    const schema = spec(c.file).responseSchema(c.specPath, c.method.toLowerCase(), c.status);
    expect(schema, `the spec lists status ${c.status}`).not.toBeUndefined();
    if (schema) expect(spec(c.file).check(answer.body, schema).slice(0, 10)).toEqual([]);
    if (Array.isArray(answer.body)) expect(answer.body.length).toBeGreaterThan(0);
  });
});
