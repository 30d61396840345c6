import type { Page } from '@playwright/test';
import { expect } from './test.ts';

interface SyncState {
  dataset: string;
  lastSuccessAt: string | null;
  lastError: string | null;
  running: boolean;
}

/** The company's `syncStatus`, asked with the signed-in page's session. */
export async function syncStatus(page: Page): Promise<SyncState[]> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-yoga-csrf': '1',
        authorization: localStorage.getItem('token') ?? '',
      },
      body: JSON.stringify({ query: '{ syncStatus { dataset lastSuccessAt lastError running } }' }),
    });
    const body = (await answer.json()) as { data: { syncStatus: SyncState[] } };
    return body.data.syncStatus;
  });
}

/**
 * Waits until each of `datasets` has been read once (or failed) and none of them is being read: the figures
 * built from them stop moving.
 */
export async function waitForFirstSync(page: Page, datasets: readonly string[]) {
  await expect
    .poll(
      async () => {
        const states = (await syncStatus(page)).filter((s) => datasets.includes(s.dataset));
        const waiting = states.filter((s) => s.running || (!s.lastSuccessAt && !s.lastError)).map((s) => s.dataset);
        return [...waiting, ...datasets.filter((d) => !states.some((s) => s.dataset === d))];
      },
      { timeout: 300_000, intervals: [2_000] },
    )
    .toEqual([]);
}
