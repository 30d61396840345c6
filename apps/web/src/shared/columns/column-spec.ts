// One description of a table column drives both the screen's data grid and its Excel export.
import type { ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';

export type ColumnKind = 'money' | 'percent' | 'decimal' | 'integer' | 'text' | 'date' | 'dateTime' | 'status';

/** The raw value of a cell: decimal strings for money, percents and decimals; numbers for integers; ISO text for dates. */
export type CellValue = string | number | null | undefined;

export interface StatusLabel {
  label: string;
  color?: 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';
}

export interface ColumnSpec<Row> {
  field: string;
  /** The grid's header; the export adds the unit (", ₽", ", %") unless `exportHeader` says otherwise. */
  header: string;
  kind: ColumnKind;
  value(row: Row): CellValue;
  /** Places shown for a decimal (Объём, л: 3). */
  places?: number;
  /** Labels of a status column's values. */
  statuses?: Record<string, StatusLabel>;
  /** Where the column appears; both by default. */
  only?: 'grid' | 'export';
  exportHeader?: string;
  exportWidth?: number;
  /** Excel number format instead of the kind's. */
  numFmt?: string;
  width?: number;
  minWidth?: number;
  flex?: number;
  /** What the grid shows instead of the formatted value (two lines, chips, a warning icon). */
  render?(row: Row): ReactNode;
  /** Anything else of the grid column (editable, sortable: false, …). */
  grid?: Partial<GridColDef<Row & object>>;
}

export const isNumeric = (kind: ColumnKind) =>
  kind === 'money' || kind === 'percent' || kind === 'decimal' || kind === 'integer';
