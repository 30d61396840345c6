import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { gridColumns } from '../columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../data-screen/index.ts';
import { userMessage } from '../errors.ts';
import { exportTable, xlsxFileName } from '../export-xlsx.ts';
import { toast } from '../toast/toast.ts';
import { useGridUrlState } from '../url-state/grid-url-state.ts';
import { intParam } from '../url-state/url-params.ts';
import { useUrlState } from '../url-state/use-url-state.ts';
import { priceLogColumns } from './price-log-columns.tsx';
import { PRICE_LOG } from './prices.graphql.ts';

const PERIODS = [7, 30, 90, 366];
const schema = { days: intParam(30, { min: 1, max: 366 }) };

/**
 * The price log: every card of every change sent to WB with WB's answer, newest first. The period,
 * sort, filters and page live in the address; the export takes the rows the grid keeps.
 */
export function PriceLog() {
  const [{ days }, setChoice] = useUrlState(schema);
  const { gridModels } = useGridUrlState({ initialSort: [{ field: 'createdAt', sort: 'desc' }] });
  const log = useQuery(PRICE_LOG, { variables: { days }, fetchPolicy: 'cache-and-network' });
  const rows = (log.data ?? log.previousData)?.priceLog ?? [];
  const specs = useMemo(() => priceLogColumns(), []);
  const columns = useMemo(() => gridColumns(specs), [specs]);
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
        <Button
          startIcon={<FileDownloadIcon />}
          disabled={rows.length === 0}
          onClick={() =>
            void exportTable(xlsxFileName('Журнал цен'), 'Журнал цен', specs, rows).catch((failure: unknown) =>
              toast.error(userMessage(failure, 'Не удалось выгрузить журнал в Excel')),
            )
          }
        >
          Экспорт в Excel
        </Button>
      </Stack>
    </Paper>
  );
  return (
    <DataScreen
      sync={['prices']}
      toolbar={toolbar}
      loading={log.loading}
      error={log.error}
      hasData={Boolean(log.data ?? log.previousData)}
      isEmpty={rows.length === 0}
      onRetry={() => void log.refetch()}
      failed="Не удалось загрузить журнал цен"
      empty={
        <EmptyState
          title="Цены за этот период не менялись"
          hint="Выберите товары на вкладке «Прибыль на единицу» и нажмите «Изменить цены»."
        />
      }
    >
      <ScreenGrid
        rows={rows}
        columns={columns}
        getRowId={(line) => line.id}
        getRowHeight={() => 'auto'}
        {...gridModels}
      />
    </DataScreen>
  );
}
