import { isTokenExpired, session } from './session.ts';

const REFRESH = `query RefreshToken { refreshToken }`;
let inFlight: Promise<void> | null = null;

/**
 * docs/api-contract.md, «Session»: refresh only once the stored token's expiry has passed by the
 * server's clock (a missing token counts as valid), one call at a time: requests that find it stale
 * meanwhile wait for the same call. It carries `authorization: Bearer …`. On failure the error is logged and the stored token
 * removed, so the guards send the person to sign in again.
 */
export function refreshIfExpired(): Promise<void> {
  if (inFlight) return inFlight;
  const token = session.getAccessToken();
  if (!isTokenExpired(token)) return Promise.resolve();
  inFlight = (async () => {
    try {
      const answer = await fetch('/api/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({ operationName: 'RefreshToken', query: REFRESH }),
      });
      const body = (await answer.json()) as { data?: { refreshToken?: string }; errors?: { message: string }[] };
      if (!body.data?.refreshToken) throw new Error(body.errors?.[0]?.message ?? 'refreshToken failed');
      session.setAccessToken(body.data.refreshToken);
    } catch (error) {
      console.error('Не удалось обновить токен доступа', error);
      session.clearAccessToken();
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
