import { request } from 'node:http';
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../src/graphql/yoga.ts';
import { cardSettings, unitLedger } from '../../src/db/schema/index.ts';
import { insertCard, sellerWithCompany, type Seller } from '../../src/modules/cards/catalog-fixtures.ts';
import { startHttpApp, type HttpApp } from './support/http-app.ts';

const CARD_IMPORT = 'mutation ($file: File!) { importCardSettings(file: $file) { rows saved } }';
const UNIT_IMPORT = 'mutation ($file: File!) { importUnsavedShk(file: $file) { rows saved } }';
const NOT_A_TABLE = 'Файл не читается как таблица. Загрузите файл .xlsx или .csv (например, скачанный шаблон).';

let http: HttpApp;
let seller: Seller;
beforeAll(async () => {
  http = await startHttpApp({ DEMO_MODE: 'true' });
  seller = await sellerWithCompany(http.app, 'files-seller@example.com');
  await insertCard(http.app, seller.companyId, { nmId: 701, vendorCode: 'ФАЙЛ-01' });
});
afterAll(() => http?.close());

const savedRows = async () =>
  (await http.app.services.db.select().from(cardSettings).where(eq(cardSettings.companyId, seller.companyId))).length +
  (await http.app.services.db.select().from(unitLedger).where(eq(unitLedger.companyId, seller.companyId))).length;

/** A PNG's first bytes: a picture a seller might pick by mistake, or a file renamed on purpose. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0,
  1,
]);

/**
 * A zip that truly inflates to `megabytes` of zeros (deflate packs them about a thousand to one) under the
 * name of a worksheet, with the archive's directory telling that size honestly.
 */
async function zipBomb(megabytes: number, claimedMegabytes = megabytes): Promise<Uint8Array> {
  const chunk = Buffer.alloc(1_000_000);
  let crc = 0;
  const zeros = Readable.from(
    (function* () {
      for (let index = 0; index < megabytes; index++) {
        crc = crc32(chunk, crc);
        yield chunk;
      }
    })(),
  );
  const packed: Buffer[] = [];
  for await (const part of zeros.pipe(createDeflateRaw({ level: 9 }))) packed.push(part as Buffer);
  const data = Buffer.concat(packed);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  // What the entry's headers say it unpacks to: the truth, or a lie.
  const size = claimedMegabytes * chunk.length;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc >>> 0, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const directory = Buffer.alloc(46);
  directory.writeUInt32LE(0x02014b50, 0);
  directory.writeUInt16LE(20, 4);
  directory.writeUInt16LE(20, 6);
  directory.writeUInt16LE(8, 10);
  directory.writeUInt32LE(crc >>> 0, 16);
  directory.writeUInt32LE(data.length, 20);
  directory.writeUInt32LE(size, 24);
  directory.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return new Uint8Array(Buffer.concat([local, name, data, directory, name, end]));
}

