import { Avatar, Box, Chip, IconButton, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import { formatDecimal, formatPercent, formatRub } from '../../shared/money-format.ts';
import { tagColor } from './card-filters.ts';
import type { Card } from './cards.graphql.ts';
import { sizeName } from '../../shared/size-name.ts';
import { CellTooltip } from '../../shared/data-screen/CellTooltip.tsx';

type Size = Card['sizes'][number];

/**
 * A card with one of its sizes: the grid shows each card with its first priced size, the export
 * writes a line per size so each size's price and barcodes get their own cells.
 */
export type CardLine = Card & { size: Size | null };

export const gridLine = (card: Card): CardLine => ({
  ...card,
  size: card.sizes.find((size) => size.price != null) ?? null,
});

export const exportLines = (cards: readonly Card[]): CardLine[] =>
  cards.flatMap((card): CardLine[] =>
    card.sizes.length > 0 ? card.sizes.map((size) => ({ ...card, size })) : [{ ...card, size: null }],
  );

function OwnOrWb({ own, wb }: { own: string | null | undefined; wb: string | null | undefined }) {
  if (own != null) return <span>{formatPercent(own)}</span>;
  if (wb == null) return <span>—</span>;
  return (
    <CellTooltip title="Ставка WB для предмета; свою можно задать в настройках карточки">
      <Typography component="span" variant="body2" color="text.secondary">
        {formatPercent(wb)} WB
      </Typography>
    </CellTooltip>
  );
}

const notSortable = { sortable: false } as const;

/** The columns of «Мои товары», on screen and in the Excel file. */
export const cardColumns = (
  onEdit: (card: CardLine) => void,
  onPriceHistory?: (card: CardLine) => void,
): ColumnSpec<CardLine>[] => [
  {
    field: 'photo',
    header: 'Фото',
    kind: 'text',
    only: 'grid',
    width: 64,
    value: (line) => line.photo,
    grid: { sortable: false, filterable: false },
    render: (line) => (
      <Avatar
        variant="rounded"
        src={line.photo ?? undefined}
        alt={line.vendorCode}
        sx={{ width: 40, height: 52, my: 0.5 }}
      >
        {line.vendorCode.slice(0, 1)}
      </Avatar>
    ),
  },
  { field: 'nmID', header: 'nmID', kind: 'integer', only: 'export', exportWidth: 12, value: (line) => line.nmID },
  {
    field: 'vendorCode',
    header: 'Артикул',
    exportHeader: 'Артикул продавца',
    exportWidth: 20,
    kind: 'text',
    width: 150,
    value: (line) => line.vendorCode,
    render: (line) => (
      <Box sx={{ lineHeight: 1.3, py: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {line.vendorCode}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          nmID {line.nmID}
        </Typography>
      </Box>
    ),
  },
  { field: 'title', header: 'Название', kind: 'text', flex: 1, minWidth: 180, exportWidth: 40, value: (l) => l.title },
  { field: 'brand', header: 'Бренд', kind: 'text', width: 120, value: (line) => line.brand },
  { field: 'subjectName', header: 'Предмет', kind: 'text', width: 130, value: (line) => line.subjectName },
  {
    field: 'size',
    header: 'Размер',
    kind: 'text',
    only: 'export',
    exportWidth: 10,
    value: (line) => (line.size ? sizeName(line.size) : null),
  },
  {
    field: 'skus',
    header: 'Баркоды',
    kind: 'text',
    only: 'export',
    exportWidth: 20,
    value: (line) => line.size?.skus.join(', ') ?? null,
  },
  { field: 'basePrice', header: 'Цена', kind: 'money', only: 'export', value: (line) => line.size?.price },
  {
    field: 'discount',
    header: 'Скидка, %',
    kind: 'integer',
    only: 'export',
    exportWidth: 10,
    value: (line) => line.size?.discount,
  },
  {
    field: 'price',
    header: 'Цена со скидкой',
    kind: 'money',
    width: 150,
    value: (line) => line.size?.discountedPrice,
    render: (line) => {
      if (!line.size) return <Typography color="text.secondary">нет цены</Typography>;
      return (
        <Box sx={{ lineHeight: 1.3, py: 1, textAlign: 'right' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {formatRub(line.size.discountedPrice)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatRub(line.size.price)} − {line.size.discount ?? 0}&nbsp;%
          </Typography>
        </Box>
      );
    },
  },
  {
    field: 'sizes',
    header: 'Размеры',
    kind: 'text',
    only: 'grid',
    width: 120,
    grid: notSortable,
    value: (line) => line.sizes.map(sizeName).join(', '),
    render: (line) => (
      <CellTooltip
        title={line.sizes
          .map((size) => `${sizeName(size)}: ${formatRub(size.price)} → ${formatRub(size.discountedPrice)}`)
          .join('\n')}
        slotProps={{ tooltip: { sx: { whiteSpace: 'pre-line' } } }}
      >
        <span>{line.sizes.map(sizeName).join(', ') || '—'}</span>
      </CellTooltip>
    ),
  },
  {
    field: 'capacity',
    header: 'Объём, л',
    kind: 'decimal',
    places: 3,
    width: 110,
    exportWidth: 10,
    value: (line) => line.capacity,
    render: (line) => {
      if (line.capacity == null) return <Typography color="warning.main">нет габаритов</Typography>;
      const { length, width, height } = line.dimensions;
      return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <CellTooltip title={`${length} × ${width} × ${height} см`}>
            <span>{formatDecimal(line.capacity, 3)}</span>
          </CellTooltip>
          {line.dimensions.isValid === false && (
            <CellTooltip title="WB считает габариты этой карточки неверными: проверьте их в карточке на WB, иначе логистика будет посчитана неверно">
              <WarningAmberIcon color="warning" fontSize="small" aria-label="Габариты под сомнением" />
            </CellTooltip>
          )}
        </Stack>
      );
    },
  },
  {
    field: 'dimensionsDoubtful',
    header: 'Габариты под сомнением',
    kind: 'text',
    only: 'export',
    exportWidth: 12,
    value: (line) => (line.dimensions.isValid === false ? 'да' : null),
  },
  {
    field: 'tags',
    header: 'Ярлыки',
    kind: 'text',
    width: 160,
    grid: notSortable,
    value: (line) => line.tags.map((tag) => tag.name).join(', ') || null,
    render: (line) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}>
        {line.tags.map((tag) => (
          <Chip key={tag.id} size="small" label={tag.name} sx={{ bgcolor: tagColor(tag.color) }} />
        ))}
      </Stack>
    ),
  },
  {
    field: 'firstPrice',
    header: 'Себестоимость',
    kind: 'money',
    width: 140,
    grid: { editable: true },
    value: (line) => line.firstPrice,
    render: (line) =>
      line.firstPrice == null ? (
        <CellTooltip title="Дважды щёлкните, чтобы ввести себестоимость: без неё не посчитать прибыль">
          <Chip size="small" color="warning" label="не задана" />
        </CellTooltip>
      ) : (
        formatRub(line.firstPrice)
      ),
  },
  {
    field: 'titleForTn',
    header: 'Наименование для ТН',
    kind: 'text',
    only: 'export',
    exportWidth: 30,
    value: (line) => line.titleForTn,
  },
  {
    field: 'returnPercent',
    header: 'Возвраты',
    kind: 'percent',
    width: 90,
    exportWidth: 12,
    value: (l) => l.returnPercent,
  },
  {
    field: 'defectPercent',
    header: 'Брак',
    kind: 'percent',
    width: 80,
    exportWidth: 10,
    value: (l) => l.defectPercent,
  },
  {
    field: 'fbsCommission',
    header: 'Комиссия FBS',
    kind: 'percent',
    width: 120,
    exportWidth: 12,
    grid: notSortable,
    value: (line) => line.fbsCommission ?? line.wbFbsCommission,
    render: (line) => <OwnOrWb own={line.fbsCommission} wb={line.wbFbsCommission} />,
  },
  {
    field: 'fboCommission',
    header: 'Комиссия FBO',
    kind: 'percent',
    width: 120,
    exportWidth: 12,
    grid: notSortable,
    value: (line) => line.fboCommission ?? line.wbFboCommission,
    render: (line) => <OwnOrWb own={line.fboCommission} wb={line.wbFboCommission} />,
  },
  {
    field: 'actions',
    header: '',
    kind: 'text',
    only: 'grid',
    width: onPriceHistory ? 96 : 56,
    value: () => null,
    grid: { sortable: false, filterable: false, disableColumnMenu: true },
    render: (line) => (
      <>
        <CellTooltip title="Все настройки и история изменений">
          <IconButton aria-label={`Настройки карточки ${line.vendorCode}`} onClick={() => onEdit(line)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </CellTooltip>
        {onPriceHistory && (
          <CellTooltip title="История цен, отправленных в WB">
            <IconButton aria-label={`История цен ${line.vendorCode}`} onClick={() => onPriceHistory(line)}>
              <HistoryIcon fontSize="small" />
            </IconButton>
          </CellTooltip>
        )}
      </>
    ),
  },
];
