import { graphql } from '../gql/gql.ts';

export const SERVER_INFO = graphql(`
  query ServerInfo {
    serverInfo {
      demoMode
      googleClientId
    }
  }
`);
