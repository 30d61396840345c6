import type { ApolloCache } from '@apollo/client';
import { forgetUnitCosts } from '../unit-costs/forget-unit-costs.ts';

/**
 * After a change of many cards' settings (a file): the cards, their histories and unit economics, and,
 * as a card's cost price counts for units without their own, every answer counted with unit costs.
 */
export function forgetCardSettings(cache: ApolloCache) {
  for (const fieldName of ['cards', 'cardSettingsHistory', 'unitEconomics'])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  forgetUnitCosts(cache);
}
