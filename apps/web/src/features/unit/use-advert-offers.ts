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
  /** Whether the server has answered (a failed answer counts no advertising rather than holding the page). */
  loaded: boolean;
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

/**
 * The what-if to count profit with, or null while the advertising counted by default has not come: a profit
 * counted without it would show for a moment, then change by itself.
 */
export function countedWhatIf(
  whatIf: WhatIf,
  offers: Pick<AdvertOffers, 'cards' | 'loaded'>,
  counted: boolean,
): WhatIf | null {
  if (counted && !offers.loaded) return null;
  return withAdvertDefaults(whatIf, offers.cards, counted);
}

export function offerPeriod(now = new Date()): { from: string; to: string } {
  const { dateFrom, dateTo } = lastDays(ADVERT_OFFER_DAYS, now);
  return { from: dateFrom, to: dateTo };
}

/** Each card's advertising cost per sale over the period, from its campaigns' spend and its own sales. */
export function useAdvertOffers(): AdvertOffers {
  const period = useMemo(() => offerPeriod(), []);
  const { data, error } = useQuery(UNIT_ADVERT_COSTS, { variables: period, fetchPolicy: 'cache-and-network' });
  const loaded = data !== undefined || error !== undefined;
  return useMemo(() => {
    const cards = data?.advertCostByCard ?? [];
    const byNm = new Map(cards.map((card) => [card.nm, card]));
    return { period, of: (nmID: number) => byNm.get(nmID), cards, loaded };
  }, [data, period, loaded]);
}
