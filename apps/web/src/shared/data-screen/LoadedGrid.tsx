import { useMemo } from 'react';
import {
  DataGrid,
  getGridSingleSelectOperators,
  type DataGridProps,
  type GridColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { gridLocaleText } from './grid-locale.ts';
import { PAGE_SIZES } from './page-sizes.ts';

/**
 * The grid's own export and print would hold the visible page only: each list has one export, the
 * screen's full «Выгрузить в Excel», and the toolbar keeps only columns, filters and density.
 */
const NO_PAGE_EXPORT = { csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } };

/** A list's choice column (a status, a kind) is filtered by one value: «равно» is its only operator. */
const IS_ONLY = getGridSingleSelectOperators().filter((operator) => operator.value === 'is');

function withChoiceFilters<Row extends GridValidRowModel>(columns: readonly GridColDef<Row>[]): GridColDef<Row>[] {
  return columns.map((column) =>
    column.type === 'singleSelect' && !column.filterOperators ? { ...column, filterOperators: IS_ONLY } : column,
  );
}

/**
 * The data grid itself, with the page sizes, first page of 50, Russian texts and look of every screen:
 * a chunk of its own (about half of a list screen's JavaScript), loaded by ScreenGrid when a list draws.
 */
export default function LoadedGrid<Row extends GridValidRowModel>({
  sx,
  initialState,
  slotProps,
  columns,
  ...props
}: DataGridProps<Row>) {
  const shown = useMemo(() => withChoiceFilters(columns), [columns]);
  return (
    <DataGrid<Row>
      columns={shown}
      pageSizeOptions={PAGE_SIZES}
      disableRowSelectionOnClick
      localeText={gridLocaleText}
      {...props}
      slotProps={{ ...slotProps, toolbar: { ...NO_PAGE_EXPORT, ...slotProps?.toolbar } }}
      initialState={{
        ...initialState,
        pagination: { paginationModel: { pageSize: 50 }, ...initialState?.pagination },
      }}
      sx={[
        { bgcolor: 'background.paper', '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
