import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cardSettings, cardSettingsHistory } from '../cards/cards.tables.ts';
import { sellerWithCompany } from '../cards/catalog-fixtures.ts';
import { unitLedger } from '../supplies/supplies.tables.ts';
import { periodsFigures, type PeriodsFigures } from './periods-figures.repo.ts';
import { currencyTotals, unitFigures, type CurrencyTotals, type UnitFigures } from './report-figures.repo.ts';
import { wbFinanceRows } from './reports.tables.ts';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';

// The periods' figures counted in one statement are, to the kopeck, what each period counted alone gives
// (`currencyTotals` and `unitFigures`, as /reports counts them): on a seller generated from a fixed seed whose
// units cross the periods' borders, are sold in one period and returned in another at another order time,
// sit in both reports and in three currencies, priced by the ledger, by sticker, or by a card's cost price
// that changed between their sales.

const PERIODS = [
  { dateFrom: '2026-10-20', dateTo: '2026-10-20' },
  { dateFrom: '2026-10-19', dateTo: '2026-10-19' },
  { dateFrom: '2026-10-14', dateTo: '2026-10-20' },
  { dateFrom: '2026-10-07', dateTo: '2026-10-13' },
  { dateFrom: '2026-09-21', dateTo: '2026-10-20' },
  { dateFrom: '2026-08-22', dateTo: '2026-09-20' },
];
const CARDS_PERIOD = 4;
const NMS = [0, 501, 502, 503, 504, 505, 506];
const DOCS = ['Продажа', 'Продажа', 'Возврат', '', 'Корректировка'];
const CURRENCIES = ['RUB', 'RUB', 'RUB', 'RUB', 'RUB', 'RUB', 'BYN', 'KZT'];

/** A fixed sequence of pseudo-random numbers: the same seller on every run. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    int: (from: number, to: number) => from + Math.floor(next() * (to - from + 1)),
    pick: <T>(list: T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (share: number) => next() < share,
  };
}

const day = (offset: number) => new Date(Date.parse('2026-10-20T00:00:00Z') + offset * 86_400_000);
const dayText = (offset: number) => day(offset).toISOString().slice(0, 10);

let app: TestApp;
let companyId: number;

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
  ({ companyId } = await sellerWithCompany(app, 'periods@shop.by'));
  const random = seeded(20_261_020);
  const rows = [];
  let rrdId = 1_000;
  for (let unit = 0; unit < 600; unit += 1) {
    const shkId = 70_000 + random.int(0, 450);
    const nmId = random.pick(NMS);
    const currency = random.pick(CURRENCIES);
    const orderAt = random.chance(0.85) ? day(random.int(-70, 0)) : null;
    for (let n = random.int(1, 3); n > 0; n -= 1) {
      const rrDay = random.int(-64, 0);
      rows.push({
        companyId,
        rrdId: (rrdId += random.int(1, 3)),
        reportId: String(900 + Math.floor((rrDay + 70) / 7)),
        reportType: random.chance(0.7) ? 1 : 2,
        currency,
        rrDate: dayText(rrDay),
        shkId: random.chance(0.05) ? 0 : shkId,
        nmId: random.chance(0.05) ? null : nmId,
        vendorCode: `ART-${nmId}-${random.int(0, 2)}`,
        stickerId: random.chance(0.3) ? String(80_000 + (shkId % 200)) : random.pick([null, '']),
        docTypeName: random.pick(DOCS),
        sellerOperName: 'Продажа',
        // A return may carry another order time than its sale: its cost is taken at its own.
        orderDt: random.chance(0.9) ? orderAt : day(random.int(-70, 0)),
        saleDt: random.chance(0.5) ? day(rrDay) : null,
        forPayKopecks: random.int(0, 500_000),
        retailAmountKopecks: random.int(0, 600_000),
        deliveryServiceKopecks: random.chance(0.5) ? random.int(0, 20_000) : 0,
        penaltyKopecks: random.chance(0.1) ? random.int(0, 5_000) : 0,
        additionalPaymentKopecks: random.chance(0.05) ? random.int(0, 5_000) : 0,
        paidStorageKopecks: random.chance(0.1) ? random.int(0, 3_000) : 0,
        paidAcceptanceKopecks: random.chance(0.05) ? random.int(0, 3_000) : 0,
        deductionKopecks: random.chance(0.05) ? random.int(0, 3_000) : 0,
      });
    }
  }
  const db = app.services.db;
  for (let i = 0; i < rows.length; i += 500) await db.insert(wbFinanceRows).values(rows.slice(i, i + 500));
  await recountDailyFigures(db);
  // Some units saved in the ledger by their ШК, some by their FBS sticker.
  const ledger = new Map<string, number>();
  for (let i = 0; i < 150; i += 1) ledger.set(String(70_000 + random.int(0, 450)), random.int(10_000, 90_000));
  for (let i = 0; i < 60; i += 1) ledger.set(String(80_000 + random.int(0, 199)), random.int(10_000, 90_000));
  await db.insert(unitLedger).values(
    [...ledger].map(([shkId, kopecks]) => ({
      companyId,
      shkId,
      nmId: 501,
      firstPriceKopecks: kopecks,
      supplyId: 'WB-GI-1',
      type: 'FBO' as const,
      supplyDate: '2026-08-01',
      costSource: 'file' as const,
    })),
  );
  // Cards with a cost price and none; changes before, between and after the units' orders, two at the
  // same moment, and one value that is not an amount.
  await db.insert(cardSettings).values([
    { companyId, nmId: 501, firstPriceKopecks: 30_000 },
    { companyId, nmId: 502, firstPriceKopecks: null },
    { companyId, nmId: 503, firstPriceKopecks: 45_000 },
    { companyId, nmId: 505, firstPriceKopecks: 12_300 },
  ]);
  const change = (nmId: number, at: Date, oldValue: string | null, newValue: string | null) => ({
    companyId,
    nmId,
    field: 'firstPrice',
    oldValue,
    newValue,
    changedAt: at,
  });
  await db
    .insert(cardSettingsHistory)
    .values([
      change(501, day(-40), '250.00', '300.00'),
      change(503, day(-50), null, '400.00'),
      change(503, day(-20), '400.00', '450,5'),
      change(503, day(-20), '450,5', '450.00'),
      change(504, day(-10), 'сто', '99.99'),
      change(505, day(-30), '100.00', '123.00'),
      change(501, day(-5), '300.00', '300.00'),
    ]);
});

afterAll(() => app?.close());

const byKey = (a: CurrencyTotals, b: CurrencyTotals) =>
  a.reportType - b.reportType || (a.currency < b.currency ? -1 : 1);

/** The home page's cards as it counted them from each report's units: a unit's two parts taken together. */
function cardsFromUnits(main: UnitFigures[], buyout: UnitFigures[]) {
  const byShk = new Map<string, UnitFigures>();
  for (const part of [...main, ...buyout]) {
    const key = `${part.shkId}:${part.currency}`;
    const unit = byShk.get(key);
    if (!unit) {
      byShk.set(key, part);
      continue;
    }
    const sale = part.netSold !== 0 ? part : unit;
    byShk.set(key, {
      ...sale,
      netSold: unit.netSold + part.netSold,
      profit: unit.profit === null || part.profit === null ? null : unit.profit + part.profit,
    });
  }
  const cards = new Map<string, { nmId: number; currency: string; vendorCode: string | null; profit: number }>();
  for (const unit of byShk.values()) {
    if (!unit.nmId || unit.profit === null || unit.netSold === 0) continue;
    const key = `${unit.nmId}:${unit.currency}`;
    const card = cards.get(key) ?? { nmId: unit.nmId, currency: unit.currency, vendorCode: unit.vendorCode, profit: 0 };
    card.profit += unit.profit;
    cards.set(key, card);
  }
  const unitsNotSaved = [...byShk.values()].filter((u) => u.netSold > 0 && !u.isSaved).length;
  return { cards: [...cards.values()], unitsNotSaved };
}

