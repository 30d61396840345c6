import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PricePreviewFieldsFragment } from '../../gql/graphql.ts';
import { formatPercent, formatRub } from '../money-format.ts';

/** «было → стало» of one figure. */
function Change({ before, after, percent }: { before: string | null; after: string | null; percent?: boolean }) {
  const show = percent ? formatPercent : formatRub;
  return (
    <>
      <Typography variant="body2" color="text.secondary" component="span">
        {show(before)}
      </Typography>
      {' → '}
      <b>{show(after)}</b>
    </>
  );
}

/** Old and new price, profit, margin and ROI per card (or size), as the server counted them; nothing is sent yet. */
export function PricePreviewTable({ preview }: { preview: PricePreviewFieldsFragment }) {
  const bySize = preview.rows.some((row) => row.sizeID != null);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        На одну проданную единицу, {preview.scheme}, склад «{preview.warehouseName ?? '—'}»: как на вкладке «Прибыль на
        единицу». В WB ещё ничего не отправлено.
      </Typography>
      <Table size="small" aria-label="Предпросмотр цен">
        <TableHead>
          <TableRow>
            <TableCell>Товар</TableCell>
            {bySize && <TableCell>Размер</TableCell>}
            <TableCell align="right">Цена до скидки</TableCell>
            <TableCell align="right">Скидка</TableCell>
            <TableCell align="right">Цена со скидкой</TableCell>
            <TableCell align="right">Прибыль</TableCell>
            <TableCell align="right">Маржа</TableCell>
            <TableCell align="right">ROI</TableCell>
            <TableCell>Примечание</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row) => (
            <TableRow
              key={`${row.nmID}:${row.sizeID ?? ''}`}
              data-testid={row.sizeID == null ? `preview-${row.nmID}` : `preview-${row.nmID}-${row.sizeID}`}
            >
              <TableCell>
                {row.vendorCode}
                <Typography variant="caption" display="block" color="text.secondary">
                  {row.nmID}
                </Typography>
              </TableCell>
              {bySize && <TableCell>{row.techSize || '—'}</TableCell>}
              <TableCell align="right">
                <Change before={row.before.price ?? null} after={row.after.price ?? null} />
              </TableCell>
              <TableCell align="right">
                {row.before.discount ?? '—'} → <b>{row.after.discount ?? '—'}</b> %
              </TableCell>
              <TableCell align="right">
                <Change before={row.before.priceAfterDiscount ?? null} after={row.after.priceAfterDiscount ?? null} />
              </TableCell>
              <TableCell align="right">
                <Change before={row.before.profit ?? null} after={row.after.profit ?? null} />
              </TableCell>
              <TableCell align="right">
                <Change percent before={row.before.marginPercent ?? null} after={row.after.marginPercent ?? null} />
              </TableCell>
              <TableCell align="right">
                <Change percent before={row.before.roiPercent ?? null} after={row.after.roiPercent ?? null} />
              </TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                {row.problem && (
                  <Typography variant="body2" color="error">
                    {row.problem}
                  </Typography>
                )}
                {row.warning && (
                  <Typography variant="body2" color="warning.main">
                    {row.warning}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
