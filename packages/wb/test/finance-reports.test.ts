import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import {
  createWbClient,
  InMemoryRateLimiter,
  quoteIntegers,
  wbBaseUrls,
  WbForbiddenError,
  type RealizationReport,
  type RealizationRow,
  type WbClient,
  type WbPage,
} from '../src/index.ts';

const ANCHOR = '2026-11-20';
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

async function all<T, C>(pages: AsyncGenerator<WbPage<T, C>>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of pages) items.push(...page.items);
  return items;
}

/**
 * What WB pays out for a report, from its rows: goods (a return subtracts) less services plus
 * additional payments, and the loyalty programme (the discount compensated, less the points withheld
 * and the cost of taking part).
 */
function payoutOf(rows: readonly RealizationRow[]) {
  let forPay = 0;
  let costs = 0;
  let additional = 0;
  let loyalty = 0;
  for (const r of rows) {
    forPay += r.docTypeName === 'Возврат' ? -r.forPayKopecks : r.forPayKopecks;
    costs +=
      r.deliveryServiceKopecks + r.paidStorageKopecks + r.paidAcceptanceKopecks + r.deductionKopecks + r.penaltyKopecks;
    additional += r.additionalPaymentKopecks;
    loyalty += r.cashbackDiscountKopecks - r.cashbackAmountKopecks - r.cashbackCommissionChangeKopecks;
  }
  return { forPay, additional, loyalty, payout: forPay - costs + additional + loyalty };
}

