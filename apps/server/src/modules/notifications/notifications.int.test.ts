import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfNewCompany, dataOf, memberOf, type SignedIn } from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  companyMembers,
  notificationDeliveries,
  syncStates,
  telegramChats,
  wbFinanceReports,
  wbFinanceRows,
} from '../../db/schema/index.ts';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';
import { createLogger } from '../../logger.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertCard } from '../cards/catalog-fixtures.ts';
import { deliverDue, LEASE_MS } from './deliver.ts';
import { raiseCompanyEvents } from './notification-jobs.ts';
import { startTelegramStandIn, type TelegramStandIn } from './telegram-stand-in.ts';

// Events raised from a company's state, sent once per person and channel through the outbox: Telegram against
// the in-process Bot API stand-in, e-mail against a local SMTP server, the bell through GraphQL.

const BOT_TOKEN = '555001:test-bot-token';
const BELL = '{ notifications { unread items { id kind message link read } } }';

let app: TestApp;
let telegram: TelegramStandIn;
let smtp: SMTPServer | undefined;
let smtpPort: number;
const mails: string[] = [];
let nextNmId = 910_000;

/** 15:00 in Moscow: past the default digest hour. */
let now = new Date('2026-11-20T12:00:00Z');
const clock: Clock = {
  now: () => now,
  sleep: async (ms) => {
    now = new Date(now.getTime() + ms);
  },
};
const advance = (ms: number) => clock.sleep(ms);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) mails.push(to.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));
}

const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));

beforeAll(async () => {
  telegram = await startTelegramStandIn();
  smtpPort = await freePort();
  await startSmtp();
  app = await createTestApp({
    DEMO_MODE: 'true',
    TELEGRAM_API_URL: telegram.url,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
  });
});

afterAll(async () => {
  await app?.close();
  await telegram?.close();
  await stopSmtp();
});

const deliver = (afterSend?: (id: number) => Promise<void>) =>
  deliverDue({ db: app.services.db, config: app.services.config, logger: createLogger('silent'), clock, afterSend });
const raiseFor = (companyId: string) =>
  raiseCompanyEvents(app.services.db, app.services.config, Number(companyId), clock.now());

interface Shop {
  companyId: string;
  admin: SignedIn;
  member: SignedIn;
  adminChat: number;
}

let nextChat = 7_000;

/** A company with a card without a cost price, an admin whose Telegram is linked, and a member. */
async function shop(domain: string): Promise<Shop> {
  const { companyId, admin } = await adminOfNewCompany(app, `admin@${domain}`);
  const member = await memberOf(app, admin, companyId, `member@${domain}`);
  await insertCard(app, Number(companyId), { nmId: nextNmId++, vendorCode: `art-${domain}` });
  // The digest is off until chosen; these people choose it.
  for (const person of [admin, member]) {
    dataOf(
      await app.graphql(
        'mutation S($d: NotificationSettingsInput!) { setNotificationSettings(data: $d) { id } }',
        {
          d: {
            quietFrom: 0,
            quietTo: 0,
            repeat: 'changes',
            digestHour: 9,
            choices: ['app', 'telegram', 'email'].map((channel) => ({ kind: 'digest', channel, enabled: true })),
          },
        },
        person.headers,
      ),
    );
  }
  dataOf(
    await app.graphql(
      'mutation B($t: String!) { setTelegramBot(token: $t) { notificationSettings { telegramBotUsername } } }',
      { t: BOT_TOKEN },
      admin.headers,
    ),
  );
  const { telegramLinkCode } = dataOf(
    await app.graphql<{ telegramLinkCode: { code: string } }>(
      'mutation { telegramLinkCode { code } }',
      {},
      admin.headers,
    ),
  );
  const adminChat = nextChat++;
  telegram.userWrites(BOT_TOKEN, adminChat, `/start ${telegramLinkCode.code}`);
  const linked = dataOf(
    await app.graphql<{ checkTelegramLink: { notificationSettings: { telegramLinked: boolean } } }>(
      'mutation { checkTelegramLink { notificationSettings { telegramLinked } } }',
      {},
      admin.headers,
    ),
  );
  expect(linked.checkTelegramLink.notificationSettings.telegramLinked).toBe(true);
  return { companyId, admin, member, adminChat };
}

const toChat = (chat: number) => telegram.sent.filter((m) => m.chatId === chat && !m.text.startsWith('Чат привязан'));
const mailsTo = (address: string) => mails.filter((m) => m === address).length;

