import type { ApolloCache } from '@apollo/client';

/**
 * Every answer counted with the units' cost prices or with whether a unit is in the ledger: the ledger's
 * lists, the units not in it, FBS supplies and FBO incomes (their saved counts), report units and totals
 * (profit), home and plan against fact. A change of many units' costs cannot come back with its answer.
 */
const READ_UNIT_COSTS = [
  'suppliesPage',
  'supplies',
  'unsavedUnits',
  'unsavedUnitsTemplate',
  'mpSuppliesPage',
  'mpSupplyOrders',
  'fboIncomes',
  'reportUnitsPage',
  'reports',
  'reportWeeks',
  'home',
  'unitPlanFact',
] as const;

/** Drops those answers: a screen showing one reads it again, the others when they next open. */
export function forgetUnitCosts(cache: ApolloCache) {
  for (const fieldName of READ_UNIT_COSTS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
