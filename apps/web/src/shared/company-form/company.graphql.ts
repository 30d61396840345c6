import { graphql } from '../../gql/gql.ts';

export const ADD_COMPANY = graphql(`
  mutation AddCompany($data: CompanyInput!) {
    addCompany(data: $data) {
      id
      message
    }
  }
`);
