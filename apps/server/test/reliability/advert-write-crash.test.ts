import { describe, expect, it } from 'vitest';
import { UNANSWERED_AFTER_MS } from '../../src/modules/adverts/advert-actions.service.ts';
import { sellerSuite, syncDataset, type SellerServer, type SellerSuite } from './support/seller-process.ts';
import { terminate, waitFor, waitForAsync } from './support/server-process.ts';

// A real server process killed with SIGKILL while WB holds its requests to pause a campaign and to
// set a minus list, then started again on the same database. The emulator runs in this process and
// keeps the requests pending until the server is dead, so the kill lands certainly between «sent to
// WB» and WB's answer. A pause must never read as done: it is logged as sent, and as unanswered once
// no request could still be waiting (ten minutes; the entries' time is moved back for that). An
// exclusion runs as a background job that saved which product was at WB: the restarted server's job
// goes on, counts the product WB took after the kill as done without sending it again, and sends the
// rest. The embedded database runs in CI's fast part; PostgreSQL (TEST_DATABASE_URL), whose journal
// is written by the same code, in the long part.

const SENT = 'Отправлено в WB, ждём ответа';
const UNANSWERED =
  'Ответ WB не получен: сервер остановился, пока ждал WB. Проверьте кампанию: её состояние и фразы обновятся со следующей загрузкой данных WB';
const LOG = 'query ($id: Int!) { advertActions(advertId: $id) { action outcome wbAnswer undoable } }';
const PROGRESS = 'query ($id: Int!) { advertActions(advertId: $id) { outcome productsDone productsTotal } }';
const STATUS = 'query ($id: Int!, $day: Date!) { advert(advertId: $id, from: $day, to: $day) { info { status } } }';
const today = new Date().toISOString().slice(0, 10);

const serverUrl = process.env.TEST_DATABASE_URL;

/** The journal's rows of the campaign in the database, the entries' time first moved back by `moveBackMs`. */
function journalOnDisk(suite: SellerSuite, advertId: number, moveBackMs = 0) {
  return suite.seller.onDisk(async (db) => {
    await db.query(
      'update advert_actions set created_at = created_at - make_interval(secs => $2) where advert_id = $1',
      [advertId, moveBackMs / 1000],
    );
    const rows = await db.query('select action, outcome from advert_actions where advert_id = $1 order by id', [
      advertId,
    ]);
    return rows.rows;
  });
}

