import { randomUUID } from 'node:crypto';
import { DAY_MS, mskDate, parseMskDateTime } from '../data/calendar.ts';
import type { SellerData } from '../data/seller.ts';
import { empty, json, problem, rows, type Reply } from '../server/respond.ts';
import { HOUR, MINUTE, per, type LimitGroup, type Route } from '../server/router.ts';

const SECOND = 1_000;
const ORIGIN = 'api-statistics';

/** What becomes of a task: ready after `readyAfterPolls` status checks, never ready, or refused by WB. */
export type TaskFate = 'ready' | 'never' | 'canceled';

interface Task {
  id: string;
  seller: string;
  report: 'paid-storage' | 'acceptance';
  from: string;
  to: string;
  fate: TaskFate;
  polls: number;
}

/**
 * Report tasks of every seller. A test decides the fate of the next tasks (`holdNext`) and how many
 * status checks a task answers `processing` before it is `done`.
 */
export class ReportTasks {
  private readonly tasks = new Map<string, Task>();
  private fates: TaskFate[] = [];
  readyAfterPolls = 1;

  /** The next `times` tasks created are never ready, or are refused (`canceled`). */
  holdNext(fate: Exclude<TaskFate, 'ready'>, times = 1): void {
    for (let i = 0; i < times; i++) this.fates.push(fate);
  }

  clear(): void {
    this.fates = [];
    this.readyAfterPolls = 1;
  }

  create(seller: string, report: Task['report'], from: string, to: string): Task {
    const task: Task = { id: randomUUID(), seller, report, from, to, fate: this.fates.shift() ?? 'ready', polls: 0 };
    this.tasks.set(task.id, task);
    return task;
  }

  find(seller: string, report: Task['report'], id: string): Task | undefined {
    const task = this.tasks.get(id);
    return task && task.seller === seller && task.report === report ? task : undefined;
  }

  /** A status check: `processing` until the task is ready, then `done`; a refused task answers `canceled`. */
  poll(task: Task): 'new' | 'processing' | 'done' | 'canceled' {
    task.polls += 1;
    if (task.fate === 'canceled') return 'canceled';
    if (task.fate === 'never') return task.polls === 1 ? 'new' : 'processing';
    return task.polls > this.readyAfterPolls ? 'done' : 'processing';
  }

  isDone(task: Task): boolean {
    return task.fate === 'ready' && task.polls > this.readyAfterPolls;
  }
}

const PAID_STORAGE = {
  create: { group: 'paid-storage-create', normal: per(MINUTE, 1, 5), basic: per(HOUR, 1, 1) },
  status: { group: 'paid-storage-status', normal: per(5 * SECOND, 1, 5), basic: per(HOUR, 2, 2) },
  download: { group: 'paid-storage-download', normal: per(MINUTE, 1, 1), basic: per(HOUR, 2, 1) },
} satisfies Record<string, LimitGroup>;
const ACCEPTANCE = {
  create: { group: 'acceptance-create', normal: per(MINUTE, 1, 1), basic: per(3 * HOUR, 1, 1) },
  status: { group: 'acceptance-status', normal: per(5 * SECOND, 1, 1), basic: per(HOUR, 2, 1) },
  download: { group: 'acceptance-download', normal: per(MINUTE, 1, 1), basic: per(HOUR, 2, 1) },
} satisfies Record<string, LimitGroup>;

const badRequest = (detail: string) => problem(400, 'Bad Request', detail, ORIGIN);
const notFound = () => problem(404, 'Not Found', 'not found', ORIGIN);

