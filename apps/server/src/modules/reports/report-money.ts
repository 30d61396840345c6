import { divideHalfUp, toSafeNumber } from '../../lib/money.ts';
import { COST_CURRENCY, type CurrencyTotals } from './report-figures.repo.ts';

/** A realization report row as the report's money reads it; amounts in kopecks, as WB sends them. */
export interface FinanceRow {
  rrdId: number;
  reportId: string;
  currency: string;
  srid: string | null;
  shkId: number | null;
  nmId: number | null;
  vendorCode: string | null;
  techSize: string | null;
  stickerId: string | null;
  giId: number | null;
  docTypeName: string | null;
  sellerOperName: string | null;
  bonusTypeName: string | null;
  officeName: string | null;
  orderDt: Date | null;
  saleDt: Date | null;
  rrDate: string | null;
  forPayKopecks: number;
  retailAmountKopecks: number;
  deliveryServiceKopecks: number;
  penaltyKopecks: number;
  additionalPaymentKopecks: number;
  paidStorageKopecks: number;
  paidAcceptanceKopecks: number;
  deductionKopecks: number;
}

export interface ReportStat {
  forPay: number;
  delivery: number;
  retailAmount: number;
  penalty: number;
  additionalPayment: number;
  storage: number;
  acceptance: number;
  deduction: number;
  returns: number;
  /** What the loyalty programme adds to the payout (`loyalty`), with its sign. */
  loyalty: number;
  toPay: number;
  firstPrice: number;
  /** Units sold without a cost price and what they add to the payout: not in `profit`. */
  leftOutUnits: number;
  leftOutPayout: number;
  profit: number;
}

export interface Wholesale {
  total: number;
  totalNds: number;
  totalFirstPrice: number;
  firstPriceNds: number;
  /** Bought-out units without a cost price, what WB paid for them and the VAT inside: not in the result. */
  leftOutUnits: number;
  leftOutTotal: number;
  leftOutNds: number;
  totalResult: number;
}

/** Both reports of one currency together: what WB pays and what the seller keeps (docs/money.md). */
export interface Combined {
  mainPayout: number;
  buyoutPayout: number;
  firstPrice: number;
  leftOutUnits: number;
  leftOutPayout: number;
  /** mainPayout + buyoutPayout − firstPrice − leftOutPayout: the main report's profit plus the buyout report's. */
  profit: number;
}

/** One currency's rows of a weekly report added up, as WB's report list adds them. */
export interface ReportSums {
  rowCount: number;
  /** Paid for goods, net of returns. */
  forPay: number;
  delivery: number;
  storage: number;
  acceptance: number;
  deduction: number;
  penalty: number;
  additionalPayment: number;
  /** The loyalty programme: points withheld (paid less). */
  cashbackAmount: number;
  /** The loyalty programme: the buyer's discount compensated (paid more). */
  cashbackDiscount: number;
  /** The loyalty programme: the cost of taking part (paid less). */
  cashbackCommissionChange: number;
}

/** A report with no rows in a currency. */
export const NO_SUMS: ReportSums = {
  rowCount: 0,
  forPay: 0,
  delivery: 0,
  storage: 0,
  acceptance: 0,
  deduction: 0,
  penalty: 0,
  additionalPayment: 0,
  cashbackAmount: 0,
  cashbackDiscount: 0,
  cashbackCommissionChange: 0,
};

/**
 * WB's payout (its «Итого к оплате»): paid for goods, net of returns, minus logistics, storage,
 * acceptance, deductions and penalties, plus additional payments, plus the loyalty programme's
 * compensated discount less its withheld points and its cost (docs/money.md, «Reconciliation»).
 */
export function payout(s: ReportSums): number {
  return s.forPay - s.delivery - s.storage - s.acceptance - s.deduction - s.penalty + s.additionalPayment + loyalty(s);
}

/** What the loyalty programme adds to WB's payout: the compensated discount less the withheld points and the cost. */
export function loyalty(s: Pick<ReportSums, 'cashbackAmount' | 'cashbackDiscount' | 'cashbackCommissionChange'>) {
  return s.cashbackDiscount - s.cashbackAmount - s.cashbackCommissionChange;
}

