import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfNewCompany, dataOf, memberOf, type SignedIn } from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { wbAdvertBudgets, wbAdvertDailyStats, wbAdverts } from '../../db/schema/index.ts';
import { restOfDaySpend } from '../adverts/budget-pace.ts';
import { raiseCompanyEvents } from './notification-jobs.ts';
import { changed, raise, type Candidate } from './raise-events.ts';

// A campaign whose budget will not last the day is told once a day with its link; the count of units not in
// the ledger is told again only when it doubles (or a day later to those who chose daily repeats).

const BELL = '{ notifications { unread items { id kind message link read } } }';

let app: TestApp;
/** 15:00 in Moscow: 900 minutes of the day passed, 540 left. */
let now = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
});

afterAll(async () => {
  await app?.close();
});

const raiseFor = (companyId: string) =>
  raiseCompanyEvents(app.services.db, app.services.config, Number(companyId), now);

async function bell(person: SignedIn) {
  return dataOf(
    await app.graphql<{ notifications: { items: { kind: string; message: string; link: string }[] } }>(
      BELL,
      {},
      person.headers,
    ),
  ).notifications.items;
}

interface Campaign {
  advertId: number;
  budget: number;
  dailyLimit?: number;
  /** Spend by day, kopecks. */
  spend: Record<string, number>;
  status?: number;
}

async function campaigns(companyId: string, list: Campaign[]) {
  const db = app.services.db;
  const id = Number(companyId);
  await db.insert(wbAdverts).values(
    list.map((c) => ({
      companyId: id,
      advertId: c.advertId,
      type: 9,
      status: c.status ?? 9,
      name: `Кампания ${c.advertId}`,
      dailyLimitKopecks: c.dailyLimit ?? null,
    })),
  );
  await db
    .insert(wbAdvertBudgets)
    .values(list.map((c) => ({ companyId: id, advertId: c.advertId, totalKopecks: c.budget })));
  await db
    .insert(wbAdvertDailyStats)
    .values(
      list.flatMap((c) =>
        Object.entries(c.spend).map(([date, spendKopecks]) => ({
          companyId: id,
          advertId: c.advertId,
          date,
          spendKopecks,
        })),
      ),
    );
}

