import { graphql } from '../../gql/gql.ts';
import type { FboIncomesQuery } from '../../gql/graphql.ts';

export const FBO_INCOMES = graphql(`
  query FboIncomes($from: Date!) {
    fboIncomes(from: $from) {
      incomeId
      date
      dateClose
      warehouseName
      status
      totalQuantity
      savedQuantity
      items {
        supplierArticle
        techSize
        barcode
        quantity
        totalPrice
        nmId
        shks {
          shk_id
          firstPrice
        }
      }
    }
  }
`);

export type FboIncome = FboIncomesQuery['fboIncomes'][number];

export const IMPORT_FBO_INCOME = graphql(`
  mutation ImportFboIncome($incomeId: ID!, $date: Date!, $file: File!) {
    importFboIncome(incomeId: $incomeId, date: $date, file: $file) {
      ...FileImportResultFields
    }
  }
`);

export const FBO_INCOME_TEMPLATE = graphql(`
  query FboIncomeTemplate($incomeId: ID!) {
    fboIncomeTemplate(incomeId: $incomeId) {
      fileName
      contentType
      base64
    }
  }
`);
