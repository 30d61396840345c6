import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestHeaders } from './request-headers.ts';
import { isTokenExpired, session } from './session.ts';
import { refreshIfExpired } from './token-refresh.ts';

/** The browser's localStorage, as a plain in-memory store (the tests run in Node). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

const SERVER_NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const FAST = 15 * 60_000;
const TTL_S = 15 * 60;

/** An access token as the server issues it at `issuedMs` by its own clock. */
function accessToken(issuedMs: number, name = 'first'): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const iat = Math.floor(issuedMs / 1000);
  const claims = { sub: 'user-1', sid: name, companyId: 7, iat, exp: iat + TTL_S };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/** The refresh calls the server got; each answers when the test says. */
let calls: { answer(token: string | null): void }[];

beforeEach(() => {
  Object.assign(globalThis, { localStorage: new MemoryStorage() });
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise((resolve) =>
          calls.push({
            answer: (token) =>
              resolve({
                json: async () =>
                  token ? { data: { refreshToken: token } } : { errors: [{ message: 'Сессия закончилась' }] },
              }),
          }),
        ),
    ),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** This computer's clock: the server's time plus `aheadMs`. */
const computerClock = (serverMs: number, aheadMs: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(serverMs + aheadMs);
};

describe('refreshing the access token', () => {
  it('with the clock a quarter of an hour fast, refreshes once for many requests, then not again', async () => {
    // A token stored before the server's clock was known: on the fast clock it looks expired.
    localStorage.setItem('token', accessToken(SERVER_NOW));
    computerClock(SERVER_NOW, FAST);
    const requests = [requestHeaders(), requestHeaders(), requestHeaders()];
    expect(calls).toHaveLength(1);
    calls[0]!.answer(accessToken(SERVER_NOW, 'second'));
    const headers = await Promise.all(requests);
    expect(new Set(headers.map((h) => h.authorization))).toEqual(new Set([accessToken(SERVER_NOW, 'second')]));

    // Navigations after it: the new token is judged by the server's clock and sent as it is.
    vi.setSystemTime(SERVER_NOW + FAST + 60_000);
    await requestHeaders();
    await requestHeaders();
    expect(calls).toHaveLength(1);
    expect(session.serverNow()).toBe(SERVER_NOW + 60_000);
  });

  it('refreshes a token past its expiry by the server clock, though the computer runs slow', async () => {
    session.setAccessToken(accessToken(SERVER_NOW));
    computerClock(SERVER_NOW, 0);
    expect(isTokenExpired(session.getAccessToken())).toBe(false);
    vi.setSystemTime(SERVER_NOW + TTL_S * 1000 - 5 * 60_000);
    // The computer's clock is now five minutes slow: the server's clock says the token expired.
    session.noteServerTime(SERVER_NOW + TTL_S * 1000);
    const waiting = refreshIfExpired();
    expect(calls).toHaveLength(1);
    calls[0]!.answer(accessToken(SERVER_NOW + TTL_S * 1000, 'second'));
    await waiting;
    expect(session.getAccessToken()).toBe(accessToken(SERVER_NOW + TTL_S * 1000, 'second'));
  });

  it('a refused refresh removes the token once, for every request that waited on it', async () => {
    localStorage.setItem('token', accessToken(SERVER_NOW - 2 * TTL_S * 1000));
    computerClock(SERVER_NOW, 0);
    const waiting = [refreshIfExpired(), refreshIfExpired()];
    expect(calls).toHaveLength(1);
    calls[0]!.answer(null);
    await Promise.all(waiting);
    expect(session.getAccessToken()).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
