import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from '../../db/client.ts';
import { moscowDay } from '../../lib/moscow-time.ts';
import { stockRows, stocksSyncedAt, type StockScope } from './stocks.repo.ts';
import { stockSizeFigures } from './stocks.tables.ts';

// The stock list as a seller opens it, kept counted: at scale 10 counting it reads two months of orders by
// size and the whole stock snapshot (0.15–0.2 s a time), and /main counts it on every visit. It changes only
// when a sync stores stock, own stock, orders or cards (docs/decisions.md, «The stock list kept counted»).

/** The window the kept list counts sales over: the one /stocks opens with and /main warns by. */
export const KEPT_WINDOW_DAYS = 30;

const COLUMNS = [
  'nm_id',
  'chrt_id',
  'tech_size',
  'barcode',
  'vendor_code',
  'title',
  'in_wb',
  'in_way_to_client',
  'in_way_from_client',
  'own',
  'total',
  'orders',
  'sales_per_day',
  'days_of_stock',
  'run_out_on',
  'out_of_stock_days',
  'lost_orders',
] as const;
const columnList = sql.raw(COLUMNS.join(', '));

/** Counts the company's stock list again for the day of its last stock sync; none is kept before one. */
export async function recountStockFigures(executor: Tx | Database, companyId: number): Promise<void> {
  await executor.delete(stockSizeFigures).where(eq(stockSizeFigures.companyId, companyId));
  const syncedAt = await stocksSyncedAt(executor, companyId);
  if (!syncedAt) return;
  const today = moscowDay(syncedAt);
  const rows = stockRows({ companyId, today, windowDays: KEPT_WINDOW_DAYS, warehouse: null });
  await executor.execute(sql`
    insert into ${stockSizeFigures} (company_id, today, ${columnList})
    select ${companyId}, ${today}::date, ${columnList} from (${rows}) r
    on conflict do nothing`);
}

/**
 * The rows of the stock list for `scope`: the kept ones when the scope is the one they were counted for
 * (every warehouse, the kept window, their day), else counted now.
 */
export async function stockRowsFor(db: Database, scope: StockScope): Promise<SQL> {
  if (scope.warehouse !== null || scope.windowDays !== KEPT_WINDOW_DAYS) return stockRows(scope);
  const t = stockSizeFigures;
  const [kept] = rowsOf<{ today: string }>(
    await db.execute(sql`select ${t.today}::text as today from ${t} where ${t.companyId} = ${scope.companyId} limit 1`),
  );
  if (kept?.today !== scope.today) return stockRows(scope);
  return sql`select ${columnList} from ${t} where ${t.companyId} = ${scope.companyId}`;
}
