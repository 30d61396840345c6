/** The WB datasets the product keeps in its own database, each synced on its own. */
export const DATASETS = [
  'cards',
  'prices',
  'tariffs',
  'commissions',
  // WB's promotions calendar: a few small calls, early in a first sync (the promotions screen needs little else).
  'promotions',
  'orders',
  'sales',
  'finance',
  'fbs',
  // FBO supplies: the key keeps WB's name of the feed it reads, as stored in sync_states (docs/glossary.md).
  'fbw',
  'adverts',
  // WB's paid storage and paid acceptance reports (modules/storage).
  'paidStorage',
  'acceptance',
  // Stock in WB's warehouses (Analytics) and in the seller's own ones (Marketplace): two tokens' worth.
  'stocks',
  'sellerStocks',
] as const;

export type Dataset = (typeof DATASETS)[number];

/** WB token categories (docs/wb-api.md) with the names the seller sees in WB's token form. */
export const CATEGORY_TITLES = {
  content: 'Контент',
  analytics: 'Аналитика',
  prices: 'Цены и скидки',
  marketplace: 'Маркетплейс',
  statistics: 'Статистика',
  promotion: 'Продвижение',
  supplies: 'Поставки',
  finance: 'Финансы',
} as const;

export type SyncCategory = keyof typeof CATEGORY_TITLES;

export interface DatasetInfo {
  /** What the seller loses while this dataset cannot load, completing «…: <what> не загружаются». */
  what: string;
  /** The token category WB requires; null: any token works (tariffs, commissions). */
  category: SyncCategory | null;
  /** How often the schedule starts an incremental sync. */
  everyMinutes: number;
}

/**
 * Schedules follow how often WB refreshes each dataset and what its limits allow: statistics
 * and stocks refresh every 30 minutes; finance reports are weekly (checked daily, 1 request a minute);
 * tariffs and commissions change at most daily; cards and prices when the seller edits them.
 */
export const DATASET_INFO: Record<Dataset, DatasetInfo> = {
  cards: { what: 'карточки товаров', category: 'content', everyMinutes: 60 },
  prices: { what: 'цены и скидки', category: 'prices', everyMinutes: 60 },
  tariffs: { what: 'тарифы складов', category: null, everyMinutes: 24 * 60 },
  commissions: { what: 'комиссии WB', category: null, everyMinutes: 24 * 60 },
  orders: { what: 'заказы', category: 'statistics', everyMinutes: 30 },
  sales: { what: 'продажи и возвраты', category: 'statistics', everyMinutes: 30 },
  finance: { what: 'отчёты о реализации', category: 'finance', everyMinutes: 24 * 60 },
  fbs: { what: 'поставки и сборочные задания FBS', category: 'marketplace', everyMinutes: 15 },
  fbw: { what: 'поставки FBO', category: 'supplies', everyMinutes: 60 },
  adverts: { what: 'рекламные кампании и их статистика', category: 'promotion', everyMinutes: 15 },
  // WB builds each report as a task and bills storage a day at a time: four runs a day catch a day's
  // report soon after WB has it, and a task WB never finished is asked for again within hours.
  paidStorage: { what: 'отчёты о платном хранении', category: 'analytics', everyMinutes: 6 * 60 },
  acceptance: { what: 'отчёты о платной приёмке', category: 'analytics', everyMinutes: 6 * 60 },
  // WB refreshes the stock report every 30 minutes.
  stocks: { what: 'остатки на складах WB', category: 'analytics', everyMinutes: 30 },
  sellerStocks: { what: 'остатки на своих складах', category: 'marketplace', everyMinutes: 30 },
  // WB's calendar: a Basic token may read it once an hour, so no more often.
  promotions: { what: 'акции WB и их товары', category: 'prices', everyMinutes: 60 },
};

/** «У токена нет категории «Статистика»: заказы не загружаются» */
export function missingCategoryMessage(dataset: Dataset): string {
  const info = DATASET_INFO[dataset];
  const title = info.category ? CATEGORY_TITLES[info.category] : '';
  return `У токена нет категории «${title}»: ${info.what} не загружаются`;
}
