import { describe, expect, it } from 'vitest';
import type { SyncDataset } from '../../gql/graphql.ts';
import { freshLabel, screenSync, type SyncState } from './sync-status.ts';

const state = (dataset: SyncDataset, over: Partial<SyncState> = {}): SyncState => ({
  dataset,
  what: dataset,
  everyMinutes: 30,
  tokenCategory: null,
  lastSuccessAt: '2026-03-05T11:30:00.000Z',
  lastError: null,
  running: false,
  done: 0,
  total: null,
  ...over,
});

describe('the sync bar of a screen', () => {
  it('shows the oldest of its datasets as the time the data is for', () => {
    const sync = screenSync(
      [
        state('orders'),
        state('sales', { lastSuccessAt: '2026-03-05T10:00:00.000Z' }),
        state('cards', { lastSuccessAt: null }),
      ],
      ['orders', 'sales'],
    );
    expect(sync.freshAt?.toISOString()).toBe('2026-03-05T10:00:00.000Z');
    expect(sync.running).toBe(false);
  });

  it('counts progress over the running datasets and lists their errors once', () => {
    const sync = screenSync(
      [
        state('fbs', { running: true, done: 30, total: 100 }),
        state('fbw', { running: true, done: 20, total: 100, lastError: 'WB не отвечает' }),
      ],
      ['fbs', 'fbw'],
    );
    expect(sync).toMatchObject({ running: true, percent: 25, errors: ['WB не отвечает'] });
  });

  it('says the data is not loaded yet until the first sync ends', () => {
    expect(freshLabel(null)).toBe('данные ещё не загружены');
    expect(freshLabel(new Date('2026-03-05T06:07:00Z'))).toBe('данные на 05.03.2026 09:07');
  });
});
