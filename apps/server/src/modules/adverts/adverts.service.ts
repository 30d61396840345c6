import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { ratioPercent } from '../../lib/money.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { cardLabels } from '../cards/cards.service.ts';
import * as repo from './adverts.repo.ts';
import { ADVERT_STATUS } from './advert-status.ts';

const DAY_MS = 86_400_000;
/** The longest period a campaign's figures are shown for at once. */
const MAX_PERIOD_DAYS = 366;

export interface AdvertNmShape {
  nm: number;
  vendorCode: string | null;
  url: string;
}

export interface AdvertShape {
  advertId: number;
  name: string;
  /** When the campaign ended: WB's deletion time, or its last change for a finished or cancelled one. */
  endTime: Date | null;
  createTime: Date | null;
  changeTime: Date | null;
  startTime: Date | null;
  dailyBudget: number | null;
  dailyBudgetMissing: string | null;
  budget: number | null;
  status: number;
  type: number | null;
  bidType: string | null;
  paymentType: string | null;
  nms: AdvertNmShape[];
}

export const productUrl = (nmId: number) => `https://www.wildberries.ru/catalog/${nmId}/detail.aspx`;

function toShape(row: repo.AdvertRow, vendorCodes: Map<number, string>): AdvertShape {
  const ended = row.status === ADVERT_STATUS.finished || row.status === ADVERT_STATUS.cancelled;
  return {
    advertId: row.advertId,
    name: row.name ?? '',
    endTime: row.wbDeletedAt ?? (ended ? row.wbUpdatedAt : null),
    createTime: row.wbCreatedAt,
    changeTime: row.changeTime ?? row.wbUpdatedAt,
    startTime: row.wbStartedAt,
    dailyBudget: row.dailyLimitKopecks,
    dailyBudgetMissing:
      row.dailyLimitKopecks === null ? (row.dailyLimitMissing ?? 'Дневной лимит ещё не загружен') : null,
    budget: row.budgetKopecks,
    status: row.status,
    type: row.type,
    bidType: row.bidType,
    paymentType: row.paymentType,
    nms: row.nms.map((n) => ({ nm: n.nmId, vendorCode: vendorCodes.get(n.nmId) ?? null, url: productUrl(n.nmId) })),
  };
}

export async function vendorCodesOf(ctx: GraphQLContext, companyId: number): Promise<Map<number, string>> {
  const labels = await cardLabels(ctx.db, companyId, null);
  return new Map([...labels].map(([nmId, label]) => [nmId, label.vendorCode]));
}

/** The company's campaign names by id, as the other modules name them. */
export async function advertNames(db: Database, companyId: number): Promise<Map<number, string>> {
  return new Map((await repo.listAdverts(db, companyId)).map((row) => [row.advertId, row.name ?? '']));
}

export async function listAdverts(ctx: GraphQLContext, { companyId }: CompanyCaller): Promise<AdvertShape[]> {
  const [rows, codes] = await Promise.all([repo.listAdverts(ctx.db, companyId), vendorCodesOf(ctx, companyId)]);
  return rows.map((row) => toShape(row, codes));
}

/** One campaign as the list shows it, read again after an action changed it. */
export async function campaignOf(ctx: GraphQLContext, companyId: number, advertId: number): Promise<AdvertShape> {
  const [row, codes] = await Promise.all([requireAdvert(ctx, companyId, advertId), vendorCodesOf(ctx, companyId)]);
  return toShape(row, codes);
}

/** The company's campaign, or NOT_FOUND for an unknown one and another company's alike. */
export async function requireAdvert(ctx: GraphQLContext, companyId: number, advertId: number): Promise<repo.AdvertRow> {
  const row = Number.isSafeInteger(advertId) ? await repo.findAdvert(ctx.db, companyId, advertId) : undefined;
  if (!row) throw appError('NOT_FOUND', `Кампания ${advertId} не найдена среди кампаний компании.`);
  return row;
}

export function checkPeriod(from: string, to: string): void {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (days < 0) throw appError('BAD_USER_INPUT', 'Начало периода позже его конца.');
  if (days >= MAX_PERIOD_DAYS)
    throw appError('BAD_USER_INPUT', `Период не может быть длиннее ${MAX_PERIOD_DAYS} дней.`);
}

export interface AdvertSpendShape {
  advertId: number;
  views: number;
  clicks: number;
  orders: number;
  spend: number;
}

export async function advertSpends(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  from: string,
  to: string,
): Promise<AdvertSpendShape[]> {
  checkPeriod(from, to);
  return spendsOf(ctx.db, companyId, from, to);
}

