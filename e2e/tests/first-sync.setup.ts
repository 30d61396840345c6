import { signInAsDemo } from '../support/sign-in.ts';
import { syncStatus } from '../support/sync-status.ts';
import { expect, test } from '../support/test.ts';

// The specs of the demo seller's data start once its first sync has read every dataset, however busy the machine:
// a spec then waits for what it does, not for the sync. The bound only keeps a stuck sync from holding the run.
test("the demo seller's first sync reads every dataset", async ({ page }) => {
  test.setTimeout(900_000);
  await signInAsDemo(page);
  await expect
    .poll(
      async () =>
        (await syncStatus(page)).filter((s) => s.running || (!s.lastSuccessAt && !s.lastError)).map((s) => s.dataset),
      { timeout: 840_000, intervals: [2_000] },
    )
    .toEqual([]);
});
