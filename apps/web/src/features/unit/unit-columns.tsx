import { Box, Chip, IconButton, Typography } from '@mui/material';
import { CellTooltip } from '../../shared/data-screen/CellTooltip.tsx';
import TuneIcon from '@mui/icons-material/Tune';
import HistoryIcon from '@mui/icons-material/History';
import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import { formatPercent, formatRub } from '../../shared/money-format.ts';
import { AdvertCostCell } from './components/AdvertCostCell.tsx';
import type { UnitRow, UnitScheme } from './unit.graphql.ts';
import type { AdvertOffers } from './use-advert-offers.ts';
import { missingReason, SCHEME_LABELS, type Scheme, type WhatIf } from './unit-view.ts';
import { buyoutFromOrdersText, SOURCE_LABELS, storageText } from './unit-settings-form.ts';

/** A card's unit economics under one sales scheme: the grid shows the chosen one, the export both. */
export type UnitLine = UnitRow & { scheme: Scheme; economics: UnitScheme | null };

export const unitLine = (row: UnitRow, scheme: Scheme): UnitLine => ({
  ...row,
  scheme,
  economics: row[scheme] ?? null,
});

export const SCHEMES: Scheme[] = ['fbo', 'fbs'];

export interface UnitView {
  /** The scheme the grid shows; the export («both») writes a line per scheme. */
  scheme: Scheme | 'both';
  whatIf: WhatIf;
  targetMargin: string | null;
  /** The period's advertising cost per sale, offered in the «Реклама» cell (the screen only). */
  advert?: { offers: AdvertOffers; onTake(line: UnitLine, amount: string): void };
  /** Opens the card's saved inputs (the screen only). */
  onSettings?(line: UnitLine): void;
  onHistory?(line: UnitLine): void;
}

function Profit({ line }: { line: UnitLine }) {
  const reason = missingReason(line, line.economics);
  if (reason) return <Chip size="small" color="warning" variant="outlined" label={reason} />;
  const profit = line.economics!.profit!;
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }} color={profit.startsWith('-') ? 'error.main' : 'success.main'}>
      {formatRub(profit)}
    </Typography>
  );
}

