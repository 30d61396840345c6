import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import type { Tariff } from './unit.graphql.ts';

type Part = 'box' | 'pallet';

const PARTS: Record<Part, string> = { box: 'Короба', pallet: 'Монопаллеты' };

function partValue(row: Tariff, part: Part, field: string): string | null {
  return (row[part] as Record<string, string | null> | null)?.[field] ?? null;
}

function tariff(part: Part, field: string, kind: 'money' | 'percent', header: string, exportName: string) {
  const spec: ColumnSpec<Tariff> = {
    field: `${part}.${field}`,
    header,
    exportHeader: `${PARTS[part]}${exportName}${kind === 'money' ? ', ₽' : ', %'}`,
    kind,
    // Wide enough for the header: a seller should not have to hover to read what a column is.
    width: Math.max(110, header.length * 8 + 40),
    // WB's rates can have more than two places; Excel keeps them all.
    numFmt: '0.00##',
    value: (row) => partValue(row, part, field),
  };
  return spec;
}

/** WB's warehouse tariffs, on screen (grouped by boxes and pallets) and in the Excel file. */
export const TARIFF_COLUMNS: ColumnSpec<Tariff>[] = [
  {
    field: 'warehouseName',
    header: 'Склад',
    kind: 'text',
    width: 200,
    exportWidth: 28,
    value: (row) => row.warehouseName,
  },
  {
    field: 'geoName',
    header: 'Регион',
    kind: 'text',
    width: 160,
    exportWidth: 22,
    value: (row) => row.geoName || null,
  },
  tariff('box', 'boxDeliveryAndStorageExpr', 'percent', 'Коэф. логистики', ': коэф. логистики'),
  tariff('box', 'boxDeliveryBase', 'money', 'Первый литр', ': первый литр'),
  tariff('box', 'boxDeliveryLiter', 'money', 'Доп. литр', ': доп. литр'),
  tariff('box', 'boxDeliveryMarketplaceBase', 'money', 'FBS: первый литр', ' FBS: первый литр'),
  tariff('box', 'boxDeliveryMarketplaceLiter', 'money', 'FBS: доп. литр', ' FBS: доп. литр'),
  tariff('box', 'boxStorageExpr', 'percent', 'Коэф. хранения', ': коэф. хранения'),
  tariff('box', 'boxStorageBase', 'money', 'Хранение: первый литр в день', ': хранение первого литра в день'),
  tariff('box', 'boxStorageLiter', 'money', 'Хранение: доп. литр в день', ': хранение доп. литра в день'),
  tariff('pallet', 'palletDeliveryExpr', 'percent', 'Коэф. логистики', ': коэф. логистики'),
  tariff('pallet', 'palletDeliveryValueBase', 'money', 'Первый литр', ': первый литр'),
  tariff('pallet', 'palletDeliveryValueLiter', 'money', 'Доп. литр', ': доп. литр'),
  tariff('pallet', 'palletStorageExpr', 'percent', 'Коэф. хранения', ': коэф. хранения'),
  tariff('pallet', 'palletStorageValueExpr', 'money', 'Хранение паллеты в день', ': хранение паллеты в день'),
];
