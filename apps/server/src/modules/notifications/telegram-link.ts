import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { openSecret } from '../tokens-vault/tokens-vault.service.ts';
import * as repo from './notifications.repo.ts';
import { telegramClient } from './telegram-client.ts';

// Linking a person's chat: they send `/start CODE` to the company's bot; we read the bot's updates
// (getUpdates, no public address needed) and link the chat of each live code.

const START = /^\/start\s+([A-Z0-9]+)\s*$/i;

/** Reads the bot's new messages and links the chats that sent a live code. Answers how many were linked. */
export async function readBotUpdates(db: Database, config: Config, companyId: number, now: Date): Promise<number> {
  const bot = await repo.findBot(db, companyId);
  if (!bot) return 0;
  const client = telegramClient(config.TELEGRAM_API_URL, openSecret(config, bot.tokenSealed));
  const updates = await client.getUpdates(bot.updateOffset);
  let linked = 0;
  for (const update of updates) {
    const code = START.exec(update.message?.text ?? '')?.[1]?.toUpperCase();
    if (code && update.message && (await repo.linkByCode(db, companyId, code, update.message.chat.id, now))) {
      linked += 1;
      // A courtesy: the link holds whether or not this reaches the person.
      await client
        .sendMessage(update.message.chat.id, 'Чат привязан: сюда будут приходить уведомления Seller Helper.')
        .catch(() => undefined);
    }
  }
  if (updates.length > 0) await repo.saveUpdateOffset(db, companyId, updates.at(-1)!.update_id + 1);
  return linked;
}
