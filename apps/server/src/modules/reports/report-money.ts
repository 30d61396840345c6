import { divideHalfUp, toSafeNumber } from '../../lib/money.ts';
import type { CostPriceAt } from '../cards/cards.service.ts';

/** A realization report row as the report's money reads it; amounts in kopecks, as WB sends them. */
export interface FinanceRow {
  rrdId: number;
  reportId: string;
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

/** One unit (ШК) of the report with its rows, money in kopecks. */
export interface ReportUnit {
  shkId: number;
  first: FinanceRow;
  rows: FinanceRow[];
  /** The unit's cost price: its own from the unit ledger, else the card's in force on its order date; null when none. */
  firstPrice: number | null;
  /** The unit is in the ledger with its own cost price. */
  isSaved: boolean;
  /** Sales minus returns of the unit in the report: 1, 0 or −1. */
  netSold: number;
  forPay: number;
  delivery: number;
  penalty: number;
  /** null when the unit was sold or returned and its cost price is unknown. */
  profit: number | null;
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

const isReturn = (row: FinanceRow) => row.docTypeName === 'Возврат';
const isSale = (row: FinanceRow) => row.docTypeName === 'Продажа';

/**
 * WB's payout for rows (its «Итого к оплате»): paid for goods, net of returns, minus logistics,
 * storage, acceptance, deductions and penalties, plus additional payments.
 */
export function payout(rows: readonly FinanceRow[]): number {
  let sum = 0;
  for (const r of rows) {
    sum += (isReturn(r) ? -1 : 1) * r.forPayKopecks;
    sum -=
      r.deliveryServiceKopecks + r.paidStorageKopecks + r.paidAcceptanceKopecks + r.deductionKopecks + r.penaltyKopecks;
    sum += r.additionalPaymentKopecks;
  }
  return sum;
}

/** A unit's own cost price from the unit ledger (kopecks), by its ШК or its FBS sticker; undefined when not saved. */
export type SavedCost = (shkId: number, stickerId: string | null) => number | undefined;

/** Rows grouped by unit (rows without a ШК belong to none and count in the stat only), in ШК order. */
export function reportUnits(rows: readonly FinanceRow[], costAt: CostPriceAt, saved: SavedCost): ReportUnit[] {
  const byShk = new Map<number, FinanceRow[]>();
  for (const row of rows) {
    if (!row.shkId) continue;
    const list = byShk.get(row.shkId) ?? [];
    list.push(row);
    byShk.set(row.shkId, list);
  }
  return [...byShk.entries()]
    .sort(([a], [b]) => a - b)
    .map(([shkId, unitRows]) => unitOf(shkId, unitRows, costAt, saved));
}

function unitOf(shkId: number, rows: FinanceRow[], costAt: CostPriceAt, saved: SavedCost): ReportUnit {
  rows.sort((a, b) => a.rrdId - b.rrdId);
  const first = rows.find((r) => isSale(r) || isReturn(r)) ?? rows[0]!;
  const at = first.orderDt ?? first.saleDt ?? (first.rrDate ? new Date(`${first.rrDate}T00:00:00+03:00`) : null);
  const savedCost = saved(shkId, first.stickerId);
  const firstPrice = savedCost ?? (first.nmId && at ? costAt(first.nmId, at) : null);
  let forPay = 0;
  let delivery = 0;
  let penalty = 0;
  let netSold = 0;
  for (const r of rows) {
    forPay += (isReturn(r) ? -1 : 1) * r.forPayKopecks;
    delivery += r.deliveryServiceKopecks;
    penalty += r.penaltyKopecks;
    netSold += isSale(r) ? 1 : isReturn(r) ? -1 : 0;
  }
  const cost = netSold === 0 ? 0 : firstPrice === null ? null : firstPrice * netSold;
  const profit = cost === null ? null : forPay - delivery - penalty - cost;
  return {
    shkId,
    first,
    rows,
    firstPrice,
    isSaved: savedCost !== undefined,
    netSold,
    forPay,
    delivery,
    penalty,
    profit,
  };
}

/** Every row counts, a unit's or not; the cost of goods is the units' cost price times their net sales. */
export function reportStat(rows: readonly FinanceRow[], units: readonly ReportUnit[]): ReportStat {
  const stat: ReportStat = {
    forPay: 0,
    delivery: 0,
    retailAmount: 0,
    penalty: 0,
    additionalPayment: 0,
    storage: 0,
    acceptance: 0,
    deduction: 0,
    returns: 0,
    toPay: 0,
    firstPrice: 0,
    profit: 0,
  };
  for (const r of rows) {
    if (isReturn(r)) stat.returns += r.forPayKopecks;
    else stat.forPay += r.forPayKopecks;
    stat.retailAmount += (isReturn(r) ? -1 : 1) * r.retailAmountKopecks;
    stat.delivery += r.deliveryServiceKopecks;
    stat.penalty += r.penaltyKopecks;
    stat.additionalPayment += r.additionalPaymentKopecks;
    stat.storage += r.paidStorageKopecks;
    stat.acceptance += r.paidAcceptanceKopecks;
    stat.deduction += r.deductionKopecks;
  }
  stat.toPay = payout(rows);
  for (const u of units) stat.firstPrice += (u.firstPrice ?? 0) * u.netSold;
  stat.profit = stat.toPay - stat.firstPrice;
  return stat;
}

/** The VAT inside an amount at a rate in hundredths of a percent, half-up to the kopeck. */
export function vatInside(kopecks: number, rateHundredths: number): number {
  if (rateHundredths === 0) return 0;
  return toSafeNumber(divideHalfUp(BigInt(kopecks) * BigInt(rateHundredths), BigInt(10_000 + rateHundredths)));
}

/**
 * The buyout side (WB buys the goods): what WB pays for them net of returns and their cost price,
 * each with the VAT inside it; the result is both net of VAT.
 */
export function wholesale(
  buyoutRows: readonly FinanceRow[],
  buyoutUnits: readonly ReportUnit[],
  vatRate: number,
): Wholesale {
  let total = 0;
  for (const r of buyoutRows) if (isSale(r) || isReturn(r)) total += (isReturn(r) ? -1 : 1) * r.forPayKopecks;
  let totalFirstPrice = 0;
  for (const u of buyoutUnits) totalFirstPrice += (u.firstPrice ?? 0) * u.netSold;
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