describe('realization reports reconciled to WB’s payout, client against the emulator over HTTP', () => {
  let wb: WbEmulator;
  let client: WbClient;
  let basicClient: WbClient;
  beforeAll(async () => {
    wb = await startWbEmulator({ seed: 9, scale: 0.05, anchorDate: ANCHOR, rateLimits: false });
    // The list and detail allow one call a minute: the limiter waits on a virtual clock.
    let virtualMs = 0;
    const limiter = new InMemoryRateLimiter({ now: () => virtualMs, sleep: async (ms) => void (virtualMs += ms) });
    const personal = wb.issueToken({ type: 'personal', categories: ['finance'] });
    client = createWbClient({ token: personal, baseUrls: wbBaseUrls({ all: wb.url }), limiter });
    const basic = wb.issueToken({ type: 'basic', categories: ['finance'] });
    basicClient = createWbClient({ token: basic, baseUrls: wbBaseUrls({ all: wb.url }), limiter });
  });
  afterAll(() => wb.close());

  const lastWeeks = { dateFrom: '2026-10-01', dateTo: ANCHOR };

  it('reads report ids above 2^53 exactly, in the list and in the rows', async () => {
    const reports = await all(client.finance.reports(lastWeeks));
    const expected = wb.data.finance.reports().filter((r) => r.dateTo >= '2026-10-01');
    expect(reports.map((r) => r.reportId)).toEqual(expected.map((r) => r.reportId));
    const big = reports.find((r) => BigInt(r.reportId) > MAX_SAFE)!;
    expect(big).toBeDefined();
    const rows = await all(client.finance.reportRows(big.reportId));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.reportId))).toEqual(new Set([big.reportId]));
    // The period detail carries the same exact ids.
    const { items } = await client.finance.page({ ...lastWeeks, limit: 100_000 });
    expect(items.some((r) => r.reportId === big.reportId)).toBe(true);
  });

  it('keeps each row’s country, delivery method and acquiring fee', async () => {
    const { items } = await client.finance.page({ ...lastWeeks, limit: 5_000 });
    const sale = items.find((r) => r.docTypeName === 'Продажа')!;
    expect(sale.country).toMatch(/\S/);
    expect(sale.deliveryMethod).toMatch(/^FB[SW]/);
    expect(sale.acquiringFeeKopecks).toBeGreaterThan(0);
  });

  it('totals of every listed report equal the sum of its rows to the kopeck, loyalty weeks included', async () => {
    const reports = await all(client.finance.reports(lastWeeks));
    expect(reports.length).toBeGreaterThan(4);
    let loyaltyWeeks = 0;
    for (const report of reports) {
      const rows = await all(client.finance.reportRows(report.reportId));
      const sums = payoutOf(rows);
      expect(report.forPayKopecks, report.reportId).toBe(sums.forPay);
      expect(report.bankPaymentKopecks, report.reportId).toBe(sums.payout);
      const cashback = (
        field: 'cashbackAmountKopecks' | 'cashbackDiscountKopecks' | 'cashbackCommissionChangeKopecks',
      ) => rows.reduce((sum, r) => sum + r[field], 0);
      expect(report.cashbackAmountKopecks).toBe(cashback('cashbackAmountKopecks'));
      expect(report.cashbackDiscountKopecks).toBe(cashback('cashbackDiscountKopecks'));
      expect(report.cashbackCommissionChangeKopecks).toBe(cashback('cashbackCommissionChangeKopecks'));
      if (sums.loyalty !== 0) loyaltyWeeks++;
    }
    expect(loyaltyWeeks).toBeGreaterThan(0);
  });

  it('reads instalment co-financing, and a sticker WB leaves empty as none', async () => {
    const { items } = await client.finance.page({ ...lastWeeks, limit: 20_000 });
    expect(items.some((r) => r.docTypeName === 'Продажа' && r.installmentCofinancingKopecks > 0)).toBe(true);
    const fbw = items.filter((r) => r.deliveryMethod?.startsWith('FBW'));
    expect(fbw.length).toBeGreaterThan(0);
    expect(fbw.every((r) => r.stickerId === null)).toBe(true);
    expect(items.some((r) => r.deliveryMethod?.startsWith('FBS') && /^\d+$/.test(r.stickerId ?? ''))).toBe(true);
  });

  it('refuses the report list to a Basic token, as WB does', async () => {
    const refused = basicClient.finance.reportsPage(lastWeeks);
    await expect(refused).rejects.toBeInstanceOf(WbForbiddenError);
    await expect(refused).rejects.toMatchObject({ reason: 'token-type' });
  });

  it('a correction to a reported week comes below the last rrdId seen, and the list totals include it', async () => {
    const query = { ...lastWeeks, limit: 100_000 };
    const seen = await all(client.finance.pages(query));
    const lastRrdId = seen.at(-1)!.rrdId;
    const week = wb.data.finance
      .reports()
      .filter((r) => r.reportType === 1)
      .at(-2)!;
    const listed = async (): Promise<RealizationReport> =>
      (await all(client.finance.reports(lastWeeks))).find((r) => r.reportId === week.reportId)!;
    const before = await listed();

    const added = wb.data.finance.publishCorrection();

    // Resuming after the last rrdId seen misses the correction: WB put it into the older report's rrdIds.
    expect(await all(client.finance.pages(query, lastRrdId))).toEqual([]);
    const again = await all(client.finance.pages(query));
    const corrections = again.filter((r) => !seen.some((s) => s.rrdId === r.rrdId));
    expect(corrections.map((r) => r.rrdId)).toEqual(added.map((r) => r.rrdId));
    expect(corrections.every((r) => r.rrdId < lastRrdId && r.reportId === week.reportId)).toBe(true);

    const after = await listed();
    const correctionSums = payoutOf(corrections);
    expect(correctionSums.additional).toBeGreaterThan(0);
    expect(after.bankPaymentKopecks - before.bankPaymentKopecks).toBe(correctionSums.payout);
    expect(after.additionalPaymentKopecks - before.additionalPaymentKopecks).toBe(correctionSums.additional);
    expect(after.bankPaymentKopecks).toBe(payoutOf(await all(client.finance.reportRows(week.reportId))).payout);
  });
});

describe('int64 ids read exactly from WB’s JSON text', () => {
  it('quotes the named integer fields and nothing inside strings', () => {
    const text =
      '[{"reportId":9007199300000012,"note":"{\\"reportId\\":9007199300000099,","rrdId": 5},{"reportId" : 3}]';
    const parsed = JSON.parse(quoteIntegers(text, ['reportId'])) as { reportId: string; note: string; rrdId: number }[];
    expect(parsed[0]!.reportId).toBe('9007199300000012');
    expect(parsed[0]!.note).toBe('{"reportId":9007199300000099,');
    expect(parsed[0]!.rrdId).toBe(5);
    expect(parsed[1]!.reportId).toBe('3');
  });
});
