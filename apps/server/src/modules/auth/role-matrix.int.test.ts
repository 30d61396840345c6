import { randomBytes } from 'node:crypto';
import { TokenAuthority } from '@seller-helper/wb-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOfNewCompany,
  companyForm,
  dataOf,
  errorCode,
  memberOf,
  newCompanyId,
  type SignedIn,
} from '../../../test/support/sign-in.ts';
import { createTestApp, type GraphQLAnswer, type TestApp } from '../../../test/support/test-app.ts';
import { accessGaps } from '../../../test/support/access-coverage.ts';
import {
  advertActions,
  priceChangeLines,
  priceChanges,
  syncStates,
  unitLedger,
  wbAdvertDailyStats,
  wbAdvertNmDailyStats,
  wbAdverts,
  wbFinanceRows,
  wbOrders,
  wbPaidStorage,
  wbPromotionCards,
  wbPromotions,
  wbSales,
  wbStocks,
} from '../../db/schema/index.ts';
import { insertFboIncome, insertFbsSupply } from '../supplies/ledger-fixtures.ts';
import { schema } from '../../graphql/schema.ts';
import { insertCard, insertTariffs } from '../cards/catalog-fixtures.ts';
import { SYNC_QUEUE, type SyncJobData } from '../sync/sync-jobs.ts';
import type { AccessLevel } from './access.ts';
import { startTelegramStandIn, type TelegramStandIn } from '../notifications/telegram-stand-in.ts';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';

/**
 * Who may do what, company by company. Company A has an admin and a member; company B has its own
 * admin. Every operation works on the caller's selected company only, so B's admin must never
 * see A's data, and A's people never B's; nobody signed out gets anything. Every root field of the
 * schema is either here or in PUBLIC_FIELDS, and declares the level this test expects.
 */

type CallerName = 'admin of A' | 'member of A' | 'admin of B' | 'signed out';

/** Fields anyone may call: signing in and out, and what the sign-in screen needs. */
const PUBLIC_FIELDS = ['auth', 'refreshToken', 'logout', 'ping', 'serverInfo'];

interface Company {
  /** Marks every e-mail of the company (its people and its invites). */
  domain: string;
  companyId: string;
  admin: SignedIn;
  syncError: string;
  /** The nmID of the company's one synced card. */
  nmId: number;
  vendorCode: string;
  warehouse: string;
  /** The company's one advert campaign (active, with the company's card). */
  advertId: number;
  advertName: string;
  /** A running promotion offering the company's card, and an ended one it took part in (1 Oct 2026). */
  promotionId: number;
  endedPromotionId: number;
  promotionName: string;
}

interface Caller {
  signedIn: SignedIn;
  company: Company;
  other: Company;
}

interface Operation {
  /** The root field the operation calls. */
  name: string;
  level: Exclude<AccessLevel, 'public'>;
  /** An error an allowed caller gets by design (passing the access check is what is tested). */
  allowedError?: string;
  /** Sets the stage as the company's admin would; answers what `run` needs. */
  prepare?(caller: Caller): Promise<string>;
  run(caller: Caller, prepared: string): Promise<GraphQLAnswer>;
  /** What an allowed answer must say about the caller's own company. */
  check(answer: GraphQLAnswer, caller: Caller): Promise<void> | void;
  /** The operation aimed at the other company's thing by id (set up by `prepare`): must find nothing. */
  intrude?: {
    prepare?(caller: Caller): Promise<string>;
    run(caller: Caller, prepared: string): Promise<GraphQLAnswer>;
  };
}

let app: TestApp;
let telegram: TelegramStandIn;
let alpha: Company;
let beta: Company;
const callers = {} as Record<CallerName, Caller>;

beforeAll(async () => {
  telegram = await startTelegramStandIn();
  app = await createTestApp({ DEMO_MODE: 'true', TELEGRAM_API_URL: telegram.url });
  // syncNow queues jobs; the app creates this queue at start, the test app has no workers.
  await app.services.jobs.boss.createQueue(SYNC_QUEUE, { policy: 'stately' });
  alpha = await setUpCompany('alpha.by');
  beta = await setUpCompany('beta.by');
  const member = await memberOf(app, alpha.admin, alpha.companyId, 'member@alpha.by');
  const nobody: SignedIn = { email: '', accessToken: '', refreshCookie: '', headers: {} };
  callers['admin of A'] = { signedIn: alpha.admin, company: alpha, other: beta };
  callers['member of A'] = { signedIn: member, company: alpha, other: beta };
  callers['admin of B'] = { signedIn: beta.admin, company: beta, other: alpha };
  callers['signed out'] = { signedIn: nobody, company: alpha, other: beta };
});

afterAll(async () => {
  await app?.close();
  await telegram?.close();
});

let nextNmId = 300_000;

/** A company with an admin, a pending invite, stored WB tokens, a card, tariffs and a sync state of its own. */
async function setUpCompany(domain: string): Promise<Company> {
  const { companyId, admin } = await adminOfNewCompany(app, `admin@${domain}`);
  const company = {
    domain,
    companyId,
    admin,
    syncError: `WB не ответил компании ${domain}`,
    nmId: ++nextNmId,
    vendorCode: `ART-${domain}`,
    warehouse: `Склад ${domain}`,
    advertId: 0,
    advertName: `Кампания ${domain}`,
    promotionId: 0,
    endedPromotionId: 0,
    promotionName: `Акция ${domain}`,
  };
  company.advertId = company.nmId + 5_000_000;
  company.promotionId = company.nmId + 7_000_000;
  company.endedPromotionId = company.promotionId + 500_000;
  const promotion = (promotionId: number, name: string, startAt: string, endAt: string) => ({
    companyId: Number(companyId),
    promotionId,
    name,
    type: 'regular' as const,
    startAt: new Date(startAt),
    endAt: new Date(endAt),
  });
  await app.services.db
    .insert(wbPromotions)
    .values([
      promotion(company.promotionId, company.promotionName, '2026-09-01T00:00:00Z', '2036-01-01T00:00:00Z'),
      promotion(
        company.endedPromotionId,
        `Прошедшая ${company.promotionName}`,
        '2026-09-30T21:00:00Z',
        '2026-10-01T20:59:59Z',
      ),
    ]);
  const offered = (promotionId: number, inAction: boolean) => ({
    companyId: Number(companyId),
    promotionId,
    nmId: company.nmId,
    inAction,
    priceKopecks: 250_000,
    currency: 'RUB',
    planPriceKopecks: 175_000,
    discount: 20,
    planDiscount: 30,
  });
  await app.services.db
    .insert(wbPromotionCards)
    .values([offered(company.promotionId, false), offered(company.endedPromotionId, true)]);
  await app.services.db.insert(wbAdverts).values({
    companyId: Number(companyId),
    advertId: company.advertId,
    type: 8,
    status: 9,
    name: company.advertName,
    paymentType: 'cpm',
    nms: [
      {
        nmId: company.nmId,
        subjectId: null,
        subjectName: null,
        searchBidKopecks: 25_000,
        recommendationsBidKopecks: null,
      },
    ],
  });
  await app.services.db.insert(wbAdvertDailyStats).values({
    companyId: Number(companyId),
    advertId: company.advertId,
    date: '2026-09-01',
    views: 1000,
    clicks: 40,
    spendKopecks: 12_345,
    orders: 3,
  });
  await app.services.db.insert(wbAdvertNmDailyStats).values({
    companyId: Number(companyId),
    advertId: company.advertId,
    nmId: company.nmId,
    date: '2026-09-01',
    views: 1000,
    clicks: 40,
    spendKopecks: 12_345,
    orders: 3,
  });
  await insertCard(app, Number(companyId), {
    nmId: company.nmId,
    vendorCode: company.vendorCode,
    dims: [10, 20, 30],
    sizes: [{ chrtID: company.nmId * 10, techSize: '48', priceKopecks: 250_000, discountedPriceKopecks: 200_000 }],
    discount: 20,
  });
  await insertTariffs(app, Number(companyId), '2026-09-01', company.warehouse, 'Центральный федеральный округ', {
    base: '46',
    liter: '14',
    mpBase: '46',
    mpLiter: '14',
    storageBase: '0.07',
    storageLiter: '0.07',
  });
  await gql(admin, INVITE, { email: `pending@${domain}` });
  await gql(admin, SET_TOKENS, { mp: wbToken(), content: wbToken() });
  await app.services.db.insert(wbFinanceRows).values({
    companyId: Number(companyId),
    rrdId: company.nmId,
    reportId: String(company.nmId),
    reportType: 1,
    dateFrom: '2026-09-07',
    dateTo: '2026-09-13',
    currency: 'RUB',
    rrDate: '2026-09-10',
    shkId: company.nmId * 10,
    nmId: company.nmId,
    vendorCode: company.vendorCode,
    docTypeName: 'Продажа',
    sellerOperName: 'Продажа',
    forPayKopecks: 100_000,
  });
  // One order and its sale, shipped from the company's own warehouse name (a fingerprint).
  const statisticsRow = {
    companyId: Number(companyId),
    srid: `srid-${domain}`,
    date: new Date('2026-10-01T09:00:00.000Z'),
    lastChangeDate: new Date('2026-10-01T09:00:00.000Z'),
    nmId: company.nmId,
    supplierArticle: company.vendorCode,
    warehouseName: company.warehouse,
    priceWithDiscKopecks: 150_000,
    techSize: '48',
    countryName: 'Россия',
    oblastOkrugName: 'Центральный федеральный округ',
  };
  await app.services.db.insert(wbOrders).values(statisticsRow);
  // The card's one size in a WB warehouse named after the company.
  await app.services.db.insert(wbStocks).values({
    companyId: Number(companyId),
    nmId: company.nmId,
    chrtId: company.nmId * 10,
    warehouseId: company.nmId,
    warehouseName: company.warehouse,
    regionName: 'Центральный',
    quantity: 7,
    inWayToClient: 1,
    inWayFromClient: 0,
    syncedAt: new Date('2026-10-02T09:00:00.000Z'),
  });
  await app.services.db.insert(wbSales).values({ ...statisticsRow, saleId: `S-${domain}`, kind: 'sale' });
  await recountDailyFigures(app.services.db);
  await app.services.db.insert(syncStates).values({
    companyId: Number(companyId),
    dataset: 'orders',
    done: 4242,
    lastError: company.syncError,
    lastSuccessAt: new Date('2025-01-02T03:04:05.000Z'),
  });
  // A day of WB's paid storage report at the company's own warehouse name.
  await app.services.db.insert(wbPaidStorage).values({
    companyId: Number(companyId),
    day: '2026-10-01',
    originalDay: '2026-10-01',
    nmId: company.nmId,
    barcode: `20${company.nmId}`,
    chrtId: company.nmId * 10,
    officeId: 507,
    giId: 0,
    warehouseName: company.warehouse,
    units: 3,
    price: '1.234567',
  });
  await insertFbsSupply(app, Number(companyId), `WB-GI-${company.nmId}`, '2026-10-05T06:00:00Z', [
    { orderId: company.nmId, sticker: `${company.nmId}01`, nmId: company.nmId, article: company.vendorCode },
  ]);
  await insertFboIncome(
    app,
    Number(companyId),
    { preorderId: company.nmId * 10, supplyId: company.nmId * 10, createDate: '2026-10-02T08:00:00Z' },
    [{ barcode: `20${company.nmId}`, nmId: company.nmId, vendorCode: company.vendorCode, quantity: 2 }],
  );
  await app.services.db.insert(unitLedger).values({
    companyId: Number(companyId),
    shkId: `${company.nmId}99`,
    nmId: company.nmId,
    article: company.vendorCode,
    firstPriceKopecks: 100,
    supplyId: String(company.nmId * 10),
    type: 'FBO',
    supplyDate: '2026-10-02',
    costSource: 'file',
  });
  return company;
}

function wbToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return [part({ alg: 'ES256' }), part({ exp: 2_000_000_000 }), randomBytes(48).toString('base64url')].join('.');
}

let uniq = 0;
const unique = () => `${Date.now().toString(36)}${uniq++}`;

function gql<Data = Record<string, unknown>>(by: SignedIn, query: string, variables: Record<string, unknown> = {}) {
  return app.graphql<Data>(query, variables, by.headers);
}

/** Everything by which a company's data could be recognised in an answer. */
async function fingerprints(company: Company): Promise<string[]> {
  const tokens = dataOf(
    await gql<{ companyWbTokens: { masked: string | null }[] }>(company.admin, '{ companyWbTokens { masked } }'),
  ).companyWbTokens;
  return [
    company.companyId,
    `@${company.domain}`,
    company.syncError,
    company.vendorCode,
    company.warehouse,
    company.advertName,
    company.promotionName,
    ...tokens.map((token) => token.masked).filter((masked): masked is string => Boolean(masked)),
  ];
}

/** What a refused operation must leave as it was: the company, its invites and its stored tokens. */
async function companyState(company: Company) {
  return dataOf(
    await gql(
      company.admin,
      `{
        company { id shortName shopName updated_at }
        companyInvites { id email }
        companyWbTokens { masked }
        companyTaxSettings { regime vatRate updatedAt }
        cards { nmID firstPrice titleForTn }
      }`,
    ),
  );
}

const INVITE = 'mutation Invite($email: String!) { invite(email: $email) { id message } }';
const INVITES = '{ companyInvites { id email } }';
const SET_TOKENS = `mutation SetTokens($mp: String, $content: String) {
  setCompanyWbTokens(mpAndStatisticToken: $mp, contentAndPricesToken: $content) { id message }
}`;
const TOKENS = '{ companyWbTokens { kind isSet masked expiresAt } }';
const CLEAR_TOKEN = 'mutation C($kind: WbTokenKind!) { clearCompanyWbToken(kind: $kind) { id message } }';
const ACCEPT = 'mutation A($id: ID!) { acceptInvite(inviteId: $id) { id message } }';
const SET_CARD =
  'mutation S($id: ID!, $data: CardSettingsInput!) { setCardSettings(cardId: $id, data: $data) { id message } }';
const HISTORY = 'query H($id: ID!) { cardSettingsHistory(cardId: $id) { field newValue changedBy } }';
const IMPORT = 'mutation I($file: File!) { importCardSettings(file: $file) { rows saved errors { row message } } }';
const REVOKE = 'mutation R($id: ID!) { revokeInvite(inviteId: $id) { id message } }';
const SET_NOTIFICATIONS =
  'mutation S($d: NotificationSettingsInput!) { setNotificationSettings(data: $d) { id notificationSettings { quietFrom } } }';
const SET_BOT = 'mutation B($t: String!) { setTelegramBot(token: $t) { id message } }';
const BOT_TOKEN = '424242:matrix-bot-token';
const A_TOKEN = new TokenAuthority(4, 'matrix-seller').issue({ type: 'personal', categories: ['content'] });

const unitsFile = (text: string) => new File([text], 'units.csv');
/** A plan long enough for the company's one order to call for a supply to its warehouse. */
const LONG_PLAN = 'leadDays: 90, coverDays: 180';
const savedPlan = (who: SignedIn, company: Company) =>
  gql(
    who,
    `mutation S($wh: String!) { saveSupplyPlan(warehouse: $wh, ${LONG_PLAN}) { id plan { lines { barcode planned } } } }`,
    {
      wh: company.warehouse,
    },
  );
const planIdOf = (answer: GraphQLAnswer) => (answer.data as { saveSupplyPlan: { id: string } }).saveSupplyPlan.id;
const IMPORT_RESULT = '{ rows saved errors { row column message } }';
const IMPORT_MP = `mutation I($file: File!) { importMpSupply(file: $file) ${IMPORT_RESULT} }`;
const IMPORT_UNSAVED = `mutation I($file: File!) { importUnsavedShk(file: $file) ${IMPORT_RESULT} }`;
const importFbo = (incomeId: number) =>
  `mutation I($file: File!) { importFboIncome(incomeId: "${incomeId}", date: "2026-10-02", file: $file) ${IMPORT_RESULT} }`;
const PERIOD = { from: '2026-01-01', to: '2026-12-31' };

/** An import that read its one row and saved it (or found it saved already). */
function importedOne(answer: GraphQLAnswer) {
  const [result] = Object.values(answer.data as Record<string, { rows: number; errors: unknown[] }>);
  expect(result).toMatchObject({ rows: 1, errors: [] });
}

/** An import aimed at the other company's unit: refused with a row error, nothing saved. */
function refusedOne(answer: GraphQLAnswer) {
  const [result] = Object.values(answer.data as Record<string, { saved: number; errors: unknown[] }>);
  expect(result!.saved).toBe(0);
  expect(result!.errors).toHaveLength(1);
  return answer;
}

const PROMOTION_CARDS =
  'query P($id: Int!) { promotionCards(promotionId: $id) { cards { vendorCode planPrice promoPriceAfterDiscount } } }';
const PROMOTION_JOINS = 'query J($id: Int!) { promotionJoins(promotionId: $id) { id outcome } }';
const PROMOTION_PLAN_FACT =
  'query F($id: Int!) { promotionPlanFact(promotionId: $id) { cards { vendorCode during { orders ordersSum sold } } during { orders ordersSum sold } } }';
const JOIN_PROMOTION =
  'mutation J($id: Int!, $nm: [Int!]!) { joinPromotion(promotionId: $id, nmIds: $nm) { id message } }';

const ADVERT_PERIOD = { from: '2026-09-01', to: '2026-09-30' };
const ADVERT =
  'query A($id: Int!, $from: Date!, $to: Date!) { advert(advertId: $id, from: $from, to: $to) { info { name } stat { date sum } } }';
const EXCLUDE = 'mutation E($id: Int!, $p: [String!]!) { excludePhrases(advertId: $id, phrases: $p) { id message } }';
const RESTORE =
  'mutation R($id: Int!, $p: [String!]!) { restoreExcludedPhrases(advertId: $id, phrases: $p) { id message } }';
const UNDO = 'mutation U($id: ID!) { undoExcludePhrases(actionId: $id) { id message } }';
const ACTIVITY = 'mutation C($id: Int!) { changeAdvertActivity(advertId: $id, type: "pause") { id message } }';
const STOP = 'mutation S($id: Int!) { stopAdvert(advertId: $id) { id message } }';
const ACTIONS = 'query L($id: Int!) { advertActions(advertId: $id) { action phrases } }';

/** A logged exclusion of the company's campaign, for an undo to aim at. */
async function loggedExclusion(company: Company): Promise<string> {
  const [row] = await app.services.db
    .insert(advertActions)
    .values({
      companyId: Number(company.companyId),
      advertId: company.advertId,
      action: 'exclude',
      phrases: [`фраза ${company.domain}`],
      before: { [company.nmId]: [] },
      outcome: 'done',
      wbAnswer: 'Фразы исключены',
    })
    .returning({ id: advertActions.id });
  return String(row!.id);
}

// The companies' stored tokens are not WB's: a campaign change passes the access and tenancy checks
// and stops at the token, before any call to WB.
const advertWrite = (query: string, variables: (company: Company, prepared: string) => Record<string, unknown>) => ({
  level: 'member' as const,
  allowedError: 'WB_TOKEN_MISSING',
  run: (caller: Caller, prepared: string) => gql(caller.signedIn, query, variables(caller.company, prepared)),
  check: () => undefined,
  intrude: {
    run: (caller: Caller, prepared: string) => gql(caller.signedIn, query, variables(caller.other, prepared)),
  },
});

