import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// The reliability suite (npm run test:reliability): hostile clients, headers, shutdown, crashes, WB refusals,
// secrets, backups.
// Its fast part runs in CI; RELIABILITY_LONG=1 adds the long cases. `npm test` leaves this folder out.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    name: 'reliability',
    root: 'apps/server',
    include: ['test/reliability/**/*.test.ts'],
    env: { TEST_DB: 'pglite' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Several cases start real server processes; one file at a time keeps them off each other's cores.
    fileParallelism: false,
  },
});
