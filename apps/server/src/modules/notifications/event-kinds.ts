import type { NotificationChannel } from './notifications.tables.ts';

// What the product tells people about, in the order the settings tab lists it.

export const EVENT_KINDS = [
  'report_different',
  'no_cost_price',
  'units_not_saved',
  'advert_no_orders',
  'advert_budget_ends',
  'stock_runs_out',
  'stock_idle',
  'token_expires',
  'token_category',
  'database_outgrown',
  'sync_failing',
  'weekly_report',
  'report_penalties',
  'digest',
] as const;

export type EventKind = (typeof EVENT_KINDS)[number];

export const CHANNELS: NotificationChannel[] = ['app', 'telegram', 'email'];

interface KindInfo {
  title: string;
  /** Only admins get it: what it asks for (WB tokens, the server's database) only an admin can do. */
  adminOnly: boolean;
  /** A warning that may stay true: sent again when its state changes, or after a day if the person chose so. */
  warning: boolean;
  /**
   * Its state is a count that only a doubling makes news again (a first sync moves it every minute);
   * a day later it is sent again to those who chose daily repeats, as any warning.
   */
  grows?: boolean;
}

export const KIND_INFO: Record<EventKind, KindInfo> = {
  report_different: { title: 'Отчёт WB не сходится', adminOnly: false, warning: true },
  no_cost_price: { title: 'Карточки без себестоимости', adminOnly: false, warning: true },
  units_not_saved: { title: 'Проданные единицы не в учёте ШК', adminOnly: false, warning: true, grows: true },
  advert_no_orders: { title: 'Кампания тратит без заказов', adminOnly: false, warning: true },
  // Its subject is the campaign and the day: told once a day, the next day is news again.
  advert_budget_ends: { title: 'Бюджет кампании закончится сегодня', adminOnly: false, warning: false },
  stock_runs_out: { title: 'Товар заканчивается', adminOnly: false, warning: true },
  stock_idle: { title: 'Товар лежит без продаж', adminOnly: false, warning: true },
  token_expires: { title: 'Токен WB истекает', adminOnly: true, warning: true },
  token_category: { title: 'Токену WB не хватает категорий', adminOnly: true, warning: true },
  database_outgrown: { title: 'Встроенная база переросла', adminOnly: true, warning: true },
  sync_failing: { title: 'Данные не обновляются', adminOnly: false, warning: true },
  weekly_report: { title: 'Новый еженедельный отчёт', adminOnly: false, warning: false },
  report_penalties: { title: 'Штрафы и удержания в отчёте', adminOnly: false, warning: false },
  digest: { title: 'Итоги дня', adminOnly: false, warning: false },
};

export const isEventKind = (kind: string): kind is EventKind => (EVENT_KINDS as readonly string[]).includes(kind);
