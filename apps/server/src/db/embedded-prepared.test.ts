import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedClient } from './embedded-client.ts';
import { ONE_VALUE_LIMIT, PREPARED_LIMIT, runsPrepared } from './embedded-prepared.mjs';

// The embedded database keeps the reads it is sent outside transactions prepared: each text is parsed and
// planned once, the answers stay PGlite's, and the statements kept stay bounded.

let client: EmbeddedClient;
let local: PGlite;

beforeAll(async () => {
  client = await EmbeddedClient.open({ startParams: PGlite.defaultStartParams });
  local = new PGlite();
  for (const db of [client, local]) {
    await db.exec(`create table units (shk text primary key, price bigint not null);
      insert into units values ('a', 100), ('b', 250);`);
  }
});

afterAll(async () => {
  await client.close();
  await local.close();
});

/**
 * The statements the database keeps prepared for the read `text`: as itself, answering rows, and inside the
 * statement that answers them as one value. Given as a value, so this read's own text does not hold it.
 */
async function keptFor(text: string): Promise<{ rows: number; oneValue: number }> {
  const answer = await client.query<{ rows: number; oneValue: number }>(
    `select count(*) filter (where statement = $1)::int as rows,
      count(*) filter (where statement like 'select json_agg(%' and strpos(statement, $1) > 0)::int as "oneValue"
    from pg_prepared_statements`,
    [text],
  );
  return answer.rows[0]!;
}

