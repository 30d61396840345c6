import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { INSPECT, Inspector } from './support/inspector.ts';
import { sellerSuite, syncDataset } from './support/seller-process.ts';
import { terminate } from './support/server-process.ts';
import { costFile, importCardSettings } from './support/upload.ts';

// A server on the embedded database (PGlite, one connection inside the process) killed with SIGKILL
// in the middle of a file import. No other connection can hold a lock here, so the moment is made
// certain with the process's own inspector: a breakpoint on the last statement inside the import's
// transaction stops the process with every row of the file written and the COMMIT not yet sent.
// The data folder must open again, hold none of the file, and take the whole file once it is resent.

const NEW_COST_RUBLES = 777;
const CARDS = '{ cards { nmID } }';

const suite = sellerSuite();

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
    const first = await suite.seller.start(INSPECT);
    await suite.seller.signUp(first, ['content']);
    await syncDataset(first, 'cards');
    const nmIds = (await first.gql<{ cards: { nmID: number }[] }>(CARDS)).cards.map((card) => card.nmID);
    expect(nmIds.length).toBeGreaterThan(10);
    const file = costFile(nmIds, NEW_COST_RUBLES);

    const inspector = await Inspector.attach(first.server);
    await inspector.breakAt('/src/modules/cards/cards.service.ts', 'return changedRows');
    const answer = importCardSettings(first.url, suite.seller.accessToken, file).catch((error: unknown) => error);
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
    expect(await suite.seller.onDisk(fileOnDisk)).toEqual({ costs: 0, history: 0 });
    const openSeconds = ((performance.now() - opened) / 1000).toFixed(1);

    const second = await suite.seller.start();
    expect(await importCardSettings(second.url, suite.seller.accessToken, file)).toEqual({
      data: { importCardSettings: { rows: nmIds.length, saved: nmIds.length } },
    });
    expect((await terminate(second.server)).result).toBe(0);
    expect(await suite.seller.onDisk(fileOnDisk)).toEqual({ costs: nmIds.length, history: nmIds.length });
    console.info(
      `reliability figure: embedded database, import of ${nmIds.length} card costs killed (SIGKILL) before COMMIT with ${String(written)} written: data folder opened in ${openSeconds} s, 0 saved; sent again, ${nmIds.length} saved`,
    );
  });
});
