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
  toPay: number;
  firstPrice: number;
  profit: number;
}

export interface Wholesale {
  total: number;
  totalNds: number;
  totalFirstPrice: number;
  firstPriceNds: number;
  totalResult: number;
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
}

/**
 * WB's payout (its «Итого к оплате»): paid for goods, net of returns, minus logistics, storage,
 * acceptance, deductions and penalties, plus additional payments.
 */
export function payout(s: ReportSums): number {
  return s.forPay - s.delivery - s.storage - s.acceptance - s.deduction - s.penalty + s.additionalPayment;
}

/** The totals' currencies, the report currency first: the one most rows are in (RUB when there are none). */
export function currenciesByRows(totals: readonly CurrencyTotals[]): string[] {
  const rowsIn = new Map<string, number>();
  for (const t of totals) rowsIn.set(t.currency, (rowsIn.get(t.currency) ?? 0) + t.rowCount);
  if (rowsIn.size === 0) rowsIn.set(COST_CURRENCY, 0);
  return [...rowsIn.keys()].sort((a, b) => rowsIn.get(b)! - rowsIn.get(a)! || a.localeCompare(b));
}

/** Every row of the period counts, a unit's or not; the cost of goods is the units' cost price times their net sales. */
export function reportStat(totals: CurrencyTotals | undefined): ReportStat {
  const t = totals ?? NO_ROWS;
  const toPay =
    t.forPay - t.returns - t.delivery - t.storage - t.acceptance - t.deduction - t.penalty + t.additionalPayment;
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
    toPay,
    firstPrice: t.firstPrice,
    profit: toPay - t.firstPrice,
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
  firstPrice: 0,
};

/** The VAT inside an amount at a rate in hundredths of a percent, half-up to the kopeck. */
export function vatInside(kopecks: number, rateHundredths: number): number {
  if (rateHundredths === 0) return 0;
  return toSafeNumber(divideHalfUp(BigInt(kopecks) * BigInt(rateHundredths), BigInt(10_000 + rateHundredths)));
}

/**
 * The buyout side (WB buys the goods): what WB pays for them net of returns and their cost price,
 * each with the VAT inside it; the result is both net of VAT.
 */
export function wholesale(buyout: CurrencyTotals | undefined, vatRate: number): Wholesale {
  const total = buyout?.goods ?? 0;
  const totalFirstPrice = buyout?.firstPrice ?? 0;
  const totalNds = vatInside(total, vatRate);
  const firstPriceNds = vatInside(totalFirstPrice, vatRate);
  return {
    total,
    totalNds,
    totalFirstPrice,
    firstPriceNds,
    totalResult: total - totalNds - (totalFirstPrice - firstPriceNds),
  };
}
