import type { Dataset } from './datasets.ts';
import { syncAdverts } from './datasets/adverts.ts';
import { syncCards, syncCommissions, syncPrices, syncTariffs } from './datasets/catalog.ts';
import { syncFinance, syncOrders, syncSales } from './datasets/reports.ts';
import { syncFbs, syncFbw } from './datasets/supplies.ts';
import type { DatasetSync } from './sync-run.ts';
import type { WbClient } from '@seller-helper/wb';

/** How each dataset is read from WB. */
export const DATASET_SYNCS: Record<Dataset, DatasetSync<WbClient>> = {
  cards: syncCards,
  prices: syncPrices,
  tariffs: syncTariffs,
  commissions: syncCommissions,
  orders: syncOrders,
  sales: syncSales,
  finance: syncFinance,
  fbs: syncFbs,
  fbw: syncFbw,
  adverts: syncAdverts,
};
