import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../logger.ts';
import { openSecret } from '../tokens-vault/tokens-vault.service.ts';
import { KIND_INFO, isEventKind } from './event-kinds.ts';
import { createMailer, type Mailer } from './mailer.ts';
import * as repo from './notifications.repo.ts';
import { telegramClient, TelegramError } from './telegram-client.ts';

// The outbox's worker: takes due deliveries under a lease, sends each, then marks it. A process killed
// between sending and marking leaves the lease to pass, and the delivery is sent once more: at most one
// duplicate (docs/reliability.md). Failures wait with exponential backoff; Telegram's 429 waits retry_after.

/** How long a worker holds what it took: longer than a send with its timeouts. */
export const LEASE_MS = 120_000;
/** Attempts before a delivery is given up. */
export const MAX_ATTEMPTS = 8;
const FIRST_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 6 * 3_600_000;
/** Telegram: about 30 messages a second per bot, one a second per chat. */
const BOT_PER_SECOND = 30;
const CHAT_GAP_MS = 1_000;
const BATCH = 30;

export interface DeliverDeps {
  db: Database;
  config: Config;
  logger: Logger;
  clock: Clock;
  /** Tests: runs between sending and marking, where a killed process would stop. */
  afterSend?: (deliveryId: number) => Promise<void>;
}

export const backoffMs = (attempts: number) =>
  Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

/** Keeps Telegram's pace within one worker (the deliver queue runs one job at a time across processes). */
class TelegramPace {
  private lastToChat = new Map<number, number>();
  private recent: number[] = [];
  constructor(private clock: Clock) {}

  async wait(chatId: number) {
    for (;;) {
      const now = this.clock.now().getTime();
      this.recent = this.recent.filter((at) => now - at < 1_000);
      const chatFree = (this.lastToChat.get(chatId) ?? -Infinity) + CHAT_GAP_MS;
      const botFree = this.recent.length >= BOT_PER_SECOND ? this.recent[0]! + 1_000 : now;
      const until = Math.max(chatFree, botFree);
      if (until <= now) break;
      await this.clock.sleep(until - now);
    }
    const at = this.clock.now().getTime();
    this.lastToChat.set(chatId, at);
    this.recent.push(at);
  }
}

const withLink = (config: Config, message: string, link: string) =>
  `${message}\n${config.APP_URL ? new URL(link, config.APP_URL).toString() : link}`;

/** Sends what is due until nothing is; answers how many were sent. */
export async function deliverDue(deps: DeliverDeps): Promise<number> {
  const { db, config, clock } = deps;
  const pace = new TelegramPace(clock);
  let mailer: Mailer | null | undefined;
  /** Bots told to wait (429) in this run: their other messages wait as long. */
  const botWaits = new Map<number, Date>();
  let sent = 0;
  for (;;) {
    const now = clock.now();
    const claimed = await repo.claimDue(db, now, new Date(now.getTime() + LEASE_MS), BATCH);
    if (claimed.length === 0) return sent;
    for (const d of claimed) {
      if (!d.isMember) {
        await repo.markGivenUp(db, d, 'dropped', 'Человек больше не состоит в компании.');
        continue;
      }
      const text = withLink(config, d.message, d.link);
      try {
        if (d.channel === 'telegram') {
          if (!d.botToken || d.chatId === null) {
            await repo.markGivenUp(db, d, 'dropped', 'Чат Telegram не привязан.');
            continue;
          }
          const wait = botWaits.get(d.companyId);
          if (wait && wait > clock.now()) {
            await repo.retryAt(db, d, wait, 'Telegram просил подождать.', false);
            continue;
          }
          await pace.wait(d.chatId);
          await telegramClient(config.TELEGRAM_API_URL, openSecret(config, d.botToken)).sendMessage(d.chatId, text);
        } else {
          mailer = mailer === undefined ? createMailer(config) : mailer;
          if (!mailer) {
            await repo.markGivenUp(db, d, 'dropped', 'Почта не настроена на сервере.');
            continue;
          }
          const title = isEventKind(d.kind) ? KIND_INFO[d.kind].title : 'Уведомление';
          await mailer.send(d.email, `Seller Helper: ${title}`, text);
        }
      } catch (error) {
        await failed(deps, d, error, botWaits);
        continue;
      }
      await deps.afterSend?.(d.id);
      await repo.markSent(db, d, clock.now());
      sent += 1;
    }
  }
}

async function failed(deps: DeliverDeps, d: repo.ClaimedDelivery, error: unknown, botWaits: Map<number, Date>) {
  const now = deps.clock.now();
  if (error instanceof TelegramError && error.status === 429) {
    const until = new Date(now.getTime() + (error.retryAfter ?? 1) * 1_000);
    botWaits.set(d.companyId, until);
    await repo.retryAt(deps.db, d, until, `Telegram просит подождать ${error.retryAfter ?? 1} с.`, false);
    return;
  }
  if (error instanceof TelegramError && error.status === 403) {
    await repo.unlinkChat(
      deps.db,
      d.companyId,
      d.userId,
      'Бот заблокирован в Telegram: чат отвязан, привяжите его снова в настройках уведомлений.',
    );
    return;
  }
  const reason =
    d.channel === 'email'
      ? `Почтовый сервер не принял письмо: ${error instanceof Error ? error.message : String(error)}`
      : `Telegram не принял сообщение: ${error instanceof Error ? error.message : String(error)}`;
  deps.logger.warn({ deliveryId: d.id, channel: d.channel, attempts: d.attempts }, 'notification not delivered');
  if (d.attempts >= MAX_ATTEMPTS) {
    await repo.markGivenUp(deps.db, d, 'failed', reason);
    return;
  }
  await repo.retryAt(deps.db, d, new Date(now.getTime() + backoffMs(d.attempts)), reason, true);
}