describe('periodsFigures', () => {
  let figures: PeriodsFigures;
  beforeAll(async () => {
    figures = await periodsFigures(app.services.db, companyId, PERIODS, CARDS_PERIOD);
  });

  it("gives each period's totals and cost price as the period counted alone", async () => {
    let rows = 0;
    for (const [index, period] of PERIODS.entries()) {
      // The units table's totals are the report screen's own: the home page's periods do not count them.
      const alone = (await currencyTotals(app.services.db, { companyId, reportTypes: [1, 2], ...period })).map((t) => ({
        ...t,
        units: null,
      }));
      const together = figures.totals.filter((t) => t.period === index).map(({ period: _, ...t }) => t);
      expect(together.sort(byKey)).toEqual(alone.sort(byKey));
      rows += alone.reduce((n, t) => n + t.rowCount, 0);
    }
    // The seller is not empty where it matters: every period has rows, of both reports, in three currencies.
    expect(rows).toBeGreaterThan(1_000);
    expect(new Set(figures.totals.map((t) => t.period)).size).toBe(PERIODS.length);
    expect(new Set(figures.totals.map((t) => `${t.reportType}:${t.currency}`)).size).toBe(6);
  });

  it("gives the cards' profit and the units not saved as the period's units of each report give them", async () => {
    const period = { companyId, ...PERIODS[CARDS_PERIOD]! };
    const main = await unitFigures(app.services.db, { ...period, reportTypes: [1] });
    const buyout = await unitFigures(app.services.db, { ...period, reportTypes: [2] });
    const expected = cardsFromUnits(main, buyout);
    const order = (a: { nmId: number; currency: string }, b: { nmId: number; currency: string }) =>
      a.nmId - b.nmId || (a.currency < b.currency ? -1 : 1);
    expect([...figures.cards].sort(order)).toEqual(expected.cards.sort(order));
    expect(figures.unitsNotSaved).toBe(expected.unitsNotSaved);
    expect(expected.cards.length).toBeGreaterThan(5);
    expect(expected.unitsNotSaved).toBeGreaterThan(0);
  });
});
