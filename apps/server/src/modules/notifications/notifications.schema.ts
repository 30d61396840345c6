import { builder, mutationResultFields, type MutationResultShape } from '../../graphql/builder.ts';
import { DateTime } from '../../graphql/scalars.ts';
import { access } from '../auth/access.ts';
import { EVENT_KINDS, type EventKind } from './event-kinds.ts';
import type { NotificationChannel, RepeatPolicy } from './notifications.tables.ts';
import {
  bellOf,
  checkTelegramLink,
  clearTelegramBot,
  demoTelegramStart,
  markNotificationsRead,
  notificationSettingsOf,
  setNotificationSettings,
  setTelegramBot,
  telegramLinkCode,
  unlinkTelegram,
  type NotificationSettingsShape,
} from './notifications.service.ts';

// Notifications: the bell's events, each person's choices, the company's Telegram bot and each person's chat.

const NotificationKind = builder.enumType('NotificationKind', { values: EVENT_KINDS });
const NotificationChannelEnum = builder.enumType('NotificationChannel', {
  description: 'app — the bell in the top bar; telegram — the company bot; email — by SMTP.',
  values: ['app', 'telegram', 'email'] as const,
});
const RepeatPolicyEnum = builder.enumType('NotificationRepeat', {
  description: 'changes — a warning that stays true is sent again only when it changes; daily — also once a day.',
  values: ['changes', 'daily'] as const,
});

type ChannelChoice = { channel: NotificationChannel; enabled: boolean };
const NotificationChannelChoice = builder.objectRef<ChannelChoice>('NotificationChannelChoice').implement({
  fields: (t) => ({
    channel: t.field({ type: NotificationChannelEnum, resolve: (c) => c.channel }),
    enabled: t.exposeBoolean('enabled'),
  }),
});

type KindChoice = NotificationSettingsShape['kinds'][number];
const NotificationKindChoice = builder.objectRef<KindChoice>('NotificationKindChoice').implement({
  fields: (t) => ({
    kind: t.field({ type: NotificationKind, resolve: (k) => k.kind }),
    title: t.exposeString('title'),
    adminOnly: t.exposeBoolean('adminOnly', { description: 'Only admins get it.' }),
    channels: t.field({ type: [NotificationChannelChoice], resolve: (k) => k.channels }),
  }),
});

type SentMessage = NotificationSettingsShape['sentTelegram'][number];
const SentTelegramMessage = builder.objectRef<SentMessage>('SentTelegramMessage').implement({
  fields: (t) => ({
    id: t.id({ resolve: (m) => String(m.id) }),
    message: t.exposeString('message'),
    link: t.exposeString('link'),
    sentAt: t.field({ type: DateTime, nullable: true, resolve: (m) => m.sentAt }),
  }),
});

const NotificationSettings = builder.objectRef<NotificationSettingsShape>('NotificationSettings').implement({
  description: "The signed-in person's notification choices in the company, and what each channel can do.",
  fields: (t) => ({
    id: t.exposeID('id'),
    kinds: t.field({
      type: [NotificationKindChoice],
      description: 'The kinds this person may get.',
      resolve: (s) => s.kinds,
    }),
    quietFrom: t.exposeInt('quietFrom', { description: 'Quiet hours start (Moscow hour); equal to quietTo: none.' }),
    quietTo: t.exposeInt('quietTo'),
    repeat: t.field({ type: RepeatPolicyEnum, resolve: (s) => s.repeat }),
    digestHour: t.exposeInt('digestHour', { description: 'The Moscow hour the daily digest comes at.' }),
    emailAvailable: t.exposeBoolean('emailAvailable', { description: 'The server has SMTP settings.' }),
    emailAddress: t.exposeString('emailAddress'),
    telegramBotUsername: t.exposeString('telegramBotUsername', { nullable: true }),
    telegramLinked: t.exposeBoolean('telegramLinked'),
    demo: t.exposeBoolean('demo', { description: 'Demo mode: the bot is a stand-in, its messages are shown here.' }),
    sentTelegram: t.field({
      type: [SentTelegramMessage],
      description: 'The last messages the bot sent this person.',
      resolve: (s) => s.sentTelegram,
    }),
  }),
});

type BellItem = Awaited<ReturnType<typeof bellOf>>['items'][number];
const NotificationItem = builder.objectRef<BellItem>('Notification').implement({
  fields: (t) => ({
    id: t.id({ resolve: (n) => String(n.id) }),
    kind: t.field({ type: NotificationKind, resolve: (n) => n.kind as EventKind }),
    message: t.exposeString('message'),
    link: t.exposeString('link', { description: 'The screen where it is acted on.' }),
    createdAt: t.field({ type: DateTime, resolve: (n) => n.createdAt }),
    read: t.boolean({ resolve: (n) => n.readAt !== null }),
  }),
});

type Bell = Awaited<ReturnType<typeof bellOf>>;
const NotificationBell = builder.objectRef<Bell>('NotificationBell').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    unread: t.exposeInt('unread'),
    items: t.field({ type: [NotificationItem], description: 'The latest, newest first.', resolve: (b) => b.items }),
  }),
});

