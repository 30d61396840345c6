import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOverHttp, type ServedApp } from '../../test/support/http-server.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { insertCard, sellerWithCompany, type Seller } from '../modules/cards/catalog-fixtures.ts';
import { CSRF_HEADER } from '../graphql/yoga.ts';
import { COMPRESS_FROM_BYTES } from './compression.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came, before any decoding. */
  raw: Buffer;
}

/** A request over HTTP that leaves the body as sent: fetch would unzip it unasked. */
function ask(url: string, options: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: options.body ? 'POST' : 'GET', headers: options.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode!, headers: answer.headers, raw: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end(options.body);
  });
}

describe('answers sent gzipped', () => {
  let app: TestApp;
  let served: ServedApp;
  let base: string;
  let seller: Seller;
  const script = `console.log(${JSON.stringify('товар '.repeat(5_000))});`;

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'gzip@example.com');
    for (let nmId = 1; nmId <= 120; nmId++)
      await insertCard(app, seller.companyId, { nmId, vendorCode: `АРТИКУЛ-С-ДЛИННЫМ-НАЗВАНИЕМ-${nmId}` });
    served = await serveOverHttp(app, { 'big-1234.js': script });
    base = served.base;
  });
  afterAll(async () => {
    await served.close();
    await app.close();
  });

  it("gzips a screen's JavaScript for a browser that accepts it, and only for it", async () => {
    const zipped = await ask(`${base}/assets/big-1234.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.raw.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(gunzipSync(zipped.raw).toString()).toBe(script);
    const plain = await ask(`${base}/assets/big-1234.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(script);
  });

  it('gzips a large answer, kept or not, to the same JSON a client without gzip gets', async () => {
    const query = JSON.stringify({ query: '{ cards { nmID vendorCode title sizes { chrtID } firstPrice } }' });
    const headers = { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...seller.headers };
    const plain = await ask(`${base}/api/graphql`, { body: query, headers });
    expect(plain.status).toBe(200);
    expect(plain.raw.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The first answer is read, the second is the kept one: each arrives gzipped and reads the same.
    for (let i = 0; i < 2; i++) {
      const zipped = await ask(`${base}/api/graphql`, {
        body: query,
        headers: { ...headers, 'accept-encoding': 'gzip' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(Number(zipped.headers['content-length'])).toBe(zipped.raw.length);
      expect(gunzipSync(zipped.raw).toString()).toBe(plain.raw.toString());
    }
    // The kept answer without gzip: its bytes as kept, the same as read.
    const keptPlain = await ask(`${base}/api/graphql`, { body: query, headers });
    expect(keptPlain.headers['content-encoding']).toBeUndefined();
    expect(Number(keptPlain.headers['content-length'])).toBe(keptPlain.raw.length);
    expect(keptPlain.raw.equals(plain.raw)).toBe(true);
    expect(JSON.parse(plain.raw.toString()).data.cards).toHaveLength(120);
  });

  it('sends a small answer as it is', async () => {
    const answer = await ask(`${base}/api/graphql`, {
      body: JSON.stringify({ query: '{ serverInfo { demoMode } }' }),
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', 'accept-encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.raw.toString())).toEqual({ data: { serverInfo: { demoMode: true } } });
  });
});