async function bell(person: SignedIn) {
  return dataOf(
    await app.graphql<{
      notifications: {
        unread: number;
        items: { id: string; kind: string; message: string; link: string; read: boolean }[];
      };
    }>(BELL, {}, person.headers),
  ).notifications;
}

describe('raising and delivering', () => {
  it('raises each event once and delivers it once per subscribed person and channel', async () => {
    const s = await shop('once.by');
    const mailsBefore = { admin: mailsTo('admin@once.by'), member: mailsTo('member@once.by') };
    const written = await raiseFor(s.companyId);
    // Admin: missing token categories (admins only), a card without a cost price, the digest; the member: the last two.
    expect(written).toBe(3);
    expect(await raiseFor(s.companyId)).toBe(0);
    const started = now.getTime();
    await deliver();
    // Three messages to one chat: Telegram allows one a second, so the worker waited two seconds.
    expect(now.getTime() - started).toBeGreaterThanOrEqual(2_000);
    await deliver();
    const adminTexts = toChat(s.adminChat).map((m) => m.text);
    expect(adminTexts).toHaveLength(3);
    expect(adminTexts.some((t) => t.includes('без себестоимости') && t.endsWith('/cards'))).toBe(true);
    expect(mailsTo('admin@once.by') - mailsBefore.admin).toBe(3);
    expect(mailsTo('member@once.by') - mailsBefore.member).toBe(2);
    const memberBell = await bell(s.member);
    expect(memberBell.unread).toBe(2);
    expect(memberBell.items.map((i) => i.kind).sort()).toEqual(['digest', 'no_cost_price']);
    expect(memberBell.items.find((i) => i.kind === 'no_cost_price')!.link).toBe('/cards');
    const digest = memberBell.items.find((i) => i.kind === 'digest')!;
    expect(digest.message).toMatch(/^Итоги \d{2}\.\d{2}\.\d{4} против \d{2}\.\d{2}\.\d{4}\.\nЗаказы: 0 \(было 0\)/);
    expect(digest.link).toBe('/main');
    // A warning that stays true is not sent again the next day unless the person asked for daily repeats.
    await advance(25 * 3_600_000);
    expect(await raiseFor(s.companyId)).toBe(1); // the next day's digest only
    const read = dataOf(
      await app.graphql<{ markNotificationsRead: { notifications: { unread: number } } }>(
        'mutation R($ids: [ID!]) { markNotificationsRead(ids: $ids) { notifications { unread } } }',
        { ids: [memberBell.items[0]!.id] },
        s.member.headers,
      ),
    );
    expect(read.markNotificationsRead.notifications.unread).toBe(2);
  });

  it('sends a warning again when it changes, and to a person who chose daily repeats after a day', async () => {
    const s = await shop('repeat.by');
    dataOf(
      await app.graphql(
        'mutation S($d: NotificationSettingsInput!) { setNotificationSettings(data: $d) { id } }',
        { d: { quietFrom: 0, quietTo: 0, repeat: 'daily', digestHour: 23, choices: [] } },
        s.member.headers,
      ),
    );
    now = new Date('2026-11-21T10:00:00Z');
    await raiseFor(s.companyId);
    await insertCard(app, Number(s.companyId), { nmId: nextNmId++, vendorCode: 'second' });
    // Two cards without a cost price now: news for both.
    expect(await raiseFor(s.companyId)).toBe(1);
    await advance(24 * 3_600_000 + 1);
    // The digest for the admin (9:00) and the member's daily repeat of the same warning.
    await raiseFor(s.companyId);
    const memberKinds = (await bell(s.member)).items.map((i) => i.kind);
    expect(memberKinds.filter((k) => k === 'no_cost_price')).toHaveLength(3);
    const adminKinds = (await bell(s.admin)).items.map((i) => i.kind);
    expect(adminKinds.filter((k) => k === 'no_cost_price')).toHaveLength(2);
  });
});

