import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import type { DatabaseHandle } from '../../db/client.ts';
import { wbCards, wbPrices } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { createCompany, syncServices, syncUntilDone, TIME_SCALE } from '../../../test/support/sync-kit.ts';
import { runDatasetSync } from './sync-runner.ts';
import { getSyncState } from './sync-state.repo.ts';
import { connectToWb } from './wb-connection.ts';

const DAY_MS = 86_400_000;
const CARDS_LIST = '/content-api/content/v2/get/cards/list';

/** A clock standing still at `ms`: the test decides what "now" is. */
const standingAt = (ms: number): Clock => ({ now: () => new Date(ms), sleep: async () => undefined });

describe('tokens WB will not take, and answers WB should not give', () => {
  let database: DatabaseHandle;
  let emulator: WbEmulator;
  let nextCompany = 190_000_100;
  beforeAll(async () => {
    database = await createTestDatabase();
    // 160 cards: two pages of 100, so a fault can meet the second page.
    emulator = await startWbEmulator({ seed: 7, scale: 0.5, timeScale: TIME_SCALE });
  });
  afterEach(() => emulator.faults.clear());
  afterAll(async () => {
    await emulator.close();
    await database.close();
  });

  async function company() {
    const id = nextCompany++;
    await createCompany(database, id);
    return id;
  }
  const cardsOf = async (companyId: number) =>
    (await database.db.select({ n: count() }).from(wbCards).where(eq(wbCards.companyId, companyId)))[0]!.n;
  const requestsTo = (path: string) => emulator.requests.filter((r) => r.path === path);
  const personal = () => emulator.issueToken({ type: 'personal', categories: ['content', 'prices'] });

  it('skips an expired token: a clear reason, no request to WB, and the next sync runs once a new token is saved', async () => {
    // A database of its own: its rate-limit buckets are kept by this test's clock, two days ahead.
    const ahead = await createTestDatabase();
    const companyId = 190_000_099;
    await createCompany(ahead, companyId);
    const expiring = emulator.issueToken({ type: 'personal', categories: ['content'], expiresInDays: 1 });
    // Two days later by the injected clock; WB (the emulator) would still take the token today.
    const services = { ...syncServices(ahead, emulator), clock: standingAt(Date.now() + 2 * DAY_MS) };
    const sent = emulator.requests.length;
    let stored = [expiring];
    const tokens = async () => stored;

    const expiry = new Date(JSON.parse(Buffer.from(expiring.split('.')[1]!, 'base64url').toString()).exp * 1000);
    const date = expiry.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
    expect(await syncUntilDone(services, companyId, 'cards', tokens)).toEqual({
      kind: 'failed',
      message: `Токен истёк ${date}: добавьте новый в Настройки → Токены WB`,
    });
    expect(date).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    expect(emulator.requests.length).toBe(sent);
    expect(await getSyncState(ahead.db, companyId, 'cards')).toMatchObject({
      running: false,
      lastError: `Токен истёк ${date}: добавьте новый в Настройки → Токены WB`,
    });

    stored = [expiring, personal()];
    expect(await syncUntilDone(services, companyId, 'cards', tokens)).toEqual({ kind: 'done' });
    const cards = await ahead.db.select({ n: count() }).from(wbCards).where(eq(wbCards.companyId, companyId));
    expect(cards[0]!.n).toBe(emulator.data.cards.length);
    expect(await getSyncState(ahead.db, companyId, 'cards')).toMatchObject({ running: false, lastError: null });
    await ahead.close();
  });

  it('skips a sandbox token, which reaches only WB’s generated data, and uses a real one stored beside it', async () => {
    const companyId = await company();
    const sandbox = emulator.issueToken({ type: 'test', categories: ['content'] });
    const services = syncServices(database, emulator);
    const sent = emulator.requests.length;
    const outcome = await syncUntilDone(services, companyId, 'cards', async () => [sandbox]);
    expect(outcome).toEqual({
      kind: 'failed',
      message:
        'Тестовый токен работает только с песочницей WB, а не с данными магазина: добавьте персональный токен в Настройки → Токены WB',
    });
    expect(emulator.requests.length).toBe(sent);
    // The sandbox token comes first; the sync takes the personal one after it.
    const real = personal();
    expect(await syncUntilDone(services, companyId, 'cards', async () => [sandbox, real])).toEqual({ kind: 'done' });
    expect(await cardsOf(companyId)).toBe(emulator.data.cards.length);
  });

  it('stops at a token revoked mid-sync, keeps the page stored before, and resumes from it with a new token', async () => {
    const companyId = await company();
    const services = syncServices(database, emulator);
    const revoked = personal();
    const firstPage = await connectToWb(services, [personal()], 'content')!.cards.page(null, 100);
    const before = requestsTo(CARDS_LIST).length;
    emulator.faults.inject({
      host: 'content-api',
      path: '/content/v2/get/cards/list',
      kind: 'unauthorized',
      after: 1,
      times: Infinity,
    });

    const outcome = await syncUntilDone(services, companyId, 'cards', async () => [revoked]);
    expect(outcome.kind).toBe('failed');
    const message =
      'WB не принял токен: его отозвали, он истёк или недействителен. Загрузка остановлена, загруженное сохранено; добавьте новый токен в Настройки → Токены WB';
    expect(outcome).toEqual({ kind: 'failed', message });
    // One page stored, one refused, and no try after the refusal.
    expect(
      requestsTo(CARDS_LIST)
        .slice(before)
        .map((r) => r.status),
    ).toEqual([200, 401]);
    expect(await cardsOf(companyId)).toBe(100);
    const state = await getSyncState(database.db, companyId, 'cards');
    expect(state).toMatchObject({ running: false, lastError: message, done: 100 });
    expect(state?.cursor).toEqual(firstPage.next);

    emulator.faults.clear();
    const resumedFrom = requestsTo(CARDS_LIST).length;
    expect(await syncUntilDone(services, companyId, 'cards', async () => [personal()])).toEqual({ kind: 'done' });
    // The new token's run read only the page after the saved cursor.
    expect(requestsTo(CARDS_LIST).length - resumedFrom).toBe(1);
    expect(await cardsOf(companyId)).toBe(emulator.data.cards.length);
  });

  it('does not ask WB again with a token it refused, for any dataset, until a day passes or a new token is saved', async () => {
    // A database of its own, kept by this test's clock.
    const own = await createTestDatabase();
    const companyId = 190_000_098;
    await createCompany(own, companyId);
    let nowMs = Date.now();
    const services = {
      ...syncServices(own, emulator),
      clock: { now: () => new Date(nowMs), sleep: async () => undefined },
    };
    const revoked = personal();
    let stored = [revoked];
    const tokens = async () => stored;
    emulator.faults.inject({
      host: 'content-api',
      path: '/content/v2/get/cards/list',
      kind: 'unauthorized',
      times: Infinity,
    });

    const sentBefore = emulator.requests.length;
    expect(await syncUntilDone(services, companyId, 'cards', tokens)).toMatchObject({ kind: 'failed' });
    expect(emulator.requests.length - sentBefore).toBe(1);

    // The next syncs, of this dataset and another the token would serve, stop before WB, and say why.
    const date = new Date(nowMs).toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
    const message = `WB не принял токен ${date}: его отозвали, он истёк или недействителен. С ним загрузка не повторяется (раз в сутки пробуем снова); добавьте новый токен в Настройки → Токены WB`;
    const sentAfterRefusal = emulator.requests.length;
    for (const dataset of ['cards', 'prices'] as const) {
      expect(await syncUntilDone(services, companyId, dataset, tokens)).toEqual({ kind: 'failed', message });
      expect(await getSyncState(own.db, companyId, dataset)).toMatchObject({ running: false, lastError: message });
    }
    expect(emulator.requests.length).toBe(sentAfterRefusal);

    // A day later the token is tried once more (WB may have refused by mistake): refused again.
    nowMs += DAY_MS + 1;
    expect(await syncUntilDone(services, companyId, 'cards', tokens)).toMatchObject({ kind: 'failed' });
    expect(emulator.requests.length - sentAfterRefusal).toBe(1);

    // A new token is used at once.
    emulator.faults.clear();
    stored = [revoked, personal()];
    expect(await syncUntilDone(services, companyId, 'cards', tokens)).toEqual({ kind: 'done' });
    const cards = await own.db.select({ n: count() }).from(wbCards).where(eq(wbCards.companyId, companyId));
    expect(cards[0]!.n).toBe(emulator.data.cards.length);
    await own.close();
  });

  it('refuses an answer of another shape than documented, naming the dataset; stores none of it, and other datasets go on', async () => {
    const companyId = await company();
    const services = syncServices(database, emulator);
    const token = personal();
    const tokens = async () => [token];
    const cardAt = (answer: unknown, index: number) => (answer as { cards: Record<string, unknown>[] }).cards[index]!;
    // The second page: first a card without its nmID, then a vendor code that is a number.
    emulator.faults.inject({
      path: '/content/v2/get/cards/list',
      kind: 'wrong-shape',
      after: 1,
      reshape: (answer) => {
        delete cardAt(answer, 5).nmID;
        return answer;
      },
    });
    const first = await runDatasetSync(services, { companyId, dataset: 'cards' }, tokens);
    expect(first).toMatchObject({
      kind: 'retry',
      message:
        'Карточки товаров: WB прислал ответ не в том виде, который описан в его документации (поле cards.5.nmID). Страница не сохранена, повторим загрузку позже',
    });
    expect(await cardsOf(companyId)).toBe(100);
    expect((await getSyncState(database.db, companyId, 'cards'))?.lastError).toMatch(
      /^Карточки товаров: .*cards\.5\.nmID/,
    );

    // Prices of the same company load meanwhile.
    expect(await syncUntilDone(services, companyId, 'prices', tokens)).toEqual({ kind: 'done' });
    const prices = await database.db.select({ n: count() }).from(wbPrices).where(eq(wbPrices.companyId, companyId));
    expect(prices[0]!.n).toBe(emulator.data.cards.length);

    emulator.faults.inject({
      path: '/content/v2/get/cards/list',
      kind: 'wrong-shape',
      reshape: (answer) => {
        cardAt(answer, 0).vendorCode = 42;
        return answer;
      },
    });
    const second = await runDatasetSync(services, { companyId, dataset: 'cards', continued: true, attempt: 1 }, tokens);
    expect(second).toMatchObject({ kind: 'retry', message: expect.stringContaining('(поле cards.0.vendorCode)') });
    expect(await cardsOf(companyId)).toBe(100);

    // WB answers as documented again: the retry goes on from the saved page.
    const third = await runDatasetSync(services, { companyId, dataset: 'cards', continued: true, attempt: 2 }, tokens);
    expect(third).toEqual({ kind: 'done' });
    expect(await cardsOf(companyId)).toBe(emulator.data.cards.length);
    expect(await getSyncState(database.db, companyId, 'cards')).toMatchObject({ running: false, lastError: null });
  });
});
