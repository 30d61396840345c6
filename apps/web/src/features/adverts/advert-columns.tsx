import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import { paths } from '../../shared/paths.ts';
import { paymentLabel, STATUS_LABELS, typeLabel } from './advert-labels.ts';
import type { Advert } from './adverts.graphql.ts';
import { CellTooltip } from '../../shared/data-screen/CellTooltip.tsx';

/** A campaign with its figures for the chosen period. */
export interface AdvertLine extends Advert {
  spend: string | null;
  views: number | null;
  clicks: number | null;
  orders: number | null;
}

export const advertColumns: ColumnSpec<AdvertLine>[] = [
  {
    field: 'name',
    header: 'Кампания',
    kind: 'text',
    value: (a) => a.name,
    flex: 1,
    minWidth: 240,
    render: (a) => (
      <Link component={RouterLink} to={paths.advert(a.advertId)}>
        {a.name || `Кампания ${a.advertId}`}
      </Link>
    ),
  },
  { field: 'advertId', header: 'ID', kind: 'text', value: (a) => String(a.advertId), width: 110 },
  {
    field: 'status',
    header: 'Статус',
    kind: 'status',
    value: (a) => String(a.status),
    statuses: STATUS_LABELS,
    width: 170,
  },
  { field: 'type', header: 'Тип', kind: 'text', value: (a) => typeLabel(a.type, a.bidType), width: 250 },
  { field: 'paymentType', header: 'Оплата', kind: 'text', value: (a) => paymentLabel(a.paymentType), width: 110 },
  { field: 'nms', header: 'Товаров', kind: 'integer', value: (a) => a.nms.length, width: 90 },
  { field: 'budget', header: 'Бюджет', kind: 'money', value: (a) => a.budget, width: 120 },
  {
    field: 'dailyBudget',
    header: 'Дневной лимит',
    kind: 'money',
    value: (a) => a.dailyBudget,
    width: 140,
    render: (a) =>
      a.dailyBudget ?? (
        <CellTooltip title={a.dailyBudgetMissing ?? ''}>
          <span>—</span>
        </CellTooltip>
      ),
  },
  { field: 'spend', header: 'Расход за период', kind: 'money', value: (a) => a.spend, width: 150 },
  { field: 'views', header: 'Показы', kind: 'integer', value: (a) => a.views, width: 100 },
  { field: 'clicks', header: 'Клики', kind: 'integer', value: (a) => a.clicks, width: 90 },
  { field: 'orders', header: 'Заказы', kind: 'integer', value: (a) => a.orders, width: 90 },
  { field: 'startTime', header: 'Запущена', kind: 'dateTime', value: (a) => a.startTime, width: 150 },
];
