import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import type { AdvertCluster } from './adverts.graphql.ts';

export const clusterColumns: ColumnSpec<AdvertCluster>[] = [
  { field: 'cluster', header: 'Поисковый кластер', kind: 'text', value: (c) => c.cluster, flex: 1, minWidth: 220 },
  { field: 'views', header: 'Показы', kind: 'integer', value: (c) => c.views, width: 100 },
  { field: 'clicks', header: 'Клики', kind: 'integer', value: (c) => c.clicks, width: 90 },
  { field: 'ctr', header: 'CTR', kind: 'percent', value: (c) => c.ctr, width: 90 },
  { field: 'spend', header: 'Расход', kind: 'money', value: (c) => c.spend, width: 120 },
  { field: 'orders', header: 'Заказы', kind: 'integer', value: (c) => c.orders, width: 90 },
  { field: 'products', header: 'Товаров', kind: 'integer', value: (c) => c.products, width: 90 },
];
