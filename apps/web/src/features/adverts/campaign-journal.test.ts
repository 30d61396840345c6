import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../shared/apollo.ts';
import { ADVERT_ACTIONS } from './adverts.graphql.ts';
import { addToJournal } from './campaign-journal.ts';

const entry = (id: string, action: string) => ({
  __typename: 'AdvertActionEntry',
  id,
  action,
  phrases: [],
  outcome: 'done',
  wbAnswer: 'Готово',
  createdAt: '2026-11-26T10:00:00.000Z',
  who: 'Мария',
  undoable: false,
  productsDone: null,
  productsTotal: null,
});

const journalOf = (cache: InMemoryCache, advertId: number) =>
  cache.readQuery({ query: ADVERT_ACTIONS, variables: { advertId } })?.advertActions.map((e) => e.id);

describe("a campaign's journal in the cache after a status change", () => {
  it("puts the change's entry on top of that campaign's journal only, once", () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: ADVERT_ACTIONS,
      variables: { advertId: 7 },
      data: { advertActions: [entry('1', 'start')] },
    });
    cache.writeQuery({
      query: ADVERT_ACTIONS,
      variables: { advertId: 70 },
      data: { advertActions: [entry('2', 'start')] },
    });

    const paused = entry('3', 'pause');
    addToJournal(cache, 7, paused);
    addToJournal(cache, 7, paused);

    expect(journalOf(cache, 7)).toEqual(['3', '1']);
    expect(journalOf(cache, 70)).toEqual(['2']);
  });

  it('leaves the journal as it is without an entry', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: ADVERT_ACTIONS,
      variables: { advertId: 7 },
      data: { advertActions: [entry('1', 'start')] },
    });
    addToJournal(cache, 7, null);
    expect(journalOf(cache, 7)).toEqual(['1']);
  });
});
