import type { OrderRow } from './orders.repo.ts';

/** What an order and a sale have in common, as the GraphQL interface StatisticsRow reads it. */
export type StatisticsRowShape = Omit<OrderRow, 'isCancel' | 'cancelDate'>;
