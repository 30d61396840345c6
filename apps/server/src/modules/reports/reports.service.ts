import { decodeWbToken } from '@seller-helper/wb';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { planList, type ListDeclaration, type ListQueryInput } from '../../lib/list-query/list-query.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { costPricesInForce } from '../cards/cards.service.ts';
import { savedUnits } from '../supplies/supplies.service.ts';
import { getCompanyWbTokens } from '../tokens-vault/tokens-vault.service.ts';
import { companyTax } from '../unit/tax-settings.service.ts';
import {
  payout,
  reportStat,
  reportUnits,
  wholesale,
  type FinanceRow,
  type ReportStat,
  type ReportUnit,
  type SavedCost,
  type Wholesale,
} from './report-money.ts';
import * as repo from './reports.repo.ts';

export type ReportKind = 'main' | 'buyout';
const REPORT_TYPE: Record<ReportKind, number> = { main: 1, buyout: 2 };

/** Three months: a quarter's reports in one answer; a longer period is asked for by parts. */
export const MAX_REPORT_DAYS = 93;
const DAY_MS = 86_400_000;

export interface ReportShape {
  rows: ReportUnit[];
  stat: ReportStat;
  wholesale: Wholesale;
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

/** The ledger's cost prices of the rows' units: FBO units by their ШК, FBS units by their order's sticker. */
async function ledgerCosts(db: Database, companyId: number, rows: readonly FinanceRow[]): Promise<SavedCost> {
  const keys = new Set<string>();
  for (const row of rows) {
    if (!row.shkId) continue;
    keys.add(String(row.shkId));
    if (row.stickerId) keys.add(row.stickerId);
  }
  const ledger = await savedUnits(db, companyId, [...keys]);
  return (shkId, stickerId) =>
    (ledger.get(String(shkId)) ?? (stickerId ? ledger.get(stickerId) : undefined))?.firstPriceKopecks;
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
export async function reportOf(
  db: Database,
  companyId: number,
  dateFrom: string,
  dateTo: string,
  kind: ReportKind,
): Promise<ReportShape> {
  const [costAt, tax, rows] = await Promise.all([
    costPricesInForce(db, companyId),
    companyTax(db, companyId),
    repo.rowsOfPeriod(db, companyId, REPORT_TYPE[kind], dateFrom, dateTo),
  ]);
  const buyoutRows = kind === 'buyout' ? rows : await repo.rowsOfPeriod(db, companyId, 2, dateFrom, dateTo);
  const saved = await ledgerCosts(db, companyId, kind === 'buyout' ? rows : [...rows, ...buyoutRows]);
  const units = reportUnits(rows, costAt, saved);
  const buyoutUnits = kind === 'buyout' ? units : reportUnits(buyoutRows, costAt, saved);
  const vatRate = tax.vatRate;
  return { rows: units, stat: reportStat(rows, units), wholesale: wholesale(buyoutRows, buyoutUnits, vatRate) };
}

/** One part of WB's payout, ours against WB's list. */
export interface PayoutPart {
  name: string;
  label: string;
  ours: number;
  wb: number;
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
  /** The parts that differ, which explain the difference. */
  differences: PayoutPart[];
}

const PARTS: { name: string; label: string; ours: (rows: FinanceRow[]) => number; wb: keyof repo.ListedReport }[] = [
  {
    name: 'forPay',
    label: 'К перечислению за товар',
    ours: (rows) => payout(rows.map(onlyForPay)),
    wb: 'forPayKopecks',
  },
  {
    name: 'delivery',
    label: 'Логистика',
    ours: (rows) => sum(rows, 'deliveryServiceKopecks'),
    wb: 'deliveryServiceKopecks',
  },
  { name: 'storage', label: 'Хранение', ours: (rows) => sum(rows, 'paidStorageKopecks'), wb: 'paidStorageKopecks' },
  {
    name: 'acceptance',
    label: 'Платная приёмка',
    ours: (rows) => sum(rows, 'paidAcceptanceKopecks'),
    wb: 'paidAcceptanceKopecks',
  },
  { name: 'deduction', label: 'Удержания', ours: (rows) => sum(rows, 'deductionKopecks'), wb: 'deductionKopecks' },
  { name: 'penalty', label: 'Штрафы', ours: (rows) => sum(rows, 'penaltyKopecks'), wb: 'penaltyKopecks' },
  {
    name: 'additionalPayment',
    label: 'Доплаты',
    ours: (rows) => sum(rows, 'additionalPaymentKopecks'),
    wb: 'additionalPaymentKopecks',
  },
];

const sum = (rows: FinanceRow[], field: keyof FinanceRow) => rows.reduce((s, r) => s + (r[field] as number), 0);
const onlyForPay = (r: FinanceRow): FinanceRow => ({
  ...r,
  deliveryServiceKopecks: 0,
  paidStorageKopecks: 0,
  paidAcceptanceKopecks: 0,
  deductionKopecks: 0,
  penaltyKopecks: 0,
  additionalPaymentKopecks: 0,
});

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
  const [listed, named] = await Promise.all([
    repo.reportsOfPeriod(db, companyId, type, dateFrom, dateTo),
    repo.rowReportIdsOfPeriod(db, companyId, type, dateFrom, dateTo),
  ]);
  const listedIds = new Set(listed.map((r) => r.reportId));
  const unlisted = named.filter((r) => !listedIds.has(r.reportId));
  const rows = await repo.rowsOfReports(db, companyId, [...listedIds, ...unlisted.map((r) => r.reportId)]);
  const byReport = new Map<string, FinanceRow[]>();
  for (const row of rows) byReport.set(row.reportId, [...(byReport.get(row.reportId) ?? []), row]);
  const weeks: ReportWeekShape[] = listed.map((report) => {
    const own = byReport.get(report.reportId) ?? [];
    const ours = payout(own);
    const differences = PARTS.map((p) => ({
      name: p.name,
      label: p.label,
      ours: p.ours(own),
      wb: report[p.wb] as number,
    })).filter((p) => p.ours !== p.wb);
    return {
      reportId: report.reportId,
      dateFrom: report.dateFrom,
      dateTo: report.dateTo,
      createDate: report.createDate,
      currency: report.currency,
      rowCount: own.length,
      ours,
      wb: report.bankPaymentKopecks,
      state: ours === report.bankPaymentKopecks && differences.length === 0 ? 'reconciled' : 'different',
      differences,
    };
  });
  for (const report of unlisted) {
    const own = byReport.get(report.reportId) ?? [];
    weeks.push({
      reportId: report.reportId,
      dateFrom: report.dateFrom ?? dateFrom,
      dateTo: report.dateTo ?? dateTo,
      createDate: null,
      currency: report.currency,
      rowCount: own.length,
      ours: payout(own),
      wb: null,
      state: 'not_listed',
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
  const units = repo.unitTotals(ctx.db, companyId, type, dateFrom, dateTo);
  const { shkIds, totalCount } = await repo.unitsPage(ctx.db, units, plan);
  const [rows, costAt] = await Promise.all([
    repo.rowsOfUnits(ctx.db, companyId, type, dateFrom, dateTo, shkIds),
    costPricesInForce(ctx.db, companyId),
  ]);
  const saved = await ledgerCosts(ctx.db, companyId, rows);
  const byShk = new Map(reportUnits(rows, costAt, saved).map((u) => [u.shkId, u]));
  return { items: shkIds.map((id) => byShk.get(id)!), totalCount };
}
