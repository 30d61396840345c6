import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { adminOfNewCompany, dataOf, errorCode, type SignedIn } from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { syncServices, syncUntilDone, TIME_SCALE } from '../../../test/support/sync-kit.ts';
import { createAdvertChangesQueue, workAdvertChanges } from '../../../test/support/advert-changes.ts';
import { UNANSWERED_AFTER_MS } from './advert-actions.service.ts';
import { logSentAction } from './adverts.repo.ts';
import { advertActions, wbAdverts } from './adverts.tables.ts';

/**
 * The campaign screens' operations against the WB emulator: a company whose stored token has the
 * «Продвижение» category, its campaigns synced, and every change checked in WB's own state.
 */

const SET_TOKENS = `mutation T($mp: String, $content: String) {
  setCompanyWbTokens(mpAndStatisticToken: $mp, contentAndPricesToken: $content) { id message }
}`;
const ADVERTS =
  '{ adverts { advertId name status type paymentType dailyBudget dailyBudgetMissing budget nms { nm vendorCode url } } }';
const ADVERT = `query A($id: Int!, $from: Date!, $to: Date!) { advert(advertId: $id, from: $from, to: $to) {
  info { advertId status } budget
  stat { date views clicks ctr sum stats { keyword views clicks ctr sum } }
  clusters { clusters { cluster count keywords views clicks spend orders } excluded }
} }`;
const EXCLUDE = 'mutation E($id: Int!, $p: [String!]!) { excludePhrases(advertId: $id, phrases: $p) { id message } }';
const RESTORE =
  'mutation R($id: Int!, $p: [String!]!) { restoreExcludedPhrases(advertId: $id, phrases: $p) { id message } }';
const UNDO = 'mutation U($id: ID!) { undoExcludePhrases(actionId: $id) { id message } }';
const ACTIVITY =
  'mutation C($id: Int!, $type: String!) { changeAdvertActivity(advertId: $id, type: $type) { id message } }';
const STOP =
  'mutation S($id: Int!) { stopAdvert(advertId: $id) { id message campaign { advertId status } action { id action outcome } } }';
const LOG =
  'query L($id: Int!) { advertActions(advertId: $id) { id action phrases outcome wbAnswer who undoable productsDone productsTotal } }';

let app: TestApp;
let wb: WbEmulator;
let admin: SignedIn;
let readOnly: SignedIn;
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

const gql = <Data = Record<string, unknown>>(by: SignedIn, query: string, variables: Record<string, unknown> = {}) =>
  app.graphql<Data>(query, variables, by.headers);

/** A company whose stored token is `token`, with its cards and campaigns synced from the emulator. */
async function syncedCompany(
  email: string,
  token: string,
  datasets: readonly ('cards' | 'adverts')[] = ['cards', 'adverts'],
): Promise<SignedIn> {
  const { companyId, admin: signedIn } = await adminOfNewCompany(app, email);
  dataOf(await gql(signedIn, SET_TOKENS, { mp: token }));
  const services = syncServices(app.database, wb, app.services.jobs);
  for (const dataset of datasets) {
    expect(await syncUntilDone(services, Number(companyId), dataset, async () => [token])).toEqual({ kind: 'done' });
  }
  return signedIn;
}

const workChanges = () => workAdvertChanges(app, wb);

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true', WB_TIME_SCALE: String(TIME_SCALE) });
  await createAdvertChangesQueue(app);
  // Scale 0.4: the seller has a campaign of 120 products, more than one cluster call holds.
  wb = await startWbEmulator({ seed: 7, timeScale: TIME_SCALE, scale: 0.4 });
  app.services.wbBaseUrl = wb.url;
  const categories = ['content', 'prices', 'statistics', 'promotion'] as const;
  admin = await syncedCompany('admin@adverts.by', wb.issueToken({ type: 'personal', categories: [...categories] }));
  readOnly = await syncedCompany(
    'admin@readonly.by',
    wb.issueToken({ type: 'personal', categories: [...categories], readOnly: true }),
    ['adverts'],
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await wb?.close();
});

const book = () => wb.data.adverts;
const large = () => book().adverts.find((a) => a.cards.length > 100)!;
/** A small active campaign of the seed, other than the large one. */
const smallActive = (skip = 0) => book().adverts.filter((a) => a.status === 9 && a.cards.length < 100)[skip]!;

