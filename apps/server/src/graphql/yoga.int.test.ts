import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, signIn } from '../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { SERVER_BUSY_MESSAGE } from './yoga.ts';

describe('GraphQL endpoint', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers __typename', async () => {
    const answer = await app.graphql('{ __typename }');
    expect(answer.data).toEqual({ __typename: 'Query' });
  });

  it('gives an unknown field a code and no field suggestions', async () => {
    const answer = await app.graphql('{ serverInf }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('refuses a query nested deeper than the limit', async () => {
    const deep = `{ ${'__schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } } } }'} }`;
    const answer = await app.graphql(deep);
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(answer.errors?.[0]?.extensions?.code).toBeTruthy();
  });

  it('tells the sign-in screen whether demo mode is on', async () => {
    const answer = await app.graphql<{ serverInfo: { demoMode: boolean } }>(
      '{ serverInfo { demoMode googleClientId } }',
    );
    expect(answer.data?.serverInfo).toEqual({ demoMode: false, googleClientId: null });
  });
});

describe('a server whose database connections are all busy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' }); // demo sign-in
  });
  afterAll(() => app.close());

  // Only a PostgreSQL server has a pool to wait for; the embedded database answers one statement at a time.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'tells the person to retry, instead of an internal error, when no connection frees up in time',
    async () => {
      const { headers } = await signIn(app, 'busy@example.com');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // Every connection of the test pool (4) held by a transaction that waits for the test.
      let inside = 0;
      let allInside!: () => void;
      const allHeld = new Promise<void>((resolve) => (allInside = resolve));
      const holders = Array.from({ length: 4 }, () =>
        app.services.db.transaction(async () => {
          if (++inside === 4) allInside();
          await held;
        }),
      );
      await allHeld;
      const answer = await app.graphql('{ me { email } }', {}, headers);
      release();
      await Promise.all(holders);
      expect(answer.errors?.[0]?.extensions?.code).toBe('SERVER_BUSY');
      expect(answer.errors?.[0]?.message).toBe(SERVER_BUSY_MESSAGE);
      expect(dataOf(await app.graphql<{ me: { email: string } }>('{ me { email } }', {}, headers)).me.email).toBe(
        'busy@example.com',
      );
    },
  );
});
