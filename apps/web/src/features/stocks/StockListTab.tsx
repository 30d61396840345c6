import { useMemo } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { toast } from '../../shared/toast/toast.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { userMessage } from '../../shared/errors.ts';
import { exportTable, xlsxFileName } from '../../shared/export-xlsx.ts';
import { formatDay } from '../../shared/moscow-time.ts';
import { optionalTextParam } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { allPages, useServerGrid } from '../../shared/server-grid/index.ts';
import { SALES_WINDOW, SalesWindowField } from './SalesWindowField.tsx';
import { STOCK_COLUMNS } from './stock-columns.tsx';
import { STOCK_WAREHOUSES, STOCKS_PAGE, type StockItem } from './stocks.graphql.ts';

/** The warehouse, in the address with the grid's own state and the sales window. */
const SCOPE = { ...SALES_WINDOW, wh: optionalTextParam() };

/**
 * Stock by card and size, a page at a time from the server: in WB's warehouses (one or all) and the
 * seller's own, how fast it sells over the chosen window, and the day it runs out.
 */
export function StockListTab() {
  const client = useApolloClient();
  const [{ days, wh }, setScope] = useUrlState(SCOPE);
  const variables = { windowDays: days, warehouse: wh };
  const grid = useServerGrid(STOCKS_PAGE, {
    page: (data) => data.stocksPage,
    variables,
    dateFields: ['runOutOn'],
  });
  const warehouses = useQuery(STOCK_WAREHOUSES);
  const columns = useMemo(() => gridColumns(STOCK_COLUMNS), []);
  const filtered = Boolean(grid.query.search || grid.query.filters?.length || wh);
  const today = grid.data?.stocksPage.today;

  // Every row the list shows, in its order and with its filters, not only the page on screen.
  const exportAll = async () => {
    try {
      const rows = await allPages(async (page, pageSize) => {
        const answer = await client.query({
          query: STOCKS_PAGE,
          variables: { ...variables, query: { ...grid.query, page, pageSize } },
          fetchPolicy: 'network-only',
        });
        return answer.data?.stocksPage;
      });
      const list = wh ? `Остатки ${wh}` : 'Остатки';
      await exportTable(xlsxFileName(list), 'Остатки', STOCK_COLUMNS, rows);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить остатки'));
    }
  };

  return (
    <DataScreen
      toolbar={
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
          <SalesWindowField days={days} onChange={(n) => setScope({ days: n }, { push: true })} />
          <TextField
            select
            size="small"
            label="Склад"
            value={wh ?? ''}
            onChange={(event) => setScope({ wh: event.target.value || null }, { push: true })}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="">Все склады WB и свои</MenuItem>
            {(warehouses.data?.stockWarehouses ?? []).map((w) => (
              <MenuItem key={w.name} value={w.name}>
                {w.name} ({w.region})
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flexGrow: 1 }} />
          <Button startIcon={<FileDownloadIcon />} onClick={() => void exportAll()}>
            Выгрузить в Excel
          </Button>
        </Stack>
      }
      loading={grid.loading}
      error={grid.error}
      hasData={grid.hasData}
      isEmpty={grid.totalCount === 0 && !filtered}
      onRetry={() => void grid.refetch()}
      failed="Не удалось загрузить остатки"
      empty={
        <EmptyState
          title="Остатков пока нет"
          hint="Они появятся после синхронизации с WB: токен должен давать доступ к категории «Аналитика» (склады WB) и «Маркетплейс» (свои склады)."
        />
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {today ? `Остатки на ${formatDay(today)}. ` : ''}Продажи в день — заказы за {days} дней без отменённых; дней
        запаса — всего на складах, делённое на продажи в день. Упущенные заказы — дни без остатка, умноженные на темп
        продаж до последнего заказа.
      </Typography>
      <ScreenGrid<StockItem> columns={columns} {...grid.gridProps} showToolbar />
    </DataScreen>
  );
}
