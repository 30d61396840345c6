import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { toast } from '../../shared/toast/toast.ts';
import { isNumeric } from '../../shared/columns/column-spec.ts';
import { formatCell } from '../../shared/columns/format.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { userMessage } from '../../shared/errors.ts';
import { downloadWorkbook, xlsxFileName, xlsxTable } from '../../shared/export-xlsx.ts';
import { formatDay } from '../../shared/moscow-time.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
import { allPages, useServerGrid } from '../../shared/server-grid/index.ts';
import { SALES_WINDOW, SalesWindowField } from './SalesWindowField.tsx';
import { LOCALISATION_COLUMNS, LOCALISATION_WEEK_COLUMNS } from './supply-plan-columns.tsx';
import { LOCALISATION_PAGE, type LocalisationCard, type LocalisationWeek } from './supply-plan.graphql.ts';

const percent = (share: string | null | undefined) => (share == null ? '—' : `${share.replace('.', ',')} %`);

/** The share by week: a small table, newest last, as the seller reads a trend. */
function Weeks({ weeks }: { weeks: LocalisationWeek[] }) {
  return (
    <Table size="small" sx={{ mb: 2, maxWidth: 760 }} data-testid="localisation-weeks">
      <TableHead>
        <TableRow>
          {LOCALISATION_WEEK_COLUMNS.map((spec) => (
            <TableCell key={spec.field} align={isNumeric(spec.kind) ? 'right' : 'left'}>
              {spec.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {weeks.map((week) => (
          <TableRow key={week.week}>
            {LOCALISATION_WEEK_COLUMNS.map((spec) => (
              <TableCell key={spec.field} align={isNumeric(spec.kind) ? 'right' : 'left'}>
                {formatCell(spec, spec.value(week)) || '—'}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * «Локализация»: the share of orders served from a WB warehouse in the buyer's own federal district (or
 * country), in total, by week and by card, and the share the supply plan aims at.
 */
export function LocalisationTab() {
  const client = useApolloClient();
  const [{ days }, setScope] = useUrlState(SALES_WINDOW);
  const variables = { windowDays: days };
  const grid = useServerGrid(LOCALISATION_PAGE, { page: (data) => data.localisationPage, variables });
  const columns = useMemo(() => gridColumns(LOCALISATION_COLUMNS), []);
  const page = grid.data?.localisationPage;
  const filtered = Boolean(grid.query.search || grid.query.filters?.length);

  const exportAll = async () => {
    try {
      const rows = await allPages<LocalisationCard>(async (n, pageSize) => {
        const answer = await client.query({
          query: LOCALISATION_PAGE,
          variables: { ...variables, query: { ...grid.query, page: n, pageSize } },
          fetchPolicy: 'network-only',
        });
        return answer.data?.localisationPage;
      });
      await downloadWorkbook(xlsxFileName('Локализация'), [
        { name: 'По карточкам', ...xlsxTable(LOCALISATION_COLUMNS, rows) },
        { name: 'По неделям', ...xlsxTable(LOCALISATION_WEEK_COLUMNS, page?.weeks ?? []) },
      ]);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить локализацию'));
    }
  };

  return (
    <DataScreen
      toolbar={
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
          <SalesWindowField days={days} onChange={(n) => setScope({ days: n }, { push: true })} />
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
      failed="Не удалось загрузить локализацию"
      firstLoad="inline"
      empty={
        <EmptyState
          title="Заказов со складов WB за период нет"
          hint="Локализация считается по заказам: они появятся после синхронизации с WB."
        />
      }
    >
      {page && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="localisation-total">
          <Typography variant="h6">
            Локализация за {page.windowDays} дней до {formatDay(page.today)}: {percent(page.total.share)}
          </Typography>
          <Typography color="text.secondary">
            {page.total.local} из {page.total.orders} заказов со складов WB ушли со склада в округе покупателя. Если
            отгрузить план поставки, в своём округе будет товар для {percent(page.total.plannedShare)} заказов: у
            остальных покупателей в округе нет склада WB. Таблицу, по которой WB пересчитывает логистику от локализации,
            WB в открытом API и документации не публикует, поэтому её влияние на стоимость здесь не считается — показана
            только доля.
          </Typography>
        </Paper>
      )}
      {page && <Weeks weeks={page.weeks} />}
      <ScreenGrid<LocalisationCard> columns={columns} {...grid.gridProps} getRowId={(row) => row.nmId} showToolbar />
    </DataScreen>
  );
}
