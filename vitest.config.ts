import { defineConfig } from 'vitest/config';

// Integration tests run once against an embedded PGlite and, when TEST_DATABASE_URL
// names a PostgreSQL server, a second time against that server.
const serverProjects = [
  {
    extends: true as const,
    test: {
      name: 'server',
      root: 'apps/server',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
            include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
            env: { TEST_DB: 'postgres' },
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
