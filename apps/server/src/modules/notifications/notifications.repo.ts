import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { companies, companyMembers, users } from '../auth/auth.tables.ts';
import { CHANNELS, EVENT_KINDS, type EventKind } from './event-kinds.ts';
import {
  notificationChoices,
  notificationDeliveries,
  notificationEvents,
  notificationLastSent,
  notificationSettings,
  telegramBots,
  telegramChats,
  telegramLinkCodes,
  type NotificationChannel,
  type RepeatPolicy,
} from './notifications.tables.ts';

export type DeliveryRow = typeof notificationDeliveries.$inferSelect;

/** A member as the raising of events sees them: role, choices, quiet hours, where they can be reached. */
export interface Person {
  userId: string;
  email: string;
  isAdmin: boolean;
  quietFrom: number;
  quietTo: number;
  repeat: RepeatPolicy;
  digestHour: number;
  /** `${kind}:${channel}` switched off. */
  off: Set<string>;
  telegramLinked: boolean;
}

/** Kinds a person gets only once they switch them on: the digest comes every day, wanted or not. */
const OFF_UNTIL_CHOSEN = new Set<EventKind>(['digest']);

export const DEFAULT_SETTINGS = { quietFrom: 0, quietTo: 0, repeat: 'changes' as RepeatPolicy, digestHour: 9 };

