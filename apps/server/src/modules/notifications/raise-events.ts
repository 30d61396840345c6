import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { formatUnits } from '../../lib/money.ts';
import { addDays, DAY_MS, formatDay, moscowDay, moscowWallClock } from '../../lib/moscow-time.ts';
import { budgetsRunningOutToday } from '../adverts/budget-pace.ts';
import { figuresOfPeriods, homeOf, type PeriodFigures } from '../home/home.service.ts';
import { mskPeriod } from '../orders/statistics-period.ts';
import { weeksOf } from '../reports/reports.service.ts';
import { DATASET_INFO } from '../sync/datasets.ts';
import { syncStatusOf } from '../sync/sync.service.ts';
import { CHANNELS, KIND_INFO, type EventKind } from './event-kinds.ts';
import { smtpConfigured } from './mailer.ts';
import * as repo from './notifications.repo.ts';
import type { NotificationChannel } from './notifications.tables.ts';

// Turns what is true of a company now into events: each subject once per person, again only when its
// state changes (or after a day, as the person chose). The events and their deliveries are written in one
// transaction with the record of what each person got, so a crash raises nothing twice and loses nothing:
// the next tick sees the same state and raises what was not committed.

export interface Candidate {
  kind: EventKind;
  subjectKey: string;
  fingerprint: string;
  message: string;
  link: string;
  /** Only these people (the digest: those whose hour has come). */
  forPerson?: (person: repo.Person) => boolean;
}

/** A sync failing for longer than this is an event. */
export const SYNC_FAILING_HOURS = 3;
/** A weekly report is news for this many days after its week ended; older ones a first sync brings are not. */
const REPORT_NEWS_DAYS = 10;

const rubles = (kopecks: number) =>
  `${formatUnits(kopecks, 2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
    .replace('.', ',')} ₽`;

export function quietUntil(person: repo.Person, now: Date): Date {
  if (person.quietFrom === person.quietTo) return now;
  const wall = moscowWallClock(now);
  const hour = wall.getUTCHours();
  const inside =
    person.quietFrom < person.quietTo
      ? hour >= person.quietFrom && hour < person.quietTo
      : hour >= person.quietFrom || hour < person.quietTo;
  if (!inside) return now;
  const end = new Date(wall);
  end.setUTCHours(person.quietTo, 0, 0, 0);
  if (end <= wall) end.setUTCDate(end.getUTCDate() + 1);
  return new Date(now.getTime() + (end.getTime() - wall.getTime()));
}

/** Whether a warning's state is news against what the person was told: any change, or a count at least doubled. */
export function changed(grows: boolean | undefined, told: string, now: string): boolean {
  if (!grows) return told !== now;
  return Number(now) >= 2 * Number(told);
}

/** Writes the events the candidates make, with their deliveries, in one transaction. Answers the events written. */
export async function raise(
  db: Database,
  config: Config,
  companyId: number,
  now: Date,
  candidates: Candidate[],
  telegramReady: boolean,
): Promise<number> {
  return db.transaction(async (tx) => {
    await repo.lockCompany(tx, companyId);
    const people = await repo.peopleOf(tx, companyId);
    const last = new Map(
      (await repo.lastSentOf(tx, companyId)).map((r) => [`${r.userId} ${r.subjectKey} ${r.channel}`, r]),
    );
    // A warning that went away is forgotten: when it comes back, it is news again.
    const current = new Set(candidates.map((c) => c.subjectKey));
    const gone = [...last.values()].filter((r) => {
      const kind = r.subjectKey.split(':')[0] as EventKind;
      return KIND_INFO[kind]?.warning && !current.has(r.subjectKey);
    });
    await repo.forgetLastSent(tx, companyId, gone);
    let written = 0;
    for (const candidate of candidates) {
      const info = KIND_INFO[candidate.kind];
      const deliveries: { userId: string; channel: NotificationChannel; nextAttemptAt: Date }[] = [];
      for (const person of people) {
        if (info.adminOnly && !person.isAdmin) continue;
        if (candidate.forPerson && !candidate.forPerson(person)) continue;
        for (const channel of CHANNELS) {
          if (person.off.has(`${candidate.kind}:${channel}`)) continue;
          if (channel === 'telegram' && !(telegramReady && person.telegramLinked)) continue;
          if (channel === 'email' && !smtpConfigured(config)) continue;
          const before = last.get(`${person.userId} ${candidate.subjectKey} ${channel}`);
          const news =
            !before ||
            (info.warning &&
              (changed(info.grows, before.fingerprint, candidate.fingerprint) ||
                (person.repeat === 'daily' && now.getTime() - before.sentAt.getTime() >= DAY_MS)));
          if (!news) continue;
          deliveries.push({
            userId: person.userId,
            channel,
            nextAttemptAt: channel === 'app' ? now : quietUntil(person, now),
          });
        }
      }
      if (deliveries.length === 0) continue;
      await repo.insertEvent(
        tx,
        {
          companyId,
          kind: candidate.kind,
          subjectKey: candidate.subjectKey,
          message: candidate.message,
          link: candidate.link,
          createdAt: now,
        },
        deliveries,
      );
      await repo.rememberSent(tx, companyId, deliveries, candidate.subjectKey, candidate.fingerprint, now);
      written += 1;
    }
    return written;
  });
}

