import { exportTable } from '../../shared/export-xlsx.ts';
import { formatDay } from '../../shared/moscow-time.ts';
import { TARIFF_COLUMNS } from './tariff-columns.ts';
import type { Tariff } from './unit.graphql.ts';

export function exportTariffs(rows: Tariff[], tariffDate: string | null) {
  return exportTable(
    `Тарифы складов${tariffDate ? ` на ${formatDay(tariffDate)}` : ''}.xlsx`,
    'Тарифы',
    TARIFF_COLUMNS,
    rows,
  );
}
