import { graphql } from '../../gql/gql.ts';
import type { ReportAllUnitsQuery, ReportUnitsPageQuery, ReportWeeksQuery } from '../../gql/graphql.ts';

// Answer types come from the committed schema (npm run codegen).

graphql(`
  fragment ReportUnitFields on ReportRow {
    shk_id
    currency
    nm_id
    sa_name
    ts_name
    sticker_id
    gi_id
    supplier_oper_name
    office_name
    order_dt
    sale_dt
    first_price
    net_sold
    cost_counted
    total_ppvz_for_pay
    total_delivery_rub
    total_penalty
    profit
    isSaved
  }
`);

graphql(`
  fragment ReportUnitRows on ReportRow {
    rows {
      rrd_id
      srid
      supplier_oper_name
      doc_type_name
      bonus_type_name
      rr_dt
      order_dt
      sale_dt
      ppvz_for_pay
      ppvz_for_pay_signed
      delivery_rub
      penalty
    }
  }
`);

graphql(`
  fragment ReportTotals on Report {
    currency
    byCurrency {
      currency
      rowCount
      costCounted
      stat {
        ppvz_for_pay
        delivery_rub
        retail_amount
        penalty
        additional_payment
        storage_fee
        acceptance
        deduction
        returns
        loyalty
        sumToPay
        sumProfit
        sumFirstPrice
        leftOutUnits
        leftOutPayout
      }
      wholesale {
        total
        totalNds
        totalFirstPrice
        firstPriceNds
        leftOutUnits
        leftOutTotal
        leftOutNds
        totalResult
      }
      units {
        count
        net_sold
        cost_counted
        total_ppvz_for_pay
        total_delivery_rub
        total_penalty
        profit
        outsideUnits
      }
      combined {
        mainPayout
        buyoutPayout
        sumFirstPrice
        leftOutUnits
        leftOutPayout
        sumProfit
      }
    }
  }
`);

export const REPORT_SUMMARY = graphql(`
  query ReportSummary($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {
    reports(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {
      ...ReportTotals
    }
  }
`);

export const REPORT_WEEKS = graphql(`
  query ReportWeeks($dateFrom: Date!, $dateTo: Date!, $type: ReportType) {
    reportWeeks(dateFrom: $dateFrom, dateTo: $dateTo, type: $type) {
      reportId
      dateFrom
      dateTo
      createDate
      currency
      rowCount
      ours
      wb
      difference
      state
      differences {
        name
        label
        ours
        wb
        difference
        effect
      }
    }
  }
`);

export const REPORT_UNITS_PAGE = graphql(`
  query ReportUnitsPage($dateFrom: Date!, $dateTo: Date!, $type: ReportType, $query: ListQuery!) {
    reportUnitsPage(dateFrom: $dateFrom, dateTo: $dateTo, type: $type, query: $query) {
      totalCount
      items {
        ...ReportUnitFields
        ...ReportUnitRows
      }
    }
  }
`);

export type ReportWeek = ReportWeeksQuery['reportWeeks'][number];
export type ReportUnit = ReportUnitsPageQuery['reportUnitsPage']['items'][number];
/** A unit as the export writes it: its figures without its report rows. */
export type UnitLine = ReportAllUnitsQuery['reports']['rows'][number];
