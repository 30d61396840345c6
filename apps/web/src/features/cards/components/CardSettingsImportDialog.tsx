import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { toast } from 'react-toastify';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { doneMessage, userMessage } from '../../../shared/errors.ts';
import { saveBase64File } from '../../../shared/save-file.ts';
import { uploadFile } from '../../../shared/upload-file.ts';
import { CARD_SETTINGS_TEMPLATE, CARDS, IMPORT_CARD_SETTINGS, type ImportResult } from '../cards.graphql.ts';

type Stage =
  | { kind: 'idle' }
  | { kind: 'sending'; share: number }
  | { kind: 'done'; result: ImportResult }
  | { kind: 'failed'; message: string };

function RowErrors({ errors }: { errors: ImportResult['errors'] }) {
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label="Ошибки в файле">
        <TableHead>
          <TableRow>
            <TableCell>Строка</TableCell>
            <TableCell>Колонка</TableCell>
            <TableCell>Что не так</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((error, index) => (
            <TableRow key={index}>
              <TableCell>{error.row}</TableCell>
              <TableCell>{error.column ?? '—'}</TableCell>
              <TableCell>{error.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Cost prices and the other card settings for many cards at once, from the seller's spreadsheet. */
export function CardSettingsImportDialog({ onClose }: { onClose: () => void }) {
  const client = useApolloClient();
  const picker = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [downloading, setDownloading] = useState(false);

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      const answer = await client.query({
        query: CARD_SETTINGS_TEMPLATE,
        fetchPolicy: 'network-only',
      });
      if (answer.data) saveBase64File(answer.data.cardSettingsTemplate);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось скачать шаблон'));
    } finally {
      setDownloading(false);
    }
  };

  const send = async (file: File) => {
    setStage({ kind: 'sending', share: 0 });
    try {
      const answer = await uploadFile(IMPORT_CARD_SETTINGS, file, (share) => setStage({ kind: 'sending', share }));
      const result = answer.data?.importCardSettings;
      if (!result) {
        setStage({
          kind: 'failed',
          message: userMessage(new CombinedGraphQLErrors({ errors: answer.errors ?? [] }), 'Сервер не принял файл'),
        });
        return;
      }
      setStage({ kind: 'done', result });
      if (result.errors.length === 0) {
        toast.success(doneMessage(result.message, 'Настройки карточек сохранены'));
        await client.refetchQueries({ include: [CARDS] });
      }
    } catch (failure) {
      setStage({
        kind: 'failed',
        message: userMessage(failure, 'Файл не отправлен'),
      });
    }
  };

  const sending = stage.kind === 'sending';
  return (
    <Dialog open onClose={sending ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>Загрузка настроек карточек из файла</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          Скачайте шаблон — в нём все ваши карточки с текущими настройками. Впишите себестоимость и остальное, сохраните
          и загрузите файл (.xlsx или .csv). Пустая ячейка оставляет настройку как есть.
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          Если хотя бы в одной строке ошибка, не сохранится ничего: исправьте строки из списка и загрузите файл снова.
        </Typography>
        <Button startIcon={<FileDownloadIcon />} onClick={() => void downloadTemplate()} disabled={downloading}>
          {downloading ? 'Готовим шаблон…' : 'Скачать шаблон'}
        </Button>
        <input
          ref={picker}
          type="file"
          hidden
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          aria-label="Файл с настройками карточек"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
        <Box sx={{ mt: 2 }}>
          {sending && (
            <>
              <Typography variant="body2">
                {stage.share < 1
                  ? `Отправляем файл… ${Math.round(stage.share * 100)} %`
                  : 'Проверяем строки и сохраняем…'}
              </Typography>
              <LinearProgress variant={stage.share < 1 ? 'determinate' : 'indeterminate'} value={stage.share * 100} />
            </>
          )}
          {stage.kind === 'failed' && <Alert severity="error">{stage.message}</Alert>}
          {stage.kind === 'done' && (
            <>
              <Alert severity={stage.result.errors.length ? 'error' : 'success'} sx={{ mb: 1 }}>
                {stage.result.message}
              </Alert>
              {stage.result.errors.length > 0 && <RowErrors errors={stage.result.errors} />}
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          Закрыть
        </Button>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => picker.current?.click()}
          disabled={sending}
        >
          Выбрать файл
        </Button>
      </DialogActions>
    </Dialog>
  );
}
