import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { wbFinanceRows } from '../../db/schema/index.ts';
import { colleagueOf, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { insertWorkedExample, SET_CARD } from './worked-example.fixtures.ts';

const PLAN_FACT = `query ($from: Date!, $to: Date!, $w: String, $fbo: String) {
  unitPlanFact(dateFrom: $from, dateTo: $to, warehouseName: $w, fboWarehouseName: $fbo) {
    dateFrom dateTo warehouseName fboWarehouseName
    cards { nmID vendorCode scheme sold plannedBuyoutPercent actualBuyoutPercent missing lines { line plan fact difference }
      currency payoutTotal costTotal profitTotal uncostedUnits }
    totals { sold payout profit uncostedCards uncostedUnits uncostedPayout otherCurrencyCards }
  }
}`;

interface PlanFactAnswer {
  unitPlanFact: {
    warehouseName: string;
    fboWarehouseName: string | null;
    totals: Record<string, string | number>;
    cards: {
      payoutTotal: string;
      costTotal: string;
      profitTotal: string | null;
      uncostedUnits: number;
      nmID: number;
      scheme: string;
      sold: number;
      plannedBuyoutPercent: string;
      actualBuyoutPercent: string | null;
      missing: string | null;
      lines: { line: string; plan: string | null; fact: string | null; difference: string | null }[];
    }[];
  };
}

let nextRrdId = 1;
/** One row of the main report of 7–13 Sep 2026 for card 501, sent from WB's warehouse unless told. */
const row = (companyId: number, fields: Partial<typeof wbFinanceRows.$inferInsert>) => ({
  companyId,
  rrdId: nextRrdId++,
  reportId: '9001',
  reportType: 1,
  dateFrom: '2026-09-07',
  dateTo: '2026-09-13',
  currency: 'RUB',
  rrDate: '2026-09-10',
  nmId: 501,
  vendorCode: 'ПРИМЕР-1',
  deliveryMethod: 'FBW, (МГТ)',
  ...fields,
});

/** A sale or return of the card at example 1's price: 1459.27, commission 237.13 + 47.43 VAT, fee 21.89. */
const goods = (companyId: number, shkId: number, doc: 'Продажа' | 'Возврат') =>
  row(companyId, {
    shkId,
    docTypeName: doc,
    sellerOperName: doc,
    retailPriceWithDiscKopecks: 145_927,
    vwKopecks: 23_713,
    vwNdsKopecks: 4_743,
    acquiringFeeKopecks: 2_189,
    forPayKopecks: 115_282,
  });
const trip = (companyId: number, shkId: number, way: 'to' | 'back') =>
  row(companyId, {
    shkId,
    sellerOperName: 'Логистика',
    deliveryAmount: way === 'to' ? 1 : 0,
    returnAmount: way === 'back' ? 1 : 0,
    deliveryServiceKopecks: 11_932,
  });

describe('plan against fact on /unit', () => {
  let app: TestApp;
  let sellerA: Seller;
  let colleagueA: Seller;
  let sellerB: Seller;
  let sellerC: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    sellerA = await sellerWithCompany(app, 'plan-fact-a@example.com');
    colleagueA = await colleagueOf(app, sellerA, 'plan-fact-a-colleague@example.com');
    sellerB = await sellerWithCompany(app, 'plan-fact-b@example.com');
    await insertWorkedExample(app, sellerA);
    const a = sellerA.companyId;
    // Worked example «plan against fact»: units 1 and 2 bought, unit 3 bought and returned, unit 4 refused.
    await app.services.db.insert(wbFinanceRows).values([
      trip(a, 1, 'to'),
      goods(a, 1, 'Продажа'),
      trip(a, 2, 'to'),
      goods(a, 2, 'Продажа'),
      trip(a, 3, 'to'),
      goods(a, 3, 'Продажа'),
      goods(a, 3, 'Возврат'),
      trip(a, 3, 'back'),
      trip(a, 4, 'to'),
      trip(a, 4, 'back'),
      row(a, { sellerOperName: 'Хранение', paidStorageKopecks: 2_501, deliveryMethod: null }),
      row(a, { shkId: 4, sellerOperName: 'Штраф', penaltyKopecks: 10_000 }),
      // Outside the period, and a row of no card: neither counts.
      { ...trip(a, 5, 'to'), rrDate: '2026-09-14' },
      row(a, { nmId: null, sellerOperName: 'Хранение', paidStorageKopecks: 99_999 }),
      // One FBS sale of the same card: its own line, with no trips in the period.
      row(a, {
        shkId: 6,
        docTypeName: 'Продажа',
        sellerOperName: 'Продажа',
        deliveryMethod: 'FBS, (МГТ)',
        forPayKopecks: 100_000,
      }),
      // Card 502 has no cost price: its unit sold has no profit and is left out of the profit total.
      row(a, {
        shkId: 7,
        nmId: 502,
        vendorCode: 'БЕЗ-ЦЕНЫ',
        docTypeName: 'Продажа',
        sellerOperName: 'Продажа',
        forPayKopecks: 50_000,
      }),
      row(a, {
        shkId: 7,
        nmId: 502,
        vendorCode: 'БЕЗ-ЦЕНЫ',
        sellerOperName: 'Логистика',
        deliveryAmount: 1,
        deliveryServiceKopecks: 5_000,
      }),
    ]);
    // Both legs (docs/money.md, «The return leg»): at 75 % buyout, 4 units sent, 3 bought, 1 there and back.
    sellerC = await sellerWithCompany(app, 'plan-fact-c@example.com');
    await insertWorkedExample(app, sellerC);
    await app.graphql(SET_CARD, { id: '501', data: { buyoutPercent: '75' } }, sellerC.headers);
    const c = sellerC.companyId;
    await app.services.db
      .insert(wbFinanceRows)
      .values([
        ...[11, 12, 13].flatMap((shk) => [trip(c, shk, 'to'), goods(c, shk, 'Продажа')]),
        trip(c, 14, 'to'),
        trip(c, 14, 'back'),
      ]);
    // Rows written here, not by the sync: their days are recounted as the sync would.
    await recountDailyFigures(app.services.db);
  });
  afterAll(() => app.close());

  const planFact = (who: Seller, variables: Record<string, unknown>) =>
    app.graphql<PlanFactAnswer>(PLAN_FACT, { from: '2026-09-07', to: '2026-09-13', ...variables }, who.headers);

  it('gives the worked example of docs/money.md to the kopeck', async () => {
    const answer = await planFact(sellerA, { w: 'Минск' });
    expect(answer.errors).toBeUndefined();
    const report = answer.data!.unitPlanFact;
    expect(report.warehouseName).toBe('Минск');
    expect(report.fboWarehouseName).toBe('Минск');
    expect(report.cards.map((c) => [c.nmID, c.scheme, c.sold])).toEqual([
      [501, 'FBO', 2],
      [501, 'FBS', 1],
      [502, 'FBO', 1],
    ]);
    const fbo = report.cards[0]!;
    expect(fbo).toMatchObject({ plannedBuyoutPercent: '90.00', actualBuyoutPercent: '50.00', missing: null });
    expect(fbo.lines).toEqual([
      { line: 'REVENUE', plan: '1459.27', fact: '1459.27', difference: '0.00' },
      { line: 'COMMISSION', plan: '284.56', fact: '284.56', difference: '0.00' },
      { line: 'ACQUIRING', plan: '21.89', fact: '21.89', difference: '0.00' },
      { line: 'LOGISTICS', plan: '145.84', fact: '357.96', difference: '212.12' },
      { line: 'STORAGE', plan: '13.10', fact: '12.51', difference: '-0.59' },
      { line: 'ACCEPTANCE', plan: '0.00', fact: '0.00', difference: '0.00' },
      { line: 'PENALTIES', plan: '0.00', fact: '50.00', difference: '50.00' },
      { line: 'PAYOUT', plan: '993.88', fact: '732.36', difference: '-261.52' },
      { line: 'COST', plan: '600.00', fact: '600.00', difference: '0.00' },
      { line: 'PROFIT', plan: '393.88', fact: '132.36', difference: '-261.52' },
    ]);
    expect(fbo).toMatchObject({
      payoutTotal: '1464.71',
      costTotal: '1200.00',
      profitTotal: '264.71',
      uncostedUnits: 0,
    });
    const fbs = report.cards[1]!;
    expect(fbs.actualBuyoutPercent).toBeNull();
    expect(fbs.lines.find((l) => l.line === 'PAYOUT')).toEqual({
      line: 'PAYOUT',
      plan: '999.68',
      fact: '1000.00',
      difference: '0.32',
    });
    expect(fbs).toMatchObject({ payoutTotal: '1000.00', costTotal: '600.00', profitTotal: '400.00' });
    const uncosted = report.cards[2]!;
    expect(uncosted).toMatchObject({ payoutTotal: '450.00', profitTotal: null, uncostedUnits: 1 });
    expect(uncosted.lines.find((l) => l.line === 'PROFIT')).toEqual({
      line: 'PROFIT',
      plan: null,
      fact: null,
      difference: null,
    });
    // The profit total is the sum of the rows that have one; the unit without a cost price is named beside it.
    expect(report.totals).toEqual({
      sold: 4,
      payout: '2914.71',
      profit: '664.71',
      uncostedCards: 1,
      uncostedUnits: 1,
      uncostedPayout: '450.00',
      otherCurrencyCards: 0,
    });
  });

  it('plans both legs of a unit not bought out as WB charges them, to the kopeck', async () => {
    const answer = await planFact(sellerC, {});
    const card = answer.data!.unitPlanFact.cards[0]!;
    expect(card).toMatchObject({ sold: 3, plannedBuyoutPercent: '75.00', actualBuyoutPercent: '75.00' });
    // Plan 119.32 + 2 × 119.32 × 25 / 75 = 119.32 + 79.55; fact 5 trips × 119.32 / 3 sold = 198.866… → 198.87.
    expect(card.lines.find((l) => l.line === 'LOGISTICS')).toEqual({
      line: 'LOGISTICS',
      plan: '198.87',
      fact: '198.87',
      difference: '0.00',
    });
  });

  it('shows colleagues the same and another company nothing', async () => {
    const mine = await planFact(sellerA, { w: 'Минск' });
    const colleague = await planFact(colleagueA, { w: 'Минск' });
    expect(colleague.data).toEqual(mine.data);
    const other = await planFact(sellerB, {});
    expect(other.data!.unitPlanFact.cards).toEqual([]);
  });

  it('says why there is no fact, and refuses a wrong period', async () => {
    const nothingSold = await planFact(sellerA, { from: '2026-09-14', to: '2026-09-14' });
    expect(nothingSold.data!.unitPlanFact.cards[0]).toMatchObject({
      sold: 0,
      missing: 'За период нет выкупленных единиц: факт на единицу не посчитать.',
    });
    const backwards = await planFact(sellerA, { from: '2026-09-13', to: '2026-09-07' });
    expect(backwards.errors?.[0]?.message).toBe('Начало периода позже его конца: проверьте даты «с» и «по».');
    const long = await planFact(sellerA, { from: '2026-01-01', to: '2026-09-13' });
    expect(long.errors?.[0]?.message).toMatch(/^Период — не больше 93 дней/);
  });
});
