import type { ApolloClient } from '@apollo/client';
import { ME } from '../../shared/me.ts';
import { tokenCompanyId } from '../../shared/session.ts';
import { HOME } from './main.graphql.ts';

/** How long a home answer asked for at sign-in counts as fresh for the /main it leads to. */
const FRESH_MS = 30_000;
let homeAskedAt = Number.NEGATIVE_INFINITY;

/**
 * /main's first answers, asked for together as soon as a sign-in has its token, not one after another once
 * /main has drawn: the user, and in a company the home figures, the slowest answer /main waits for.
 */
export function preloadMain(client: ApolloClient, token: string) {
  // The user first: its answer is quick, and the embedded database serves the two in turn.
  client.query({ query: ME }).catch(() => undefined);
  if (!tokenCompanyId(token)) return;
  homeAskedAt = Date.now();
  client.query({ query: HOME, fetchPolicy: 'network-only' }).catch(() => undefined);
}

/**
 * The first /main after sign-in takes the answer asked for then (or joins the request still under way); any
 * other visit shows what the cache has and asks the server again.
 */
export function homeFetchPolicy(): 'cache-first' | 'cache-and-network' {
  const justAsked = Date.now() - homeAskedAt < FRESH_MS;
  homeAskedAt = Number.NEGATIVE_INFINITY;
  return justAsked ? 'cache-first' : 'cache-and-network';
}
