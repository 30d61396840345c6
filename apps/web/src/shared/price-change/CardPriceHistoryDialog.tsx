import { useQuery } from '@apollo/client/react';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { LoadFailed } from '../data-screen/index.ts';
import { formatRub } from '../money-format.ts';
import { formatMoscowDateTime } from '../moscow-time.ts';
import { PRICE_LOG } from './prices.graphql.ts';
import { LINE_STATUS, SOURCE_LABEL } from './price-labels.ts';

/** A card's prices sent to WB over the last year, newest first, with WB's answer for each. */
export function CardPriceHistoryDialog({
  nmID,
  vendorCode,
  onClose,
}: {
  nmID: number;
  vendorCode: string;
  onClose(): void;
}) {
  const { data, error, loading, refetch } = useQuery(PRICE_LOG, { variables: { days: 366, nmID } });
  const lines = data?.priceLog ?? [];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>История цен {vendorCode}</DialogTitle>
      <DialogContent>
        {loading && <LinearProgress />}
        {error && <LoadFailed error={error} failed="Не удалось загрузить историю цен" onRetry={() => void refetch()} />}
        {data && lines.length === 0 && (
          <Typography color="text.secondary">Цену этого товара отсюда ещё не меняли.</Typography>
        )}
        {lines.length > 0 && (
          <Table size="small" aria-label={`История цен ${vendorCode}`}>
            <TableHead>
              <TableRow>
                <TableCell>Когда</TableCell>
                <TableCell>Кто</TableCell>
                <TableCell align="right">Было</TableCell>
                <TableCell align="right">Стало</TableCell>
                <TableCell>Ответ WB</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>
                    {formatMoscowDateTime(line.createdAt)}
                    <Typography variant="caption" display="block" color="text.secondary">
                      {SOURCE_LABEL[line.source]}
                    </Typography>
                  </TableCell>
                  <TableCell>{line.who ?? '—'}</TableCell>
                  <TableCell align="right">
                    {formatRub(line.oldPrice)}
                    {line.oldDiscount != null && `, скидка ${line.oldDiscount} %`}
                  </TableCell>
                  <TableCell align="right">
                    {line.newPrice ? formatRub(line.newPrice) : 'цена та же'}
                    {line.newDiscount != null && `, скидка ${line.newDiscount} %`}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 320 }}>
                    <Chip size="small" label={LINE_STATUS[line.status].label} color={LINE_STATUS[line.status].color} />
                    {line.wbError && <Typography variant="body2">{line.wbError}</Typography>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
