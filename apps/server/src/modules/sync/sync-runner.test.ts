import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull, lt } from 'drizzle-orm';
import type { WbEmulator } from '@seller-helper/wb-emulator';
import { toMskDate } from '@seller-helper/wb';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  syncStates,
  wbAdvertBudgets,
  wbAdvertClusters,
  wbAdvertClusterStats,
  wbAdvertDailyStats,
  wbAdverts,
  wbCards,
  wbCommissions,
  wbFbsOrders,
  wbFbsSupplies,
  wbFboSupplies,
  wbFboSupplyGoods,
  wbFinanceRows,
  wbOrders,
  wbPrices,
  wbSales,
} from '../../db/schema/index.ts';
import type { JobServices } from '../../jobs/queue.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import {
  allCategoriesToken,
  createCompany,
  startSyncEmulator,
  syncServices,
  syncUntilDone,
} from '../../../test/support/sync-kit.ts';
import { syncWorld } from '../../../test/support/sync-world.ts';
import { DATASETS } from './datasets.ts';
import { getSyncState } from './sync-state.repo.ts';

const COMPANY = 190_000_001;
const DAY_MS = 86_400_000;

/** FBS orders a first sync stores: the archive from the month a year back, then the recent list. */
function fbsOrdersOfLastYear(emulator: WbEmulator): number {
  const from = Date.parse(`${toMskDate(new Date(Date.now() - 365 * DAY_MS)).slice(0, 7)}-01T00:00:00+03:00`);
  const book = emulator.data.orders;
  let n = 0;
  for (let day = 0; day < book.days; day++) {
    n += book
      .ordersOfDay(day)
      .filter((o) => o.model === 'fbs' && o.createdAt >= from && o.createdAt <= emulator.data.cutoffMs).length;
  }
  return n;
}

