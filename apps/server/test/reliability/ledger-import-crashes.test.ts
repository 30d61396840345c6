import { beforeAll, describe, expect, it } from 'vitest';
import { BATCH_ROWS } from '../../src/modules/supplies/unit-import.ts';
import { holdUnit } from './support/held-unit.ts';
import { fileInLedger, wholeLedger } from './support/ledger-reads.ts';
import { sellerSuite, syncDataset, type SellerServer } from './support/seller-process.ts';
import {
  importUnits,
  madeUpShks,
  savedWhole,
  unitFile,
  unsavedShkFile,
  type UnitImportName,
} from './support/unit-files.ts';
import { failIfAnswered } from './support/upload.ts';

// A seller's server on PostgreSQL (TEST_DATABASE_URL) killed with SIGKILL in the middle of each unit
// ledger import: an FBS supply, an FBO income, units found unsaved. The income's and the unsaved
// units' files have two batches (the import reads and writes BATCH_ROWS rows at a time, in one transaction); the supply's, one batch of the seller's FBS orders. The test holds the file's last unit
// uncommitted in a connection of its own, so the import has written every row before it and waits
// there when it is killed (support/held-unit.ts). After the
// restart none of the file may be in the ledger and the ledger otherwise as it was; the same file
// sent again must save every unit, once.

const serverUrl = process.env.TEST_DATABASE_URL;
/** Two batches: a whole one, then a few rows. */
const UNITS = BATCH_ROWS + 200;
/** The FBS orders in supplies of the emulated seller of scale 0.1 are fewer than a batch. */
const FBS_UNITS = 1200;
const COST_RUBLES = 555;

/** One import: the file, the ШК it names in order, the dialog's values. */
interface LedgerImport {
  name: UnitImportName;
  file: File;
  shks: string[];
  variables?: Record<string, unknown>;
}

describe.skipIf(!serverUrl)('a server on PostgreSQL killed during a unit ledger import', () => {
  // A seller with more FBS orders in supplies than one batch of the import.
  const suite = sellerSuite({ scale: 0.1, postgres: serverUrl });
  let server: SellerServer;
  let companyId: number;

  const rows = <T>(text: string, values: unknown[] = []) =>
    suite.seller.onDisk(async (db) => (await db.query<T>(text, values)).rows);
  const ledger = () => suite.seller.onDisk(wholeLedger);
  const inLedger = ({ file, shks }: LedgerImport) =>
    suite.seller.onDisk((db) => fileInLedger(db, { name: file.name, shks, kopecks: COST_RUBLES * 100 }));
  const send = (running: SellerServer, { name, file, variables }: LedgerImport) =>
    importUnits(running.url, suite.seller.accessToken, name, file, variables);

  beforeAll(async () => {
    server = await suite.seller.start();
    await suite.seller.signUp(server, ['content', 'marketplace', 'supplies']);
    await syncDataset(server, 'cards', 'fbs', 'fbw');
    companyId = Number((await rows<{ id: string }>('select id from companies'))[0]!.id);
  });

  /** Kills the server while the import waits at the file's last row, restarts it and sends the file again. */
  async function killMidImport(ledgerImport: LedgerImport) {
    const units = ledgerImport.shks.length;
    const before = await ledger();
    expect(await inLedger(ledgerImport)).toEqual({ n: 0, shks: 0, fromFile: 0 });
    const held = await holdUnit(suite.seller.databaseUrl!, companyId, ledgerImport.shks.at(-1)!);
    const answer = send(server, ledgerImport).catch((error: unknown) => error);
    const waiter = await Promise.race([held.waiter(), failIfAnswered(answer)]);
    // Every row in the import's open transaction: new units are copied, and COPY writes a row before it checks
    // its key, so the last one is there too, waiting on the held unit's key.
    expect(waiter.written).toBe(units);

    server.server.child.kill('SIGKILL');
    expect(await server.server.exited).toBe('SIGKILL');
    const killedAt = performance.now();
    expect(await answer).toBeInstanceOf(Error);
    await held.release(waiter);
    expect(await ledger()).toEqual(before);
    expect(await inLedger(ledgerImport)).toEqual({ n: 0, shks: 0, fromFile: 0 });

    server = await suite.seller.start();
    const restartSeconds = ((performance.now() - killedAt) / 1000).toFixed(1);
    expect(await send(server, ledgerImport)).toEqual(savedWhole(ledgerImport.name, units));
    expect(await inLedger(ledgerImport)).toEqual({ n: units, shks: units, fromFile: units });
    expect((await ledger()).n).toBe(before.n + units);
    console.info(
      `reliability figure: PostgreSQL, ${ledgerImport.name} of ${units} units killed (SIGKILL) with ${waiter.written} written in its transaction: 0 in the ledger after the kill, ledger otherwise unchanged (${before.n} rows); restarted and answering in ${restartSeconds} s; sent again, ${units} saved once each`,
    );
  }

  it('an FBS supply: none of it after the restart, all of it once sent again', async () => {
    const orders = await rows<{ sticker_id: string }>(
      `select sticker_id from wb_fbs_orders
       where company_id = $1 and supply_id is not null and nm_id is not null and sticker_id is not null
       order by sticker_id limit ${FBS_UNITS}`,
      [companyId],
    );
    expect(orders).toHaveLength(FBS_UNITS);
    const shks = orders.map((order) => order.sticker_id);
    await killMidImport({
      name: 'importMpSupply',
      file: unitFile(
        'Поставка FBS.csv',
        ['ШК', 'Себестоимость, ₽'],
        shks.map((shk) => [shk, COST_RUBLES]),
      ),
      shks,
    });
  });

  it('an FBO income: none of it after the restart, all of it once sent again', async () => {
    const [income] = await rows<{ income_id: string; day: string; nm_ids: string[] }>(
      `select coalesce(s.supply_id, s.preorder_id)::text income_id,
         (coalesce(s.create_date, s.supply_date) at time zone 'Europe/Moscow')::date::text "day",
         array_agg(distinct g.nm_id)::text[] nm_ids
       from wb_fbw_supplies s
         join wb_fbw_supply_goods g using (company_id, preorder_id)
         join wb_cards c on c.company_id = g.company_id and c.nm_id = g.nm_id
       where s.company_id = $1
       group by 1, 2 order by 1 limit 1`,
      [companyId],
    );
    const nmIds = income!.nm_ids.map(Number);
    const shks = madeUpShks(2, UNITS);
    await killMidImport({
      name: 'importFboIncome',
      file: unitFile(
        'Поставка FBO.csv',
        ['ШК', 'Себестоимость, ₽', 'Артикул WB'],
        shks.map((shk, n) => [shk, COST_RUBLES, nmIds[n % nmIds.length]!]),
      ),
      shks,
      variables: { incomeId: income!.income_id, date: income!.day },
    });
  });

  it('units found unsaved: none of them after the restart, all of them once sent again', async () => {
    const nmIds = (
      await rows<{ nm_id: string }>('select nm_id from wb_cards where company_id = $1 order by nm_id', [companyId])
    ).map((card) => Number(card.nm_id));
    const shks = madeUpShks(3, UNITS);
    await killMidImport({
      name: 'importUnsavedShk',
      file: unsavedShkFile(shks, nmIds, COST_RUBLES),
      shks,
    });
  });
});
