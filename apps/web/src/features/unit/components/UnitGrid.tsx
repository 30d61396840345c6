import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { decimalToHundredths, formatPercent, formatRub } from '../../../shared/money-format.ts';
import type { UnitRow, UnitScheme } from '../unit.graphql.ts';
import { missingReason, type Scheme, type WhatIf } from '../unit-view.ts';

interface UnitGridProps {
  rows: UnitRow[];
  scheme: Scheme;
  whatIf: WhatIf;
  targetMargin: string | null;
  /** A price or discount typed into the grid; throws with a message to show when it cannot be read. */
  onWhatIf(row: UnitRow, typed: { price?: string; discount?: string }): void;
}

const amount = (value: string | null | undefined) =>
  value == null ? -Infinity : decimalToHundredths(value.replace('-', '')) * (value.startsWith('-') ? -1 : 1);
const byAmount = (a: string | null, b: string | null) => amount(a) - amount(b);

type SchemeField = keyof UnitScheme;

function schemeColumn(scheme: Scheme, field: SchemeField, headerName: string, width = 110): GridColDef<UnitRow> {
  return {
    field: `${scheme}.${field}`,
    headerName,
    width,
    type: 'string',
    valueGetter: (_value, row) => row[scheme]?.[field] ?? null,
    sortComparator: byAmount,
    renderCell: ({ value }) => formatRub(value as string | null),
  };
}

function Profit({ row, scheme }: { row: UnitRow; scheme: Scheme }) {
  const economics = row[scheme];
  const reason = missingReason(row, economics);
  if (reason) return <Chip size="small" color="warning" variant="outlined" label={reason} />;
  const profit = economics!.profit!;
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }} color={profit.startsWith('-') ? 'error.main' : 'success.main'}>
      {formatRub(profit)}
    </Typography>
  );
}

const columns = (scheme: Scheme, whatIf: WhatIf, targetMargin: string | null): GridColDef<UnitRow>[] => [
  {
    field: 'vendorCode',
    headerName: 'Товар',
    width: 190,
    renderCell: ({ row }) => (
      <Box sx={{ lineHeight: 1.3, py: 1, overflow: 'hidden' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {row.vendorCode}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {row.title ?? `nmID ${row.nmID}`}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'firstPrice',
    headerName: 'Себестоимость',
    width: 120,
    sortComparator: byAmount,
    renderCell: ({ value }) => formatRub(value as string | null),
  },
  {
    field: 'price',
    headerName: 'Цена до скидки',
    width: 130,
    editable: true,
    sortComparator: byAmount,
    renderCell: ({ row }) => (
      <Tooltip title="Дважды щёлкните, чтобы посчитать с другой ценой">
        <Box component="span" sx={{ fontWeight: whatIf[row.nmID]?.price ? 700 : 400 }}>
          {formatRub(row.price)}
        </Box>
      </Tooltip>
    ),
  },
  {
    field: 'discount',
    headerName: 'Скидка, %',
    width: 90,
    editable: true,
    type: 'string',
    valueGetter: (value: number | null) => (value == null ? '' : String(value)),
    renderCell: ({ row }) => (
      <Box component="span" sx={{ fontWeight: whatIf[row.nmID]?.discount !== undefined ? 700 : 400 }}>
        {row.discount ?? 0}&nbsp;%
      </Box>
    ),
  },
  {
    field: 'priceAfterDiscount',
    headerName: 'Цена продажи',
    width: 120,
    sortComparator: byAmount,
    renderCell: ({ value }) => formatRub(value as string | null),
  },
  // The result first, so it is in view without scrolling; the costs behind it follow.
  {
    ...schemeColumn(scheme, 'profit', 'Прибыль', 170),
    renderCell: ({ row }) => <Profit row={row} scheme={scheme} />,
  },
  {
    ...schemeColumn(scheme, 'marginPercent', 'Маржа', 90),
    renderCell: ({ value }) => formatPercent(value as string | null),
  },
  {
    ...schemeColumn(scheme, 'roiPercent', 'ROI', 90),
    renderCell: ({ value }) => formatPercent(value as string | null),
  },
  {
    ...schemeColumn(scheme, 'commission', 'Комиссия'),
    renderCell: ({ row }) => (
      <Box sx={{ lineHeight: 1.3 }}>
        <div>{formatRub(row[scheme]?.commission)}</div>
        <Typography variant="caption" color="text.secondary">
          {formatPercent(row[scheme]?.commissionPercent)}
        </Typography>
      </Box>
    ),
  },
  schemeColumn(scheme, 'logistics', 'Логистика'),
  ...(scheme === 'fbo' ? [schemeColumn(scheme, 'storage', 'Хранение')] : []),
  schemeColumn(scheme, 'returns', 'Возвраты'),
  schemeColumn(scheme, 'defects', 'Брак', 90),
  schemeColumn(scheme, 'tax', 'Налог', 100),
  ...(targetMargin === null
    ? []
    : [
        {
          ...schemeColumn(scheme, 'priceForTargetMargin', `Цена для маржи ${formatPercent(targetMargin)}`, 150),
          renderCell: ({ row }: { row: UnitRow }) => {
            const price = row[scheme]?.priceForTargetMargin;
            if (price != null) return formatRub(price);
            return (
              <Tooltip title="Такой маржи не достичь: комиссия и налог забирают больше, либо не хватает данных">
                <span>—</span>
              </Tooltip>
            );
          },
        } satisfies GridColDef<UnitRow>,
      ]),
];

export function UnitGrid({ rows, scheme, whatIf, targetMargin, onWhatIf }: UnitGridProps) {
  return (
    <DataGrid
      rows={rows}
      columns={columns(scheme, whatIf, targetMargin)}
      getRowId={(row) => row.nmID}
      rowHeight={56}
      initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
      pageSizeOptions={[25, 50, 100]}
      disableRowSelectionOnClick
      processRowUpdate={(updated, original) => {
        const discountTyped = String(updated.discount ?? '');
        const typed = {
          ...(updated.price !== original.price ? { price: String(updated.price ?? '') } : {}),
          ...(discountTyped !== String(original.discount ?? '') ? { discount: discountTyped } : {}),
        };
        if (Object.keys(typed).length > 0) onWhatIf(original, typed);
        return original;
      }}
      onProcessRowUpdateError={() => undefined}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
    />
  );
}
