import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { toMskDate } from '@seller-helper/wb';
import { dataOf, signInWith, type SignedIn } from '../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { syncServices, syncUntilDone, TIME_SCALE } from '../../test/support/sync-kit.ts';
import type { Dataset } from '../modules/sync/datasets.ts';
import { getCompanyWbTokens } from '../modules/tokens-vault/tokens-vault.service.ts';
import { seedDemo } from './seed-demo.ts';

// The demo seller as a newcomer finds it after the first sync, at the demo's own seed and scale: most
// cards have a cost price, the ledger holds supplies and incomes saved whole, in part and not at all,
// and campaigns run and pause with spend. A change to the seed or the emulator that flattens the
// living business fails here instead of on a newcomer's screen.

const SEED = 42;
const DAY_MS = 86_400_000;
/** A seller's year synced on a busy machine: a guard against a hang, not a measure of speed. */
const SYNC_TIMEOUT = 1_200_000;

const STATE = `query ($from: Date!, $to: Date!) {
  cards { nmID firstPrice }
  fboIncomes(from: "2000-01-01") { incomeId status savedQuantity totalQuantity }
  adverts { advertId status }
  advertSpends(from: $from, to: $to) { advertId spend }
}`;
const SUPPLIES = `query ($page: Int!) { mpSupplies(page: $page, pageSize: 500) {
  totalCount data { id savedCount unitCount }
} }`;

interface State {
  cards: { nmID: number; firstPrice: string | null }[];
  fboIncomes: { incomeId: string; status: string; savedQuantity: number; totalQuantity: number }[];
  adverts: { advertId: number; status: number }[];
  advertSpends: { advertId: number; spend: string }[];
}
interface Supplies {
  mpSupplies: { totalCount: number; data: { id: string; savedCount: number; unitCount: number }[] };
}

/** How many are saved whole, in part and not at all. */
function split(items: { saved: number; total: number }[]) {
  return {
    whole: items.filter((i) => i.total > 0 && i.saved >= i.total).length,
    partly: items.filter((i) => i.saved > 0 && i.saved < i.total).length,
    none: items.filter((i) => i.saved === 0).length,
  };
}

describe('the demo seller after the first sync', () => {
  let app: TestApp;
  let emulator: WbEmulator;
  let demo: Omit<SignedIn, 'email'>;
  let state: State;

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    emulator = await startWbEmulator({ seed: SEED, timeScale: TIME_SCALE });
    const companyId = await seedDemo(app.services.db, app.services.config, {
      url: emulator.url,
      seller: emulator.data.seller,
      issueToken: (options) => emulator.issueToken(options),
      close: async () => {},
    });
    const tokens = await getCompanyWbTokens(app.services.db, app.services.config, companyId);
    const services = syncServices(app.database, emulator);
    for (const dataset of ['cards', 'prices', 'fbs', 'fbw', 'adverts'] satisfies Dataset[]) {
      const outcome = await syncUntilDone(services, companyId, dataset, async () => tokens);
      expect(outcome.kind, dataset).toBe('done');
    }
    demo = await signInWith(app, 'demo');
    const today = toMskDate(new Date());
    const from = toMskDate(new Date(Date.now() - 30 * DAY_MS));
    state = dataOf(await app.graphql<State>(STATE, { from, to: today }, demo.headers));
  }, SYNC_TIMEOUT);

  afterAll(async () => {
    await emulator?.close();
    await app?.close();
  });

  it('has a cost price on all cards but a few', () => {
    const priced = state.cards.filter((card) => card.firstPrice !== null).length;
    expect(state.cards.length).toBe(emulator.data.cards.length);
    expect(priced / state.cards.length).toBeGreaterThanOrEqual(0.95);
    expect(priced).toBeLessThan(state.cards.length);
  });

  it('has FBS supplies saved whole by the sync and some in part (their cards without a cost price)', async () => {
    const supplies: Supplies['mpSupplies']['data'] = [];
    for (let page = 0; ; page++) {
      const { mpSupplies } = dataOf(await app.graphql<Supplies>(SUPPLIES, { page }, demo.headers));
      supplies.push(...mpSupplies.data);
      if (supplies.length >= mpSupplies.totalCount || mpSupplies.data.length === 0) break;
    }
    const counts = split(supplies.map((s) => ({ saved: s.savedCount, total: s.unitCount })));
    expect(counts.whole).toBeGreaterThan(supplies.length / 2);
    expect(counts.partly).toBeGreaterThan(0);
  });

  it('has one FBO income saved whole, two in part and the rest waiting for their files', () => {
    const accepted = state.fboIncomes.filter((income) => income.status === 'Принято');
    const counts = split(accepted.map((i) => ({ saved: i.savedQuantity, total: i.totalQuantity })));
    expect(counts).toEqual({ whole: 1, partly: 2, none: accepted.length - 3 });
    expect(accepted.length).toBeGreaterThan(10);
  });

  it('runs campaigns: several active and at least one paused have spent in the last 30 days', () => {
    const statusOf = new Map(state.adverts.map((a) => [a.advertId, a.status]));
    const spent = state.advertSpends.filter((s) => Number(s.spend) > 0).map((s) => statusOf.get(s.advertId));
    expect(spent.filter((status) => status === 9).length).toBeGreaterThanOrEqual(3);
    expect(spent.filter((status) => status === 11).length).toBeGreaterThanOrEqual(1);
    // Campaigns in the other states are there too, as in a shop that has run ads for a year.
    for (const status of [-1, 4, 7, 8]) expect(state.adverts.some((a) => a.status === status)).toBe(true);
  });
});
