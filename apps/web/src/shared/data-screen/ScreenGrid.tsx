import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Box, Skeleton } from '@mui/material';
import type { DataGridProps, GridValidRowModel } from '@mui/x-data-grid';

/** The table fills the window below its top edge, never shorter than this. */
const MIN_HEIGHT = 420;
const BOTTOM_GAP = 24;

/**
 * The grid's code comes in a chunk of its own, fetched while the screen above it draws and its rows are
 * asked for, instead of before the screen can draw at all (docs/decisions.md, «A list's grid loads beside its screen»).
 */
const LoadedGrid = lazy(() => import('./LoadedGrid.tsx')) as <Row extends GridValidRowModel>(
  props: DataGridProps<Row>,
) => React.ReactNode;

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

/** Every screen's data grid: its height, and until its code has come, a grey block of the same place. */
export function ScreenGrid<Row extends GridValidRowModel>(props: DataGridProps<Row>) {
  const { ref, height } = useHeightToBottom();
  return (
    <Box ref={ref} sx={{ height }}>
      <Suspense fallback={<Skeleton variant="rectangular" height="100%" aria-label="Таблица загружается" />}>
        <LoadedGrid<Row> {...props} />
      </Suspense>
    </Box>
  );
}
