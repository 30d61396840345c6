import { beforeAll, describe, expect, it } from 'vitest';
import { BATCH_ROWS } from '../../src/modules/supplies/unit-import.ts';
import { INSPECT, Inspector } from './support/inspector.ts';
import { fileInLedger, wholeLedger } from './support/ledger-reads.ts';
import { sellerSuite, syncDataset, type SellerDatabase, type SellerServer } from './support/seller-process.ts';
import { terminate } from './support/server-process.ts';
import { importUnits, madeUpShks, savedWhole, unsavedShkFile } from './support/unit-files.ts';
import { costFile, failIfAnswered, importCardSettings } from './support/upload.ts';

// A server on the embedded database (PGlite, one connection inside the process) killed with SIGKILL
// in the middle of a file import. No other connection can hold a lock here, so the moment is made
// certain with the process's own inspector: a breakpoint inside the import's transaction stops the
// process there, with what it has written known and the COMMIT not yet sent. The data folder must
// open again, hold none of the file, and take the whole file once it is resent.

const NEW_COST_RUBLES = 777;
const CARDS = '{ cards { nmID } }';
/** Two batches of the unit import: a whole one, then a few rows. */
const UNITS = BATCH_ROWS + 200;

const suite = sellerSuite();
let nmIds: number[] = [];
/** The set-up's server, still running, for the first test that asks for one. */
let idle: SellerServer | undefined;

beforeAll(async () => {
  idle = await suite.seller.start(INSPECT);
  await suite.seller.signUp(idle, ['content']);
  await syncDataset(idle, 'cards');
  nmIds = (await idle.gql<{ cards: { nmID: number }[] }>(CARDS)).cards.map((card) => card.nmID);
});

/** A server with its inspector open: the set-up's, else a new one on the same data folder. */
async function inspectedServer(): Promise<SellerServer> {
  const server = idle ?? (await suite.seller.start(INSPECT));
  idle = undefined;
  return server;
}

/**
 * Sends a file, stops the server at the breakpoint, reads `expression` in the stopped frame, then
 * kills the server; answers what it read.
 */
async function killWhenStopped(
  server: SellerServer,
  at: { file: string; code: string; condition?: string },
  expression: string,
  send: () => Promise<unknown>,
): Promise<unknown> {
  const inspector = await Inspector.attach(server.server);
  await inspector.breakAt(at.file, at.code, at.condition);
  const answer = send().catch((error: unknown) => error);
  const read = await inspector.evaluate(await Promise.race([inspector.stopped, failIfAnswered(answer)]), expression);
  server.server.child.kill('SIGKILL');
  expect(await server.server.exited).toBe('SIGKILL');
  inspector.close();
  expect(await answer).toBeInstanceOf(Error);
  return read;
}

/** Reads the data folder, timing how long it takes to open. */
async function timedOnDisk<T>(read: (db: SellerDatabase) => Promise<T>): Promise<{ value: T; seconds: string }> {
  const opened = performance.now();
  const value = await suite.seller.onDisk(read);
  return { value, seconds: ((performance.now() - opened) / 1000).toFixed(1) };
}

/** How many cards and history rows hold the file's cost, read from the data folder. */
async function costsOnDisk(db: SellerDatabase) {
  const count = async (text: string, value: unknown) =>
    Number((await db.query<{ n: string }>(text, [value])).rows[0]!.n);
  return {
    costs: await count('select count(*) n from card_settings where first_price_kopecks = $1', NEW_COST_RUBLES * 100),
    history: await count(
      `select count(*) n from card_settings_history where field = 'firstPrice' and new_value = $1`,
      NEW_COST_RUBLES.toFixed(2),
    ),
  };
}

describe('a server on the embedded database killed during a file import', () => {
  it('keeps none of the file, opens again, and saves the whole file sent again', async () => {
    expect(nmIds.length).toBeGreaterThan(10);
    const file = costFile(nmIds, NEW_COST_RUBLES);
    const first = await inspectedServer();
    // The last statement inside the transaction: every row written, the COMMIT not yet sent.
    const written = await killWhenStopped(
      first,
      { file: '/src/modules/cards/cards.service.ts', code: 'return changedRows' },
      'changedRows',
      () => importCardSettings(first.url, suite.seller.accessToken, file),
    );
    expect(written).toBe(nmIds.length);
    const afterKill = await timedOnDisk(costsOnDisk);
    expect(afterKill.value).toEqual({ costs: 0, history: 0 });

    const second = await suite.seller.start();
    expect(await importCardSettings(second.url, suite.seller.accessToken, file)).toEqual({
      data: { importCardSettings: { rows: nmIds.length, saved: nmIds.length } },
    });
    expect((await terminate(second.server)).result).toBe(0);
    expect(await suite.seller.onDisk(costsOnDisk)).toEqual({ costs: nmIds.length, history: nmIds.length });
    console.info(
      `reliability figure: embedded database, import of ${nmIds.length} card costs killed (SIGKILL) before COMMIT with ${String(written)} written: data folder opened in ${afterKill.seconds} s, 0 saved; sent again, ${nmIds.length} saved`,
    );
  });

  it('keeps none of a unit file killed between its batches, and saves it whole sent again', async () => {
    const shks = madeUpShks(3, UNITS);
    const file = unsavedShkFile(shks, nmIds, NEW_COST_RUBLES);
    const ledgerOnDisk = async (db: SellerDatabase) => ({
      ledger: (await wholeLedger(db)).n,
      file: await fileInLedger(db, { name: file.name, shks, kopecks: NEW_COST_RUBLES * 100 }),
    });
    const first = await inspectedServer();
    // Before the second batch is copied into the ledger: the first is, in the open transaction.
    const written = await killWhenStopped(
      first,
      {
        file: '/src/modules/supplies/unit-import.ts',
        code: 'saved += await repo.copyNewUnits(tx, companyId, origin, fresh)',
        condition: 'rows > batch.length',
      },
      'rows - batch.length',
      () => importUnits(first.url, suite.seller.accessToken, 'importUnsavedShk', file),
    );
    expect(written).toBe(BATCH_ROWS);
    const afterKill = await timedOnDisk(ledgerOnDisk);
    expect(afterKill.value).toEqual({ ledger: 0, file: { n: 0, shks: 0, fromFile: 0 } });

    const starting = performance.now();
    const second = await suite.seller.start();
    const startSeconds = ((performance.now() - starting) / 1000).toFixed(1);
    expect(await importUnits(second.url, suite.seller.accessToken, 'importUnsavedShk', file)).toEqual(
      savedWhole('importUnsavedShk', UNITS),
    );
    expect((await terminate(second.server)).result).toBe(0);
    expect(await suite.seller.onDisk(ledgerOnDisk)).toEqual({
      ledger: UNITS,
      file: { n: UNITS, shks: UNITS, fromFile: UNITS },
    });
    console.info(
      `reliability figure: embedded database, importUnsavedShk of ${UNITS} units killed (SIGKILL) between its batches with ${String(written)} written: data folder opened in ${afterKill.seconds} s, 0 in the ledger; started again and answering in ${startSeconds} s; sent again, ${UNITS} saved once each`,
    );
  });
});
