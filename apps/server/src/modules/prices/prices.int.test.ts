import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { createWbClient, wbBaseUrls } from '@seller-helper/wb';
import { adminOfNewCompany, dataOf, errorCode, memberOf, type SignedIn } from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { syncServices, syncUntilDone, TIME_SCALE } from '../../../test/support/sync-kit.ts';
import { insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { SYNC_QUEUE } from '../sync/sync-jobs.ts';
import { insertWorkedExample, SET_CARD } from '../unit/worked-example.fixtures.ts';
import { followPriceChange, PRICE_QUEUE, priceJobDefinition } from './price-job.ts';
import { QUARANTINE_WAY_OUT } from './wb-price-answers.ts';
import { priceChanges } from './prices.tables.ts';

/**
 * Prices sent to WB from the preview to WB's answer, against the WB emulator: a company whose stored
 * token has «Цены и скидки», its cards and prices synced; WB processes each upload a poll later.
 */

const SET_TOKENS = `mutation T($mp: String, $content: String) {
  setCompanyWbTokens(mpAndStatisticToken: $mp, contentAndPricesToken: $content) { id message }
}`;
const PREVIEW = `query P($input: PricePreviewInput!) { pricePreview(input: $input) {
  scheme warehouseName
  rows { nmID vendorCode problem warning
    before { price discount priceAfterDiscount profit marginPercent roiPercent }
    after { price discount priceAfterDiscount profit marginPercent roiPercent } }
} }`;
const CHANGE_FIELDS = `id kind source status statusText taskId wbAnswer who undoable
  lines { nmID sizeID vendorCode oldPrice newPrice oldDiscount newDiscount status wbError }`;
const SEND = `mutation S($source: SendablePriceSource!, $lines: [PriceLineInput!]!) {
  sendPrices(source: $source, lines: $lines) { id message priceChange { ${CHANGE_FIELDS} } }
}`;
const CHANGE = `query C($id: ID!) { priceChange(id: $id) { ${CHANGE_FIELDS} } }`;
const UNDO = `mutation U($id: ID!) { undoPriceChange(id: $id) { id message priceChange { ${CHANGE_FIELDS} } } }`;
const LOG = `query L($days: Int!, $nm: Int) { priceLog(days: $days, nmID: $nm) {
  changeId who source changeStatus nmID oldPrice newPrice oldDiscount newDiscount status wbError } }`;
const ALLOW = `mutation A($allowed: Boolean!) { setMembersSetPrices(allowed: $allowed) {
  id message company { membersSetPrices mayChangePrices } } }`;
const CARDS = '{ cards { nmID sizes { price discount } } }';

interface Line {
  nmID: number;
  oldPrice: string | null;
  newPrice: string | null;
  oldDiscount: number | null;
  newDiscount: number | null;
  status: string;
  wbError: string | null;
}
interface Change {
  id: string;
  status: string;
  statusText: string;
  taskId: string | null;
  wbAnswer: string | null;
  who: string | null;
  undoable: boolean;
  lines: Line[];
}

let app: TestApp;
let wb: WbEmulator;
let seller: SignedIn;
let sellerCompany: number;
let member: SignedIn;
let outsider: SignedIn;
let token: string;

const gql = <Data = Record<string, unknown>>(
  by: SignedIn | Seller,
  query: string,
  variables: Record<string, unknown> = {},
) => app.graphql<Data>(query, variables, by.headers);

const jobServices = () => ({ ...syncServices(app.database, wb, app.services.jobs), config: app.services.config });

/** A company storing `token`, its cards and prices synced from the emulator. */
async function syncedCompany(email: string, stored: string): Promise<{ admin: SignedIn; companyId: number }> {
  const { companyId, admin } = await adminOfNewCompany(app, email);
  dataOf(await gql(admin, SET_TOKENS, { content: stored }));
  for (const dataset of ['cards', 'prices'] as const) {
    expect(await syncUntilDone(jobServices(), Number(companyId), dataset, async () => [stored])).toEqual({
      kind: 'done',
    });
  }
  return { admin, companyId: Number(companyId) };
}

/** One step of the change's job, as a worker runs it. */
const step = (companyId: number, id: string) => followPriceChange(jobServices(), companyId, Number(id));

async function changeOf(by: SignedIn, id: string): Promise<Change> {
  return dataOf(await gql<{ priceChange: Change }>(by, CHANGE, { id })).priceChange;
}

/** WB's own price and discount of a card now. */
async function wbPriceOf(nmId: number) {
  const client = createWbClient({ token, baseUrls: wbBaseUrls({ all: wb.url }) });
  const [good] = await client.prices.ofGoods([nmId]);
  return { price: good!.sizes[0]!.priceKopecks, discount: good!.discountPercent };
}

const uploads = () => wb.requests.filter((r) => r.path.includes('/api/v2/upload/task')).length;

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true', WB_TIME_SCALE: String(TIME_SCALE) });
  await app.services.jobs.boss.createQueue(PRICE_QUEUE, priceJobDefinition.queue);
  await app.services.jobs.boss.createQueue(SYNC_QUEUE, { policy: 'stately' });
  wb = await startWbEmulator({ seed: 7, timeScale: TIME_SCALE, scale: 0.05 });
  app.services.wbBaseUrl = wb.url;
  token = wb.issueToken({ type: 'personal', categories: ['content', 'prices'] });
  const company = await syncedCompany('admin@prices.by', token);
  seller = company.admin;
  sellerCompany = company.companyId;
  member = await memberOf(app, seller, String(sellerCompany), 'member@prices.by');
  outsider = (await adminOfNewCompany(app, 'admin@other-prices.by')).admin;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await wb?.close();
});

