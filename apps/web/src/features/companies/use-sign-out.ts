import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { session } from '../../shared/session.ts';
import { LOGOUT } from './companies.graphql.ts';

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
