import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { requestHeaders } from './request-headers.ts';

const sessionHeaders = new SetContextLink(async (previous) => ({
  headers: { ...previous.headers, ...(await requestHeaders()) },
}));

/**
 * How the cache knows an object again when a mutation answers it: by its id, or by the key the API
 * gives it. A company's settings are one per session (switching company clears the cache).
 */
export const typePolicies = {
  Card: { keyFields: ['nmID'] },
  Advert: { keyFields: ['advertId'] },
  CompanyUnitSettings: { keyFields: [] },
  CompanyTaxSettings: { keyFields: [] },
  SupplySettings: { keyFields: [] },
};

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([sessionHeaders, new HttpLink({ uri: '/api/graphql', credentials: 'same-origin' })]),
  cache: new InMemoryCache({ typePolicies }),
});
