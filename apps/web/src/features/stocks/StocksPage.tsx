import { useMemo } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { toast } from '../../shared/toast/toast.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { userMessage } from '../../shared/errors.ts';
import { exportTable, xlsxFileName } from '../../shared/export-xlsx.ts';
import { formatDay } from '../../shared/moscow-time.ts';
import { intParam, optionalTextParam } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { useServerGrid } from '../../shared/server-grid/index.ts';
import { STOCK_COLUMNS } from './stock-columns.tsx';
import { STOCK_WAREHOUSES, STOCKS_PAGE, type StockItem } from './stocks.graphql.ts';

/** The most rows the server gives a page; the export asks page after page. */
const EXPORT_PAGE = 500;
/** The sales windows offered; the server takes any from 7 to 90 days. */
const WINDOWS = [7, 14, 30, 60, 90];

/** The sales window and the warehouse, in the address with the grid's own state. */
const SCOPE = { days: intParam(30, { min: 7, max: 90 }), wh: optionalTextParam() };

/**
 * Stock by card and size, a page at a time from the server: in WB's warehouses (one or all) and the
 * seller's own, how fast it sells over the chosen window, and the day it runs out.
 */
export default function StocksPage() {
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
      const rows: StockItem[] = [];
      for (let page = 0; ; page++) {
        const answer = await client.query({
          query: STOCKS_PAGE,
          variables: { ...variables, query: { ...grid.query, page, pageSize: EXPORT_PAGE } },
          fetchPolicy: 'network-only',
        });
        const shown = answer.data?.stocksPage;
        rows.push(...(shown?.items ?? []));
        if (!shown || rows.length >= shown.totalCount || shown.items.length === 0) break;
      }
      const list = wh ? `Остатки ${wh}` : 'Остатки';
      await exportTable(xlsxFileName(list), 'Остатки', STOCK_COLUMNS, rows);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить остатки'));
    }
  };

  return (
    <DataScreen
      title="Остатки"
      sync={['stocks', 'sellerStocks', 'orders']}
      actions={
        <Button startIcon={<FileDownloadIcon />} onClick={() => void exportAll()}>
          Выгрузить в Excel
        </Button>
      }
      toolbar={
        <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
          <TextField
            select
            size="small"
            label="Продажи за"
            value={days}
            onChange={(event) => setScope({ days: Number(event.target.value) }, { push: true })}
            sx={{ minWidth: 140 }}
          >
            {WINDOWS.map((n) => (
              <MenuItem key={n} value={n}>
                {n} дней
              </MenuItem>
            ))}
          </TextField>
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
