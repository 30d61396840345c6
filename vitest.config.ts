import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// graphql 16 ships CommonJS and ESM side by side; libraries load the CommonJS one, so the tests must
// too, or schema objects from two copies meet ("from another module or realm").
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

// Integration tests run once against an embedded PGlite and, when TEST_DATABASE_URL
// names a PostgreSQL server, a second time against that server.
// A worker runs its server files one after another in the same process (`isolate: false`): loading the app's
// modules and compiling PGlite took seconds per file, half the files' time. The files mock no module and
// stub no global; each opens its own database, emulator and ports and closes them in afterAll.
const serverProjects = [
  {
    extends: true as const,
    test: {
      name: 'server',
      root: 'apps/server',
      isolate: false,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      // The reliability suite has its own command (npm run test:reliability, vitest.reliability.config.ts).
      exclude: ['test/reliability/**'],
      env: { TEST_DB: 'pglite' },
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: true as const,
          test: {
            name: 'server-pg',
            root: 'apps/server',
            isolate: false,
            include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
            exclude: ['test/reliability/**'],
            env: { TEST_DB: 'postgres' },
          },
        },
      ]
    : []),
];

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    // Bounds against a hang, never timing assertions: a busy shared machine may run a sync test
    // several times slower than an idle one, and that must not fail it.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine, which then
    // sits half idle while a test file waits on PostgreSQL or the emulator. Each file has its own database,
    // emulator and ports, so files run side by side safely.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...serverProjects,
      { extends: true, test: { name: 'wb', root: 'packages/wb', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'wb-emulator', root: 'packages/wb-emulator', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
