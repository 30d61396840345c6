import { graphql } from '../../gql/gql.ts';
import type { LocalisationPageQuery, SavedSupplyPlansQuery, SupplyPlanPageQuery } from '../../gql/graphql.ts';

export const SUPPLY_PLAN_PAGE = graphql(`
  query SupplyPlanPage($query: ListQuery!, $windowDays: Int, $coverDays: Int, $warehouse: String) {
    supplyPlanPage(query: $query, windowDays: $windowDays, coverDays: $coverDays, warehouse: $warehouse) {
      totalCount
      today
      windowDays
      leadDays
      coverDays
      items {
        id
        nmId
        chrtId
        techSize
        barcode
        vendorCode
        title
        district
        warehouse
        orders
        salesPerDay
        inDistrict
        onTheWay
        need
        toShip
      }
    }
  }
`);

export const SUPPLY_PLAN_WAREHOUSES = graphql(`
  query SupplyPlanWarehouses($windowDays: Int, $coverDays: Int) {
    supplyPlanWarehouses(windowDays: $windowDays, coverDays: $coverDays) {
      name
      district
      units
      barcodes
    }
  }
`);

export const SUPPLY_SETTINGS = graphql(`
  query SupplySettings {
    supplySettings {
      leadDays
    }
  }
`);

export const SET_SUPPLY_LEAD_DAYS = graphql(`
  mutation SetSupplyLeadDays($days: Int!) {
    setSupplyLeadDays(days: $days) {
      id
      message
      supplySettings {
        leadDays
      }
    }
  }
`);

export const SAVED_SUPPLY_PLAN_FIELDS = graphql(`
  fragment SavedSupplyPlanFields on SavedSupplyPlan {
    id
    warehouse
    coverDays
    leadDays
    windowDays
    createdAt
    units
    incomeId
    incomeStatus
    lines {
      barcode
      nmId
      techSize
      vendorCode
      planned
      shipped
      accepted
    }
  }
`);

export const SAVED_SUPPLY_PLANS = graphql(`
  query SavedSupplyPlans {
    savedSupplyPlans {
      ...SavedSupplyPlanFields
    }
  }
`);

export const SAVE_SUPPLY_PLAN = graphql(`
  mutation SaveSupplyPlan($warehouse: String!, $windowDays: Int, $coverDays: Int) {
    saveSupplyPlan(warehouse: $warehouse, windowDays: $windowDays, coverDays: $coverDays) {
      id
      message
      plan {
        ...SavedSupplyPlanFields
      }
    }
  }
`);

export const DELETE_SUPPLY_PLAN = graphql(`
  mutation DeleteSupplyPlan($id: ID!) {
    deleteSupplyPlan(id: $id) {
      id
      message
    }
  }
`);

export const LOCALISATION_PAGE = graphql(`
  query LocalisationPage($query: ListQuery!, $windowDays: Int) {
    localisationPage(query: $query, windowDays: $windowDays) {
      totalCount
      today
      windowDays
      total {
        orders
        local
        share
        plannedShare
      }
      weeks {
        week
        orders
        local
        share
        plannedShare
      }
      items {
        nmId
        vendorCode
        title
        orders
        local
        share
        plannedShare
      }
    }
  }
`);

export type SupplyPlanItem = SupplyPlanPageQuery['supplyPlanPage']['items'][number];
export type SavedSupplyPlan = SavedSupplyPlansQuery['savedSupplyPlans'][number];
export type SavedSupplyPlanLine = SavedSupplyPlan['lines'][number];
export type LocalisationCard = LocalisationPageQuery['localisationPage']['items'][number];
export type LocalisationWeek = LocalisationPageQuery['localisationPage']['weeks'][number];
