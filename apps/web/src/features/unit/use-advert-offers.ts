import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { lastDays } from '../../shared/period.ts';
import { UNIT_ADVERT_COSTS, type AdvertCostOfCard } from './advert-cost.graphql.ts';
import type { WhatIf } from './unit-view.ts';

/** The advertising cost per sale is offered from the last 30 Moscow days, today included. */
export const ADVERT_OFFER_DAYS = 30;

export interface AdvertOffers {
  period: { from: string; to: string };
  /** The card's figures of the period; absent when it was not advertised. */
  of(nmID: number): AdvertCostOfCard | undefined;
  /** Every card advertised in the period. */
  cards: AdvertCostOfCard[];
}

/**
 * The what-if with each advertised card's cost per sale counted, unless the seller typed the card's own
 * advertising (or switched advertising off). A card with spend and no sales has no cost per sale: none is counted.
 */
export function withAdvertDefaults(whatIf: WhatIf, cards: AdvertCostOfCard[], counted: boolean): WhatIf {
  if (!counted) return whatIf;
  const result: WhatIf = { ...whatIf };
  for (const card of cards) {
    if (card.costPerSale == null || whatIf[card.nm]?.advertPerSale !== undefined) continue;
    result[card.nm] = { ...whatIf[card.nm], advertPerSale: card.costPerSale };
  }
  return result;
}

export function offerPeriod(now = new Date()): { from: string; to: string } {
  const { dateFrom, dateTo } = lastDays(ADVERT_OFFER_DAYS, now);
  return { from: dateFrom, to: dateTo };
}

/** Each card's advertising cost per sale over the period, from its campaigns' spend and its own sales. */
export function useAdvertOffers(): AdvertOffers {
  const period = useMemo(() => offerPeriod(), []);
  const { data } = useQuery(UNIT_ADVERT_COSTS, { variables: period, fetchPolicy: 'cache-and-network' });
  return useMemo(() => {
    const cards = data?.advertCostByCard ?? [];
    const byNm = new Map(cards.map((card) => [card.nm, card]));
    return { period, of: (nmID: number) => byNm.get(nmID), cards };
  }, [data, period]);
}
