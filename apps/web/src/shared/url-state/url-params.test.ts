import { describe, expect, it } from 'vitest';
import {
  dayParam,
  flagParam,
  intParam,
  listParam,
  oneOfParam,
  optionalDayParam,
  optionalTextParam,
  readUrlState,
  textParam,
  writeUrlState,
  type UrlSchema,
} from './url-params.ts';

interface ListState {
  tab: 'orders' | 'sales';
  page: number;
  dateFrom: string;
  search: string;
  brands: string[];
  withoutCost: boolean;
}

const schema: UrlSchema<ListState> = {
  tab: oneOfParam(['orders', 'sales'], 'orders'),
  page: intParam(1, { min: 1 }),
  dateFrom: dayParam(() => '2026-11-20'),
  search: textParam(),
  brands: listParam(),
  withoutCost: flagParam(),
};

const read = (query: string) => readUrlState(schema, new URLSearchParams(query));
const write = (query: string, change: Partial<ListState>) =>
  writeUrlState(schema, new URLSearchParams(query), change).toString();

describe('reading list state from the address', () => {
  it('gives the defaults for an address without the keys', () => {
    expect(read('')).toEqual({
      tab: 'orders',
      page: 1,
      dateFrom: '2026-11-20',
      search: '',
      brands: [],
      withoutCost: false,
    });
  });

  it('reads every kind of value a link names', () => {
    expect(
      read(
        'tab=sales&page=3&dateFrom=2026-01-05&search=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5&brands=A,B%252CC&withoutCost=1',
      ),
    ).toEqual({
      tab: 'sales',
      page: 3,
      dateFrom: '2026-01-05',
      search: 'платье',
      brands: ['A', 'B,C'],
      withoutCost: true,
    });
  });

  it.each([
    ['tab=returns', { tab: 'orders' }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['dateFrom=2026-13-45', { dateFrom: '2026-11-20' }],
    ['dateFrom=20.11.2026', { dateFrom: '2026-11-20' }],
    ['withoutCost=yes', { withoutCost: false }],
  ])('reads the unreadable %s as the default', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });
});

describe('writing list state to the address', () => {
  it('leaves a default out of the address and keeps the keys of others', () => {
    expect(write('tab=sales&sort=-date', { tab: 'orders' })).toBe('sort=-date');
    expect(write('', { dateFrom: '2026-11-20', search: '' })).toBe('');
  });

  it('writes what differs from the default', () => {
    expect(write('', { tab: 'sales', brands: ['A', 'B,C'], withoutCost: true })).toBe(
      'tab=sales&brands=A%2CB%252CC&withoutCost=1',
    );
    expect(read(write('', { brands: ['A', 'B,C'] })).brands).toEqual(['A', 'B,C']);
  });

  it('starts the list again from its first page when anything else changes', () => {
    expect(write('page=4&search=x', { search: 'xy' })).toBe('search=xy');
    expect(write('page=4', { page: 5 })).toBe('page=5');
    expect(write('page=4&tab=sales', { tab: 'sales' })).toBe('page=4&tab=sales');
  });
});

describe('text that may be absent in the address', () => {
  const param = optionalTextParam();

  it('reads a missing or empty value as none and the rest as typed', () => {
    expect(param.read(null)).toBeNull();
    expect(param.read('')).toBeNull();
    expect(param.read('Коледино')).toBe('Коледино');
  });

  it('leaves none (or empty text) out of the address', () => {
    expect(param.write(null)).toBeNull();
    expect(param.write('')).toBeNull();
    expect(param.write('Коледино')).toBe('Коледино');
  });
});

describe('a day that may be absent in the address', () => {
  const param = optionalDayParam();

  it('reads a missing, empty or malformed day as none', () => {
    expect(param.read(null)).toBeNull();
    expect(param.read('')).toBeNull();
    expect(param.read('01.11.2026')).toBeNull();
    expect(param.read('2026-11-01')).toBe('2026-11-01');
  });

  it('leaves none out of the address', () => {
    expect(param.write(null)).toBeNull();
    expect(param.write('2026-11-01')).toBe('2026-11-01');
  });
});