/** Each campaign's totals for the period, read as the other modules need them. */
export async function spendsOf(db: Database, companyId: number, from: string, to: string): Promise<AdvertSpendShape[]> {
  const rows = await repo.spendByAdvert(db, companyId, from, to);
  return rows.map((r) => ({
    advertId: r.advertId,
    views: r.views,
    clicks: r.clicks,
    orders: r.orders,
    spend: r.spendKopecks,
  }));
}

export interface KeywordStatShape {
  keyword: string;
  views: number | null;
  clicks: number;
  ctr: number | null;
  sum: number;
  orders: number;
}

export interface AdvertDayShape {
  date: string;
  views: number;
  clicks: number;
  ctr: number | null;
  sum: number;
  orders: number;
  stats: KeywordStatShape[];
}

export interface AdvertClusterShape {
  cluster: string;
  count: number;
  keywords: string[];
  state: 'active' | 'archived';
  views: number | null;
  clicks: number;
  ctr: number | null;
  spend: number;
  orders: number;
  products: number;
}

export interface AdvertDetailShape {
  info: AdvertShape;
  stat: AdvertDayShape[];
  clusters: { clusters: AdvertClusterShape[]; excluded: string[] };
  budget: number | null;
  /** What the campaign's advertising cost by card is read for (only when the screen asks). */
  scope: { companyId: number; advertId: number; from: string; to: string; nms: number[] };
}

const ctrOf = (clicks: number, views: number | null) => (views === null ? null : ratioPercent(clicks, views));

export async function advertDetail(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  advertId: number,
  from: string,
  to: string,
): Promise<AdvertDetailShape> {
  checkPeriod(from, to);
  const row = await requireAdvert(ctx, companyId, advertId);
  const [codes, totals, days, states, minus] = await Promise.all([
    vendorCodesOf(ctx, companyId),
    repo.dailyTotals(ctx.db, companyId, advertId, from, to),
    repo.clusterDays(ctx.db, companyId, advertId, from, to),
    repo.clusterStates(ctx.db, companyId, advertId),
    repo.minusPhrases(ctx.db, companyId, advertId),
  ]);

  const byDate = new Map<string, AdvertDayShape>();
  const day = (date: string) => {
    let d = byDate.get(date);
    if (!d) byDate.set(date, (d = { date, views: 0, clicks: 0, ctr: null, sum: 0, orders: 0, stats: [] }));
    return d;
  };
  for (const t of totals)
    Object.assign(day(t.date), { views: t.views, clicks: t.clicks, sum: t.spendKopecks, orders: t.orders });
  const period = new Map<string, { views: number | null; clicks: number; spend: number; orders: number }>();
  for (const c of days) {
    day(c.date).stats.push({
      keyword: c.normQuery,
      views: c.views,
      clicks: c.clicks,
      ctr: ctrOf(c.clicks, c.views),
      sum: c.spendKopecks,
      orders: c.orders,
    });
    const p = period.get(c.normQuery) ?? { views: null, clicks: 0, spend: 0, orders: 0 };
    period.set(c.normQuery, {
      views: c.views === null ? p.views : (p.views ?? 0) + c.views,
      clicks: p.clicks + c.clicks,
      spend: p.spend + c.spendKopecks,
      orders: p.orders + c.orders,
    });
  }
  for (const d of byDate.values()) d.ctr = ratioPercent(d.clicks, d.views);

  const excluded = [...new Set(minus.map((m) => m.phrase))].sort((a, b) => a.localeCompare(b, 'ru'));
  const clusterStates = new Map<string, { state: 'active' | 'archived'; products: Set<number> }>();
  for (const s of states) {
    if (s.state === 'excluded' || excluded.includes(s.normQuery)) continue;
    const entry = clusterStates.get(s.normQuery) ?? { state: s.state, products: new Set<number>() };
    if (s.state === 'active') entry.state = 'active';
    entry.products.add(s.nmId);
    clusterStates.set(s.normQuery, entry);
  }
  const clusters = [...clusterStates].map(([cluster, s]): AdvertClusterShape => {
    const p = period.get(cluster) ?? { views: null, clicks: 0, spend: 0, orders: 0 };
    return {
      cluster,
      count: p.views ?? p.clicks,
      keywords: [cluster],
      state: s.state,
      views: p.views,
      clicks: p.clicks,
      ctr: ctrOf(p.clicks, p.views),
      spend: p.spend,
      orders: p.orders,
      products: s.products.size,
    };
  });
  clusters.sort((a, b) => b.count - a.count || a.cluster.localeCompare(b.cluster, 'ru'));
  return {
    info: toShape(row, codes),
    stat: [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)),
    clusters: { clusters, excluded },
    budget: row.budgetKopecks,
    scope: { companyId, advertId, from, to, nms: row.nms.map((n) => n.nmId) },
  };
}