const settingsFile = (nmId: number, firstPrice: string) =>
  new File([`Артикул WB;Себестоимость\n${nmId};${firstPrice}\n`], 'settings.csv');

/** One card's settings of the company, as its admin reads them. */
async function cardOf(company: Company) {
  const { cards } = dataOf(
    await gql<{ cards: { nmID: number; firstPrice: string | null }[] }>(company.admin, '{ cards { nmID firstPrice } }'),
  );
  return cards.find((card) => card.nmID === company.nmId);
}

/** An invite of the company, made by its admin, for a revoke to aim at. */
async function pendingInvite(company: Company) {
  const email = `revoked-${unique()}@${company.domain}`;
  return dataOf(await gql<{ invite: { id: string } }>(company.admin, INVITE, { email })).invite.id;
}

/** A change of the company's card's price that WB took, for a look or an undo to aim at. */
async function loggedPriceChange(company: Company): Promise<string> {
  const [row] = await app.services.db
    .insert(priceChanges)
    .values({
      companyId: Number(company.companyId),
      kind: 'card',
      source: 'hand',
      status: 'done',
      wbAnswer: 'WB изменил цены 1 из 1.',
    })
    .returning({ id: priceChanges.id });
  await app.services.db.insert(priceChangeLines).values({
    companyId: Number(company.companyId),
    changeId: row!.id,
    nmId: company.nmId,
    vendorCode: company.vendorCode,
    oldPriceKopecks: 250_000,
    newPriceKopecks: 260_000,
    oldDiscount: 20,
    newDiscount: 20,
    status: 'done',
  });
  return String(row!.id);
}

const PRICE_CHANGE = 'query C($id: ID!) { priceChange(id: $id) { id lines { nmID vendorCode } } }';
const UNDO_PRICES = 'mutation U($id: ID!) { undoPriceChange(id: $id) { id message } }';
const SEND_PRICES = `mutation S($lines: [PriceLineInput!]!) { sendPrices(source: HAND, lines: $lines) { id message } }`;
const PRICE_PREVIEW = `query P($input: PricePreviewInput!) { pricePreview(input: $input) { rows { nmID vendorCode after { price } } } }`;

const PRICE_FILE = `mutation F($file: File!) { priceFilePreview(file: $file, scheme: FBO) {
  file { errors { row message } } preview { rows { nmID } } } }`;
const priceFile = (nmId: number) => new File([`Артикул WB;Новая цена\n${nmId};2600\n`], 'prices.csv');

const SEND_CLUB = `mutation C($lines: [ClubDiscountLineInput!]!) { sendClubDiscounts(lines: $lines) { id message } }`;
const CARD_PRICES = 'query P($nm: [Int!]!) { cardPrices(nmIDs: $nm) { nmID sizes { sizeID price } } }';
const SIZE_PREVIEW = `query P($input: SizePricePreviewInput!) {
  sizePricePreview(input: $input) { rows { nmID sizeID after { price } } } }`;
const sizePreviewOf = (nmId: number) => ({
  input: { scheme: 'FBO', sizes: [{ nmID: nmId, sizeID: nmId * 10, price: '2600' }] },
});