it('tells of a new weekly report with its payout, and of its penalties, once', async () => {
  const s = await shop('report.by');
  now = new Date('2026-11-20T12:00:00Z');
  const companyId = Number(s.companyId);
  const week = {
    companyId,
    reportId: '7700',
    reportType: 1,
    dateFrom: '2026-11-09',
    dateTo: '2026-11-15',
    currency: 'RUB',
  };
  await app.services.db.insert(wbFinanceRows).values({
    ...week,
    rrdId: 1,
    shkId: 1,
    nmId: nextNmId - 1,
    vendorCode: 'art-report.by',
    rrDate: '2026-11-12',
    docTypeName: 'Продажа',
    sellerOperName: 'Продажа',
    forPayKopecks: 100_000,
    deliveryServiceKopecks: 10_000,
    penaltyKopecks: 5_000,
  });
  await app.services.db.insert(wbFinanceReports).values({
    ...week,
    createDate: '2026-11-16',
    forPayKopecks: 100_000,
    deliveryServiceKopecks: 10_000,
    paidStorageKopecks: 0,
    paidAcceptanceKopecks: 0,
    deductionKopecks: 0,
    penaltyKopecks: 5_000,
    additionalPaymentKopecks: 0,
    bankPaymentKopecks: 85_000,
  });
  await recountDailyFigures(app.services.db);
  await raiseFor(s.companyId);
  expect(await raiseFor(s.companyId)).toBe(0);
  const items = (await bell(s.member)).items;
  const report = items.find((i) => i.kind === 'weekly_report')!;
  expect(report.message).toContain('Новый отчёт WB №7700 за 09.11.2026 — 15.11.2026: к оплате 850,00 ₽');
  expect(report.link).toBe('/reports?dateFrom=2026-11-09&dateTo=2026-11-15');
  const penalties = items.find((i) => i.kind === 'report_penalties')!;
  expect(penalties.message).toContain('штрафы 50,00 ₽');
});

it('a week that stops reconciling: the message arrives in Telegram with its link, and the bell shows it', async () => {
  const s = await shop('different.by');
  now = new Date('2026-11-20T12:00:00Z');
  const week = {
    companyId: Number(s.companyId),
    reportId: '7701',
    reportType: 1,
    dateFrom: '2026-11-09',
    dateTo: '2026-11-15',
    currency: 'RUB',
  };
  await app.services.db.insert(wbFinanceRows).values({
    ...week,
    rrdId: 1,
    shkId: 1,
    nmId: nextNmId - 1,
    vendorCode: 'art-different.by',
    rrDate: '2026-11-12',
    docTypeName: 'Продажа',
    sellerOperName: 'Продажа',
    forPayKopecks: 100_000,
  });
  // WB's header says 1 200 ₽ to pay, its rows 1 000 ₽.
  await app.services.db.insert(wbFinanceReports).values({
    ...week,
    createDate: '2026-11-16',
    forPayKopecks: 120_000,
    deliveryServiceKopecks: 0,
    paidStorageKopecks: 0,
    paidAcceptanceKopecks: 0,
    deductionKopecks: 0,
    penaltyKopecks: 0,
    additionalPaymentKopecks: 0,
    bankPaymentKopecks: 120_000,
  });
  await recountDailyFigures(app.services.db);
  await raiseFor(s.companyId);
  await deliver();
  const link = '/reports?dateFrom=2026-11-09&dateTo=2026-11-15';
  const sent = toChat(s.adminChat).filter((m) => m.text.includes('№7701') && m.text.includes('не сходится'));
  expect(sent).toHaveLength(1);
  expect(sent[0]!.text).toContain(link);
  const different = (await bell(s.member)).items.filter((i) => i.kind === 'report_different');
  expect(different).toHaveLength(1);
  expect(different[0]!.message).toContain('Отчёт WB №7701 за 09.11.2026 — 15.11.2026 не сходится');
  expect(different[0]!.link).toBe(link);
});

it('tells of a sync failing for longer than a few hours, once while its error stays', async () => {
  const s = await shop('sync.by');
  now = new Date('2026-11-22T12:00:00Z');
  await app.services.db.insert(syncStates).values({
    companyId: Number(s.companyId),
    dataset: 'cards',
    lastSuccessAt: new Date(now.getTime() - 2 * 3_600_000),
    lastError: 'WB не ответил',
  });
  await raiseFor(s.companyId);
  expect((await bell(s.member)).items.map((i) => i.kind)).not.toContain('sync_failing');
  await advance(2 * 3_600_000);
  await raiseFor(s.companyId);
  const failing = (await bell(s.member)).items.filter((i) => i.kind === 'sync_failing');
  expect(failing.map((i) => [i.message, i.link])).toEqual([
    ['Карточки товаров не обновляются 4 ч: WB не ответил', '/settings/sync'],
  ]);
  await advance(3_600_000);
  await raiseFor(s.companyId);
  expect((await bell(s.member)).items.filter((i) => i.kind === 'sync_failing')).toHaveLength(1);
});