/** The totals' currencies, the report currency first: the one most rows are in (RUB when there are none). */
export function currenciesByRows(totals: readonly CurrencyTotals[]): string[] {
  const rowsIn = new Map<string, number>();
  for (const t of totals) rowsIn.set(t.currency, (rowsIn.get(t.currency) ?? 0) + t.rowCount);
  if (rowsIn.size === 0) rowsIn.set(COST_CURRENCY, 0);
  return [...rowsIn.keys()].sort((a, b) => rowsIn.get(b)! - rowsIn.get(a)! || a.localeCompare(b));
}

/**
 * Every row of the period counts, a unit's or not; the cost of goods is the units' cost price times their
 * net sales; units sold without a cost price are left out of profit with what they add to the payout.
 */
export function reportStat(totals: CurrencyTotals | undefined): ReportStat {
  const t = totals ?? NO_ROWS;
  // The weekly reconciliation's payout over the period's rows: one formula for a week and a period.
  const toPay = payout({ ...t, forPay: t.forPay - t.returns });
  return {
    forPay: t.forPay,
    delivery: t.delivery,
    retailAmount: t.retailAmount,
    penalty: t.penalty,
    additionalPayment: t.additionalPayment,
    storage: t.storage,
    acceptance: t.acceptance,
    deduction: t.deduction,
    returns: t.returns,
    loyalty: loyalty(t),
    toPay,
    firstPrice: t.firstPrice,
    leftOutUnits: t.leftOutUnits,
    leftOutPayout: t.leftOutPayout,
    profit: toPay - t.firstPrice - t.leftOutPayout,
  };
}

/**
 * The seller's money of one currency in both reports: the main one (sales abroad, every unit's logistics,
 * storage, deductions) and the buyout one (WB's payment for goods bought out for buyers in Russia, most
 * sales). Either alone misstates the profit; /main and the combined view of /reports both count this.
 */
export function combined(main: CurrencyTotals | undefined, buyout: CurrencyTotals | undefined): Combined {
  const m = reportStat(main);
  const b = reportStat(buyout);
  return {
    mainPayout: m.toPay,
    buyoutPayout: b.toPay,
    firstPrice: m.firstPrice + b.firstPrice,
    leftOutUnits: m.leftOutUnits + b.leftOutUnits,
    leftOutPayout: m.leftOutPayout + b.leftOutPayout,
    profit: m.profit + b.profit,
  };
}

const NO_ROWS: Omit<CurrencyTotals, 'reportType' | 'currency'> = {
  rowCount: 0,
  forPay: 0,
  returns: 0,
  goods: 0,
  retailAmount: 0,
  delivery: 0,
  penalty: 0,
  additionalPayment: 0,
  storage: 0,
  acceptance: 0,
  deduction: 0,
  cashbackAmount: 0,
  cashbackDiscount: 0,
  cashbackCommissionChange: 0,
  firstPrice: 0,
  leftOutUnits: 0,
  leftOutPayout: 0,
  units: null,
};

/** The VAT inside an amount at a rate in hundredths of a percent, half-up to the kopeck. */
export function vatInside(kopecks: number, rateHundredths: number): number {
  if (rateHundredths === 0) return 0;
  return toSafeNumber(divideHalfUp(BigInt(kopecks) * BigInt(rateHundredths), BigInt(10_000 + rateHundredths)));
}

/**
 * The buyout side (WB buys the goods): what WB pays for them net of returns and their cost price,
 * each with the VAT inside it; the result is both net of VAT, less the units without a cost price
 * (what WB paid for them net of its VAT), which no result counts.
 */
export function wholesale(buyout: CurrencyTotals | undefined, vatRate: number): Wholesale {
  const total = buyout?.goods ?? 0;
  const totalFirstPrice = buyout?.firstPrice ?? 0;
  const leftOutTotal = buyout?.leftOutPayout ?? 0;
  const totalNds = vatInside(total, vatRate);
  const firstPriceNds = vatInside(totalFirstPrice, vatRate);
  const leftOutNds = vatInside(leftOutTotal, vatRate);
  return {
    total,
    totalNds,
    totalFirstPrice,
    firstPriceNds,
    leftOutUnits: buyout?.leftOutUnits ?? 0,
    leftOutTotal,
    leftOutNds,
    totalResult: total - totalNds - (totalFirstPrice - firstPriceNds) - (leftOutTotal - leftOutNds),
  };
}
