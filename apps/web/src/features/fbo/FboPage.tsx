import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { DateField } from '../../shared/date-field/DateField.tsx';
import { useGridUrlState } from '../../shared/url-state/grid-url-state.ts';
import { dayParam } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { addDays, moscowToday } from '../../shared/moscow-time.ts';
import { FBO_INCOMES, type FboIncome } from './fbo.graphql.ts';
import { FboImportDialog } from './FboImportDialog.tsx';

const monthsAgo = (months: number) => addDays(moscowToday(), -months * 30);

/** The day the list starts from, in the address; without it, half a year ago. */
const LIST_STATE = { from: dayParam(() => monthsAgo(6)) };

function SavedProgress({ income }: { income: FboIncome }) {
  const share = income.totalQuantity ? Math.min(100, (income.savedQuantity / income.totalQuantity) * 100) : 0;
  return (
    <Box sx={{ width: '100%' }} aria-label={`Сохранено ${income.savedQuantity} из ${income.totalQuantity}`}>
      <Typography variant="body2">
        {income.savedQuantity} из {income.totalQuantity}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={share}
        color={share >= 100 ? 'success' : 'primary'}
        sx={{ height: 6, borderRadius: 1 }}
      />
    </Box>
  );
}

/** FBO incomes (the seller's supplies to WB's warehouses) and how many of their units are in the ledger. */
export default function FboPage() {
  const [{ from }, setListState] = useUrlState(LIST_STATE);
  const { gridModels } = useGridUrlState();
  const [importing, setImporting] = useState<FboIncome | null>(null);
  const { data, loading, error, refetch } = useQuery(FBO_INCOMES, {
    variables: { from },
    fetchPolicy: 'cache-and-network',
  });
  const incomes = data?.fboIncomes ?? [];
  const columns = useMemo(() => {
    const specs: ColumnSpec<FboIncome>[] = [
      { field: 'incomeId', header: 'Поставка', kind: 'text', width: 120, value: (row) => row.incomeId },
      { field: 'date', header: 'Создана', kind: 'dateTime', width: 150, value: (row) => row.date },
      { field: 'dateClose', header: 'Принята', kind: 'dateTime', width: 150, value: (row) => row.dateClose },
      {
        field: 'warehouseName',
        header: 'Склад',
        kind: 'text',
        flex: 1,
        minWidth: 140,
        value: (row) => row.warehouseName,
      },
      { field: 'status', header: 'Статус', kind: 'text', width: 170, value: (row) => row.status },
      { field: 'items', header: 'Товаров', kind: 'integer', width: 90, value: (row) => row.items.length },
      {
        field: 'savedQuantity',
        header: 'Сохранено в учёте',
        kind: 'text',
        width: 170,
        value: (row) => `${row.savedQuantity} из ${row.totalQuantity}`,
        render: (row) => <SavedProgress income={row} />,
      },
      {
        field: 'import',
        header: '',
        kind: 'text',
        width: 130,
        only: 'grid',
        value: () => null,
        render: (row) => (
          <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setImporting(row)}>
            Загрузить
          </Button>
        ),
        grid: { sortable: false, filterable: false },
      },
    ];
    return gridColumns(specs);
  }, []);
  return (
    <DataScreen
      title="FBO"
      sync={['fbw']}
      toolbar={
        <DateField
          label="Поставки с"
          size="small"
          value={from}
          onChange={(day) => day && setListState({ from: day }, { push: true })}
        />
      }
      loading={loading}
      error={error}
      hasData={Boolean(data)}
      isEmpty={incomes.length === 0}
      onRetry={() => void refetch()}
      failed="Не удалось загрузить поставки FBO"
      empty={
        <EmptyState
          title="Поставок FBO за период нет"
          hint="Выберите более раннюю дату или дождитесь синхронизации: токену нужна категория «Поставки»."
        />
      }
    >
      <Stack spacing={1} sx={{ mb: 1 }}>
        <Alert severity="info">
          WB с 11 марта 2026 года не сообщает сумму и номер УПД поставки: колонка «Сумма» по товарам пуста. Единица
          попадает в учёт, когда её ШК загружен из файла поставки.
        </Alert>
      </Stack>
      <ScreenGrid columns={columns} rows={incomes} getRowId={(row) => row.incomeId} {...gridModels} />
      {importing && <FboImportDialog income={importing} onClose={() => setImporting(null)} />}
    </DataScreen>
  );
}
