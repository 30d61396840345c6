import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import type { SetSupplyLeadDaysMutation, SupplyPlanWarehousesQuery, SupplySettingsQuery } from '../../gql/graphql.ts';
import type { SavedSupplyPlan } from './supply-plan.graphql.ts';
import { typePolicies } from '../../shared/apollo.ts';
import {
  SAVED_SUPPLY_PLANS,
  SET_SUPPLY_LEAD_DAYS,
  SUPPLY_PLAN_WAREHOUSES,
  SUPPLY_SETTINGS,
} from './supply-plan.graphql.ts';
import { forgetSavedPlan } from './use-delete-supply-plan.ts';
import { addSavedPlan } from './use-save-supply-plan.ts';
import { forgetCountedWithLeadDays } from './use-set-supply-lead-days.ts';

// The cache needs each object's __typename, which the generated answer types leave out.
const plan = (id: string, warehouse: string) =>
  ({
    __typename: 'SavedSupplyPlan',
    id,
    warehouse,
    coverDays: 30,
    leadDays: 14,
    windowDays: 30,
    createdAt: '2026-11-20T09:00:00.000Z',
    units: 5,
    incomeId: null,
    incomeStatus: null,
    lines: [
      {
        __typename: 'SavedSupplyPlanLine',
        barcode: '209012',
        nmId: 901,
        techSize: 'M',
        vendorCode: 'ФУТ-01',
        planned: 5,
        shipped: null,
        accepted: null,
      },
    ],
  }) as unknown as SavedSupplyPlan;

const listed = (cache: InMemoryCache) =>
  cache.readQuery({ query: SAVED_SUPPLY_PLANS })!.savedSupplyPlans.map((p) => [p.id, p.warehouse]);

describe('saved supply plans in the cache', () => {
  it('take a saved plan on top from the answer alone, once', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: SAVED_SUPPLY_PLANS, data: { savedSupplyPlans: [plan('1', 'Коледино')] } });
    addSavedPlan(cache, plan('2', 'Казань'));
    addSavedPlan(cache, plan('2', 'Казань'));
    expect(listed(cache)).toEqual([
      ['2', 'Казань'],
      ['1', 'Коледино'],
    ]);
  });

  it('lose a deleted plan, the others kept', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: SAVED_SUPPLY_PLANS,
      data: { savedSupplyPlans: [plan('2', 'Казань'), plan('1', 'Коледино')] },
    });
    forgetSavedPlan(cache, '2');
    expect(listed(cache)).toEqual([['1', 'Коледино']]);
  });
});

describe('a new lead time in the cache', () => {
  it('replaces the saved one from the answer and drops the plan counted with the old one', () => {
    const cache = new InMemoryCache({ typePolicies });
    const settings = { supplySettings: { __typename: 'SupplySettings', leadDays: 14 } };
    cache.writeQuery({ query: SUPPLY_SETTINGS, data: settings as SupplySettingsQuery });
    const warehouses = { windowDays: 30, coverDays: 30 };
    cache.writeQuery({
      query: SUPPLY_PLAN_WAREHOUSES,
      variables: warehouses,
      data: {
        supplyPlanWarehouses: [
          { __typename: 'SupplyPlanWarehouse', name: 'Казань', district: 'Приволжский', units: 2, barcodes: 1 },
        ],
      } as unknown as SupplyPlanWarehousesQuery,
    });
    // As Apollo stores a mutation's answer, then runs the hook's update.
    cache.write({
      dataId: 'ROOT_MUTATION',
      query: SET_SUPPLY_LEAD_DAYS,
      variables: { days: 25 },
      result: {
        setSupplyLeadDays: {
          __typename: 'SetSupplyLeadDaysResult',
          id: '7',
          message: 'Срок поставки — 25 дн.',
          supplySettings: { __typename: 'SupplySettings', leadDays: 25 },
        },
      } as unknown as SetSupplyLeadDaysMutation,
    });
    forgetCountedWithLeadDays(cache);
    expect(cache.readQuery({ query: SUPPLY_SETTINGS })).toEqual({
      supplySettings: { __typename: 'SupplySettings', leadDays: 25 },
    });
    expect(cache.readQuery({ query: SUPPLY_PLAN_WAREHOUSES, variables: warehouses })).toBeNull();
  });
});
