import type { ApolloClient } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { homeFetchPolicy, preloadMain } from './main-preload.ts';

/** An access token shaped as the server issues it (the browser never checks the signature). */
function accessToken(companyId: number | null): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'user-1', companyId })}.signature`;
}

/** A client that records the operations asked for and answers nothing. */
function recordingClient() {
  const asked: string[] = [];
  const client = {
    query: ({ query }: { query: { definitions: { name?: { value: string } }[] } }) => {
      asked.push(query.definitions[0]!.name!.value);
      return new Promise(() => undefined);
    },
  } as unknown as ApolloClient;
  return { client, asked };
}

describe('/main preloaded at sign-in', () => {
  it('asks for the user, then the home figures, when the token names a company', () => {
    const { client, asked } = recordingClient();
    preloadMain(client, accessToken(7));
    expect(asked).toEqual(['Me', 'Home']);
  });

  it('asks for the user only when the token names no company', () => {
    homeFetchPolicy();
    const { client, asked } = recordingClient();
    preloadMain(client, accessToken(null));
    expect(asked).toEqual(['Me']);
    expect(homeFetchPolicy()).toBe('cache-and-network');
  });

  it('lets the first /main after sign-in take that answer, and every later visit ask the server again', () => {
    preloadMain(recordingClient().client, accessToken(7));
    expect(homeFetchPolicy()).toBe('cache-first');
    expect(homeFetchPolicy()).toBe('cache-and-network');
  });
});
