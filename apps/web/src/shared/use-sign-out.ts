import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { paths } from './paths.ts';
import { requestHeaders } from './request-headers.ts';
import { session } from './session.ts';

const LOGOUT = 'mutation Logout { logout { message } }';

/**
 * Ends the session: the token is cleared and /auth shown at once, while the server revokes the session
 * in the background with the headers taken before clearing (docs/api-contract.md, «The web app around the contract»). Waiting for its answer
 * kept the person on the page as long as the server was busy with another request.
 */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return async () => {
    const headers = await requestHeaders();
    void fetch('/api/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: LOGOUT }),
    }).catch((error: unknown) => console.error('logout failed', error));
    session.clearAccessToken();
    navigate(paths.auth);
    await client.clearStore();
  };
}