describe('a sync of each dataset against the WB emulator', () => {
  let database: DatabaseHandle;
  let emulator: WbEmulator;
  let services: JobServices;
  let token: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    emulator = await startSyncEmulator();
    services = syncServices(database, emulator);
    token = allCategoriesToken(emulator);
    await createCompany(database, COMPANY);
  });
  afterAll(async () => {
    await emulator.close();
    await database.close();
  });
  const tokens = async () => [token];
  const rowsOf = async (
    table:
      typeof wbCards | typeof wbPrices | typeof wbOrders | typeof wbSales | typeof wbFinanceRows | typeof wbCommissions,
  ) => (await database.db.select({ n: count() }).from(table).where(eq(table.companyId, COMPANY)))[0]!.n;

  it('stores every card and every price once, and a second sync adds nothing', async () => {
    expect(await syncUntilDone(services, COMPANY, 'cards', tokens)).toEqual({ kind: 'done' });
    expect(await syncUntilDone(services, COMPANY, 'prices', tokens)).toEqual({ kind: 'done' });
    expect(await rowsOf(wbCards)).toBe(emulator.data.cards.length);
    expect(await rowsOf(wbPrices)).toBe(emulator.data.cards.length);
    await syncUntilDone(services, COMPANY, 'cards', tokens);
    expect(await rowsOf(wbCards)).toBe(emulator.data.cards.length);
    const state = await getSyncState(database.db, COMPANY, 'cards');
    expect(state).toMatchObject({ running: false, lastError: null });
    expect(state?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('stores tariffs and commissions', async () => {
    expect(await syncUntilDone(services, COMPANY, 'tariffs', tokens)).toEqual({ kind: 'done' });
    expect(await syncUntilDone(services, COMPANY, 'commissions', tokens)).toEqual({ kind: 'done' });
    expect(await rowsOf(wbCommissions)).toBeGreaterThan(0);
  });

  it('stores orders, sales and the realization report, each row once by its natural key', async () => {
    for (const dataset of ['orders', 'sales', 'finance'] as const) {
      expect(await syncUntilDone(services, COMPANY, dataset, tokens)).toEqual({ kind: 'done' });
    }
    const orders = await rowsOf(wbOrders);
    const sales = await rowsOf(wbSales);
    const finance = await rowsOf(wbFinanceRows);
    expect(orders).toBeGreaterThan(100);
    expect(sales).toBeGreaterThan(50);
    expect(finance).toBeGreaterThan(100);
    const [sample] = await database.db
      .select()
      .from(wbFinanceRows)
      .where(eq(wbFinanceRows.companyId, COMPANY))
      .limit(1);
    expect(Number.isSafeInteger(sample?.forPayKopecks)).toBe(true);
    expect(sample?.currency).toBe('RUB');
    // Again: nothing duplicated, the cursors carry on from where they were.
    for (const dataset of ['orders', 'sales', 'finance'] as const)
      await syncUntilDone(services, COMPANY, dataset, tokens);
    expect([await rowsOf(wbOrders), await rowsOf(wbSales), await rowsOf(wbFinanceRows)]).toEqual([
      orders,
      sales,
      finance,
    ]);
  });

  it('leaves a Russian message when the token lacks a category, and other datasets go on', async () => {
    const contentOnly = emulator.issueToken({ type: 'personal', categories: ['content'] });
    const outcome = await syncUntilDone(services, COMPANY, 'orders', async () => [contentOnly]);
    expect(outcome).toEqual({ kind: 'failed', message: 'У токена нет категории «Статистика»: заказы не загружаются' });
    const state = await getSyncState(database.db, COMPANY, 'orders');
    expect(state?.lastError).toBe('У токена нет категории «Статистика»: заказы не загружаются');
    // Every dataset in turn with the same token: those it can read load, the others say why not.
    for (const dataset of DATASETS) await syncUntilDone(services, COMPANY, dataset, async () => [contentOnly]);
    const states = await database.db.select().from(syncStates).where(eq(syncStates.companyId, COMPANY));
    const errors = Object.fromEntries(states.map((s) => [s.dataset, s.lastError]));
    expect(errors).toEqual({
      cards: null,
      tariffs: null,
      commissions: null,
      prices: 'У токена нет категории «Цены и скидки»: цены и скидки не загружаются',
      promotions: 'У токена нет категории «Цены и скидки»: акции WB и их товары не загружаются',
      orders: 'У токена нет категории «Статистика»: заказы не загружаются',
      sales: 'У токена нет категории «Статистика»: продажи и возвраты не загружаются',
      finance: 'У токена нет категории «Финансы»: отчёты о реализации не загружаются',
      fbs: 'У токена нет категории «Маркетплейс»: поставки и сборочные задания FBS не загружаются',
      fbw: 'У токена нет категории «Поставки»: поставки FBO не загружаются',
      adverts: 'У токена нет категории «Продвижение»: рекламные кампании и их статистика не загружаются',
      paidStorage: 'У токена нет категории «Аналитика»: отчёты о платном хранении не загружаются',
      acceptance: 'У токена нет категории «Аналитика»: отчёты о платной приёмке не загружаются',
      stocks: 'У токена нет категории «Аналитика»: остатки на складах WB не загружаются',
      sellerStocks: 'У токена нет категории «Маркетплейс»: остатки на своих складах не загружаются',
    });
    expect(states.every((s) => !s.running)).toBe(true);
  });

  it('stops a dataset with a Russian message when WB refuses the token, and keeps what was stored', async () => {
    const [header, payload, signature] = allCategoriesToken(emulator).split('.');
    // WB reads the same claims but cannot verify the signature: 401.
    const refused = [header, payload, [...signature!].reverse().join('')].join('.');
    const before = await rowsOf(wbCards);
    const outcome = await syncUntilDone(services, COMPANY, 'cards', async () => [refused]);
    const message =
      'WB не принял токен: его отозвали, он истёк или недействителен. Загрузка остановлена, загруженное сохранено; добавьте новый токен в Настройки → Токены WB';
    expect(outcome).toEqual({ kind: 'failed', message });
    expect(await getSyncState(database.db, COMPANY, 'cards')).toMatchObject({ running: false, lastError: message });
    expect(await rowsOf(wbCards)).toBe(before);
    expect(await syncUntilDone(services, COMPANY, 'tariffs', tokens)).toEqual({ kind: 'done' });
  });
});

describe('a sync of FBS, FBW and adverts against the WB emulator', () => {
  const world = syncWorld(COMPANY);

  it('stores supplies, archived and recent orders with statuses, FBW goods and campaigns with daily and cluster statistics', async () => {
    const { database, emulator, services, token } = world;
    for (const dataset of ['fbs', 'fbw', 'adverts'] as const) {
      expect(await syncUntilDone(services, COMPANY, dataset, async () => [token])).toEqual({ kind: 'done' });
    }
    const n = async (
      table:
        | typeof wbFbsOrders
        | typeof wbFbsSupplies
        | typeof wbFboSupplies
        | typeof wbFboSupplyGoods
        | typeof wbAdverts
        | typeof wbAdvertDailyStats
        | typeof wbAdvertClusterStats
        | typeof wbAdvertClusters
        | typeof wbAdvertBudgets,
    ) => (await database.db.select({ n: count() }).from(table).where(eq(table.companyId, COMPANY)))[0]!.n;
    const counts = {
      fbsSupplies: await n(wbFbsSupplies),
      fbsOrders: await n(wbFbsOrders),
      fbwSupplies: await n(wbFboSupplies),
      fbwGoods: await n(wbFboSupplyGoods),
      adverts: await n(wbAdverts),
      stats: await n(wbAdvertDailyStats),
      clusterStats: await n(wbAdvertClusterStats),
      clusters: await n(wbAdvertClusters),
      budgets: await n(wbAdvertBudgets),
    };
    expect(counts.fbwSupplies).toBe(emulator.data.fbwSupplies.length);
    expect(counts.fbsOrders).toBe(fbsOrdersOfLastYear(emulator));
    const [archived] = await database.db
      .select({ n: count() })
      .from(wbFbsOrders)
      .where(lt(wbFbsOrders.createdAt, new Date(Date.now() - 120 * DAY_MS)));
    expect(archived!.n).toBeGreaterThan(0);
    for (const value of Object.values(counts)) expect(value).toBeGreaterThan(0);
    const withoutStatus = await database.db
      .select({ n: count() })
      .from(wbFbsOrders)
      .where(isNull(wbFbsOrders.wbStatus));
    expect(withoutStatus[0]!.n).toBe(0);
    for (const dataset of ['fbs', 'fbw', 'adverts'] as const)
      await syncUntilDone(services, COMPANY, dataset, async () => [token]);
    expect(await n(wbFbsOrders)).toBe(counts.fbsOrders);
    expect(await n(wbAdvertDailyStats)).toBe(counts.stats);
    expect(await n(wbAdvertClusterStats)).toBe(counts.clusterStats);
  });
});
