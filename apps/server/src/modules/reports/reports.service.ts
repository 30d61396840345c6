import { decodeWbToken } from '@seller-helper/wb';
import type { GraphQLContext } from '../../graphql/context.ts';
import { independentReads } from '../../db/independent-reads.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { planList, type ListDeclaration, type ListQueryInput } from '../../lib/list-query/list-query.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { getCompanyWbTokens } from '../tokens-vault/tokens-vault.service.ts';
import { companyTax } from '../taxes/tax-settings.service.ts';
import {
  COST_CURRENCY,
  currencyTotals,
  unitCounts,
  unitFigures,
  type CurrencyTotals,
  type UnitColumnTotals,
  type UnitFigures,
} from './report-figures.repo.ts';
import {
  combined,
  currenciesByRows,
  NO_SUMS,
  payout,
  reportStat,
  wholesale,
  type Combined,
  type FinanceRow,
  type ReportStat,
  type ReportSums,
  type Wholesale,
} from './report-money.ts';
import * as repo from './reports.repo.ts';

export type ReportKind = 'main' | 'buyout';
const REPORT_TYPE: Record<ReportKind, number> = { main: 1, buyout: 2 };

/** Three months: a quarter's reports in one answer; a longer period is asked for by parts. */
export const MAX_REPORT_DAYS = 93;
const DAY_MS = 86_400_000;

/**
 * One unit (ШК, in one currency) of the report; its rows are read only when asked for, by a function
 * shared by all the period's units (a month is about a hundred thousand units: nothing more per unit).
 */
export type ReportUnit = UnitFigures & { rowsOf: (unit: UnitFigures) => Promise<FinanceRow[]> };

/** The period's totals in one currency: never added to another currency's. */
export interface CurrencyFigures {
  currency: string;
  stat: ReportStat;
  wholesale: Wholesale;
  /** Rows of the chosen report in this currency. */
  rowCount: number;
  /** The cost price is subtracted from this currency's money (it is the cost prices' currency). */
  costCounted: boolean;
  /** The chosen report's units table added up. */
  units: UnitColumnTotals;
  /** How many units the chosen report has in this currency, counted only when asked for. */
  unitCount: () => Promise<number>;
  /** What the payout holds beyond the units' own columns: rows of no unit, a unit's storage, deductions, payments. */
  outsideUnits: number;
  /** Main and buyout reports together. */
  combined: Combined;
}

const NO_UNITS: UnitColumnTotals = {
  netSold: 0,
  costCounted: 0,
  forPay: 0,
  delivery: 0,
  penalty: 0,
  profit: 0,
  payout: 0,
};

/** Each part is read from the database only when the query asks for it. */
export interface ReportShape {
  units: () => Promise<ReportUnit[]>;
  /** One entry per currency of the period's rows, the report currency first; never empty. */
  byCurrency: () => Promise<CurrencyFigures[]>;
}

function checkPeriod(dateFrom: string, dateTo: string): void {
  if (dateFrom > dateTo) throw appError('BAD_USER_INPUT', 'Начало периода позже его конца: проверьте даты «с» и «по».');
  const days = (Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_REPORT_DAYS) {
    throw appError(
      'BAD_USER_INPUT',
      `Период отчёта — не больше ${MAX_REPORT_DAYS} дней; выбран период в ${days} дней.`,
    );
  }
}

/** Nothing synced and no token can sync it: the seller learns which token to add instead of an empty table. */
async function requireFinanceSource(ctx: GraphQLContext, companyId: number): Promise<void> {
  if (await repo.hasFinanceRows(ctx.db, companyId)) return;
  const tokens = await getCompanyWbTokens(ctx.db, ctx.config, companyId);
  const canRead = tokens.some((token) => {
    try {
      return decodeWbToken(token).categories.has('finance');
    } catch {
      return false;
    }
  });
  if (!canRead) {
    throw appError(
      'WB_TOKEN_MISSING',
      'Отчёты о реализации WB отдаёт только токену с категорией «Финансы». Создайте в личном кабинете WB токен с этой категорией и сохраните его в настройках компании как токен «Маркетплейс и статистика».',
    );
  }
}

export async function reports(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  dateFrom: string,
  dateTo: string,
  kind: ReportKind,
): Promise<ReportShape> {
  checkPeriod(dateFrom, dateTo);
  await requireFinanceSource(ctx, companyId);
  return reportOf(ctx.db, companyId, dateFrom, dateTo, kind);
}

