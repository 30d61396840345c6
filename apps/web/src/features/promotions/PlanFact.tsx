import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { ShortTable } from '../../shared/data-screen/ShortTable.tsx';
import { userMessage } from '../../shared/errors.ts';
import { exportTable, xlsxFileName } from '../../shared/export-xlsx.ts';
import { formatDay } from '../../shared/moscow-time.ts';
import { toast } from '../../shared/toast/toast.ts';
import { planFactColumns, type PlanFactRow } from './promotion-columns.tsx';
import { PROMOTION_PLAN_FACT } from './promotions.graphql.ts';

const columns = gridColumns(planFactColumns);

/** An ended promotion's cards during it against as many days before it, with the totals of the rows. */
export function PlanFact({ promotionId, name }: { promotionId: number; name: string }) {
  const { data, error } = useQuery(PROMOTION_PLAN_FACT, {
    variables: { promotionId },
    fetchPolicy: 'cache-and-network',
  });
  const [exporting, setExporting] = useState(false);
  const fact = data?.promotionPlanFact;
  const rows = useMemo(
    (): PlanFactRow[] =>
      (fact?.cards ?? []).map((c) => ({
        id: String(c.nmID),
        nmID: c.nmID,
        vendorCode: c.vendorCode,
        title: c.title,
        before: c.before,
        during: c.during,
      })),
    [fact],
  );
  const totals: PlanFactRow | null = fact
    ? { id: 'total', nmID: null, vendorCode: null, title: null, before: fact.before, during: fact.during }
    : null;

  const exportRows = async () => {
    setExporting(true);
    try {
      await exportTable(
        xlsxFileName(`Акция ${name} — до и во время`),
        'До и во время',
        planFactColumns,
        rows,
        totals ?? undefined,
      );
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить таблицу в Excel'));
    } finally {
      setExporting(false);
    }
  };

  if (error)
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {userMessage(error, 'Не удалось сравнить акцию с днями до неё')}
      </Alert>
    );
  if (!fact || !totals) return null;
  const leftOut = [
    fact.beforeWithoutProfit > 0 && `до: ${fact.beforeWithoutProfit}`,
    fact.duringWithoutProfit > 0 && `в акции: ${fact.duringWithoutProfit}`,
  ].filter(Boolean);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Акция против дней до неё: {formatDay(fact.dateFrom)} — {formatDay(fact.dateTo)} против{' '}
          {formatDay(fact.beforeFrom)} — {formatDay(fact.beforeTo)}
        </Typography>
        <Button
          startIcon={<FileDownloadIcon />}
          onClick={() => void exportRows()}
          disabled={rows.length === 0 || exporting}
        >
          Экспорт в Excel
        </Button>
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary">Среди загруженных данных нет товаров, участвовавших в акции.</Typography>
      ) : (
        <>
          <ShortTable
            aria-label="Акция против дней до неё"
            rows={[...rows, totals]}
            columns={columns}
            hideFooter
            // The totals line stays last.
            disableColumnSorting
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Заказы и продажи — по статистике WB, прибыль — по отчётам о реализации (выплата WB минус себестоимость).
            {leftOut.length > 0 && ` В итог прибыли не вошли товары без прибыли (${leftOut.join(', ')}).`}
          </Typography>
        </>
      )}
    </Paper>
  );
}
