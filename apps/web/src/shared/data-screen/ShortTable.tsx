import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { DataGridProps, GridValidRowModel } from '@mui/x-data-grid';

/** The grid's code comes after the screen has drawn, as a list's grid does (ScreenGrid.tsx). */
const LoadedTable = lazy(() => import('./LoadedTable.tsx')) as <Row extends GridValidRowModel>(
  props: DataGridProps<Row>,
) => React.ReactNode;

/** A short table below a screen's main list (a log, a summary): as tall as its rows, a grey block until its code has come. */
export function ShortTable<Row extends GridValidRowModel>(props: DataGridProps<Row>) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={160} aria-label="Таблица загружается" />}>
      <LoadedTable<Row> {...props} />
    </Suspense>
  );
}