/** A period's report money, read as the other modules need it (no token check: an empty period is empty). */
export function reportOf(
  db: Database,
  companyId: number,
  dateFrom: string,
  dateTo: string,
  kind: ReportKind,
): ReportShape {
  const type = REPORT_TYPE[kind];
  const period = { companyId, dateFrom, dateTo };
  return {
    units: once(async () => withRows(db, period, type, await unitFigures(db, { ...period, reportTypes: [type] }))),
    byCurrency: once(async () => {
      const [totals, tax] = await Promise.all([
        currencyTotals(db, { ...period, reportTypes: [MAIN, BUYOUT] }),
        companyTax(db, companyId),
      ]);
      const counts = once(() => unitCounts(db, { ...period, reportTypes: [type] }));
      return figuresByCurrency(totals, type, tax.vatRate, async (currency) => (await counts()).get(currency) ?? 0);
    }),
  };
}

const MAIN = REPORT_TYPE.main;
const BUYOUT = REPORT_TYPE.buyout;

/**
 * Per currency: the chosen report's stat and the buyout report's wholesale. The report currency (first)
 * is the one most of the period's rows are in (RUB when there are none).
 */
function figuresByCurrency(
  totals: CurrencyTotals[],
  type: number,
  vatRate: number,
  unitCount: (currency: string) => Promise<number>,
): CurrencyFigures[] {
  const of = (reportType: number, currency: string) =>
    totals.find((t) => t.reportType === reportType && t.currency === currency);
  return currenciesByRows(totals).map((currency) => {
    const stat = reportStat(of(type, currency));
    const units = of(type, currency)?.units ?? NO_UNITS;
    return {
      currency,
      stat,
      wholesale: wholesale(of(BUYOUT, currency), vatRate),
      rowCount: of(type, currency)?.rowCount ?? 0,
      costCounted: currency === COST_CURRENCY,
      units,
      unitCount: () => unitCount(currency),
      outsideUnits: stat.toPay - units.payout,
      combined: combined(of(MAIN, currency), of(BUYOUT, currency)),
    };
  });
}

/** The units with their rows read on first demand: one query for all the units asked for. */
function withRows(
  db: Database,
  period: { companyId: number; dateFrom: string; dateTo: string },
  type: number,
  units: UnitFigures[],
  shkIds?: number[],
): ReportUnit[] {
  const rowsByUnit = once(async () => {
    const rows = await repo.rowsOfUnits(db, period.companyId, type, period.dateFrom, period.dateTo, shkIds);
    const byUnit = new Map<string, FinanceRow[]>();
    for (const row of rows) {
      const key = unitKey(row.shkId!, row.currency);
      const list = byUnit.get(key);
      if (list) list.push(row);
      else byUnit.set(key, [row]);
    }
    return byUnit;
  });
  const rowsOf = async (unit: UnitFigures) => (await rowsByUnit()).get(unitKey(unit.shkId, unit.currency)) ?? [];
  return units.map((unit) => Object.assign(unit, { rowsOf }));
}

const unitKey = (shkId: number, currency: string) => `${shkId}:${currency}`;

/** A computation run once, on first demand. */
function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= compute());
}

/** One part of WB's payout, ours against WB's list. */
export interface PayoutPart {
  name: string;
  label: string;
  ours: number;
  wb: number;
  /** What this part's difference makes of the week's (our payout − WB's), with its sign; the effects add up to it. */
  effect: number;
}

export type WeekState = 'reconciled' | 'different' | 'not_listed';

export interface ReportWeekShape {
  reportId: string;
  dateFrom: string;
  dateTo: string;
  createDate: string | null;
  currency: string;
  rowCount: number;
  ours: number;
  wb: number | null;
  state: WeekState;
  /** Penalties and other deductions in our rows (kopecks withheld): notifications tell of them. */
  penalty: number;
  deduction: number;
  /** The parts that differ, which explain the difference. */
  differences: PayoutPart[];
}

/**
 * The parts of the payout and how each enters it (`payout`): paid for goods, additional payments and the loyalty
 * programme's compensated discount add, the rest subtract.
 */