describe('a campaign whose budget ends today', () => {
  it('estimates the rest of the day from today, from the past days before two hours, within the daily limit', () => {
    const spent = { todayKopecks: 90_000, pastKopecks: 144_000, pastDays: 3, dailyLimitKopecks: null };
    expect(restOfDaySpend(spent, 900)).toBe(54_000);
    // At 1:00 today's spend says little: the last days' 48 000 a day, 23 of 24 hours of it.
    expect(restOfDaySpend(spent, 60)).toBe(46_000);
    expect(restOfDaySpend({ ...spent, dailyLimitKopecks: 100_000 }, 900)).toBe(10_000);
    expect(restOfDaySpend({ todayKopecks: 0, pastKopecks: 0, pastDays: 0, dailyLimitKopecks: null }, 900)).toBe(0);
  });

  it('is told once a day to every member with the link to the campaign, not for one with enough budget, not to another company', async () => {
    const { companyId, admin } = await adminOfNewCompany(app, 'admin@budget.by');
    const member = await memberOf(app, admin, companyId, 'member@budget.by');
    const other = await adminOfNewCompany(app, 'admin@budget-other.by');
    await campaigns(companyId, [
      // 900 ₽ by 15:00: 540 ₽ more by midnight, 300 ₽ left.
      { advertId: 501, budget: 30_000, spend: { '2026-11-20': 90_000 } },
      // The same pace with 1 000 ₽ left.
      { advertId: 502, budget: 100_000, spend: { '2026-11-20': 90_000 } },
      // Nothing today yet: 480 ₽ a day the last three days, 180 ₽ by midnight, 100 ₽ left.
      { advertId: 503, budget: 10_000, spend: { '2026-11-17': 48_000, '2026-11-18': 48_000, '2026-11-19': 48_000 } },
      // The daily limit leaves 100 ₽ for today, and 200 ₽ are left.
      { advertId: 504, budget: 20_000, dailyLimit: 100_000, spend: { '2026-11-20': 90_000 } },
      // Paused: it spends nothing.
      { advertId: 505, budget: 1_000, status: 11, spend: { '2026-11-20': 90_000 } },
    ]);
    // The other company's campaign of the same number has plenty.
    await campaigns(other.companyId, [{ advertId: 501, budget: 10_000_000, spend: { '2026-11-20': 90_000 } }]);

    await raiseFor(companyId);
    await raiseFor(other.companyId);
    for (const person of [admin, member]) {
      const told = (await bell(person)).filter((i) => i.kind === 'advert_budget_ends');
      expect(told.map((i) => i.link).sort()).toEqual(['/adverts/501', '/adverts/503']);
      expect(told.find((i) => i.link === '/adverts/501')!.message).toBe(
        'Бюджет кампании «Кампания 501» закончится сегодня: осталось 300,00 ₽, до конца дня при нынешних тратах уйдёт около 540,00 ₽. Пополните бюджет, чтобы показы не остановились.',
      );
    }
    expect((await bell(other.admin)).filter((i) => i.kind === 'advert_budget_ends')).toEqual([]);

    // The same day: not again.
    now = new Date('2026-11-20T15:00:00Z');
    await raiseFor(companyId);
    expect((await bell(member)).filter((i) => i.kind === 'advert_budget_ends')).toHaveLength(2);
    // The next day, still short: news again.
    now = new Date('2026-11-21T12:00:00Z');
    await app.services.db
      .insert(wbAdvertDailyStats)
      .values({ companyId: Number(companyId), advertId: 501, date: '2026-11-21', spendKopecks: 90_000 });
    await raiseFor(companyId);
    const links = (await bell(member)).filter((i) => i.kind === 'advert_budget_ends').map((i) => i.link);
    expect(links.filter((l) => l === '/adverts/501')).toHaveLength(2);
  });
});

describe('units not in the ledger', () => {
  const units = (count: number): Candidate => ({
    kind: 'units_not_saved',
    subjectKey: 'units_not_saved',
    fingerprint: String(count),
    message: `${count} проданных единиц за 30 дней не в учёте ШК`,
    link: '/supplies/unsaved',
  });

  it('is news again when the count doubles, not on every change', () => {
    expect(changed(true, '3', '5')).toBe(false);
    expect(changed(true, '3', '6')).toBe(true);
    expect(changed(true, '3', '2')).toBe(false);
    expect(changed(undefined, '3', '2')).toBe(true);
  });

  it('is told as a first sync brings the units in a few times, not each minute, and daily to who chose so', async () => {
    const { companyId, admin } = await adminOfNewCompany(app, 'admin@units.by');
    const id = Number(companyId);
    now = new Date('2026-11-22T12:00:00Z');
    const raiseUnits = async (count: number) => {
      now = new Date(now.getTime() + 60_000);
      return raise(app.services.db, app.services.config, id, now, [units(count)], false);
    };
    // A first sync bringing the units in minute by minute.
    const written = [];
    for (const count of [3, 5, 6, 4, 11, 12, 20, 23, 300]) written.push(await raiseUnits(count));
    expect(written).toEqual([1, 0, 1, 0, 0, 1, 0, 0, 1]);
    const told = (await bell(admin)).filter((i) => i.kind === 'units_not_saved').map((i) => i.message);
    expect(told).toHaveLength(4);
    expect(told[0]).toMatch(/^300 /);

    // Repeats on change only: the same count a day later is not news; a daily repeat is.
    now = new Date(now.getTime() + 25 * 3_600_000);
    expect(await raiseUnits(310)).toBe(0);
    dataOf(
      await app.graphql(
        'mutation S($d: NotificationSettingsInput!) { setNotificationSettings(data: $d) { id } }',
        { d: { quietFrom: 0, quietTo: 0, repeat: 'daily', digestHour: 9, choices: [] } },
        admin.headers,
      ),
    );
    expect(await raiseUnits(310)).toBe(1);
    expect(await raiseUnits(320)).toBe(0);
  });
});
