import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Box, Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { gridColumns } from '../columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../data-screen/index.ts';
import { userMessage } from '../errors.ts';
import { exportTable, xlsxFileName } from '../export-xlsx.ts';
import { allPages, useServerGrid } from '../server-grid/index.ts';
import { toast } from '../toast/toast.ts';
import { intParam } from '../url-state/url-params.ts';
import { useUrlState } from '../url-state/use-url-state.ts';
import { priceLogColumns, type PriceLogLine } from './price-log-columns.tsx';
import { PRICE_LOG_PAGE } from './prices.graphql.ts';

const PERIODS = [7, 30, 90, 366];
const schema = { days: intParam(30, { min: 1, max: 366 }) };

/**
 * The price log: every card of every change sent to WB with WB's answer, newest first, a page at a
 * time from the server. The period, sort, filters and page live in the address; the export takes
 * every line the filters keep, not only the page on screen.
 */
export function PriceLog() {
  const client = useApolloClient();
  const [{ days }, setChoice] = useUrlState(schema);
  const grid = useServerGrid(PRICE_LOG_PAGE, {
    page: (data) => data.priceLogPage,
    variables: { days },
    initialSort: [{ field: 'createdAt', sort: 'desc' }],
  });
  const specs = useMemo(() => priceLogColumns(), []);
  const columns = useMemo(() => gridColumns(specs), [specs]);
  const filtered = Boolean(grid.query.search || grid.query.filters?.length);

  const exportAll = async () => {
    try {
      const rows = await allPages<PriceLogLine>(async (page, pageSize) => {
        const answer = await client.query({
          query: PRICE_LOG_PAGE,
          variables: { days, query: { ...grid.query, page, pageSize } },
          fetchPolicy: 'network-only',
        });
        return answer.data?.priceLogPage;
      });
      await exportTable(xlsxFileName('Журнал цен'), 'Журнал цен', specs, rows);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить журнал в Excel'));
    }
  };

  const toolbar = (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Период"
          value={days}
          onChange={(event) => setChoice({ days: Number(event.target.value) }, { push: true })}
          sx={{ width: 180 }}
        >
          {PERIODS.map((period) => (
            <MenuItem key={period} value={period}>
              {period === 366 ? 'За год' : `${period} дней`}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button startIcon={<FileDownloadIcon />} disabled={grid.totalCount === 0} onClick={() => void exportAll()}>
          Экспорт в Excel
        </Button>
      </Stack>
    </Paper>
  );
  return (
    <DataScreen
      sync={['prices']}
      toolbar={toolbar}
      loading={grid.loading}
      error={grid.error}
      hasData={grid.hasData}
      isEmpty={grid.totalCount === 0 && !filtered}
      onRetry={() => void grid.refetch()}
      failed="Не удалось загрузить журнал цен"
      empty={
        <EmptyState
          title="Цены за этот период не менялись"
          hint="Выберите товары на вкладке «Прибыль на единицу» и нажмите «Изменить цены»."
        />
      }
    >
      <ScreenGrid<PriceLogLine>
        columns={columns}
        getRowId={(line) => line.id}
        getRowHeight={() => 'auto'}
        showToolbar
        {...grid.gridProps}
      />
    </DataScreen>
  );
}
