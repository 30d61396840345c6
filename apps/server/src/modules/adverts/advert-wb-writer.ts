import { decodeWbToken, type WbClient } from '@seller-helper/wb';
import type { JobServices } from '../../jobs/queue.ts';
import { appError } from '../../graphql/errors.ts';
import { connectToWb } from '../sync/wb-connection.ts';
import { getCompanyWbTokens } from '../tokens-vault/tokens-vault.service.ts';

/**
 * The WB client a campaign change goes through: the company's stored token with the «Продвижение»
 * category and without WB's read-only bit, limited by the same PostgreSQL buckets as the sync.
 * A company whose promotion token is read-only is refused here, before any call to WB.
 */
export async function advertWriter(ctx: JobServices, companyId: number): Promise<WbClient> {
  const tokens = await getCompanyWbTokens(ctx.db, ctx.config, companyId);
  const promotion = tokens.flatMap((token) => {
    try {
      const info = decodeWbToken(token);
      return info.categories.has('promotion') ? [{ token, readOnly: info.readOnly }] : [];
    } catch {
      return [];
    }
  });
  if (promotion.length === 0) {
    throw appError(
      'WB_TOKEN_MISSING',
      'Нет токена WB с категорией «Продвижение»: администратор компании может добавить его в настройках.',
    );
  }
  const writable = promotion.find((t) => !t.readOnly);
  if (!writable) {
    throw appError(
      'FORBIDDEN',
      'Токен WB с категорией «Продвижение» выдан только для чтения: WB не позволит менять кампании. Администратор компании может заменить его в настройках.',
    );
  }
  return connectToWb(ctx, [writable.token], 'promotion')!;
}
