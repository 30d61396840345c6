import { graphql } from '../../gql/gql.ts';
import type { SyncDataset, SyncStatusQuery } from '../../gql/graphql.ts';
import { formatMoscowDateTime } from '../moscow-time.ts';

export const SYNC_STATE_FIELDS = graphql(`
  fragment SyncStateFields on SyncState {
    dataset
    what
    everyMinutes
    tokenCategory
    lastSuccessAt
    lastError
    running
    done
    total
  }
`);

export const SYNC_STATUS = graphql(`
  query SyncStatus {
    syncStatus {
      ...SyncStateFields
    }
  }
`);

export const SYNC_NOW = graphql(`
  mutation SyncNow($datasets: [SyncDataset!]) {
    syncNow(datasets: $datasets) {
      id
      message
      syncStatus {
        ...SyncStateFields
      }
    }
  }
`);

export type SyncState = SyncStatusQuery['syncStatus'][number];

/** What the bar shows for a screen built from several datasets. */
export interface ScreenSync {
  /** The oldest last success: the screen's data is at least this fresh. */
  freshAt: Date | null;
  running: boolean;
  /** 0–100 while the totals are known; null: a running sync of unknown size. */
  percent: number | null;
  errors: string[];
}

export function screenSync(states: readonly SyncState[], datasets: readonly SyncDataset[]): ScreenSync {
  const mine = states.filter((s) => datasets.includes(s.dataset));
  const successes = mine.map((s) => (s.lastSuccessAt ? new Date(s.lastSuccessAt) : null));
  const freshAt =
    successes.length && successes.every((d) => d !== null)
      ? new Date(Math.min(...successes.map((d) => d!.getTime())))
      : null;
  const running = mine.filter((s) => s.running);
  const sized = running.filter((s) => s.total !== null && s.total > 0);
  const percent =
    running.length && sized.length === running.length
      ? Math.min(
          100,
          Math.round((100 * sized.reduce((n, s) => n + s.done, 0)) / sized.reduce((n, s) => n + s.total!, 0)),
        )
      : null;
  return {
    freshAt,
    running: running.length > 0,
    percent,
    errors: [...new Set(mine.flatMap((s) => (s.lastError ? [s.lastError] : [])))],
  };
}

/** «данные на 05.03.2026 14:30», in Moscow time */
export function freshLabel(freshAt: Date | null): string {
  return freshAt ? `данные на ${formatMoscowDateTime(freshAt)}` : 'данные ещё не загружены';
}
