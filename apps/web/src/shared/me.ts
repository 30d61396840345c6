import { graphql } from '../gql/gql.ts';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { MeQuery } from '../gql/graphql.ts';
import { session, useAccessToken } from './session.ts';

export const ME = graphql(`
  query Me {
    me {
      id
      name
      email
      picture
      companies {
        id
        name
        selected
        isAdmin
        address
        generalManager
      }
    }
  }
`);

export type MeCompany = MeQuery['me']['companies'][number];

/**
 * The server answered and refused: only then is the session over. A request that never got an
 * answer (the page reloading mid-request, the network gone for a moment) keeps the person signed in.
 */
export function serverRefused(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error);
}

/** The signed-in user (docs/api-contract.md, «Session»): if loading the user fails, the session is cleared. */
export function useMe() {
  const signedIn = Boolean(useAccessToken());
  const result = useQuery(ME, { skip: !signedIn });
  useEffect(() => {
    if (serverRefused(result.error)) session.clearAccessToken();
  }, [result.error]);
  const selected = result.data?.me.companies.find((company) => company.selected) ?? null;
  return { ...result, me: result.data?.me ?? null, selected };
}
