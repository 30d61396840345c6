import { decodeWbToken, type WbClient } from '@seller-helper/wb';
import type { JobServices } from '../../jobs/queue.ts';
import { appError } from '../../graphql/errors.ts';
import { connectToWb } from '../sync/wb-connection.ts';
import { getCompanyWbTokens } from '../tokens-vault/tokens-vault.service.ts';

/**
 * The WB client a join goes through: the company's stored token with the «Цены и скидки» category
 * (WB's promotions calendar belongs to it) and without WB's read-only bit, limited by the same
 * PostgreSQL buckets as the sync. A company without one is refused here, before any call to WB.
 */
export async function promotionsWriter(ctx: JobServices, companyId: number): Promise<WbClient> {
  const tokens = await getCompanyWbTokens(ctx.db, ctx.config, companyId);
  const prices = tokens.flatMap((token) => {
    try {
      const info = decodeWbToken(token);
      return info.categories.has('prices') ? [{ token, readOnly: info.readOnly }] : [];
    } catch {
      return [];
    }
  });
  if (prices.length === 0) {
    throw appError(
      'WB_TOKEN_MISSING',
      'Нет токена WB с категорией «Цены и скидки»: без неё WB не добавит товары в акцию. Администратор компании может добавить токен в настройках.',
    );
  }
  const writable = prices.find((t) => !t.readOnly);
  if (!writable) {
    throw appError(
      'FORBIDDEN',
      'Токен WB с категорией «Цены и скидки» выдан только для чтения: WB не позволит добавить товары в акцию. Администратор компании может заменить его в настройках.',
    );
  }
  const client = connectToWb(ctx, [writable.token], 'prices');
  if (!client) {
    throw appError(
      'WB_TOKEN_INVALID',
      'Токен WB с категорией «Цены и скидки» истёк или работает только с песочницей: добавьте новый в настройках.',
    );
  }
  return client;
}
