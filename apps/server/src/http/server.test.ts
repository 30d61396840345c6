import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOverHttp, type ServedApp } from '../../test/support/http-server.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { CSRF_HEADER } from '../graphql/yoga.ts';
import { KEEP_ALIVE_MS } from './server.ts';

describe('HTTP server', () => {
  let app: TestApp;
  let served: ServedApp;
  let base: string;
  let healthy = true;

  beforeAll(async () => {
    app = await createTestApp();
    served = await serveOverHttp(app, { 'app-1234.js': 'console.log(1)' }, async () => healthy);
    base = served.base;
  });
  afterAll(async () => {
    await served.close();
    await app.close();
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...headers },
      body,
    });

  it('serves the web app for / and for any unknown path, and assets as files', async () => {
    for (const pathname of ['/', '/auth', '/no/such/page']) {
      const answer = await fetch(`${base}${pathname}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<title>Seller Helper</title>');
    }
    const asset = await fetch(`${base}/assets/app-1234.js`);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('keeps an idle connection open longer than a proxy in front keeps its own (65 s)', async () => {
    const answer = await fetch(`${base}/healthz`);
    expect(answer.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  });

  it('does not serve files outside the web folder', async () => {
    const answer = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await answer.text()).toContain('<title>Seller Helper</title>');
  });

  it('answers /healthz by whether the database is reachable', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    healthy = false;
    const down = await fetch(`${base}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'error', database: 'unreachable' });
    healthy = true;
  });

  it('answers { __typename } over HTTP', async () => {
    const answer = await post(JSON.stringify({ query: '{ __typename }' }));
    expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a body over the limit with a coded error and keeps serving', async () => {
    const answer = await post(JSON.stringify({ query: `{ __typename } # ${'x'.repeat(20_000)}` }));
    expect(answer.status).toBe(413);
    const body = (await answer.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await post(JSON.stringify({ query: '{ __typename }' }))).status).toBe(200);
  });

  it('refuses an uploaded file over the upload limit before reading it into a resolver', async () => {
    const upload = (bytes: number) => {
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({
          query: 'mutation ($file: File!) { importCardSettings(file: $file) { message } }',
          variables: { file: null },
        }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      form.set('0', new File([new Uint8Array(bytes)], 'settings.xlsx'));
      return fetch(`${base}/api/graphql`, { method: 'POST', headers: { [CSRF_HEADER]: '1' }, body: form });
    };
    const tooLarge = await upload(25_000);
    expect(tooLarge.status).toBe(413);
    const body = (await tooLarge.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
    // Under the limit the request reaches GraphQL, which asks for a signed-in person.
    const small = (await (await upload(1_000)).json()) as { errors: { extensions: { code: string } }[] };
    expect(small.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('gives malformed JSON a code and no parser internals', async () => {
    const answer = await post('{"query":');
    const body = (await answer.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(body)).not.toMatch(/stack|originalError/);
  });

  it('refuses a request without the CSRF header', async () => {
    const answer = await fetch(`${base}/api/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
  });
});
