import type { ApolloCache } from '@apollo/client';
import { ADVERT_ACTIONS, type AdvertLogEntry } from './adverts.graphql.ts';

/** The change's journal entry goes on top of the campaign's cached journal (newest first), once. */
export function addToJournal(cache: ApolloCache, advertId: number, entry: AdvertLogEntry | null | undefined) {
  if (!entry) return;
  cache.updateQuery({ query: ADVERT_ACTIONS, variables: { advertId } }, (journal) =>
    !journal || journal.advertActions.some((listed) => listed.id === entry.id)
      ? journal
      : { advertActions: [entry, ...journal.advertActions] },
  );
}