/** Three cards of the seller with their WB price (rubles) and discount. */
function threeCards() {
  return wb.data.cards.slice(0, 3).map((c) => ({ nmID: c.nmID, price: c.price, discount: c.discount }));
}

describe('the preview', () => {
  let example: Seller;
  beforeAll(async () => {
    example = await sellerWithCompany(app, 'example@prices.by');
    await insertWorkedExample(app, example);
  });

  const preview = (input: Record<string, unknown>) =>
    gql<{ pricePreview: { rows: Record<string, unknown>[] } }>(example, PREVIEW, {
      input: { scheme: 'FBO', warehouseName: 'Минск', cards: [{ nmID: 501 }], ...input },
    });

  it('finds the price for a 30 % margin with worked example 1 to the kopeck (docs/money.md, example 12)', async () => {
    const answer = dataOf(await preview({ mode: 'MARGIN', targetMarginPercent: '30' }));
    expect(answer.pricePreview.rows).toEqual([
      {
        nmID: 501,
        vendorCode: 'ПРИМЕР-1',
        problem: null,
        warning: null,
        before: {
          price: '1999.00',
          discount: 27,
          priceAfterDiscount: '1459.27',
          profit: '297.32',
          marginPercent: '20.37',
          roiPercent: '49.55',
        },
        after: {
          price: '2447.00',
          discount: 27,
          priceAfterDiscount: '1786.31',
          profit: '536.07',
          marginPercent: '30.01',
          roiPercent: '89.35',
        },
      },
    ]);
  });

  it('finds the price for a profit of 400 ₽ a unit, and counts a price typed by hand', async () => {
    const profit = dataOf(await preview({ mode: 'PROFIT', targetProfit: '400' }));
    expect(profit.pricePreview.rows[0]!.after).toEqual({
      price: '2192.00',
      discount: 27,
      priceAfterDiscount: '1600.16',
      profit: '400.18',
      marginPercent: '25.01',
      roiPercent: '66.70',
    });
    const hand = dataOf(await preview({ mode: 'HAND', cards: [{ nmID: 501, price: '2193', discount: 27 }] }));
    expect(hand.pricePreview.rows[0]!.after).toMatchObject({ price: '2193.00', profit: '400.72' });
  });

  it('warns of the quarantine and refuses what WB would not take', async () => {
    const cut = dataOf(await preview({ mode: 'HAND', cards: [{ nmID: 501, price: '600', discount: 27 }] }));
    expect(cut.pricePreview.rows[0]!.warning).toBe(
      'Цена со скидкой 438 ₽ в 3 и более раз ниже нынешней 1\u00a0459,27 ₽: WB поместит её в карантин и продолжит продавать по старой.',
    );
    const same = dataOf(await preview({ mode: 'HAND', cards: [{ nmID: 501, price: '1999', discount: 27 }] }));
    expect(same.pricePreview.rows[0]!.problem).toBe('Цена и скидка не меняются.');
    const kopecks = await preview({ mode: 'HAND', cards: [{ nmID: 501, price: '1999.50' }] });
    expect(kopecks.errors?.[0]?.message).toBe('Цена товара 501: WB принимает целые рубли больше нуля.');
    const none = await preview({ mode: 'MARGIN', targetMarginPercent: '99.99' });
    expect(dataOf(none).pricePreview.rows[0]!.problem).toBe(
      'Ни одна цена не даёт такой результат: комиссия и налог забирают больше.',
    );
  });

  const SIZE_PREVIEW = `query S($input: SizePricePreviewInput!) { sizePricePreview(input: $input) {
    scheme warehouseName
    rows { nmID sizeID techSize vendorCode problem warning
      before { price discount priceAfterDiscount profit marginPercent roiPercent }
      after { price discount priceAfterDiscount profit marginPercent roiPercent } }
  } }`;
  type Row = { sizeID: number | null; problem: string | null; before: unknown; after: unknown };
  const sizePreview = (sizes: Record<string, unknown>[], by: Seller | SignedIn = example) =>
    gql<{ sizePricePreview: { warehouseName: string; rows: Row[] } }>(by, SIZE_PREVIEW, {
      input: { scheme: 'FBO', warehouseName: 'Минск', sizes },
    });

  it("counts a size as its card at the size's price, to the kopeck", async () => {
    // Example 1's card sold in two sizes at different prices; its cost, returns and defects as card 501's.
    await insertCard(app, example.companyId, {
      nmId: 502,
      vendorCode: 'ПРИМЕР-2',
      dims: [33, 21, 9],
      discount: 27,
      sizes: [
        { chrtID: 5021, techSize: 'M', priceKopecks: 199900, discountedPriceKopecks: 145927 },
        { chrtID: 5022, techSize: 'L', priceKopecks: 244700, discountedPriceKopecks: 178631 },
      ],
    });
    dataOf(
      await gql(example, SET_CARD, {
        id: '502',
        data: { firstPrice: '600', returnPercent: '10', defectPercent: '1.5' },
      }),
    );
    const sizes = dataOf(
      await sizePreview([
        { nmID: 502, sizeID: 5021, price: '2193' },
        { nmID: 502, sizeID: 5022 },
        { nmID: 501, sizeID: 5011, price: '2447' },
      ]),
    ).sizePricePreview;
    const card = async (nmID: number, price: string) =>
      dataOf(await preview({ mode: 'HAND', cards: [{ nmID, price, discount: 27 }] })).pricePreview.rows[0]!;
    const [m, l, one] = sizes.rows;
    expect(sizes.warehouseName).toBe('Минск');
    // Each side of a size equals the card's preview at that price, and example 1's figures.
    expect(m).toMatchObject({ sizeID: 5021, techSize: 'M', problem: null, warning: null });
    expect(m!.before).toEqual((await card(502, '1999')).before);
    expect(m!.after).toEqual((await card(502, '2193')).after);
    expect(m!.after).toMatchObject({ price: '2193.00', profit: '400.72' });
    expect(l).toMatchObject({ sizeID: 5022, techSize: 'L', problem: 'Цена не меняется.' });
    expect(l!.before).toEqual((await card(502, '2447')).after);
    expect(l!.after).toEqual(l!.before);
    expect(l!.after).toMatchObject({ profit: '536.07', marginPercent: '30.01', roiPercent: '89.35' });
    expect(one!.before).toMatchObject({ price: '1999.00', profit: '297.32' });
    expect(one!.after).toEqual((await card(501, '2447')).after);
  });

  it('refuses a size price WB would not take and a size of another card', async () => {
    const kopecks = await sizePreview([{ nmID: 501, sizeID: 5011, price: '1999.50' }]);
    expect(kopecks.errors?.[0]?.message).toBe('Цена размера 5011: WB принимает целые рубли больше нуля.');
    const stranger = await sizePreview([{ nmID: 501, sizeID: 5021, price: '2000' }]);
    expect(stranger.errors?.[0]?.message).toBe('У товара ПРИМЕР-1 нет размера 5021.');
    // Another company's admin finds none of the sizes.
    const outside = await sizePreview([{ nmID: 501, sizeID: 5011, price: '2000' }], outsider);
    expect(errorCode(outside)).toBe('NOT_FOUND');
  });

  it("shows another company's cards to nobody", async () => {
    const answer = await gql(outsider, PREVIEW, {
      input: { scheme: 'FBO', mode: 'MARGIN', targetMarginPercent: '30', cards: [{ nmID: 501 }] },
    });
    expect(errorCode(answer)).toBe('NOT_FOUND');
  });
});

