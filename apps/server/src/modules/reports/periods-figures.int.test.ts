import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cardSettings, cardSettingsHistory } from '../cards/cards.tables.ts';
import { sellerWithCompany } from '../cards/catalog-fixtures.ts';
import { unitLedger } from '../supplies/supplies.tables.ts';
import { periodsFigures, type PeriodsFigures } from './periods-figures.repo.ts';
import { currencyTotals, type CurrencyTotals } from './report-figures.repo.ts';
import { wbFinanceRows } from './reports.tables.ts';
import { costDaysOfRows, recountDailyFigures } from '../../../test/support/daily-figures.ts';

// The periods' figures counted in one statement are, to the kopeck, what each period counted alone gives
// (`currencyTotals`, as /reports counts them), and its cards what the period's rows priced one by one give: on a seller generated from a fixed seed whose
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

/**
 * The home page's cards and units not saved out of the cost days summed straight from the period's rows
 * (`costDaysOfRows`, priced without the module's fragments): a card's profit is the payout of its rows not
 * left out less their cost price; a card all of whose rows are left out has none.
 */
async function cardsFromRows(period: { dateFrom: string; dateTo: string }) {
  const { rows } = (await app.services.db.execute(sql`
    with days as (${costDaysOfRows(companyId)})
    select nm_id::bigint nm_id, currency,
      sum(for_pay::bigint - delivery::bigint - penalty::bigint - left_out_payout::bigint - cost::bigint)::text profit,
      sum(row_count::bigint) > sum(left_out_rows::bigint) counted, sum(not_saved::bigint)::int not_saved
    from days where report_type in ('1', '2') and day between ${period.dateFrom} and ${period.dateTo}
    group by nm_id, currency`)) as unknown as {
    rows: { nm_id: string | number; currency: string; profit: string; counted: boolean; not_saved: number }[];
  };
  // A card's article: the smallest of its unit rows in the main report, else in the buyout report.
  const { rows: articleRows } = (await app.services.db.execute(sql`
    select nm_id, currency, coalesce(min(vendor_code) filter (where report_type = 1), min(vendor_code)) article
    from wb_finance_rows
    where company_id = ${companyId} and report_type in (1, 2) and shk_id <> 0
      and rr_date between ${period.dateFrom} and ${period.dateTo}
    group by nm_id, currency`)) as unknown as { rows: { nm_id: string | number; currency: string; article: string }[] };
  const articles = new Map(articleRows.map((r) => [`${r.nm_id}:${r.currency}`, r.article]));
  return {
    cards: rows
      .filter((r) => Number(r.nm_id) !== 0 && r.counted)
      .map((r) => ({
        nmId: Number(r.nm_id),
        currency: r.currency,
        vendorCode: articles.get(`${r.nm_id}:${r.currency}`) ?? null,
        profit: Number(r.profit),
      })),
    unitsNotSaved: rows.reduce((n, r) => n + Number(r.not_saved), 0),
  };
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

  it("gives the cards' profit and the units not saved as the period's rows priced one by one give them", async () => {
    const period = { companyId, ...PERIODS[CARDS_PERIOD]! };
    const expected = await cardsFromRows(period);
    const order = (a: { nmId: number; currency: string }, b: { nmId: number; currency: string }) =>
      a.nmId - b.nmId || (a.currency < b.currency ? -1 : 1);
    expect([...figures.cards].sort(order)).toEqual(expected.cards.sort(order));
    expect(figures.unitsNotSaved).toBe(expected.unitsNotSaved);
    expect(expected.cards.length).toBeGreaterThan(5);
    expect(expected.unitsNotSaved).toBeGreaterThan(0);
  });
});