describe('Telegram', () => {
  it('a chat linked later gets what is true then, and the bell does not get it twice', async () => {
    const s = await shop('later.by');
    await raiseFor(s.companyId);
    const { telegramLinkCode } = dataOf(
      await app.graphql<{ telegramLinkCode: { code: string } }>(
        'mutation { telegramLinkCode { code } }',
        {},
        s.member.headers,
      ),
    );
    const memberChat = nextChat++;
    telegram.userWrites(BOT_TOKEN, memberChat, `/start ${telegramLinkCode.code}`);
    dataOf(await app.graphql('mutation { checkTelegramLink { id } }', {}, s.member.headers));
    expect(await raiseFor(s.companyId)).toBe(2);
    await deliver();
    expect(toChat(memberChat)).toHaveLength(2);
    expect((await bell(s.member)).items).toHaveLength(2);
  });

  it("waits Telegram's retry_after on 429 and then sends", async () => {
    const s = await shop('limit.by');
    await deliver(); // what earlier tests left goes first
    await raiseFor(s.companyId);
    telegram.rateLimitNext(1, 7);
    await deliver();
    expect(toChat(s.adminChat)).toHaveLength(0);
    const waiting = await app.services.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(eq(notificationDeliveries.companyId, Number(s.companyId)), eq(notificationDeliveries.channel, 'telegram')),
      );
    // The bot's other messages wait as long: Telegram asked the bot, not the message, to slow down.
    expect(waiting.map((d) => [d.state, d.attempts, d.nextAttemptAt.getTime() - now.getTime() > 5_000])).toEqual([
      ['pending', 0, true],
      ['pending', 0, true],
      ['pending', 0, true],
    ]);
    // The message sent says how long Telegram asked for; the ones held behind it say why they wait (rows in no order).
    expect(waiting.filter((d) => d.error?.includes('подождать 7 с'))).toHaveLength(1);
    expect(waiting.every((d) => d.error?.includes('подождать'))).toBe(true);
    await advance(7_000);
    await deliver();
    expect(toChat(s.adminChat)).toHaveLength(3);
  });

  it('unlinks a chat that blocked the bot and stops sending to it', async () => {
    const s = await shop('blocked.by');
    telegram.block(s.adminChat);
    await raiseFor(s.companyId);
    await deliver();
    const chats = await app.services.db
      .select()
      .from(telegramChats)
      .where(eq(telegramChats.companyId, Number(s.companyId)));
    expect(chats).toHaveLength(0);
    const failed = await app.services.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(eq(notificationDeliveries.companyId, Number(s.companyId)), eq(notificationDeliveries.channel, 'telegram')),
      );
    expect(failed.map((d) => d.state)).toEqual(['failed', 'failed', 'failed']);
    expect(failed[0]!.error).toContain('заблокирован');
    await insertCard(app, Number(s.companyId), { nmId: nextNmId++, vendorCode: 'more' });
    await raiseFor(s.companyId);
    await advance(3_600_000);
    await deliver();
    const after = await app.services.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(eq(notificationDeliveries.companyId, Number(s.companyId)), eq(notificationDeliveries.channel, 'telegram')),
      );
    expect(after).toHaveLength(3);
  });

  it('sends at most one duplicate when the process dies between sending and marking', async () => {
    const s = await shop('crash.by');
    await deliver();
    await raiseFor(s.companyId);
    let crashed = false;
    await expect(
      deliver(async () => {
        if (crashed) return;
        crashed = true;
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(toChat(s.adminChat)).toHaveLength(1);
    // The lease still holds: another worker does not take the delivery yet.
    await deliver();
    const crashedText = toChat(s.adminChat)[0]!.text;
    expect(toChat(s.adminChat).filter((m) => m.text === crashedText)).toHaveLength(1);
    await advance(LEASE_MS);
    await deliver();
    await advance(LEASE_MS);
    await deliver();
    expect(toChat(s.adminChat).filter((m) => m.text === crashedText)).toHaveLength(2);
    expect(toChat(s.adminChat)).toHaveLength(4);
  });
});

describe('e-mail', () => {
  it('retries while the SMTP server is down and delivers once it is up', async () => {
    const s = await shop('smtp.by');
    await deliver();
    await stopSmtp();
    const before = mailsTo('admin@smtp.by');
    await raiseFor(s.companyId);
    await deliver();
    const waiting = await app.services.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(eq(notificationDeliveries.companyId, Number(s.companyId)), eq(notificationDeliveries.channel, 'email')),
      );
    expect(waiting.every((d) => d.state === 'pending' && d.attempts === 1)).toBe(true);
    expect(waiting[0]!.error).toContain('Почтовый сервер');
    await startSmtp();
    await advance(30_000);
    await deliver();
    expect(mailsTo('admin@smtp.by') - before).toBe(3);
    expect(mailsTo('member@smtp.by')).toBeGreaterThanOrEqual(2);
  });
});

