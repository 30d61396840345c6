import { decodeWbToken, type WbClient } from '@seller-helper/wb';
import type { JobServices } from '../../jobs/queue.ts';
import { appError } from '../../graphql/errors.ts';
import { wbClientFor } from '../sync/wb-connection.ts';
import { getCompanyWbTokens } from '../tokens-vault/tokens-vault.service.ts';

/**
 * The WB client prices are sent through: the company's stored token with the «Цены и скидки» category
 * and without WB's read-only bit, limited by the same PostgreSQL buckets as the sync. A company
 * without one is refused here, before anything is logged or sent.
 */
export async function priceWriter(services: JobServices, companyId: number): Promise<WbClient> {
  const tokens = await getCompanyWbTokens(services.db, services.config, companyId);
  const now = (services.clock?.now() ?? new Date()).getTime();
  const prices = tokens.flatMap((token) => {
    try {
      const info = decodeWbToken(token);
      const live = info.expiresAt === null || info.expiresAt.getTime() > now;
      return info.categories.has('prices') && live ? [{ token, readOnly: info.readOnly }] : [];
    } catch {
      return [];
    }
  });
  if (prices.length === 0) {
    throw appError(
      'WB_TOKEN_MISSING',
      'Нет действующего токена WB с категорией «Цены и скидки»: администратор компании может добавить его в настройках.',
    );
  }
  const writable = prices.find((t) => !t.readOnly);
  if (!writable) {
    throw appError(
      'WB_TOKEN_INVALID',
      'Токен WB с категорией «Цены и скидки» выдан только для чтения: WB не позволит менять цены. Администратор компании может заменить его в настройках на токен с правом записи.',
    );
  }
  return wbClientFor(services, writable.token);
}
