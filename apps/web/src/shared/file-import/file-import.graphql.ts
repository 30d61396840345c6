import { graphql } from '../../gql/gql.ts';

/** What every file import answers; each import's mutation spreads it, and the dialog shows it. */
export const FILE_IMPORT_RESULT_FIELDS = graphql(`
  fragment FileImportResultFields on FileImportResult {
    id
    message
    rows
    saved
    unchanged
    errors {
      row
      column
      message
    }
  }
`);
