import { Chip } from '@mui/material';
import type { GridColDef, GridSortCellParams } from '@mui/x-data-grid';
import { byDecimal, byMoment, byNumber, byText } from './compare.ts';
import { isNumeric, type CellValue, type ColumnKind, type ColumnSpec } from './column-spec.ts';
import { formatCell } from './format.ts';

type Comparator = (a: CellValue, b: CellValue) => number;

/** The order of a kind's values; a status orders by the label a person reads. */
export function comparatorFor<Row>(spec: ColumnSpec<Row>): Comparator {
  const kind: ColumnKind = spec.kind;
  switch (kind) {
    case 'money':
    case 'percent':
    case 'decimal':
      return (a, b) => byDecimal(a == null ? a : String(a), b == null ? b : String(b));
    case 'integer':
      return (a, b) => byNumber(a == null ? a : Number(a), b == null ? b : Number(b));
    case 'date':
    case 'dateTime':
      return (a, b) => byMoment(a == null ? a : String(a), b == null ? b : String(b));
    case 'status':
      return (a, b) => byText(a == null ? a : formatCell(spec, a), b == null ? b : formatCell(spec, b));
    case 'text':
      return (a, b) => byText(a == null ? a : String(a), b == null ? b : String(b));
  }
}

/** MUI DataGrid columns of the specs shown on screen: formatted, aligned and sorted by value. */
export function gridColumns<Row extends object>(specs: readonly ColumnSpec<Row>[]): GridColDef<Row>[] {
  return specs
    .filter((spec) => spec.only !== 'export')
    .map((spec): GridColDef<Row> => {
      const compare = comparatorFor(spec);
      const numeric = isNumeric(spec.kind);
      return {
        field: spec.field,
        headerName: spec.header,
        type: 'string',
        ...(numeric ? { align: 'right', headerAlign: 'right' } : {}),
        ...(spec.width !== undefined ? { width: spec.width } : {}),
        ...(spec.minWidth !== undefined ? { minWidth: spec.minWidth } : {}),
        ...(spec.flex !== undefined ? { flex: spec.flex } : {}),
        valueGetter: (_value, row) => spec.value(row) ?? null,
        valueFormatter: (value: CellValue) => formatCell(spec, value),
        sortComparator: (a: CellValue, b: CellValue, _x: GridSortCellParams, _y: GridSortCellParams) => compare(a, b),
        ...(spec.render
          ? { renderCell: ({ row }) => spec.render!(row) }
          : spec.kind === 'status'
            ? {
                renderCell: ({ value }) =>
                  value == null ? (
                    '—'
                  ) : (
                    <Chip
                      size="small"
                      label={formatCell(spec, value as CellValue)}
                      color={spec.statuses?.[String(value)]?.color ?? 'default'}
                    />
                  ),
              }
            : {}),
        ...(spec.grid as Partial<GridColDef<Row>> | undefined),
      };
    });
}