/** Serializes the raising of a company's events: two ticks never both send one warning. */
export async function lockCompany(tx: Tx, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function peopleOf(db: Database | Tx, companyId: number): Promise<Person[]> {
  const members = await db
    .select({
      userId: companyMembers.userId,
      email: users.email,
      isAdmin: companyMembers.isAdmin,
      quietFrom: notificationSettings.quietFrom,
      quietTo: notificationSettings.quietTo,
      repeat: notificationSettings.repeat,
      digestHour: notificationSettings.digestHour,
      chatId: telegramChats.chatId,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .leftJoin(
      notificationSettings,
      and(eq(notificationSettings.companyId, companyId), eq(notificationSettings.userId, companyMembers.userId)),
    )
    .leftJoin(
      telegramChats,
      and(eq(telegramChats.companyId, companyId), eq(telegramChats.userId, companyMembers.userId)),
    )
    .where(eq(companyMembers.companyId, companyId));
  const choices = await db.select().from(notificationChoices).where(eq(notificationChoices.companyId, companyId));
  const offOf = (userId: string) => {
    const saved = new Map(choices.filter((c) => c.userId === userId).map((c) => [`${c.kind}:${c.channel}`, c.enabled]));
    return new Set(
      EVENT_KINDS.flatMap((kind) => CHANNELS.map((channel) => `${kind}:${channel}`)).filter(
        (key) => !(saved.get(key) ?? !OFF_UNTIL_CHOSEN.has(key.split(':')[0] as EventKind)),
      ),
    );
  };
  return members.map((m) => ({
    userId: m.userId,
    email: m.email,
    isAdmin: m.isAdmin,
    quietFrom: m.quietFrom ?? DEFAULT_SETTINGS.quietFrom,
    quietTo: m.quietTo ?? DEFAULT_SETTINGS.quietTo,
    repeat: m.repeat ?? DEFAULT_SETTINGS.repeat,
    digestHour: m.digestHour ?? DEFAULT_SETTINGS.digestHour,
    off: offOf(m.userId),
    telegramLinked: m.chatId !== null,
  }));
}

export function lastSentOf(tx: Tx, companyId: number) {
  return tx.select().from(notificationLastSent).where(eq(notificationLastSent.companyId, companyId));
}

export async function forgetLastSent(
  tx: Tx,
  companyId: number,
  rows: { userId: string; subjectKey: string; channel: NotificationChannel }[],
) {
  for (const { userId, subjectKey, channel } of rows) {
    await tx
      .delete(notificationLastSent)
      .where(
        and(
          eq(notificationLastSent.companyId, companyId),
          eq(notificationLastSent.userId, userId),
          eq(notificationLastSent.subjectKey, subjectKey),
          eq(notificationLastSent.channel, channel),
        ),
      );
  }
}

export async function rememberSent(
  tx: Tx,
  companyId: number,
  told: { userId: string; channel: NotificationChannel }[],
  subjectKey: string,
  fingerprint: string,
  at: Date,
) {
  if (told.length === 0) return;
  await tx
    .insert(notificationLastSent)
    .values(told.map(({ userId, channel }) => ({ companyId, userId, channel, subjectKey, fingerprint, sentAt: at })))
    .onConflictDoUpdate({
      target: [
        notificationLastSent.companyId,
        notificationLastSent.userId,
        notificationLastSent.subjectKey,
        notificationLastSent.channel,
      ],
      set: { fingerprint, sentAt: at },
    });
}

export async function insertEvent(
  tx: Tx,
  event: { companyId: number; kind: string; subjectKey: string; message: string; link: string; createdAt: Date },
  deliveries: { userId: string; channel: NotificationChannel; nextAttemptAt: Date }[],
): Promise<number> {
  const [row] = await tx.insert(notificationEvents).values(event).returning({ id: notificationEvents.id });
  await tx.insert(notificationDeliveries).values(
    deliveries.map((d) => ({
      companyId: event.companyId,
      eventId: row!.id,
      userId: d.userId,
      channel: d.channel,
      // The app's bell shows it at once: nothing to send.
      state: d.channel === 'app' ? ('sent' as const) : ('pending' as const),
      sentAt: d.channel === 'app' ? event.createdAt : null,
      nextAttemptAt: d.nextAttemptAt,
    })),
  );
  return row!.id;
}

/** Whether the company already has an event of the subject (a weekly report is told once). */
export async function eventExists(db: Database | Tx, companyId: number, subjectKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notificationEvents.id })
    .from(notificationEvents)
    .where(and(eq(notificationEvents.companyId, companyId), eq(notificationEvents.subjectKey, subjectKey)))
    .limit(1);
  return Boolean(row);
}

/**
 * Takes up to `limit` due deliveries for one worker until `leaseUntil`: another worker skips them, and
 * takes them again only if this one died before marking them (the lease passed).
 */
export async function claimDue(db: Database, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ companyId: notificationDeliveries.companyId, id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.state, 'pending'),
        lte(notificationDeliveries.nextAttemptAt, now),
        or(isNull(notificationDeliveries.leaseUntil), lte(notificationDeliveries.leaseUntil, now)),
      ),
    )
    .orderBy(asc(notificationDeliveries.nextAttemptAt), asc(notificationDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(notificationDeliveries)
    .set({ leaseUntil, attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(sql`(${notificationDeliveries.companyId}, ${notificationDeliveries.id}) in ${due}`)
    .returning({ id: notificationDeliveries.id });
  if (claimed.length === 0) return [];
  return db
    .select({
      id: notificationDeliveries.id,
      companyId: notificationDeliveries.companyId,
      userId: notificationDeliveries.userId,
      channel: notificationDeliveries.channel,
      attempts: notificationDeliveries.attempts,
      kind: notificationEvents.kind,
      message: notificationEvents.message,
      link: notificationEvents.link,
      email: users.email,
      isMember: sql<boolean>`${companyMembers.userId} is not null`,
      chatId: telegramChats.chatId,
      botToken: telegramBots.tokenSealed,
    })
    .from(notificationDeliveries)
    .innerJoin(
      notificationEvents,
      and(
        eq(notificationEvents.companyId, notificationDeliveries.companyId),
        eq(notificationEvents.id, notificationDeliveries.eventId),
      ),
    )
    .innerJoin(users, eq(users.id, notificationDeliveries.userId))
    .leftJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, notificationDeliveries.companyId),
        eq(companyMembers.userId, notificationDeliveries.userId),
      ),
    )
    .leftJoin(
      telegramChats,
      and(
        eq(telegramChats.companyId, notificationDeliveries.companyId),
        eq(telegramChats.userId, notificationDeliveries.userId),
      ),
    )
    .leftJoin(telegramBots, eq(telegramBots.companyId, notificationDeliveries.companyId))
    .where(
      inArray(
        notificationDeliveries.id,
        claimed.map((c) => c.id),
      ),
    )
    .orderBy(asc(notificationDeliveries.nextAttemptAt), asc(notificationDeliveries.id));
}

export type ClaimedDelivery = Awaited<ReturnType<typeof claimDue>>[number];

/** A delivery's key: its company and id. */
export type DeliveryKey = Pick<ClaimedDelivery, 'companyId' | 'id'>;

