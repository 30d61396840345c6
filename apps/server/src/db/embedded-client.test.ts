import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedClient } from './embedded-client.ts';

// The embedded database in its own thread answers as PGlite in this thread does, and keeps PGlite's
// one-transaction-at-a-time order: a statement outside a transaction waits for it to end.

const SCHEMA = `create table units (shk text primary key, price bigint not null, sold date, at timestamptz, facts jsonb);
  insert into units values ('a', 100, '2026-11-01', '2026-11-01T10:00:00Z', '{"n": [1, 2]}');`;

/** drizzle's options for a select: rows as arrays, dates and instants kept as PostgreSQL's text. */
const keepText = (text: string) => text;
const DRIZZLE = {
  rowMode: 'array' as const,
  parsers: { [types.DATE]: keepText, [types.TIMESTAMPTZ]: keepText },
};

let client: EmbeddedClient;
let local: PGlite;

beforeAll(async () => {
  client = await EmbeddedClient.open({ startParams: PGlite.defaultStartParams });
  local = new PGlite();
  for (const db of [client, local]) await db.exec(SCHEMA);
});

afterAll(async () => {
  await client.close();
  await local.close();
});

/** A promise's state after the event loop has turned a few times: the thread's answers arrive as messages. */
async function settledAfterTurns(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('the embedded database in its own thread', () => {
  it('answers a statement as PGlite does: rows, fields, types and options', async () => {
    const select = `select shk, price, sold, at, facts, price::int8 * 2 as twice, 0.1::numeric as share,
      '\\x01ff'::bytea as raw from units where shk = $1`;
    for (const options of [undefined, DRIZZLE]) {
      const ours = await client.query(select, ['a'], options);
      const theirs = await local.query(select, ['a'], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const ours = await client.exec('update units set price = price + 1; select price from units');
    const theirs = await local.exec('update units set price = price + 1; select price from units');
    expect(ours.map((r) => [r.rows, r.affectedRows])).toEqual(theirs.map((r) => [r.rows, r.affectedRows]));
  });

  it('gives a failed statement PostgreSQL’s code and constraint, and goes on', async () => {
    const error = await client.query(`insert into units (shk, price) values ('a', 1)`).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'units_pkey' });
    expect((error as Error).message).toContain('duplicate key');
    expect((await client.query('select count(*)::int as n from units')).rows).toEqual([{ n: 1 }]);
  });

  it('holds a statement outside a transaction until the transaction ends, then shows what it committed', async () => {
    let outside: Promise<{ rows: unknown[] }> | undefined;
    await client.transaction(async (tx) => {
      await tx.query(`insert into units (shk, price) values ('b', 5)`);
      outside = client.query(`select shk from units where shk = 'b'`);
      // It cannot run while the transaction is open, however many turns the event loop takes.
      expect(await settledAfterTurns(outside)).toBe(false);
    });
    expect((await outside!).rows).toEqual([{ shk: 'b' }]);
  });

  it('begins a transaction only once a screen reading statement after statement has read them all', async () => {
    const order: string[] = [];
    const screen = (async () => {
      for (let n = 0; n < 10; n++) {
        await client.query('select count(*) from units');
        order.push(`read ${n}`);
      }
    })();
    const write = client.transaction(async (tx) => {
      order.push('write');
      await tx.query(`update units set price = price where shk = 'a'`);
    });
    await Promise.all([screen, write]);
    expect(order).toEqual([...Array.from({ length: 10 }, (_, n) => `read ${n}`), 'write']);
  });

  it('rolls a transaction back when its work throws, hands the error on and keeps serving', async () => {
    const failure = new Error('the file has a wrong row');
    await expect(
      client.transaction(async (tx) => {
        await tx.query(`insert into units (shk, price) values ('c', 7)`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await client.query(`select shk from units where shk = 'c'`)).rows).toEqual([]);
    await client.transaction((tx) => tx.query(`insert into units (shk, price) values ('c', 8)`));
    expect((await client.query(`select price from units where shk = 'c'`)).rows).toEqual([{ price: 8 }]);
  });

  it('refuses a parser that would change a value’s text: it cannot cross to the thread', async () => {
    const parsers = { [types.INT8]: (text: string) => BigInt(text) };
    await expect(client.query('select 1::int8', [], { parsers })).rejects.toThrow(/меняет текст/);
  });
});
