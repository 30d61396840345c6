import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { LoadFailed } from '../data-screen/index.ts';
import { formatRub } from '../money-format.ts';
import { PRICE_CHANGE } from './prices.graphql.ts';
import { isRunning, LINE_STATUS } from './price-labels.ts';
import { useUndoPriceChange } from './use-undo-price-change.ts';

const POLL_MS = 1000;

/** A change sent to WB, read again every second until WB answers; then its answer card by card. */
export function PriceChangeProgress({ id, onUndone }: { id: string; onUndone(undoId: string): void }) {
  const { data, error, refetch, startPolling, stopPolling } = useQuery(PRICE_CHANGE, { variables: { id } });
  const { undoPriceChange, undoing } = useUndoPriceChange();
  const change = data?.priceChange;
  const running = change ? isRunning(change.status) : true;
  useEffect(() => {
    if (running) startPolling(POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [running, startPolling, stopPolling]);

  if (error) return <LoadFailed error={error} failed="Не удалось загрузить ответ WB" onRetry={() => void refetch()} />;
  if (!change) return <LinearProgress />;
  const severity =
    change.status === 'DONE' ? 'success' : change.status === 'PARTIAL' ? 'warning' : running ? 'info' : 'error';
  return (
    <Stack spacing={2}>
      <Alert
        severity={severity}
        action={
          change.undoable && (
            <Button
              color="inherit"
              size="small"
              disabled={undoing}
              onClick={() => void undoPriceChange(change.id).then((undoId) => undoId && onUndone(undoId))}
            >
              Вернуть прежние цены
            </Button>
          )
        }
      >
        <b>{change.wbAnswer ?? change.statusText}</b>
        {change.taskId && (
          <Typography variant="caption" display="block">
            Загрузка WB № {change.taskId}
          </Typography>
        )}
      </Alert>
      {running && <LinearProgress aria-label="WB обрабатывает цены" />}
      <Table size="small" aria-label="Ответ WB по товарам">
        <TableHead>
          <TableRow>
            <TableCell>Товар</TableCell>
            <TableCell align="right">Было</TableCell>
            <TableCell align="right">Стало</TableCell>
            <TableCell>Ответ WB</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {change.lines.map((line) => {
            const status = LINE_STATUS[line.status];
            return (
              <TableRow key={`${line.nmID}:${line.sizeID ?? 0}`} data-testid={`answer-${line.nmID}`}>
                <TableCell>
                  {line.vendorCode}
                  {line.techSize ? `, размер ${line.techSize}` : ''}
                  <Typography variant="caption" display="block" color="text.secondary">
                    {line.nmID}
                  </Typography>
                </TableCell>
                {change.kind === 'CLUB' ? (
                  <>
                    <TableCell align="right">скидка WB Клуба {line.oldDiscount ?? 0} %</TableCell>
                    <TableCell align="right">скидка WB Клуба {line.newDiscount} %</TableCell>
                  </>
                ) : (
                  <>
                    <TableCell align="right">
                      {formatRub(line.oldPrice)}
                      {line.oldDiscount != null && `, скидка ${line.oldDiscount} %`}
                    </TableCell>
                    <TableCell align="right">
                      {line.newPrice ? formatRub(line.newPrice) : 'цена та же'}
                      {line.newDiscount != null && `, скидка ${line.newDiscount} %`}
                    </TableCell>
                  </>
                )}
                <TableCell sx={{ maxWidth: 380 }}>
                  <Chip size="small" label={status.label} color={status.color} />
                  {line.wbError && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {line.wbError}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Stack>
  );
}
