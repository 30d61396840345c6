import type { WbClient, WbMethod } from '../../src/index.ts';

/** One call the client makes to WB, and where WB's OpenAPI files document it. */
export interface ClientOperation {
  method: WbMethod;
  /** The path as WB's spec writes it; `{x}` stands for any one segment. */
  path: string;
  /** The file in ../shared/wb-openapi/ that documents it; null when those files lack it (`why` says why). */
  file: string | null;
  why?: string;
  /** The call with placeholder arguments: enough to reach the method, not to find real data. */
  call: (client: WbClient) => Promise<unknown>;
}

const PAIR = [{ advertId: 1, nmId: 2 }];
const AFTER_SNAPSHOT = 'came after the files’ snapshot (docs/decisions.md, «WB client tests»)';

/** Every WB method the client calls. */
export const CLIENT_OPERATIONS: ClientOperation[] = [
  { file: '01-general.yaml', method: 'GET', path: '/api/v1/seller-info', call: (c) => c.common.sellerInfo() },
  { file: '01-general.yaml', method: 'GET', path: '/ping', call: (c) => c.common.ping('content') },
  { file: '02-items.yaml', method: 'POST', path: '/content/v2/get/cards/list', call: (c) => c.cards.page(null, 100) },
  { file: '02-items.yaml', method: 'GET', path: '/api/v2/list/goods/filter', call: (c) => c.prices.page(0, 1000) },
  { file: '02-items.yaml', method: 'POST', path: '/api/v2/list/goods/filter', call: (c) => c.prices.ofGoods([1]) },
  {
    file: '12-reports.yaml',
    method: 'GET',
    path: '/api/v1/supplier/orders',
    call: (c) => c.statistics.orders.changedSince('2026-11-01'),
  },
  {
    file: '12-reports.yaml',
    method: 'GET',
    path: '/api/v1/supplier/sales',
    call: (c) => c.statistics.sales.changedSince('2026-11-01'),
  },
  {
    file: '13-finances.yaml',
    method: 'POST',
    path: '/api/finance/v1/sales-reports/detailed',
    call: (c) => c.finance.page({ dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: 100 }),
  },
  {
    file: '13-finances.yaml',
    method: 'POST',
    path: '/api/finance/v1/sales-reports/list',
    call: (c) => c.finance.reportsPage({ dateFrom: '2026-11-01', dateTo: '2026-11-20' }),
  },
  {
    file: '13-finances.yaml',
    method: 'POST',
    path: '/api/finance/v1/sales-reports/detailed/{reportId}',
    call: (c) => c.finance.reportRowsPage('9007199254740993'),
  },
  {
    file: '03-orders-fbs.yaml',
    method: 'POST',
    path: '/api/v3/orders/stickers',
    call: (c) => c.marketplace.stickers([1]),
  },
  {
    file: '03-orders-fbs.yaml',
    method: 'GET',
    path: '/api/v3/supplies',
    call: (c) => c.marketplace.suppliesPage(0, 1000),
  },
  {
    file: '03-orders-fbs.yaml',
    method: 'GET',
    path: '/api/v3/supplies/{supplyId}',
    call: (c) => c.marketplace.supply('WB-GI-1'),
  },
  {
    file: '03-orders-fbs.yaml',
    method: 'GET',
    path: '/api/marketplace/v3/supplies/{supplyId}/order-ids',
    call: (c) => c.marketplace.supplyOrderIds('WB-GI-1'),
  },
  {
    file: '03-orders-fbs.yaml',
    method: 'GET',
    path: '/api/v3/orders',
    call: (c) => c.marketplace.ordersPage(c.marketplace.ordersCursor(new Date('2026-11-01'), new Date('2026-11-20'))),
  },
  {
    file: '03-orders-fbs.yaml',
    method: 'GET',
    path: '/api/marketplace/v3/fbs/orders/archive',
    call: (c) => c.marketplace.archivePage({ year: 2026, month: 5 }),
  },
  {
    file: '03-orders-fbs.yaml',
    method: 'POST',
    path: '/api/v3/orders/status',
    call: (c) => c.marketplace.orderStatuses([1]),
  },
  { file: '07-orders-fbw.yaml', method: 'POST', path: '/api/v1/supplies', call: (c) => c.supplies.page() },
  {
    file: '07-orders-fbw.yaml',
    method: 'GET',
    path: '/api/v1/supplies/{ID}',
    call: (c) => c.supplies.details({ supplyId: 1 }),
  },
  {
    file: '07-orders-fbw.yaml',
    method: 'GET',
    path: '/api/v1/supplies/{ID}/goods',
    call: (c) => c.supplies.goodsPage({ supplyId: 1 }),
  },
  { file: '10-rates.yaml', method: 'GET', path: '/api/v1/tariffs/box', call: (c) => c.tariffs.box('2026-11-20') },
  { file: '10-rates.yaml', method: 'GET', path: '/api/v1/tariffs/pallet', call: (c) => c.tariffs.pallet('2026-11-20') },
  { file: '10-rates.yaml', method: 'GET', path: '/api/v1/tariffs/commission', call: (c) => c.tariffs.commissions() },
  { file: '08-promotion.yaml', method: 'GET', path: '/adv/v1/promotion/count', call: (c) => c.adverts.counts() },
  { file: '08-promotion.yaml', method: 'GET', path: '/api/advert/v2/adverts', call: (c) => c.adverts.list() },
  {
    file: '08-promotion.yaml',
    method: 'GET',
    path: '/adv/v3/fullstats',
    call: (c) => c.adverts.fullStats([1], '2026-11-01', '2026-11-07'),
  },
  {
    file: '08-promotion.yaml',
    method: 'POST',
    path: '/adv/v0/normquery/stats',
    call: (c) => c.adverts.clusterTotals(PAIR, '2026-11-01', '2026-11-07'),
  },
  {
    file: '08-promotion.yaml',
    method: 'POST',
    path: '/adv/v1/normquery/stats',
    call: (c) => c.adverts.clusterDaily(PAIR, '2026-11-01', '2026-11-07'),
  },
  { file: '08-promotion.yaml', method: 'POST', path: '/adv/v0/normquery/list', call: (c) => c.adverts.clusters(PAIR) },
  {
    file: '08-promotion.yaml',
    method: 'POST',
    path: '/adv/v0/normquery/get-minus',
    call: (c) => c.adverts.minusPhrases(PAIR),
  },
  {
    file: '08-promotion.yaml',
    method: 'POST',
    path: '/adv/v0/normquery/set-minus',
    call: (c) => c.adverts.setMinusPhrases(PAIR[0]!, []),
  },
  { file: '08-promotion.yaml', method: 'GET', path: '/adv/v0/start', call: (c) => c.adverts.start(1) },
  { file: '08-promotion.yaml', method: 'GET', path: '/adv/v0/pause', call: (c) => c.adverts.pause(1) },
  { file: '08-promotion.yaml', method: 'GET', path: '/adv/v0/stop', call: (c) => c.adverts.stop(1) },
  {
    file: null,
    why: AFTER_SNAPSHOT,
    method: 'GET',
    path: '/api/advert/v0/daily-limits',
    call: (c) => c.adverts.dailyLimits([1]),
  },
  {
    file: null,
    why: AFTER_SNAPSHOT,
    method: 'POST',
    path: '/api/advert/v2/budget',
    call: (c) => c.adverts.budgets([1]),
  },
  {
    file: '08-promotion.yaml',
    method: 'GET',
    path: '/api/v1/calendar/promotions',
    call: (c) => c.calendar.promotions(new Date('2026-11-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z')),
  },
  {
    file: '08-promotion.yaml',
    method: 'GET',
    path: '/api/v1/calendar/promotions/details',
    call: (c) => c.calendar.details([1]),
  },
  {
    file: '08-promotion.yaml',
    method: 'GET',
    path: '/api/v1/calendar/promotions/nomenclatures',
    call: (c) => c.calendar.goods(1, false),
  },
  {
    file: '08-promotion.yaml',
    method: 'POST',
    path: '/api/v1/calendar/promotions/upload',
    call: (c) => c.calendar.upload(1, [2], true),
  },
];
