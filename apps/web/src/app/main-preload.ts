import type { ApolloClient } from '@apollo/client';
import { preloadHome } from '../features/main/home-preload.ts';
import { ME } from '../shared/me.ts';
import { tokenCompanyId } from '../shared/session.ts';

/**
 * What a sign-in leads to, fetched ahead so that /main does not ask for it in turn — its code, then the
 * user, then the home figures — once the sign-in is done.
 */
export const mainPreload = {
  /** /main's code and the signed-in top bar's, fetched while the sign-in screen waits for a click. */
  code() {
    void import('../features/main/MainPage.tsx');
    void import('./layout/SignedInBar.tsx');
  },
  /** The user and, in a company, the home figures, asked for together the moment the token is there. */
  data(client: ApolloClient, token: string) {
    // The user first: its answer is quick, and the database serves the two in turn on the embedded engine.
    client.query({ query: ME }).catch(() => undefined);
    if (tokenCompanyId(token)) preloadHome(client);
  },
};
