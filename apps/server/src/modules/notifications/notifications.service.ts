import { randomInt } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { openSecret, sealSecret } from '../tokens-vault/tokens-vault.service.ts';
import { CHANNELS, EVENT_KINDS, KIND_INFO, isEventKind, type EventKind } from './event-kinds.ts';
import { createMailer, smtpConfigured } from './mailer.ts';
import * as repo from './notifications.repo.ts';
import type { NotificationChannel, RepeatPolicy } from './notifications.tables.ts';
import { telegramClient, TelegramError } from './telegram-client.ts';
import { readBotUpdates } from './telegram-link.ts';

/** A link code lives this long. */
const CODE_MINUTES = 15;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BELL_SIZE = 30;

export interface NotificationSettingsShape {
  id: string;
  kinds: {
    kind: EventKind;
    title: string;
    adminOnly: boolean;
    channels: { channel: NotificationChannel; enabled: boolean }[];
  }[];
  quietFrom: number;
  quietTo: number;
  repeat: RepeatPolicy;
  digestHour: number;
  emailAvailable: boolean;
  emailAddress: string;
  telegramBotUsername: string | null;
  telegramLinked: boolean;
  demo: boolean;
  sentTelegram: { id: number; message: string; link: string; sentAt: Date | null }[];
}

export async function notificationSettingsOf(
  ctx: GraphQLContext,
  caller: CompanyCaller,
): Promise<NotificationSettingsShape> {
  const people = await repo.peopleOf(ctx.db, caller.companyId);
  const me = people.find((p) => p.userId === caller.userId);
  if (!me) throw appError('FORBIDDEN', 'Вы больше не состоите в этой компании.');
  const bot = await repo.findBot(ctx.db, caller.companyId);
  return {
    id: `${caller.companyId}:${caller.userId}`,
    kinds: EVENT_KINDS.filter((kind) => me.isAdmin || !KIND_INFO[kind].adminOnly).map((kind) => ({
      kind,
      title: KIND_INFO[kind].title,
      adminOnly: KIND_INFO[kind].adminOnly,
      channels: CHANNELS.map((channel) => ({ channel, enabled: !me.off.has(`${kind}:${channel}`) })),
    })),
    quietFrom: me.quietFrom,
    quietTo: me.quietTo,
    repeat: me.repeat,
    digestHour: me.digestHour,
    emailAvailable: smtpConfigured(ctx.config),
    emailAddress: me.email,
    telegramBotUsername: bot?.username ?? null,
    telegramLinked: me.telegramLinked,
    demo: ctx.config.DEMO_MODE,
    sentTelegram: await repo.sentTelegramMessages(ctx.db, caller.companyId, caller.userId, 20),
  };
}

export interface SettingsInput {
  quietFrom: number;
  quietTo: number;
  repeat: RepeatPolicy;
  digestHour: number;
  choices: { kind: string; channel: NotificationChannel; enabled: boolean }[];
}

export async function setNotificationSettings(ctx: GraphQLContext, caller: CompanyCaller, input: SettingsInput) {
  for (const [name, hour] of [
    ['Начало тихих часов', input.quietFrom],
    ['Конец тихих часов', input.quietTo],
    ['Час итогов дня', input.digestHour],
  ] as const) {
    if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
      throw appError('BAD_USER_INPUT', `${name}: ожидается час от 0 до 23.`);
    }
  }
  const unknown = input.choices.find((c) => !isEventKind(c.kind));
  if (unknown) throw appError('BAD_USER_INPUT', `Неизвестный вид уведомления «${unknown.kind}»: ничего не сохранено.`);
  await repo.saveSettings(
    ctx.db,
    caller.companyId,
    caller.userId,
    { quietFrom: input.quietFrom, quietTo: input.quietTo, repeat: input.repeat, digestHour: input.digestHour },
    input.choices,
  );
  return {
    id: `${caller.companyId}:${caller.userId}`,
    message: 'Настройки уведомлений сохранены.',
    notificationSettings: await notificationSettingsOf(ctx, caller),
  };
}

export async function bellOf(ctx: GraphQLContext, caller: CompanyCaller) {
  return {
    id: `${caller.companyId}:${caller.userId}`,
    unread: await repo.unreadCount(ctx.db, caller.companyId, caller.userId),
    items: await repo.appNotifications(ctx.db, caller.companyId, caller.userId, BELL_SIZE),
  };
}

export async function markNotificationsRead(ctx: GraphQLContext, caller: CompanyCaller, ids: string[] | null) {
  const numbers = ids?.map(Number).filter((n) => Number.isSafeInteger(n)) ?? null;
  await repo.markRead(ctx.db, caller.companyId, caller.userId, numbers, new Date());
  return {
    id: `${caller.companyId}:${caller.userId}`,
    message: ids ? 'Отмечено как прочитанное.' : 'Все уведомления прочитаны.',
    notifications: await bellOf(ctx, caller),
  };
}

// ——— Telegram ———

const BOT_TOKEN = /^\d+:[A-Za-z0-9_-]+$/;