describe('hostile files', () => {
  it.each([
    ['card settings', CARD_IMPORT],
    ['unsaved ШК', UNIT_IMPORT],
  ])('refuses a PNG renamed .xlsx or .csv for the %s import and saves nothing', async (_name, mutation) => {
    for (const name of ['Настройки.xlsx', 'Настройки.csv']) {
      const file = new File([PNG], name, { type: 'image/png' });
      const answer = await http.app.upload(mutation, file, seller.headers);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toBe(NOT_A_TABLE);
    }
    expect(await savedRows()).toBe(0);
  });

  it.each([
    ['card settings', CARD_IMPORT],
    ['unsaved ШК', UNIT_IMPORT],
  ])('refuses a zip bomb for the %s import before unpacking it and saves nothing', async (_name, mutation) => {
    const bomb = await zipBomb(400);
    const heapBefore = process.memoryUsage().heapUsed;
    const answer = await http.app.upload(mutation, new File([new Uint8Array(bomb)], 'Настройки.xlsx'), seller.headers);
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    console.log(
      `reliability figure: zip bomb of ${(bomb.length / 1024).toFixed(0)} KB unpacking to 400 MB refused, heap +${(heapGrowth / 1e6).toFixed(1)} MB`,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain('Файл распаковывается в 400 МБ данных');
    expect(await savedRows()).toBe(0);
  });

  it.each([
    ['card settings', CARD_IMPORT],
    ['unsaved ШК', UNIT_IMPORT],
  ])(
    'refuses a zip bomb whose headers lie about its size for the %s import and saves nothing',
    async (_name, mutation) => {
      const bomb = await zipBomb(400, 1);
      const heapBefore = process.memoryUsage().heapUsed;
      const answer = await http.app.upload(
        mutation,
        new File([new Uint8Array(bomb)], 'Настройки.xlsx'),
        seller.headers,
      );
      const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
      console.log(
        `reliability figure: zip bomb of ${(bomb.length / 1024).toFixed(0)} KB claiming 1 MB and unpacking to 400 MB refused, heap change ${(heapGrowth / 1e6).toFixed(1)} MB`,
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toContain(
        'Файл распаковывается больше чем в 300 МБ данных, хотя его оглавление обещает 1 МБ',
      );
      expect(await savedRows()).toBe(0);
    },
  );

  it('refuses a file over the upload limit with the limit named, and saves nothing', async () => {
    const limit = http.app.services.config.MAX_UPLOAD_BYTES;
    const big = new File([Buffer.alloc(limit + 1)], 'Настройки.xlsx');
    const answer = await http.app.upload(CARD_IMPORT, big, seller.headers);
    expect(answer.errors?.[0]?.message).toBe(
      `Файл больше ${(limit / 1_000_000).toLocaleString('ru-RU')} МБ: разделите его на части.`,
    );
    expect(await savedRows()).toBe(0);
  });

  /** Streams 1 GB of one multipart file until the server answers or closes the connection. */
  async function upload1Gb(declareLength: boolean) {
    const total = 1_000_000_000;
    const chunk = Buffer.alloc(1_000_000, 0x41);
    let sent = 0;
    const body = Readable.from(
      (function* () {
        while (sent < total) {
          sent += chunk.length;
          yield chunk;
        }
      })(),
    );
    const rssBefore = process.memoryUsage().rss;
    const outcome = await new Promise<{ status?: number; text?: string; error?: string }>((resolve) => {
      const upload = request(`${http.base}/api/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=b',
          [CSRF_HEADER]: '1',
          ...(declareLength ? { 'content-length': String(total) } : {}),
          ...seller.headers,
        },
      });
      upload.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (part: string) => (text += part));
        response.on('end', () => {
          body.unpipe(upload);
          upload.destroy();
          resolve({ status: response.statusCode, text });
        });
      });
      upload.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      body.pipe(upload);
    });
    body.destroy();
    return { ...outcome, sent, total, rssGrowth: process.memoryUsage().rss - rssBefore };
  }

  it('answers a declared 1 GB upload at once with a Russian refusal, reading none of it into memory', async () => {
    const outcome = await upload1Gb(true);
    console.log(
      `reliability figure: declared 1 GB upload refused with ${outcome.status} after ${(outcome.sent / 1e6).toFixed(0)} MB sent, RSS +${(outcome.rssGrowth / 1e6).toFixed(0)} MB`,
    );
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.text!)).toEqual({
      errors: [{ message: 'Запрос слишком большой: не более 20 МБ.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    expect(outcome.sent).toBeLessThan(outcome.total);
    expect(outcome.rssGrowth).toBeLessThan(200_000_000);
    expect((await http.post({ query: '{ serverInfo { demoMode } }' })).status).toBe(200);
    expect(await savedRows()).toBe(0);
  });

  it('cuts a 1 GB upload of unknown length at the limit and keeps answering others', async () => {
    const outcome = await upload1Gb(false);
    console.log(
      `reliability figure: chunked 1 GB upload cut (${outcome.error ?? outcome.status}) after ${(outcome.sent / 1e6).toFixed(0)} MB sent, RSS +${(outcome.rssGrowth / 1e6).toFixed(0)} MB`,
    );
    // Either the refusal is read before the connection closes, or the connection is cut: never a 200.
    expect(outcome.status ?? 413).toBe(413);
    expect(outcome.sent).toBeLessThan(outcome.total / 10);
    expect(outcome.rssGrowth).toBeLessThan(200_000_000);
    expect((await http.post({ query: '{ serverInfo { demoMode } }' })).status).toBe(200);
    expect(await savedRows()).toBe(0);
  });
});