const priceOperations: Operation[] = [
  {
    name: 'pricePreview',
    level: 'member',
    run: (caller) =>
      gql(caller.signedIn, PRICE_PREVIEW, {
        input: { scheme: 'FBO', mode: 'HAND', cards: [{ nmID: caller.company.nmId, price: '2600', discount: 20 }] },
      }),
    check: (answer, caller) => {
      expect(answer.data).toEqual({
        pricePreview: {
          rows: [{ nmID: caller.company.nmId, vendorCode: caller.company.vendorCode, after: { price: '2600.00' } }],
        },
      });
    },
    intrude: {
      run: (caller) =>
        gql(caller.signedIn, PRICE_PREVIEW, {
          input: { scheme: 'FBO', mode: 'HAND', cards: [{ nmID: caller.other.nmId, price: '2600' }] },
        }),
    },
  },
  {
    name: 'priceFilePreview',
    level: 'member',
    run: (caller) => app.upload(PRICE_FILE, priceFile(caller.company.nmId), caller.signedIn.headers),
    check: (answer, caller) => {
      const { priceFilePreview } = answer.data as { priceFilePreview: { preview: { rows: { nmID: number }[] } } };
      expect(priceFilePreview.preview.rows.map((row) => row.nmID)).toEqual([caller.company.nmId]);
    },
    intrude: {
      run: async (caller) => {
        const answer = await app.upload(PRICE_FILE, priceFile(caller.other.nmId), caller.signedIn.headers);
        const { priceFilePreview } = answer.data as {
          priceFilePreview: { preview: null; file: { errors: unknown[] } };
        };
        expect(priceFilePreview.preview).toBeNull();
        expect(priceFilePreview.file.errors).toHaveLength(1);
        return answer;
      },
    },
  },
  {
    name: 'priceFileTemplate',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ priceFileTemplate { fileName base64 } }'),
    check: (answer) => {
      const { priceFileTemplate } = answer.data as { priceFileTemplate: { base64: string } };
      expect(priceFileTemplate.base64.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'priceChange',
    level: 'member',
    prepare: (caller) => loggedPriceChange(caller.company),
    run: (caller, id) => gql(caller.signedIn, PRICE_CHANGE, { id }),
    check: (answer, caller) => {
      const { priceChange } = answer.data as { priceChange: { lines: { nmID: number }[] } };
      expect(priceChange.lines.map((line) => line.nmID)).toEqual([caller.company.nmId]);
    },
    intrude: {
      prepare: (caller) => loggedPriceChange(caller.other),
      run: (caller, id) => gql(caller.signedIn, PRICE_CHANGE, { id }),
    },
  },
  {
    name: 'priceLog',
    level: 'member',
    prepare: (caller) => loggedPriceChange(caller.company),
    run: (caller) => gql(caller.signedIn, 'query L { priceLog(days: 30) { nmID vendorCode } }'),
    check: (answer, caller) => {
      const { priceLog } = answer.data as { priceLog: { nmID: number }[] };
      expect(priceLog.length).toBeGreaterThan(0);
      expect(new Set(priceLog.map((line) => line.nmID))).toEqual(new Set([caller.company.nmId]));
    },
  },
  {
    name: 'priceLogPage',
    level: 'member',
    prepare: (caller) => loggedPriceChange(caller.company),
    run: (caller) =>
      gql(
        caller.signedIn,
        'query L { priceLogPage(days: 30, query: { page: 0, pageSize: 50 }) { totalCount items { nmID } } }',
      ),
    check: (answer, caller) => {
      const { priceLogPage } = answer.data as { priceLogPage: { totalCount: number; items: { nmID: number }[] } };
      expect(priceLogPage.totalCount).toBe(priceLogPage.items.length);
      expect(new Set(priceLogPage.items.map((line) => line.nmID))).toEqual(new Set([caller.company.nmId]));
    },
  },
  {
    // The stored tokens are not WB's: a change passes the access and tenancy checks and stops at the token.
    name: 'sendPrices',
    level: 'priceRight',
    allowedError: 'WB_TOKEN_MISSING',
    run: (caller) => gql(caller.signedIn, SEND_PRICES, { lines: [{ nmID: caller.company.nmId, price: '2600' }] }),
    check: () => undefined,
    intrude: {
      run: (caller) => gql(caller.signedIn, SEND_PRICES, { lines: [{ nmID: caller.other.nmId, price: '2600' }] }),
    },
  },
  {
    name: 'sendClubDiscounts',
    level: 'priceRight',
    allowedError: 'WB_TOKEN_MISSING',
    run: (caller) => gql(caller.signedIn, SEND_CLUB, { lines: [{ nmID: caller.company.nmId, clubDiscount: 5 }] }),
    check: () => undefined,
    intrude: {
      run: (caller) => gql(caller.signedIn, SEND_CLUB, { lines: [{ nmID: caller.other.nmId, clubDiscount: 5 }] }),
    },
  },
  {
    name: 'cardPrices',
    level: 'member',
    run: (caller) => gql(caller.signedIn, CARD_PRICES, { nm: [caller.company.nmId, caller.other.nmId] }),
    check: (answer, caller) => {
      const { cardPrices } = answer.data as { cardPrices: { nmID: number }[] };
      expect(cardPrices.map((card) => card.nmID)).toEqual([caller.company.nmId]);
    },
  },
  {
    name: 'sizePricePreview',
    level: 'member',
    run: (caller) => gql(caller.signedIn, SIZE_PREVIEW, sizePreviewOf(caller.company.nmId)),
    check: (answer, caller) => {
      expect(answer.data).toEqual({
        sizePricePreview: {
          rows: [{ nmID: caller.company.nmId, sizeID: caller.company.nmId * 10, after: { price: '2600.00' } }],
        },
      });
    },
    intrude: { run: (caller) => gql(caller.signedIn, SIZE_PREVIEW, sizePreviewOf(caller.other.nmId)) },
  },
  {
    name: 'undoPriceChange',
    level: 'priceRight',
    allowedError: 'WB_TOKEN_MISSING',
    prepare: (caller) => loggedPriceChange(caller.company),
    run: (caller, id) => gql(caller.signedIn, UNDO_PRICES, { id }),
    check: () => undefined,
    intrude: {
      prepare: (caller) => loggedPriceChange(caller.other),
      run: (caller, id) => gql(caller.signedIn, UNDO_PRICES, { id }),
    },
  },
  {
    // Sets what every company has by default, so the members of this matrix keep no price right.
    name: 'setMembersSetPrices',
    level: 'admin',
    run: (caller) =>
      gql(caller.signedIn, 'mutation A { setMembersSetPrices(allowed: false) { id company { id membersSetPrices } } }'),
    check: (answer, caller) => {
      expect(answer.data).toEqual({
        setMembersSetPrices: {
          id: caller.company.companyId,
          company: { id: caller.company.companyId, membersSetPrices: false },
        },
      });
    },
  },
];

const operations: Operation[] = [
  ...priceOperations,
  {
    name: 'me',
    level: 'signedIn',
    run: (caller) => gql(caller.signedIn, '{ me { email companies { id selected isAdmin } } }'),
    check: (answer, caller) => {
      const { me } = answer.data as { me: { email: string; companies: { id: string; selected: boolean }[] } };
      expect(me.email).toBe(caller.signedIn.email);
      expect(me.companies.filter((c) => c.selected).map((c) => c.id)).toEqual([caller.company.companyId]);
    },
  },
  {
    name: 'company',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ company { id shortName fullName } }'),
    check: (answer, caller) => {
      expect((answer.data as { company: { id: string } }).company.id).toBe(caller.company.companyId);
    },
  },
  {
    name: 'companyUsers',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ companyUsers { id email isAdmin } }'),
    check: (answer, caller) => {
      const { companyUsers } = answer.data as { companyUsers: { email: string }[] };
      expect(companyUsers.map((user) => user.email)).toContain(caller.signedIn.email);
      expect(companyUsers.map((user) => user.email)).toContain(`admin@${caller.company.domain}`);
    },
  },
  {
    name: 'updateCompany',
    level: 'admin',
    run: (caller) =>
      gql(caller.signedIn, 'mutation U($data: CompanyInput!) { updateCompany(data: $data) { id message } }', {
        data: companyForm(caller.company.companyId, { shopName: `Магазин ${unique()}` }),
      }),
    check: async (answer, caller) => {
      expect((answer.data as { updateCompany: { id: string } }).updateCompany.id).toBe(caller.company.companyId);
      const sent = companyForm(caller.company.companyId);
      const { company } = dataOf(
        await gql<{ company: { id: string; shortName: string } }>(caller.company.admin, '{ company { id shortName } }'),
      );
      expect(company).toEqual({ id: caller.company.companyId, shortName: sent.shortName });
    },
  },
  {
    name: 'invite',
    level: 'admin',
    run: (caller) => gql(caller.signedIn, INVITE, { email: `new-${unique()}@${caller.company.domain}` }),
    check: async (answer, caller) => {
      const { id } = (answer.data as { invite: { id: string } }).invite;
      const listed = dataOf(await gql<{ companyInvites: { id: string }[] }>(caller.company.admin, INVITES));
      expect(listed.companyInvites.map((row) => row.id)).toContain(id);
    },
  },
  {
    name: 'companyInvites',
    level: 'admin',
    run: (caller) => gql(caller.signedIn, INVITES),
    check: (answer, caller) => {
      const { companyInvites } = answer.data as { companyInvites: { email: string }[] };
      expect(companyInvites.map((row) => row.email)).toContain(`pending@${caller.company.domain}`);
    },
  },
  {
    name: 'revokeInvite',
    level: 'admin',
    prepare: (caller) => pendingInvite(caller.company),
    run: (caller, inviteId) => gql(caller.signedIn, REVOKE, { id: inviteId }),
    intrude: {
      prepare: (caller) => pendingInvite(caller.other),
      run: (caller, inviteId) => gql(caller.signedIn, REVOKE, { id: inviteId }),
    },
    check: async (answer, caller) => {
      const { id } = (answer.data as { revokeInvite: { id: string } }).revokeInvite;
      const listed = dataOf(await gql<{ companyInvites: { id: string }[] }>(caller.company.admin, INVITES));
      expect(listed.companyInvites.map((row) => row.id)).not.toContain(id);
    },
  },
  {
    name: 'companyWbTokens',
    level: 'member',
    run: (caller) => gql(caller.signedIn, TOKENS),
    check: (answer) => {
      const { companyWbTokens } = answer.data as { companyWbTokens: { isSet: boolean }[] };
      expect(companyWbTokens.map((token) => token.isSet)).toEqual([true, true]);
    },
  },
  {
    name: 'setCompanyWbTokens',
    level: 'admin',
    run: (caller) => gql(caller.signedIn, SET_TOKENS, { mp: wbToken(), content: wbToken() }),
    check: (answer, caller) => {
      expect((answer.data as { setCompanyWbTokens: { id: string } }).setCompanyWbTokens.id).toBe(
        caller.company.companyId,
      );
    },
  },
  {
    name: 'clearCompanyWbToken',
    level: 'admin',
    prepare: async (caller) => {
      dataOf(await gql(caller.company.admin, SET_TOKENS, { content: wbToken() }));
      return '';
    },
    run: (caller) => gql(caller.signedIn, CLEAR_TOKEN, { kind: 'contentAndPricesToken' }),
    check: async (answer, caller) => {
      expect((answer.data as { clearCompanyWbToken: { id: string } }).clearCompanyWbToken.id).toBe(
        caller.company.companyId,
      );
      const { companyWbTokens } = dataOf(
        await gql<{ companyWbTokens: { isSet: boolean }[] }>(caller.company.admin, TOKENS),
      );
      expect(companyWbTokens.map((token) => token.isSet)).toEqual([true, false]);
      // The other operations expect both tokens stored.
      dataOf(await gql(caller.company.admin, SET_TOKENS, { content: wbToken() }));
    },
  },
  {
    name: 'myInvites',
    level: 'signedIn',
    run: (caller) => gql(caller.signedIn, '{ myInvites { id companyName } }'),
    // Both companies have pending invites, none addressed to these callers.
    check: (answer) => {
      expect((answer.data as { myInvites: unknown[] }).myInvites).toEqual([]);
    },
  },
  {
    name: 'acceptInvite',
    level: 'signedIn',
    // The company's pending invite is addressed to someone else: reaching that refusal is what is tested.
    allowedError: 'NOT_FOUND',
    prepare: (caller) => pendingInvite(caller.company),
    run: (caller, inviteId) => gql(caller.signedIn, ACCEPT, { id: inviteId }),
    check: () => undefined,
  },
  {
    name: 'syncStatus',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ syncStatus { dataset lastSuccessAt lastError running done total } }'),
    check: (answer, caller) => {
      const { syncStatus } = answer.data as {
        syncStatus: { dataset: string; lastError: string | null; done: number }[];
      };
      expect(syncStatus.find((row) => row.dataset === 'orders')).toMatchObject({
        lastError: caller.company.syncError,
        done: 4242,
      });
      expect(syncStatus.filter((row) => row.lastError !== null)).toHaveLength(1);
    },
  },
  {
    name: 'home',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        '{ home(today: "2026-10-01") { periods { name current { orders sales revenue } } topByRevenue { nmId vendorCode } } }',
      ),
    check: (answer, caller) => {
      // Each company has one order and one sale that day: the other company's would make two.
      const { home } = answer.data as {
        home: { periods: { name: string; current: unknown }[]; topByRevenue: unknown[] };
      };
      expect(home.periods.find((p) => p.name === 'today')!.current).toEqual({
        orders: 1,
        sales: 1,
        revenue: '1500.00',
      });
      expect(home.topByRevenue).toEqual([{ nmId: caller.company.nmId, vendorCode: caller.company.vendorCode }]);
    },
  },
  {
    name: 'syncNow',
    level: 'member',
    run: (caller) =>
      gql(caller.signedIn, 'mutation { syncNow(datasets: [cards]) { id message syncStatus { dataset running } } }'),
    check: async (answer, caller) => {
      // The answer's states: the named dataset is queued, so running; the others as stored.
      const { syncStatus } = (answer.data as { syncNow: { syncStatus: { dataset: string; running: boolean }[] } })
        .syncNow;
      expect(syncStatus.filter((state) => state.running).map((state) => state.dataset)).toEqual(['cards']);
      const queued = await app.services.jobs.boss.findJobs<SyncJobData>(SYNC_QUEUE, {
        data: { companyId: Number(caller.company.companyId), dataset: 'cards' },
      });
      expect(queued.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'addCompany',
    level: 'signedIn',
    run: (caller) =>
      gql(caller.signedIn, 'mutation A($data: CompanyInput!) { addCompany(data: $data) { id message } }', {
        data: companyForm(newCompanyId()),
      }),
    check: (answer) => {
      expect((answer.data as { addCompany: { message: string } }).addCompany.message).toBe('Компания создана.');
    },
  },
  {
    name: 'verifyWbToken',
    level: 'signedIn',
    run: (caller) =>
      gql(caller.signedIn, 'query V($t: String!) { verifyWbToken(tokenData: $t) { valid } }', { t: A_TOKEN }),
    check: (answer) => {
      expect((answer.data as { verifyWbToken: { valid: boolean } }).verifyWbToken.valid).toBe(true);
    },
  },
  {
    name: 'checkWbTokens',
    level: 'signedIn',
    run: (caller) =>
      gql(caller.signedIn, 'query C($t: [String!]!) { checkWbTokens(tokensData: $t) { valid } }', { t: [A_TOKEN] }),
    check: (answer) => {
      expect((answer.data as { checkWbTokens: unknown[] }).checkWbTokens).toHaveLength(1);
    },
  },
  {
    name: 'checkWbTokenLive',
    level: 'signedIn',
    // A token that is not WB's is refused before WB is asked: reaching that refusal is what is tested.
    allowedError: 'WB_TOKEN_INVALID',
    run: (caller) =>
      gql(caller.signedIn, 'query L($t: String!) { checkWbTokenLive(tokenData: $t) { live } }', { t: 'not-a-token' }),
    check: () => undefined,
  },
  {
    name: 'cards',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ cards { nmID vendorCode } }'),
    check: (answer, caller) => {
      const { cards } = answer.data as { cards: { vendorCode: string }[] };
      expect(cards.map((card) => card.vendorCode)).toEqual([caller.company.vendorCode]);
    },
  },
  {
    name: 'setCardSettings',
    level: 'member',
    run: (caller) =>
      gql(caller.signedIn, SET_CARD, { id: String(caller.company.nmId), data: { titleForTn: `Футболка ${unique()}` } }),
    check: (answer, caller) => {
      expect((answer.data as { setCardSettings: { id: string } }).setCardSettings.id).toBe(String(caller.company.nmId));
    },
    intrude: {
      run: (caller) => gql(caller.signedIn, SET_CARD, { id: String(caller.other.nmId), data: { firstPrice: '1' } }),
    },
  },
  {
    name: 'cardSettingsHistory',
    level: 'member',
    run: (caller) => gql(caller.signedIn, HISTORY, { id: String(caller.company.nmId) }),
    check: (answer) => {
      const { cardSettingsHistory } = answer.data as { cardSettingsHistory: { field: string }[] };
      expect(cardSettingsHistory.map((change) => change.field)).toContain('titleForTn');
    },
    intrude: { run: (caller) => gql(caller.signedIn, HISTORY, { id: String(caller.other.nmId) }) },
  },
  {
    name: 'importCardSettings',
    level: 'member',
    run: (caller) => app.upload(IMPORT, settingsFile(caller.company.nmId, '123.45'), caller.signedIn.headers),
    check: async (answer, caller) => {
      expect((answer.data as { importCardSettings: { rows: number } }).importCardSettings.rows).toBe(1);
      expect((await cardOf(caller.company))?.firstPrice).toBe('123.45');
    },
    intrude: {
      run: async (caller) => {
        const answer = await app.upload(IMPORT, settingsFile(caller.other.nmId, '1'), caller.signedIn.headers);
        const { importCardSettings } = answer.data as { importCardSettings: { saved: number; errors: unknown[] } };
        expect(importCardSettings.saved).toBe(0);
        expect(importCardSettings.errors).toHaveLength(1);
        return answer;
      },
    },
  },
  {
    name: 'cardSettingsTemplate',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ cardSettingsTemplate { fileName base64 } }'),
    check: (answer) => {
      const { cardSettingsTemplate } = answer.data as { cardSettingsTemplate: { base64: string } };
      expect(cardSettingsTemplate.base64.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'mpSupplies',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ mpSupplies(page: 0, pageSize: 10) { totalCount data { id } } }'),
    check: (answer, caller) => {
      const { mpSupplies } = answer.data as { mpSupplies: { data: { id: string }[] } };
      expect(mpSupplies.data.map((supply) => supply.id)).toEqual([`WB-GI-${caller.company.nmId}`]);
    },
  },
  {
    name: 'mpSuppliesPage',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        '{ mpSuppliesPage(query: { page: 0, pageSize: 10, search: "WB-GI" }) { totalCount items { id } } }',
      ),
    check: (answer, caller) => {
      const { mpSuppliesPage } = answer.data as { mpSuppliesPage: { items: { id: string }[] } };
      expect(mpSuppliesPage.items.map((supply) => supply.id)).toEqual([`WB-GI-${caller.company.nmId}`]);
    },
  },
  {
    name: 'mpSupplyOrders',
    level: 'member',
    run: (caller) =>
      gql(caller.signedIn, 'query O($id: String!) { mpSupplyOrders(supplyId: $id) { shk_id } }', {
        id: `WB-GI-${caller.company.nmId}`,
      }),
    check: (answer, caller) => {
      const { mpSupplyOrders } = answer.data as { mpSupplyOrders: { shk_id: string }[] };
      expect(mpSupplyOrders.map((order) => order.shk_id)).toEqual([`${caller.company.nmId}01`]);
    },
    intrude: {
      run: (caller) =>
        gql(caller.signedIn, 'query O($id: String!) { mpSupplyOrders(supplyId: $id) { shk_id } }', {
          id: `WB-GI-${caller.other.nmId}`,
        }),
    },
  },
  {
    name: 'importMpSupply',
    level: 'member',
    run: (caller) =>
      app.upload(IMPORT_MP, unitsFile(`ШК;Себестоимость\n${caller.company.nmId}01;12,34\n`), caller.signedIn.headers),
    check: importedOne,
    intrude: {
      run: async (caller) =>
        refusedOne(
          await app.upload(
            IMPORT_MP,
            unitsFile(`ШК;Себестоимость\n${caller.other.nmId}01;1\n`),
            caller.signedIn.headers,
          ),
        ),
    },
  },
  {
    name: 'stocksPage',
    level: 'member',
    run: (caller) =>
      gql(caller.signedIn, '{ stocksPage(query: { page: 0, pageSize: 10 }) { totalCount items { nmId inWb } } }'),
    check: (answer, caller) => {
      const { stocksPage } = answer.data as { stocksPage: { items: { nmId: number; inWb: number }[] } };
      expect(stocksPage.items).toEqual([{ nmId: caller.company.nmId, inWb: 7 }]);
    },
  },
  {
    name: 'stockWarehouses',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ stockWarehouses { name quantity } }'),
    check: (answer, caller) => {
      const { stockWarehouses } = answer.data as { stockWarehouses: { name: string }[] };
      expect(stockWarehouses.map((w) => w.name)).toEqual([caller.company.warehouse]);
    },
  },
  {
    name: 'supplySettings',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ supplySettings { leadDays } }'),
    check: (answer) => expect(answer.data).toEqual({ supplySettings: { leadDays: 14 } }),
  },
  {
    name: 'setSupplyLeadDays',
    level: 'member',
    run: (caller) => gql(caller.signedIn, 'mutation { setSupplyLeadDays(days: 14) { supplySettings { leadDays } } }'),
    check: (answer) => expect(answer.data).toEqual({ setSupplyLeadDays: { supplySettings: { leadDays: 14 } } }),
  },
  {
    name: 'supplyPlanPage',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        `{ supplyPlanPage(query: { page: 0, pageSize: 10 }, ${LONG_PLAN}) { items { nmId warehouse toShip } } }`,
      ),
    check: (answer, caller) => {
      // 1 order in 30 days × (90 + 180) days = 9 needed, 7 there.
      expect(answer.data).toEqual({
        supplyPlanPage: { items: [{ nmId: caller.company.nmId, warehouse: caller.company.warehouse, toShip: 2 }] },
      });
    },
  },
  {
    name: 'supplyPlanWarehouses',
    level: 'member',
    run: (caller) => gql(caller.signedIn, `{ supplyPlanWarehouses(${LONG_PLAN}) { name units } }`),
    check: (answer, caller) =>
      expect(answer.data).toEqual({ supplyPlanWarehouses: [{ name: caller.company.warehouse, units: 2 }] }),
  },
  {
    name: 'saveSupplyPlan',
    level: 'member',
    run: (caller) => savedPlan(caller.signedIn, caller.company),
    check: (answer, caller) => {
      const { saveSupplyPlan } = answer.data as {
        saveSupplyPlan: { plan: { lines: { barcode: string; planned: number }[] } };
      };
      expect(saveSupplyPlan.plan.lines).toEqual([{ barcode: `20${caller.company.nmId * 10}`, planned: 2 }]);
    },
  },
  {
    name: 'savedSupplyPlans',
    level: 'member',
    prepare: async (caller) => planIdOf(await savedPlan(caller.company.admin, caller.company)),
    run: (caller) => gql(caller.signedIn, '{ savedSupplyPlans { id warehouse } }'),
    check: (answer, caller) => {
      const { savedSupplyPlans } = answer.data as { savedSupplyPlans: { warehouse: string }[] };
      expect(savedSupplyPlans.length).toBeGreaterThan(0);
      expect(new Set(savedSupplyPlans.map((plan) => plan.warehouse))).toEqual(new Set([caller.company.warehouse]));
    },
  },
  {
    name: 'deleteSupplyPlan',
    level: 'member',
    prepare: async (caller) => planIdOf(await savedPlan(caller.company.admin, caller.company)),
    run: (caller, id) => gql(caller.signedIn, 'mutation D($id: ID!) { deleteSupplyPlan(id: $id) { id } }', { id }),
    check: (answer) => expect(answer.data).toEqual({ deleteSupplyPlan: { id: expect.any(String) as string } }),
    intrude: {
      prepare: async (caller) => planIdOf(await savedPlan(caller.other.admin, caller.other)),
      run: (caller, id) => gql(caller.signedIn, 'mutation D($id: ID!) { deleteSupplyPlan(id: $id) { id } }', { id }),
    },
  },
  {
    name: 'localisationPage',
    level: 'member',
    run: (caller) =>
      gql(caller.signedIn, '{ localisationPage(query: { page: 0, pageSize: 10 }) { items { nmId orders local } } }'),
    check: (answer, caller) =>
      expect(answer.data).toEqual({
        localisationPage: { items: [{ nmId: caller.company.nmId, orders: 1, local: 1 }] },
      }),
  },
  {
    name: 'fboIncomes',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ fboIncomes(from: "2026-01-01") { incomeId savedQuantity } }'),
    check: (answer, caller) => {
      const { fboIncomes } = answer.data as { fboIncomes: { incomeId: string }[] };
      expect(fboIncomes.map((income) => income.incomeId)).toEqual([String(caller.company.nmId * 10)]);
    },
  },
  {
    name: 'importFboIncome',
    level: 'member',
    run: (caller) =>
      app.upload(
        importFbo(caller.company.nmId * 10),
        unitsFile(`ШК;Артикул WB;Себестоимость\n${caller.company.nmId}55;${caller.company.nmId};7\n`),
        caller.signedIn.headers,
      ),
    check: importedOne,
    intrude: {
      run: (caller) =>
        app.upload(
          importFbo(caller.other.nmId * 10),
          unitsFile(`ШК;Артикул WB;Себестоимость\n${caller.other.nmId}56;${caller.other.nmId};7\n`),
          caller.signedIn.headers,
        ),
    },
  },
  {
    name: 'importUnsavedShk',
    level: 'member',
    run: (caller) =>
      app.upload(
        IMPORT_UNSAVED,
        unitsFile(
          `ШК;Артикул WB;Себестоимость;Поставка;Дата поставки\n${caller.company.nmId}77;${caller.company.nmId};5;1;01.10.2026\n`,
        ),
        caller.signedIn.headers,
      ),
    check: importedOne,
    intrude: {
      run: async (caller) =>
        refusedOne(
          await app.upload(
            IMPORT_UNSAVED,
            unitsFile(
              `ШК;Себестоимость;Артикул WB;Поставка;Дата поставки\n${caller.other.nmId}99;5;${caller.company.nmId};1;01.10.2026\n`,
            ),
            caller.signedIn.headers,
          ),
        ),
    },
  },
  {
    name: 'supplies',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        'query S($from: Date!, $to: Date!) { supplies(dateFrom: $from, dateTo: $to) { shk_id nmID } }',
        PERIOD,
      ),
    check: (answer, caller) => {
      const { supplies } = answer.data as { supplies: { shk_id: string; nmID: number }[] };
      expect(supplies.map((row) => row.shk_id)).toContain(`${caller.company.nmId}99`);
      expect(new Set(supplies.map((row) => row.nmID))).toEqual(new Set([caller.company.nmId]));
    },
  },
  {
    name: 'suppliesPage',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        'query S($from: Date!, $to: Date!) { suppliesPage(dateFrom: $from, dateTo: $to, query: { page: 0, pageSize: 50 }) { totalCount items { shk_id nmID } } }',
        PERIOD,
      ),
    check: (answer, caller) => {
      const { suppliesPage } = answer.data as { suppliesPage: { items: { shk_id: string; nmID: number }[] } };
      expect(suppliesPage.items.map((row) => row.shk_id)).toContain(`${caller.company.nmId}99`);
      expect(new Set(suppliesPage.items.map((row) => row.nmID))).toEqual(new Set([caller.company.nmId]));
    },
  },
  {
    name: 'unitImportTemplate',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ unitImportTemplate(kind: MP_SUPPLY) { fileName base64 } }'),
    check: (answer) => {
      const { unitImportTemplate } = answer.data as { unitImportTemplate: { base64: string } };
      expect(unitImportTemplate.base64.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'mpSupplyTemplate',
    level: 'member',
    run: (caller) =>
      gql(caller.signedIn, 'query T($id: String!) { mpSupplyTemplate(supplyId: $id) { fileName base64 } }', {
        id: `WB-GI-${caller.company.nmId}`,
      }),
    check: (answer, caller) => {
      const { mpSupplyTemplate } = answer.data as { mpSupplyTemplate: { fileName: string; base64: string } };
      expect(mpSupplyTemplate.fileName).toBe(`Поставка FBS WB-GI-${caller.company.nmId}.xlsx`);
      expect(Buffer.from(mpSupplyTemplate.base64, 'base64').toString('latin1')).toContain('xl/worksheets');
    },
    intrude: {
      run: (caller) =>
        gql(caller.signedIn, 'query T($id: String!) { mpSupplyTemplate(supplyId: $id) { fileName base64 } }', {
          id: `WB-GI-${caller.other.nmId}`,
        }),
    },
  },
  {
    name: 'fboIncomeTemplate',
    level: 'member',
    run: (caller) =>
      gql(caller.signedIn, 'query T($id: ID!) { fboIncomeTemplate(incomeId: $id) { fileName base64 } }', {
        id: String(caller.company.nmId * 10),
      }),
    check: (answer, caller) => {
      const { fboIncomeTemplate } = answer.data as { fboIncomeTemplate: { fileName: string } };
      expect(fboIncomeTemplate.fileName).toBe(`Поставка FBO ${caller.company.nmId * 10}.xlsx`);
    },
    intrude: {
      run: (caller) =>
        gql(caller.signedIn, 'query T($id: ID!) { fboIncomeTemplate(incomeId: $id) { fileName base64 } }', {
          id: String(caller.other.nmId * 10),
        }),
    },
  },
  {
    name: 'unsavedUnits',
    level: 'member',
    run: (caller) =>
      gql(caller.signedIn, '{ unsavedUnits(query: { page: 0, pageSize: 50 }) { totalCount items { shk_id nmId } } }'),
    check: (answer, caller) => {
      const { unsavedUnits } = answer.data as { unsavedUnits: { items: { nmId: number }[] } };
      for (const unit of unsavedUnits.items) expect(unit.nmId).toBe(caller.company.nmId);
    },
    intrude: {
      run: async (caller) => {
        const answer = await gql(
          caller.signedIn,
          'query U($id: String) { unsavedUnits(supplyId: $id, query: { page: 0, pageSize: 50 }) { totalCount } }',
          { id: `WB-GI-${caller.other.nmId}` },
        );
        expect(answer.data).toEqual({ unsavedUnits: { totalCount: 0 } });
        return answer;
      },
    },
  },
  {
    name: 'unsavedUnitsTemplate',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ unsavedUnitsTemplate { fileName base64 } }'),
    check: (answer) => {
      const { unsavedUnitsTemplate } = answer.data as { unsavedUnitsTemplate: { fileName: string } };
      expect(unsavedUnitsTemplate.fileName).toMatch(/^Несохранённые ШК /);
    },
  },
  {
    name: 'setUnsavedUnitsCost',
    level: 'member',
    // Passing the access check is what is tested: a ШК the company has not sold is refused by the service.
    allowedError: 'BAD_USER_INPUT',
    run: (caller) =>
      gql(caller.signedIn, 'mutation { setUnsavedUnitsCost(shkIds: ["000"], cost: "1") { id message } }'),
    check: () => {},
  },
  {
    name: 'setUnitsCost',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        'mutation S($shks: [String!]) { setUnitsCost(dateFrom: "2026-01-01", dateTo: "2026-12-31", query: { page: 0, pageSize: 50 }, shkIds: $shks, cost: "3") { id message saved } }',
        { shks: [`${caller.company.nmId}99`] },
      ),
    check: (answer) => {
      const { setUnitsCost } = answer.data as { setUnitsCost: { saved: number; message: string } };
      expect(setUnitsCost.message).toMatch(/^(Себестоимость 3,00 ₽ задана для 1 единицы|Изменений нет)/);
    },
    intrude: {
      run: async (caller) => {
        const answer = await gql(
          caller.signedIn,
          'mutation S($shks: [String!]) { setUnitsCost(dateFrom: "2026-01-01", dateTo: "2026-12-31", query: { page: 0, pageSize: 50 }, shkIds: $shks, cost: "4") { id message saved } }',
          { shks: [`${caller.other.nmId}99`] },
        );
        expect(answer.data).toMatchObject({ setUnitsCost: { saved: 0 } });
        return answer;
      },
    },
  },
  {
    name: 'tariffs',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ tariffs { warehouseName } }'),
    check: (answer, caller) => {
      const { tariffs } = answer.data as { tariffs: { warehouseName: string }[] };
      expect(tariffs.map((tariff) => tariff.warehouseName)).toEqual([caller.company.warehouse]);
    },
  },
  {
    name: 'tariffsInfo',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ tariffsInfo { tariffDate } }'),
    check: (answer) => {
      expect((answer.data as { tariffsInfo: { tariffDate: string } }).tariffsInfo.tariffDate).toBe('2026-09-01');
    },
  },
  {
    name: 'unitEconomics',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ unitEconomics { warehouseName rows { vendorCode } } }'),
    check: (answer, caller) => {
      const { unitEconomics } = answer.data as {
        unitEconomics: { warehouseName: string; rows: { vendorCode: string }[] };
      };
      expect(unitEconomics.warehouseName).toBe(caller.company.warehouse);
      expect(unitEconomics.rows.map((row) => row.vendorCode)).toEqual([caller.company.vendorCode]);
    },
  },
  {
    name: 'unitPlanFact',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        '{ unitPlanFact(dateFrom: "2026-09-07", dateTo: "2026-09-13") { warehouseName cards { vendorCode sold lines { line fact } } } }',
      ),
    check: (answer, caller) => {
      const { unitPlanFact } = answer.data as {
        unitPlanFact: {
          warehouseName: string;
          cards: { vendorCode: string; sold: number; lines: { line: string; fact: string }[] }[];
        };
      };
      expect(unitPlanFact.warehouseName).toBe(caller.company.warehouse);
      expect(unitPlanFact.cards.map((card) => [card.vendorCode, card.sold])).toEqual([[caller.company.vendorCode, 1]]);
      expect(unitPlanFact.cards[0]!.lines.find((line) => line.line === 'PAYOUT')!.fact).toBe('1000.00');
    },
  },
  {
    name: 'reports',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        '{ reports(dateFrom: "2026-09-07", dateTo: "2026-09-13") { rows { sa_name } stat { sumToPay } } }',
      ),
    check: (answer, caller) => {
      const { reports } = answer.data as { reports: { rows: { sa_name: string }[]; stat: { sumToPay: string } } };
      expect(reports.rows.map((row) => row.sa_name)).toEqual([caller.company.vendorCode]);
      expect(reports.stat.sumToPay).toBe('1000.00');
    },
  },
  {
    name: 'reportUnitsPage',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        '{ reportUnitsPage(dateFrom: "2026-09-07", dateTo: "2026-09-13", query: { page: 0, pageSize: 10 }) { totalCount items { sa_name } } }',
      ),
    check: (answer, caller) => {
      const { reportUnitsPage } = answer.data as {
        reportUnitsPage: { totalCount: number; items: { sa_name: string }[] };
      };
      expect(reportUnitsPage).toEqual({ totalCount: 1, items: [{ sa_name: caller.company.vendorCode }] });
    },
  },
  {
    name: 'reportWeeks',
    level: 'member',
    run: (caller) =>
      gql(caller.signedIn, '{ reportWeeks(dateFrom: "2026-09-07", dateTo: "2026-09-13") { reportId ours } }'),
    check: (answer, caller) => {
      const { reportWeeks } = answer.data as { reportWeeks: { reportId: string; ours: string }[] };
      expect(reportWeeks).toEqual([{ reportId: String(caller.company.nmId), ours: '1000.00' }]);
    },
  },
  {
    name: 'companyTaxSettings',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ companyTaxSettings { regime } }'),
    check: (answer) => {
      expect((answer.data as { companyTaxSettings: { regime: string } }).companyTaxSettings.regime).toMatch(
        /^(USN6|USN15|VAT)$/,
      );
    },
  },
  {
    name: 'adverts',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ adverts { advertId name nms { vendorCode } } }'),
    check: (answer, caller) => {
      const { adverts } = answer.data as { adverts: { name: string; nms: { vendorCode: string }[] }[] };
      expect(adverts.map((a) => [a.name, a.nms[0]?.vendorCode])).toEqual([
        [caller.company.advertName, caller.company.vendorCode],
      ]);
    },
  },
  {
    name: 'advertSpends',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        'query S($from: Date!, $to: Date!) { advertSpends(from: $from, to: $to) { advertId spend } }',
        ADVERT_PERIOD,
      ),
    check: (answer, caller) => {
      expect((answer.data as { advertSpends: unknown[] }).advertSpends).toEqual([
        { advertId: caller.company.advertId, spend: '123.45' },
      ]);
    },
  },
  {
    name: 'advert',
    level: 'member',
    run: (caller) => gql(caller.signedIn, ADVERT, { id: caller.company.advertId, ...ADVERT_PERIOD }),
    check: (answer, caller) => {
      const { advert } = answer.data as { advert: { info: { name: string }; stat: { sum: string }[] } };
      expect(advert.info.name).toBe(caller.company.advertName);
      expect(advert.stat.map((d) => d.sum)).toEqual(['123.45']);
    },
    intrude: { run: (caller) => gql(caller.signedIn, ADVERT, { id: caller.other.advertId, ...ADVERT_PERIOD }) },
  },
  {
    name: 'advertActions',
    level: 'member',
    prepare: (caller) => loggedExclusion(caller.company),
    run: (caller) => gql(caller.signedIn, ACTIONS, { id: caller.company.advertId }),
    check: (answer, caller) => {
      const { advertActions: log } = answer.data as { advertActions: { phrases: string[] }[] };
      expect(log.length).toBeGreaterThan(0);
      expect(log.every((entry) => entry.phrases.every((p) => p.endsWith(caller.company.domain)))).toBe(true);
    },
    intrude: { run: (caller) => gql(caller.signedIn, ACTIONS, { id: caller.other.advertId }) },
  },
  {
    name: 'advertCostByCard',
    level: 'member',
    // The company's spend of 1 Sep against its own order and sale of 1 Oct (docs/money.md, «Advertising cost of a card»).
    run: (caller) =>
      gql(
        caller.signedIn,
        `query C($from: Date!, $to: Date!) { advertCostByCard(from: $from, to: $to) {
          vendorCode spend orders ordersSum sales salesSum costPerOrder costPerSale drrOrders drrSales } }`,
        { from: '2026-09-01', to: '2026-10-01' },
      ),
    check: (answer, caller) => {
      expect((answer.data as { advertCostByCard: unknown[] }).advertCostByCard).toEqual([
        {
          vendorCode: caller.company.vendorCode,
          spend: '123.45',
          orders: 1,
          ordersSum: '1500.00',
          sales: 1,
          salesSum: '1500.00',
          costPerOrder: '123.45',
          costPerSale: '123.45',
          drrOrders: '8.23',
          drrSales: '8.23',
        },
      ]);
    },
  },
  { name: 'excludePhrases', ...advertWrite(EXCLUDE, (c) => ({ id: c.advertId, p: ['фраза'] })) },
  { name: 'restoreExcludedPhrases', ...advertWrite(RESTORE, (c) => ({ id: c.advertId, p: ['фраза'] })) },
  {
    name: 'undoExcludePhrases',
    ...advertWrite(UNDO, (_c, prepared) => ({ id: prepared })),
    prepare: (caller: Caller) => loggedExclusion(caller.company),
    intrude: {
      prepare: (caller: Caller) => loggedExclusion(caller.other),
      run: (caller: Caller, prepared: string) => gql(caller.signedIn, UNDO, { id: prepared }),
    },
  },
  { name: 'changeAdvertActivity', ...advertWrite(ACTIVITY, (c) => ({ id: c.advertId })) },
  { name: 'stopAdvert', ...advertWrite(STOP, (c) => ({ id: c.advertId })) },
  {
    name: 'setCompanyTaxSettings',
    level: 'admin',
    run: (caller) =>
      gql(
        caller.signedIn,
        'mutation T($data: CompanyTaxSettingsInput!) { setCompanyTaxSettings(data: $data) { id message } }',
        { data: { regime: 'USN15' } },
      ),
    check: async (answer, caller) => {
      expect((answer.data as { setCompanyTaxSettings: { id: string } }).setCompanyTaxSettings.id).toBe(
        caller.company.companyId,
      );
      const saved = dataOf(
        await gql<{ companyTaxSettings: { regime: string } }>(
          caller.company.admin,
          '{ companyTaxSettings { regime } }',
        ),
      );
      expect(saved.companyTaxSettings.regime).toBe('USN15');
    },
  },
  {
    name: 'companyUnitSettings',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ companyUnitSettings { packaging } }'),
    check: (answer) => {
      const { companyUnitSettings } = answer.data as { companyUnitSettings: { packaging: string | null } };
      expect(companyUnitSettings.packaging === null || /^\d+\.\d{2}$/.test(companyUnitSettings.packaging)).toBe(true);
    },
  },
  {
    name: 'setCompanyUnitSettings',
    level: 'admin',
    run: (caller) =>
      gql(
        caller.signedIn,
        'mutation U($data: CompanyUnitSettingsInput!) { setCompanyUnitSettings(data: $data) { id message } }',
        { data: { packaging: '10' } },
      ),
    check: async (answer, caller) => {
      expect((answer.data as { setCompanyUnitSettings: { id: string } }).setCompanyUnitSettings.id).toBe(
        caller.company.companyId,
      );
      const saved = dataOf(
        await gql<{ companyUnitSettings: { packaging: string } }>(
          caller.company.admin,
          '{ companyUnitSettings { packaging } }',
        ),
      );
      expect(saved.companyUnitSettings.packaging).toBe('10.00');
    },
  },
  {
    name: 'orders',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ orders(date: "2026-10-01", flag: 1) { srid warehouseName } }'),
    check: (answer, caller) => {
      const { orders } = answer.data as { orders: { warehouseName: string }[] };
      expect(orders.map((row) => row.warehouseName)).toEqual([caller.company.warehouse]);
    },
  },
  {
    name: 'sales',
    level: 'member',
    run: (caller) =>
      gql(caller.signedIn, '{ sales(dateFrom: "2026-10-01", dateTo: "2026-10-01", flag: 1) { saleID warehouseName } }'),
    check: (answer, caller) => {
      const { sales } = answer.data as { sales: { saleID: string; warehouseName: string }[] };
      expect(sales).toEqual([{ saleID: `S-${caller.company.domain}`, warehouseName: caller.company.warehouse }]);
    },
  },
  {
    name: 'ordersPage',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        '{ ordersPage(period: { dateFrom: "2026-09-01", dateTo: "2026-10-31" }, query: {}) { totalCount items { warehouseName } } }',
      ),
    check: (answer, caller) => {
      const { ordersPage } = answer.data as { ordersPage: { totalCount: number; items: { warehouseName: string }[] } };
      expect(ordersPage).toEqual({ totalCount: 1, items: [{ warehouseName: caller.company.warehouse }] });
    },
  },
  {
    name: 'paidStorageLines',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        '{ paidStorageLines(period: { dateFrom: "2026-09-01", dateTo: "2026-10-31" }, query: {}) { totalCount charged items { warehouseName charged } } }',
      ),
    check: (answer, caller) => {
      const { paidStorageLines } = answer.data as { paidStorageLines: Record<string, unknown> };
      expect(paidStorageLines).toEqual({
        totalCount: 1,
        charged: '1.23',
        items: [{ warehouseName: caller.company.warehouse, charged: '1.23' }],
      });
    },
  },
  {
    name: 'salesPage',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        '{ salesPage(period: { dateFrom: "2026-09-01", dateTo: "2026-10-31" }, query: {}) { totalCount items { warehouseName } } }',
      ),
    check: (answer, caller) => {
      const { salesPage } = answer.data as { salesPage: { totalCount: number; items: { warehouseName: string }[] } };
      expect(salesPage).toEqual({ totalCount: 1, items: [{ warehouseName: caller.company.warehouse }] });
    },
  },
  {
    name: 'statisticsByDay',
    level: 'member',
    run: (caller) =>
      gql(
        caller.signedIn,
        '{ statisticsByDay(period: { dateFrom: "2026-10-01", dateTo: "2026-10-01" }) { day orders ordersSum sales } }',
      ),
    check: (answer) => {
      // Each company has one order and one sale that day: the other company's would make two.
      expect(answer.data).toEqual({
        statisticsByDay: [{ day: '2026-10-01', orders: 1, ordersSum: '1500.00', sales: 1 }],
      });
    },
  },
  {
    name: 'promotions',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ promotions { name offered inAction } }'),
    check: (answer, caller) => {
      expect((answer.data as { promotions: unknown[] }).promotions).toEqual([
        { name: caller.company.promotionName, offered: 1, inAction: 0 },
        { name: `Прошедшая ${caller.company.promotionName}`, offered: 1, inAction: 1 },
      ]);
    },
  },
  {
    name: 'promotionCards',
    level: 'member',
    run: (caller) => gql(caller.signedIn, PROMOTION_CARDS, { id: caller.company.promotionId }),
    check: (answer, caller) => {
      const { promotionCards } = answer.data as { promotionCards: { cards: unknown[] } };
      expect(promotionCards.cards).toEqual([
        { vendorCode: caller.company.vendorCode, planPrice: '1750.00', promoPriceAfterDiscount: '1750.00' },
      ]);
    },
    intrude: { run: (caller) => gql(caller.signedIn, PROMOTION_CARDS, { id: caller.other.promotionId }) },
  },
  {
    name: 'promotionJoins',
    level: 'member',
    run: (caller) => gql(caller.signedIn, PROMOTION_JOINS, { id: caller.company.promotionId }),
    check: (answer) => expect(answer.data).toEqual({ promotionJoins: [] }),
    intrude: { run: (caller) => gql(caller.signedIn, PROMOTION_JOINS, { id: caller.other.promotionId }) },
  },
  {
    name: 'promotionPlanFact',
    level: 'member',
    run: (caller) => gql(caller.signedIn, PROMOTION_PLAN_FACT, { id: caller.company.endedPromotionId }),
    check: (answer, caller) => {
      // The company's own order and sale of 1 Oct: the other company's would make two.
      expect((answer.data as { promotionPlanFact: unknown }).promotionPlanFact).toEqual({
        cards: [{ vendorCode: caller.company.vendorCode, during: { orders: 1, ordersSum: '1500.00', sold: 1 } }],
        during: { orders: 1, ordersSum: '1500.00', sold: 1 },
      });
    },
    intrude: { run: (caller) => gql(caller.signedIn, PROMOTION_PLAN_FACT, { id: caller.other.endedPromotionId }) },
  },
  {
    // The stored tokens are not WB's: a join passes the access and tenancy checks and stops at the token.
    name: 'joinPromotion',
    level: 'priceRight',
    allowedError: 'WB_TOKEN_MISSING',
    run: (caller) =>
      gql(caller.signedIn, JOIN_PROMOTION, { id: caller.company.promotionId, nm: [caller.company.nmId] }),
    check: () => undefined,
    intrude: {
      run: (caller) => gql(caller.signedIn, JOIN_PROMOTION, { id: caller.other.promotionId, nm: [caller.other.nmId] }),
    },
  },
  {
    name: 'notificationSettings',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ notificationSettings { id emailAddress kinds { kind } } }'),
    check: (answer, caller) => {
      const { notificationSettings } = answer.data as { notificationSettings: { id: string; emailAddress: string } };
      expect(notificationSettings.id.startsWith(`${caller.company.companyId}:`)).toBe(true);
      expect(notificationSettings.emailAddress).toBe(caller.signedIn.email);
    },
  },
  {
    name: 'notifications',
    level: 'member',
    run: (caller) => gql(caller.signedIn, '{ notifications { id unread items { message } } }'),
    check: (answer, caller) => {
      const { notifications } = answer.data as { notifications: { id: string } };
      expect(notifications.id.startsWith(`${caller.company.companyId}:`)).toBe(true);
    },
  },
  {
    name: 'setNotificationSettings',
    level: 'member',
    run: (caller) =>
      gql(caller.signedIn, SET_NOTIFICATIONS, {
        d: {
          quietFrom: 22,
          quietTo: 8,
          repeat: 'changes',
          digestHour: 9,
          choices: [{ kind: 'digest', channel: 'email', enabled: false }],
        },
      }),
    check: (answer) => {
      const { setNotificationSettings } = answer.data as {
        setNotificationSettings: { notificationSettings: { quietFrom: number } };
      };
      expect(setNotificationSettings.notificationSettings.quietFrom).toBe(22);
    },
  },
  {
    name: 'markNotificationsRead',
    level: 'member',
    run: (caller) => gql(caller.signedIn, 'mutation { markNotificationsRead { id notifications { unread } } }'),
    check: (answer) => {
      expect(
        (answer.data as { markNotificationsRead: { notifications: { unread: number } } }).markNotificationsRead
          .notifications.unread,
      ).toBe(0);
    },
  },
  {
    name: 'setTelegramBot',
    level: 'admin',
    run: (caller) => gql(caller.signedIn, SET_BOT, { t: BOT_TOKEN }),
    check: (answer) => {
      expect(JSON.stringify(answer)).not.toContain(BOT_TOKEN);
    },
  },
  {
    name: 'clearTelegramBot',
    level: 'admin',
    prepare: async (caller) => {
      dataOf(await gql(caller.company.admin, SET_BOT, { t: BOT_TOKEN }));
      return '';
    },
    run: (caller) =>
      gql(caller.signedIn, 'mutation { clearTelegramBot { id notificationSettings { telegramBotUsername } } }'),
    check: async (answer, caller) => {
      const { clearTelegramBot } = answer.data as {
        clearTelegramBot: { notificationSettings: { telegramBotUsername: string | null } };
      };
      expect(clearTelegramBot.notificationSettings.telegramBotUsername).toBeNull();
      dataOf(await gql(caller.company.admin, SET_BOT, { t: BOT_TOKEN }));
    },
  },
  {
    name: 'telegramLinkCode',
    level: 'member',
    prepare: withBot,
    run: (caller) => gql(caller.signedIn, 'mutation { telegramLinkCode { id code } }'),
    check: (answer, caller) => {
      const { telegramLinkCode } = answer.data as { telegramLinkCode: { id: string; code: string } };
      expect(telegramLinkCode.id.startsWith(`${caller.company.companyId}:`)).toBe(true);
      expect(telegramLinkCode.code).toMatch(/^[A-Z0-9]{8}$/);
    },
  },
  {
    name: 'checkTelegramLink',
    level: 'member',
    prepare: withBot,
    run: (caller) =>
      gql(caller.signedIn, 'mutation { checkTelegramLink { id notificationSettings { telegramLinked } } }'),
    check: (answer) => {
      const { checkTelegramLink } = answer.data as {
        checkTelegramLink: { notificationSettings: { telegramLinked: boolean } };
      };
      expect(checkTelegramLink.notificationSettings.telegramLinked).toBe(false);
    },
  },
  {
    name: 'unlinkTelegram',
    level: 'member',
    run: (caller) => gql(caller.signedIn, 'mutation { unlinkTelegram { id notificationSettings { telegramLinked } } }'),
    check: (answer) => {
      const { unlinkTelegram } = answer.data as {
        unlinkTelegram: { notificationSettings: { telegramLinked: boolean } };
      };
      expect(unlinkTelegram.notificationSettings.telegramLinked).toBe(false);
    },
  },
  {
    name: 'demoTelegramStart',
    level: 'member',
    prepare: withBot,
    // A code nobody was given links nothing, whoever sends it.
    run: (caller) =>
      gql(
        caller.signedIn,
        'mutation { demoTelegramStart(code: "NOSUCH99") { id notificationSettings { telegramLinked } } }',
      ),
    check: (answer) => {
      const { demoTelegramStart } = answer.data as {
        demoTelegramStart: { notificationSettings: { telegramLinked: boolean } };
      };
      expect(demoTelegramStart.notificationSettings.telegramLinked).toBe(false);
    },
  },
];