/** The warnings /main shows, each a candidate. */
export async function warningCandidates(
  db: Database,
  config: Config,
  companyId: number,
  now: Date,
): Promise<Candidate[]> {
  const home = await homeOf(db, config, companyId, now);
  return home.warnings.map((w) => ({
    kind: w.kind,
    subjectKey: w.subject,
    fingerprint: w.state,
    message: w.message,
    link: w.link,
  }));
}

/** Datasets whose sync has failed for longer than SYNC_FAILING_HOURS since it last succeeded. */
export async function syncFailingCandidates(db: Database, companyId: number, now: Date): Promise<Candidate[]> {
  const states = await syncStatusOf(db, companyId);
  return states
    .filter(
      (s) =>
        s.lastError && s.lastSuccessAt && now.getTime() - s.lastSuccessAt.getTime() > SYNC_FAILING_HOURS * 3_600_000,
    )
    .map((s) => {
      const hours = Math.floor((now.getTime() - s.lastSuccessAt!.getTime()) / 3_600_000);
      return {
        kind: 'sync_failing' as const,
        subjectKey: `sync_failing:${s.dataset}`,
        fingerprint: s.lastError!,
        message: `${capitalized(DATASET_INFO[s.dataset].what)} не обновляются ${hours} ч: ${s.lastError}`,
        link: '/settings/sync',
      };
    });
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** WB's weekly reports that came lately, each told once with its payout and the profit of its days, and its penalties. */
export async function weeklyReportCandidates(db: Database, companyId: number, now: Date): Promise<Candidate[]> {
  const today = moscowDay(now);
  const weeks = (await weeksOf(db, companyId, addDays(today, -REPORT_NEWS_DAYS), today, 'main')).filter(
    (w) => w.rowCount > 0 && w.dateTo >= addDays(today, -REPORT_NEWS_DAYS),
  );
  const fresh = [];
  for (const week of weeks) {
    // Told once: the report's event is its own record (a member who joins later is not told of it).
    if (!(await repo.eventExists(db, companyId, `weekly_report:${week.reportId}`))) fresh.push(week);
  }
  const figures = await figuresOfPeriods(
    db,
    companyId,
    fresh.map((w) => mskPeriod(w.dateFrom, w.dateTo)),
  );
  return fresh.flatMap((week, index) => {
    const profit = figures[index]!.profit;
    const link = `/reports?dateFrom=${week.dateFrom}&dateTo=${week.dateTo}`;
    const period = `${formatDay(week.dateFrom)} — ${formatDay(week.dateTo)}`;
    const report: Candidate = {
      kind: 'weekly_report',
      subjectKey: `weekly_report:${week.reportId}`,
      fingerprint: '',
      message: `Новый отчёт WB №${week.reportId} за ${period}: к оплате ${rubles(week.wb ?? week.ours)}${profit === null ? '' : `, прибыль ${rubles(profit)}`}.`,
      link,
    };
    if (week.penalty === 0 && week.deduction === 0) return [report];
    const parts = [
      week.penalty !== 0 ? `штрафы ${rubles(week.penalty)}` : null,
      week.deduction !== 0 ? `удержания ${rubles(week.deduction)}` : null,
    ].filter(Boolean);
    const penalties: Candidate = {
      kind: 'report_penalties',
      subjectKey: `report_penalties:${week.reportId}`,
      fingerprint: '',
      message: `В отчёте WB №${week.reportId} за ${period} ${parts.join(' и ')}: посмотрите, за что.`,
      link,
    };
    return [report, penalties];
  });
}

/** Running campaigns whose budget will not last the day at their pace: each told once a day. */
export async function advertBudgetCandidates(db: Database, companyId: number, now: Date): Promise<Candidate[]> {
  const today = moscowDay(now);
  return (await budgetsRunningOutToday(db, companyId, now)).map((c) => ({
    kind: 'advert_budget_ends',
    subjectKey: `advert_budget_ends:${c.advertId}:${today}`,
    fingerprint: '',
    message: `Бюджет кампании «${c.name ?? c.advertId}» закончится сегодня: осталось ${rubles(c.budgetKopecks)}, до конца дня при нынешних тратах уйдёт около ${rubles(c.restOfDayKopecks)}. Пополните бюджет, чтобы показы не остановились.`,
    link: `/adverts/${c.advertId}`,
  }));
}

/** Yesterday against the day before, for the people whose digest hour (Moscow) has come today. */
export async function digestCandidate(db: Database, companyId: number, now: Date): Promise<Candidate> {
  const today = moscowDay(now);
  const yesterday = addDays(today, -1);
  const dayBefore = addDays(today, -2);
  const [y, b] = (await figuresOfPeriods(db, companyId, [
    mskPeriod(yesterday, yesterday),
    mskPeriod(dayBefore, dayBefore),
  ])) as [PeriodFigures, PeriodFigures];
  const line = (name: string, a: string, was: string) => `${name}: ${a} (было ${was})`;
  const money = (kopecks: number | null) => (kopecks === null ? '—' : rubles(kopecks));
  const message = [
    `Итоги ${formatDay(yesterday)} против ${formatDay(dayBefore)}.`,
    line('Заказы', String(y.orders), String(b.orders)),
    line('Продажи', String(y.sales), String(b.sales)),
    line('Выручка', money(y.revenue), money(b.revenue)),
    line('Прибыль', money(y.profit), money(b.profit)),
  ].join('\n');
  const hour = moscowWallClock(now).getUTCHours();
  return {
    kind: 'digest',
    subjectKey: `digest:${yesterday}`,
    fingerprint: '',
    message,
    link: '/main',
    forPerson: (person) => hour >= person.digestHour,
  };
}
