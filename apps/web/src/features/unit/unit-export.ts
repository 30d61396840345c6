import { exportTable, xlsxFileName } from '../../shared/export-xlsx.ts';
import type { UnitRow } from './unit.graphql.ts';
import { SCHEMES, unitColumns, unitLine } from './unit-columns.tsx';

/** Both schemes of every card shown, a line each. */
export const unitExportLines = (rows: readonly UnitRow[]) =>
  rows.flatMap((row) => SCHEMES.map((scheme) => unitLine(row, scheme)));

export function exportUnitEconomics(rows: UnitRow[], warehouseName: string | null) {
  const sheet = warehouseName ? `Склад ${warehouseName}`.slice(0, 31) : 'Юнит-экономика';
  const columns = unitColumns({ scheme: 'both', whatIf: {}, targetMargin: null });
  return exportTable(xlsxFileName('Юнит-экономика'), sheet, columns, unitExportLines(rows));
}