describe('sending prices to WB', () => {
  it('follows a task WB processes later and shows its answer card by card', async () => {
    const [raised, refused, cut] = threeCards();
    wb.prices.refusals.set(
      refused!.nmID,
      "You can't change the item price. Item was added to the Sale due to high inventory",
    );
    const lines = [
      { nmID: raised!.nmID, price: String(raised!.price + 100), discount: raised!.discount },
      { nmID: refused!.nmID, price: String(refused!.price + 100) },
      // A quarter of the price with the same discount: WB holds it in quarantine.
      { nmID: cut!.nmID, price: String(Math.floor(cut!.price / 4)) },
    ];
    const sent = dataOf(
      await gql<{ sendPrices: { id: string; message: string; priceChange: Change } }>(seller, SEND, {
        source: 'HAND',
        lines,
      }),
    );
    expect(sent.sendPrices.message).toBe('Отправляем в WB цены 3 товаров: WB применит их после обработки загрузки.');
    expect(sent.sendPrices.priceChange).toMatchObject({ status: 'SENDING', who: 'admin', taskId: null });
    expect(sent.sendPrices.priceChange.lines.map((l) => l.status)).toEqual(['WAITING', 'WAITING', 'WAITING']);
    const id = sent.sendPrices.id;

    await step(sellerCompany, id);
    const taken = await changeOf(seller, id);
    expect(taken).toMatchObject({ status: 'PROCESSING', statusText: 'WB обрабатывает загрузку' });
    expect(taken.taskId).not.toBeNull();
    // WB has not processed the task at the first look.
    await step(sellerCompany, id);
    expect((await changeOf(seller, id)).status).toBe('PROCESSING');
    expect(await wbPriceOf(raised!.nmID)).toEqual({ price: raised!.price * 100, discount: raised!.discount });

    await step(sellerCompany, id);
    const answered = await changeOf(seller, id);
    expect(answered).toMatchObject({
      status: 'PARTIAL',
      wbAnswer: 'WB изменил цены 1 из 3; отказал по 1; в карантине 1.',
      undoable: true,
    });
    const byNm = new Map(answered.lines.map((l) => [l.nmID, l]));
    expect(byNm.get(raised!.nmID)).toMatchObject({
      status: 'DONE',
      oldPrice: `${raised!.price}.00`,
      newPrice: `${raised!.price + 100}.00`,
      wbError: null,
    });
    expect(byNm.get(refused!.nmID)).toMatchObject({
      status: 'REFUSED',
      wbError: 'WB не даёт менять цену: товар в распродаже по индексу остатка.',
    });
    expect(byNm.get(cut!.nmID)).toMatchObject({ status: 'QUARANTINE', wbError: QUARANTINE_WAY_OUT });
    expect(await wbPriceOf(raised!.nmID)).toEqual({ price: (raised!.price + 100) * 100, discount: raised!.discount });
    expect(await wbPriceOf(cut!.nmID)).toEqual({ price: cut!.price * 100, discount: cut!.discount });

    // The log names who sent what, and WB's answer for each card.
    const log = dataOf(await gql<{ priceLog: Record<string, unknown>[] }>(member, LOG, { days: 1, nm: cut!.nmID }));
    expect(log.priceLog).toEqual([
      {
        changeId: id,
        who: 'admin',
        source: 'HAND',
        changeStatus: 'PARTIAL',
        nmID: cut!.nmID,
        oldPrice: `${cut!.price}.00`,
        newPrice: `${Math.floor(cut!.price / 4)}.00`,
        oldDiscount: cut!.discount,
        newDiscount: null,
        status: 'QUARANTINE',
        wbError: QUARANTINE_WAY_OUT,
      },
    ]);

    // The prices list synced again shows what WB sells at now.
    expect(await syncUntilDone(jobServices(), sellerCompany, 'prices', async () => [token])).toEqual({ kind: 'done' });
    const { cards } = dataOf(await gql<{ cards: { nmID: number; sizes: { price: string }[] }[] }>(seller, CARDS));
    expect(cards.find((c) => c.nmID === raised!.nmID)!.sizes[0]!.price).toBe(`${raised!.price + 100}.00`);

    // Undo: the old price goes back, once.
    const undo = dataOf(await gql<{ undoPriceChange: { id: string; priceChange: Change } }>(seller, UNDO, { id }));
    expect(undo.undoPriceChange.priceChange.lines).toEqual([
      expect.objectContaining({
        nmID: raised!.nmID,
        newPrice: `${raised!.price}.00`,
        oldPrice: `${raised!.price + 100}.00`,
      }),
    ]);
    for (let i = 0; i < 3; i++) await step(sellerCompany, undo.undoPriceChange.id);
    expect((await changeOf(seller, undo.undoPriceChange.id)).status).toBe('DONE');
    expect(await wbPriceOf(raised!.nmID)).toEqual({ price: raised!.price * 100, discount: raised!.discount });
    const again = await gql(seller, UNDO, { id });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('Эти цены уже возвращены.');
    wb.prices.refusals.clear();
  });

  it('knows the outcome of a change cut off after WB took it: the same upload gets the same task', async () => {
    const [, , , card] = wb.data.cards;
    const price = card!.price + 7;
    const sent = dataOf(
      await gql<{ sendPrices: { id: string } }>(seller, SEND, {
        source: 'HAND',
        lines: [{ nmID: card!.nmID, price: String(price) }],
      }),
    );
    // The worker sent the upload and was killed before it wrote WB's answer down.
    const client = createWbClient({ token, baseUrls: wbBaseUrls({ all: wb.url }) });
    const taken = await client.prices.upload({ kind: 'card', lines: [{ nmId: card!.nmID, price }] });
    const before = uploads();
    const [logged] = await app.database.db
      .select()
      .from(priceChanges)
      .where(and(eq(priceChanges.companyId, sellerCompany), eq(priceChanges.id, Number(sent.sendPrices.id))));
    expect(logged).toMatchObject({ status: 'sending', taskId: null });

    // The retried job sends the same upload; WB answers with the task it has.
    await step(sellerCompany, sent.sendPrices.id);
    expect(uploads()).toBe(before + 1);
    expect((await changeOf(seller, sent.sendPrices.id)).taskId).toBe(String(taken.taskId));
    await step(sellerCompany, sent.sendPrices.id);
    await step(sellerCompany, sent.sendPrices.id);
    expect(await changeOf(seller, sent.sendPrices.id)).toMatchObject({
      status: 'DONE',
      wbAnswer: 'WB изменил цены 1 из 1.',
    });
    expect([...wb.prices.tasks.values()].filter((t) => t.lines[0]!.nmID === card!.nmID)).toHaveLength(1);
  });

  it('shows an upload WB refuses whole in Russian', async () => {
    const [, , , , card] = wb.data.cards;
    const sent = dataOf(
      await gql<{ sendPrices: { id: string } }>(seller, SEND, {
        source: 'HAND',
        lines: [{ nmID: card!.nmID, price: String(card!.price), discount: card!.discount }],
      }),
    );
    await step(sellerCompany, sent.sendPrices.id);
    const change = await changeOf(seller, sent.sendPrices.id);
    expect(change).toMatchObject({
      status: 'REFUSED',
      wbAnswer: 'Такие цены и скидки уже установлены в WB: менять нечего. Цены не изменились.',
      undoable: false,
    });
  });

  it('refuses bad lines before anything is logged', async () => {
    const [card] = wb.data.cards;
    const cases: [Record<string, unknown>[], string][] = [
      [[{ nmID: card!.nmID, price: '100.50' }], `Цена товара ${card!.nmID}: WB принимает целые рубли больше нуля.`],
      [[{ nmID: card!.nmID, discount: 100 }], `Скидка товара ${card!.nmID}: целое число от 0 до 99 %.`],
      [[{ nmID: card!.nmID }], `Для товара ${card!.nmID} не указаны ни цена, ни скидка.`],
      [[{ nmID: 1, price: '100' }], 'Товар 1 не найден среди карточек компании.'],
    ];
    const count = async () => (await app.database.db.select().from(priceChanges)).length;
    const logged = await count();
    for (const [lines, message] of cases) {
      const answer = await gql(seller, SEND, { source: 'HAND', lines });
      expect(answer.errors?.[0]?.message).toBe(message);
    }
    expect(await count()).toBe(logged);
  });
});

