import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { adminOfNewCompany, dataOf, memberOf, type SignedIn } from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { syncServices, syncUntilDone, TIME_SCALE } from '../../../test/support/sync-kit.ts';
import { PROMOTION_JOIN_QUEUE, promotionJoinJobDefinition, runPromotionJoins } from './promotion-join-job.ts';
import { logJoin, markSending } from './promotions.repo.ts';
import { users } from '../auth/auth.tables.ts';
import { promotionJoins } from './promotions.tables.ts';

/**
 * WB's promotions calendar against the emulator: the sync stores it, a join goes to WB as a job and
 * its log entry gets WB's answer, WB's refusal is logged as such, and a join cut off after it was sent
 * ends with its outcome known.
 */

const SET_TOKENS = 'mutation T($c: String) { setCompanyWbTokens(contentAndPricesToken: $c) { id message } }';
const LIST = '{ promotions { promotionId name state type offered inAction cardsSyncedAt } }';
const CARDS = `query ($id: Int!) { promotionCards(promotionId: $id) {
  cards { nmID inAction price discount planDiscount planPrice } } }`;
const JOIN = `mutation ($id: Int!, $nm: [Int!]!) { joinPromotion(promotionId: $id, nmIds: $nm) {
  id message join { id outcome nmIds wbAnswer who } promotion { promotionId inAction } } }`;
const LOG = `query ($id: Int!) { promotionJoins(promotionId: $id) { id outcome nmIds joined wbAnswer who uploadNow } }`;

let app: TestApp;
let wb: WbEmulator;
let admin: SignedIn;
let companyId: number;

const gql = <Data = Record<string, unknown>>(by: SignedIn, query: string, variables: Record<string, unknown> = {}) =>
  app.graphql<Data>(query, variables, by.headers);

const promotion = (name: string) => wb.data.promotions.promotions.find((p) => p.name === name)!;
const services = () => ({ ...syncServices(app.database, wb, app.services.jobs), config: app.services.config });

async function companyWith(email: string, token: string) {
  const { companyId: id, admin: signedIn } = await adminOfNewCompany(app, email);
  dataOf(await gql(signedIn, SET_TOKENS, { c: token }));
  for (const dataset of ['cards', 'promotions'] as const) {
    expect(await syncUntilDone(services(), Number(id), dataset, async () => [token])).toEqual({ kind: 'done' });
  }
  return { companyId: Number(id), admin: signedIn };
}

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true', WB_TIME_SCALE: String(TIME_SCALE) });
  await app.services.jobs.boss.createQueue(PROMOTION_JOIN_QUEUE, promotionJoinJobDefinition.queue);
  wb = await startWbEmulator({ seed: 7, timeScale: TIME_SCALE, scale: 0.1 });
  app.services.wbBaseUrl = wb.url;
  ({ companyId, admin } = await companyWith(
    'admin@promos.by',
    wb.issueToken({ type: 'personal', categories: ['content', 'prices'] }),
  ));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await wb?.close();
});

describe("WB's promotions calendar", () => {
  it('stores every promotion with its state and the cards WB offers to those not ended', async () => {
    const { promotions } = dataOf(
      await gql<{ promotions: { name: string; state: string; type: string; offered: number; inAction: number }[] }>(
        admin,
        LIST,
      ),
    );
    const byName = new Map(promotions.map((p) => [p.name, p]));
    expect(promotions.map((p) => [p.name, p.state, p.type])).toEqual([
      ['Распродажа выходных', 'ENDED', 'REGULAR'],
      ['Осенние скидки', 'ENDED', 'REGULAR'],
      ['Товары дня', 'CURRENT', 'REGULAR'],
      ['Хиты сезона', 'CURRENT', 'AUTO'],
      ['Чёрная пятница', 'CURRENT', 'REGULAR'],
      ['Новогодняя распродажа', 'COMING', 'REGULAR'],
      ['Зимние скидки', 'COMING', 'REGULAR'],
    ]);
    for (const name of ['Товары дня', 'Чёрная пятница', 'Новогодняя распродажа', 'Зимние скидки']) {
      const goods = promotion(name).goods;
      expect(byName.get(name)).toMatchObject({ offered: goods.length, inAction: goods.filter((g) => g.inAction).length });
    }
    // WB lists no cards of an ended or auto promotion.
    expect(byName.get('Осенние скидки')).toMatchObject({ offered: 0 });
    expect(byName.get('Хиты сезона')).toMatchObject({ offered: 0 });
  });

  it("shows WB's price, discount and promotion price of each card", async () => {
    const black = promotion('Чёрная пятница');
    const { promotionCards } = dataOf(
      await gql<{ promotionCards: { cards: Record<string, unknown>[] } }>(admin, CARDS, { id: black.id }),
    );
    expect(promotionCards.cards).toEqual(
      black.goods.map((g) => ({
        nmID: g.card.nmID,
        inAction: false,
        price: g.card.price.toFixed(2),
        discount: g.card.discount,
        planDiscount: g.planDiscount,
        planPrice: (Math.round(g.card.price * (100 - g.planDiscount)) / 100).toFixed(2),
      })),
    );
  });
});

