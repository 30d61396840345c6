import { beforeEach, describe, expect, it } from 'vitest';
import { requestHeaders } from './request-headers.ts';
import { session, tokenCompanyId } from './session.ts';

/** The browser's localStorage, as a plain in-memory store (the tests run in Node). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

/** An access token shaped as the server issues it (the browser never checks the signature). */
function accessToken(companyId: number | null): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = { sub: 'user-1', sid: 'session-1', companyId, exp: Math.floor(Date.now() / 1000) + 600 };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const EARLIER = { mpAndStatisticToken: 'earlier-mp', contentAndPricesToken: 'earlier-content' };
const CURRENT = { mpAndStatisticToken: 'current-mp', contentAndPricesToken: 'current-content' };

beforeEach(() => {
  Object.assign(globalThis, { localStorage: new MemoryStorage() });
  // An earlier session in this browser worked in company 111 and saved its WB tokens.
  session.setCompanyId('111');
  session.setWbTokens('111', EARLIER);
  session.setWbTokens('222', CURRENT);
});

describe('the company of a browser session', () => {
  it('is the one the token names, whatever id an earlier session left behind', () => {
    expect(tokenCompanyId(accessToken(222))).toBe('222');
    expect(tokenCompanyId(accessToken(null))).toBeNull();
    expect(tokenCompanyId(null)).toBeNull();
    expect(tokenCompanyId('not a token')).toBeNull();
  });

  it('sends no WB tokens when the token names no company, though another company id is stored', async () => {
    session.setAccessToken(accessToken(null));
    const headers = await requestHeaders();
    expect(headers.mpAndStatisticToken).toBe('');
    expect(headers.contentAndPricesToken).toBe('');
    expect(JSON.stringify(headers)).not.toContain('earlier');
  });

  it("sends the WB tokens of the token's company, not of the company stored earlier", async () => {
    session.setAccessToken(accessToken(222));
    const headers = await requestHeaders();
    expect(headers).toMatchObject({ ...CURRENT, 'x-graphql-yoga-csrf': '1' });
    expect(headers.authorization).toBe(session.getAccessToken());
  });
});
