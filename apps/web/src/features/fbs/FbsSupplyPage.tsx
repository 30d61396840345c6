import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Link, Stack, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link as RouterLink, useParams } from 'react-router';
import { toast } from '../../shared/toast/toast.ts';
import { gridColumns } from '../../shared/columns/grid-columns.tsx';
import { DataScreen, EmptyState, ScreenGrid } from '../../shared/data-screen/index.ts';
import { userMessage } from '../../shared/errors.ts';
import { formatRub } from '../../shared/money-format.ts';
import { paths } from '../../shared/paths.ts';
import { useGridUrlState } from '../../shared/url-state/grid-url-state.ts';
import { SavedChip } from './fbs-columns.tsx';
import { ORDER_COLUMNS } from './fbs-columns.tsx';
import { MP_SUPPLY_ORDERS } from './fbs.graphql.ts';
import { FbsImportDialog } from './FbsImportDialog.tsx';
import { exportWaybill, waybillLines } from './waybill.ts';

/** The orders of one FBS supply: statuses, stickers, cost prices and the supply's waybill (ТН). */
export default function FbsSupplyPage() {
  const supplyId = useParams().supplyId ?? '';
  const [importing, setImporting] = useState(false);
  const { gridModels } = useGridUrlState();
  const { data, loading, error, refetch } = useQuery(MP_SUPPLY_ORDERS, { variables: { supplyId } });
  const orders = useMemo(() => data?.mpSupplyOrders ?? [], [data]);
  const columns = useMemo(() => gridColumns(ORDER_COLUMNS), []);
  const waybill = useMemo(() => waybillLines(orders), [orders]);
  const shipped = waybill.lines.reduce((sum, line) => sum + line.quantity, 0);
  const saved = orders.filter((order) => order.isSaved).length;
  const download = () =>
    exportWaybill(supplyId, orders).catch((failure) => toast.error(userMessage(failure, 'Не удалось выгрузить ТН')));
  return (
    <DataScreen
      title={`Поставка ${supplyId}`}
      sync={['fbs']}
      actions={
        <Stack direction="row" spacing={1}>
          <Button startIcon={<FileDownloadIcon />} onClick={() => void download()} disabled={orders.length === 0}>
            ТН (xlsx)
          </Button>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            Загрузить себестоимость
          </Button>
        </Stack>
      }
      loading={loading}
      error={error}
      hasData={Boolean(data)}
      isEmpty={orders.length === 0}
      onRetry={() => void refetch()}
      failed="Не удалось загрузить заказы поставки"
      empty={
        <EmptyState
          title="В поставке нет заказов"
          hint={
            <Link component={RouterLink} to={paths.fbs}>
              Ко всем поставкам FBS
            </Link>
          }
        />
      }
    >
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={paths.fbs}>
          ← Все поставки
        </Link>
        <SavedChip saved={saved} total={shipped} />
        <Typography variant="body2">
          Единиц к отгрузке: {shipped}; себестоимость по ТН:{' '}
          {waybill.total === null ? 'не у всех товаров задана' : formatRub(waybill.total)}
        </Typography>
      </Stack>
      <ScreenGrid columns={columns} rows={orders} {...gridModels} />
      {importing && <FbsImportDialog supplyId={supplyId} onClose={() => setImporting(false)} />}
    </DataScreen>
  );
}
