import { session } from './session.ts';
import { refreshIfExpired } from './token-refresh.ts';

/** SPEC §7: every request carries the access token and the selected company's two WB tokens. */
export async function requestHeaders(): Promise<Record<string, string>> {
  await refreshIfExpired();
  const wbTokens = session.getWbTokens(session.getCompanyId());
  return {
    authorization: session.getAccessToken() ?? '',
    mpAndStatisticToken: wbTokens.mpAndStatisticToken,
    contentAndPricesToken: wbTokens.contentAndPricesToken,
    'x-graphql-yoga-csrf': '1',
  };
}