describe('prices of sizes and WB Club discounts', () => {
  const CARD_PRICES = `query P($nm: [Int!]!) { cardPrices(nmIDs: $nm) {
    nmID discount clubDiscount pricedBySize sizes { sizeID techSize price } } }`;
  const CLUB = `mutation C($lines: [ClubDiscountLineInput!]!) {
    sendClubDiscounts(lines: $lines) { id message priceChange { ${CHANGE_FIELDS} } } }`;
  const LOG_SIZES = `query L($nm: Int) { priceLog(days: 1, nmID: $nm) { kind source nmID sizeID techSize oldPrice newPrice oldDiscount newDiscount status } }`;

  it('sends the price of one size through the size upload, follows it and logs the size', async () => {
    // A card WB prices by size: its sizes sell at different prices.
    const card = wb.data.cards.slice(3).find((c) => c.sizes.length >= 2)!;
    card.editableSizePrice = true;
    card.sizes.forEach((size, i) => (size.price = card.price + i * 100));
    expect(await syncUntilDone(jobServices(), sellerCompany, 'prices', async () => [token])).toEqual({ kind: 'done' });
    const { cardPrices } = dataOf(
      await gql<{ cardPrices: { pricedBySize: boolean; sizes: { sizeID: number; price: string }[] }[] }>(
        seller,
        CARD_PRICES,
        { nm: [card.nmID] },
      ),
    );
    expect(cardPrices[0]!.pricedBySize).toBe(true);
    expect(cardPrices[0]!.sizes[1]).toMatchObject({ sizeID: card.sizes[1]!.chrtID, price: `${card.price + 100}.00` });

    const size = card.sizes[1]!;
    const before = uploads();
    const sent = dataOf(
      await gql<{ sendPrices: { id: string } }>(seller, SEND, {
        source: 'HAND',
        lines: [{ nmID: card.nmID, sizeID: size.chrtID, price: String(card.price + 250) }],
      }),
    );
    for (let i = 0; i < 3; i++) await step(sellerCompany, sent.sendPrices.id);
    expect(wb.requests.some((r) => r.path.endsWith('/api/v2/upload/task/size'))).toBe(true);
    expect(uploads()).toBe(before + 1);
    expect((await changeOf(seller, sent.sendPrices.id)).status).toBe('DONE');
    expect(size.price).toBe(card.price + 250);
    expect(card.sizes[0]!.price).toBe(card.price);
    const { priceLog } = dataOf(await gql<{ priceLog: unknown[] }>(seller, LOG_SIZES, { nm: card.nmID }));
    expect(priceLog).toEqual([
      {
        kind: 'SIZE',
        source: 'HAND',
        nmID: card.nmID,
        sizeID: size.chrtID,
        techSize: size.techSize,
        oldPrice: `${card.price + 100}.00`,
        newPrice: `${card.price + 250}.00`,
        oldDiscount: card.discount,
        newDiscount: null,
        status: 'DONE',
      },
    ]);
    // Another company's admin reads none of the card's prices.
    expect(dataOf(await gql<{ cardPrices: unknown[] }>(outsider, CARD_PRICES, { nm: [card.nmID] })).cardPrices).toEqual(
      [],
    );
  });

  it('sends WB Club discounts through their own upload and logs the old and new discount', async () => {
    const card = wb.data.cards[5]!;
    const old = card.clubDiscount;
    const next = old === 7 ? 8 : 7;
    const sent = dataOf(
      await gql<{ sendClubDiscounts: { id: string; message: string } }>(seller, CLUB, {
        lines: [{ nmID: card.nmID, clubDiscount: next }],
      }),
    );
    expect(sent.sendClubDiscounts.message).toBe(
      'Отправляем в WB скидки WB Клуба 1 товара: WB применит их после обработки загрузки.',
    );
    for (let i = 0; i < 3; i++) await step(sellerCompany, sent.sendClubDiscounts.id);
    expect(wb.requests.some((r) => r.path.endsWith('/api/v2/upload/task/club-discount'))).toBe(true);
    const change = await changeOf(seller, sent.sendClubDiscounts.id);
    expect(change).toMatchObject({
      kind: 'CLUB',
      status: 'DONE',
      wbAnswer: 'WB изменил скидки WB Клуба 1 из 1.',
      undoable: false,
    });
    expect(change.lines).toEqual([
      expect.objectContaining({ nmID: card.nmID, oldDiscount: old, newDiscount: next, oldPrice: null, newPrice: null }),
    ]);
    expect(card.clubDiscount).toBe(next);

    const bad = await gql(seller, CLUB, { lines: [{ nmID: card.nmID, clubDiscount: 100 }] });
    expect(bad.errors?.[0]?.message).toBe(`Скидка WB Клуба товара ${card.nmID}: целое число от 0 до 99 %.`);
    expect(errorCode(await gql(outsider, CLUB, { lines: [{ nmID: card.nmID, clubDiscount: 3 }] }))).not.toBeNull();
    expect(errorCode(await gql(member, CLUB, { lines: [{ nmID: card.nmID, clubDiscount: 3 }] }))).toBe('FORBIDDEN');
  });
});

