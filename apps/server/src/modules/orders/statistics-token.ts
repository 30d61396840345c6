import { decodeWbToken } from '@seller-helper/wb';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { getCompanyWbTokens } from '../tokens-vault/tokens-vault.service.ts';

export const STATISTICS_TOKEN_MISSING =
  'Добавьте токен WB с категорией «Статистика» в настройках компании: без него заказы и продажи не загружаются.';

function hasStatistics(token: string): boolean {
  try {
    return decodeWbToken(token).categories.has('statistics');
  } catch {
    return false;
  }
}

/**
 * Called when a company has no order or sale synced at all: if none of its tokens may read WB's
 * statistics, an empty table would hide why, so the answer names the token to add.
 */
export async function refuseWithoutStatisticsToken(
  services: Pick<GraphQLContext, 'db' | 'config'>,
  companyId: number,
): Promise<void> {
  const tokens = await getCompanyWbTokens(services.db, services.config, companyId);
  if (!tokens.some(hasStatistics))
    throw appError('WB_TOKEN_MISSING', STATISTICS_TOKEN_MISSING, { category: 'statistics' });
}
