import { z } from 'zod';
import type { WbSend } from '../http/request.ts';
import type { WbLimitGroup } from '../limits/groups.ts';
import { call, callForRows, decimal, nullableString } from '../schema.ts';

/**
 * WB's paid storage and paid acceptance reports (seller-analytics-api, Analytics category). Each is
 * built as a task: create it for a period, ask its status until `done`, then download the rows
 * (docs/wb-api.md, «Reports built as a task»).
 */

/** `new` and `processing` are still being built; `purged` and `canceled` will never be ready. */
export type ReportTaskStatus = 'new' | 'processing' | 'done' | 'purged' | 'canceled';

/** One day of one unit kind (barcode) at one warehouse, as WB bills its storage. */
export interface PaidStorageRow {
  /** The day billed (or billed again), YYYY-MM-DD. */
  date: string;
  /** The day first billed when `date` is a recount; else `date`. */
  originalDate: string | null;
  officeId: number;
  warehouse: string;
  /** Decimal strings as WB wrote them: the warehouse's and logistics-and-storage coefficients. */
  warehouseCoef: string | null;
  logWarehouseCoef: string | null;
  giId: number | null;
  chrtId: number | null;
  size: string | null;
  barcode: string;
  subject: string | null;
  brand: string | null;
  vendorCode: string | null;
  nmId: number;
  /** Litres, a decimal string. */
  volume: string | null;
  calcType: string | null;
  /** The day's storage charge in rubles, exact decimal text (WB writes fractions of a kopeck). */
  warehousePrice: string;
  /** Units billed for the day. */
  barcodesCount: number;
  palletPlaceCode: number | null;
  palletCount: string | null;
  loyaltyDiscount: string | null;
  tariffFixDate: string | null;
  tariffLowerDate: string | null;
}

/** One card of one income (supply) WB charged acceptance for. */
export interface AcceptanceRow {
  incomeId: number;
  nmId: number;
  /** Units accepted. */
  count: number;
  /** The supply's creation day and the acceptance day, YYYY-MM-DD. */
  giCreateDate: string | null;
  shkCreateDate: string | null;
  subjectName: string | null;
  /** The acceptance charge in rubles, exact decimal text. */
  total: string;
}

const taskCreated = z.looseObject({ data: z.looseObject({ taskId: z.string().min(1) }) });
const taskStatus = z.looseObject({
  data: z.looseObject({ id: z.string(), status: z.enum(['new', 'processing', 'done', 'purged', 'canceled']) }),
});

const optionalDecimal = decimal.nullish().transform((v) => v ?? null);
const optionalInt = z
  .number()
  .int()
  .nullish()
  .transform((v) => v ?? null);
const day = z
  .string()
  .nullish()
  .transform((v) => (v ? v.slice(0, 10) : null));

const storageRow = z.looseObject({
  date: z.string().transform((v) => v.slice(0, 10)),
  originalDate: day,
  officeId: z.number().int(),
  warehouse: z.string(),
  warehouseCoef: optionalDecimal,
  logWarehouseCoef: optionalDecimal,
  giId: optionalInt,
  chrtId: optionalInt,
  size: nullableString,
  barcode: z.string().default(''),
  subject: nullableString,
  brand: nullableString,
  vendorCode: nullableString,
  nmId: z.number().int(),
  volume: optionalDecimal,
  calcType: nullableString,
  warehousePrice: decimal,
  barcodesCount: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? 0),
  palletPlaceCode: optionalInt,
  palletCount: optionalDecimal,
  loyaltyDiscount: optionalDecimal,
  tariffFixDate: day,
  tariffLowerDate: day,
});

const acceptanceRow = z.looseObject({
  incomeId: z.number().int(),
  nmID: z.number().int(),
  count: z.number().int(),
  giCreateDate: day,
  shkCreateDate: day,
  subjectName: nullableString,
  total: decimal,
});

interface TaskReport {
  path: string;
  create: WbLimitGroup;
  status: WbLimitGroup;
  download: WbLimitGroup;
}

const PAID_STORAGE: TaskReport = {
  path: '/api/v1/paid_storage',
  create: 'paid-storage-create',
  status: 'paid-storage-status',
  download: 'paid-storage-download',
};
const ACCEPTANCE: TaskReport = {
  path: '/api/v1/acceptance_report',
  create: 'acceptance-create',
  status: 'acceptance-status',
  download: 'acceptance-download',
};

/** The longest period of one report WB builds: 8 days of paid storage, 31 of acceptance. */
export const PAID_STORAGE_MAX_DAYS = 8;
export const ACCEPTANCE_MAX_DAYS = 31;

export function paidReportsApi(send: WbSend) {
  const create = async (report: TaskReport, dateFrom: string, dateTo: string): Promise<string> => {
    const answer = await call(
      send,
      { host: 'analytics', method: 'GET', path: report.path, group: report.create, query: { dateFrom, dateTo } },
      taskCreated,
    );
    return answer.data.taskId;
  };
  const status = async (report: TaskReport, taskId: string): Promise<ReportTaskStatus> => {
    const path = `${report.path}/tasks/${encodeURIComponent(taskId)}/status`;
    const answer = await call(send, { host: 'analytics', method: 'GET', path, group: report.status }, taskStatus);
    return answer.data.status;
  };
  const download = <S extends z.ZodType>(report: TaskReport, taskId: string, row: S) =>
    callForRows(
      send,
      {
        host: 'analytics',
        method: 'GET',
        path: `${report.path}/tasks/${encodeURIComponent(taskId)}/download`,
        group: report.download,
      },
      row,
    );

  return {
    /** Starts building the paid storage report of days `dateFrom`…`dateTo` (at most 8); answers the task's id. */
    createPaidStorage: (dateFrom: string, dateTo: string) => create(PAID_STORAGE, dateFrom, dateTo),
    paidStorageStatus: (taskId: string) => status(PAID_STORAGE, taskId),
    /** The rows of a task that is `done`; none when WB answers 204. */
    async downloadPaidStorage(taskId: string): Promise<PaidStorageRow[]> {
      return (await download(PAID_STORAGE, taskId, storageRow)) ?? [];
    },
    /** Starts building the acceptance report of days `dateFrom`…`dateTo` (at most 31); answers the task's id. */
    createAcceptance: (dateFrom: string, dateTo: string) => create(ACCEPTANCE, dateFrom, dateTo),
    acceptanceStatus: (taskId: string) => status(ACCEPTANCE, taskId),
    async downloadAcceptance(taskId: string): Promise<AcceptanceRow[]> {
      const rows = (await download(ACCEPTANCE, taskId, acceptanceRow)) ?? [];
      return rows.map((r) => ({
        incomeId: r.incomeId,
        nmId: r.nmID,
        count: r.count,
        giCreateDate: r.giCreateDate,
        shkCreateDate: r.shkCreateDate,
        subjectName: r.subjectName,
        total: r.total,
      }));
    },
  };
}
