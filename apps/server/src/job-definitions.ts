import './sync-datasets.ts';
import { createSyncJobDefinitions } from './modules/sync/sync-jobs.ts';
import { getCompanyWbTokens } from './modules/tokens-vault/tokens-vault.service.ts';
import type { JobDefinition } from './jobs/queue.ts';
import { advertMinusJobDefinition } from './modules/adverts/advert-minus-job.ts';
import { priceJobDefinition } from './modules/prices/price-job.ts';
import { promotionJoinJobDefinition } from './modules/promotions/promotion-join-job.ts';
import { notificationJobDefinitions } from './modules/notifications/notification-jobs.ts';
import { costDaysJobDefinition } from './modules/reports/report-cost-job.ts';

/** Every background job of the product. Sync reads each company's stored WB tokens. */
export const jobDefinitions: JobDefinition[] = [
  ...createSyncJobDefinitions((services, companyId) => getCompanyWbTokens(services.db, services.config, companyId)),
  advertMinusJobDefinition,
  priceJobDefinition,
  promotionJoinJobDefinition,
  ...notificationJobDefinitions,
  costDaysJobDefinition,
];
