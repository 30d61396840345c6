import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import type { ListPlan } from '../../lib/list-query/list-query.ts';
import { textArray } from '../../lib/text-list.ts';
import { incomeById, latestIncomeOfCard } from '../fbo/fbo-sql.ts';
import { fbsOrderOfSticker, fbsShippedUnits } from '../fbs/fbs-sql.ts';
import { SALE, unitSaleAndReturnRows } from '../reports/report-rows-sql.ts';
import { notInLedger } from '../supplies/ledger-sql.ts';

// The units sold or shipped that are not in the unit ledger, in one statement over what WB sent: the
// realization reports' sold units and the FBS orders that left with a supply. One statement, so the list
// sorts, filters and pages as a whole; it only reads, as the reports' own join of the ledger does.

/** A unit not in the ledger, as the list shows it. */
export interface UnsavedUnitRow {
  shk: string;
  type: 'FBS' | 'FBO';
  nm_id: number | null;
  article: string | null;
  size: string | null;
  title: string | null;
  barcode: string | null;
  supply_id: string | null;
  /** ISO day. */
  supply_date: string | null;
  source: 'report' | 'order';
  report_id: string | null;
  /** The last day the unit was in a report (ISO), for report units. */
  sold_on: string | null;
  order_id: number | null;
  /** The FBS order's size (chrtID): its card's size, for units not named by a report. */
  chrt_id: number | null;
  /** The report did not name the unit's income: `supply_id` is the card's latest income before the order. */
  supply_guessed: boolean;
}

/** What narrows the list: a card, a supply (FBS «WB-GI-…» or an income), the days of sale in the reports. */
export interface UnsavedFilter {
  nmId?: number | null;
  supplyId?: string | null;
  soldFrom?: string | null;
  soldTo?: string | null;
  shkIds?: readonly string[] | null;
}

/** The columns the list sorts and filters by, as the statement's row `u` has them. */
export const U = {
  shk: sql`u.shk`,
  type: sql`u.type`,
  nmId: sql`u.nm_id`,
  article: sql`u.article`,
  supplyId: sql`u.supply_id`,
  supplyDate: sql`u.supply_date`,
  source: sql`u.source`,
  soldOn: sql`u.sold_on`,
};

/** The list's own order: the latest sold first, then the units shipped and in no report yet, by supply. */
export const DEFAULT_ORDER = [sql`u.sold_on desc nulls last`, sql`u.supply_id`, sql`u.shk`];

/**
 * Every unit not in the ledger: a report unit (ШК of an FBS unit = its sticker, of an FBO unit = WB's shkId,
 * as the reports join the ledger) sold on balance in the days asked (all days when none), named by its first
 * sale row; and each FBS order with a sticker that left with a supply and is in no report yet. An FBS unit's
 * supply and day are its order's (else «WB-GI-» and the report's giId); an FBO unit's are the income's (the
 * report's giId). While the supply's day is not known, the unit's order day stands for it: the unit was
 * shipped by then, and the reports price it at that moment too. An FBO row without its income (giId 0) is given
 * the card's latest income created before the order, and says so.
 */