async function withBot(caller: Caller): Promise<string> {
  dataOf(await gql(caller.company.admin, SET_BOT, { t: BOT_TOKEN }));
  return '';
}

function expectedFor(operation: Operation, callerName: CallerName) {
  if (callerName === 'signed out') return 'UNAUTHENTICATED';
  // A member gets the price right only when the admin allows it, which no company here does.
  const adminOnly = operation.level === 'admin' || operation.level === 'priceRight';
  return adminOnly && callerName === 'member of A' ? 'FORBIDDEN' : 'allowed';
}

const callerNames: CallerName[] = ['admin of A', 'member of A', 'admin of B', 'signed out'];
const cases = operations.flatMap((operation) =>
  callerNames.map((callerName) => ({ operation, callerName, expected: expectedFor(operation, callerName) })),
);

describe('every root field', () => {
  it('is in the role matrix or declared public, with the level the matrix expects', () => {
    const matrix = new Map(operations.map((operation) => [operation.name, operation.level]));
    expect(matrix.size).toBe(operations.length);
    expect(accessGaps(schema, { matrix, public: PUBLIC_FIELDS })).toEqual([]);
  });
});

describe('role × company matrix', () => {
  it.each(cases)('$operation.name by the $callerName: $expected', async ({ operation, callerName, expected }) => {
    const caller = callers[callerName];
    const prepared = (await operation.prepare?.(caller)) ?? '';
    const before = await companyState(caller.company);
    const answer = await operation.run(caller, prepared);
    if (expected !== 'allowed') {
      expect(errorCode(answer)).toBe(expected);
      expect(answer.data ?? null).toBeNull();
      expect(await companyState(caller.company)).toEqual(before);
    } else if (operation.allowedError) {
      expect(errorCode(answer)).toBe(operation.allowedError);
    } else {
      expect(answer.errors).toBeUndefined();
      await operation.check(answer, caller);
    }
    const text = JSON.stringify(answer);
    for (const mark of await fingerprints(caller.other)) expect(text).not.toContain(mark);
    if (callerName === 'signed out') {
      for (const mark of await fingerprints(caller.company)) expect(text).not.toContain(mark);
    }
  });

  const intrusions = operations.filter((operation) => operation.intrude);
  it.each(intrusions)("$name aimed at the other company's id by its admin finds nothing", async (operation) => {
    const caller = callers['admin of B'];
    const prepared = (await operation.intrude!.prepare?.(caller)) ?? '';
    const before = await companyState(caller.other);
    const answer = await operation.intrude!.run(caller, prepared);
    if (answer.errors) expect(errorCode(answer)).toBe('NOT_FOUND');
    expect(await companyState(caller.other)).toEqual(before);
    const text = JSON.stringify(answer);
    for (const mark of await fingerprints(caller.other)) expect(text).not.toContain(mark);
  });
});
