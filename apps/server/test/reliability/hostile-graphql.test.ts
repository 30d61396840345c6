import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startHttpApp, type HttpApp } from './support/http-app.ts';

let production: HttpApp;
let demo: HttpApp;

beforeAll(async () => {
  production = await startHttpApp({ DEMO_MODE: 'false' });
  demo = await startHttpApp({ DEMO_MODE: 'true' });
});
afterAll(async () => {
  await production?.close();
  await demo?.close();
});

const nested = (levels: number) => `{ me { ${'companies { '.repeat(levels)}id${' }'.repeat(levels)} } }`;
const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: serverInfo { demoMode }`).join(' ')} }`;

/** Each hostile request, the code it must be refused with, and how many copies are sent at once. */
const hostile: { name: string; body: unknown; headers?: Record<string, string>; code: string; status?: number }[] = [
  { name: 'nesting 200 levels deep', body: { query: nested(200) }, code: 'QUERY_TOO_COMPLEX' },
  { name: '3000 aliases', body: { query: aliases(3000) }, code: 'QUERY_TOO_COMPLEX' },
  { name: '50 aliases (under the token limit)', body: { query: aliases(50) }, code: 'QUERY_TOO_COMPLEX' },
  {
    name: 'a variable holding 200 000 items',
    body: {
      query: 'query ($t: [String!]!) { checkWbTokens(tokensData: $t) { valid } }',
      variables: { t: Array.from({ length: 200_000 }, () => 'x') },
    },
    code: 'LIST_TOO_LONG',
  },
  {
    name: 'a list nested in an input object',
    body: {
      query: 'query ($d: [String!]) { __typename }',
      variables: { d: { inner: Array.from({ length: 10_001 }, (_, i) => i) } },
    },
    code: 'LIST_TOO_LONG',
  },
  {
    name: 'a batch of 100 operations in one JSON array',
    body: Array.from({ length: 100 }, () => ({ query: '{ __typename }' })),
    code: 'BAD_REQUEST',
    status: 400,
  },
  {
    name: 'introspection of the schema',
    body: { query: '{ __schema { types { name } } }' },
    code: 'INTROSPECTION_DISABLED',
  },
  {
    name: 'introspection of one type',
    body: { query: '{ __type(name: "Query") { name } }' },
    code: 'INTROSPECTION_DISABLED',
  },
];

describe('hostile GraphQL requests', () => {
  it.each(hostile)('refuses $name with $code', async ({ body, headers, code, status }) => {
    const answer = await production.post(body, headers);
    expect(codeOf(answer)).toBe(code);
    expect(answer.json.data ?? null).toBeNull();
    if (status) expect(answer.status).toBe(status);
  });

  it('refuses a request without the CSRF header (a form post from another site)', async () => {
    const response = await fetch(`${production.base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
      'CSRF_HEADER_MISSING',
    );
    const form = await fetch(`${production.base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=%7B__typename%7D',
    });
    expect(form.status).toBe(403);
  });

  it('describes the schema in demo mode, where GraphiQL is on', async () => {
    const answer = await demo.post({ query: '{ __type(name: "Query") { name } }' });
    expect(answer.json.data).toEqual({ __type: { name: 'Query' } });
  });

  it('keeps answering another client while 10 copies of every hostile request arrive at once', async () => {
    const storm = hostile.flatMap((request) =>
      Array.from({ length: 10 }, () => production.post(request.body, request.headers).then(codeOf)),
    );
    const started = performance.now();
    const normal = await production.post({ query: '{ serverInfo { demoMode } }' });
    const normalMs = performance.now() - started;
    const codes = await Promise.all(storm);
    const stormMs = performance.now() - started;
    expect(normal.json).toEqual({ data: { serverInfo: { demoMode: false } } });
    expect(codes).toEqual(hostile.flatMap((request) => Array.from({ length: 10 }, () => request.code)));
    console.info(
      `reliability figure: ${storm.length} hostile requests refused in ${Math.round(stormMs)} ms; ` +
        `a normal request meanwhile answered in ${Math.round(normalMs)} ms`,
    );
  });

  it('answers a caller over the per-caller budget with 429 and still answers others', async () => {
    const limited = await startHttpApp({ DEMO_MODE: 'false' }, { requestsPerMinute: 5 });
    try {
      const statuses = [];
      for (let i = 0; i < 8; i += 1) {
        const answer = await limited.post({ query: '{ __typename }' }, { authorization: 'noisy-caller' });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      const other = await limited.post({ query: '{ __typename }' }, { authorization: 'quiet-caller' });
      expect(other.json.data).toEqual({ __typename: 'Query' });
    } finally {
      await limited.close();
    }
  });

  it('refuses a body over MAX_BODY_BYTES with 413 before reading it whole', async () => {
    const answer = await production.post({ query: `{ __typename } # ${'x'.repeat(1_100_000)}` });
    expect(answer.status).toBe(413);
    expect(codeOf(answer)).toBe('PAYLOAD_TOO_LARGE');
  });
});