/** The columns of «Прибыль на единицу», on screen and in the Excel file. */
export function unitColumns({
  scheme,
  whatIf,
  targetMargin,
  advert,
  onSettings,
  onHistory,
}: UnitView): ColumnSpec<UnitLine>[] {
  const exporting = scheme === 'both';
  const cost = (field: keyof UnitScheme, header: string, width = 110): ColumnSpec<UnitLine> => ({
    field: `${scheme}.${field}`,
    header,
    kind: 'money',
    width,
    exportWidth: 14,
    value: (line) => line.economics?.[field],
  });
  return [
    { field: 'nmID', header: 'nmID', kind: 'integer', only: 'export', exportWidth: 12, value: (line) => line.nmID },
    ...(onSettings
      ? [
          {
            field: 'settings',
            header: '',
            kind: 'text' as const,
            only: 'grid' as const,
            width: onHistory ? 88 : 56,
            grid: { sortable: false, filterable: false, disableColumnMenu: true },
            value: () => null,
            render: (line: UnitLine) => (
              <>
                <CellTooltip title="Выкуп, эквайринг, приёмка, упаковка и доставка карточки">
                  <IconButton
                    size="small"
                    aria-label={`Настройки юнит-экономики ${line.vendorCode}`}
                    onClick={() => onSettings(line)}
                  >
                    <TuneIcon fontSize="small" />
                  </IconButton>
                </CellTooltip>
                {onHistory && (
                  <CellTooltip title="История цен, отправленных в WB">
                    <IconButton
                      size="small"
                      aria-label={`История цен ${line.vendorCode}`}
                      onClick={() => onHistory(line)}
                    >
                      <HistoryIcon fontSize="small" />
                    </IconButton>
                  </CellTooltip>
                )}
              </>
            ),
          },
        ]
      : []),
    {
      field: 'vendorCode',
      header: 'Товар',
      exportHeader: 'Артикул продавца',
      exportWidth: 20,
      kind: 'text',
      width: 190,
      value: (line) => line.vendorCode,
      render: (line) => (
        <Box sx={{ lineHeight: 1.3, py: 1, overflow: 'hidden' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {line.vendorCode}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {line.title ?? `nmID ${line.nmID}`}
          </Typography>
        </Box>
      ),
    },
    { field: 'title', header: 'Название', kind: 'text', only: 'export', exportWidth: 36, value: (line) => line.title },
    {
      field: 'scheme',
      header: 'Схема',
      kind: 'text',
      only: 'export',
      value: (line) => SCHEME_LABELS[line.scheme],
    },
    {
      field: 'firstPrice',
      header: 'Себестоимость',
      kind: 'money',
      width: 120,
      exportWidth: 14,
      value: (l) => l.firstPrice,
    },
    {
      field: 'price',
      header: 'Цена до скидки',
      kind: 'money',
      width: 130,
      exportWidth: 14,
      grid: { editable: true },
      value: (line) => line.price,
      render: (line) => (
        <CellTooltip title="Дважды щёлкните, чтобы посчитать с другой ценой">
          <Box component="span" sx={{ fontWeight: whatIf[line.nmID]?.price ? 700 : 400 }}>
            {formatRub(line.price)}
          </Box>
        </CellTooltip>
      ),
    },
    {
      field: 'discount',
      header: 'Скидка, %',
      kind: 'integer',
      width: 90,
      exportWidth: 10,
      grid: { editable: true },
      value: (line) => line.discount,
      render: (line) => (
        <Box component="span" sx={{ fontWeight: whatIf[line.nmID]?.discount !== undefined ? 700 : 400 }}>
          {line.discount ?? 0}&nbsp;%
        </Box>
      ),
    },
    {
      field: 'buyoutPercent',
      header: 'Выкуп, %',
      kind: 'percent',
      width: 170, // its source under it: «по заказам и продажам»
      exportWidth: 10,
      grid: { editable: true },
      value: (line) => line.buyoutPercent,
      render: (line) => (
        <CellTooltip
          title={`Откуда: ${SOURCE_LABELS[line.buyoutSource]}. По заказам и продажам: ${buyoutFromOrdersText(line)}. Дважды щёлкните, чтобы посчитать с другим`}
        >
          <Box sx={{ lineHeight: 1.3, textAlign: 'right' }}>
            <Box component="span" sx={{ fontWeight: whatIf[line.nmID]?.buyoutPercent !== undefined ? 700 : 400 }}>
              {formatPercent(line.buyoutPercent)}
            </Box>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {SOURCE_LABELS[line.buyoutSource]}
            </Typography>
          </Box>
        </CellTooltip>
      ),
    },
    {
      field: 'buyoutSource',
      header: 'Выкуп: откуда',
      kind: 'text',
      only: 'export',
      exportWidth: 24,
      value: (line) => SOURCE_LABELS[line.buyoutSource],
    },
    {
      ...cost('advert', 'Реклама', 150),
      field: 'advertPerSale',
      exportHeader: 'Реклама на продажу, ₽',
      grid: { editable: true },
      ...(advert && {
        render: (line: UnitLine) => (
          <AdvertCostCell
            nmID={line.nmID}
            counted={line.economics?.advert}
            taken={whatIf[line.nmID]?.advertPerSale !== undefined}
            offers={advert.offers}
            onTake={(amount) => advert.onTake(line, amount)}
          />
        ),
      }),
    },
    {
      field: 'priceAfterDiscount',
      header: 'Цена продажи',
      kind: 'money',
      width: 120,
      exportWidth: 14,
      value: (line) => line.priceAfterDiscount,
    },
    // The result first, so it is in view without scrolling; the costs behind it follow.
    { ...cost('profit', 'Прибыль', 170), only: 'grid', render: (line) => <Profit line={line} /> },
    { ...cost('marginPercent', 'Маржа', 90), kind: 'percent', only: 'grid' },
    { ...cost('roiPercent', 'ROI', 90), kind: 'percent', only: 'grid' },
    {
      field: 'commissionPercent',
      header: 'Комиссия',
      kind: 'percent',
      only: 'export',
      exportWidth: 12,
      value: (line) => line.economics?.commissionPercent,
    },
    {
      ...cost('commission', 'Комиссия'),
      render: (line) => (
        <Box sx={{ lineHeight: 1.3, textAlign: 'right' }}>
          <div>{formatRub(line.economics?.commission)}</div>
          <Typography variant="caption" color="text.secondary">
            {formatPercent(line.economics?.commissionPercent)}
          </Typography>
        </Box>
      ),
    },
    cost('acquiring', 'Эквайринг', 100),
    cost('logistics', 'Логистика'),
    ...(scheme === 'fbs'
      ? []
      : [
          {
            ...cost('storage', 'Хранение', 150), // its source under it: «по отчёту WB»
            render: (line: UnitLine) => (
              <CellTooltip title={storageText(line)}>
                <Box sx={{ lineHeight: 1.3, textAlign: 'right' }} data-testid="storage-cell">
                  <div>{formatRub(line.economics?.storage)}</div>
                  <Typography variant="caption" color="text.secondary" component="div" noWrap>
                    {line.storageSource === 'WHAT_IF'
                      ? `${line.storageDays} дн. по тарифу`
                      : line.storageReport.source.startsWith('нет отчёта')
                        ? 'нет отчёта'
                        : SOURCE_LABELS.REPORT}
                  </Typography>
                </Box>
              </CellTooltip>
            ),
          },
          {
            field: 'storageSource',
            header: 'Откуда хранение',
            kind: 'text' as const,
            only: 'export' as const,
            exportWidth: 60,
            value: (line: UnitLine) => storageText(line),
          },
          {
            ...cost('acceptance', 'Платная приёмка', 140),
            render: (line: UnitLine) => (
              <CellTooltip title={`Откуда: ${SOURCE_LABELS[line.acceptanceSource]}. ${line.acceptanceReport.source}`}>
                <Box sx={{ lineHeight: 1.3, textAlign: 'right' }}>
                  <div>{formatRub(line.economics?.acceptance)}</div>
                  <Typography variant="caption" color="text.secondary" component="div" noWrap>
                    {SOURCE_LABELS[line.acceptanceSource]}
                  </Typography>
                </Box>
              </CellTooltip>
            ),
          },
        ]),
    { ...cost('returns', 'Невыкупы'), exportHeader: 'Обратная логистика невыкупов' },
    cost('defects', 'Брак', 90),
    cost('packaging', 'Упаковка', 100),
    cost('deliveryToWb', 'Доставка на WB', 120),
    {
      ...cost('tax', 'Налог', 110),
      render: (line: UnitLine) => (
        <Box sx={{ lineHeight: 1.3, textAlign: 'right' }}>
          <div>{formatRub(line.economics?.tax)}</div>
          {line.economics?.vat != null && line.economics.vat !== '0.00' && (
            <Typography variant="caption" color="text.secondary">
              НДС {formatRub(line.economics.vat)}
            </Typography>
          )}
        </Box>
      ),
    },
    ...(exporting ? [cost('vat', 'НДС к уплате'), cost('usn', 'УСН')] : []),
    // In the Excel file the result comes after the costs, as a seller adds them up.
    ...(exporting
      ? [
          cost('profit', 'Прибыль'),
          { ...cost('marginPercent', 'Маржа'), kind: 'percent' as const, exportWidth: 10 },
          { ...cost('roiPercent', 'ROI'), kind: 'percent' as const, exportWidth: 10 },
        ]
      : []),
    ...(targetMargin === null && !exporting
      ? []
      : [
          {
            ...cost('priceForTargetMargin', `Цена для маржи ${formatPercent(targetMargin)}`, 150),
            exportHeader: 'Цена для целевой маржи, ₽',
            render: (line: UnitLine) => {
              const price = line.economics?.priceForTargetMargin;
              if (price != null) return formatRub(price);
              return (
                <CellTooltip title="Такой маржи не достичь: комиссия и налог забирают больше, либо не хватает данных">
                  <span>—</span>
                </CellTooltip>
              );
            },
          },
        ]),
  ];
}
