import { Fragment, useState, type ReactNode } from 'react';
import {
  Box,
  IconButton,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { ColumnSpec } from '../columns/column-spec.ts';
import { PAGE_SIZES } from '../data-screen/page-sizes.ts';
import { nextSort } from './sort-order.ts';
import { SpecCell, specAlign } from './SpecCell.tsx';

// Narrow paddings, and a sort arrow only on the sorted column (a hidden arrow would still take its room
// in every header): a dozen columns fit a 1440 px window.
const TABLE_SX = {
  '& .MuiTableCell-root': { px: 0.75 },
  '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' },
};

/** `Line` is what the columns read, `Row` the list's item, which may carry more (what an opened row shows). */
export interface PagedTableProps<Line, Row extends Line = Line> {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly ColumnSpec<Line>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Rows of every page, as the server counts them. */
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange(model: GridPaginationModel): void;
  sortModel: GridSortModel;
  onSortModelChange(model: GridSortModel): void;
  /** What an opened row shows under it; a row opens by a click. */
  detail(row: Row): ReactNode;
  /** What the open button shows, for screen readers: «строки отчёта WB». */
  detailName: string;
  /** A row's own look, e.g. a unit missing from the ledger. */
  rowSx?(row: Row): SxProps<Theme>;
  /** Search and filters, above the header. */
  toolbar?: ReactNode;
}

/**
 * A page of a server-paged list as a plain MUI table: sortable headers, the pager and rows that open
 * to show what lies under them. Its state is shared/server-grid's, so the server pages, sorts and filters.
 * Columns the server cannot sort say so with `grid: { sortable: false }` in their spec.
 */
export function PagedTable<Line, Row extends Line = Line>(props: PagedTableProps<Line, Row>) {
  const { columns, rows, rowKey, paginationModel, onPaginationModelChange, sortModel, detail } = props;
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpened((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const shown = columns.filter((spec) => spec.only !== 'export');

  return (
    // At most the window's height under the sticky top bar: scrolled to, the whole table with its pager is in view.
    <Paper variant="outlined" sx={{ maxHeight: 'calc(100vh - 96px)', display: 'flex', flexDirection: 'column' }}>
      {props.toolbar}
      <Box sx={{ height: 4 }}>{props.loading && <LinearProgress aria-label="Загрузка" />}</Box>
      <TableContainer sx={{ flex: '1 1 auto', minHeight: 0 }}>
        <Table stickyHeader size="small" aria-label={props.label} sx={TABLE_SX}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {shown.map((spec) => {
                const sorted = sortModel[0]?.field === spec.field ? sortModel[0].sort : null;
                return (
                  <TableCell
                    key={spec.field}
                    align={specAlign(spec)}
                    sortDirection={sorted ?? false}
                    sx={{ fontWeight: 600 }}
                  >
                    {spec.grid?.sortable === false ? (
                      spec.header
                    ) : (
                      <TableSortLabel
                        active={Boolean(sorted)}
                        direction={sorted ?? 'asc'}
                        onClick={() => props.onSortModelChange(nextSort(sortModel, spec.field))}
                      >
                        {spec.header}
                      </TableSortLabel>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !props.loading && (
              <TableRow>
                <TableCell colSpan={shown.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  Нет строк с такими условиями
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => {
              const key = rowKey(row);
              const open = opened.has(key);
              const own = props.rowSx?.(row) ?? [];
              return (
                <Fragment key={key}>
                  <TableRow
                    hover
                    selected={open}
                    onClick={() => toggle(key)}
                    sx={[{ cursor: 'pointer' }, ...(Array.isArray(own) ? own : [own])]}
                  >
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-expanded={open}
                        aria-label={`${open ? 'Скрыть' : 'Показать'} ${props.detailName}`}
                      >
                        {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                      </IconButton>
                    </TableCell>
                    {shown.map((spec) => (
                      <SpecCell key={spec.field} spec={spec} row={row} />
                    ))}
                  </TableRow>
                  {open && (
                    <TableRow>
                      <TableCell colSpan={shown.length + 1} sx={{ bgcolor: 'action.hover', py: 1.5 }}>
                        {detail(row)}
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.rowCount}
        page={paginationModel.page}
        rowsPerPage={paginationModel.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, page) => onPaginationModelChange({ ...paginationModel, page })}
        onRowsPerPageChange={(event) => onPaginationModelChange({ page: 0, pageSize: Number(event.target.value) })}
        sx={{ borderTop: 1, borderColor: 'divider', flexShrink: 0 }}
      />
    </Paper>
  );
}