builder.queryField('notificationSettings', (t) =>
  t.field({
    type: NotificationSettings,
    description: "The signed-in person's notification choices, the company's bot and their linked chat.",
    resolve: access.member((caller, _args, ctx) => notificationSettingsOf(ctx, caller)),
  }),
);

builder.queryField('notifications', (t) =>
  t.field({
    type: NotificationBell,
    description: "The bell: the signed-in person's latest events in the company and how many are unread.",
    resolve: access.member((caller, _args, ctx) => bellOf(ctx, caller)),
  }),
);

const SettingsResult = builder
  .objectRef<MutationResultShape & { notificationSettings: NotificationSettingsShape }>('NotificationSettingsResult')
  .implement({
    fields: (t) => ({
      ...mutationResultFields(t),
      notificationSettings: t.expose('notificationSettings', { type: NotificationSettings }),
    }),
  });

const ChoiceInput = builder.inputType('NotificationChoiceInput', {
  fields: (t) => ({
    kind: t.field({ type: NotificationKind, required: true }),
    channel: t.field({ type: NotificationChannelEnum, required: true }),
    enabled: t.boolean({ required: true }),
  }),
});

const SettingsInput = builder.inputType('NotificationSettingsInput', {
  fields: (t) => ({
    quietFrom: t.int({ required: true }),
    quietTo: t.int({ required: true }),
    repeat: t.field({ type: RepeatPolicyEnum, required: true }),
    digestHour: t.int({ required: true }),
    choices: t.field({ type: [ChoiceInput], required: true, description: 'Switches to change; the others stay.' }),
  }),
});

builder.mutationField('setNotificationSettings', (t) =>
  t.field({
    type: SettingsResult,
    description: "Saves the signed-in person's switches per event and channel, quiet hours, repeats and digest hour.",
    args: { data: t.arg({ type: SettingsInput, required: true }) },
    resolve: access.member((caller, args, ctx) =>
      setNotificationSettings(ctx, caller, {
        ...args.data,
        repeat: args.data.repeat as RepeatPolicy,
        choices: args.data.choices.map((c) => ({ kind: c.kind, channel: c.channel, enabled: c.enabled })),
      }),
    ),
  }),
);

const BellResult = builder
  .objectRef<MutationResultShape & { notifications: Bell }>('MarkNotificationsReadResult')
  .implement({
    fields: (t) => ({
      ...mutationResultFields(t),
      notifications: t.expose('notifications', { type: NotificationBell }),
    }),
  });

builder.mutationField('markNotificationsRead', (t) =>
  t.field({
    type: BellResult,
    description: "Marks the signed-in person's notifications read: those named, or all when none are.",
    args: { ids: t.arg.idList() },
    resolve: access.member((caller, args, ctx) =>
      markNotificationsRead(ctx, caller, args.ids ? args.ids.map(String) : null),
    ),
  }),
);

builder.mutationField('setTelegramBot', (t) =>
  t.field({
    type: SettingsResult,
    description:
      "Connects the company's Telegram bot by its BotFather token, checked with Telegram; stored encrypted, never answered.",
    args: { token: t.arg.string({ required: true }) },
    resolve: access.admin((caller, args, ctx) => setTelegramBot(ctx, caller, args.token)),
  }),
);

builder.mutationField('clearTelegramBot', (t) =>
  t.field({
    type: SettingsResult,
    description: "Disconnects the company's Telegram bot; every linked chat is unlinked.",
    resolve: access.admin((caller, _args, ctx) => clearTelegramBot(ctx, caller)),
  }),
);

const LinkCode = builder
  .objectRef<MutationResultShape & { code: string; botUsername: string; url: string; expiresAt: Date }>(
    'TelegramLinkCode',
  )
  .implement({
    fields: (t) => ({
      ...mutationResultFields(t),
      code: t.exposeString('code'),
      botUsername: t.exposeString('botUsername'),
      url: t.exposeString('url', { description: 'Opens the bot with the code filled in.' }),
      expiresAt: t.field({ type: DateTime, resolve: (c) => c.expiresAt }),
    }),
  });

builder.mutationField('telegramLinkCode', (t) =>
  t.field({
    type: LinkCode,
    description:
      'A one-time code for the signed-in person to send to the company bot as /start CODE, linking their chat.',
    resolve: access.member((caller, _args, ctx) => telegramLinkCode(ctx, caller)),
  }),
);

builder.mutationField('checkTelegramLink', (t) =>
  t.field({
    type: SettingsResult,
    description: "Reads the bot's messages now and answers whether the signed-in person's chat is linked.",
    resolve: access.member((caller, _args, ctx) => checkTelegramLink(ctx, caller)),
  }),
);

builder.mutationField('unlinkTelegram', (t) =>
  t.field({
    type: SettingsResult,
    description: "Unlinks the signed-in person's Telegram chat.",
    resolve: access.member((caller, _args, ctx) => unlinkTelegram(ctx, caller)),
  }),
);

builder.mutationField('demoTelegramStart', (t) =>
  t.field({
    type: SettingsResult,
    description: 'Demo mode only: sends /start CODE to the stand-in bot as the signed-in person would.',
    args: { code: t.arg.string({ required: true }) },
    resolve: access.member((caller, args, ctx) => demoTelegramStart(ctx, caller, args.code)),
  }),
);
