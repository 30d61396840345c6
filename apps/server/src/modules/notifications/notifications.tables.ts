import {
  bigint,
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, companyIdColumn, users } from '../auth/auth.tables.ts';

// Notifications: what happened (events), who gets it by which channel (the deliveries outbox), what each
// person last got of a warning, each person's choices, the company's Telegram bot and linked chats.

export type NotificationChannel = 'app' | 'telegram' | 'email';
export type DeliveryState = 'pending' | 'sent' | 'failed' | 'dropped';
export type RepeatPolicy = 'changes' | 'daily';

/** One thing worth telling: its text in Russian and the screen where it is acted on. */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    companyId: companyIdColumn(),
    kind: text('kind').notNull(),
    /** What the event is about (`report_different:123`): a warning's repeats share it. */
    subjectKey: text('subject_key').notNull(),
    message: text('message').notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // Keys lead with company_id, as every tenant table's (docs/architecture.md, «Sharding by company»).
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('notification_events_company_idx').on(table.companyId, table.createdAt),
  ],
);

/** The outbox: one row per event, person and channel, written in the event's transaction; a worker sends it. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    companyId: companyIdColumn(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    state: text('state').$type<DeliveryState>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: quiet hours, backoff, Telegram's retry_after. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A worker holds the row until then; a worker that died lets it go when it passes. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** In the app's bell: when the person read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      columns: [table.companyId, table.eventId],
      foreignColumns: [notificationEvents.companyId, notificationEvents.id],
    }).onDelete('cascade'),
    unique('notification_deliveries_once').on(table.companyId, table.eventId, table.userId, table.channel),
    index('notification_deliveries_due_idx').on(table.state, table.nextAttemptAt),
    index('notification_deliveries_person_idx').on(table.companyId, table.userId, table.channel),
  ],
);

/**
 * What a person last got of a subject by a channel: a warning that stays true is not sent again until it changes
 * (or a day); a channel linked later gets what is true then.
 */
export const notificationLastSent = pgTable(
  'notification_last_sent',
  {
    companyId: companyIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectKey: text('subject_key').notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    /** The subject's state when sent: a different one is news. */
    fingerprint: text('fingerprint').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId, table.subjectKey, table.channel] })],
);

/** A person's switch of one event kind on one channel; no row: on. */
export const notificationChoices = pgTable(
  'notification_choices',
  {
    companyId: companyIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId, table.kind, table.channel] })],
);

/** A person's quiet hours (Moscow, whole hours; from = to: none), repeat policy and digest hour. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    companyId: companyIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quietFrom: smallint('quiet_from').notNull().default(0),
    quietTo: smallint('quiet_to').notNull().default(0),
    repeat: text('repeat').$type<RepeatPolicy>().notNull().default('changes'),
    digestHour: smallint('digest_hour').notNull().default(9),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId] })],
);

/** The company's Telegram bot: its token sealed with the tokens vault's cipher, never logged or answered. */
export const telegramBots = pgTable('telegram_bots', {
  companyId: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  tokenSealed: text('token_sealed').notNull(),
  username: text('username').notNull(),
  /** getUpdates' offset: the updates before it are read. */
  updateOffset: bigint('update_offset', { mode: 'number' }).notNull().default(0),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person's chat with the company's bot. */
export const telegramChats = pgTable(
  'telegram_chats',
  {
    companyId: companyIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId] })],
);

/** A one-time code a person sends to the bot as `/start CODE` to link their chat. */
export const telegramLinkCodes = pgTable(
  'telegram_link_codes',
  {
    code: text('code').notNull(),
    companyId: companyIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // A code is read by the company's own bot: it is the company's, like every key here.
  (table) => [primaryKey({ columns: [table.companyId, table.code] })],
);