describe('joining cards to a promotion', () => {
  it('logs the join, sends it to WB in the background and completes the log with WB\'s answer', async () => {
    const black = promotion('Чёрная пятница');
    const chosen = black.goods.slice(0, 3).map((g) => g.card.nmID);
    const answer = dataOf(
      await gql<{ joinPromotion: { id: string; message: string; join: { outcome: string; nmIds: number[]; who: string } } }>(
        admin,
        JOIN,
        { id: black.id, nm: chosen },
      ),
    ).joinPromotion;
    expect(answer.message).toBe('Добавляем в акцию «Чёрная пятница» 3 товара: ответ WB появится в журнале.');
    expect(answer.join).toMatchObject({ outcome: 'sent', nmIds: chosen, who: 'admin' });
    // Nothing reached WB before the job ran.
    expect(black.goods.filter((g) => g.inAction)).toEqual([]);
    await runPromotionJoins(services(), companyId, black.id);
    expect(black.goods.map((g) => g.inAction)).toEqual([true, true, true, false]);
    const { promotionJoins: log } = dataOf(await gql<{ promotionJoins: Record<string, unknown>[] }>(admin, LOG, { id: black.id }));
    expect(log).toEqual([
      {
        id: answer.id,
        outcome: 'done',
        nmIds: chosen,
        joined: chosen,
        wbAnswer: expect.stringMatching(/^WB принял загрузку №\d+: в акции 3 товара\.$/),
        who: 'admin',
        uploadNow: true,
      },
    ]);
    const { promotionCards } = dataOf(
      await gql<{ promotionCards: { cards: { nmID: number; inAction: boolean }[] } }>(admin, CARDS, { id: black.id }),
    );
    expect(promotionCards.cards.filter((c) => c.inAction).map((c) => c.nmID)).toEqual(chosen);
  });

  it("logs WB's refusal of an upload: the promotion ended at WB", async () => {
    const coming = promotion('Новогодняя распродажа');
    const card = coming.goods.find((g) => !g.inAction)!.card.nmID;
    wb.faults.inject({ host: 'dp-calendar-api', path: '/api/v1/calendar/promotions/upload', kind: 'refuse', status: 422 });
    const { joinPromotion } = dataOf(await gql<{ joinPromotion: { id: string } }>(admin, JOIN, { id: coming.id, nm: [card] }));
    await runPromotionJoins(services(), companyId, coming.id);
    const { promotionJoins: log } = dataOf(await gql<{ promotionJoins: Record<string, unknown>[] }>(admin, LOG, { id: coming.id }));
    expect(log[0]).toMatchObject({
      id: joinPromotion.id,
      outcome: 'refused',
      joined: [],
      uploadNow: false,
      wbAnswer: 'WB не принял запрос: акция уже закончилась или такой акции нет. Товары не добавлены.',
    });
    expect(coming.goods.find((g) => g.card.nmID === card)!.inAction).toBe(false);
  });

  it('ends a join cut off after its upload went out with its outcome known', async () => {
    const day = promotion('Товары дня');
    const cards = day.goods.filter((g) => !g.inAction).map((g) => g.card.nmID);
    // The process sent the upload and died before WB's answer was stored: WB holds it, the log says «sent».
    const logged = await logJoin(
      app.services.db,
      { companyId, promotionId: day.id, userId: await userId('admin@promos.by'), nmIds: cards, uploadNow: true },
      'Отправлено в WB, ждём ответа',
    );
    await markSending(app.services.db, companyId, logged.id);
    wb.data.promotions.upload(day.id, cards, true);
    // pg-boss runs the job again: the same upload is sent, WB knows it, and the log is completed.
    await runPromotionJoins(services(), companyId, day.id);
    const [row] = await app.services.db
      .select()
      .from(promotionJoins)
      .where(and(eq(promotionJoins.companyId, companyId), eq(promotionJoins.id, logged.id)));
    expect(row).toMatchObject({ outcome: 'done', sending: false, joined: cards });
    expect(row!.wbAnswer).toBe(`WB уже получил эту загрузку раньше: в акции ${cards.length === 1 ? '1 товар' : `${cards.length} товара`}.`);
  });

  it('refuses a read-only token before anything is sent, and a colleague who is not an admin', async () => {
    const readOnly = await companyWith(
      'admin@promos-readonly.by',
      wb.issueToken({ type: 'personal', categories: ['content', 'prices'], readOnly: true }),
    );
    const zimnie = promotion('Зимние скидки');
    const asked = wb.requests.length;
    const refused = await gql(readOnly.admin, JOIN, { id: zimnie.id, nm: [zimnie.goods[0]!.card.nmID] });
    expect(refused.errors?.[0]?.message).toBe(
      'Токен WB с категорией «Цены и скидки» выдан только для чтения: WB не позволит добавить товары в акцию. Администратор компании может заменить его в настройках.',
    );
    expect(wb.requests.slice(asked).filter((r) => r.path.includes('/upload'))).toEqual([]);
    const colleague = await memberOf(app, admin, String(companyId), 'member@promos.by');
    const byColleague = await gql(colleague, JOIN, { id: zimnie.id, nm: [zimnie.goods[0]!.card.nmID] });
    expect(byColleague.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A colleague sees the calendar and the log.
    expect(dataOf(await gql<{ promotions: unknown[] }>(colleague, LIST)).promotions).toHaveLength(7);
  });
});

async function userId(email: string): Promise<string> {
  const [user] = await app.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}