describe('reads kept prepared in the embedded database', () => {
  it('parses a read once, however often and with whatever values it runs', async () => {
    const read = 'select price from units where shk = $1';
    expect((await client.query(read, ['a'])).rows).toEqual([{ price: 100 }]);
    expect((await client.query(read, ['b'])).rows).toEqual([{ price: 250 }]);
    expect((await client.query(read, ['z'])).rows).toEqual([]);
    expect(await keptFor(read)).toEqual({ rows: 1, oneValue: 1 });
  });

  it('answers as PGlite does, for every kind of value it is given', async () => {
    const read = `select $1::int8 as big, $2::date as day, $3::timestamptz as at, $4::jsonb as facts, $5::text as none,
      $6::int[] as list, $7::bool as flag, $8::numeric as share`;
    const values = [
      12345678901n,
      '2026-11-01',
      new Date('2026-11-01T10:00:00Z'),
      { n: [1, 2] },
      null,
      [1, 2],
      true,
      '0.10',
    ];
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const ours = await client.query(read, values, options);
      const theirs = await local.query(read, values, options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
  });

  it('answers many rows as one value, with the same rows, order and fields as PGlite', async () => {
    const read = `select n, n % 2 = 0 as even, array[n % 3 = 0, null] as flags, n::int8 * 1000000007 as big,
      n / 7.0 as share, n * 1.5::float8 as half, ('2026-11-01'::date + n) as day,
      '2026-11-01T10:00:00Z'::timestamptz + n * interval '90 minutes' as at, n * interval '1 day 2 hours' as span,
      jsonb_build_object('name', 'карточка "' || n || '"', 'list', jsonb_build_array(n, null)) as facts,
      case when n % 4 = 0 then null else E'строка\\\\ \\' \\n' || n end as text, decode('00ff', 'hex') as bytes,
      n as n from generate_series($1::int, $2::int) n order by n desc`;
    const answers = await client.query(read, [1, 40]);
    expect(answers.rows).toHaveLength(40);
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const ours = await client.query(read, [1, 40], options);
      const theirs = await local.query(read, [1, 40], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    expect((await client.query(read, [5, 1])).rows).toEqual([]);
    expect(await keptFor(read)).toEqual({ rows: 1, oneValue: 1 });
  });

  it('answers a read as rows from the first answer larger than its limit on, and one that starts large', async () => {
    const read = 'select n, n::text as label from generate_series(1, $1::int) n';
    const large = ONE_VALUE_LIMIT / 2 + 1;
    expect((await client.query(read, [3])).rows).toEqual((await local.query(read, [3])).rows);
    expect(await keptFor(read)).toEqual({ rows: 1, oneValue: 1 });
    const answer = await client.query<{ n: number; label: string }>(read, [large]);
    expect(answer.rows).toHaveLength(large);
    expect(answer.rows.at(-1)).toEqual({ n: large, label: String(large) });
    expect(await keptFor(read)).toEqual({ rows: 1, oneValue: 0 });
    expect((await client.query(read, [2])).rows).toEqual([
      { n: 1, label: '1' },
      { n: 2, label: '2' },
    ]);
    expect(await keptFor(read)).toEqual({ rows: 1, oneValue: 0 });
    const startsLarge = 'select n from generate_series(1, $1::int) n';
    expect((await client.query(startsLarge, [ONE_VALUE_LIMIT + 1])).rows).toHaveLength(ONE_VALUE_LIMIT + 1);
    expect((await client.query(startsLarge, [1])).rows).toEqual([{ n: 1 }]);
    expect(await keptFor(startsLarge)).toEqual({ rows: 1, oneValue: 0 });
  });

  it('runs a read PostgreSQL does not take as a subquery as it is: a with that writes', async () => {
    const write = `with added as (insert into units values ($1, 1) returning shk) select shk from added`;
    expect((await client.query(write, ['c'])).rows).toEqual([{ shk: 'c' }]);
    expect((await client.query(write, ['d'])).rows).toEqual([{ shk: 'd' }]);
    expect((await client.query('select count(*)::int as n from units where price = 1')).rows).toEqual([{ n: 2 }]);
    await client.query(`delete from units where price = 1`);
  });

  it('keeps at most its limit of statements, closing the least recently used, which still answer', async () => {
    const numbered = (n: number) => `select ${n}::int as n from units limit 1`;
    await client.query(numbered(0));
    for (let n = 1; n <= PREPARED_LIMIT + 10; n++) {
      await client.query(numbered(n));
      // The first one stays in use, so it is never the least recently used.
      await client.query(numbered(0));
    }
    const kept = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where statement like 'select % as n from units limit 1'`,
    );
    expect(kept.rows[0]!.n).toBeLessThan(PREPARED_LIMIT);
    expect(await keptFor(numbered(0))).toEqual({ rows: 1, oneValue: 1 });
    expect(await keptFor(numbered(1))).toEqual({ rows: 0, oneValue: 0 });
    expect(await keptFor(numbered(PREPARED_LIMIT + 10))).toEqual({ rows: 1, oneValue: 1 });
    expect((await client.query(numbered(1))).rows).toEqual([{ n: 1 }]);
  });

  it('prepares a read again when its table has changed since, however it was changed', async () => {
    const read = 'select * from units order by shk';
    await client.exec(
      `create function add_sold() returns void language sql as 'alter table units add column sold int'`,
    );
    const changes: Record<string, () => Promise<unknown>> = {
      'a statement of its own': () => client.exec('alter table units add column sold date'),
      'a transaction': () => client.transaction((tx) => tx.query('alter table units add column sold date')),
      // Nothing in this read's text tells that a table changed.
      'a function called by a select': () => client.query('select add_sold()'),
    };
    for (const [how, change] of Object.entries(changes)) {
      expect(
        (await client.query(read)).fields.map((f) => f.name),
        how,
      ).toEqual(['shk', 'price']);
      expect(await keptFor(read), how).toEqual({ rows: 1, oneValue: 1 });
      await change();
      const answer = await client.query(read);
      expect(
        answer.fields.map((f) => f.name),
        how,
      ).toEqual(['shk', 'price', 'sold']);
      expect(answer.rows, how).toEqual([
        { shk: 'a', price: 100, sold: null },
        { shk: 'b', price: 250, sold: null },
      ]);
      // A dropped column: the read must not answer the next column's values under its name.
      await client.query('alter table units drop column sold');
    }
    await client.exec('drop function add_sold');
  });

  it('gives a failed read PostgreSQL’s error and goes on', async () => {
    await expect(client.query('select $1::int as n', ['десять'])).rejects.toMatchObject({ code: '22P02' });
    await expect(client.query('select from where')).rejects.toMatchObject({ code: '42601' });
    expect((await client.query('select $1::int as n', ['10'])).rows).toEqual([{ n: 10 }]);
    await client.transaction((tx) => tx.query(`update units set price = 101 where shk = 'a'`));
    expect((await client.query('select price from units where shk = $1', ['a'])).rows).toEqual([{ price: 101 }]);
  });

  it('runs only reads prepared: writes, schema changes and file copies go as PGlite runs them', () => {
    expect(runsPrepared('select 1')).toBe(true);
    expect(runsPrepared('  WITH t AS (select 1) select * from t')).toBe(true);
    expect(runsPrepared(`insert into units values ('c', 1)`)).toBe(false);
    expect(runsPrepared('alter table units add column x int')).toBe(false);
    expect(runsPrepared('set search_path to public')).toBe(false);
    expect(runsPrepared('select 1', { blob: new Blob(['x']) })).toBe(false);
  });
});
