import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { adminOfNewCompany, dataOf, type SignedIn } from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { syncServices, syncUntilDone, TIME_SCALE } from '../../../test/support/sync-kit.ts';
import type { Dataset } from '../sync/datasets.ts';
import { seedMissingCostPrices } from '../cards/cards.service.ts';
import { storeEndedPromotions } from './demo-promotions.ts';

// The demo seller's ended promotions: the cards that took part stored as syncs made while they ran
// would have, and WB's statistics of those days, so the plan/fact screen shows real figures whose
// totals are the sums of its rows.

const SYNC_TIMEOUT = 600_000;
const SET_TOKENS = `mutation T($mp: String, $content: String) {
  setCompanyWbTokens(mpAndStatisticToken: $mp, contentAndPricesToken: $content) { id message }
}`;
const FIGURES = 'orders ordersSum sold revenue profit';
const PLAN_FACT = `query ($id: Int!) { promotionPlanFact(promotionId: $id) {
  beforeWithoutProfit duringWithoutProfit
  cards { nmID vendorCode before { ${FIGURES} } during { ${FIGURES} } }
  before { ${FIGURES} } during { ${FIGURES} } } }`;
const LIST = '{ promotions { promotionId name state inAction } }';

interface Figures {
  orders: number;
  ordersSum: string;
  sold: number;
  revenue: string;
  profit: string | null;
}
interface PlanFact {
  beforeWithoutProfit: number;
  duringWithoutProfit: number;
  cards: { nmID: number; vendorCode: string | null; before: Figures; during: Figures }[];
  before: Figures;
  during: Figures;
}

/** Money values summed exactly, in kopecks. */
const kopecks = (text: string) => Math.round(Number(text) * 100);

function sumOf(rows: Figures[]) {
  const withProfit = rows.filter((r) => r.profit !== null);
  return {
    orders: rows.reduce((n, r) => n + r.orders, 0),
    ordersSum: rows.reduce((n, r) => n + kopecks(r.ordersSum), 0),
    sold: rows.reduce((n, r) => n + r.sold, 0),
    revenue: rows.reduce((n, r) => n + kopecks(r.revenue), 0),
    profit: withProfit.length ? withProfit.reduce((n, r) => n + kopecks(r.profit!), 0) : null,
    withoutProfit: rows.length - withProfit.length,
  };
}

const asSums = (f: Figures) => ({
  orders: f.orders,
  ordersSum: kopecks(f.ordersSum),
  sold: f.sold,
  revenue: kopecks(f.revenue),
  profit: f.profit === null ? null : kopecks(f.profit),
});

let app: TestApp;
let wb: WbEmulator;
let admin: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
  wb = await startWbEmulator({ seed: 11, timeScale: TIME_SCALE, scale: 0.2 });
  app.services.wbBaseUrl = wb.url;
  const company = await adminOfNewCompany(app, 'demo-promotions@example.com');
  admin = company.admin;
  const mp = wb.issueToken({ type: 'personal', categories: ['statistics', 'finance', 'promotion'] });
  const content = wb.issueToken({ type: 'personal', categories: ['content', 'prices'] });
  dataOf(await app.graphql(SET_TOKENS, { mp, content }, admin.headers));
  const companyId = Number(company.companyId);
  await storeEndedPromotions(app.services.db, companyId, wb.data.promotions);
  // The demo seller's cost prices, as the demo seeds them: a profit needs them.
  await seedMissingCostPrices(
    app.services.db,
    companyId,
    wb.data.cards.map((card) => ({ nmId: card.nmID, firstPriceKopecks: card.price * 40 })),
  );
  for (const dataset of ['cards', 'prices', 'promotions', 'orders', 'sales', 'finance'] satisfies Dataset[]) {
    const sync = await syncUntilDone(syncServices(app.database, wb), companyId, dataset, async () => [mp, content]);
    expect(sync.kind, dataset).toBe('done');
  }
}, SYNC_TIMEOUT);

afterAll(async () => {
  await wb?.close();
  await app?.close();
});

describe("the demo's ended promotions", () => {
  it('keep the cards that took part after the sync, and compare them with the days before in real figures', async () => {
    const { promotions } = dataOf(
      await app.graphql<{ promotions: { promotionId: number; state: string; inAction: number }[] }>(
        LIST,
        {},
        admin.headers,
      ),
    );
    const ended = promotions.filter((p) => p.state === 'ENDED');
    expect(ended.length).toBeGreaterThan(0);
    // The sync, which WB answers with no cards of an ended promotion, leaves them as stored.
    expect(ended.every((p) => p.inAction > 0)).toBe(true);

    const totals: { before: number; during: number; profit: boolean }[] = [];
    for (const promotion of ended) {
      const { promotionPlanFact: plan } = dataOf(
        await app.graphql<{ promotionPlanFact: PlanFact }>(PLAN_FACT, { id: promotion.promotionId }, admin.headers),
      );
      expect(plan.cards).toHaveLength(promotion.inAction);
      expect(plan.cards.every((c) => c.vendorCode !== null)).toBe(true);
      const before = sumOf(plan.cards.map((c) => c.before));
      const during = sumOf(plan.cards.map((c) => c.during));
      expect({ ...asSums(plan.before), withoutProfit: plan.beforeWithoutProfit }).toEqual(before);
      expect({ ...asSums(plan.during), withoutProfit: plan.duringWithoutProfit }).toEqual(during);
      totals.push({ before: plan.before.orders, during: plan.during.orders, profit: plan.during.profit !== null });
    }
    // Real figures: the cards were ordered during a promotion and before it, and earned a profit by the reports.
    expect(totals.some((t) => t.before > 0 && t.during > 0 && t.profit)).toBe(true);
  });
});
