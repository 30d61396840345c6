import { WbReportTaskError, type ReportTaskStatus, type WbClient } from '@seller-helper/wb';
import type { Tx } from '../../db/client.ts';
import { addDays, formatDay, moscowDay } from '../../lib/moscow-time.ts';
import type { DatasetSync, SyncRun } from '../sync/sync-run.ts';

// A WB report built as a task (docs/wb-api.md, «Reports built as a task»): the sync asks WB to build
// the report of a window of days, checks the task's status with growing pauses between checks (the
// job is put off meanwhile, never holding a worker), downloads it when done and replaces the
// window's days. The task is kept in the cursor, so a job that stops goes on with the same task.

/** The task asked for and not yet downloaded. */
interface PendingTask {
  id: string;
  from: string;
  to: string;
  /** When it was asked for (ISO): the sync waits for it at most MAX_TASK_WAIT_MS. */
  since: string;
  polls: number;
}

interface TaskCursor {
  /** The first day not yet stored. */
  next: string;
  task: PendingTask | null;
}

export interface TaskReport<Row> {
  /** «отчёт о платном хранении», in the seller's words. */
  title: string;
  /** How far back the first sync reaches, days. */
  firstDays: number;
  /** The longest period WB builds one report of, days. */
  maxDays: number;
  /** Days read again on every later sync: WB recounts recent days. */
  recountDays: number;
  create(client: WbClient, dateFrom: string, dateTo: string): Promise<string>;
  status(client: WbClient, taskId: string): Promise<ReportTaskStatus>;
  download(client: WbClient, taskId: string): Promise<Row[]>;
  /** Replaces the stored days `from`…`to` with the report's rows; answers how many were stored. */
  replace(tx: Tx, companyId: number, from: string, to: string, rows: Row[]): Promise<number>;
  /**
   * A row's day, for a report of many rows a day: its window is then stored a day per transaction, so the
   * embedded database, which runs one transaction at a time, is never held for the whole window (tens of thousands
   * of rows).
   */
  dayOf?(row: Row): string;
}

interface WindowPart<Row> {
  from: string;
  to: string;
  rows: Row[];
}

/** The window's days one by one with their rows; a row of a day outside the window goes with the last. */
export function partsOf<Row>(from: string, to: string, rows: Row[], dayOf?: (row: Row) => string): WindowPart<Row>[] {
  if (!dayOf) return [{ from, to, rows }];
  const parts: WindowPart<Row>[] = [];
  const partOfDay = new Map<string, WindowPart<Row>>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const part = { from: day, to: day, rows: [] };
    parts.push(part);
    partOfDay.set(day, part);
  }
  for (const row of rows) (partOfDay.get(dayOf(row)) ?? parts.at(-1)!).rows.push(row);
  return parts;
}

/** WB builds a report in seconds to minutes; a task not done in half an hour is asked for again next sync. */
export const MAX_TASK_WAIT_MS = 30 * 60_000;
/** The first check 5 s after asking (WB's status limit), each next one twice as late, at most 2 minutes apart. */
export function pollDelayMs(polls: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, polls - 1), 2 * 60_000);
}

/**
 * The next window's task asked for before the downloaded rows are stored, so WB builds it meanwhile. Not
 * when WB's limit would hold the run or WB fails: the loop asks again after storing, and says why if it fails.
 */
async function askAhead(ask: () => Promise<PendingTask | null>): Promise<PendingTask | null> {
  try {
    return await ask();
  } catch {
    return null;
  }
}

const period = (from: string, to: string) => `${formatDay(from)}–${formatDay(to)}`;

export function taskReportSync<Row>(report: TaskReport<Row>): DatasetSync<WbClient> {
  return async (run: SyncRun<WbClient>) => {
    // WB bills a day once it is over: the report reaches yesterday (Moscow).
    const yesterday = addDays(moscowDay(run.now()), -1);
    const saved = run.cursor as TaskCursor | null;
    let task = saved?.task ?? null;
    let next = saved?.next ?? addDays(yesterday, 1 - report.firstDays);
    if (!task && next > addDays(yesterday, 1 - report.recountDays)) next = addDays(yesterday, 1 - report.recountDays);
    const keep = (cursor: TaskCursor) => run.commit(async () => 0, { ...cursor });

    /** Asks WB to build the report of the window starting on `first`; null when no window is left. */
    const ask = async (first: string): Promise<PendingTask | null> => {
      if (first > yesterday) return null;
      const to = [addDays(first, report.maxDays - 1), yesterday].sort()[0]!;
      // WB wants the end after the start: a window of one day asks for the day before it too.
      const from = first < to ? first : addDays(to, -1);
      const id = await report.create(run.client, from, to);
      return { id, from, to, since: run.now().toISOString(), polls: 0 };
    };

    for (;;) {
      if (!task) {
        task = await ask(next);
        if (!task) return 'done';
        await keep({ next, task });
      }
      const status = await report.status(run.client, task.id);
      if (status === 'done') {
        const rows = await report.download(run.client, task.id);
        const { from, to } = task;
        next = addDays(to, 1);
        task = await askAhead(() => ask(next));
        // Until the last part is stored the cursor keeps the downloaded task: a run that stops halfway
        // downloads it again and stores every day anew.
        const downloaded = run.cursor;
        const parts = partsOf(from, to, rows, report.dayOf);
        for (const [index, part] of parts.entries()) {
          const cursor = index === parts.length - 1 ? { next, task } : downloaded;
          await run.commit((tx) => report.replace(tx, run.companyId, part.from, part.to, part.rows), cursor);
        }
        if (run.outOfTime()) return 'paused';
        continue;
      }
      const asked = period(task.from, task.to);
      if (status === 'canceled' || status === 'purged') {
        await keep({ next, task: null });
        throw new WbReportTaskError(
          `WB отклонил ${report.title} за ${asked}: запросим его снова при следующей загрузке`,
          `report task ${task.id} ${status}`,
        );
      }
      const waited = run.now().getTime() - Date.parse(task.since);
      if (waited >= MAX_TASK_WAIT_MS) {
        await keep({ next, task: null });
        throw new WbReportTaskError(
          `WB не подготовил ${report.title} за ${asked} за ${MAX_TASK_WAIT_MS / 60_000} минут: запросим его снова при следующей загрузке`,
          `report task ${task.id} still ${status} after ${waited} ms`,
        );
      }
      task = { ...task, polls: task.polls + 1 };
      await keep({ next, task });
      return { waitMs: pollDelayMs(task.polls) };
    }
  };
}
