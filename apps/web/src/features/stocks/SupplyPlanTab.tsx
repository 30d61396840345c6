import { useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import SaveIcon from '@mui/icons-material/Save';
import { toast } from '../../shared/toast/toast.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { userMessage } from '../../shared/errors.ts';
import { downloadWorkbook, exportTable, xlsxFileName } from '../../shared/export-xlsx.ts';
import { formatDay } from '../../shared/moscow-time.ts';
import { intParam, optionalTextParam } from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { allPages, useServerGrid, type ListQuery } from '../../shared/server-grid/index.ts';
import { SALES_WINDOW, SalesWindowField } from './SalesWindowField.tsx';
import { SavedPlans } from './SavedPlans.tsx';
import { SUPPLY_PLAN_COLUMNS, WB_SUPPLY_FILE_COLUMNS } from './supply-plan-columns.tsx';
import {
  SUPPLY_PLAN_PAGE,
  SUPPLY_PLAN_WAREHOUSES,
  SUPPLY_SETTINGS,
  type SupplyPlanItem,
} from './supply-plan.graphql.ts';
import { useSaveSupplyPlan } from './use-save-supply-plan.ts';
import { useSetSupplyLeadDays } from './use-set-supply-lead-days.ts';

/** The cover, the sales window and one warehouse's part, in the address with the grid's own state. */
const SCOPE = { ...SALES_WINDOW, cover: intParam(30, { min: 1, max: 180 }), wh: optionalTextParam() };

/** Only what is to be shipped goes into WB's file. */
const TO_SHIP: ListQuery['filters'] = [{ field: 'toShip', operator: 'GREATER', value: '0' }];

/** «Срок поставки»: the company's lead time, saved for the plan and the home page's warning. */
function LeadDaysField() {
  const settings = useQuery(SUPPLY_SETTINGS);
  const saved = settings.data?.supplySettings.leadDays;
  // What the seller typed; until then, the saved value.
  const [edited, setEdited] = useState<string | null>(null);
  const typed = edited ?? (saved === undefined ? '' : String(saved));
  const { saveLeadDays, saving } = useSetSupplyLeadDays();
  const days = Number(typed);
  const valid = /^\d+$/.test(typed) && days >= 1 && days <= 90;
  const submit = async () => {
    if (await saveLeadDays(days)) setEdited(null);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label="Срок поставки, дней"
        value={typed}
        onChange={(event) => setEdited(event.target.value.trim())}
        error={typed !== '' && !valid}
        helperText={typed !== '' && !valid ? 'От 1 до 90 дней' : ' '}
        sx={{ width: 170 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': 'Срок поставки, дней' } }}
      />
      <Button
        variant="outlined"
        disabled={!valid || days === saved || saving}
        onClick={() => void submit()}
        sx={{ mt: 0.25 }}
      >
        Сохранить срок
      </Button>
    </Stack>
  );
}

/**
 * «План поставки»: by size and buyers' district, what to ship to which WB warehouse to last the lead time
 * and the cover after it; a file for WB's supply form per warehouse, and a planned supply to check later.
 */
export function SupplyPlanTab() {
  const client = useApolloClient();
  const [{ days, cover, wh }, setScope] = useUrlState(SCOPE);
  const variables = { windowDays: days, coverDays: cover, warehouse: wh };
  const grid = useServerGrid(SUPPLY_PLAN_PAGE, { page: (data) => data.supplyPlanPage, variables });
  const warehouses = useQuery(SUPPLY_PLAN_WAREHOUSES, { variables: { windowDays: days, coverDays: cover } });
  const savePlan = useSaveSupplyPlan();
  const columns = useMemo(() => gridColumns(SUPPLY_PLAN_COLUMNS), []);
  const filtered = Boolean(grid.query.search || grid.query.filters?.length || wh);
  const page = grid.data?.supplyPlanPage;

  const rowsOf = (query: ListQuery, warehouse: string | null) =>
    allPages<SupplyPlanItem>(async (n, pageSize) => {
      const answer = await client.query({
        query: SUPPLY_PLAN_PAGE,
        variables: { ...variables, warehouse, query: { ...query, page: n, pageSize } },
        fetchPolicy: 'network-only',
      });
      return answer.data?.supplyPlanPage;
    });

  const exportAll = async () => {
    try {
      const rows = await rowsOf(grid.query, wh);
      await exportTable(xlsxFileName(wh ? `План поставки ${wh}` : 'План поставки'), 'План', SUPPLY_PLAN_COLUMNS, rows);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить план'));
    }
  };

  // WB's supply form: the barcodes and quantities of one warehouse, nothing else.
  const downloadForWb = async (warehouse: string) => {
    try {
      const rows = await rowsOf({ page: 0, pageSize: 1, filters: TO_SHIP }, warehouse);
      await downloadWorkbook(xlsxFileName(`Поставка ${warehouse}`), [
        {
          name: 'Поставка',
          columns: WB_SUPPLY_FILE_COLUMNS,
          rows: rows.filter((row) => row.barcode).map((row) => [row.barcode!, row.toShip]),
        },
      ]);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить файл поставки'));
    }
  };

  const shipTo = warehouses.data?.supplyPlanWarehouses ?? [];
  return (
    <DataScreen
      toolbar={
        <>
          <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap>
            <TextField
              select
              size="small"
              label="Запас после поставки"
              value={cover}
              onChange={(event) => setScope({ cover: Number(event.target.value) }, { push: true })}
              sx={{ minWidth: 180 }}
            >
              {[14, 30, 45, 60, 90].map((n) => (
                <MenuItem key={n} value={n}>
                  на {n} дней
                </MenuItem>
              ))}
            </TextField>
            <LeadDaysField />
            <SalesWindowField days={days} onChange={(n) => setScope({ days: n }, { push: true })} />
            <TextField
              select
              size="small"
              label="Склад"
              value={wh ?? ''}
              onChange={(event) => setScope({ wh: event.target.value || null }, { push: true })}
              sx={{ minWidth: 240 }}
            >
              <MenuItem value="">Все склады плана</MenuItem>
              {shipTo.map((w) => (
                <MenuItem key={w.name} value={w.name}>
                  {w.name} ({w.district})
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ flexGrow: 1 }} />
            <Button startIcon={<FileDownloadIcon />} onClick={() => void exportAll()}>
              Выгрузить в Excel
            </Button>
          </Stack>
          {shipTo.length > 0 && (
            <Paper variant="outlined" sx={{ p: 1.5, mb: 1 }} data-testid="plan-warehouses">
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                Куда отгружать: файл для формы поставки WB (Баркод, Количество) — по одному на склад
              </Typography>
              {shipTo.map((w) => (
                <Stack
                  key={w.name}
                  direction="row"
                  spacing={2}
                  sx={{ alignItems: 'center', py: 0.25 }}
                  data-warehouse={w.name}
                  data-units={w.units}
                >
                  <Typography sx={{ width: 400 }} noWrap>
                    {w.name}{' '}
                    <Typography component="span" color="text.secondary">
                      ({w.district})
                    </Typography>
                  </Typography>
                  <Typography sx={{ width: 190 }}>
                    {w.units} шт., {w.barcodes} баркод{w.barcodes === 1 ? '' : w.barcodes < 5 ? 'а' : 'ов'}
                  </Typography>
                  <Button size="small" startIcon={<FileDownloadIcon />} onClick={() => void downloadForWb(w.name)}>
                    Файл для WB
                  </Button>
                  <Button
                    size="small"
                    startIcon={<SaveIcon />}
                    onClick={() => void savePlan({ warehouse: w.name, windowDays: days, coverDays: cover })}
                  >
                    Сохранить как поставку
                  </Button>
                </Stack>
              ))}
            </Paper>
          )}
        </>
      }
      loading={grid.loading}
      error={grid.error}
      hasData={grid.hasData}
      isEmpty={grid.totalCount === 0 && !filtered}
      onRetry={() => void grid.refetch()}
      failed="Не удалось рассчитать план поставки"
      firstLoad="inline"
      empty={
        <EmptyState
          title="Планировать пока не из чего"
          hint="План считается из заказов и остатков: они появятся после синхронизации с WB."
        />
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {page ? `Остатки на ${formatDay(page.today)}. ` : ''}Нужно — заказы округа за {days} дней, пересчитанные на срок
        поставки ({page?.leadDays ?? '…'} дн.) и запас после неё ({cover} дн.), с округлением вверх. Отгрузить — нужно
        без того, что уже лежит на складах округа и едет туда в поставках. Товар идёт на склад округа, где карточки
        больше всего, иначе на главный склад округа.
      </Typography>
      <ScreenGrid<SupplyPlanItem> columns={columns} {...grid.gridProps} showToolbar />
      <SavedPlans />
    </DataScreen>
  );
}
