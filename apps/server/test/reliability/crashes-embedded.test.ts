import type { PGlite } from '@electric-sql/pglite';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_SCALE } from '../support/sync-kit.ts';
import { startGoogleStandIn, type GoogleStandIn } from './support/google-stand-in.ts';
import { INSPECT, Inspector } from './support/inspector.ts';
import { SellerProcesses, syncDataset } from './support/seller-process.ts';
import { terminate } from './support/server-process.ts';
import { costFile, importCardSettings } from './support/upload.ts';

// A server on the embedded database (PGlite, one connection inside the process) killed with SIGKILL
// in the middle of a file import. No other connection can hold a lock here, so the moment is made
// certain with the process's own inspector: a breakpoint on the last statement inside the import's
// transaction stops the process with every row of the file written and the COMMIT not yet sent.
// The data folder must open again, hold none of the file, and take the whole file once it is resent.

const NEW_COST_RUBLES = 777;
const CARDS = '{ cards { nmID } }';

let google: GoogleStandIn;
let wb: WbEmulator;
let seller: SellerProcesses;

beforeAll(async () => {
  google = await startGoogleStandIn();
  wb = await startWbEmulator({ seed: 7, timeScale: TIME_SCALE, scale: 0.05 });
  seller = new SellerProcesses(google, wb);
});
afterAll(async () => {
  seller?.killAll();
  await wb?.close();
  await google?.close();
});

/** How many cards and history rows hold the file's cost, read from the data folder. */
async function fileOnDisk(db: PGlite) {
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
    const first = await seller.start(INSPECT);
    await seller.signUp(first, ['content']);
    await syncDataset(first, 'cards');
    const nmIds = (await first.gql<{ cards: { nmID: number }[] }>(CARDS)).cards.map((card) => card.nmID);
    expect(nmIds.length).toBeGreaterThan(10);
    const file = costFile(nmIds, NEW_COST_RUBLES);

    const inspector = await Inspector.attach(first.server);
    await inspector.breakAt('/src/modules/cards/cards.service.ts', 'return changedRows');
    const answer = importCardSettings(first.url, seller.accessToken, file).catch((error: unknown) => error);
    const answeredFirst = answer.then((body) =>
      Promise.reject(new Error(`answered unstopped: ${JSON.stringify(body)}`)),
    );
    const written = await inspector.evaluate(await Promise.race([inspector.stopped, answeredFirst]), 'changedRows');
    expect(written).toBe(nmIds.length);

    first.server.child.kill('SIGKILL');
    expect(await first.server.exited).toBe('SIGKILL');
    inspector.close();
    expect(await answer).toBeInstanceOf(Error);
    const opened = performance.now();
    expect(await seller.onDisk(fileOnDisk)).toEqual({ costs: 0, history: 0 });
    const openSeconds = ((performance.now() - opened) / 1000).toFixed(1);

    const second = await seller.start();
    expect(await importCardSettings(second.url, seller.accessToken, file)).toEqual({
      data: { importCardSettings: { rows: nmIds.length, saved: nmIds.length } },
    });
    expect((await terminate(second.server)).result).toBe(0);
    expect(await seller.onDisk(fileOnDisk)).toEqual({ costs: nmIds.length, history: nmIds.length });
    console.info(
      `reliability figure: embedded database, import of ${nmIds.length} card costs killed (SIGKILL) before COMMIT with ${String(written)} written: data folder opened in ${openSeconds} s, 0 saved; sent again, ${nmIds.length} saved`,
    );
  });
});