describe('tokens and the right to change prices', () => {
  it('refuses a read-only token and a token without «Цены и скидки» before any call', async () => {
    const readOnly = await syncedCompany(
      'admin@readonly-prices.by',
      wb.issueToken({ type: 'personal', categories: ['content', 'prices'], readOnly: true }),
    );
    const before = wb.requests.length;
    const [card] = wb.data.cards;
    const refused = await gql(readOnly.admin, SEND, { source: 'HAND', lines: [{ nmID: card!.nmID, price: '999' }] });
    expect(errorCode(refused)).toBe('WB_TOKEN_INVALID');
    expect(refused.errors?.[0]?.message).toContain('«Цены и скидки» выдан только для чтения');
    expect(wb.requests.length).toBe(before);
    const rows = await app.database.db
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.companyId, readOnly.companyId));
    expect(rows).toEqual([]);

    const { companyId, admin } = await adminOfNewCompany(app, 'admin@no-prices.by');
    dataOf(await gql(admin, SET_TOKENS, { content: wb.issueToken({ type: 'personal', categories: ['content'] }) }));
    expect(await syncUntilDone(jobServices(), Number(companyId), 'cards', async () => [token])).toEqual({
      kind: 'done',
    });
    const missing = await gql(admin, SEND, { source: 'HAND', lines: [{ nmID: card!.nmID, price: '999' }] });
    expect(errorCode(missing)).toBe('WB_TOKEN_MISSING');
    expect(missing.errors?.[0]?.message).toContain('«Цены и скидки»');
  });

  it('lets a member send prices only when the admin allows it', async () => {
    const [card] = wb.data.cards;
    const lines = [{ nmID: card!.nmID, price: String(card!.price + 3) }];
    const refused = await gql(member, SEND, { source: 'HAND', lines });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(errorCode(await gql(member, ALLOW, { allowed: true }))).toBe('FORBIDDEN');
    const allowed = dataOf(await gql<{ setMembersSetPrices: { company: unknown } }>(seller, ALLOW, { allowed: true }));
    expect(allowed.setMembersSetPrices.company).toEqual({ membersSetPrices: true, mayChangePrices: true });
    const { company } = dataOf(
      await gql<{ company: { mayChangePrices: boolean } }>(member, '{ company { mayChangePrices } }'),
    );
    expect(company.mayChangePrices).toBe(true);
    const sent = dataOf(
      await gql<{ sendPrices: { id: string; priceChange: Change } }>(member, SEND, { source: 'HAND', lines }),
    );
    expect(sent.sendPrices.priceChange.who).toBe('member');
    dataOf(await gql(seller, ALLOW, { allowed: false }));
    expect(errorCode(await gql(member, SEND, { source: 'HAND', lines }))).toBe('FORBIDDEN');

    // Another company's admin finds nothing of it.
    expect(errorCode(await gql(outsider, CHANGE, { id: sent.sendPrices.id }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(outsider, UNDO, { id: sent.sendPrices.id }))).toBe('NOT_FOUND');
    expect(dataOf(await gql<{ priceLog: unknown[] }>(outsider, LOG, { days: 30 })).priceLog).toEqual([]);
  });
});