/** The whole case on one seller's database. */
async function killWhileWbHolds(suite: SellerSuite, database: string) {
  const first = await suite.seller.start();
  await suite.seller.signUp(first, ['promotion']);
  await syncDataset(first, 'adverts');
  const paused = suite.wb.data.adverts.adverts.find((a) => a.status === 9)!;
  const excluded = suite.wb.data.adverts.adverts.find(
    (a) => a.id !== paused.id && a.status === 9 && a.cards.length >= 2,
  )!;
  const phrase = 'фраза, ответ о которой не дошёл';
  // WB holds the pause and the first product's minus list until the server is dead.
  let answerWb!: () => void;
  const held = new Promise<void>((resolve) => (answerWb = resolve));
  suite.wb.faults.inject({ path: '/adv/v0/pause', kind: 'slow', until: held });
  suite.wb.faults.inject({ path: '/adv/v0/normquery/set-minus', kind: 'slow', until: held });
  const atWb = (path: string) => suite.wb.requests.filter((r) => r.path.endsWith(path));
  const pause = first
    .gql('mutation ($id: Int!) { changeAdvertActivity(advertId: $id, type: "pause") { id } }', { id: paused.id })
    .catch((error: unknown) => error);
  // The exclusion is answered at once: it is queued, and the server's own worker runs it.
  await first.gql('mutation ($id: Int!, $p: [String!]!) { excludePhrases(advertId: $id, phrases: $p) { id } }', {
    id: excluded.id,
    p: [phrase],
  });
  await waitFor('both changes to reach WB', () => atWb('/pause').length === 1 && atWb('/set-minus').length === 1);
  expect(
    (await first.gql<{ advertActions: unknown[] }>(PROGRESS, { id: excluded.id })).advertActions,
  ).toEqual([{ outcome: 'sent', productsDone: 0, productsTotal: excluded.cards.length }]);

  first.server.child.kill('SIGKILL');
  expect(await first.server.exited).toBe('SIGKILL');
  expect(await pause).toBeInstanceOf(Error);
  // WB carries both out after the server died: only WB knows it did. The other products were never sent.
  answerWb();
  await waitFor('WB to pause the campaign', () => paused.status === 11);
  await waitFor('WB to take the first list', () => atWb('/set-minus')[0]!.status === 200);
  expect(atWb('/set-minus')).toHaveLength(1);
  expect(suite.wb.data.adverts.minusPhrases(excluded.id, excluded.cards[0]!.nmID)).toContain(phrase);
  expect(await journalOnDisk(suite, paused.id)).toEqual([{ action: 'pause', outcome: 'sent' }]);
  expect(await journalOnDisk(suite, excluded.id)).toEqual([{ action: 'exclude', outcome: 'sent' }]);

  const killedAt = performance.now();
  const second = await suite.seller.start();
  const restartSeconds = ((performance.now() - killedAt) / 1000).toFixed(1);
  const log = async (running: SellerServer, id: number) =>
    (await running.gql<{ advertActions: unknown[] }>(LOG, { id })).advertActions;
  const status = async (running: SellerServer) =>
    (await running.gql<{ advert: { info: { status: number } } }>(STATUS, { id: paused.id, day: today })).advert.info
      .status;
  const sent = (action: string) => [{ action, outcome: 'sent', wbAnswer: SENT, undoable: false }];
  expect(await log(second, paused.id)).toEqual(sent('pause'));
  expect(await status(second)).toBe(9);

  // The job whose worker died is run again: it goes on from the product that was at WB.
  const products = excluded.cards.length;
  let exclusion: unknown[] = [];
  await waitForAsync('the exclusion to go on after the restart', async () => {
    exclusion = await log(second, excluded.id);
    return (exclusion[0] as { outcome: string }).outcome !== 'sent';
  });
  expect(exclusion).toEqual([
    { action: 'exclude', outcome: 'done', wbAnswer: `Фраза «${phrase}» исключена у ${products} товаров.`, undoable: true },
  ]);
  expect(atWb('/set-minus')).toHaveLength(products);
  for (const card of excluded.cards) expect(suite.wb.data.adverts.minusPhrases(excluded.id, card.nmID)).toContain(phrase);

  // The next sync brings WB's status; the journal still does not claim the change.
  await syncDataset(second, 'adverts');
  expect(await status(second)).toBe(11);
  expect(await log(second, paused.id)).toEqual(sent('pause'));
  expect((await terminate(second.server)).result).toBe(0);

  // Ten minutes on: the entry's time moved back past the rule's bound, as the clock would move on.
  expect(await journalOnDisk(suite, paused.id, UNANSWERED_AFTER_MS + 60_000)).toEqual([
    { action: 'pause', outcome: 'sent' },
  ]);
  const third = await suite.seller.start();
  expect(await log(third, paused.id)).toEqual([
    { action: 'pause', outcome: 'unanswered', wbAnswer: UNANSWERED, undoable: false },
  ]);
  expect((await terminate(third.server)).result).toBe(0);
  console.info(
    `reliability figure: ${database}, a pause and an exclusion of ${products} products killed (SIGKILL) while WB held them; restarted and answering in ${restartSeconds} s; the pause sent, unanswered past ${UNANSWERED_AFTER_MS / 60_000} min; the exclusion went on and was done with ${products} lists sent, none twice`,
  );
}

const NEVER_DONE =
  'never reads a pause as done (sent after the restart, unanswered past any request’s time), and goes on with an exclusion';

describe('a server killed while WB holds its campaign changes', () => {
  const suite = sellerSuite();
  // Longer than the suite's bound: the exclusion goes on only once pg-boss sees its worker dead (no heartbeat).
  it(NEVER_DONE, () => killWhileWbHolds(suite, 'embedded database'), 300_000);
});

describe.runIf(process.env.RELIABILITY_LONG === '1' && !!serverUrl)(
  'a server on PostgreSQL killed while WB holds its campaign changes',
  () => {
    const suite = sellerSuite({ postgres: serverUrl });
    it(NEVER_DONE, () => killWhileWbHolds(suite, 'PostgreSQL'), 300_000);
  },
);