export async function markSent(db: Database, { companyId, id }: DeliveryKey, at: Date) {
  await db
    .update(notificationDeliveries)
    .set({ state: 'sent', sentAt: at, leaseUntil: null, error: null })
    .where(and(eq(notificationDeliveries.companyId, companyId), eq(notificationDeliveries.id, id)));
}

/** Tries again at `at`; `countAttempt` false: the attempt was not the delivery's fault (Telegram's 429). */
export async function retryAt(
  db: Database,
  { companyId, id }: DeliveryKey,
  at: Date,
  error: string,
  countAttempt: boolean,
) {
  await db
    .update(notificationDeliveries)
    .set({
      nextAttemptAt: at,
      leaseUntil: null,
      error,
      ...(countAttempt ? {} : { attempts: sql`${notificationDeliveries.attempts} - 1` }),
    })
    .where(and(eq(notificationDeliveries.companyId, companyId), eq(notificationDeliveries.id, id)));
}

export async function markGivenUp(
  db: Database,
  { companyId, id }: DeliveryKey,
  state: 'failed' | 'dropped',
  error: string,
) {
  await db
    .update(notificationDeliveries)
    .set({ state, leaseUntil: null, error })
    .where(and(eq(notificationDeliveries.companyId, companyId), eq(notificationDeliveries.id, id)));
}

/** The person blocked the bot: their chat is unlinked and what waits for it is not sent. */
export async function unlinkChat(db: Database, companyId: number, userId: string, error: string) {
  await db.transaction(async (tx) => {
    await tx.delete(telegramChats).where(and(eq(telegramChats.companyId, companyId), eq(telegramChats.userId, userId)));
    await tx
      .update(notificationDeliveries)
      .set({ state: 'failed', leaseUntil: null, error })
      .where(
        and(
          eq(notificationDeliveries.companyId, companyId),
          eq(notificationDeliveries.userId, userId),
          eq(notificationDeliveries.channel, 'telegram'),
          eq(notificationDeliveries.state, 'pending'),
        ),
      );
  });
}

// ——— the bell ———

export function appNotifications(db: Database, companyId: number, userId: string, limit: number) {
  return db
    .select({
      id: notificationDeliveries.id,
      kind: notificationEvents.kind,
      message: notificationEvents.message,
      link: notificationEvents.link,
      createdAt: notificationEvents.createdAt,
      readAt: notificationDeliveries.readAt,
    })
    .from(notificationDeliveries)
    .innerJoin(
      notificationEvents,
      and(
        eq(notificationEvents.companyId, notificationDeliveries.companyId),
        eq(notificationEvents.id, notificationDeliveries.eventId),
      ),
    )
    .where(personChannel(companyId, userId, 'app'))
    .orderBy(desc(notificationEvents.createdAt), desc(notificationDeliveries.id))
    .limit(limit);
}

export async function unreadCount(db: Database, companyId: number, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationDeliveries)
    .where(and(personChannel(companyId, userId, 'app'), isNull(notificationDeliveries.readAt)));
  return Number(row?.n ?? 0);
}

export async function markRead(db: Database, companyId: number, userId: string, ids: number[] | null, at: Date) {
  await db
    .update(notificationDeliveries)
    .set({ readAt: at })
    .where(
      and(
        personChannel(companyId, userId, 'app'),
        isNull(notificationDeliveries.readAt),
        ids ? inArray(notificationDeliveries.id, ids) : undefined,
      ),
    );
}

/** What the bot sent the person: the settings tab shows it (in demo mode, the whole flow). */
export function sentTelegramMessages(db: Database, companyId: number, userId: string, limit: number) {
  return db
    .select({
      id: notificationDeliveries.id,
      message: notificationEvents.message,
      link: notificationEvents.link,
      sentAt: notificationDeliveries.sentAt,
    })
    .from(notificationDeliveries)
    .innerJoin(
      notificationEvents,
      and(
        eq(notificationEvents.companyId, notificationDeliveries.companyId),
        eq(notificationEvents.id, notificationDeliveries.eventId),
      ),
    )
    .where(and(personChannel(companyId, userId, 'telegram'), isNotNull(notificationDeliveries.sentAt)))
    .orderBy(desc(notificationDeliveries.sentAt))
    .limit(limit);
}

