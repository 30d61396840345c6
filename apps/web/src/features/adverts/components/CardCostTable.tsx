import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { toast } from '../../../shared/toast/toast.ts';
import { gridColumns } from '../../../shared/columns/grid-columns.tsx';
import { ScreenGrid } from '../../../shared/data-screen/index.ts';
import { userMessage } from '../../../shared/errors.ts';
import { exportTable, xlsxFileName } from '../../../shared/export-xlsx.ts';
import type { AdvertCardCost } from '../adverts.graphql.ts';
import { cardCostColumns } from '../card-cost-columns.ts';

const columns = gridColumns(cardCostColumns);

/** The campaign's spend on each of its products against all orders and sales of the product (ДРР). */
export function CardCostTable({ rows, period }: { rows: AdvertCardCost[]; period: { from: string; to: string } }) {
  const [exporting, setExporting] = useState(false);
  const exportRows = async () => {
    setExporting(true);
    try {
      const name = xlsxFileName('ДРР по товарам', { dateFrom: period.from, dateTo: period.to });
      await exportTable(name, 'ДРР', cardCostColumns, rows);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось выгрузить таблицу в Excel'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Paper sx={{ p: 2 }} aria-label="ДРР по товарам" component="section">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          ДРР по товарам
        </Typography>
        <Button
          startIcon={<FileDownloadIcon />}
          disabled={rows.length === 0 || exporting}
          onClick={() => void exportRows()}
        >
          Экспорт в Excel
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Расход этой кампании на товар за период, делённый на все заказы и продажи товара за те же дни (продажи — за
        вычетом возвратов). ДРР — доля расхода в сумме заказов и в сумме продаж по цене со скидкой продавца.
      </Typography>
      <Box sx={{ '& > div': { minHeight: 300 } }}>
        <ScreenGrid
          rows={rows}
          columns={columns}
          getRowId={(c) => c.nm}
          initialState={{ sorting: { sortModel: [{ field: 'spend', sort: 'desc' }] } }}
        />
      </Box>
    </Paper>
  );
}
