import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { gridLocaleText } from './grid-locale.ts';

/** The data grid as a short table under a screen's list: rows as tall as they come, Russian texts. */
export default function LoadedTable<Row extends GridValidRowModel>(props: DataGridProps<Row>) {
  return <DataGrid<Row> autoHeight localeText={gridLocaleText} disableRowSelectionOnClick {...props} />;
}
