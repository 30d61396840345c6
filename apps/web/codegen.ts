import type { CodegenConfig } from '@graphql-codegen/cli';

// Types for every `graphql(...)` document of the web app, from the committed schema.
const config: CodegenConfig = {
  schema: '../../schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          ID: 'string',
          Money: 'string',
          Percent: 'string',
          Decimal: 'string',
          Date: 'string',
          DateTime: 'string',
        },
      },
    },
  },
};

export default config;
