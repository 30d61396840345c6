import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { MeQuery } from '../gql/graphql.ts';
import { session, useAccessToken } from './session.ts';

export const ME = gql`
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
`;

export type MeData = MeQuery;
export type MeCompany = MeQuery['me']['companies'][number];

/** The signed-in user; SPEC §4: if loading the user fails, the session is cleared. */
export function useMe() {
  const signedIn = Boolean(useAccessToken());
  const result = useQuery<MeData>(ME, { skip: !signedIn });
  useEffect(() => {
    if (result.error) session.clearAccessToken();
  }, [result.error]);
  const selected = result.data?.me.companies.find((company) => company.selected) ?? null;
  return { ...result, me: result.data?.me ?? null, selected };
}