describe('who gets what', () => {
  it('mails an invite when SMTP is set', async () => {
    const { admin } = await adminOfNewCompany(app, 'admin@invite.by');
    const answer = dataOf(
      await app.graphql<{ invite: { message: string } }>(
        'mutation I($e: String!) { invite(email: $e) { message } }',
        { e: 'new@invite.by' },
        admin.headers,
      ),
    );
    expect(answer.invite.message).toContain('отправлено письмом');
    expect(mailsTo('new@invite.by')).toBe(1);
  });

  it('a removed member gets nothing more', async () => {
    const s = await shop('removed.by');
    await deliver();
    await raiseFor(s.companyId);
    const memberMails = mailsTo('member@removed.by');
    const [member] = await app.services.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(eq(notificationDeliveries.companyId, Number(s.companyId)), eq(notificationDeliveries.channel, 'email')),
      );
    // Removed after the event was raised: what waits is dropped.
    await app.services.db
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, Number(s.companyId)), eq(companyMembers.isAdmin, false)));
    await deliver();
    expect(mailsTo('member@removed.by')).toBe(memberMails);
    const dropped = await app.services.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.state, 'dropped'));
    expect(dropped.length).toBeGreaterThan(0);
    expect(member).toBeDefined();
    await insertCard(app, Number(s.companyId), { nmId: nextNmId++, vendorCode: 'later' });
    await advance(25 * 3_600_000);
    expect(await raiseFor(s.companyId)).toBeGreaterThan(0);
    await deliver();
    expect(mailsTo('member@removed.by')).toBe(memberMails);
  });

  it("another company's people see nothing of the company's notifications", async () => {
    const a = await shop('tenant-a.by');
    const b = await shop('tenant-b.by');
    await raiseFor(a.companyId);
    const ofA = await bell(a.admin);
    expect(ofA.items.length).toBeGreaterThan(0);
    expect((await bell(b.admin)).items).toHaveLength(0);
    dataOf(
      await app.graphql(
        'mutation R($ids: [ID!]) { markNotificationsRead(ids: $ids) { id } }',
        { ids: ofA.items.map((i) => i.id) },
        b.admin.headers,
      ),
    );
    expect((await bell(a.admin)).unread).toBe(ofA.unread);
    // B's admin never links a chat with A's code.
    const { telegramLinkCode } = dataOf(
      await app.graphql<{ telegramLinkCode: { code: string } }>(
        'mutation { telegramLinkCode { code } }',
        {},
        a.member.headers,
      ),
    );
    telegram.userWrites(BOT_TOKEN, 99_001, `/start ${telegramLinkCode.code}`);
    const checked = dataOf(
      await app.graphql<{ checkTelegramLink: { notificationSettings: { telegramLinked: boolean } } }>(
        'mutation { checkTelegramLink { notificationSettings { telegramLinked } } }',
        {},
        b.member.headers,
      ),
    );
    expect(checked.checkTelegramLink.notificationSettings.telegramLinked).toBe(false);
  });

  it('sends the digest only to those who switched it on', async () => {
    const { companyId, admin } = await adminOfNewCompany(app, 'admin@nodigest.by');
    await raiseFor(companyId);
    expect((await bell(admin)).items.map((i) => i.kind)).not.toContain('digest');
    const settings = dataOf(
      await app.graphql<{ notificationSettings: { kinds: { kind: string; channels: { enabled: boolean }[] }[] } }>(
        '{ notificationSettings { kinds { kind channels { enabled } } } }',
        {},
        admin.headers,
      ),
    ).notificationSettings.kinds;
    expect(settings.find((k) => k.kind === 'digest')!.channels.map((c) => c.enabled)).toEqual([false, false, false]);
    expect(settings.find((k) => k.kind === 'no_cost_price')!.channels.map((c) => c.enabled)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('never answers the bot token', async () => {
    const s = await shop('secret.by');
    const answer = await app.graphql(
      '{ notificationSettings { telegramBotUsername telegramLinked kinds { kind } } }',
      {},
      s.admin.headers,
    );
    expect(JSON.stringify(answer)).not.toContain('test-bot-token');
    const memberKinds = dataOf(
      await app.graphql<{ notificationSettings: { kinds: { kind: string }[] } }>(
        '{ notificationSettings { kinds { kind } } }',
        {},
        s.member.headers,
      ),
    ).notificationSettings.kinds.map((k) => k.kind);
    expect(memberKinds).not.toContain('token_expires');
  });
});
