import { session, tokenCompanyId } from './session.ts';
import { refreshIfExpired } from './token-refresh.ts';

/** docs/api-contract.md, «Transport»: every request carries the access token and the WB tokens of the company that token names. */
export async function requestHeaders(): Promise<Record<string, string>> {
  await refreshIfExpired();
  const accessToken = session.getAccessToken();
  const wbTokens = session.getWbTokens(tokenCompanyId(accessToken));
  return {
    authorization: accessToken ?? '',
    mpAndStatisticToken: wbTokens.mpAndStatisticToken,
    contentAndPricesToken: wbTokens.contentAndPricesToken,
    'x-graphql-yoga-csrf': '1',
  };
}
