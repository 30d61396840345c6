import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export type StatusChange = 'start' | 'pause' | 'stop';

const TEXTS: Record<StatusChange, { title: string; text: string; button: string }> = {
  start: { title: 'Запустить кампанию?', text: 'WB начнёт показы и списание бюджета.', button: 'Запустить' },
  pause: {
    title: 'Приостановить кампанию?',
    text: 'Показы остановятся; кампанию можно будет запустить снова.',
    button: 'Приостановить',
  },
  stop: {
    title: 'Завершить кампанию?',
    text: 'Завершённую кампанию WB запустить снова не даст: понадобится новая.',
    button: 'Завершить',
  },
};

export function ConfirmStatusDialog(props: {
  change: StatusChange | null;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const texts = props.change ? TEXTS[props.change] : null;
  return (
    <Dialog open={texts !== null} onClose={props.onClose}>
      {texts && (
        <>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogContent>
            <DialogContentText>{texts.text}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>Отмена</Button>
            <Button
              variant="contained"
              color={props.change === 'stop' ? 'error' : 'primary'}
              disabled={props.busy}
              onClick={props.onConfirm}
            >
              {texts.button}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