/** WB's checks of a report's period: both dates, readable, in order, and no longer than `maxDays`. */
function period(query: URLSearchParams, maxDays: number): { from: string; to: string } | Reply {
  const from = query.get('dateFrom');
  const to = query.get('dateTo');
  if (!from) return badRequest('parameter "dateFrom" in query has an error: value is required but missing');
  if (!to) return badRequest('parameter "dateTo" in query has an error: value is required but missing');
  const fromMs = parseMskDateTime(from);
  const toMs = parseMskDateTime(to);
  if (fromMs === undefined) return badRequest("can't parse dateFrom");
  if (toMs === undefined) return badRequest("can't parse dateTo");
  if (toMs < fromMs) return badRequest('dateTo should be greater dateFrom');
  if (toMs - fromMs > maxDays * DAY_MS) {
    return badRequest(
      maxDays === 8
        ? 'Difference between dateFrom and dateTo should be less or equal 8 days'
        : `difference between dateFrom and dateTo should be less or equal ${maxDays} days`,
    );
  }
  return { from: mskDate(fromMs), to: mskDate(toMs) };
}

/** seller-analytics-api: the paid storage and paid acceptance reports, each built as a task. */
export function analyticsRoutes(data: SellerData, tasks: ReportTasks): Route[] {
  const reportRoutes = (
    report: Task['report'],
    path: string,
    limits: typeof PAID_STORAGE,
    maxDays: number,
    answer: (task: Task) => Reply,
  ): Route[] => {
    const task = (sid: string, id: string | undefined) => (id ? tasks.find(sid, report, id) : undefined);
    return [
      {
        host: 'seller-analytics-api',
        method: 'GET',
        path,
        category: 'analytics',
        limit: limits.create,
        handle: ({ query, claims }) => {
          const p = period(query, maxDays);
          if ('status' in p) return p;
          return json({ data: { taskId: tasks.create(claims.sid, report, p.from, p.to).id } });
        },
      },
      {
        host: 'seller-analytics-api',
        method: 'GET',
        path: `${path}/tasks/{task_id}/status`,
        category: 'analytics',
        limit: limits.status,
        handle: ({ params, claims }) => {
          const found = task(claims.sid, params.task_id);
          return found ? json({ data: { id: found.id, status: tasks.poll(found) } }) : notFound();
        },
      },
      {
        host: 'seller-analytics-api',
        method: 'GET',
        path: `${path}/tasks/{task_id}/download`,
        category: 'analytics',
        limit: limits.download,
        handle: ({ params, claims }) => {
          const found = task(claims.sid, params.task_id);
          if (!found) return notFound();
          if (!tasks.isDone(found)) return badRequest('report is not ready yet');
          const reply = answer(found);
          // WB answers 204 «Нет данных» for a report without rows.
          return 'rows' in reply && Array.isArray(reply.rows) && reply.rows.length === 0 ? empty(204) : reply;
        },
      },
    ];
  };

  return [
    ...reportRoutes('paid-storage', '/api/v1/paid_storage', PAID_STORAGE, 8, (task) =>
      rows(
        data.paidReports.storage(task.from, task.to).map((d) => {
          const size = d.card.sizes[d.sizeIndex]!;
          return {
            date: d.date,
            logWarehouseCoef: 1,
            officeId: d.warehouseId,
            warehouse: d.warehouseName,
            warehouseCoef: d.coefPercent / 100,
            giId: d.giId,
            chrtId: size.chrtID,
            size: size.techSize,
            barcode: size.barcode,
            subject: d.card.subject.name,
            brand: d.card.brand,
            vendorCode: d.card.vendorCode,
            nmId: d.card.nmID,
            volume: d.card.volumeMl / 1000,
            calcType: 'короба: по объёму',
            warehousePrice: d.priceUnits / 10_000,
            barcodesCount: d.units,
            palletPlaceCode: 0,
            palletCount: 0,
            originalDate: d.date,
            loyaltyDiscount: 0,
            tariffFixDate: '',
            tariffLowerDate: '',
          };
        }),
      ),
    ),
    ...reportRoutes('acceptance', '/api/v1/acceptance_report', ACCEPTANCE, 31, (task) =>
      rows(
        data.paidReports.acceptance(task.from, task.to).map((c) => ({
          count: c.count,
          giCreateDate: mskDate(c.supply.createDate),
          incomeId: c.supply.supplyID,
          nmID: c.card.nmID,
          shkCreateDate: mskDate(c.supply.factDate!),
          subjectName: c.card.subject.name,
          total: c.kopecks / 100,
        })),
      ),
    ),
  ];
}
