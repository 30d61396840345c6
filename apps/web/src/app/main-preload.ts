import type { ApolloClient } from '@apollo/client';

/**
 * What a sign-in leads to, fetched ahead so that /main does not ask for it in turn — its code, then the
 * user, then the home figures — once the sign-in is done. Both parts load with /main's code, not with the entry.
 */
export const mainPreload = {
  /** /main's code and the signed-in top bar's, fetched while the sign-in screen waits for a click. */
  code() {
    void import('../features/main/MainPage.tsx');
    void import('./layout/SignedInBar.tsx');
  },
  /** The user and the home figures, asked for the moment the token is there. */
  data(client: ApolloClient, token: string) {
    void import('../features/main/MainPage.tsx').then(({ preloadMain }) => preloadMain(client, token));
  },
};
