import { useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { PricePreviewFieldsFragment, PriceScheme } from '../../gql/graphql.ts';
import { FileImportDialog } from '../file-import/FileImportDialog.tsx';
import { uploadFile } from '../upload-file.ts';
import { sendLines } from './price-form.ts';
import { PRICE_FILE_PREVIEW, PRICE_FILE_TEMPLATE, PRICE_RIGHT } from './prices.graphql.ts';
import { PriceChangeProgress } from './PriceChangeProgress.tsx';
import { PricePreviewTable } from './PricePreviewTable.tsx';
import { useSendPrices } from './use-send-prices.ts';

interface PriceFileDialogProps {
  scheme: PriceScheme;
  warehouseName: string | null;
  onClose(): void;
}

/**
 * New prices from a file in WB's layout: the file is read into the preview (old and new price, profit,
 * margin, ROI per card), the seller sends from there, and the upload is followed to WB's answer.
 */
export function PriceFileDialog({ scheme, warehouseName, onClose }: PriceFileDialogProps) {
  const client = useApolloClient();
  const right = useQuery(PRICE_RIGHT);
  const { sendPrices, sending } = useSendPrices();
  // The preview of the file just read; shown once the import dialog has told the file is fine.
  const read = useRef<PricePreviewFieldsFragment | null>(null);
  const [preview, setPreview] = useState<PricePreviewFieldsFragment | null>(null);
  const [changeId, setChangeId] = useState<string | null>(null);
  const mayChange = right.data?.company.mayChangePrices ?? false;

  if (changeId) {
    return (
      <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
        <DialogTitle>Цены из файла отправлены в WB</DialogTitle>
        <DialogContent>
          <PriceChangeProgress id={changeId} onUndone={setChangeId} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Закрыть</Button>
        </DialogActions>
      </Dialog>
    );
  }

  if (preview) {
    const lines = sendLines(preview.rows);
    const send = async () => {
      const id = await sendPrices('FILE', lines);
      if (id) setChangeId(id);
    };
    return (
      <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
        <DialogTitle>Новые цены из файла</DialogTitle>
        <DialogContent>
          <PricePreviewTable preview={preview} />
          {lines.length < preview.rows.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Товары с примечанием красным не отправятся.
            </Typography>
          )}
          {right.data && !mayChange && (
            <Alert severity="info" sx={{ mt: 2 }}>
              Отправлять цены в WB может администратор компании или сотрудник, которому он это разрешил (Настройки →
              Сотрудники). Расчёт доступен всем.
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreview(null)}>Другой файл</Button>
          <Button onClick={onClose}>Отмена</Button>
          <Button
            variant="contained"
            disabled={lines.length === 0 || sending || !mayChange}
            onClick={() => void send()}
          >
            Отправить в WB{lines.length > 0 ? ` (${lines.length})` : ''}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <FileImportDialog
      title="Цены из файла"
      intro="Файл в формате WB: из личного кабинета («Цены и скидки» → «Обновить через Excel») или наш шаблон с текущими ценами. Впишите новую цену до скидки и/или новую скидку у товаров, которые меняете. Сначала покажем прибыль, маржу и ROI по новым ценам; в WB ничего не уйдёт, пока вы не нажмёте «Отправить»."
      fileLabel="Файл с ценами"
      template={async () =>
        (await client.query({ query: PRICE_FILE_TEMPLATE, fetchPolicy: 'network-only' })).data?.priceFileTemplate
      }
      send={async (file, onProgress) => {
        const answer = await uploadFile(PRICE_FILE_PREVIEW, file, onProgress, { scheme, warehouseName });
        read.current = answer.data?.priceFilePreview.preview ?? null;
        return { ...answer, data: answer.data?.priceFilePreview.file };
      }}
      onImported={() => setPreview(read.current)}
      onClose={onClose}
    />
  );
}
