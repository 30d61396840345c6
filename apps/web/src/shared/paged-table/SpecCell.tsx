import TableCell from '@mui/material/TableCell';
import { isNumeric, type ColumnSpec } from '../columns/column-spec.ts';
import { formatCell } from '../columns/format.ts';

/** A ColumnSpec's header or value in a plain table, aligned as the data grid aligns it. */
export function specAlign<Row>(spec: ColumnSpec<Row>) {
  return isNumeric(spec.kind) ? ('right' as const) : ('left' as const);
}

/** One cell of a row: the spec's own rendering or its formatted value; `data-field` names the column. */
export function SpecCell<Row>({ spec, row }: { spec: ColumnSpec<Row>; row: Row }) {
  // On one line: an article would break at its hyphens.
  return (
    <TableCell align={specAlign(spec)} data-field={spec.field} sx={{ whiteSpace: 'nowrap' }}>
      {spec.render ? spec.render(row) : formatCell(spec, spec.value(row))}
    </TableCell>
  );
}
