import { and, eq, isNotNull } from 'drizzle-orm';
import type { WbEmulator } from '@seller-helper/wb-emulator';
import {
  ADVERT_MINUS_QUEUE,
  advertMinusJobDefinition,
  runCampaignMinusChanges,
} from '../../src/modules/adverts/advert-minus-job.ts';
import { advertActions } from '../../src/modules/adverts/adverts.tables.ts';
import { syncServices } from './sync-kit.ts';
import type { TestApp } from './test-app.ts';

/** The queue of campaign changes, which the app creates at start; the test app has no workers. */
export async function createAdvertChangesQueue(app: TestApp): Promise<void> {
  await app.services.jobs.boss.createQueue(ADVERT_MINUS_QUEUE, advertMinusJobDefinition.queue);
}

/**
 * Runs the queued changes of campaigns' minus lists as the job does, now: the test decides when they
 * run. The queued jobs are taken off the queue, and every campaign with a change logged as sent is run,
 * because pg-boss holds a campaign's key back for a few seconds after its last job.
 */
export async function workAdvertChanges(app: TestApp, wb: WbEmulator): Promise<void> {
  // The app's own config: its key decrypts the company's stored token.
  const services = { ...syncServices(app.database, wb, app.services.jobs), config: app.services.config };
  const jobs = await app.services.jobs.boss.fetch<object>(ADVERT_MINUS_QUEUE, { batchSize: 100 });
  const campaigns = await app.database.db
    .selectDistinct({ companyId: advertActions.companyId, advertId: advertActions.advertId })
    .from(advertActions)
    .where(and(eq(advertActions.outcome, 'sent'), isNotNull(advertActions.progress)));
  for (const { companyId, advertId } of campaigns) await runCampaignMinusChanges(services, companyId, advertId);
  if (jobs.length > 0) {
    await app.services.jobs.boss.complete(
      ADVERT_MINUS_QUEUE,
      jobs.map((job) => job.id),
    );
  }
}