const PARTS: {
  name: Exclude<keyof ReportSums, 'rowCount'>;
  label: string;
  wb: keyof repo.ListedReport;
  sign: 1 | -1;
}[] = [
  { name: 'forPay', label: 'К перечислению за товар', wb: 'forPayKopecks', sign: 1 },
  { name: 'delivery', label: 'Логистика', wb: 'deliveryServiceKopecks', sign: -1 },
  { name: 'storage', label: 'Хранение', wb: 'paidStorageKopecks', sign: -1 },
  { name: 'acceptance', label: 'Платная приёмка', wb: 'paidAcceptanceKopecks', sign: -1 },
  { name: 'deduction', label: 'Удержания', wb: 'deductionKopecks', sign: -1 },
  { name: 'penalty', label: 'Штрафы', wb: 'penaltyKopecks', sign: -1 },
  { name: 'additionalPayment', label: 'Доплаты', wb: 'additionalPaymentKopecks', sign: 1 },
  { name: 'cashbackAmount', label: 'Удержано за баллы программы лояльности', wb: 'cashbackAmountKopecks', sign: -1 },
  {
    name: 'cashbackDiscount',
    label: 'Компенсация скидки по программе лояльности',
    wb: 'cashbackDiscountKopecks',
    sign: 1,
  },
  {
    name: 'cashbackCommissionChange',
    label: 'Стоимость участия в программе лояльности',
    wb: 'cashbackCommissionChangeKopecks',
    sign: -1,
  },
];

/**
 * The parts of a week whose sums differ from WB's list, each with its effect on our payout against WB's;
 * when WB's «Итого к оплате» is not its own parts added up (WB's list has totals the rows do not keep), that
 * rest is a part too, so the effects always add up to the week's difference.
 */
export function differingParts(own: ReportSums, listed: repo.ListedReport): PayoutPart[] {
  const parts: PayoutPart[] = PARTS.map((p) => {
    const ours = own[p.name];
    const wb = listed[p.wb] as number;
    return { name: p.name, label: p.label, ours, wb, effect: p.sign * (ours - wb) };
  }).filter((p) => p.ours !== p.wb);
  const wbParts = Object.fromEntries(PARTS.map((p) => [p.name, listed[p.wb] as number])) as unknown as ReportSums;
  const ofParts = payout(wbParts);
  if (ofParts !== listed.bankPaymentKopecks) {
    parts.push({
      name: 'bankPayment',
      label: 'Итого к оплате WB не равно сумме статей его отчёта',
      ours: ofParts,
      wb: listed.bankPaymentKopecks,
      effect: ofParts - listed.bankPaymentKopecks,
    });
  }
  return parts;
}

/**
 * WB's weekly reports overlapping the period, each with our rows' payout against the total of WB's
 * report list: equal to the kopeck, or the parts that differ. A report our rows name but WB's list
 * does not (a token without the list, or a list not yet synced) is `not_listed`.
 */
export async function reportWeeks(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  dateFrom: string,
  dateTo: string,
  kind: ReportKind,
): Promise<ReportWeekShape[]> {
  checkPeriod(dateFrom, dateTo);
  await requireFinanceSource(ctx, companyId);
  return weeksOf(ctx.db, companyId, dateFrom, dateTo, kind);
}

