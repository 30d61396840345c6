import { useLayoutEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { gridLocaleText } from './grid-locale.ts';
import { PAGE_SIZES } from './page-sizes.ts';

/** The table fills the window below its top edge, never shorter than this. */
const MIN_HEIGHT = 420;
const BOTTOM_GAP = 24;

/** Fills the window's height below where the grid starts, whatever sits above it. */
function useHeightToBottom() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(MIN_HEIGHT);
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, height };
}

/**
 * The grid's own export and print would hold the visible page only: each list has one export, the
 * screen's full «Выгрузить в Excel», and the toolbar keeps only columns, filters and density.
 */
const NO_PAGE_EXPORT = { csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } };

/** Every screen's data grid: its height, page sizes, first page of 50, Russian texts and look. */
export function ScreenGrid<Row extends GridValidRowModel>({
  sx,
  initialState,
  slotProps,
  ...props
}: DataGridProps<Row>) {
  const { ref, height } = useHeightToBottom();
  return (
    <Box ref={ref} sx={{ height }}>
      <DataGrid<Row>
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
    </Box>
  );
}
