import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/test-database.ts';
import { isEmbedded, rowsOf, type DatabaseHandle } from './client.ts';
import { independentReads } from './independent-reads.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('independent reads', () => {
  it('answer in their order, each its own read; on a server one after another, on the embedded database all sent at once', async () => {
    const { db } = database;
    const steps: string[] = [];
    const read = (name: string, value: number) => async () => {
      steps.push(`${name} sent`);
      const [row] = rowsOf<{ value: number }>(await db.execute(sql`select ${value}::int as value`));
      steps.push(`${name} answered`);
      return { name, value: row!.value };
    };
    const answers = await independentReads(db, [read('a', 1), read('b', 2), read('c', 3)]);
    expect(answers).toEqual([
      { name: 'a', value: 1 },
      { name: 'b', value: 2 },
      { name: 'c', value: 3 },
    ]);
    if (isEmbedded(db)) expect(steps.slice(0, 3)).toEqual(['a sent', 'b sent', 'c sent']);
    else expect(steps).toEqual(['a sent', 'a answered', 'b sent', 'b answered', 'c sent', 'c answered']);
  });

  it('inside a transaction run one after another on either database: a transaction is one connection', async () => {
    const steps: string[] = [];
    await database.db.transaction(async (tx) => {
      const read = (name: string) => async () => {
        steps.push(`${name} sent`);
        await tx.execute(sql`select 1`);
        steps.push(`${name} answered`);
      };
      await independentReads(tx, [read('a'), read('b')]);
    });
    expect(steps).toEqual(['a sent', 'a answered', 'b sent', 'b answered']);
  });
});
