import { asc, sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { planList, type ListDeclaration, type ListQueryInput } from './list-query.ts';

const things = pgTable('list_query_things', {
  id: serial('id').primaryKey(),
  name: text('name'),
  qty: integer('qty'),
  priceKopecks: integer('price_kopecks'),
  rate: numeric('rate', { precision: 12, scale: 4 }),
  day: date('day'),
  at: timestamp('at', { withTimezone: true }),
  active: boolean('active'),
  status: text('status'),
});

const list: ListDeclaration = {
  columns: {
    name: { column: things.name, kind: 'text', search: true },
    qty: { column: things.qty, kind: 'integer' },
    price: { column: things.priceKopecks, kind: 'money' },
    rate: { column: things.rate, kind: 'decimal' },
    day: { column: things.day, kind: 'date' },
    at: { column: things.at, kind: 'datetime' },
    active: { column: things.active, kind: 'boolean' },
    status: { column: things.status, kind: 'enum', values: { NEW: 'new', DONE: 'done' } },
  },
  defaultOrder: [sql`${asc(things.id)}`],
};

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table list_query_things (
    id serial primary key, name text, qty integer, price_kopecks integer, rate numeric(12, 4),
    day date, at timestamptz, active boolean, status text)`);
  await database.db.insert(things).values([
    {
      name: 'Футболка 50%',
      qty: 3,
      priceKopecks: 123_450,
      rate: '1.5',
      day: '2026-01-31',
      at: new Date('2026-01-31T10:00:00Z'),
      active: true,
      status: 'new',
    },
    {
      name: 'футболка синяя',
      qty: -2,
      priceKopecks: -500,
      rate: '-0.25',
      day: '2026-02-01',
      at: new Date('2026-02-01T00:00:00Z'),
      active: false,
      status: 'done',
    },
    {
      name: 'Шорты',
      qty: 3,
      priceKopecks: 99,
      rate: '10',
      day: '2025-12-31',
      at: new Date('2025-12-31T23:59:59Z'),
      active: true,
      status: 'done',
    },
    { name: '', qty: null, priceKopecks: null, rate: null, day: null, at: null, active: null, status: null },
  ]);
});

afterAll(() => database?.close());

async function names(query: Partial<ListQueryInput>) {
  const plan = planList({ page: 0, pageSize: 50, ...query }, list);
  const rows = await database.db
    .select({ name: things.name })
    .from(things)
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [count] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(things)
    .where(plan.where);
  return { items: rows.map((row) => row.name), totalCount: count!.n };
}

const ALL = ['Футболка 50%', 'футболка синяя', 'Шорты', ''];

describe('planList against PostgreSQL', () => {
  it('filters text case-insensitively, with % taken literally', async () => {
    expect((await names({ filters: [{ field: 'name', operator: 'CONTAINS', value: 'ФУТБОЛКА' }] })).items).toEqual(
      ALL.slice(0, 2),
    );
    expect((await names({ filters: [{ field: 'name', operator: 'CONTAINS', value: '50%' }] })).items).toEqual([ALL[0]]);
    expect((await names({ filters: [{ field: 'name', operator: 'STARTS_WITH', value: 'шо' }] })).items).toEqual([
      'Шорты',
    ]);
    expect((await names({ filters: [{ field: 'name', operator: 'ENDS_WITH', value: 'СИНЯЯ' }] })).items).toEqual([
      ALL[1],
    ]);
    expect((await names({ filters: [{ field: 'name', operator: 'IS_EMPTY' }] })).items).toEqual(['']);
    expect(
      (await names({ filters: [{ field: 'name', operator: 'IS_ANY_OF', values: ['Шорты', 'нет'] }] })).items,
    ).toEqual(['Шорты']);
  });

  it('compares money, decimals, dates and date-times, with negatives', async () => {
    expect((await names({ filters: [{ field: 'price', operator: 'GREATER', value: '0,99' }] })).items).toEqual([
      ALL[0],
    ]);
    expect((await names({ filters: [{ field: 'price', operator: 'LESS_OR_EQUAL', value: '0.99' }] })).items).toEqual(
      ALL.slice(1, 3),
    );
    expect((await names({ filters: [{ field: 'rate', operator: 'LESS', value: '0' }] })).items).toEqual([ALL[1]]);
    expect(
      (await names({ filters: [{ field: 'day', operator: 'GREATER_OR_EQUAL', value: '2026-01-31' }] })).items,
    ).toEqual(ALL.slice(0, 2));
    expect(
      (await names({ filters: [{ field: 'at', operator: 'LESS', value: '2026-01-01T00:00:00Z' }] })).items,
    ).toEqual(['Шорты']);
    expect((await names({ filters: [{ field: 'active', operator: 'NOT_EQUALS', value: 'true' }] })).items).toEqual(
      ALL.slice(1).filter((n) => n !== 'Шорты'),
    );
    expect((await names({ filters: [{ field: 'status', operator: 'EQUALS', value: 'DONE' }] })).items).toEqual(
      ALL.slice(1, 3),
    );
    expect((await names({ filters: [{ field: 'qty', operator: 'IS_NOT_EMPTY' }] })).totalCount).toBe(3);
  });

  it('sorts by money and decimals with negatives, empty last, ties by the list order', async () => {
    expect((await names({ sort: [{ field: 'price', direction: 'ASC' }] })).items).toEqual([
      ALL[1],
      'Шорты',
      ALL[0],
      '',
    ]);
    expect((await names({ sort: [{ field: 'rate', direction: 'DESC' }] })).items).toEqual([
      'Шорты',
      ALL[0],
      ALL[1],
      '',
    ]);
    expect((await names({ sort: [{ field: 'qty', direction: 'DESC' }] })).items).toEqual([ALL[0], 'Шорты', ALL[1], '']);
  });

  it('pages, past the end too, and counts all that match', async () => {
    expect(await names({ page: 1, pageSize: 2 })).toEqual({ items: ALL.slice(2), totalCount: 4 });
    expect(await names({ page: 5, pageSize: 2 })).toEqual({ items: [], totalCount: 4 });
    expect(await names({ search: 'ФУТ', pageSize: 1 })).toEqual({ items: [ALL[0]], totalCount: 2 });
  });

  it.each([
    [{ page: -1 }, 'page'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 501 }, 'pageSize'],
    [{ sort: [{ field: 'secret', direction: 'ASC' as const }] }, 'secret'],
    [{ filters: [{ field: 'secret', operator: 'EQUALS' as const, value: '1' }] }, 'secret'],
    [{ filters: [{ field: 'active', operator: 'GREATER' as const, value: 'true' }] }, 'active'],
    [{ filters: [{ field: 'price', operator: 'EQUALS' as const, value: '12.345' }] }, 'price'],
    [{ filters: [{ field: 'day', operator: 'EQUALS' as const, value: '2026-02-30' }] }, 'day'],
    [{ filters: [{ field: 'at', operator: 'EQUALS' as const, value: 'вчера' }] }, 'at'],
    [{ filters: [{ field: 'qty', operator: 'EQUALS' as const, value: '1.5' }] }, 'qty'],
    [{ filters: [{ field: 'status', operator: 'EQUALS' as const, value: 'LOST' }] }, 'status'],
    [{ filters: [{ field: 'qty', operator: 'EQUALS' as const }] }, 'qty'],
    [{ filters: [{ field: 'qty', operator: 'IS_ANY_OF' as const, values: [] }] }, 'qty'],
  ])('refuses %o as BAD_USER_INPUT naming %s', (query, field) => {
    const refuse = () => planList({ page: 0, pageSize: 50, ...query }, list);
    expect(refuse).toThrow(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT', field } }));
    expect(refuse).toThrow(new RegExp(field));
  });
});