const personChannel = (companyId: number, userId: string, channel: NotificationChannel) =>
  and(
    eq(notificationDeliveries.companyId, companyId),
    eq(notificationDeliveries.userId, userId),
    eq(notificationDeliveries.channel, channel),
  );

// ——— choices ———

export async function saveSettings(
  db: Database,
  companyId: number,
  userId: string,
  settings: { quietFrom: number; quietTo: number; repeat: RepeatPolicy; digestHour: number },
  choices: { kind: string; channel: NotificationChannel; enabled: boolean }[],
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationSettings)
      .values({ companyId, userId, ...settings })
      .onConflictDoUpdate({ target: [notificationSettings.companyId, notificationSettings.userId], set: settings });
    for (const choice of choices) {
      await tx
        .insert(notificationChoices)
        .values({ companyId, userId, ...choice })
        .onConflictDoUpdate({
          target: [
            notificationChoices.companyId,
            notificationChoices.userId,
            notificationChoices.kind,
            notificationChoices.channel,
          ],
          set: { enabled: choice.enabled },
        });
    }
  });
}

// ——— Telegram ———

export async function findBot(db: Database, companyId: number) {
  const [row] = await db.select().from(telegramBots).where(eq(telegramBots.companyId, companyId));
  return row;
}

export async function saveBot(
  db: Database,
  companyId: number,
  tokenSealed: string,
  username: string,
  userId: string | null,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(telegramBots)
      .values({ companyId, tokenSealed, username, updatedBy: userId, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: telegramBots.companyId,
        set: { tokenSealed, username, updateOffset: 0, updatedBy: userId, updatedAt: new Date() },
      });
    // Chats linked to another bot cannot be written to by this one.
    await tx.delete(telegramChats).where(eq(telegramChats.companyId, companyId));
  });
}

export async function deleteBot(db: Database, companyId: number): Promise<boolean> {
  const deleted = await db.delete(telegramBots).where(eq(telegramBots.companyId, companyId)).returning();
  await db.delete(telegramChats).where(eq(telegramChats.companyId, companyId));
  return deleted.length > 0;
}

export async function saveUpdateOffset(db: Database, companyId: number, offset: number) {
  await db.update(telegramBots).set({ updateOffset: offset }).where(eq(telegramBots.companyId, companyId));
}

export async function insertLinkCode(db: Database, companyId: number, userId: string, code: string, expiresAt: Date) {
  await db
    .delete(telegramLinkCodes)
    .where(and(eq(telegramLinkCodes.companyId, companyId), eq(telegramLinkCodes.userId, userId)));
  await db.insert(telegramLinkCodes).values({ code, companyId, userId, expiresAt });
}

export async function hasLinkCodes(db: Database, companyId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ code: telegramLinkCodes.code })
    .from(telegramLinkCodes)
    .where(and(eq(telegramLinkCodes.companyId, companyId), gt(telegramLinkCodes.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

/** Links the chat of whoever sent a live code of the company, once: the code is used up. Answers whether it did. */
export async function linkByCode(db: Database, companyId: number, code: string, chatId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(telegramLinkCodes)
      .where(
        and(
          eq(telegramLinkCodes.companyId, companyId),
          eq(telegramLinkCodes.code, code),
          gt(telegramLinkCodes.expiresAt, now),
        ),
      )
      .returning();
    if (!used) return false;
    const member = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, used.userId)));
    if (member.length === 0) return false;
    await tx
      .insert(telegramChats)
      .values({ companyId, userId: used.userId, chatId, linkedAt: now })
      .onConflictDoUpdate({ target: [telegramChats.companyId, telegramChats.userId], set: { chatId, linkedAt: now } });
    return true;
  });
}

export async function unlinkMine(db: Database, companyId: number, userId: string) {
  await db.delete(telegramChats).where(and(eq(telegramChats.companyId, companyId), eq(telegramChats.userId, userId)));
}

export async function myChat(db: Database, companyId: number, userId: string) {
  const [row] = await db
    .select()
    .from(telegramChats)
    .where(and(eq(telegramChats.companyId, companyId), eq(telegramChats.userId, userId)));
  return row;
}

export async function companyIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: companies.id }).from(companies);
  return rows.map((r) => r.id);
}
