import { useRef, useState, type ReactNode } from 'react';
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
import { toast } from '../toast/toast.ts';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { doneMessage, userMessage } from '../errors.ts';
import { saveBase64File } from '../save-file.ts';
import type { UploadAnswer } from '../upload-file.ts';
import type { FileImportResultFieldsFragment } from '../../gql/graphql.ts';

/** What every file import answers (file-import.graphql.ts). */
export type ImportResult = FileImportResultFieldsFragment;

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

export interface FileImportDialogProps {
  title: string;
  /** What the file holds and how to fill it. */
  intro: ReactNode;
  /** The file input's name for screen readers and tests. */
  fileLabel: string;
  /** The template as the server gives it. */
  template(): Promise<{ fileName: string; contentType: string; base64: string } | undefined>;
  /** Sends the file; answers the import's result or the server's errors. */
  send(file: File, onProgress: (share: number) => void): Promise<UploadAnswer<ImportResult | undefined>>;
  /** After a file saved without errors: refresh what shows the saved data. */
  onImported?(): Promise<unknown> | void;
  /** Fields the import needs besides the file (an income's number and day); `ready` false holds the file back. */
  children?: ReactNode;
  ready?: boolean;
  onClose(): void;
}

/**
 * Every file import of the product: the template to download, a file chosen or dropped, the
 * upload's progress, then what was saved or every problem by row and column.
 */
export function FileImportDialog(props: FileImportDialogProps) {
  const { title, intro, fileLabel, template, send, onImported, children, ready = true, onClose } = props;
  const picker = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [downloading, setDownloading] = useState(false);
  const [dragging, setDragging] = useState(false);

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      const file = await template();
      if (file) saveBase64File(file);
    } catch (failure) {
      toast.error(userMessage(failure, 'Не удалось скачать шаблон'));
    } finally {
      setDownloading(false);
    }
  };

  const upload = async (file: File) => {
    setStage({ kind: 'sending', share: 0 });
    try {
      const answer = await send(file, (share) => setStage({ kind: 'sending', share }));
      const result = answer.data;
      if (!result) {
        setStage({
          kind: 'failed',
          message: userMessage(new CombinedGraphQLErrors({ errors: answer.errors ?? [] }), 'Сервер не принял файл'),
        });
        return;
      }
      setStage({ kind: 'done', result });
      if (result.errors.length === 0) {
        toast.success(doneMessage(result.message, 'Файл загружен'));
        await onImported?.();
      }
    } catch (failure) {
      setStage({ kind: 'failed', message: userMessage(failure, 'Файл не отправлен') });
    }
  };

  const sending = stage.kind === 'sending';
  const canSend = ready && !sending;
  return (
    <Dialog open onClose={sending ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{intro}</Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          Если хотя бы в одной строке ошибка, не сохранится ничего: исправьте строки из списка и загрузите файл снова.
          Повторная загрузка того же файла ничего не меняет.
        </Typography>
        <Button startIcon={<FileDownloadIcon />} onClick={() => void downloadTemplate()} disabled={downloading}>
          {downloading ? 'Готовим шаблон…' : 'Скачать шаблон'}
        </Button>
        {children && <Box sx={{ mt: 2 }}>{children}</Box>}
        <input
          ref={picker}
          type="file"
          hidden
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          aria-label={fileLabel}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Box
          role="button"
          tabIndex={0}
          aria-disabled={!canSend}
          onClick={() => canSend && picker.current?.click()}
          onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && canSend && picker.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            const file = event.dataTransfer.files[0];
            if (file && canSend) void upload(file);
          }}
          sx={{
            mt: 2,
            p: 3,
            border: '2px dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 1,
            textAlign: 'center',
            cursor: canSend ? 'pointer' : 'default',
            color: canSend ? 'text.primary' : 'text.disabled',
            bgcolor: dragging ? 'action.hover' : 'transparent',
          }}
        >
          Перетащите сюда файл .xlsx или .csv или нажмите, чтобы выбрать
        </Box>
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
          disabled={!canSend}
        >
          Выбрать файл
        </Button>
      </DialogActions>
    </Dialog>
  );
}
