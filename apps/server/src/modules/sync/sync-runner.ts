import type { JobServices } from '../../jobs/queue.ts';
import { DATASET_INFO, missingCategoryMessage, type Dataset } from './datasets.ts';
import { afterStoredOf, datasetSync } from './dataset-registry.ts';
import { WbUnauthorizedError } from '@seller-helper/wb';
import { RateLimitDeferral } from './rate-limiter.ts';
import { noteRefusedToken, recentRefusals } from './refused-tokens.repo.ts';
import { createSyncRun } from './sync-run.ts';
import { getSyncState, markFailed, markRunning, markSucceeded } from './sync-state.repo.ts';
import { chooseToken, describeWbFailure, wbClientFor } from './wb-connection.ts';
import { systemClock } from '../../lib/clock.ts';

export interface SyncRequest {
  companyId: number;
  dataset: Dataset;
  continued?: boolean;
  attempt?: number;
}

export type SyncOutcome =
  | { kind: 'done' }
  /** WB's limits (or the run's time share) stop the run here; it continues after `afterMs`. */
  | { kind: 'later'; afterMs: number }
  /** WB failed for now (5xx, timeout, cut connection, malformed answer): try again after `afterMs`. */
  | { kind: 'retry'; afterMs: number; message: string }
  /** Only the seller can fix it (a token without the category, expired, sandbox or revoked). */
  | { kind: 'failed'; message: string };

/** How long one job may work before handing over to a new one (other companies wait meanwhile). */
const RUN_BUDGET_MS = 5 * 60_000;
/** Failed attempts in a row before the run gives up until the next scheduled sync. */
const MAX_ATTEMPTS = 8;

const NO_TOKENS =
  'Токены WB не сохранены: данные не загружаются. Администратор компании может добавить их в настройках';

/** The company's stored WB tokens, decrypted; never logged. */
export type TokenSource = (services: JobServices, companyId: number) => Promise<string[]>;

/** Runs one (company, dataset) sync from its saved cursor; never throws for WB's failures. */
export async function runDatasetSync(
  services: JobServices,
  request: SyncRequest,
  tokensOf: TokenSource,
): Promise<SyncOutcome> {
  const { db, logger } = services;
  const { companyId, dataset } = request;
  const tokens = await tokensOf(services, companyId);
  const clock = services.clock ?? systemClock;
  // Checked before every run, so a token that expired, or that WB refused lately, never reaches WB.
  const refused = await recentRefusals(db, companyId, clock.now());
  const choice = chooseToken(tokens, DATASET_INFO[dataset].category, clock.now(), refused);
  if (!choice || 'refusal' in choice) {
    const message = choice?.refusal ?? (tokens.length ? missingCategoryMessage(dataset) : NO_TOKENS);
    await markFailed(db, companyId, dataset, message);
    return { kind: 'failed', message };
  }
  const client = wbClientFor(services, choice.token);
  await markRunning(db, companyId, dataset, !request.continued);
  const state = await getSyncState(db, companyId, dataset);
  const run = createSyncRun({
    db,
    companyId,
    dataset,
    client,
    cursor: state?.cursor ?? null,
    budgetMs: RUN_BUDGET_MS / services.config.WB_TIME_SCALE,
    now: () => clock.now(),
  });
  try {
    const step = await datasetSync(dataset)(run);
    if (step === 'paused') return { kind: 'later', afterMs: 0 };
    if (step !== 'done') return { kind: 'later', afterMs: step.waitMs / services.config.WB_TIME_SCALE };
    // Once a run is through, not after each of its steps: a first sync takes hundreds of steps.
    for (const work of afterStoredOf(dataset)) await work(db, companyId);
    await markSucceeded(db, companyId, dataset);
    return { kind: 'done' };
  } catch (error) {
    if (error instanceof RateLimitDeferral) return { kind: 'later', afterMs: error.retryAfterMs };
    if (error instanceof WbUnauthorizedError) await noteRefusedToken(db, companyId, choice.token, clock.now());
    const failure = describeWbFailure(error, dataset);
    if (failure.retryAfterMs !== undefined) return { kind: 'later', afterMs: failure.retryAfterMs };
    logger.warn({ companyId, dataset, err: failure.detail }, 'sync failed');
    const attempt = (request.attempt ?? 0) + 1;
    if (failure.retryable && attempt < MAX_ATTEMPTS) {
      await markFailed(db, companyId, dataset, failure.message, true);
      return { kind: 'retry', afterMs: backoffMs(attempt, services.config.WB_TIME_SCALE), message: failure.message };
    }
    await markFailed(db, companyId, dataset, failure.message);
    return { kind: 'failed', message: failure.message };
  }
}

/** 30 s, 1 min, 2 min, … up to 30 min, shortened with the emulator's time scale. */
function backoffMs(attempt: number, timeScale: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 30 * 60_000) / timeScale;
}
