import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { session } from './session.ts';
import { refreshIfExpired } from './token-refresh.ts';

/** SPEC §7: every request carries the access token and the selected company's two WB tokens. */
const sessionHeaders = new SetContextLink(async (previous) => {
  await refreshIfExpired();
  const wbTokens = session.getWbTokens(session.getCompanyId());
  return {
    headers: {
      ...previous.headers,
      authorization: session.getAccessToken() ?? '',
      mpAndStatisticToken: wbTokens.mpAndStatisticToken,
      contentAndPricesToken: wbTokens.contentAndPricesToken,
      'x-graphql-yoga-csrf': '1',
    },
  };
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([sessionHeaders, new HttpLink({ uri: '/api/graphql', credentials: 'same-origin' })]),
  cache: new InMemoryCache(),
});