function unsavedUnits(companyId: number, filter: UnsavedFilter): SQL {
  const c = companyId;
  const unsaved = (shk: SQL) => notInLedger(sql`${c}`, shk);
  const orders = filter.soldFrom || filter.soldTo ? sql`and false` : sql``;
  return sql`
  with report_rows as (
    select coalesce(nullif(sticker_id, ''), shk_id::text) shk, *
    from (${unitSaleAndReturnRows(c, { from: filter.soldFrom, to: filter.soldTo })}) r),
  sold as (
    select shk, max(rr_date) sold_on from report_rows group by shk
    having sum(case when doc_type_name = ${SALE} then 1 else -1 end) > 0),
  first_rows as (
    select distinct on (r.shk) r.* from report_rows r join sold using (shk)
    order by r.shk, case when r.doc_type_name = ${SALE} then 0 else 1 end, r.rrd_id),
  report_units as (
    select f.shk, case when f.fbs then 'FBS' else 'FBO' end type,
      f.nm_id, f.vendor_code article, nullif(f.tech_size, '') size, f.title, f.barcode,
      coalesce(o.supply_id, inc.supply_id::text, case when f.fbs then 'WB-GI-' else '' end || nullif(f.gi_id, 0)::text,
        guess.income_id) supply_id,
      to_char(coalesce(o.supply_created_at, inc.create_date, inc.supply_date, guess.create_date, f.order_dt)
        at time zone 'Europe/Moscow', 'YYYY-MM-DD') supply_date,
      'report' source, f.report_id::text report_id, sold.sold_on::text sold_on, coalesce(o.order_id, nullif(f.order_id, 0)) order_id,
      null::bigint chrt_id, guess.income_id is not null supply_guessed
    from (select *, sticker_id <> '' or delivery_method ilike 'FBS%' fbs from first_rows) f join sold using (shk)
    left join lateral (${fbsOrderOfSticker(c, sql`f.sticker_id`)}) o on f.sticker_id <> ''
    left join lateral (${incomeById(c, sql`nullif(f.gi_id, 0)`)}) inc on o.order_id is null
    -- An FBO row without its income (giId 0): the card's latest income created before the order.
    left join lateral (${latestIncomeOfCard(c, { nmId: sql`f.nm_id`, at: sql`coalesce(f.order_dt, f.sale_dt)` })}) guess
      on not f.fbs and coalesce(f.gi_id, 0) = 0
    where ${unsaved(sql`f.shk_id::text`)} and ${unsaved(sql`nullif(f.sticker_id, '')`)}),
  order_units as (
    select o.sticker_id shk, 'FBS' type, o.nm_id, o.article, null::text size, null::text title, null::text barcode,
      o.supply_id, to_char(o.shipped_at at time zone 'Europe/Moscow', 'YYYY-MM-DD') supply_date,
      'order' source, null::text report_id, null::text sold_on, o.order_id, o.chrt_id, false supply_guessed
    from (${fbsShippedUnits(c)}) o
    where o.nm_id is not null ${orders} and ${unsaved(sql`o.sticker_id`)}
      and not exists (select from report_units r where r.shk = o.sticker_id))
  select * from (select * from report_units union all select * from order_units) u
  where true
    ${filter.nmId ? sql`and u.nm_id = ${filter.nmId}` : sql``}
    ${filter.supplyId ? sql`and u.supply_id = ${filter.supplyId}` : sql``}
    ${filter.shkIds ? sql`and u.shk = any(${textArray(filter.shkIds)})` : sql``}`;
}

const toRow = (row: UnsavedUnitRow): UnsavedUnitRow => ({
  ...row,
  nm_id: row.nm_id === null ? null : Number(row.nm_id),
  order_id: row.order_id === null ? null : Number(row.order_id),
  chrt_id: row.chrt_id === null ? null : Number(row.chrt_id),
});

/** A page of the list, and how many units it holds, by where they were found. */
export async function unsavedPage(db: Database, companyId: number, filter: UnsavedFilter, plan: ListPlan) {
  const units = unsavedUnits(companyId, filter);
  const where = plan.where ? sql`where ${plan.where}` : sql``;
  const result = await db.execute(sql`with listed as (select * from (${units}) u ${where})
    select (select coalesce(json_agg(p), '[]') from (
        select * from listed u order by ${sql.join(plan.orderBy, sql`, `)} limit ${plan.limit} offset ${plan.offset}) p) items,
      (select count(*) from listed)::integer total,
      (select count(*) from listed where source = 'report')::integer from_reports`);
  const [record] = rowsOf<{ items: UnsavedUnitRow[]; total: number; from_reports: number }>(result);
  return {
    items: record!.items.map(toRow),
    totalCount: record!.total,
    fromReports: record!.from_reports,
  };
}

/** Every unit of the list that the filter keeps, in the list's order (the file to fill, a cost given to many). */
export async function unsavedAll(db: Database, companyId: number, filter: UnsavedFilter) {
  const result = await db.execute(sql`select * from (${unsavedUnits(companyId, filter)}) u
    order by ${sql.join(DEFAULT_ORDER, sql`, `)}`);
  return rowsOf<UnsavedUnitRow>(result).map(toRow);
}
