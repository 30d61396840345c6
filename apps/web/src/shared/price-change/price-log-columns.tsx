import { Typography } from '@mui/material';
import type { ColumnSpec } from '../columns/column-spec.ts';
import type { PriceLogLineFieldsFragment } from '../../gql/graphql.ts';
import { KIND_STATUS, LINE_STATUS, SOURCE_STATUS } from './price-labels.ts';

export type PriceLogLine = PriceLogLineFieldsFragment;

/** The columns of the price log, on screen and in the Excel file. */
export function priceLogColumns(): ColumnSpec<PriceLogLine>[] {
  return [
    { field: 'createdAt', header: 'Когда', kind: 'dateTime', width: 140, value: (l) => l.createdAt },
    { field: 'who', header: 'Кто', kind: 'text', width: 120, value: (l) => l.who },
    {
      field: 'source',
      header: 'Как',
      kind: 'status',
      width: 110,
      statuses: SOURCE_STATUS,
      value: (l) => l.source,
    },
    { field: 'kind', header: 'Что', kind: 'status', width: 140, statuses: KIND_STATUS, value: (l) => l.kind },
    { field: 'nmID', header: 'nmID', kind: 'integer', width: 100, value: (l) => l.nmID },
    { field: 'vendorCode', header: 'Артикул', kind: 'text', width: 120, value: (l) => l.vendorCode },
    { field: 'techSize', header: 'Размер', kind: 'text', width: 70, value: (l) => l.techSize },
    { field: 'oldPrice', header: 'Цена до', kind: 'money', width: 105, value: (l) => l.oldPrice },
    { field: 'newPrice', header: 'Цена после', kind: 'money', width: 105, value: (l) => l.newPrice },
    {
      field: 'oldDiscount',
      header: 'Скидка до',
      kind: 'integer',
      width: 90,
      exportHeader: 'Скидка до, %',
      value: (l) => l.oldDiscount,
    },
    {
      field: 'newDiscount',
      header: 'Скидка после',
      kind: 'integer',
      width: 100,
      exportHeader: 'Скидка после, %',
      value: (l) => l.newDiscount,
    },
    {
      field: 'status',
      header: 'Ответ WB',
      kind: 'status',
      width: 140,
      statuses: LINE_STATUS,
      value: (l) => (l.status === 'WAITING' && l.changeStatus === 'UNANSWERED' ? 'WAITING' : l.status),
    },
    {
      field: 'wbError',
      header: 'Пояснение',
      kind: 'text',
      flex: 1,
      minWidth: 260,
      exportWidth: 60,
      value: (l) => l.wbError ?? (l.status === 'WAITING' ? l.statusText : null),
      render: (l) => (
        <Typography variant="body2" sx={{ whiteSpace: 'normal', lineHeight: 1.3, py: 0.5 }}>
          {l.wbError ?? (l.status === 'WAITING' ? l.statusText : '')}
        </Typography>
      ),
    },
  ];
}
