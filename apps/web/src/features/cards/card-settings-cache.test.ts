import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import type { CardsQuery, SetCardSettingsMutation } from '../../gql/graphql.ts';
import { typePolicies } from '../../shared/apollo.ts';
import { SET_CARD_SETTINGS } from '../../shared/card-settings/card-settings.graphql.ts';
import { CARDS } from './cards.graphql.ts';

// The cache needs each object's __typename, which the generated answer types leave out.
const card = {
  __typename: 'Card',
  nmID: 301,
  vendorCode: 'ФУТ-01',
  subjectID: 105,
  subjectName: 'Футболки',
  brand: 'Ромашка',
  title: 'Футболка',
  photo: null,
  capacity: null,
  dimensions: { __typename: 'CardDimensions', length: 33, width: 21, height: 9, weight: '0.350', isValid: true },
  sizes: [],
  tags: [],
  firstPrice: null,
  titleForTn: null,
  returnPercent: null,
  defectPercent: null,
  fbsCommission: null,
  fboCommission: null,
  wbFbsCommission: '21.00',
  wbFboCommission: '19.50',
  createdAt: null,
  updatedAt: null,
} as CardsQuery['cards'][number];

describe("a saved card's settings in the cache", () => {
  it('reach the cards list from the answer alone, the other cards untouched', () => {
    const cache = new InMemoryCache({ typePolicies });
    const other = { ...card, nmID: 302, vendorCode: 'КЕП-02' };
    cache.writeQuery({ query: CARDS, data: { cards: [card, other] } });
    const answer = {
      setCardSettings: {
        __typename: 'SetCardSettingsResult',
        id: '301',
        message: 'Настройки карточки сохранены.',
        card: {
          __typename: 'Card',
          nmID: 301,
          firstPrice: '600.50',
          titleForTn: 'Футболка мужская',
          returnPercent: '10.00',
          defectPercent: null,
          fbsCommission: null,
          fboCommission: null,
          buyoutPercent: null,
          acquiringPercent: null,
          acceptance: null,
          packaging: null,
          deliveryToWb: null,
        },
      },
    } as SetCardSettingsMutation;
    // As Apollo stores a mutation's answer.
    cache.write({
      dataId: 'ROOT_MUTATION',
      query: SET_CARD_SETTINGS,
      variables: { cardId: '301', data: { firstPrice: '600,5' } },
      result: answer,
    });
    const cards = cache.readQuery({ query: CARDS })!.cards;
    expect(cards.map((c) => [c.nmID, c.firstPrice, c.titleForTn, c.returnPercent])).toEqual([
      [301, '600.50', 'Футболка мужская', '10.00'],
      [302, null, null, null],
    ]);
    expect(cards[0]!.vendorCode).toBe('ФУТ-01');
  });
});
