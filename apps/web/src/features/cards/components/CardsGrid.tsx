import { Avatar, Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { DataGrid, type GridColDef, type GridSortCellParams } from '@mui/x-data-grid';
import { decimalToHundredths, formatDecimal, formatPercent, formatRub } from '../../../shared/money-format.ts';
import { tagColor } from '../card-filters.ts';
import type { Card } from '../cards.graphql.ts';
import { sizeName } from '../size-name.ts';

interface CardsGridProps {
  cards: Card[];
  onEdit(card: Card): void;
  /** Saves a cost price typed into the grid; throws with a message to show when it cannot. */
  onCostPriceEdit(card: Card, typed: string): Promise<Card>;
}

const byAmount = (a: string | null, b: string | null, _x?: GridSortCellParams, _y?: GridSortCellParams) =>
  (a == null ? -1 : decimalToHundredths(a.replace('-', ''))) -
  (b == null ? -1 : decimalToHundredths(b.replace('-', '')));

const firstPriced = (card: Card) => card.sizes.find((size) => size.price != null) ?? null;

function OwnOrWb({ own, wb }: { own: string | null | undefined; wb: string | null | undefined }) {
  if (own != null) return <span>{formatPercent(own)}</span>;
  if (wb == null) return <span>—</span>;
  return (
    <Tooltip title="Ставка WB для предмета; свою можно задать в настройках карточки">
      <Typography component="span" variant="body2" color="text.secondary">
        {formatPercent(wb)} WB
      </Typography>
    </Tooltip>
  );
}

const columns = (onEdit: (card: Card) => void): GridColDef<Card>[] => [
  {
    field: 'photo',
    headerName: 'Фото',
    width: 64,
    sortable: false,
    filterable: false,
    renderCell: ({ row }) => (
      <Avatar
        variant="rounded"
        src={row.photo ?? undefined}
        alt={row.vendorCode}
        sx={{ width: 40, height: 52, my: 0.5 }}
      >
        {row.vendorCode.slice(0, 1)}
      </Avatar>
    ),
  },
  {
    field: 'vendorCode',
    headerName: 'Артикул',
    width: 150,
    renderCell: ({ row }) => (
      <Box sx={{ lineHeight: 1.3, py: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {row.vendorCode}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          nmID {row.nmID}
        </Typography>
      </Box>
    ),
  },
  { field: 'title', headerName: 'Название', flex: 1, minWidth: 180 },
  { field: 'brand', headerName: 'Бренд', width: 120 },
  { field: 'subjectName', headerName: 'Предмет', width: 130 },
  {
    field: 'price',
    headerName: 'Цена со скидкой',
    width: 150,
    valueGetter: (_value, row) => firstPriced(row)?.discountedPrice ?? null,
    sortComparator: byAmount,
    renderCell: ({ row }) => {
      const size = firstPriced(row);
      if (!size) return <Typography color="text.secondary">нет цены</Typography>;
      return (
        <Box sx={{ lineHeight: 1.3, py: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {formatRub(size.discountedPrice)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatRub(size.price)} − {size.discount ?? 0}&nbsp;%
          </Typography>
        </Box>
      );
    },
  },
  {
    field: 'sizes',
    headerName: 'Размеры',
    width: 120,
    sortable: false,
    valueGetter: (_value, row) => row.sizes.map(sizeName).join(', '),
    renderCell: ({ row, value }) => (
      <Tooltip
        title={row.sizes
          .map((size) => `${sizeName(size)}: ${formatRub(size.price)} → ${formatRub(size.discountedPrice)}`)
          .join('\n')}
        slotProps={{ tooltip: { sx: { whiteSpace: 'pre-line' } } }}
      >
        <span>{String(value || '—')}</span>
      </Tooltip>
    ),
  },
  {
    field: 'capacity',
    headerName: 'Объём, л',
    width: 110,
    sortComparator: byAmount,
    renderCell: ({ row }) => {
      if (row.capacity == null) return <Typography color="warning.main">нет габаритов</Typography>;
      const { length, width, height } = row.dimensions;
      return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <Tooltip title={`${length} × ${width} × ${height} см`}>
            <span>{formatDecimal(row.capacity, 3)}</span>
          </Tooltip>
          {row.dimensions.isValid === false && (
            <Tooltip title="WB считает габариты этой карточки неверными: проверьте их в карточке на WB, иначе логистика будет посчитана неверно">
              <WarningAmberIcon color="warning" fontSize="small" aria-label="Габариты под сомнением" />
            </Tooltip>
          )}
        </Stack>
      );
    },
  },
  {
    field: 'tags',
    headerName: 'Ярлыки',
    width: 160,
    sortable: false,
    valueGetter: (_value, row) => row.tags.map((tag) => tag.name).join(', '),
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}>
        {row.tags.map((tag) => (
          <Chip key={tag.id} size="small" label={tag.name} sx={{ bgcolor: tagColor(tag.color) }} />
        ))}
      </Stack>
    ),
  },
  {
    field: 'firstPrice',
    headerName: 'Себестоимость',
    width: 140,
    editable: true,
    sortComparator: byAmount,
    valueFormatter: (value: string | null) => value,
    renderCell: ({ row }) =>
      row.firstPrice == null ? (
        <Tooltip title="Дважды щёлкните, чтобы ввести себестоимость: без неё не посчитать прибыль">
          <Chip size="small" color="warning" label="не задана" />
        </Tooltip>
      ) : (
        formatRub(row.firstPrice)
      ),
  },
  {
    field: 'returnPercent',
    headerName: 'Возвраты',
    width: 90,
    sortComparator: byAmount,
    renderCell: ({ value }) => formatPercent(value as string | null),
  },
  {
    field: 'defectPercent',
    headerName: 'Брак',
    width: 80,
    sortComparator: byAmount,
    renderCell: ({ value }) => formatPercent(value as string | null),
  },
  {
    field: 'fbsCommission',
    headerName: 'Комиссия FBS',
    width: 120,
    sortable: false,
    renderCell: ({ row }) => <OwnOrWb own={row.fbsCommission} wb={row.wbFbsCommission} />,
  },
  {
    field: 'fboCommission',
    headerName: 'Комиссия FBO',
    width: 120,
    sortable: false,
    renderCell: ({ row }) => <OwnOrWb own={row.fboCommission} wb={row.wbFboCommission} />,
  },
  {
    field: 'actions',
    headerName: '',
    width: 56,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    renderCell: ({ row }) => (
      <Tooltip title="Все настройки и история изменений">
        <IconButton aria-label={`Настройки карточки ${row.vendorCode}`} onClick={() => onEdit(row)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
  },
];

export function CardsGrid({ cards, onEdit, onCostPriceEdit }: CardsGridProps) {
  return (
    <DataGrid
      rows={cards}
      columns={columns(onEdit)}
      getRowId={(card) => card.nmID}
      rowHeight={64}
      initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
      pageSizeOptions={[25, 50, 100]}
      disableRowSelectionOnClick
      getRowClassName={({ row }) => (row.firstPrice == null ? 'no-cost-price' : '')}
      processRowUpdate={(updated, original) =>
        updated.firstPrice === original.firstPrice ? original : onCostPriceEdit(original, updated.firstPrice ?? '')
      }
      onProcessRowUpdateError={() => undefined}
      sx={{
        bgcolor: 'background.paper',
        '& .no-cost-price': { bgcolor: 'rgba(237, 108, 2, 0.06)' },
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
      }}
    />
  );
}
