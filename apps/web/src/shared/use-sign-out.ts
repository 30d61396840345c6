import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../gql/gql.ts';
import { paths } from './paths.ts';
import { session } from './session.ts';

export const LOGOUT = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);

/** Ends the session on the server, clears the token, returns to /auth (SPEC §2 «Выход»). */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LOGOUT);
  return async () => {
    await logout().catch((error: unknown) => console.error('logout failed', error));
    session.clearAccessToken();
    navigate(paths.auth);
    await client.clearStore();
  };
}
