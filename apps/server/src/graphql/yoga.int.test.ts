import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

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