/** Saves the company's bot after Telegram confirms its token; the token is stored sealed and never answered. */
export async function setTelegramBot(ctx: GraphQLContext, caller: CompanyCaller, rawToken: string) {
  const token = rawToken.trim();
  if (!BOT_TOKEN.test(token)) {
    throw appError('BAD_USER_INPUT', 'Токен бота выглядит иначе: его выдаёт @BotFather в виде 123456789:AAE…');
  }
  let username: string;
  try {
    username = (await telegramClient(ctx.config.TELEGRAM_API_URL, token).getMe()).username;
  } catch (error) {
    if (error instanceof TelegramError && (error.status === 401 || error.status === 404)) {
      throw appError(
        'BAD_USER_INPUT',
        'Telegram не принял токен бота: проверьте его в @BotFather. Ничего не сохранено.',
      );
    }
    throw appError(
      'TELEGRAM_UNAVAILABLE',
      'Telegram не ответил: попробуйте сохранить токен бота позже. Ничего не сохранено.',
    );
  }
  await repo.saveBot(ctx.db, caller.companyId, sealSecret(ctx.config, token), username, caller.userId);
  return {
    id: `${caller.companyId}:${caller.userId}`,
    message: `Бот @${username} подключён: каждый сотрудник привязывает к нему свой чат кодом.`,
    notificationSettings: await notificationSettingsOf(ctx, caller),
  };
}

export async function clearTelegramBot(ctx: GraphQLContext, caller: CompanyCaller) {
  if (!(await repo.deleteBot(ctx.db, caller.companyId))) throw appError('NOT_FOUND', 'Бот Telegram не подключён.');
  return {
    id: `${caller.companyId}:${caller.userId}`,
    message: 'Бот отключён: уведомления в Telegram больше не отправляются.',
    notificationSettings: await notificationSettingsOf(ctx, caller),
  };
}

/** A one-time code for the caller to send to the company's bot as `/start CODE`. */
export async function telegramLinkCode(ctx: GraphQLContext, caller: CompanyCaller) {
  const bot = await repo.findBot(ctx.db, caller.companyId);
  if (!bot) throw appError('NOT_FOUND', 'Бот Telegram ещё не подключён: его подключает администратор компании.');
  const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  const expiresAt = new Date(Date.now() + CODE_MINUTES * 60_000);
  await repo.insertLinkCode(ctx.db, caller.companyId, caller.userId, code, expiresAt);
  return {
    id: `${caller.companyId}:${caller.userId}`,
    message: `Отправьте боту @${bot.username} сообщение /start ${code} в течение ${CODE_MINUTES} минут.`,
    code,
    botUsername: bot.username,
    url: `https://t.me/${bot.username}?start=${code}`,
    expiresAt,
  };
}

/** Reads the bot's messages now (the minute job does it too) and answers whether the caller's chat is linked. */
export async function checkTelegramLink(ctx: GraphQLContext, caller: CompanyCaller) {
  try {
    await readBotUpdates(ctx.db, ctx.config, caller.companyId, new Date());
  } catch {
    throw appError('TELEGRAM_UNAVAILABLE', 'Telegram не ответил: попробуйте проверить позже.');
  }
  const linked = Boolean(await repo.myChat(ctx.db, caller.companyId, caller.userId));
  return {
    id: `${caller.companyId}:${caller.userId}`,
    message: linked ? 'Чат Telegram привязан.' : 'Бот ещё не получил код: отправьте ему /start и код.',
    notificationSettings: await notificationSettingsOf(ctx, caller),
  };
}

export async function unlinkTelegram(ctx: GraphQLContext, caller: CompanyCaller) {
  await repo.unlinkMine(ctx.db, caller.companyId, caller.userId);
  return {
    id: `${caller.companyId}:${caller.userId}`,
    message: 'Чат Telegram отвязан.',
    notificationSettings: await notificationSettingsOf(ctx, caller),
  };
}

/** Demo mode: the demo company gets the stand-in's bot, unless it has one. */
export async function connectDemoBot(db: Database, config: Config, companyId: number): Promise<void> {
  if (await repo.findBot(db, companyId)) return;
  const token = '100000001:demo-bot-token';
  const { username } = await telegramClient(config.TELEGRAM_API_URL, token).getMe();
  await repo.saveBot(db, companyId, sealSecret(config, token), username, null);
}

/** The demo person's chat with the stand-in bot: a number of its own per person. */
const demoChatId = (userId: string) => Number.parseInt(userId.replaceAll('-', '').slice(0, 8), 16);

/** Demo mode: the person "writes" `/start CODE` to the stand-in bot, and the link is read at once. */
export async function demoTelegramStart(ctx: GraphQLContext, caller: CompanyCaller, code: string) {
  if (!ctx.config.DEMO_MODE) throw appError('FORBIDDEN', 'Это доступно только в демо-режиме.');
  const bot = await repo.findBot(ctx.db, caller.companyId);
  if (!bot) throw appError('NOT_FOUND', 'Бот Telegram ещё не подключён.');
  await telegramClient(ctx.config.TELEGRAM_API_URL, openSecret(ctx.config, bot.tokenSealed)).demoUserMessage(
    demoChatId(caller.userId),
    `/start ${code}`,
  );
  return checkTelegramLink(ctx, caller);
}

// ——— invites ———

/** Tells an invited person by e-mail, when the server has SMTP; answers whether the letter went. */
export async function mailInvite(config: Config, email: string, companyName: string): Promise<boolean> {
  const mailer = createMailer(config);
  if (!mailer) return false;
  const address = config.APP_URL ?? 'Seller Helper';
  await mailer.send(
    email,
    `Приглашение в компанию «${companyName}» в Seller Helper`,
    `Вас пригласили в компанию «${companyName}» в Seller Helper. Войдите с этим адресом почты: ${address}`,
  );
  return true;
}