describe('adverts', () => {
  it('lists every campaign with its products, and the daily budget or why there is none', async () => {
    const { adverts } = dataOf(
      await gql<{
        adverts: {
          advertId: number;
          status: number;
          paymentType: string;
          dailyBudget: string | null;
          dailyBudgetMissing: string | null;
          nms: { nm: number; vendorCode: string | null; url: string }[];
        }[];
      }>(admin, ADVERTS),
    );
    expect(adverts.map((a) => a.advertId).sort()).toEqual(
      book()
        .adverts.map((a) => a.id)
        .sort(),
    );
    const big = adverts.find((a) => a.advertId === large().id)!;
    expect(big.nms).toHaveLength(large().cards.length);
    const vendorCodes = new Map(wb.data.cards.map((c) => [c.nmID, c.vendorCode]));
    expect(big.nms.filter((n) => n.vendorCode !== vendorCodes.get(n.nm) || !n.url.includes(String(n.nm)))).toEqual([]);
    for (const a of adverts) {
      const campaign = book().byId(a.advertId)!;
      const limit = a.status === -1 ? undefined : book().dailyLimit(campaign);
      if (limit?.enabled) {
        expect(a.dailyBudget).toBe((limit.limitKopecks / 100).toFixed(2));
      } else {
        expect(a.dailyBudget).toBeNull();
        expect(a.dailyBudgetMissing).toMatch(/\S/);
      }
    }
  });

  it("gives a campaign's days, its clusters' figures and its excluded phrases", async () => {
    const campaign = smallActive();
    const excluded = book().minusPhrases(campaign.id, campaign.cards[0]!.nmID);
    const { advert } = dataOf(
      await gql<{
        advert: {
          info: { advertId: number };
          stat: { date: string; sum: string; stats: { keyword: string }[] }[];
          clusters: { clusters: { cluster: string; keywords: string[] }[]; excluded: string[] };
        };
      }>(admin, ADVERT, { id: campaign.id, from: monthAgo, to: today }),
    );
    expect(advert.info.advertId).toBe(campaign.id);
    expect(advert.stat.length).toBeGreaterThan(0);
    expect(advert.stat.some((d) => d.stats.length > 0)).toBe(true);
    for (const phrase of excluded) expect(advert.clusters.excluded).toContain(phrase);
    const clusters = advert.clusters.clusters.map((c) => c.cluster);
    expect(clusters.filter((c) => advert.clusters.excluded.includes(c))).toEqual([]);
    expect(advert.clusters.clusters.every((c) => c.keywords[0] === c.cluster)).toBe(true);
  });

  it("refuses another company's or an unknown campaign, and a period that ends before it starts", async () => {
    expect(errorCode(await gql(admin, ADVERT, { id: 1, from: monthAgo, to: today }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(admin, ADVERT, { id: smallActive().id, from: today, to: monthAgo }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('excluded phrases', () => {
  it('adds phrases to every product of a campaign over a hundred products in the background, keeping what each had, and undoes it once', async () => {
    const campaign = large();
    const products = campaign.cards.length;
    const first = campaign.cards[0]!.nmID;
    book().setMinusPhrases(campaign.id, first, ['уже исключена']);
    const [a, b] = book().clusters(campaign, campaign.cards[5]!.nmID);
    const answer = dataOf(
      await gql<{ excludePhrases: { id: string; message: string } }>(admin, EXCLUDE, {
        id: campaign.id,
        p: [a, ` ${b} `, a],
      }),
    ).excludePhrases;
    // The answer comes at once: the change is logged and queued, nothing is at WB yet.
    expect(answer.message).toBe(`Исключаем фразы «${a}», «${b}» у ${products} товаров.`);
    expect(book().minusPhrases(campaign.id, first)).toEqual(['уже исключена']);
    const log = async () =>
      dataOf(
        await gql<{
          advertActions: {
            id: string;
            action: string;
            outcome: string;
            wbAnswer: string;
            who: string | null;
            undoable: boolean;
            productsDone: number | null;
            productsTotal: number | null;
          }[];
        }>(admin, LOG, { id: campaign.id }),
      ).advertActions;
    expect((await log())[0]).toMatchObject({
      id: answer.id,
      outcome: 'sent',
      productsDone: 0,
      productsTotal: products,
      undoable: false,
    });

    // WB holds the fourth product's list: the journal says how far the change is meanwhile.
    let answerWb!: () => void;
    const held = new Promise<void>((resolve) => (answerWb = resolve));
    wb.faults.inject({ path: '/adv/v0/normquery/set-minus', kind: 'slow', until: held, after: 3 });
    const setMinusCalls = () => wb.requests.filter((r) => r.path.endsWith('/normquery/set-minus')).length;
    const callsBefore = setMinusCalls();
    const working = workChanges();
    await vi.waitUntil(() => setMinusCalls() === callsBefore + 4, { timeout: 60_000, interval: 20 });
    expect((await log())[0]).toMatchObject({ outcome: 'sent', productsDone: 3, productsTotal: products });
    answerWb();
    await working;

    for (const card of campaign.cards) {
      expect(book().minusPhrases(campaign.id, card.nmID)).toEqual(expect.arrayContaining([a, b]));
    }
    expect(book().minusPhrases(campaign.id, first).sort()).toEqual(['уже исключена', a!, b!].sort());
    const [excluded] = await log();
    // The journal names the phrases and the number of products, not each product.
    expect(excluded).toMatchObject({
      outcome: 'done',
      wbAnswer: `Фразы «${a}», «${b}» исключены у ${products} товаров.`,
      productsDone: products,
      undoable: true,
    });

    const detail = (
      await gql<{ advert: { clusters: { excluded: string[]; clusters: { cluster: string }[] } } }>(admin, ADVERT, {
        id: campaign.id,
        from: monthAgo,
        to: today,
      })
    ).data!.advert;
    expect(detail.clusters.excluded).toEqual(expect.arrayContaining([a, b, 'уже исключена']));
    expect(detail.clusters.clusters.map((c) => c.cluster)).not.toContain(a);

    dataOf(await gql(admin, UNDO, { id: answer.id }));
    // Once asked, the exclusion is no longer offered for undo, and a second undo logs nothing.
    expect((await log()).find((e) => e.id === answer.id)!.undoable).toBe(false);
    const second = await gql(admin, UNDO, { id: answer.id });
    expect(errorCode(second)).toBe('CONFLICT');
    expect(second.errors![0]!.message).toBe('Это исключение уже отменено.');
    await workChanges();
    expect(book().minusPhrases(campaign.id, first)).toEqual(['уже исключена']);
    for (const card of campaign.cards.slice(1)) expect(book().minusPhrases(campaign.id, card.nmID)).not.toContain(a);
    expect(errorCode(await gql(admin, UNDO, { id: answer.id }))).toBe('CONFLICT');

    const entries = await log();
    expect(entries.map((e) => [e.action, e.outcome, e.undoable])).toEqual([
      ['restore', 'done', false],
      ['exclude', 'done', false],
    ]);
    expect(entries[0]!.wbAnswer).toBe(`Фразы «${a}», «${b}» возвращены у ${products} товаров.`);
    expect(entries.every((e) => e.who !== null)).toBe(true);
  });

  it('goes on after a crash where it stopped: a product WB took while the worker died counts as done', async () => {
    // A campaign of a few products that the other cases leave alone.
    const others = [0, 1, 2, 3, 4].map((skip) => smallActive(skip).id);
    const campaign = book().adverts.find(
      (a) => a.status === 11 && a.cards.length >= 2 && a.cards.length < 100 && !others.includes(a.id),
    )!;
    const [firstCard] = campaign.cards;
    const phrase = 'фраза после перезапуска';
    const had = book().minusPhrases(campaign.id, firstCard!.nmID);
    const { id } = dataOf(
      await gql<{ excludePhrases: { id: string } }>(admin, EXCLUDE, { id: campaign.id, p: [phrase] }),
    ).excludePhrases;
    // The worker logged the first product as at WB, and died; WB took the list after it.
    const [row] = await app.database.db
      .select()
      .from(advertActions)
      .where(eq(advertActions.id, Number(id)));
    await app.database.db
      .update(advertActions)
      .set({ progress: { ...row!.progress!, pending: { nmId: firstCard!.nmID, before: had } } })
      .where(eq(advertActions.id, Number(id)));
    book().setMinusPhrases(campaign.id, firstCard!.nmID, [...had, phrase]);
    const setMinusCalls = () => wb.requests.filter((r) => r.path.endsWith('/normquery/set-minus'));
    const callsBefore = setMinusCalls().length;

    await workChanges();
    // The first product is not sent again; the others are.
    expect(setMinusCalls().length - callsBefore).toBe(campaign.cards.length - 1);
    for (const card of campaign.cards) expect(book().minusPhrases(campaign.id, card.nmID)).toContain(phrase);
    const [entry] = await app.database.db
      .select()
      .from(advertActions)
      .where(eq(advertActions.id, Number(id)));
    expect(entry!.outcome).toBe('done');
    expect(entry!.before[firstCard!.nmID]).toEqual(had);

    // So the undo takes the phrase off the first product too.
    dataOf(await gql(admin, UNDO, { id }));
    await workChanges();
    expect(book().minusPhrases(campaign.id, firstCard!.nmID)).toEqual(had);
  });

  it('restores chosen phrases and leaves the others excluded', async () => {
    const campaign = smallActive(1);
    const nm = campaign.cards[0]!.nmID;
    const [a, b] = book().clusters(campaign, nm).slice(-2);
    dataOf(await gql(admin, EXCLUDE, { id: campaign.id, p: [a, b] }));
    dataOf(await gql(admin, RESTORE, { id: campaign.id, p: [a] }));
    await workChanges();
    expect(book().minusPhrases(campaign.id, nm)).toContain(b);
    expect(book().minusPhrases(campaign.id, nm)).not.toContain(a);
  });

  it('names the products WB refused and reports only the others as done', async () => {
    const campaign = smallActive(2);
    expect(campaign.cards.length).toBeGreaterThan(0);
    const phrase = 'фраза для проверки отказа';
    // WB took a product out of the campaign after the sync: the stored campaign still has it, WB refuses its list.
    const extra = {
      nmId: 999_000_001,
      subjectId: null,
      subjectName: null,
      searchBidKopecks: null,
      recommendationsBidKopecks: null,
    };
    await app.database.db
      .update(wbAdverts)
      .set({ nms: sql`${wbAdverts.nms} || ${JSON.stringify([extra])}::jsonb` })
      .where(eq(wbAdverts.advertId, campaign.id));
    dataOf(await gql(admin, EXCLUDE, { id: campaign.id, p: [phrase] }));
    await workChanges();
    for (const card of campaign.cards) expect(book().minusPhrases(campaign.id, card.nmID)).toContain(phrase);
    const { advertActions } = dataOf(
      await gql<{ advertActions: { outcome: string; undoable: boolean; wbAnswer: string }[] }>(admin, LOG, {
        id: campaign.id,
      }),
    );
    expect(advertActions[0]).toMatchObject({ outcome: 'partial', undoable: true });
    expect(advertActions[0]!.wbAnswer).toMatch(/^WB не принял изменение у 1 товара: 999000001 \(WB отклонил запрос/);
    expect(advertActions[0]!.wbAnswer).toContain(
      `; фраза «${phrase}» исключена у ${campaign.cards.length} ${campaign.cards.length % 10 === 1 && campaign.cards.length % 100 !== 11 ? 'товара' : 'товаров'}.`,
    );
  });

  it('refuses an empty or oversized list and an unknown campaign before asking WB', async () => {
    const before = wb.requests.length;
    const id = smallActive().id;
    expect(errorCode(await gql(admin, EXCLUDE, { id, p: [] }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(admin, EXCLUDE, { id, p: ['  ', ''] }))).toBe('BAD_USER_INPUT');
    const tooMany = await gql(admin, EXCLUDE, { id, p: Array.from({ length: 1001 }, (_, i) => `фраза ${i}`) });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors![0]!.message).toContain('1000');
    expect(errorCode(await gql(admin, EXCLUDE, { id: 42, p: ['фраза'] }))).toBe('NOT_FOUND');
    expect(wb.requests.length).toBe(before);
  });

  it('refuses a read-only token before any call to WB', async () => {
    const before = wb.requests.length;
    const answer = await gql(readOnly, EXCLUDE, { id: smallActive().id, p: ['фраза'] });
    expect(errorCode(answer)).toBe('FORBIDDEN');
    expect(answer.errors![0]!.message).toContain('только для чтения');
    expect(errorCode(await gql(readOnly, ACTIVITY, { id: smallActive().id, type: 'pause' }))).toBe('FORBIDDEN');
    expect(wb.requests.length).toBe(before);
  });
});

describe('start, pause and stop by WB status rules', () => {
  const status = async (id: number) =>
    dataOf(await gql<{ advert: { info: { status: number } } }>(admin, ADVERT, { id, from: today, to: today })).advert
      .info.status;

  it('pauses an active campaign, starts it again and stops it, refusing each change its status does not allow', async () => {
    const campaign = smallActive(3);
    const refusal = async (query: string, variables: Record<string, unknown>) => {
      const answer = await gql(admin, query, variables);
      expect(errorCode(answer)).toBe('CONFLICT');
      return answer.errors![0]!.message;
    };
    expect(await refusal(ACTIVITY, { id: campaign.id, type: 'start' })).toBe(
      'Кампанию можно запустить только из статуса «Готова к запуску» или «Приостановлена»; сейчас она «Активна».',
    );
    dataOf(await gql(admin, ACTIVITY, { id: campaign.id, type: 'pause' }));
    expect(campaign.status).toBe(11);
    expect(await status(campaign.id)).toBe(11);
    expect(await refusal(ACTIVITY, { id: campaign.id, type: 'pause' })).toBe(
      'Кампанию можно приостановить только из статуса «Активна»; сейчас она «Приостановлена».',
    );
    dataOf(await gql(admin, ACTIVITY, { id: campaign.id, type: 'start' }));
    expect(await status(campaign.id)).toBe(9);
    const stopped = dataOf(
      await gql<{
        stopAdvert: {
          id: string;
          campaign: { advertId: number; status: number };
          action: { id: string; action: string; outcome: string };
        };
      }>(admin, STOP, { id: campaign.id }),
    );
    expect(await status(campaign.id)).toBe(7);
    // The answer carries the campaign as stored after the change, so a screen shows it without asking.
    expect(stopped.stopAdvert.campaign).toEqual({ advertId: campaign.id, status: 7 });
    // And the journal's entry it wrote, which goes on top of the cached journal.
    expect(stopped.stopAdvert.action).toEqual({ id: stopped.stopAdvert.id, action: 'stop', outcome: 'done' });
    expect(await refusal(STOP, { id: campaign.id })).toBe(
      'Кампанию можно завершить только из статуса «Активна» или «Приостановлена»; сейчас она «Завершена».',
    );
    expect(await refusal(ACTIVITY, { id: campaign.id, type: 'start' })).toContain('сейчас она «Завершена»');
    const { advertActions } = dataOf(
      await gql<{ advertActions: { action: string; outcome: string }[] }>(admin, LOG, { id: campaign.id }),
    );
    expect(advertActions.map((e) => `${e.action}:${e.outcome}`).reverse()).toEqual([
      'start:refused',
      'pause:done',
      'pause:refused',
      'start:done',
      'stop:done',
      'stop:refused',
      'start:refused',
    ]);
  });

  it('logs a change as sent before WB answers, and one whose answer never came as unanswered', async () => {
    const campaign = smallActive(4);
    const log = async () =>
      dataOf(
        await gql<{
          advertActions: { id: string; action: string; outcome: string; wbAnswer: string; undoable: boolean }[];
        }>(admin, LOG, { id: campaign.id }),
      ).advertActions;
    // WB holds its answer until the test lets it go: the log is read while the request is at WB.
    let answerWb!: () => void;
    wb.faults.inject({ path: '/adv/v0/pause', kind: 'slow', until: new Promise<void>((r) => (answerWb = r)) });
    const atWb = () =>
      wb.requests.find((r) => r.path.endsWith('/adv/v0/pause') && r.query.includes(String(campaign.id)));
    const change = gql(admin, ACTIVITY, { id: campaign.id, type: 'pause' });
    await vi.waitUntil(() => atWb(), { timeout: 60_000, interval: 20 });
    expect(atWb()!.status).toBe(0);
    expect((await log())[0]).toMatchObject({
      action: 'pause',
      outcome: 'sent',
      wbAnswer: 'Отправлено в WB, ждём ответа',
    });
    answerWb();
    dataOf(await change);
    const [answered] = await log();
    expect(answered).toMatchObject({ action: 'pause', outcome: 'done' });
    const [row] = await app.database.db
      .select()
      .from(advertActions)
      .where(eq(advertActions.id, Number(answered!.id)));

    // A process that died while WB answered leaves its entry sent; past any request's time it is unanswered.
    const cutOff = await logSentAction(
      app.database.db,
      { companyId: row!.companyId, advertId: campaign.id, userId: row!.userId!, action: 'start', phrases: [] },
      'Отправлено в WB, ждём ответа',
    );
    await app.database.db
      .update(advertActions)
      .set({ createdAt: new Date(Date.now() - UNANSWERED_AFTER_MS - 60_000) })
      .where(eq(advertActions.id, cutOff));
    expect((await log()).find((entry) => entry.id === String(cutOff))).toMatchObject({
      id: String(cutOff),
      action: 'start',
      outcome: 'unanswered',
      wbAnswer:
        'Ответ WB не получен: сервер остановился, пока ждал WB. Проверьте кампанию: её состояние и фразы обновятся со следующей загрузкой данных WB',
      undoable: false,
    });
  });

  it('starts a campaign ready to launch and refuses an unknown change type', async () => {
    const ready = book().adverts.find((a) => a.status === 4)!;
    dataOf(await gql(admin, ACTIVITY, { id: ready.id, type: 'start' }));
    expect(await status(ready.id)).toBe(9);
    expect(errorCode(await gql(admin, ACTIVITY, { id: ready.id, type: 'resume' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(admin, STOP, { id: 7 }))).toBe('NOT_FOUND');
  });
});
