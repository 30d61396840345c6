import pg from 'pg';
import { waitForAsync } from './server-process.ts';

// A unit of the ledger inserted, and not committed, by a connection of the test's own. An import
// whose file names the same ШК waits at that row: its write (a COPY of new units) finds the
// other transaction's uncommitted row under the ledger's key (company, ШК) and waits for that
// transaction to end before it decides. So the import is stopped there for certain, every row of
// the file written in its own transaction (the waiting one too: COPY writes a row, then checks its
// key), until the test lets the held row go.

/** The import found waiting on the held row: its backend, and the ledger rows its transaction has written. */
export interface Waiter {
  pid: number;
  written: number;
}

export interface HeldUnit {
  /** Resolves once a transaction waits on the held row. */
  waiter(): Promise<Waiter>;
  /**
   * Rolls the held row back and resolves once the waiting backend has ended. Its client is dead: it
   * goes on, finds no one to answer and ends its transaction uncommitted.
   */
  release(waiter: Waiter): Promise<void>;
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // After a failed test the database is dropped under these connections; their queries report any
  // error of their own, and an idle connection's end is no news.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Holds the company's unit of the ШК, a row of the test's own, until `release`. */
export async function holdUnit(databaseUrl: string, companyId: number, shkId: string): Promise<HeldUnit> {
  const holder = await connect(databaseUrl);
  const observer = await connect(databaseUrl);
  // Reading the rows another transaction has written, uncommitted, takes the heap's own pages.
  await observer.query('create extension if not exists pageinspect');
  await holder.query('begin');
  await holder.query(
    `insert into unit_ledger (company_id, shk_id, nm_id, first_price_kopecks, supply_id, type, supply_date, cost_source)
     values ($1, $2, 0, 0, 'held by the test', 'FBO', current_date, 'file')`,
    [companyId, shkId],
  );
  const [{ xid }] = (
    await holder.query('select backend_xid::text xid from pg_stat_activity where pid = pg_backend_pid()')
  ).rows as [{ xid: string }];
  const one = async <T>(text: string, values: unknown[]) =>
    (await observer.query(text, values)).rows[0] as T | undefined;

  return {
    async waiter() {
      let pid: number | undefined;
      await waitForAsync('an import to wait on the held unit', async () => {
        const waiting = await one<{ pid: number }>(
          `select pid from pg_locks where locktype = 'transactionid' and transactionid = $1::xid and not granted`,
          [xid],
        );
        pid = waiting?.pid;
        return pid !== undefined;
      });
      const written = await one<{ n: number }>(
        `select count(*)::int n
         from pg_stat_activity a,
           generate_series(0, pg_relation_size('unit_ledger') / current_setting('block_size')::int - 1) page,
           heap_page_items(get_raw_page('unit_ledger', page::int)) tuple
         where a.pid = $1 and tuple.t_xmin = a.backend_xid`,
        [pid],
      );
      return { pid: pid!, written: written!.n };
    },
    async release({ pid }) {
      await holder.query('rollback');
      await holder.end();
      await waitForAsync('the waiting backend to end', async () => {
        return (await one('select 1 from pg_stat_activity where pid = $1', [pid])) === undefined;
      });
      await observer.end();
    },
  };
}