describe('the price log a page at a time', () => {
  const PAGE = `query P($query: ListQuery!) { priceLogPage(days: 30, query: $query) {
    totalCount items { changeId nmID vendorCode newPrice status } } }`;
  interface Page {
    priceLogPage: {
      totalCount: number;
      items: { nmID: number; vendorCode: string; newPrice: string | null; status: string }[];
    };
  }
  const page = async (by: SignedIn, query: Record<string, unknown>) =>
    dataOf(await gql<Page>(by, PAGE, { query: { page: 0, pageSize: 500, ...query } })).priceLogPage;

  it('pages, sorts, filters and searches the same lines as the whole log', async () => {
    const all = dataOf(await gql<{ priceLog: { nmID: number }[] }>(seller, LOG, { days: 30 })).priceLog;
    expect(all.length).toBeGreaterThan(3);
    const first = await page(seller, { pageSize: 2 });
    expect(first.totalCount).toBe(all.length);
    expect(first.items.map((l) => l.nmID)).toEqual(all.slice(0, 2).map((l) => l.nmID));
    const second = await page(seller, { page: 1, pageSize: 2 });
    expect(second.items.map((l) => l.nmID)).toEqual(all.slice(2, 4).map((l) => l.nmID));

    const byPrice = await page(seller, { sort: [{ field: 'newPrice', direction: 'ASC' }] });
    const prices = byPrice.items
      .map((l) => l.newPrice)
      .filter((p) => p !== null)
      .map(Number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const club = await page(seller, { filters: [{ field: 'kind', operator: 'EQUALS', value: 'CLUB' }] });
    expect(club.totalCount).toBe(1);
    const done = await page(seller, { filters: [{ field: 'status', operator: 'EQUALS', value: 'DONE' }] });
    expect(done.items.length).toBeGreaterThan(0);
    expect(done.items.every((l) => l.status === 'DONE')).toBe(true);
    expect(done.totalCount).toBe(done.items.length);

    const code = first.items[0]!.vendorCode;
    const found = await page(seller, { search: code });
    expect(found.items.every((l) => l.vendorCode.toLowerCase().includes(code.toLowerCase()))).toBe(true);
    expect(found.totalCount).toBeGreaterThan(0);

    const wrong = await gql(seller, PAGE, {
      query: { page: 0, pageSize: 10, filters: [{ field: 'taskId', operator: 'EQUALS', value: '1' }] },
    });
    expect(wrong.errors?.[0]?.message).toBe('Фильтр по полю «taskId» недоступен в этом списке.');
    // Another company's admin sees none of it.
    expect(await page(outsider, {})).toEqual({ totalCount: 0, items: [] });
  });
});