/** The weeks of a period with their reconciliation, read as the other modules need it (no token check). */
export async function weeksOf(
  db: Database,
  companyId: number,
  dateFrom: string,
  dateTo: string,
  kind: ReportKind,
): Promise<ReportWeekShape[]> {
  const type = REPORT_TYPE[kind];
  // One statement at a time on a PostgreSQL server: the home page reads the weeks beside its report figures, on
  // two connections.
  const [listed, named] = await independentReads(db, [
    () => repo.reportsOfPeriod(db, companyId, type, dateFrom, dateTo),
    () => repo.rowReportIdsOfPeriod(db, companyId, type, dateFrom, dateTo),
  ]);
  const listedIds = new Set(listed.map((r) => r.reportId));
  const unlisted = named.filter((r) => !listedIds.has(r.reportId));
  const sums = await repo.reportSums(db, companyId, [...listedIds, ...unlisted.map((r) => r.reportId)]);
  // A report's payout is in its currency: rows in another one are shown apart, never added to it.
  const sumsIn = (reportId: string, currency: string) =>
    sums.find((s) => s.reportId === reportId && s.currency === currency) ?? NO_SUMS;
  const weeks: ReportWeekShape[] = listed.map((report) => {
    const own = sumsIn(report.reportId, report.currency);
    const ours = payout(own);
    const foreign = sums
      .filter((s) => s.reportId === report.reportId && s.currency !== report.currency)
      .sort((a, b) => a.firstRrdId - b.firstRrdId)
      .map((s) => ({
        name: `currency:${s.currency}`,
        label: `Строки в ${s.currency}: не входят в выплату в ${report.currency}`,
        ours: payout(s),
        wb: 0,
        effect: 0,
      }));
    const differences = [...differingParts(own, report), ...foreign];
    return {
      reportId: report.reportId,
      dateFrom: report.dateFrom,
      dateTo: report.dateTo,
      createDate: report.createDate,
      currency: report.currency,
      rowCount: own.rowCount,
      ours,
      wb: report.bankPaymentKopecks,
      state: ours === report.bankPaymentKopecks && differences.length === 0 ? 'reconciled' : 'different',
      penalty: own.penalty,
      deduction: own.deduction,
      differences,
    };
  });
  // A report WB has not listed yet is shown once per currency of its rows.
  for (const report of unlisted) {
    const own = sumsIn(report.reportId, report.currency);
    weeks.push({
      reportId: report.reportId,
      dateFrom: report.dateFrom ?? dateFrom,
      dateTo: report.dateTo ?? dateTo,
      createDate: null,
      currency: report.currency,
      rowCount: own.rowCount,
      ours: payout(own),
      wb: null,
      state: 'not_listed',
      penalty: own.penalty,
      deduction: own.deduction,
      differences: [],
    });
  }
  return weeks.sort((a, b) => a.dateFrom.localeCompare(b.dateFrom));
}

const column = (name: string) => sql`${sql.identifier('report_units')}.${sql.identifier(name)}`;

/** The units grid's columns: ReportRow's fields the database holds (first_price and profit are computed per page). */
const UNIT_LIST: ListDeclaration = {
  columns: {
    shk_id: { column: column('shk_id'), kind: 'integer' },
    nm_id: { column: column('nm_id'), kind: 'integer' },
    sa_name: { column: column('sa_name'), kind: 'text', search: true },
    ts_name: { column: column('ts_name'), kind: 'text', search: true },
    office_name: { column: column('office_name'), kind: 'text', search: true },
    order_dt: { column: column('order_dt'), kind: 'datetime' },
    sale_dt: { column: column('sale_dt'), kind: 'datetime' },
    total_ppvz_for_pay: { column: column('total_ppvz_for_pay'), kind: 'money' },
    total_delivery_rub: { column: column('total_delivery_rub'), kind: 'money' },
    total_penalty: { column: column('total_penalty'), kind: 'money' },
  },
  defaultOrder: [sql`${column('shk_id')} asc`],
};

/** A page of the period's units for the screen's grid, each with its rows, first_price and profit as in `reports`. */
export async function reportUnitsPage(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  dateFrom: string,
  dateTo: string,
  kind: ReportKind,
  query: ListQueryInput,
): Promise<{ items: ReportUnit[]; totalCount: number }> {
  checkPeriod(dateFrom, dateTo);
  const plan = planList(query, UNIT_LIST);
  await requireFinanceSource(ctx, companyId);
  const type = REPORT_TYPE[kind];
  const totals = repo.unitTotals(ctx.db, companyId, type, dateFrom, dateTo);
  const { shkIds, totalCount } = await repo.unitsPage(ctx.db, totals, plan);
  const period = { companyId, dateFrom, dateTo };
  const figures = await unitFigures(ctx.db, { ...period, reportTypes: [type], shkIds });
  const units = withRows(ctx.db, period, type, figures, shkIds);
  const order = new Map(shkIds.map((id, i) => [id, i]));
  return { items: units.sort((a, b) => order.get(a.shkId)! - order.get(b.shkId)!), totalCount };
}
export { cardReportFacts, type CardReportFacts, type SaleScheme } from './report-card-facts.ts';
export { cardReportCosts, type CardReportCosts } from './report-card-costs.ts';
export { periodsFigures, type CardProfit, type PeriodTotals } from './periods-figures.repo.ts';
export const reportsCover = repo.reportsCover;
