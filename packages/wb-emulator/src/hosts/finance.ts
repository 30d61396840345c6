import { setImmediate as giveOthersATurn } from 'node:timers/promises';
import { DAY_MS, hasTimePart, mskDate, parseMskDateTime } from '../data/calendar.ts';
import { REPORT_RRD_IDS, type FinanceReports, type FinanceRow, type WeeklyReport } from '../data/finance.ts';
import { empty, json, problem, rows, type Reply } from '../server/respond.ts';
import { HOUR, MINUTE, per, type Route } from '../server/router.ts';

interface DetailBody {
  dateFrom?: string;
  dateTo?: string;
  limit?: number;
  rrdId?: number;
  period?: string;
  fields?: string[];
}

const ORIGIN = 'open-api-finreports';
/** Report ids are kept as text (some exceed 2^53) and written as JSON integers, like WB's int64. */
const RAW_IDS = ['reportId'];
const MAX_ROWS = 100_000;

function bad(detail: string): Reply {
  return problem(400, 'GetReportDetailByPeriodNB decode error', detail, ORIGIN);
}

/** finance-api: realization report detail for a period (any token type), report list and detail by ID (Personal/Service). */
export function financeRoutes(finance: FinanceReports): Route[] {
  return [
    {
      host: 'finance-api',
      method: 'POST',
      path: '/api/finance/v1/sales-reports/detailed',
      category: 'finance',
      limit: { group: 'finance-detailed', normal: per(MINUTE, 1, 1), basic: per(24 * HOUR, 2, 1) },
      handle: ({ body }) => {
        const b = (body ?? {}) as DetailBody;
        if (!b.dateFrom) return bad('GetReportDetailByPeriodNB decode error: missing dateFrom params');
        if (!b.dateTo) return bad('GetReportDetailByPeriodNB decode error: missing dateTo params');
        const from = parseMskDateTime(b.dateFrom);
        const to = parseMskDateTime(b.dateTo);
        if (from === undefined || to === undefined) return bad('GetReportDetailByPeriodNB decode error: invalid date');
        const paging = pagingOf(b);
        if (typeof paging === 'string') return bad(paging);
        // Only weekly reports exist in the dataset; daily reports are empty.
        if (b.period === 'daily') return empty(204);
        const first = mskDate(from);
        const last = mskDate(hasTimePart(b.dateTo) ? to : to + DAY_MS - 1);
        const reports = finance.reports().filter((r) => r.dateTo >= first && r.dateFrom <= last);
        return page(finance, reports, paging, (row) => row.rrDate >= first && row.rrDate <= last, b.fields);
      },
    },
    {
      host: 'finance-api',
      method: 'POST',
      path: '/api/finance/v1/sales-reports/list',
      category: 'finance',
      tokenTypes: ['personal', 'service'],
      limit: { group: 'finance-list', normal: per(MINUTE, 1, 1) },
      handle: ({ body }) => {
        const b = (body ?? {}) as DetailBody & { offset?: number };
        if (!b.dateFrom || !b.dateTo) return bad('missing dateFrom or dateTo params');
        const from = parseMskDateTime(b.dateFrom);
        const to = parseMskDateTime(b.dateTo);
        if (from === undefined || to === undefined) return bad('invalid date');
        const limit = b.limit ?? 1000;
        const offset = b.offset ?? 0;
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000 || !Number.isInteger(offset) || offset < 0) return bad('invalid limit or offset');
        if (b.period === 'daily') return empty(204);
        const first = mskDate(from);
        const last = mskDate(to);
        finance.listing(first, last);
        const list = finance
          .reports()
          .filter((r) => r.dateTo >= first && r.dateFrom <= last)
          .slice(offset, offset + limit)
          .map((r) => finance.summary(r));
        return list.length === 0 ? empty(204) : { ...json(list), rawIntegers: RAW_IDS };
      },
    },
    {
      host: 'finance-api',
      method: 'POST',
      path: '/api/finance/v1/sales-reports/detailed/{reportId}',
      category: 'finance',
      tokenTypes: ['personal', 'service'],
      limit: { group: 'finance-by-id', normal: per(MINUTE, 1, 1) },
      handle: ({ params, body }) => {
        const reportId = params.reportId!;
        if (!/^\d{1,19}$/.test(reportId)) return bad('invalid reportId');
        const paging = pagingOf((body ?? {}) as DetailBody);
        if (typeof paging === 'string') return bad(paging);
        const report = finance.byReportId(reportId);
        if (!report) return empty(204);
        return page(finance, [report], paging, () => true, (body as DetailBody | undefined)?.fields);
      },
    },
  ];
}

function pagingOf(b: DetailBody): { limit: number; rrdId: number } | string {
  const limit = b.limit ?? MAX_ROWS;
  const rrdId = b.rrdId ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ROWS) return 'limit must be between 1 and 100000';
  if (!Number.isInteger(rrdId) || rrdId < 0) return 'invalid rrdId';
  return { limit, rrdId };
}

/** Rows after `rrdId`, up to `limit`, in rrdId order; 204 when there are none left. */
async function page(
  finance: FinanceReports,
  reports: readonly WeeklyReport[],
  paging: { limit: number; rrdId: number },
  keep: (row: FinanceRow) => boolean,
  fields: string[] | undefined,
): Promise<Reply> {
  const out: Record<string, unknown>[] = [];
  for (const report of reports) {
    if (out.length >= paging.limit) break;
    // Reports wholly before the cursor are not built: paging through a year stays linear.
    if (report.firstRrdId + REPORT_RRD_IDS - 1 <= paging.rrdId) continue;
    // A week's rows are built on demand: other requests get their turn between weeks.
    await giveOthersATurn();
    const reportRows = finance.rows(report);
    const lastRrdId = report.firstRrdId + reportRows.length - 1;
    if (lastRrdId <= paging.rrdId) continue;
    for (const row of reportRows) {
      if (row.rrdId <= paging.rrdId || !keep(row)) continue;
      out.push(fields?.length ? project(row, fields) : row);
      if (out.length >= paging.limit) break;
    }
  }
  return out.length === 0 ? empty(204) : { ...rows(out), rawIntegers: RAW_IDS };
}

function project(row: FinanceRow, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f in row).map((f) => [f, row[f]]));
}
