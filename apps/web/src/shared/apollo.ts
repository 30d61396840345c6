import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { requestHeaders } from './request-headers.ts';

const sessionHeaders = new SetContextLink(async (previous) => ({
  headers: { ...previous.headers, ...(await requestHeaders()) },
}));

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([sessionHeaders, new HttpLink({ uri: '/api/graphql', credentials: 'same-origin' })]),
  cache: new InMemoryCache(),
});
