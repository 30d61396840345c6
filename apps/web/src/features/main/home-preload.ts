import type { ApolloClient } from '@apollo/client';
import { HOME } from './main.graphql.ts';

/** How long a home answer asked for at sign-in counts as fresh for the /main it leads to. */
const FRESH_MS = 30_000;
let askedAt = Number.NEGATIVE_INFINITY;

/**
 * Asks for the home figures as soon as a sign-in has its token, beside the user and /main's code rather than
 * after them: the home query is the slowest answer /main waits for.
 */
export function preloadHome(client: ApolloClient) {
  askedAt = Date.now();
  client.query({ query: HOME, fetchPolicy: 'network-only' }).catch(() => undefined);
}

/**
 * /main right after sign-in takes the answer asked for then (or joins the request still under way); any later
 * visit shows what it has and asks the server again.
 */
export const homeFetchPolicy = (): 'cache-first' | 'cache-and-network' =>
  Date.now() - askedAt < FRESH_MS ? 'cache-first' : 'cache-and-network';
